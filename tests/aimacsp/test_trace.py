"""The trace callback sees the search as it happens."""

from __future__ import annotations

from typing import Any

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
)


def test_events_tell_the_search() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables("ab", [0, 1])
    csp.add_constraint(lambda x, y: x != y, "ab")
    events: list[Event] = []
    sizes: list[int] = []

    def trace(event: Event, state: State[Any, Any]) -> None:
        events.append(event)
        if isinstance(event, Assign):
            sizes.append(state.size("b"))

    solver = Solver(csp, inference=forward_checking, trace=trace)
    assert solver.count() == 2
    assert events[0] == Prune("b", (0,))  # forward checking from a = 0 ...
    assert events[1] == Assign("a", 0, 1)  # ... reported once the assignment stands
    assert events[2] == Assign("b", 1, 2)
    assert events[3] == Solution({"a": 0, "b": 1})
    assert events[4] == Backtrack("b", 1, 2)
    assert sizes[0] == 1  # the callback sees the state after the inference
    assert sum(isinstance(e, Solution) for e in events) == 2
    assert isinstance(events[-1], Backtrack)


def test_failed_values_are_backtracks() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables("ab", [0])
    csp.add_constraint(lambda x, y: x != y, "ab")
    events: list[Event] = []
    Solver(csp, trace=lambda e, s: events.append(e), preprocess=False).solve()
    assert events == [Backtrack("a", 0, 1)]
