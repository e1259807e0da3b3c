"""The eight problems in aimacsp: predicates, `Sum`, `AllDifferent` (with offsets), `Table`
and `NoOverlap`, and for Golomb rulers and colourings the short form of `aimacsp.expressions`
(``csp.integers`` and conditions written as arithmetic).

Each model function returns the `CSP`, its variables in the shape of the answer the checker
reads (`models_check`), and the variable to minimise (None where the model has none: then an
optimisation runs two decisions, at the known optimum and one below it). ``strategy`` names
the search: ``default`` is ``Solver(csp)``; otherwise ``+``-separated ``key=name`` settings
of `Solver`, each ``name`` a public name of aimacsp (a bare name is ``select=name``), so
``dom_wdeg`` or ``select=mrv_degree+order=lcv``.
"""

from __future__ import annotations

import itertools
import string
import time
from typing import Any

from models_common import Outcome, fill, two_decisions
from models_instances import Instance

import aimacsp
from aimacsp import CSP, AllDifferent, Limits, NoOverlap, Solver, Status, Sum, Table

TITLE = "aimacsp"


def zebra(groups: list[list[str]]) -> Any:
    csp: CSP[str, int] = CSP()
    csp.add_variables([name for group in groups for name in group], range(1, 6))
    for group in groups:
        csp.add_constraint(AllDifferent(group))
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
        csp.add_constraint(lambda x, y: x == y, [a, b])
    for a, b in [("chesterfield", "fox"), ("kools", "horse"), ("norwegian", "blue")]:
        csp.add_constraint(lambda x, y: abs(x - y) == 1, [a, b])
    csp.add_constraint(lambda green, ivory: green == ivory + 1, ["green", "ivory"])
    csp.add_constraint(lambda milk: milk == 3, ["milk"])
    csp.add_constraint(lambda norwegian: norwegian == 1, ["norwegian"])
    return csp, {name: name for group in groups for name in group}, None


def send_more() -> Any:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["E", "N", "D", "O", "R", "Y"], range(10))
    csp.add_variables(["S", "M"], range(1, 10))
    csp.add_constraint(AllDifferent(list("SENDMORY")))
    # SEND + MORE - MONEY = 0, one linear equation: each letter weighs its place values
    weight: dict[str, int] = {}
    for word, sign in (("SEND", 1), ("MORE", 1), ("MONEY", -1)):
        for place, letter in enumerate(reversed(word)):
            weight[letter] = weight.get(letter, 0) + sign * 10**place
    csp.add_constraint(Sum(list(weight), "==", 0, list(weight.values())))
    return csp, {letter: letter for letter in "SENDMORY"}, None


def queens(n: int) -> Any:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n), range(n))
    csp.add_constraint(AllDifferent(range(n)))
    csp.add_constraint(AllDifferent(range(n), offsets=range(n)))
    csp.add_constraint(AllDifferent(range(n), offsets=[-i for i in range(n)]))
    return csp, list(range(n)), None


def magic(n: int) -> Any:
    square = [[(r, c) for c in range(n)] for r in range(n)]
    csp: CSP[tuple[int, int], int] = CSP()
    csp.add_variables([cell for row in square for cell in row], range(1, n * n + 1))
    csp.add_constraint(AllDifferent([cell for row in square for cell in row]))
    lines = square + [list(col) for col in zip(*square)]
    lines += [[square[k][k] for k in range(n)], [square[k][n - 1 - k] for k in range(n)]]
    for line in lines:
        csp.add_constraint(Sum(line, "==", n * (n * n + 1) // 2))
    return csp, square, None


def word_square(words: list[str], n: int) -> Any:
    grid = [[(r, c) for c in range(n)] for r in range(n)]
    csp: CSP[tuple[int, int], str] = CSP()
    csp.add_variables([cell for row in grid for cell in row], list(string.ascii_lowercase))
    table = [tuple(word) for word in words]
    for k in range(n):
        csp.add_constraint(Table(grid[k], table))
        csp.add_constraint(Table([row[k] for row in grid], table))
    return csp, grid, None


def golomb(marks: int, bound: int) -> Any:
    csp: CSP[str, int] = CSP()
    x = csp.integers("x", marks, 0, bound)
    diffs = [x[j] - x[i] for i, j in itertools.combinations(range(marks), 2)]
    csp.add(AllDifferent(diffs))
    csp.add(d > 0 for d in diffs)  # after: it narrows the differences' own variables
    csp.add([x[0] == 0, diffs[0] < diffs[-1]])
    return csp, [v.name for v in x], x[-1].name


def jobshop(jobs: list[list[tuple[int, int]]], bound: int) -> Any:
    start = [[(j, k) for k in range(len(job))] for j, job in enumerate(jobs)]
    csp: CSP[Any, int] = CSP()
    csp.add_variable("makespan", range(bound + 1))
    for j, job in enumerate(jobs):
        csp.add_variables(start[j], range(bound + 1))
        for k in range(len(job) - 1):
            csp.add_constraint(Sum([start[j][k], start[j][k + 1]], "<=", -job[k][1], [1, -1]))
        csp.add_constraint(Sum([start[j][-1], "makespan"], "<=", -job[-1][1], [1, -1]))
    for machine in {m for job in jobs for m, _ in job}:
        tasks = [(start[j][k], d) for j, job in enumerate(jobs) for k, (m, d) in enumerate(job)
                 if m == machine]  # fmt: skip
        csp.add_constraint(NoOverlap([t for t, _ in tasks], [d for _, d in tasks]))
    return csp, start, "makespan"


def colouring(n: int, edges: list[tuple[int, int]], bound: int) -> Any:
    csp: CSP[str, int] = CSP()
    colour = csp.integers("colour", n, 0, bound - 1)
    csp.add(colour[i] != colour[j] for i, j in edges)
    return csp, [c.name for c in colour], None


MODELS = {
    f.__name__: f
    for f in (zebra, send_more, queens, magic, word_square, golomb, jobshop, colouring)
}


def settings(strategy: str) -> dict[str, Any]:
    """The keyword arguments of `Solver` that ``strategy`` names; ValueError if one is unknown."""
    if strategy in ("", "default"):
        return {}
    found: dict[str, Any] = {}
    for part in strategy.split("+"):
        key, _, name = part.rpartition("=")
        if key not in ("", "select", "order", "inference"):
            raise ValueError(
                f"aimacsp strategy {strategy!r}: {key!r} is not select, order or inference"
            )
        if not callable(getattr(aimacsp, name, None)):
            raise ValueError(f"aimacsp strategy {strategy!r}: aimacsp has no function {name!r}")
        found[key or "select"] = getattr(aimacsp, name)
    return found


def solve(instance: Instance, deadline: float, strategy: str) -> Outcome:
    """Build and solve ``instance`` by ``deadline``: a status, the answer (or None), a note."""
    decide = lambda params: _decide(instance.problem, params, deadline, strategy)  # noqa: E731
    if not instance.minimize:
        return decide(instance.params)
    csp, shape, objective = MODELS[instance.problem](**instance.params)
    if objective is None or not hasattr(Solver, "minimize"):
        return two_decisions(decide, instance)
    solver = _solver(csp, strategy, deadline)
    best = solver.minimize(objective)  # the branch and bound issue 29 asks for
    status = {"OPTIMAL": "OPTIMAL", "UNSATISFIABLE": "UNSAT"}.get(solver.status.name)
    answer = None if best is None else fill(shape, best.__getitem__)
    return status or ("FEASIBLE" if best else "UNKNOWN"), answer, _nodes(solver)


def _decide(problem: str, params: dict[str, Any], deadline: float, strategy: str) -> Outcome:
    csp, shape, _ = MODELS[problem](**params)
    solver = _solver(csp, strategy, deadline)
    solution = solver.solve()
    status = {Status.SOLVED: "SAT", Status.UNSATISFIABLE: "UNSAT"}.get(solver.status, "UNKNOWN")
    return status, None if solution is None else fill(shape, solution.__getitem__), _nodes(solver)


def _solver(csp: CSP[Any, Any], strategy: str, deadline: float) -> Solver[Any, Any]:
    left = max(deadline - time.perf_counter(), 0.0)
    return Solver(csp, limits=Limits(seconds=left), **settings(strategy))


def _nodes(solver: Solver[Any, Any]) -> str:
    return f"{solver.stats.assignments} nodes"
