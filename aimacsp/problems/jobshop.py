"""Job-shop scheduling: jobs of ordered tasks on machines that do one task at a time, with
Fisher and Thompson's classic 6 x 6 instance (`FT06`, least makespan 55)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from ..arguments import check_whole
from ..constraints import NoOverlap, Sum
from ..errors import ModelError, brief
from ..model import CSP

__all__ = ["FT06", "ft06", "jobshop"]


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
