"""`Increasing` and `Decreasing` (XCSP3 ``ordered``) against brute force, bounds consistent."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, Decreasing, Increasing, ModelError, min_conflicts

from .oracle import check_constraint, int_domains, one_call

Instance = tuple[dict[str, list[int]], Increasing[str, int] | Decreasing[str, int]]


@st.composite
def instances(draw: st.DrawFn) -> Instance:
    n = draw(st.integers(1, 4))
    variables = [f"x{k}" for k in range(n)]
    domains = draw(int_domains(variables, -2, 4))
    kind = draw(st.sampled_from([Increasing, Decreasing]))
    lengths = draw(st.none() | st.lists(st.integers(-2, 2), min_size=n - 1, max_size=n - 1))
    return domains, kind(variables, strict=draw(st.booleans()), lengths=lengths)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_ordered_against_brute_force(data: st.DataObject) -> None:
    domains, constraint = data.draw(instances())
    check_constraint(data, domains, constraint)


@given(instances(), st.lists(st.integers(-2, 4), min_size=4, max_size=4))
def test_is_satisfied_compares_each_neighbour(instance: Instance, values: list[int]) -> None:
    _, constraint = instance
    values = values[: len(constraint.scope)]
    fits = []
    for k, length in enumerate(constraint.lengths):
        # the XCSP3 semantics, spelled out: x[k] + lengths[k] op x[k + 1]
        left, right = values[k] + length, values[k + 1]
        if isinstance(constraint, Increasing):
            fits.append(left < right if constraint.strict else left <= right)
        else:
            fits.append(left > right if constraint.strict else left >= right)
    assert constraint.is_satisfied(values) == all(fits)


def test_two_sweeps_move_both_ends() -> None:
    domains = {"a": [1, 2, 3, 4], "b": [0, 1, 2, 3, 4], "c": [0, 1, 2, 3]}
    after = one_call(Increasing(["a", "b", "c"], strict=True), domains)
    assert after == {"a": {1}, "b": {2}, "c": {3}}
    after = one_call(Decreasing(["a", "b"], lengths=[-2]), {"a": [0, 3], "b": [1, 2, 3]})
    assert after == {"a": {3}, "b": {1}}  # a - 2 >= b


def test_mistakes_are_named() -> None:
    with pytest.raises(ModelError, match=r"1 lengths for 3 variables \(one length between"):
        Increasing(["a", "b", "c"], lengths=[1])
    with pytest.raises(ModelError, match=r"length 0.5 is not an integer"):
        Decreasing(["a", "b"], lengths=[0.5])  # type: ignore[list-item]
    with pytest.raises(ModelError, match=r"strict must be True or False"):
        Increasing(["a", "b"], strict="yes")  # type: ignore[arg-type]
    csp: CSP[str, object] = CSP()
    csp.add_variables(["a", "b"], [1, 2.5])
    with pytest.raises(ModelError, match=r"variable 'a' has the value 2.5, which is not an int"):
        csp.add_constraint(Increasing(["a", "b"]))


def test_printed_with_its_options() -> None:
    assert repr(Increasing(["a", "b", "c"])) == "Increasing(a, b, c)"
    assert repr(Decreasing(["a", "b"], strict=True, lengths=[2])) == (
        "Decreasing(a, b, strict, lengths=[2])"
    )


def test_min_conflicts_meets_increasing() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables([f"x{k}" for k in range(4)], range(4))
    csp.add_constraint(Increasing([f"x{k}" for k in range(4)], strict=True))
    assert min_conflicts(csp, max_steps=2000, seed=5) == {"x0": 0, "x1": 1, "x2": 2, "x3": 3}
