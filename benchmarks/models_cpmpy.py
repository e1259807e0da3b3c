"""The eight problems in CPMpy, solved by OR-Tools CP-SAT with CPMpy's defaults.

Written as CPMpy's documentation and examples write them: arrays of `intvar`, global
constraints (`AllDifferent`, `NoOverlap`, `Table`, `IncreasingStrict`), `Model.minimize`.
Each model function returns the model, its variables in the shape of the answer the checker
reads (`models_check`), and its objective.
"""

from __future__ import annotations

import time
from typing import Any

import cpmpy as cp
import numpy as np
from models_common import Outcome, fill
from models_instances import Instance
from optimisation_cpmpy import MODELS as OPTIMISATION

TITLE = "CPMpy + OR-Tools CP-SAT"


def zebra(groups: list[list[str]]) -> Any:
    h = {name: cp.intvar(1, 5, name=name) for group in groups for name in group}
    model = cp.Model([cp.AllDifferent([h[name] for name in group]) for group in groups])
    model += [
        h["english"] == h["red"],
        h["spaniard"] == h["dog"],
        h["coffee"] == h["green"],
        h["ukrainian"] == h["tea"],
        h["green"] == h["ivory"] + 1,
        h["old_gold"] == h["snails"],
        h["kools"] == h["yellow"],
        h["milk"] == 3,
        h["norwegian"] == 1,
        cp.abs(h["chesterfield"] - h["fox"]) == 1,
        cp.abs(h["kools"] - h["horse"]) == 1,
        h["lucky_strike"] == h["orange_juice"],
        h["japanese"] == h["parliament"],
        cp.abs(h["norwegian"] - h["blue"]) == 1,
    ]
    return model, h, None


def send_more() -> Any:
    s, e, n, d, m, o, r, y = letters = cp.intvar(0, 9, shape=8, name=list("SENDMORY"))
    model = cp.Model(
        cp.AllDifferent(letters),
        1000 * s + 100 * e + 10 * n + d + 1000 * m + 100 * o + 10 * r + e
        == 10000 * m + 1000 * o + 100 * n + 10 * e + y,
        s > 0,
        m > 0,
    )
    return model, dict(zip("SENDMORY", letters)), None


def queens(n: int) -> Any:
    q = cp.intvar(0, n - 1, shape=n, name="q")
    model = cp.Model(
        cp.AllDifferent(q),
        cp.AllDifferent([q[i] + i for i in range(n)]),
        cp.AllDifferent([q[i] - i for i in range(n)]),
    )
    return model, q, None


def magic(n: int) -> Any:
    square = cp.intvar(1, n * n, shape=(n, n), name="square")
    total = n * (n * n + 1) // 2
    model = cp.Model(
        cp.AllDifferent(square),
        [cp.sum(row) == total for row in square],
        [cp.sum(col) == total for col in square.T],
        cp.sum(square.diagonal()) == total,
        cp.sum(np.fliplr(square).diagonal()) == total,
    )
    return model, square, None


def word_square(words: list[str], n: int) -> Any:
    table = [[ord(c) - ord("a") for c in word] for word in words]
    grid = cp.intvar(0, 25, shape=(n, n), name="grid")
    model = cp.Model(
        [cp.Table(row, table) for row in grid], [cp.Table(col, table) for col in grid.T]
    )
    return model, grid, None


def golomb(marks: int, bound: int) -> Any:
    x = cp.intvar(0, bound, shape=marks, name="x")
    diffs = [x[j] - x[i] for i in range(marks) for j in range(i + 1, marks)]
    model = cp.Model(
        x[0] == 0, cp.IncreasingStrict(x), cp.AllDifferent(diffs), x[1] - x[0] < x[-1] - x[-2]
    )
    return model, x, x[-1]


def jobshop(jobs: list[list[tuple[int, int]]], bound: int) -> Any:
    duration = np.array([[d for _, d in job] for job in jobs])
    start = cp.intvar(0, bound, shape=duration.shape, name="start")
    end = cp.intvar(0, bound, shape=duration.shape, name="end")
    model = cp.Model(end == start + duration, end[:, :-1] <= start[:, 1:])
    for machine in range(duration.shape[1]):
        tasks = [
            (j, k) for j, job in enumerate(jobs) for k, (m, _) in enumerate(job) if m == machine
        ]
        model += cp.NoOverlap(*([a[t] for t in tasks] for a in (start, duration, end)))
    return model, start, cp.max(end)


def colouring(n: int, edges: list[tuple[int, int]], bound: int) -> Any:
    colour = cp.intvar(0, bound - 1, shape=n, name="colour")
    model = cp.Model([colour[i] != colour[j] for i, j in edges])
    return model, colour, cp.max(colour) + 1


MODELS = {
    f.__name__: f
    for f in (zebra, send_more, queens, magic, word_square, golomb, jobshop, colouring)
} | {name: f for name, f in OPTIMISATION.items() if name != "jobshop"}


def solve(instance: Instance, deadline: float, strategy: str) -> Outcome:
    """Build and solve ``instance`` by ``deadline``: a status, the answer (or None), a note."""
    model, shape, objective = MODELS[instance.problem](**instance.params)
    if instance.minimize:
        (model.maximize if instance.maximize else model.minimize)(objective)
    solver = cp.SolverLookup.get("ortools", model)
    found = solver.solve(time_limit=max(deadline - time.perf_counter(), 0.01))
    status = solver.status().exitstatus.name
    if not instance.minimize and status in ("OPTIMAL", "FEASIBLE"):
        status = "SAT"
    status = {"UNSATISFIABLE": "UNSAT"}.get(status, status)
    shape = shape.tolist() if isinstance(shape, np.ndarray) else shape
    answer = fill(shape, lambda var: int(var.value())) if found else None
    note = f"{solver.status().runtime:.3f} s in CP-SAT"
    if not instance.minimize:
        return status, answer, note
    bound = solver.ort_solver.BestObjectiveBound() if status in ("OPTIMAL", "FEASIBLE") else None
    return status, answer, note, {"bound": None if bound is None else round(bound)}
