"""The eight problems in pycsp3, compiled to XCSP3 and solved by ACE (a Java solver).

Written as pycsp3's documentation and its model gallery write them: `VarArray`, `satisfy`
with global constraints (`AllDifferent`, `NoOverlap`, `Increasing`, tables as ``x in
table``), `minimize`. pycsp3 keeps one model per process (the harness gives each run its own
process and working folder, where pycsp3 writes its XCSP3 file and ACE its log).
"""

from __future__ import annotations

import itertools
import math
import time
from typing import Any

from models_common import Outcome, fill
from models_instances import Instance
from pycsp3 import (
    ACE,
    OPTIMUM,
    SAT,
    UNSAT,
    AllDifferent,
    Increasing,
    Maximum,
    NoOverlap,
    Sum,
    Var,
    VarArray,
    abs,  # pycsp3's, as its star import brings it: builds |x - y| in a model
    columns,
    diagonal_down,
    diagonal_up,
    minimize,
    satisfy,
)
from pycsp3 import solve as solve_xcsp3

TITLE = "pycsp3 + ACE"


def zebra(groups: list[list[str]]) -> Any:
    h = {name: Var(dom=range(1, 6), id=name) for group in groups for name in group}
    satisfy(
        [AllDifferent(h[name] for name in group) for group in groups],
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
    )
    return h, None


def send_more() -> Any:
    s, e, n, d, m, o, r, y = letters = VarArray(size=8, dom=range(10))
    satisfy(
        AllDifferent(letters),
        1000 * s + 100 * e + 10 * n + d + 1000 * m + 100 * o + 10 * r + e
        == 10000 * m + 1000 * o + 100 * n + 10 * e + y,
        s > 0,
        m > 0,
    )
    return dict(zip("SENDMORY", letters)), None


def queens(n: int) -> Any:
    q = VarArray(size=n, dom=range(n), id="q")
    satisfy(
        AllDifferent(q),
        AllDifferent(q[i] + i for i in range(n)),
        AllDifferent(q[i] - i for i in range(n)),
    )
    return q, None


def magic(n: int) -> Any:
    x = VarArray(size=[n, n], dom=range(1, n * n + 1), id="x")
    total = n * (n * n + 1) // 2
    satisfy(
        AllDifferent(x),
        [Sum(row) == total for row in x],
        [Sum(col) == total for col in columns(x)],
        Sum(diagonal_down(x)) == total,
        Sum(diagonal_up(x)) == total,
    )
    return x, None


def word_square(words: list[str], n: int) -> Any:
    table = {tuple(ord(c) - ord("a") for c in word) for word in words}
    x = VarArray(size=[n, n], dom=range(26), id="x")
    satisfy([row in table for row in x], [col in table for col in columns(x)])
    return x, None


def golomb(marks: int, bound: int) -> Any:
    x = VarArray(size=marks, dom=range(bound + 1), id="x")
    satisfy(
        x[0] == 0,
        Increasing(x, strict=True),
        AllDifferent(x[j] - x[i] for i, j in itertools.combinations(range(marks), 2)),
        x[1] - x[0] < x[-1] - x[-2],
    )
    return x, x[-1]


def jobshop(jobs: list[list[tuple[int, int]]], bound: int) -> Any:
    n, m = len(jobs), len(jobs[0])
    d = [[duration for _, duration in job] for job in jobs]
    s = VarArray(size=[n, m], dom=range(bound + 1), id="s")
    on = [[(j, k) for j in range(n) for k in range(m) if jobs[j][k][0] == mc] for mc in range(m)]
    satisfy(
        [s[j][k] + d[j][k] <= s[j][k + 1] for j in range(n) for k in range(m - 1)],
        [s[j][-1] + d[j][-1] <= bound for j in range(n)],
        [
            NoOverlap(origins=[s[j][k] for j, k in tasks], lengths=[d[j][k] for j, k in tasks])
            for tasks in on
        ],
    )
    return s, Maximum(s[j][-1] + d[j][-1] for j in range(n))


def colouring(n: int, edges: list[tuple[int, int]], bound: int) -> Any:
    x = VarArray(size=n, dom=range(bound), id="x")
    satisfy(x[i] != x[j] for i, j in edges)
    return x, Maximum(x)


MODELS = {
    f.__name__: f
    for f in (zebra, send_more, queens, magic, word_square, golomb, jobshop, colouring)
}


def solve(instance: Instance, deadline: float, strategy: str) -> Outcome:
    """Build, compile and solve ``instance`` by ``deadline``: status, answer, note."""
    shape, objective = MODELS[instance.problem](**instance.params)
    if instance.minimize:
        minimize(objective)
    seconds = max(math.ceil(deadline - time.perf_counter()), 1)  # ACE counts whole seconds
    status = solve_xcsp3(solver=ACE, options=f"-t={seconds}s")
    found = status in (SAT, OPTIMUM)
    name = {OPTIMUM: "OPTIMAL", UNSAT: "UNSAT"}.get(status, "UNKNOWN")
    if status == SAT:
        name = "FEASIBLE" if instance.minimize else "SAT"
    return name, fill(shape, lambda var: var.value) if found else None, ""
