"""`Minimum` and `Maximum` against brute force, bounds consistent."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, Maximum, Minimum, ModelError, min_conflicts

from .oracle import check_constraint, int_domains, one_call

Instance = tuple[dict[str, list[int]], Minimum[str, int] | Maximum[str, int]]


@st.composite
def instances(draw: st.DrawFn) -> Instance:
    n = draw(st.integers(1, 4))
    variables = [f"x{k}" for k in range(n)]
    domains = draw(int_domains([*variables, "r"], -2, 4))
    kind = draw(st.sampled_from([Minimum, Maximum]))
    return domains, kind(variables, "r")


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_extremum_against_brute_force(data: st.DataObject) -> None:
    domains, constraint = data.draw(instances())
    check_constraint(data, domains, constraint)


@given(instances(), st.lists(st.integers(-2, 4), min_size=5, max_size=5))
def test_is_satisfied_finds_the_extremum(instance: Instance, values: list[int]) -> None:
    _, constraint = instance
    values = values[: len(constraint.scope)]
    xs, r = values[:-1], values[-1]
    if isinstance(constraint, Minimum):
        expected = r in xs and all(r <= x for x in xs)
    else:
        expected = r in xs and all(r >= x for x in xs)
    assert constraint.is_satisfied(values) == expected


def test_the_one_variable_that_can_be_the_minimum_is_it() -> None:
    domains = {"a": [1, 2, 5], "b": [4, 6], "r": [0, 1, 2, 3]}
    after = one_call(Minimum(["a", "b"], "r"), domains)
    assert after == {"a": {1, 2}, "b": {4, 6}, "r": {1, 2}}
    domains = {"a": [0, 5], "b": [1, 2], "r": [3, 4, 5]}
    assert one_call(Maximum(["a", "b"], "r"), domains) == {"a": {5}, "b": {1, 2}, "r": {5}}


def test_mistakes_are_named() -> None:
    with pytest.raises(ModelError, match=r"Minimum over \['x', 'y'\]: the result 'x' is also"):
        Minimum(["x", "y"], "x")
    with pytest.raises(TypeError, match=r"Maximum: the scope 'xy' is a string"):
        Maximum("xy", "m")


def test_min_conflicts_meets_maximum() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c", "m"], range(4))
    csp.add_constraint(Maximum(["a", "b", "c"], "m"))
    csp.add_constraint(lambda m: m == 1, ["m"])
    solution = min_conflicts(csp, max_steps=2000, seed=10)
    assert solution is not None and csp.is_solution(solution)


def test_on_intervals_the_result_ends_on_values_the_list_can_take() -> None:
    from .wide import bounds_after

    domains = {"x0": [0, 2], "x1": [0, 2], "r": [0, 1]}  # 1 is in no x's domain
    for wide in (False, True):
        after = bounds_after(domains, [Minimum(["x0", "x1"], "r")], wide)
        assert after is not None and after["r"] == (0, 0)
    domains = {"x0": [0, 5, 9], "x1": [1, 6], "r": [3, 4, 7, 8]}
    assert bounds_after(domains, [Maximum(["x0", "x1"], "r")], wide=True) is None
