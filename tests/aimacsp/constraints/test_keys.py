"""`AllDifferent` with ``excepting`` (the keys module) against brute force, at every level."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, AllDifferent, ModelError, min_conflicts

from .oracle import check_constraint, int_domains, one_call


@st.composite
def instances(draw: st.DrawFn) -> tuple[dict[str, list[int]], AllDifferent[str, int]]:
    n = draw(st.integers(1, 5))
    variables = [f"x{k}" for k in range(n)]
    domains = draw(int_domains(variables, -1, 3))
    offsets = draw(st.none() | st.lists(st.integers(-2, 2), min_size=n, max_size=n))
    excepting = draw(st.sets(st.integers(-2, 4), max_size=2))
    level = draw(st.sampled_from(["basic", "singles", "gac"]))
    return domains, AllDifferent(variables, offsets=offsets, level=level, excepting=excepting)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_excepting_against_brute_force(data: st.DataObject) -> None:
    domains, constraint = data.draw(instances())
    check_constraint(data, domains, constraint)


@settings(max_examples=100, deadline=None)
@given(instances(), st.lists(st.integers(-1, 3), min_size=5, max_size=5))
def test_is_satisfied_means_no_two_equal_keys_outside_the_exceptions(
    instance: tuple[dict[str, list[int]], AllDifferent[str, int]], values: list[int]
) -> None:
    _, constraint = instance
    values = values[: len(constraint.scope)]
    offsets = constraint.offsets or (0,) * len(values)
    keys = [v + o for v, o in zip(values, offsets)]
    clash = any(
        a == b and a not in constraint.excepting for a, b in itertools.combinations(keys, 2)
    )
    assert constraint.is_satisfied(values) == (not clash)


def test_an_excepted_value_may_repeat_and_is_never_removed() -> None:
    constraint = AllDifferent(["a", "b", "c"], excepting=[0])
    after = one_call(constraint, {"a": [0], "b": [0, 1], "c": [0, 1]})
    assert after == {"a": {0}, "b": {0, 1}, "c": {0, 1}}
    after = one_call(constraint, {"a": [1], "b": [0, 1], "c": [0, 1, 2]})
    assert after == {"a": {1}, "b": {0}, "c": {0, 2}}
    # two variables with only 1 and 2 left, and a third that must avoid both: it takes 0
    after = one_call(constraint, {"a": [1, 2], "b": [1, 2], "c": [0, 1, 2]})
    assert after == {"a": {1, 2}, "b": {1, 2}, "c": {0}}


def test_exceptions_print_and_are_checked() -> None:
    assert repr(AllDifferent(["a", "b"], excepting=[10, 2])) == "AllDifferent(a, b except {2, 10})"
    with pytest.raises(ModelError, match="excepting must be a list of values, got 0"):
        AllDifferent(["a", "b"], excepting=0)  # type: ignore[arg-type]
    with pytest.raises(ModelError, match="are not all hashable"):
        AllDifferent(["a", "b"], excepting=[[0]])


def test_min_conflicts_shares_the_excepted_value() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables([f"x{k}" for k in range(6)], range(3))
    csp.add_constraint(AllDifferent([f"x{k}" for k in range(6)], excepting=[0]))
    solution = min_conflicts(csp, max_steps=2000, seed=2)
    assert solution is not None and csp.is_solution(solution)
    assert sorted(solution.values())[:4] == [0, 0, 0, 0]
