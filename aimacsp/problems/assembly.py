"""The book's job-shop (AIMA section 6.1.2): assembling a car from 15 timed tasks."""

from __future__ import annotations

from ..arguments import check_whole
from ..constraints import Sum
from ..model import CSP

__all__ = ["CAR_TASKS", "car_assembly"]

#: Each task of the car's assembly with its duration in minutes: two axles, then for each
#: wheel (right or left, front or back) the wheel, its nuts and its hubcap, then the
#: inspection.
CAR_TASKS = {
    "AxleF": 10, "AxleB": 10,
    "WheelRF": 1, "WheelLF": 1, "WheelRB": 1, "WheelLB": 1,
    "NutsRF": 2, "NutsLF": 2, "NutsRB": 2, "NutsLB": 2,
    "CapRF": 1, "CapLF": 1, "CapRB": 1, "CapLB": 1,
    "Inspect": 3,
}  # fmt: skip


def _apart(front: int, back: int) -> bool:
    """The two axles, 10 minutes each, do not overlap: one is installed before the other."""
    return front + 10 <= back or back + 10 <= front


def car_assembly(horizon: int = 30) -> CSP[str, int]:
    """Schedule the car's assembly (AIMA section 6.1.2) so that it is done within ``horizon``
    minutes (the book's 30): a variable per task, its value the minute the task starts.

    Precedence constraints (``T1 + d1 <= T2``, linear `Sum`): each axle before its two wheels,
    each wheel before its nuts, the nuts before the hubcap, every task before the inspection.
    The two axles share one tool: the book's disjunctive constraint, a predicate. Every task
    must end by ``horizon``; the shortest assembly takes 27 minutes (one axle, then the
    other, a wheel, its nuts, its hubcap, the inspection).

    >>> from aimacsp import Solver
    >>> Solver(car_assembly(27)).solve()["Inspect"], Solver(car_assembly(26)).solve()
    (24, None)
    """
    check_whole(horizon, "horizon", "car_assembly")
    csp: CSP[str, int] = CSP()
    for task, duration in CAR_TASKS.items():
        csp.add_variable(task, range(max(horizon - duration, 0) + 1))

    def before(first: str, then: str) -> None:
        # first + duration <= then, written first - then <= -duration
        csp.add_constraint(Sum([first, then], "<=", -CAR_TASKS[first], [1, -1]))

    for axle, side in (("AxleF", "F"), ("AxleB", "B")):
        for wheel in ("R" + side, "L" + side):
            before(axle, "Wheel" + wheel)
    for wheel in ("RF", "LF", "RB", "LB"):
        before("Wheel" + wheel, "Nuts" + wheel)
        before("Nuts" + wheel, "Cap" + wheel)
    csp.add_constraint(_apart, ["AxleF", "AxleB"], "the axles share one tool")
    for task in CAR_TASKS:
        if task != "Inspect":
            before(task, "Inspect")
    return csp
