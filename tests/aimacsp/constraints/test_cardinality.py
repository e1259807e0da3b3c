"""`GlobalCardinality` against brute force, open and closed."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, GlobalCardinality, ModelError, min_conflicts

from .oracle import check_constraint, int_domains, one_call

Instance = tuple[dict[str, list[int]], GlobalCardinality[str, int]]


@st.composite
def instances(draw: st.DrawFn) -> Instance:
    n = draw(st.integers(1, 4))
    variables = [f"x{k}" for k in range(n)]
    domains = draw(int_domains(variables, -1, 3, max_size=3))
    values = draw(st.lists(st.integers(-1, 4), min_size=1, max_size=3, unique=True))
    counts = [f"n{j}" for j in range(len(values))]
    domains.update(draw(int_domains(counts, 0, n, max_size=3)))
    return domains, GlobalCardinality(variables, values, counts, closed=draw(st.booleans()))


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_cardinality_against_brute_force(data: st.DataObject) -> None:
    domains, constraint = data.draw(instances())
    check_constraint(data, domains, constraint)


@given(instances(), st.lists(st.integers(-1, 3), min_size=4, max_size=4), st.data())
def test_is_satisfied_counts_each_value(
    instance: Instance, taken: list[int], data: st.DataObject
) -> None:
    _, constraint = instance
    taken = taken[: len(constraint.counted)]
    counts = data.draw(st.lists(st.integers(0, 4), min_size=len(constraint.values),
                                max_size=len(constraint.values)))  # fmt: skip
    tally = {value: 0 for value in constraint.values}
    outside = 0
    for v in taken:
        if v in tally:
            tally[v] += 1
        else:
            outside += 1
    expected = all(tally[v] == c for v, c in zip(constraint.values, counts))
    expected = expected and not (constraint.closed and outside)
    assert constraint.is_satisfied([*taken, *counts]) == expected


def test_counts_bound_each_other_and_decide_variables() -> None:
    domains = {"a": [1, 2], "b": [1, 2], "c": [1, 2, 3], "n1": [2, 3], "n2": [0, 1, 2]}
    after = one_call(GlobalCardinality(["a", "b", "c"], [1, 2], ["n1", "n2"]), domains)
    # n1 >= 2 leaves n2 <= 1
    assert after is not None and after["n2"] == {0, 1}
    domains = {"a": [1, 2], "b": [1, 2], "c": [1, 2, 3], "n1": [0], "n2": [0, 1, 2, 3]}
    after = one_call(GlobalCardinality(["a", "b", "c"], [1, 2], ["n1", "n2"], closed=True), domains)
    assert after == {"a": {2}, "b": {2}, "c": {2}, "n1": {0}, "n2": {3}}


def test_mistakes_are_named() -> None:
    with pytest.raises(ModelError, match=r"1 counts for 2 values"):
        GlobalCardinality(["x", "y"], [1, 2], ["n"])
    with pytest.raises(ModelError, match=r"values lists 1 twice"):
        GlobalCardinality(["x", "y"], [1, 1], ["n", "m"])
    with pytest.raises(ModelError, match=r"variable 'x' appears twice in the scope"):
        GlobalCardinality(["x", "y"], [1], ["x"])
    with pytest.raises(ModelError, match=r"closed must be True or False"):
        GlobalCardinality(["x"], [1], ["n"], closed=1)  # type: ignore[arg-type]


def test_printed_with_its_values() -> None:
    assert repr(GlobalCardinality(["x", "y"], ["a", "b"], ["na", "nb"])) == (
        "GlobalCardinality([x, y]: 'a' x na, 'b' x nb)"
    )


def test_min_conflicts_meets_cardinality() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c", "d"], range(3))
    csp.add_variable("n0", [2])
    csp.add_variable("n1", [1])
    csp.add_constraint(GlobalCardinality(["a", "b", "c", "d"], [0, 1], ["n0", "n1"]))
    solution = min_conflicts(csp, max_steps=2000, seed=8)
    assert solution is not None and csp.is_solution(solution)
