"""`Sum` with every comparison (``==``, ``!=``, ``<=``, ``<``, ``>=``, ``>``), by brute force."""

from __future__ import annotations

import operator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, ModelError, Sum, min_conflicts

from .oracle import check_constraint, int_domains, one_call

COMPARE = {
    "==": operator.eq,
    "!=": operator.ne,
    "<=": operator.le,
    "<": operator.lt,
    ">=": operator.ge,
    ">": operator.gt,
}


@st.composite
def sums(draw: st.DrawFn, zero_one: bool = False) -> tuple[dict[str, list[int]], Sum[str, int]]:
    n = draw(st.integers(1, 4))
    variables = [f"x{k}" for k in range(n)]
    low, high = (0, 1) if zero_one else (-2, 3)
    domains = draw(int_domains(variables, low, high))
    op = draw(st.sampled_from(sorted(COMPARE)))
    weights = draw(st.none() | st.lists(st.integers(-2, 2), min_size=n, max_size=n))
    return domains, Sum(variables, op, draw(st.integers(-4, 5)), weights)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_every_operator_against_brute_force(data: st.DataObject) -> None:
    domains, constraint = data.draw(sums(zero_one=data.draw(st.booleans())))
    check_constraint(data, domains, constraint)


@settings(max_examples=100, deadline=None)
@given(sums(), st.lists(st.integers(-2, 3), min_size=4, max_size=4))
def test_is_satisfied_is_the_comparison_of_the_total(
    instance: tuple[dict[str, list[int]], Sum[str, int]], values: list[int]
) -> None:
    _, constraint = instance
    values = values[: len(constraint.scope)]
    total = sum(w * v for w, v in zip(constraint.weights, values))
    assert constraint.is_satisfied(values) == COMPARE[constraint.op](total, constraint.rhs)


def test_strict_operators_print_as_written_and_bound_by_one() -> None:
    assert repr(Sum(["x", "y"], "<", 3)) == "Sum(x + y < 3)"
    assert repr(Sum(["x", "y"], ">", 3, [1, -2])) == "Sum(x - 2*y > 3)"
    assert repr(Sum(["x", "y"], "!=", 0)) == "Sum(x + y != 0)"
    assert Sum(["x"], "<", 3).totals() == (None, 2)
    assert Sum(["x"], ">", 3).totals() == (4, None)
    assert Sum(["x"], "!=", 3).totals() == (None, None)


def test_not_equal_removes_the_one_value_left_to_the_last_variable() -> None:
    domains = {"x": [2], "y": [0, 1, 2, 3], "z": [5]}
    after = one_call(Sum(["x", "y", "z"], "!=", 8, [1, 2, 0]), domains)
    assert after is not None and after["y"] == {0, 1, 2}
    # two variables still open: nothing can go yet
    assert one_call(Sum(["x", "y"], "!=", 3), {"x": [1, 2], "y": [1, 2]}) == {
        "x": {1, 2},
        "y": {1, 2},
    }
    assert one_call(Sum(["x", "y"], "!=", 3), {"x": [1], "y": [2]}) is None


def test_an_unknown_operator_is_named() -> None:
    with pytest.raises(ModelError, match=r"operator '=<' is not one of"):
        Sum(["x", "y"], "=<", 3)


def test_min_conflicts_meets_a_not_equal_sum() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "y", "z"], range(3))
    csp.add_constraint(Sum(["x", "y", "z"], "!=", 0))
    csp.add_constraint(Sum(["x", "y"], "<", 1))
    solution = min_conflicts(csp, max_steps=1000, seed=1)
    assert solution is not None and csp.is_solution(solution)
