"""`Stats` tell the truth: the seconds a search took in every mode, live while iterating."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from aimacsp import (
    CSP,
    Limits,
    SearchLimitReached,
    Solver,
    Status,
    forward_checking,
    mac,
    no_inference,
)
from aimacsp.problems import queens

#: The search's timer and a stopwatch around the whole call agree within this share. The
#: machine is shared: a moment the scheduler takes between two solutions, while the caller
#: holds one, is the caller's, so each check is tried a few times and one agreement is enough
#: (a timer off by a factor, as solve()'s was at 2, never agrees).
SLACK = 0.05
TRIES = 5


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def agrees(reported: float, measured: float) -> bool:
    """The search's seconds are within SLACK of the stopwatch's (plus a millisecond), and
    never more."""
    return measured * (1 - SLACK) - 1e-3 <= reported <= measured


def agrees_once(run: Callable[[], tuple[float, float]]) -> None:
    """``run`` gives (reported, measured) seconds; one of TRIES runs must agree."""
    seen = [run()]
    while not agrees(*seen[-1]) and len(seen) < TRIES:
        seen.append(run())
    assert agrees(*seen[-1]), seen


def test_solve_counts_its_seconds_once() -> None:
    # solve() used to add the search's time twice (16-queens: 1.27 s reported for 0.64 s)
    def run() -> tuple[float, float]:
        solver = Solver(queens(16, encoding="binary"), inference=no_inference)
        measured = timed(solver.solve)
        assert solver.status is Status.SOLVED
        return solver.stats.seconds, measured

    agrees_once(run)


@pytest.mark.parametrize("limits", [None, Limits(seconds=30), Limits(nodes=10**7)])
def test_count_and_solutions_count_their_seconds(limits: Limits | None) -> None:
    def count() -> tuple[float, float]:
        solver = Solver(queens(8, encoding="binary"), inference=forward_checking, limits=limits)
        measured = timed(solver.count)
        return solver.stats.seconds, measured

    def every() -> tuple[float, float]:
        solver = Solver(queens(8, encoding="binary"), inference=mac, limits=limits)
        measured = timed(lambda: list(solver.solutions()))
        return solver.stats.seconds, measured

    agrees_once(count)
    agrees_once(every)


def test_a_stopped_search_counts_its_seconds() -> None:
    def run() -> tuple[float, float]:
        csp = queens(30, encoding="binary")
        solver = Solver(csp, inference=no_inference, limits=Limits(seconds=0.2))
        measured = timed(solver.solve)
        assert solver.status is Status.LIMIT_REACHED
        return solver.stats.seconds, measured

    agrees_once(run)


def test_time_the_caller_holds_a_solution_is_not_the_searchs() -> None:
    def run() -> tuple[float, float]:
        solver = Solver(queens(8, encoding="binary"), inference=forward_checking)
        held = 0.0
        start = time.perf_counter()
        for k, _ in enumerate(solver.solutions()):
            if k < 3:
                held += timed(lambda: time.sleep(0.05))
        return solver.stats.seconds, time.perf_counter() - start - held

    agrees_once(run)


def test_time_held_does_not_spend_a_time_limit() -> None:
    solver = Solver(queens(8, encoding="binary"), limits=Limits(seconds=0.15))
    for _ in solver.solutions():
        time.sleep(0.02)  # 92 solutions held 1.8 s in all: more than the limit
    assert solver.status is Status.SOLVED and solver.stats.solutions == 92


def test_statistics_are_live_while_iterating() -> None:
    solver = Solver(queens(8, encoding="binary"), inference=mac)
    search = solver.solutions()
    next(search)
    first = (solver.stats.assignments, solver.stats.propagations, solver.stats.seconds)
    assert first[0] > 0 and first[1] > 0 and first[2] > 0
    next(search)
    assert solver.stats.propagations > first[1] and solver.stats.solutions == 2
    search.close()


def test_a_limit_stopped_count_says_how_many_it_found() -> None:
    solver = Solver(queens(8, encoding="binary"), limits=Limits(nodes=200))
    with pytest.raises(SearchLimitReached) as stop:
        solver.count()
    assert stop.value.partial_count == solver.stats.solutions > 0


def test_each_search_reads_the_model_when_it_starts() -> None:
    # A Solver is a search plan, not a snapshot: the CSP is read when a search starts.
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "y"], [1, 2, 3])
    solver = Solver(csp)
    csp.add_constraint(lambda x, y: x < y, ["x", "y"])  # added after the Solver was made
    assert solver.count() == 3
    search = solver.solutions()
    next(search)
    csp.add_constraint(lambda x: x == 2, ["x"])  # added while a search runs: not seen by it
    assert sum(1 for _ in search) == 2
    assert solver.count() == 1  # the next search sees it
