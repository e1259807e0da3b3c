"""`Stats` tell the truth: the seconds a search took in every mode, live while iterating.

The clock is a `FakeClock` that only the test moves: each call of the inference lets `TICK`
pass (the search's own work), and the caller's pauses are `advance`d by hand, so the seconds a
search reports must equal, exactly, the time that passed inside it, on any machine under any
load (a stopwatch around a real search never agrees within a margin a busy machine keeps).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from aimacsp import (
    CSP,
    Inference,
    Limits,
    SearchLimitReached,
    Solver,
    Status,
    forward_checking,
    mac,
    no_inference,
)
from aimacsp.problems import queens

from ...clock import FakeClock, patched_clock

TICK = 2**-10  #: the time one inference takes, in seconds (a power of two: exact sums)


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Any:
    """A clock that stands still unless the test moves it, in place of the real one."""
    with patched_clock(monkeypatch, FakeClock()) as fake:
        yield fake


def working(inference: Inference[Any, Any], clock: FakeClock) -> Inference[Any, Any]:
    """``inference``, letting `TICK` pass at every call: the search's own work."""

    def step(var: Any, state: Any) -> bool:
        clock.advance(TICK)
        return inference(var, state)

    return step


def timed(clock: FakeClock, action: Callable[[], object]) -> float:
    """The time that passed during ``action``, on ``clock``."""
    start = clock.now
    action()
    return clock.now - start


def pigeons(n: int) -> CSP[int, int]:
    """n + 1 pigeons in n holes, pairwise different: a long proof without inference."""
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n + 1), range(n))
    for i in range(n + 1):
        for j in range(i + 1, n + 1):
            csp.add_constraint(lambda a, b: a != b, [i, j])
    return csp


def test_solve_counts_its_seconds_once(clock: FakeClock) -> None:
    # solve() used to add the search's time twice (16-queens: 1.27 s reported for 0.64 s)
    solver = Solver(queens(16, encoding="binary"), inference=working(no_inference, clock))
    measured = timed(clock, solver.solve)
    assert solver.status is Status.SOLVED and measured > 0
    assert solver.stats.seconds == measured


@pytest.mark.parametrize("limits", [None, Limits(seconds=30), Limits(nodes=10**7)])
def test_count_and_solutions_count_their_seconds(
    limits: Limits | None, clock: FakeClock
) -> None:
    solver = Solver(
        queens(8, encoding="binary"), inference=working(forward_checking, clock), limits=limits
    )
    measured = timed(clock, solver.count)
    assert measured > 0 and solver.stats.seconds == measured
    solver = Solver(queens(8, encoding="binary"), inference=working(mac, clock), limits=limits)
    measured = timed(clock, lambda: list(solver.solutions()))
    assert measured > 0 and solver.stats.seconds == measured


def test_a_stopped_search_counts_its_seconds(clock: FakeClock) -> None:
    # eleven pigeons in ten holes: without inference the proof takes millions of nodes, far
    # past the limit's 205 inferences
    solver = Solver(pigeons(10), inference=working(no_inference, clock), limits=Limits(seconds=0.2))
    measured = timed(clock, solver.solve)
    assert solver.status is Status.LIMIT_REACHED
    assert solver.stats.seconds == measured and 0.2 < measured <= 0.2 + TICK


def test_time_the_caller_holds_a_solution_is_not_the_searchs(clock: FakeClock) -> None:
    solver = Solver(queens(8, encoding="binary"), inference=working(forward_checking, clock))
    held = 0.0
    start = clock.now
    for k, _ in enumerate(solver.solutions()):
        if k < 3:
            clock.advance(0.5)  # the caller, thinking about this solution
            held += 0.5
    assert solver.stats.solutions == 92
    assert solver.stats.seconds == clock.now - start - held > 0


def test_time_held_does_not_spend_a_time_limit(clock: FakeClock) -> None:
    # the search itself takes no time on this clock; only the caller's holding moves it
    solver = Solver(queens(8, encoding="binary"), limits=Limits(seconds=0.15))
    for _ in solver.solutions():
        clock.advance(0.02)  # 92 solutions held 1.84 s in all: more than the limit
    assert solver.status is Status.SOLVED and solver.stats.solutions == 92
    assert solver.stats.seconds == 0


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
