"""The counting engine: the premise of its cache keys, user propagators, limits, depth."""

from __future__ import annotations

from typing import Any

from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp import CSP, Constraint, Limits, SearchLimitReached, State, count_solutions
from aimacsp.counting.engine import ModelCounter
from tests.aimacsp.strategies import (
    VALUES,
    brute_force,
    constraints_over,
    csps,
    domains_for,
    supported_values,
)

VARIABLES = ["a", "b", "c", "d"]


@given(st.data())
def test_built_in_propagators_leave_the_last_variable_only_its_supports(
    data: st.DataObject,
) -> None:
    # The cache keys rest on this: a constraint with one unfixed variable left is summed
    # up by that variable's domain once propagated.
    domains = data.draw(domains_for(VARIABLES))
    constraint = data.draw(constraints_over(VARIABLES))
    last = data.draw(st.sampled_from(list(constraint.scope)))
    for var in constraint.scope:
        if var != last:
            domains[var] = [data.draw(st.sampled_from(domains[var]))]
    note(f"{domains} {constraint!r} last={last}")
    csp: CSP[str, int] = CSP()
    for var in VARIABLES:
        csp.add_variable(var, domains[var])
    csp.add_constraint(constraint)
    state = State(csp)
    state.wake_all()
    ok = state.propagate()
    support = supported_values(constraint, domains)[last]
    if not support:
        assert not ok or not state.domain(last)
    else:
        assert ok and set(state.domain(last)) == support


class Lazy(Constraint[str, int]):
    """A user's constraint whose propagator only rejects a violated, fully fixed scope."""

    def __init__(self, scope: list[str], allowed: frozenset[tuple[int, ...]]) -> None:
        super().__init__(scope)
        self.allowed = allowed

    def is_satisfied(self, values: Any) -> bool:
        return tuple(values) in self.allowed

    def propagate(self, state: State[str, int]) -> bool:
        if any(state.size(var) > 1 for var in self.scope):
            return True
        return self.is_satisfied([state.domain(var)[0] for var in self.scope])


@given(csps(max_variables=6, max_constraints=3), st.data())
def test_weak_user_propagators_are_counted_right(csp: CSP[str, int], data: st.DataObject) -> None:
    variables = list(csp.variables)
    for _ in range(data.draw(st.integers(1, 3))):
        scope = data.draw(st.permutations(variables))[: data.draw(st.integers(1, 3))]
        allowed = data.draw(
            st.frozensets(st.tuples(*[st.sampled_from(VALUES)] * len(scope)), max_size=20)
        )
        csp.add_constraint(Lazy(scope, allowed))
    assert count_solutions(csp) == len(brute_force(csp))


def chain(n: int) -> CSP[int, int]:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n), range(3))
    for k in range(n - 1):
        csp.add_constraint(lambda x, y: x != y, [k, k + 1])
    return csp


def test_a_long_chain_is_counted_in_few_steps() -> None:
    counter = ModelCounter(chain(2000))
    assert counter.run().total == (0, [3 * 2**1999])
    # Cut in the middle again and again: each cut fixes one variable in three ways.
    assert counter.budget.nodes < 40 * 2000


def test_limits_stop_the_count() -> None:
    for limits in (Limits(nodes=5), Limits(seconds=0.0)):
        try:
            count_solutions(chain(3000), limits)
        except SearchLimitReached:
            pass
        else:
            raise AssertionError(f"{limits} did not stop the count")


class Settling(Lazy):
    """A user's constraint whose own propagate settles the last variable, and says so."""

    settles_last_variable = True

    def propagate(self, state: State[str, int]) -> bool:
        return Constraint.propagate(self, state)


@given(csps(max_variables=6, max_constraints=3), st.data())
def test_declared_user_propagators_are_counted_right(
    csp: CSP[str, int], data: st.DataObject
) -> None:
    variables = list(csp.variables)
    for _ in range(data.draw(st.integers(1, 3))):
        scope = data.draw(st.lists(st.sampled_from(variables), min_size=1, max_size=3, unique=True))
        rows = data.draw(st.frozensets(st.tuples(*[st.sampled_from(VALUES)] * len(scope))))
        csp.add_constraint(Settling(scope, rows))
    assert count_solutions(csp) == len(brute_force(csp))


def test_the_engine_reads_what_a_propagator_declares() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b"], [0, 1])
    csp.add_constraint(Lazy(["a", "b"], frozenset({(0, 1)})))
    csp.add_constraint(Settling(["a", "b"], frozenset({(0, 1)})))
    csp.add_constraint(lambda a, b: a != b, ["a", "b"])
    state = State(csp)
    assert [p.settles_last_variable for p in state.propagators] == [False, True, True]
