"""The heuristics that learn: last-conflict reasoning and phase saving."""

from __future__ import annotations

from typing import Any

from aimacsp import (
    CSP,
    Assign,
    Backtrack,
    Solver,
    State,
    first_unassigned_variable,
    forward_checking,
    last_conflict,
    phase_saving,
    unordered_domain_values,
)


def test_a_variable_that_failed_is_chosen_again_until_it_succeeds() -> None:
    # z fails with x = 0 whatever y is: last conflict goes back to z at once, where the
    # first-unassigned order would try every y first
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "y", "z"], [0, 1, 2])
    csp.add_constraint(lambda x, z: x != 0 or z == 5, ["x", "z"])
    events: list[Any] = []
    solver = Solver(
        csp,
        select=last_conflict(first_unassigned_variable),
        inference=forward_checking,
        trace=lambda e, s: events.append(e),
    )
    assert solver.solve() == {"x": 1, "y": 0, "z": 0}
    plain = Solver(csp, select=first_unassigned_variable, inference=forward_checking)
    plain.solve()
    assert solver.stats.assignments <= plain.stats.assignments
    assert last_conflict(first_unassigned_variable).__name__ == (
        "last_conflict(first_unassigned_variable)"
    )


def test_the_last_failed_variable_is_noted_and_forgotten() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b"], [0, 1])
    csp.add_constraint(lambda a, b: a != b, ["a", "b"])
    seen: list[int] = []

    def watch(event: Any, state: State[Any, Any]) -> None:
        if isinstance(event, (Assign, Backtrack)):
            seen.append(state.last_failed)

    Solver(csp, inference=forward_checking, trace=watch).solve()
    assert seen[-1] == -1  # the solution: nothing failed last


def test_phase_saving_tries_the_last_value_first() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x"], [0, 1, 2, 3])
    state = State(csp)
    order = phase_saving(unordered_domain_values)
    assert order("x", state) == [0, 1, 2, 3]
    state.phase[0] = state.value_index[2]
    assert order("x", state) == [2, 0, 1, 3]
    state.discard(0, 1 << state.value_index[2])  # a saved value no longer possible
    assert order("x", state) == [0, 1, 3]
    assert order.__name__ == "phase_saving(unordered_domain_values)"
