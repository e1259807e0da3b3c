"""Classic problems with known answers."""

from __future__ import annotations

import itertools

from aimacsp import (
    CSP,
    AllDifferent,
    Solver,
    Sum,
    count_solutions,
    forward_checking,
    mac,
    min_conflicts,
    mrv,
)


def queens(n: int) -> CSP[int, int]:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n), range(n))
    for i, j in itertools.combinations(range(n), 2):
        csp.add_constraint(lambda a, b, d=j - i: a != b and abs(a - b) != d, [i, j])
    return csp


def queens_alldiff(n: int) -> CSP[int, int]:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n), range(n))
    csp.add_constraint(AllDifferent(range(n)))
    csp.add_constraint(AllDifferent(range(n), offsets=range(n)))
    csp.add_constraint(AllDifferent(range(n), offsets=[-i for i in range(n)]))
    return csp


AUSTRALIA = [
    ("WA", "NT"),
    ("WA", "SA"),
    ("NT", "SA"),
    ("NT", "Q"),
    ("SA", "Q"),
    ("SA", "NSW"),
    ("SA", "V"),
    ("Q", "NSW"),
    ("NSW", "V"),
]


def test_eight_queens_has_92_solutions() -> None:
    assert Solver(queens(8), select=mrv, inference=forward_checking).count() == 92
    assert Solver(queens_alldiff(8), inference=mac).count() == 92
    assert count_solutions(queens(8)) == 92


def test_australia_has_18_colourings() -> None:
    csp: CSP[str, str] = CSP()
    csp.add_variables(["WA", "NT", "SA", "Q", "NSW", "V", "T"], ["red", "green", "blue"])
    for a, b in AUSTRALIA:
        csp.add_constraint(lambda x, y: x != y, [a, b])
    assert Solver(csp).count() == 18
    assert count_solutions(csp) == 18  # 6 for the mainland times 3 for Tasmania


def test_send_more_money_has_one_solution() -> None:
    letters = "SENDMORY"
    csp: CSP[str, int] = CSP()
    csp.add_variables(letters, range(10))
    csp.add_constraint(AllDifferent(letters))
    # SEND + MORE - MONEY == 0, one linear constraint with place values as weights.
    weights = {"S": 1000, "E": 91, "N": -90, "D": 1, "M": -9000, "O": -900, "R": 10, "Y": -1}
    csp.add_constraint(Sum(list(weights), "==", 0, list(weights.values())))
    csp.add_constraint(lambda s: s != 0, "S")
    csp.add_constraint(lambda m: m != 0, "M")
    solutions = list(Solver(csp).solutions())
    assert solutions == [{"S": 9, "E": 5, "N": 6, "D": 7, "M": 1, "O": 0, "R": 8, "Y": 2}]


def test_magic_square_has_8_solutions() -> None:
    cells = [(r, c) for r in range(3) for c in range(3)]
    csp: CSP[tuple[int, int], int] = CSP()
    csp.add_variables(cells, range(1, 10))
    csp.add_constraint(AllDifferent(cells))
    lines = [[(r, c) for c in range(3)] for r in range(3)]
    lines += [[(r, c) for r in range(3)] for c in range(3)]
    lines += [[(k, k) for k in range(3)], [(k, 2 - k) for k in range(3)]]
    for line in lines:
        csp.add_constraint(Sum(line, "==", 15))
    assert Solver(csp).count() == 8


def test_min_conflicts_solves_1000_queens() -> None:
    csp = queens_alldiff(1000)
    solution = min_conflicts(csp, max_steps=2000, seed=0)
    assert solution is not None
    rows = [solution[c] for c in range(1000)]
    assert len(set(rows)) == 1000
    assert len({r + c for c, r in enumerate(rows)}) == 1000
    assert len({r - c for c, r in enumerate(rows)}) == 1000
