"""The eight problems in python-constraint2, solved by its default solver.

Written as its documentation writes them: `Problem.addVariables`, functions over named
variables, and its built-in constraints (`AllDifferentConstraint`, `ExactSumConstraint`,
`VariableExactSumConstraint`). It has neither optimisation nor a time limit: an
optimisation runs two decisions (at the known optimum and one below it), and the harness
stops a run that passes its limit.
"""

from __future__ import annotations

import itertools
from typing import Any

from constraint import (
    AllDifferentConstraint,
    ExactSumConstraint,
    Problem,
    VariableExactSumConstraint,
)
from models_common import Outcome, fill, two_decisions
from models_instances import Instance

TITLE = "python-constraint2"


def zebra(groups: list[list[str]]) -> Any:
    problem = Problem()
    for group in groups:
        problem.addVariables(group, range(1, 6))
        problem.addConstraint(AllDifferentConstraint(), group)
    same = [
        ("english", "red"),
        ("spaniard", "dog"),
        ("coffee", "green"),
        ("ukrainian", "tea"),
        ("old_gold", "snails"),
        ("kools", "yellow"),
        ("lucky_strike", "orange_juice"),
        ("japanese", "parliament"),
    ]
    for a, b in same:
        problem.addConstraint(lambda x, y: x == y, (a, b))
    for a, b in [("chesterfield", "fox"), ("kools", "horse"), ("norwegian", "blue")]:
        problem.addConstraint(lambda x, y: abs(x - y) == 1, (a, b))
    problem.addConstraint(lambda green, ivory: green == ivory + 1, ("green", "ivory"))
    problem.addConstraint(lambda milk: milk == 3, ("milk",))
    problem.addConstraint(lambda norwegian: norwegian == 1, ("norwegian",))
    return problem, {name: name for group in groups for name in group}, None


def send_more() -> Any:
    problem = Problem()
    problem.addVariables("SENDMORY", range(10))
    problem.addConstraint(AllDifferentConstraint())
    problem.addConstraint(lambda s, m: s != 0 and m != 0, "SM")
    problem.addConstraint(
        lambda s, e, n, d, m, o, r, y: (
            1000 * s + 100 * e + 10 * n + d + 1000 * m + 100 * o + 10 * r + e
            == 10000 * m + 1000 * o + 100 * n + 10 * e + y
        ),
        "SENDMORY",
    )
    return problem, {letter: letter for letter in "SENDMORY"}, None


def queens(n: int) -> Any:
    problem = Problem()
    problem.addVariables(range(n), range(n))
    for a, b in itertools.combinations(range(n), 2):
        problem.addConstraint(lambda x, y, d=b - a: x != y and abs(x - y) != d, (a, b))
    return problem, list(range(n)), None


def magic(n: int) -> Any:
    square = [[r * n + c for c in range(n)] for r in range(n)]
    problem = Problem()
    problem.addVariables(range(n * n), range(1, n * n + 1))
    problem.addConstraint(AllDifferentConstraint(), range(n * n))
    lines = square + [list(col) for col in zip(*square)]
    lines += [[square[k][k] for k in range(n)], [square[k][n - 1 - k] for k in range(n)]]
    for line in lines:
        problem.addConstraint(ExactSumConstraint(n * (n * n + 1) // 2), line)
    return problem, square, None


def word_square(words: list[str], n: int) -> Any:
    grid = [[f"r{r}c{c}" for c in range(n)] for r in range(n)]
    problem = Problem()
    problem.addVariables([cell for row in grid for cell in row], "abcdefghijklmnopqrstuvwxyz")
    allowed = set(words)
    for k in range(n):
        problem.addConstraint(lambda *letters: "".join(letters) in allowed, grid[k])
        problem.addConstraint(lambda *letters: "".join(letters) in allowed, [r[k] for r in grid])
    return problem, grid, None


def golomb(marks: int, bound: int) -> Any:
    x = [f"x{i}" for i in range(marks)]
    problem = Problem()
    problem.addVariable(x[0], [0])
    problem.addVariables(x[1:], range(1, bound + 1))
    for a, b in zip(x, x[1:]):
        problem.addConstraint(lambda u, v: u < v, (a, b))
    diffs = []
    for i, j in itertools.combinations(range(marks), 2):
        diffs.append(f"d{i}_{j}")
        problem.addVariable(diffs[-1], range(1, bound + 1))
        problem.addConstraint(VariableExactSumConstraint(x[j], [x[i], diffs[-1]]))
    problem.addConstraint(AllDifferentConstraint(), diffs)
    problem.addConstraint(lambda first, last: first < last, (diffs[0], diffs[-1]))
    return problem, x, None


def jobshop(jobs: list[list[tuple[int, int]]], bound: int) -> Any:
    start = [[f"s{j}_{k}" for k in range(len(job))] for j, job in enumerate(jobs)]
    problem = Problem()
    for j, job in enumerate(jobs):
        for k, (_, d) in enumerate(job):
            problem.addVariable(start[j][k], range(bound - d + 1))
            if k:
                gap = job[k - 1][1]
                problem.addConstraint(lambda a, b, gap=gap: a + gap <= b, start[j][k - 1 : k + 1])
    tasks = [(start[j][k], m, d) for j, job in enumerate(jobs) for k, (m, d) in enumerate(job)]
    for (a, m, da), (b, n, db) in itertools.combinations(tasks, 2):
        if m == n:
            problem.addConstraint(lambda s, t, da=da, db=db: s + da <= t or t + db <= s, (a, b))
    return problem, start, None


def colouring(n: int, edges: list[tuple[int, int]], bound: int) -> Any:
    problem = Problem()
    problem.addVariables(range(n), range(bound))
    for i, j in edges:
        problem.addConstraint(lambda a, b: a != b, (i, j))
    return problem, list(range(n)), None


MODELS = {
    f.__name__: f
    for f in (zebra, send_more, queens, magic, word_square, golomb, jobshop, colouring)
}


def solve(instance: Instance, deadline: float, strategy: str) -> Outcome:
    """Build and solve ``instance`` (the harness enforces ``deadline``): status, answer, note."""
    if instance.minimize:
        return two_decisions(lambda params: _decide(instance.problem, params), instance)
    return _decide(instance.problem, instance.params)


def _decide(problem: str, params: dict[str, Any]) -> Outcome:
    model, shape, _ = MODELS[problem](**params)
    solution = model.getSolution()
    if solution is None:
        return "UNSAT", None, ""
    return "SAT", fill(shape, solution.__getitem__), ""
