"""The models a developer writes, in the short form, each answer checked without the library.

SEND+MORE, a Golomb ruler, a job-shop, a magic square, the zebra puzzle and a word square:
the targets of issue 29, item 3. SEND+MORE written as one equation must search exactly as
the hand-weighted `Sum` of `aimacsp.problems.send_more_money` does.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from aimacsp import (
    CSP,
    AllDifferent,
    Solver,
    Sum,
    Table,
    count_solutions,
    dom_wdeg,
    forward_checking,
    mac,
    mrv,
    mrv_degree,
)
from aimacsp.problems import send_more_money


def send_more() -> CSP[Any, Any]:
    csp: CSP[Any, Any] = CSP()
    S, E, N, D, M, O, R, Y = (csp.integer(letter, 0, 9) for letter in "SENDMORY")  # noqa: E741
    csp.add(AllDifferent([S, E, N, D, M, O, R, Y]))
    csp.add(
        1000 * S + 100 * E + 10 * N + D + 1000 * M + 100 * O + 10 * R + E
        == 10000 * M + 1000 * O + 100 * N + 10 * E + Y
    )
    csp.add([S != 0, M != 0])
    return csp


def test_send_more_money_without_deriving_the_weights() -> None:
    (solution,) = Solver(send_more()).solutions()
    word = lambda w: int("".join(str(solution[c]) for c in w))  # noqa: E731
    assert word("SEND") + word("MORE") == word("MONEY") and solution["M"] == 1


@pytest.mark.parametrize(
    ("select", "inference"),
    [(mrv, mac), (mrv, forward_checking), (mrv_degree, mac), (dom_wdeg, mac)],
)
def test_send_more_searches_as_the_hand_weighted_sum_does(select: Any, inference: Any) -> None:
    short, hand = (
        Solver(send_more(), select, inference=inference),
        Solver(send_more_money(), select, inference=inference),
    )
    assert list(short.solutions()) == list(hand.solutions())
    assert short.stats.assignments == hand.stats.assignments
    assert short.stats.backtracks == hand.stats.backtracks


def golomb(marks: int, length: int) -> CSP[Any, Any]:
    csp: CSP[Any, Any] = CSP()
    m = csp.integers("m", marks, 0, length)
    csp.add(m[0] == 0)
    csp.add(m[i] < m[i + 1] for i in range(marks - 1))
    csp.add(AllDifferent([m[j] - m[i] for i in range(marks) for j in range(i + 1, marks)]))
    return csp


def test_golomb_rulers_in_a_few_lines() -> None:
    assert Solver(golomb(5, 10)).solve() is None  # the shortest ruler of 5 marks is 11
    ruler = Solver(golomb(5, 11)).solve()
    assert ruler is not None
    marks = [ruler[f"m[{k}]"] for k in range(5)]
    differences = [b - a for a, b in itertools.combinations(marks, 2)]
    assert marks[0] == 0 and len(set(differences)) == len(differences) and marks[-1] <= 11


#: A 3 x 3 job-shop: each job's (machine, duration) in the order it must run.
JOBS = [[(0, 3), (1, 2), (2, 2)], [(0, 2), (2, 1), (1, 4)], [(1, 4), (2, 3), (0, 1)]]


def job_shop(horizon: int) -> tuple[CSP[Any, Any], Any]:
    csp: CSP[Any, Any] = CSP()
    s = csp.integers("s", (3, 3), 0, horizon)
    for j, job in enumerate(JOBS):
        csp.add(s[j][k] + d <= s[j][k + 1] for k, (_, d) in enumerate(job[:-1]))
        csp.add(s[j][-1] + job[-1][1] <= horizon)
    tasks = [(s[j][k], m, d) for j, job in enumerate(JOBS) for k, (m, d) in enumerate(job)]
    for (a, ma, da), (b, mb, db) in itertools.combinations(tasks, 2):
        if ma == mb:  # one machine runs one task at a time
            csp.add((a + da <= b) | (b + db <= a))
    return csp, s


def test_a_job_shop_without_a_pairwise_predicate() -> None:
    csp, _ = job_shop(11)
    schedule = Solver(csp, select=dom_wdeg).solve()
    assert schedule is not None
    start = {(j, k): schedule[f"s[{j}][{k}]"] for j in range(3) for k in range(3)}
    for j, job in enumerate(JOBS):
        for k, (_, d) in enumerate(job):
            assert start[j, k] + d <= (start[j, k + 1] if k < 2 else 11)
    for machine in range(3):
        runs = sorted((start[j, k], d) for j, job in enumerate(JOBS) for k, (m, d) in
                      enumerate(job) if m == machine)  # fmt: skip
        assert all(a + d <= b for (a, d), (b, _) in zip(runs, runs[1:]))
    assert Solver(job_shop(10)[0], select=dom_wdeg).solve() is None  # 11 is the optimum


def test_magic_square_with_sums_of_rows() -> None:
    csp: CSP[Any, Any] = CSP()
    n, total = 3, 15
    grid = csp.integers("g", (n, n), 1, n * n)
    csp.add(AllDifferent(grid.flat))
    csp.add(sum(row) == total for row in grid)
    csp.add(sum(grid[r][c] for r in range(n)) == total for c in range(n))
    csp.add(sum(grid[k][k] for k in range(n)) == total)
    csp.add(sum(grid[k][n - 1 - k] for k in range(n)) == total)
    assert not csp.auxiliary and count_solutions(csp) == 8


def test_the_zebra_puzzle_with_abs() -> None:
    csp: CSP[Any, Any] = CSP()
    groups = {
        "colour": ["red", "green", "ivory", "yellow", "blue"],
        "nation": ["english", "spanish", "ukrainian", "norwegian", "japanese"],
        "drink": ["coffee", "tea", "milk", "juice", "water"],
        "smoke": ["oldgold", "kools", "chesterfield", "luckystrike", "parliament"],
        "pet": ["dog", "snails", "fox", "horse", "zebra"],
    }
    h = {name: csp.integer(name, 1, 5) for names in groups.values() for name in names}
    for names in groups.values():
        csp.add(AllDifferent([h[name] for name in names]))
    csp.add([
        h["english"] == h["red"], h["spanish"] == h["dog"], h["coffee"] == h["green"],
        h["ukrainian"] == h["tea"], h["green"] == h["ivory"] + 1,
        h["oldgold"] == h["snails"], h["kools"] == h["yellow"], h["milk"] == 3,
        h["norwegian"] == 1, abs(h["chesterfield"] - h["fox"]) == 1,
        abs(h["kools"] - h["horse"]) == 1, h["luckystrike"] == h["juice"],
        h["japanese"] == h["parliament"], abs(h["norwegian"] - h["blue"]) == 1,
    ])  # fmt: skip
    (solution,) = Solver(csp).solutions()
    assert solution["zebra"] == solution["japanese"] and solution["water"] == solution["norwegian"]


WORDS = ["bat", "are", "tea", "art", "eat", "tar", "ate", "rat"]


def test_a_word_square_with_tables() -> None:
    csp: CSP[Any, Any] = CSP()
    letters = sorted(set("".join(WORDS)))
    grid = [[csp.integer(f"g{r}{c}", 0, len(letters) - 1) for c in range(3)] for r in range(3)]
    spelt = [tuple(letters.index(ch) for ch in word) for word in WORDS]
    for k in range(3):
        csp.add(Table(grid[k], spelt))  # row k is a word
        csp.add(Table([grid[r][k] for r in range(3)], spelt))  # and so is column k
    squares = list(Solver(csp).solutions())
    text = lambda s, cells: "".join(letters[s[cell.name]] for cell in cells)  # noqa: E731
    expected = [rows for rows in itertools.product(WORDS, repeat=3)
                if all("".join(row[k] for row in rows) in WORDS for k in range(3))]  # fmt: skip
    assert sorted(tuple(text(s, row) for row in grid) for s in squares) == sorted(expected)


def golomb_by_hand(marks: int, length: int) -> CSP[Any, Any]:
    """The long form: a variable per difference, declared positive, tied by a `Sum`."""
    csp: CSP[Any, Any] = CSP()
    x = [f"m[{k}]" for k in range(marks)]
    csp.add_variable(x[0], [0])
    csp.add_variables(x[1:], range(1, length + 1))
    for a, b in zip(x, x[1:]):
        csp.add_constraint(lambda u, v: u < v, [a, b])
    gaps = []
    for i, j in itertools.combinations(range(marks), 2):
        gaps.append(f"d{i}{j}")
        csp.add_variable(gaps[-1], range(1, length + 1))
        csp.add_constraint(Sum([x[j], x[i], gaps[-1]], "==", 0, [1, -1, -1]))
    csp.add_constraint(AllDifferent(gaps))
    csp.add_constraint(lambda first, last: first < last, [gaps[0], gaps[-1]])
    return csp


def golomb_short(marks: int, length: int) -> CSP[Any, Any]:
    csp: CSP[Any, Any] = CSP()
    x = csp.integers("m", marks, 0, length)
    gaps = [x[j] - x[i] for i, j in itertools.combinations(range(marks), 2)]
    csp.add(AllDifferent(gaps))
    csp.add(gap > 0 for gap in gaps)  # narrows the gaps' own variables
    csp.add([x[0] == 0, gaps[0] < gaps[-1]])
    return csp


@pytest.mark.parametrize(("marks", "length"), [(5, 11), (6, 17), (6, 16)])
def test_golomb_short_propagates_as_the_hand_declared_differences(marks: int, length: int) -> None:
    short = Solver(golomb_short(marks, length), mrv, inference=mac)
    hand = Solver(golomb_by_hand(marks, length), mrv, inference=mac)
    assert list(short.solutions()) == [
        {k: v for k, v in s.items() if k.startswith("m")} for s in hand.solutions()
    ]
    assert short.stats.assignments == hand.stats.assignments
