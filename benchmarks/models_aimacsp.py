"""The eight problems in aimacsp, in the short form of `aimacsp.expressions`: handles from
``csp.integer`` and ``csp.integers``, conditions written as arithmetic (SEND+MORE as the sum
it is), the globals over handles and expressions (`AllDifferent` of ``q[i] + i`` and of the
Golomb differences, `Increasing`, `Table`, `NoOverlap` per job-shop machine) and an
expression as the objective (the most colours used: ``maximum(colour) + 1``).

Each model function returns the `CSP`, its handles in the shape of the answer the checker
reads (`models_check`; `names` turns them into variable names), and the objective to
minimise (None where the model has none: then an optimisation runs two decisions, at the
known optimum and one below it). ``strategy`` names
the search: ``default`` is ``Solver(csp)``; otherwise ``+``-separated ``key=name`` settings
of `Solver`, each ``name`` a public name of aimacsp (a bare name is ``select=name``), so
``dom_wdeg`` or ``select=mrv_degree+order=lcv``; ``lns`` and ``no_relaxation`` set the
options of `Solver.minimize` (``default+lns``), ``no_implied`` leaves out the implied
constraints (``Solver(csp, implied=False)``).
"""

from __future__ import annotations

import itertools
import time
from typing import Any

from models_common import Outcome, fill, two_decisions
from models_instances import Instance
from optimisation_aimacsp import MODELS as OPTIMISATION

import aimacsp
from aimacsp import (
    CSP,
    AllDifferent,
    Increasing,
    Limits,
    NoOverlap,
    Solver,
    Status,
    Table,
    Var,
    VarArray,
    maximum,
)

TITLE = "aimacsp"


def zebra(groups: list[list[str]]) -> Any:
    csp: CSP[str, int] = CSP()
    h = {name: csp.integer(name, 1, 5) for group in groups for name in group}
    csp.add(AllDifferent([h[name] for name in group]) for group in groups)
    csp.add(
        [
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
    )
    return csp, h, None


def send_more() -> Any:
    csp: CSP[str, int] = CSP()
    s, e, n, d, m, o, r, y = letters = [csp.integer(c, 0, 9) for c in "SENDMORY"]
    csp.add([AllDifferent(letters), s > 0, m > 0])
    csp.add(
        1000 * s + 100 * e + 10 * n + d + 1000 * m + 100 * o + 10 * r + e
        == 10000 * m + 1000 * o + 100 * n + 10 * e + y
    )
    return csp, dict(zip("SENDMORY", letters)), None


def queens(n: int) -> Any:
    csp: CSP[str, int] = CSP()
    q = csp.integers("q", n, 0, n - 1)
    csp.add(AllDifferent(q))
    csp.add(AllDifferent([q[i] + i for i in range(n)]))
    csp.add(AllDifferent([q[i] - i for i in range(n)]))
    return csp, q, None


def magic(n: int) -> Any:
    csp: CSP[str, int] = CSP()
    square = csp.integers("square", (n, n), 1, n * n)
    total = n * (n * n + 1) // 2
    csp.add(AllDifferent(square.flat))
    csp.add(sum(line) == total for line in [*square, *zip(*square)])
    csp.add(sum(square[k][k] for k in range(n)) == total)
    csp.add(sum(square[k][n - 1 - k] for k in range(n)) == total)
    return csp, square, None


def word_square(words: list[str], n: int) -> Any:
    csp: CSP[str, int] = CSP()
    table = [[ord(c) - ord("a") for c in word] for word in words]
    grid = csp.integers("grid", (n, n), 0, 25)
    csp.add(Table(line, table) for line in [*grid, *zip(*grid)])
    return csp, grid, None


def golomb(marks: int, bound: int) -> Any:
    csp: CSP[str, int] = CSP()
    x = csp.integers("x", marks, 0, bound)
    diffs = [x[j] - x[i] for i, j in itertools.combinations(range(marks), 2)]
    csp.add([x[0] == 0, Increasing(x, strict=True), AllDifferent(diffs), diffs[0] < diffs[-1]])
    return csp, x, x[-1]


def jobshop(jobs: list[list[tuple[int, int]]], bound: int) -> Any:
    csp: CSP[str, int] = CSP()
    start = csp.integers("start", (len(jobs), len(jobs[0])), 0, bound)
    makespan = csp.integer("makespan", 0, bound)
    for j, job in enumerate(jobs):
        csp.add(start[j][k] + d <= start[j][k + 1] for k, (_, d) in enumerate(job[:-1]))
        csp.add(start[j][-1] + job[-1][1] <= makespan)
    for machine in {m for job in jobs for m, _ in job}:
        tasks = [(start[j][k], d) for j, job in enumerate(jobs) for k, (m, d) in enumerate(job)
                 if m == machine]  # fmt: skip
        csp.add(NoOverlap(*zip(*tasks)))
    return csp, start, makespan


def colouring(n: int, edges: list[tuple[int, int]], bound: int) -> Any:
    csp: CSP[str, int] = CSP()
    colour = csp.integers("colour", n, 0, bound - 1)
    csp.add(colour[i] != colour[j] for i, j in edges)
    return csp, colour, maximum(colour) + 1


MODELS = {
    f.__name__: f
    for f in (zebra, send_more, queens, magic, word_square, golomb, jobshop, colouring)
} | {name: f for name, f in OPTIMISATION.items() if name != "jobshop"}


#: Words of a strategy that set `Solver.minimize`'s options rather than the `Solver`'s.
OPTIMISING = {"lns": ("neighbourhoods", True), "no_relaxation": ("relaxation", False)}
#: Words of a strategy that switch one of the `Solver`'s options.
SWITCHES = {"no_implied": ("implied", False)}


def optimising(strategy: str) -> dict[str, Any]:
    """The keyword arguments of `Solver.minimize` that ``strategy`` names (``lns``,
    ``no_relaxation``)."""
    return dict(OPTIMISING[part] for part in strategy.split("+") if part in OPTIMISING)


def settings(strategy: str) -> dict[str, Any]:
    """The keyword arguments of `Solver` that ``strategy`` names; ValueError if one is unknown."""
    if strategy in ("", "default"):
        return {}
    found: dict[str, Any] = {}
    for part in strategy.split("+"):
        if part in OPTIMISING or part == "default":
            continue
        if part in SWITCHES:
            key, value = SWITCHES[part]
            found[key] = value
            continue
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
    if objective is None:
        return two_decisions(decide, instance)
    solver = _solver(csp, strategy, deadline)
    try:  # the branch and bound issue 29 asks for
        optimize = solver.maximize if instance.maximize else solver.minimize
        best = optimize(objective, **optimising(strategy))
    except aimacsp.ModelError as error:  # a model the library turns down, as a user sees it
        return "REFUSED", None, str(error)[:300]
    status = {"OPTIMAL": "OPTIMAL", "UNSATISFIABLE": "UNSAT"}.get(solver.status.name)
    answer = None if best is None else fill(names(shape), best.__getitem__)
    found = status or ("FEASIBLE" if best else "UNKNOWN")
    return found, answer, _nodes(solver), {"bound": solver.bound}


def _decide(problem: str, params: dict[str, Any], deadline: float, strategy: str) -> Outcome:
    csp, shape, _ = MODELS[problem](**params)
    solver = _solver(csp, strategy, deadline)
    solution = solver.solve()
    status = {Status.SOLVED: "SAT", Status.UNSATISFIABLE: "UNSAT"}.get(solver.status, "UNKNOWN")
    answer = None if solution is None else fill(names(shape), solution.__getitem__)
    return status, answer, _nodes(solver)


def names(shape: Any) -> Any:
    """``shape`` with each handle replaced by its variable's name and each array by a list,
    as `fill` reads shapes.

    >>> names({"a": VarArray([Var("x"), Var("y")])})
    {'a': ['x', 'y']}
    """
    if isinstance(shape, dict):
        return {key: names(value) for key, value in shape.items()}
    if isinstance(shape, (list, VarArray)):
        return [names(value) for value in shape]
    return shape.name if isinstance(shape, Var) else shape


def _solver(csp: CSP[Any, Any], strategy: str, deadline: float) -> Solver[Any, Any]:
    left = max(deadline - time.perf_counter(), 0.0)
    return Solver(csp, limits=Limits(seconds=left), **settings(strategy))


def _nodes(solver: Solver[Any, Any]) -> str:
    return f"{solver.stats.assignments} nodes"
