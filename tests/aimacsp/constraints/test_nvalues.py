"""`NValues` against brute force, with and without excepted values."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, ModelError, NValues, min_conflicts

from .oracle import check_constraint, int_domains, one_call

Instance = tuple[dict[str, list[int]], NValues[str, int]]


@st.composite
def instances(draw: st.DrawFn) -> Instance:
    n = draw(st.integers(1, 4))
    variables = [f"x{k}" for k in range(n)]
    domains = draw(int_domains(variables, -1, 3, max_size=3))
    domains.update(draw(int_domains(["n"], -1, n + 1)))
    excepting = draw(st.none() | st.sets(st.integers(-1, 3), max_size=2))
    return domains, NValues(variables, "n", excepting=excepting)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_nvalues_against_brute_force(data: st.DataObject) -> None:
    domains, constraint = data.draw(instances())
    check_constraint(data, domains, constraint)


@given(instances(), st.lists(st.integers(-1, 3), min_size=4, max_size=4), st.integers(-1, 5))
def test_is_satisfied_counts_distinct_values(instance: Instance, taken: list[int], n: int) -> None:
    _, constraint = instance
    taken = taken[: len(constraint.counted)]
    distinct = []
    for v in taken:
        if v not in distinct and v not in constraint.excepting:
            distinct.append(v)
    assert constraint.is_satisfied([*taken, n]) == (n == len(distinct))


def test_the_count_is_bounded_and_enforced() -> None:
    # two disjoint domains: at least 2 values; three variables: at most 3
    domains = {"a": [1, 2], "b": [3, 4], "c": [1, 3], "n": [0, 1, 2, 3, 4]}
    after = one_call(NValues(["a", "b", "c"], "n"), domains)
    assert after is not None and after["n"] == {2, 3}
    # one value only: every variable takes the fixed one
    domains = {"a": [1], "b": [1, 2], "c": [0, 1, 3], "n": [1]}
    after = one_call(NValues(["a", "b", "c"], "n", excepting=[0]), domains)
    assert after == {"a": {1}, "b": {1}, "c": {0, 1}, "n": {1}}


def test_mistakes_are_named() -> None:
    with pytest.raises(ModelError, match=r"the count variable 'x' is also in the list"):
        NValues(["x", "y"], "x")
    with pytest.raises(ModelError, match=r"excepting must be a list of values"):
        NValues(["x", "y"], "n", excepting=3)  # type: ignore[arg-type]


def test_min_conflicts_meets_nvalues() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c", "d"], range(4))
    csp.add_variable("n", [1])
    csp.add_constraint(NValues(["a", "b", "c", "d"], "n"))
    solution = min_conflicts(csp, max_steps=2000, seed=9)
    assert solution is not None and csp.is_solution(solution)
