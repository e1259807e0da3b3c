"""The algebra of counts by degree against the obvious computations."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from aimacsp.counting.algebra import correlate, dense, outer_weights, plus, times
from aimacsp.counting.algebra import weigh as weigh_series


def weigh(poly: list[int], weights: list[int], shift: int = 0) -> int:
    """The obvious weighing: the sum of ``poly[k] * weights[k + shift]``."""
    return sum(c * weights[k + shift] for k, c in enumerate(poly) if 0 <= k + shift < len(weights))

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


series = st.tuples(st.integers(0, 4), polys)


@given(series, series, st.none() | st.integers(0, 8))
def test_times_is_the_product(
    a: tuple[int, list[int]], b: tuple[int, list[int]], cap: int | None
) -> None:
    expected = naive(dense(a), dense(b))
    if cap is not None:
        expected = expected[: cap + 1]
    assert trimmed(dense(times(a, b, cap))) == trimmed(expected)


@given(series, series)
def test_plus_is_the_sum(a: tuple[int, list[int]], b: tuple[int, list[int]]) -> None:
    x, y = dense(a), dense(b)
    size = max(len(x), len(y))
    expected = [(x[k] if k < len(x) else 0) + (y[k] if k < len(y) else 0) for k in range(size)]
    assert trimmed(dense(plus(a, b))) == trimmed(expected)


@given(series, series, st.integers(0, 4), st.integers(0, 6))
def test_weigh_and_correlate(
    a: tuple[int, list[int]], f: tuple[int, list[int]], low: int, width: int
) -> None:
    x, w = dense(a), dense(f)
    assert weigh_series(a, f) == weigh(x, w)
    moved = correlate(a, f, low, width)
    assert moved[0] == low and len(moved[1]) == width
    assert moved[1] == [weigh(x, w, low + d) for d in range(width)]


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
