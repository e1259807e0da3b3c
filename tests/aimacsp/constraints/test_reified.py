"""`ReifiedSum`: a 0/1 variable is the truth of a linear comparison, by brute force, on
bitsets and on intervals."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, ModelError, ReifiedSum

from .oracle import check_constraint, check_solutions, int_domains
from .test_sum import COMPARE
from .wide import all_wide, bounds_after


@st.composite
def reified(draw: st.DrawFn) -> tuple[dict[str, list[int]], ReifiedSum[str, int]]:
    n = draw(st.integers(1, 3))
    variables = [f"x{k}" for k in range(n)]
    domains = draw(int_domains(variables, -2, 3))
    domains["b"] = draw(st.sampled_from([[0, 1], [0], [1]]))
    op = draw(st.sampled_from(sorted(COMPARE)))
    weights = draw(st.lists(st.integers(-2, 2), min_size=n, max_size=n))
    return domains, ReifiedSum(variables, op, draw(st.integers(-4, 5)), "b", weights)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_against_brute_force(data: st.DataObject) -> None:
    domains, constraint = data.draw(reified())
    check_constraint(data, domains, constraint)


@settings(max_examples=200, deadline=None)
@given(reified())
def test_bitsets_and_intervals_agree(instance: tuple[dict[str, list[int]], ReifiedSum]) -> None:
    domains, constraint = instance
    assert bounds_after(domains, [constraint], False) == bounds_after(domains, [constraint], True)
    with all_wide():
        check_solutions(domains, constraint)


def test_the_truth_variable_is_checked() -> None:
    with pytest.raises(ModelError, match="also in the sum"):
        ReifiedSum(["x", "b"], "<=", 3, "b")
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "b"], [0, 1, 2])
    with pytest.raises(ModelError, match="must take 0 or 1 only"):
        csp.add_constraint(ReifiedSum(["x"], "<=", 3, "b"))
