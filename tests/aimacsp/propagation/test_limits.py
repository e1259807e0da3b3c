"""One budget: the solver, the counter and the explanations spend the same `Budget`."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import (
    CSP,
    Budget,
    Limits,
    SearchLimitReached,
    Solver,
    Status,
    count_solutions,
    forward_checking,
    minimal_conflict,
    weighted_count,
)
from aimacsp.problems import queens

from ...clock import FakeClock, patched_clock
from ..strategies import csps


def pigeons(n: int) -> CSP[int, int]:
    """n + 1 pigeons in n holes, pairwise different: unsatisfiable, and slow to prove."""
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n + 1), range(n))
    for i in range(n + 1):
        for j in range(i + 1, n + 1):
            csp.add_constraint(lambda a, b: a != b, [i, j])
    return csp


def test_the_clock_runs_only_while_running(monkeypatch: pytest.MonkeyPatch) -> None:
    with patched_clock(monkeypatch, FakeClock()) as clock:
        budget = Budget(Limits(seconds=10))
        assert budget.elapsed() == 0 and budget.deadline() == 10
        budget.run()
        clock.advance(0.25)
        budget.pause()
        clock.advance(5)  # paused: the caller's time, not the search's
        assert budget.elapsed() == 0.25 and not budget.exhausted()
        budget.run()
        assert budget.deadline() == clock.now + 9.75
        clock.advance(9.75)
        assert not budget.exhausted()
        clock.advance(2**-10)
        assert budget.exhausted() and budget.describe() == "time limit of 10 s"


def test_nodes_are_spent_up_to_the_limit() -> None:
    budget = Budget(Limits(nodes=3))
    assert [budget.spend() for _ in range(4)] == [True, True, True, False]
    assert budget.exhausted() and "node limit of 3" in budget.describe()
    assert Budget().nodes_left() is None and not Budget().limited


def test_a_node_limit_means_values_tried_in_every_engine() -> None:
    csp = pigeons(6)
    solver = Solver(csp, inference=forward_checking, limits=Limits(nodes=50))
    assert solver.solve() is None and solver.status is Status.LIMIT_REACHED
    assert solver.stats.assignments == 50
    shared = Budget(Limits(nodes=50))
    with pytest.raises(SearchLimitReached):
        count_solutions(csp, limits=shared)
    assert shared.nodes == 50


def test_a_shared_budget_is_spent_across_searches() -> None:
    budget = Budget(Limits(nodes=120))
    first = Solver(pigeons(6), limits=budget)
    first.solve()
    assert first.status is Status.LIMIT_REACHED and budget.nodes == 120
    second = Solver(pigeons(6), limits=budget)
    assert second.solve() is None and second.status is Status.LIMIT_REACHED
    assert second.stats.assignments == 0  # nothing left to spend


def test_an_explanation_spends_from_its_callers_budget() -> None:
    csp = pigeons(6)
    budget = Budget(Limits(nodes=200))
    with pytest.raises(SearchLimitReached):
        minimal_conflict(csp, limits=budget)
    assert 0 < budget.nodes <= 200  # every sub-search spent from the one budget


def test_weighted_count_takes_limits() -> None:
    with pytest.raises(SearchLimitReached, match="node limit of 10"):
        weighted_count(queens(8), limits=Limits(nodes=10))
    assert weighted_count(queens(6), limits=Limits(nodes=10_000)).count == 4


@settings(max_examples=60, deadline=None)
@given(csp=csps(), nodes=st.integers(0, 30))
def test_a_stopped_count_gives_a_lower_bound(csp: CSP[Any, Any], nodes: int) -> None:
    exact = count_solutions(csp)
    try:
        assert count_solutions(csp, limits=Limits(nodes=nodes)) == exact
    except SearchLimitReached as stop:
        assert 0 <= stop.partial_count <= exact


def test_a_stopped_count_says_how_many_it_found() -> None:
    csp: CSP[int, int] = CSP()  # a chain x0 < x1 < ... : one part, branched on value by value
    csp.add_variables(range(8), range(12))
    for k in range(7):
        csp.add_constraint(lambda a, b: a < b, [k, k + 1])
    exact = count_solutions(csp)
    with pytest.raises(SearchLimitReached) as stop:
        count_solutions(csp, limits=Limits(nodes=40))
    assert 0 < stop.value.partial_count < exact
    assert f"at least {stop.value.partial_count} solutions" in str(stop.value)


#: An engine looks at the clock at least once every this many nodes, so a time limit stops it
#: within so many nodes of running out (each engine looks at every node today).
NODES_PER_READING = 1000


@pytest.mark.parametrize("engine", ["search", "count", "explanation"])
def test_the_same_seconds_stop_a_search_a_count_and_an_explanation(
    engine: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One clock: each engine stops once its seconds are spent, and soon after. The clock moves
    # 1/1024 s at every reading, so "soon" is counted (readings and nodes past the limit),
    # never seconds that a busy machine could miss. Each problem takes any engine far more
    # than the limit's 256 readings: the pigeons' proof is exponential for a search, and the
    # counter, which settles them at once, counts 14-queens' 365,596 instead.
    hard = pigeons(11)
    runs: dict[str, Callable[[Budget], object]] = {
        "search": lambda budget: Solver(hard, inference=forward_checking, limits=budget).solve(),
        "count": lambda budget: count_solutions(queens(14, encoding="binary"), limits=budget),
        "explanation": lambda budget: minimal_conflict(hard, limits=budget),
    }
    tick = 2**-10
    with patched_clock(monkeypatch, FakeClock(tick)) as clock:
        budget = Budget(Limits(seconds=0.25))
        with contextlib.suppress(SearchLimitReached):
            runs[engine](budget)
    assert budget.exhausted() and budget.describe() == "time limit of 0.25 s"
    spent = budget.elapsed()  # the clock is stopped: the engine has handed control back
    assert 0.25 < spent <= 0.25 + 8 * tick  # stopped at the first look past the limit
    assert 0 < budget.nodes <= NODES_PER_READING * clock.reads
