"""The textbook's example problems as ready-made CSPs (AIMA sections 6.1 and 6.2).

>>> from aimacsp import count_solutions
>>> count_solutions(australia())
18
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Sequence
from typing import Any

from .arguments import check_whole
from .constraints import AllDifferent, NoOverlap, Sum
from .errors import ModelError, brief
from .model import CSP

__all__ = [
    "AUSTRALIA_BORDERS",
    "FT06",
    "australia",
    "ft06",
    "jobshop",
    "magic_square",
    "queens",
    "send_more_money",
]

#: The neighbouring states and territories of Australia (AIMA Figure 6.1).
AUSTRALIA_BORDERS = [
    ("WA", "NT"), ("WA", "SA"), ("NT", "SA"), ("NT", "Q"), ("SA", "Q"),
    ("SA", "NSW"), ("SA", "V"), ("Q", "NSW"), ("NSW", "V"),
]  # fmt: skip


def australia(colours: tuple[str, ...] = ("red", "green", "blue")) -> CSP[str, str]:
    """Colour the map of Australia so that no neighbours share a colour (AIMA Figure 6.1)."""
    csp: CSP[str, str] = CSP()
    csp.add_variables(["WA", "NT", "SA", "Q", "NSW", "V", "T"], colours)
    for a, b in AUSTRALIA_BORDERS:
        csp.add_constraint(lambda x, y: x != y, [a, b])
    return csp


def queens(n: int, encoding: str = "binary") -> CSP[int, int]:
    """Place n queens, one per column (variable = column, value = row), none attacking.

    ``encoding="binary"`` is the textbook model, one predicate per pair of columns;
    ``"alldiff"`` states rows and both diagonals as three `AllDifferent` constraints.
    """
    check_whole(n, "n", "queens")
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n), range(n))
    if encoding == "binary":
        for i, j in itertools.combinations(range(n), 2):
            csp.add_constraint(lambda a, b, d=j - i: a != b and abs(a - b) != d, [i, j])
    elif encoding == "alldiff":
        csp.add_constraint(AllDifferent(range(n)))
        csp.add_constraint(AllDifferent(range(n), offsets=range(n)))
        csp.add_constraint(AllDifferent(range(n), offsets=[-i for i in range(n)]))
    else:
        raise ModelError(f"unknown encoding {encoding!r}; choose 'binary' or 'alldiff'")
    return csp


def send_more_money() -> CSP[str, int]:
    """SEND + MORE = MONEY, each letter a different digit, no leading zero (AIMA 6.1.3)."""
    csp: CSP[str, int] = CSP()
    letters = "SENDMORY"
    csp.add_variables(letters, range(10))
    csp.add_constraint(AllDifferent(letters))
    # SEND + MORE - MONEY = 0 is one linear equation; the weights are the place values.
    weights = {"S": 1000, "E": 91, "N": -90, "D": 1, "M": -9000, "O": -900, "R": 10, "Y": -1}
    csp.add_constraint(Sum(list(weights), "==", 0, list(weights.values())))
    csp.add_constraint(lambda s: s != 0, "S")
    csp.add_constraint(lambda m: m != 0, "M")
    return csp


def magic_square(n: int = 3) -> CSP[tuple[int, int], int]:
    """Fill an n x n grid with 1..n*n so that rows, columns and diagonals share one sum."""
    check_whole(n, "n", "magic_square", least=1)
    cells = [(r, c) for r in range(n) for c in range(n)]
    csp: CSP[tuple[int, int], int] = CSP()
    csp.add_variables(cells, range(1, n * n + 1))
    csp.add_constraint(AllDifferent(cells))
    total = n * (n * n + 1) // 2
    lines = [[(r, c) for c in range(n)] for r in range(n)]
    lines += [[(r, c) for r in range(n)] for c in range(n)]
    lines += [[(k, k) for k in range(n)], [(k, n - 1 - k) for k in range(n)]]
    for line in lines:
        csp.add_constraint(Sum(line, "==", total))
    return csp


#: Fisher and Thompson's 6 x 6 job-shop (1963), as ``(machine, duration)`` per job in order;
#: its least makespan is 55. The numbers as the OR-Library lists them (instance ``ft06``).
FT06 = [
    [(2, 1), (0, 3), (1, 6), (3, 7), (5, 3), (4, 6)],
    [(1, 8), (2, 5), (4, 10), (5, 10), (0, 10), (3, 4)],
    [(2, 5), (3, 4), (5, 8), (0, 9), (1, 1), (4, 7)],
    [(1, 5), (0, 5), (2, 5), (3, 3), (4, 8), (5, 9)],
    [(2, 9), (1, 3), (4, 5), (5, 4), (0, 3), (3, 1)],
    [(1, 3), (3, 3), (5, 9), (0, 10), (4, 4), (2, 1)],
]


def jobshop(
    jobs: Sequence[Sequence[tuple[Hashable, int]]], horizon: int | None = None
) -> CSP[Any, int]:
    """A job-shop: each job a list of ``(machine, duration)`` tasks done in order, each
    machine doing one task at a time.

    Task ``k`` of job ``j`` starts at variable ``("s", j, k)``; ``"makespan"`` is at least
    every job's end and at most ``horizon`` (by default the sum of all durations, within
    which doing one task at a time always fits). Minimise it for the shortest schedule, or
    give a horizon to ask whether a schedule fits in it. A job's order is linear
    constraints (`Sum`), each machine a `NoOverlap`.

    >>> from aimacsp import Solver
    >>> solver = Solver(jobshop([[("a", 2), ("b", 1)], [("b", 2), ("a", 1)]]))
    >>> solver.minimize("makespan")["makespan"], solver.status.name
    (3, 'OPTIMAL')
    """
    check_whole(horizon, "horizon", "jobshop", optional=True)
    if isinstance(jobs, (str, bytes)) or not isinstance(jobs, Sequence):
        raise TypeError(f"jobshop: jobs must be a list of jobs, got {brief(jobs)}")
    every = [_tasks(job, j) for j, job in enumerate(jobs)]
    if horizon is None:
        horizon = sum(duration for tasks in every for _, duration in tasks)
    csp: CSP[Any, int] = CSP()
    machines: dict[Hashable, list[tuple[Any, int]]] = {}
    for j, tasks in enumerate(every):
        starts = [("s", j, k) for k in range(len(tasks))]
        for start, (machine, duration) in zip(starts, tasks):
            # (a task longer than the horizon keeps start 0: its job's order then fails)
            csp.add_variable(start, range(max(horizon - duration, 0) + 1))
            machines.setdefault(machine, []).append((start, duration))
        for k in range(len(tasks) - 1):
            # s[j][k] + d[j][k] <= s[j][k + 1]
            csp.add_constraint(Sum(starts[k : k + 2], "<=", -tasks[k][1], [1, -1]))
    csp.add_variable("makespan", range(horizon + 1))
    for j, tasks in enumerate(every):
        if tasks:
            last = len(tasks) - 1
            duration = tasks[last][1]
            csp.add_constraint(Sum([("s", j, last), "makespan"], "<=", -duration, [1, -1]))
    for machine, tasks_on in machines.items():
        if len(tasks_on) > 1:
            starts_on = [start for start, _ in tasks_on]
            csp.add_constraint(
                NoOverlap(starts_on, [d for _, d in tasks_on], name=f"machine {machine}")
            )
    return csp


def _tasks(job: object, j: int) -> list[tuple[Hashable, int]]:
    """Job ``j``'s tasks, checked: each a ``(machine, duration)`` pair, the duration whole."""
    if isinstance(job, (str, bytes)) or not isinstance(job, Sequence):
        raise TypeError(f"jobshop: job {j} must be a list of (machine, duration), got {brief(job)}")
    tasks = []
    for k, task in enumerate(job):
        if not isinstance(task, Sequence) or isinstance(task, (str, bytes)) or len(task) != 2:
            raise ModelError(
                f"jobshop: task {k} of job {j} is {brief(task)}, not (machine, duration)"
            )
        machine, duration = task
        check_whole(duration, f"the duration of task {k} of job {j}", "jobshop")
        try:
            hash(machine)
        except TypeError:
            raise ModelError(
                f"jobshop: machine {brief(machine)} of job {j} is not hashable"
            ) from None
        tasks.append((machine, duration))
    return tasks


def ft06(horizon: int | None = None) -> CSP[Any, int]:
    """Fisher and Thompson's 6 x 6 job-shop (`FT06`) as a `jobshop`: its least makespan is
    55, so with ``horizon=54`` it has no solution."""
    return jobshop(FT06, horizon)
