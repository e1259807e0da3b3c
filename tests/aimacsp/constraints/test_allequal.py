"""`AllEqual` against brute force."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, AllEqual, min_conflicts

from .oracle import check_constraint, one_call


@st.composite
def instances(
    draw: st.DrawFn, words: bool = True
) -> tuple[dict[str, list[object]], AllEqual[str, object]]:
    """1..4 variables; ``words``: values of two kinds (AllEqual needs no numbers)."""
    n = draw(st.integers(1, 4))
    variables = [f"x{k}" for k in range(n)]
    values = st.sampled_from([-1, 0, 2, "red", "blue"] if words else [-1, 0, 2, 3, 5])
    domains = {v: draw(st.lists(values, min_size=1, max_size=4, unique=True)) for v in variables}
    return domains, AllEqual(variables)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_all_equal_against_brute_force(data: st.DataObject) -> None:
    domains, constraint = data.draw(instances())
    check_constraint(data, domains, constraint)


@given(st.lists(st.sampled_from([0, 1, "a"]), min_size=1, max_size=4))
def test_is_satisfied_means_one_distinct_value(values: list[object]) -> None:
    constraint = AllEqual([f"x{k}" for k in range(len(values))])
    assert constraint.is_satisfied(values) == (len(set(values)) == 1)


def test_domains_become_their_intersection() -> None:
    after = one_call(AllEqual(["a", "b", "c"]), {"a": [1, 2, 3], "b": [2, 3, 4], "c": [3, 2]})
    assert after == {"a": {2, 3}, "b": {2, 3}, "c": {2, 3}}
    assert one_call(AllEqual(["a", "b"]), {"a": [1], "b": [2]}) is None


def test_min_conflicts_meets_all_equal() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c"], range(4))
    csp.add_constraint(AllEqual(["a", "b", "c"]))
    csp.add_constraint(lambda a: a > 1, ["a"])
    solution = min_conflicts(csp, max_steps=1000, seed=3)
    assert solution is not None and csp.is_solution(solution)
