"""`Count` against brute force: domain consistent, counted values of any kind."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, Count, ModelError, min_conflicts

from .oracle import check_constraint, int_domains, one_call


@st.composite
def instances(
    draw: st.DrawFn, words: bool = True
) -> tuple[dict[str, list[object]], Count[str, object]]:
    """A count over 1..4 variables; ``words``: their values may include a word."""
    n = draw(st.integers(1, 4))
    variables = [f"x{k}" for k in range(n)]
    pool: list[object] = [-1, 0, 1, 2, "red"] if words else [-1, 0, 1, 2, 3]
    domains: dict[str, list[object]] = {
        v: draw(st.lists(st.sampled_from(pool), min_size=1, max_size=3, unique=True))
        for v in variables
    }
    domains.update(draw(int_domains(["n"], -1, n + 1)))
    values = draw(st.sets(st.sampled_from([*pool, 7]), max_size=3))
    return domains, Count(variables, values, "n")


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_count_against_brute_force(data: st.DataObject) -> None:
    domains, constraint = data.draw(instances())
    check_constraint(data, domains, constraint)


@given(instances(), st.lists(st.sampled_from([-1, 0, 1, 2, "red"]), min_size=4, max_size=4))
def test_is_satisfied_counts_the_members(
    instance: tuple[dict[str, list[object]], Count[str, object]], values: list[object]
) -> None:
    _, constraint = instance
    values = values[: len(constraint.counted)]
    members = len([v for v in values if any(v == w for w in constraint.values)])
    for n in range(-1, 6):
        assert constraint.is_satisfied([*values, n]) == (n == members)


def test_a_count_at_its_end_decides_the_rest() -> None:
    domains = {"a": [1], "b": [1, 2], "c": [0, 1], "n": [0, 1]}
    assert one_call(Count(["a", "b", "c"], [1], "n"), domains) == {
        "a": {1}, "b": {2}, "c": {0}, "n": {1},
    }  # fmt: skip
    domains = {"a": [1, 2], "b": [1, 2], "n": [2, 3]}
    assert one_call(Count(["a", "b"], [1], "n"), domains) == {"a": {1}, "b": {1}, "n": {2}}


def test_mistakes_are_named() -> None:
    with pytest.raises(ModelError, match=r"the count variable 'x' is also counted"):
        Count(["x", "y"], [1], "x")
    with pytest.raises(ModelError, match=r"values must be a list of values, got 1"):
        Count(["x", "y"], 1, "n")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"Count: the scope 'xy' is a string; write \['xy'\]"):
        Count("xy", [1], "n")
    csp: CSP[str, object] = CSP()
    csp.add_variables(["x", "n"], [0, "many"])
    with pytest.raises(ModelError, match=r"the count variable 'n' has the value 'many'"):
        csp.add_constraint(Count(["x"], [0], "n"))


def test_at_most_is_a_count_with_an_interval() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c"], [0, 1])
    csp.add_variable("n", range(0, 2))  # at most one 1
    csp.add_constraint(Count(["a", "b", "c"], [1], "n"))
    from aimacsp import count_solutions

    assert count_solutions(csp) == 4


def test_min_conflicts_meets_count() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c", "d"], range(3))
    csp.add_variable("n", [3])
    csp.add_constraint(Count(["a", "b", "c", "d"], [2], "n"))
    solution = min_conflicts(csp, max_steps=2000, seed=7)
    assert solution is not None and csp.is_solution(solution)
