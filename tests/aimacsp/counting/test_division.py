"""Outer weights by division against the product tree they stand for."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp.counting import Poly, division_cost, outer_weights, outer_weights_by_division
from aimacsp.counting.algebra import dense, times
from aimacsp.counting.division import power

kinds = st.lists(st.integers(0, 4), min_size=1, max_size=4)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(kinds, min_size=1, max_size=4).flatmap(
        lambda shapes: st.lists(st.sampled_from(shapes), max_size=12)
    ),
    st.lists(st.integers(0, 10**30), max_size=30),
)
def test_outer_weights_by_division_equal_the_tree(parts: list[Poly], weights: list[int]) -> None:
    # Few kinds of parts, repeated, zero and shifted ones among them; weights of any length.
    # (The tree may leave out a part's degrees past the weights: they weigh nothing.)
    total, outer = outer_weights_by_division(parts, weights)
    expected_total, expected = outer_weights(parts, weights)
    assert total == expected_total
    for part, found, wanted in zip(parts, outer, expected, strict=True):
        assert len(found) == len(part)
        assert found == wanted + [0] * (len(part) - len(wanted))


def test_division_costs_less_when_parts_repeat() -> None:
    many = [[1, 2]] * 500 + [[1, 3, 1]] * 100
    assert division_cost(many) < 700**2 / 50
    assert division_cost([[1, k] for k in range(1, 500)]) > 499**2


@given(kinds.filter(any), st.integers(0, 12), st.integers(0, 40))
def test_a_power_is_the_repeated_product(part: Poly, n: int, cap: int) -> None:
    expected = [1]
    for _ in range(n):
        expected = dense(times((0, expected), (0, part), cap))
    expected = (expected + [0] * (cap + 1))[: cap + 1]
    found = power(part, n, cap)
    assert (found + [0] * (cap + 1))[: cap + 1] == expected and len(found) <= cap + 1
