"""Every answer checked by plain Python that uses none of the libraries compared.

`problem_error` says what is wrong with an answer to a problem (None when it is right);
`verdict` judges one run's claim against the instance's known answer; `disagreements`
finds the claims that the runs of other libraries refute (a checked solution refutes an
"unsatisfiable", a better checked solution refutes an "optimal").
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from typing import Any

from models_instances import Instance
from optimisation_check import CHECKERS as OPTIMISATION_CHECKERS
from optimisation_check import COSTS

__all__ = ["problem_error", "objective", "verdict", "disagreements", "settles"]


def _zebra(answer: Any, groups: list[list[str]]) -> str | None:
    h = answer
    if set(h) != {name for group in groups for name in group}:
        return "not one house for each name"
    for group in groups:
        if sorted(h[name] for name in group) != [1, 2, 3, 4, 5]:
            return f"{group[0]}..{group[-1]} are not in five different houses"
    clues = [
        h["english"] == h["red"],
        h["spaniard"] == h["dog"],
        h["coffee"] == h["green"],
        h["ukrainian"] == h["tea"],
        h["green"] == h["ivory"] + 1,
        h["old_gold"] == h["snails"],
        h["kools"] == h["yellow"],
        h["milk"] == 3,
        h["norwegian"] == 1,
        abs(h["chesterfield"] - h["fox"]) == 1,
        abs(h["kools"] - h["horse"]) == 1,
        h["lucky_strike"] == h["orange_juice"],
        h["japanese"] == h["parliament"],
        abs(h["norwegian"] - h["blue"]) == 1,
    ]
    wrong = [k + 2 for k, holds in enumerate(clues) if not holds]  # clue 1: five houses
    return f"clue {wrong[0]} is broken" if wrong else None


def _send_more(answer: Any) -> str | None:
    if sorted(answer) != sorted("SENDMORY") or len(set(answer.values())) != 8:
        return "not eight letters with eight different digits"
    if not all(0 <= v <= 9 for v in answer.values()) or answer["S"] == 0 or answer["M"] == 0:
        return "a digit out of 0..9, or a leading zero"
    number = lambda word: int("".join(str(answer[c]) for c in word))  # noqa: E731
    if number("SEND") + number("MORE") != number("MONEY"):
        return "SEND + MORE != MONEY"
    return None


def _queens(answer: Any, n: int) -> str | None:
    if len(answer) != n or not all(0 <= row < n for row in answer):
        return f"not one row in 0..{n - 1} for each of {n} columns"
    for sign in (0, 1, -1):
        if len({row + sign * col for col, row in enumerate(answer)}) != n:
            return "two queens attack each other"
    return None


def _magic(answer: Any, n: int) -> str | None:
    if sorted(v for row in answer for v in row) != list(range(1, n * n + 1)):
        return f"not the numbers 1..{n * n} once each"
    lines = [*answer, *zip(*answer), [answer[k][k] for k in range(n)]]
    lines.append([answer[k][n - 1 - k] for k in range(n)])
    return None if len({sum(line) for line in lines}) == 1 else "two lines differ in sum"


def _word_square(answer: Any, words: list[str], n: int) -> str | None:
    letter = lambda v: v if isinstance(v, str) else chr(ord("a") + v)  # noqa: E731
    grid = ["".join(letter(v) for v in row) for row in answer]
    lines = grid + ["".join(col) for col in zip(*grid)]
    if len(grid) != n or any(line not in words for line in lines):
        return "a row or column is not a word of the list"
    return None


def _golomb(answer: Any, marks: int, bound: int) -> str | None:
    if len(answer) != marks or answer[0] != 0:
        return f"not {marks} marks from 0"
    if any(a >= b for a, b in zip(answer, answer[1:])):
        return "marks not increasing"
    diffs = [b - a for a, b in itertools.combinations(answer, 2)]
    return "two differences are equal" if len(set(diffs)) != len(diffs) else None


def _jobshop(answer: Any, jobs: list[list[tuple[int, int]]], bound: int) -> str | None:
    if [len(row) for row in answer] != [len(job) for job in jobs]:
        return "not one start for each operation"
    tasks = [
        (s, m, d, j)
        for j, (row, job) in enumerate(zip(answer, jobs))
        for s, (m, d) in zip(row, job)
    ]
    if any(s < 0 for s, *_ in tasks):
        return "an operation starts before 0"
    for row, job in zip(answer, jobs):
        if any(s + d > t for s, t, (_, d) in zip(row, row[1:], job)):
            return "an operation starts before the one before it in its job ends"
    for (s, m, d, _), (t, n, e, _) in itertools.combinations(tasks, 2):
        if m == n and s < t + e and t < s + d:
            return f"two operations overlap on machine {m}"
    return None


def _colouring(answer: Any, n: int, edges: list[tuple[int, int]], bound: int) -> str | None:
    if len(answer) != n or any(c < 0 for c in answer):
        return f"not one colour (a number >= 0) for each of {n} nodes"
    clash = next(((i, j) for i, j in edges if answer[i] == answer[j]), None)
    return f"nodes {clash[0]} and {clash[1]} share a colour" if clash else None


CHECKERS: dict[str, Callable[..., str | None]] = {
    "zebra": _zebra,
    "send_more": _send_more,
    "queens": _queens,
    "magic": _magic,
    "word_square": _word_square,
    "golomb": _golomb,
    "jobshop": _jobshop,
    "colouring": _colouring,
    **OPTIMISATION_CHECKERS,
}


def objective(instance: Instance, answer: Any) -> int | None:
    """The answer's cost, as the instance counts it (None for a problem without one)."""
    if instance.problem == "golomb":
        return int(answer[-1])
    if instance.problem == "jobshop":
        jobs = instance.params["jobs"]
        return max(row[-1] + job[-1][1] for row, job in zip(answer, jobs))
    if instance.problem == "colouring":
        return len(set(answer))
    if instance.problem in COSTS:
        return COSTS[instance.problem](answer, **instance.params)
    return None


def problem_error(instance: Instance, answer: Any) -> str | None:
    """What is wrong with ``answer`` to ``instance`` (None when it is a solution)."""
    try:
        error = CHECKERS[instance.problem](answer, **instance.params)
        cost = None if error else objective(instance, answer)
    except (TypeError, KeyError, IndexError, ValueError) as mistake:
        return f"malformed answer ({type(mistake).__name__}: {mistake})"
    bound = instance.params.get("bound")
    if cost is not None and bound is not None and cost > bound:
        return f"cost {cost} over the bound {bound}"
    return error


def verdict(instance: Instance, status: str, answer: Any) -> str:
    """``ok`` (a right claim), ``open`` (nothing claimed) or ``wrong: why``."""
    if status in ("SAT", "OPTIMAL", "FEASIBLE"):
        error = problem_error(instance, answer) if answer is not None else "no answer given"
        if error:
            return f"wrong: {error}"
    if status == "SAT" and instance.expected == "unsat":
        return "wrong: a solution to a problem known to have none"
    if status == "UNSAT" and instance.expected != "unsat":
        return "wrong: no solution claimed, one is known"
    if status == "OPTIMAL" and objective(instance, answer) != instance.expected:
        found = objective(instance, answer)
        return f"wrong: optimum {found} claimed, {instance.expected} is known"
    return "ok" if status in ("SAT", "UNSAT", "OPTIMAL", "FEASIBLE") else "open"


def settles(instance: Instance, status: str, verdict_: str) -> bool:
    """True when the run answered what the instance asks, rightly."""
    wanted = {"sat": "SAT", "unsat": "UNSAT"}.get(str(instance.expected), "OPTIMAL")
    return verdict_ == "ok" and status == wanted


def disagreements(instance: Instance, claims: Iterable[tuple[str, str, Any]]) -> list[str]:
    """Claims (library, status, answer) about one instance that another library's refutes."""
    claims = list(claims)
    solved = [
        (lib, a)
        for lib, s, a in claims
        if s in ("SAT", "OPTIMAL", "FEASIBLE")
        and a is not None
        and problem_error(instance, a) is None
    ]
    found: list[str] = []
    for lib, status, answer in claims:
        if status == "UNSAT" and solved:
            found.append(f"{lib} says no solution; {solved[0][0]} found one")
        if status == "OPTIMAL" and answer is not None:
            cost = objective(instance, answer)
            better = [(other, objective(instance, a)) for other, a in solved]
            sign = -1 if instance.maximize else 1
            beaten = [
                (o, c)
                for o, c in better
                if c is not None and cost is not None and sign * c < sign * cost
            ]
            if beaten:
                found.append(f"{lib} says {cost} is optimal; {beaten[0][0]} found {beaten[0][1]}")
    return sorted(set(found))
