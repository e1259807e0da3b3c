"""Polynomial helpers against the obvious computations."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp.counting import division_cost, outer_weights_by_division
from aimacsp.counting.polynomials import Poly, multiply, outer_weights, weigh

polys = st.lists(st.integers(0, 5), max_size=6)


def naive(a: list[int], b: list[int]) -> list[int]:
    out = [0] * max(0, len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def trimmed(p: list[int]) -> list[int]:
    p = list(p)
    while p and not p[-1]:
        p.pop()
    return p


@given(polys, polys, st.none() | st.integers(0, 8))
def test_multiply(a: list[int], b: list[int], cap: int | None) -> None:
    expected = naive(a, b)
    if cap is not None:
        expected = expected[: cap + 1]
    assert trimmed(multiply(a, b, cap)) == trimmed(expected)


@given(st.lists(polys, max_size=6), st.lists(st.integers(0, 9), max_size=20))
def test_outer_weights_give_the_weighed_total_through_any_part(
    parts: list[list[int]], weights: list[int]
) -> None:
    product = [1]
    for part in parts:
        product = naive(product, part)
    total, outer = outer_weights(parts, weights)
    assert total == weigh(product, weights)
    for i, part in enumerate(parts):
        assert weigh(part, outer[i]) == total
        # and the outer weights are exact per degree: a part of one unit at degree k
        others = [1]
        for j, other in enumerate(parts):
            if j != i:
                others = naive(others, other)
        for k in range(len(outer[i])):
            assert outer[i][k] == weigh(others, weights, k)


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
    # (The tree leaves out a part's degrees past the weights: they weigh nothing.)
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
