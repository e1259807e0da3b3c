"""A binary relation whose values each conflict with at most one value of the other side
(``x != y``, ``x != y + c``) wakes only when a side is fixed, and MAC stays exact."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from aimacsp import CSP, AllDifferent, Solver, State, Sum, ac3, mac
from tests.aimacsp.strategies import brute_force, frozen


def pair(test: object, size: int = 4) -> State[str, int]:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "y"], range(size))
    csp.add_constraint(test, ["x", "y"])  # type: ignore[arg-type]
    return State(csp)


def test_not_equal_wakes_only_when_a_side_is_fixed() -> None:
    state = pair(lambda a, b: a != b)
    (propagator,) = state.propagators
    assert propagator.wakes_when_fixed
    assert state.fix_watchers[0] == [propagator] and state.wakers[0] == []
    assert state.watchers[0] == [propagator]  # heuristics and checks still see it
    state.push_level()
    assert state.keep(0, 0b0011) and state.propagate()
    assert state.propagations == 0  # x kept two values: nothing to do
    assert state.keep(0, 0b0010) and state.propagate()
    assert state.domain("y") == [0, 2, 3]


def test_other_relations_wake_on_every_change() -> None:
    for test in (lambda a, b: a < b, lambda a, b: abs(a - b) != 1):
        state = pair(test)
        (propagator,) = state.propagators
        assert not propagator.wakes_when_fixed and state.wakers[0] == [propagator]
    assert pair(lambda a, b: a != b, 40).propagators[0].wakes_when_fixed is False  # too big


@given(st.integers(2, 4), st.integers(-2, 2), st.data())
def test_offset_differences_propagate_as_ac3_and_search_exactly(
    n: int, offset: int, data: st.DataObject
) -> None:
    csp: CSP[int, int] = CSP()
    for k in range(n):
        csp.add_variable(k, data.draw(st.lists(st.integers(0, 3), min_size=1, unique=True)))
    for i, j in itertools.combinations(range(n), 2):
        if data.draw(st.booleans()):
            csp.add_constraint(lambda a, b, c=offset: a != b + c, [i, j])
    state = State(csp)
    assert all(p.wakes_when_fixed for p in state.propagators)
    found = Solver(csp, inference=mac).count()
    assert found == len(frozen(brute_force(csp)))
    domains = ac3(csp)
    state.wake_all()
    fine = state.propagate()
    if domains is None:
        assert not fine
    else:
        assert fine and {var: state.domain(var) for var in csp.variables} == {
            var: list(values) for var, values in domains.items()
        }


@given(st.integers(2, 4), st.integers(-3, 6), st.data())
def test_a_not_equal_sum_wakes_only_when_a_variable_is_fixed_and_searches_exactly(
    n: int, rhs: int, data: st.DataObject
) -> None:
    csp: CSP[int, int] = CSP()
    for k in range(n):
        csp.add_variable(k, data.draw(st.lists(st.integers(0, 3), min_size=1, unique=True)))
    weights = data.draw(st.lists(st.integers(-2, 2), min_size=n, max_size=n))
    csp.add_constraint(Sum(list(range(n)), "!=", rhs, weights))
    csp.add_constraint(AllDifferent(list(range(n))))
    state = State(csp)
    assert state.propagators[0].wakes_when_fixed and state.wakers[0] == [state.propagators[1]]
    assert Solver(csp, inference=mac).count() == len(frozen(brute_force(csp)))
