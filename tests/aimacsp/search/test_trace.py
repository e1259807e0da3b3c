"""The trace callback sees the search as it happens."""

from __future__ import annotations

from typing import Any

import pytest

from aimacsp import (
    CSP,
    Assign,
    Backtrack,
    Event,
    Prune,
    Solution,
    Solver,
    State,
    forward_checking,
    mac,
)
from aimacsp.problems import queens


def test_events_tell_the_search() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b"], [0, 1])
    csp.add_constraint(lambda x, y: x != y, ["a", "b"])
    events: list[Event] = []
    sizes: list[int] = []

    def trace(event: Event, state: State[Any, Any]) -> None:
        events.append(event)
        if isinstance(event, Assign):
            sizes.append(state.size("b"))

    solver = Solver(csp, inference=forward_checking, trace=trace)
    assert solver.count() == 2
    assert events[0] == Assign("a", 0, 1)  # the cause first ...
    assert events[1] == Prune("b", (0,))  # ... then what forward checking removed for it
    assert events[2] == Assign("b", 1, 2)
    assert events[3] == Solution({"a": 0, "b": 1})
    assert events[4] == Backtrack("b", 1, 2)
    assert sizes[0] == 2  # the callback sees the state before the inference
    assert sum(isinstance(e, Solution) for e in events) == 2
    assert isinstance(events[-1], Backtrack)


def test_failed_values_are_backtracks() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b"], [0])
    csp.add_constraint(lambda x, y: x != y, ["a", "b"])
    events: list[Event] = []
    Solver(csp, trace=lambda e, s: events.append(e), preprocess=False).solve()
    assert events == [Assign("a", 0, 1), Backtrack("a", 0, 1, failed=True)]


def test_prunings_follow_the_assignment_that_caused_them() -> None:
    # After the root propagation, every Prune belongs to the latest Assign still standing.
    csp = queens(6)
    events: list[Event] = []
    Solver(csp, inference=mac, trace=lambda e, s: events.append(e)).count()
    standing: list[Assign] = []
    for k, event in enumerate(events):
        if isinstance(event, Assign):
            standing.append(event)
        elif isinstance(event, Backtrack):
            top = standing.pop()
            assert (top.var, top.value, top.depth) == (event.var, event.value, event.depth), k
        elif isinstance(event, Prune):
            assert standing, f"event {k}: a Prune with no assignment to cause it"
    assert not standing and any(isinstance(e, Prune) for e in events)


def test_a_failing_trace_is_named() -> None:
    def watch(event: Event, state: State[Any, Any]) -> None:
        raise KeyError("oops")

    with pytest.raises(KeyError) as raised:
        Solver(queens(4), trace=watch).solve()
    assert any("trace callback watch" in note for note in raised.value.__notes__)


def test_a_trace_with_the_wrong_arity_is_refused_at_once() -> None:
    with pytest.raises(TypeError, match=r"Solver: trace must take 2 arguments, but <lambda>\(e\)"):
        Solver(queens(4), trace=lambda e: None)
