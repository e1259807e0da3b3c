"""Layout counting pieces: the outside weights are the binomials' ratios, exactly."""

from __future__ import annotations

from fractions import Fraction
from math import comb

from hypothesis import given
from hypothesis import strategies as st

from minesweeper.ai.layouts import LayoutCount, outside_weights


@st.composite
def ranges(draw: st.DrawFn) -> tuple[int, int, int, int]:
    outside = draw(st.integers(0, 300))
    left = draw(st.integers(0, 400))
    # K may go from left - outside (everything outside a mine) up to left (nothing outside).
    lowest, highest = max(0, left - outside), left
    low = draw(st.integers(lowest, highest))
    high = draw(st.integers(low, min(highest, low + 40)))
    return outside, left, low, high


@given(ranges())
def test_outside_weights_are_proportional_to_the_binomials(case: tuple[int, int, int, int]) -> None:
    outside, left, low, high = case
    weights = outside_weights(outside, left, low, high)
    binomials = [comb(outside, left - k) for k in range(low, high + 1)]
    assert len(weights) == len(binomials)
    ratio = Fraction(binomials[-1], weights[-1])
    assert all(Fraction(b) == ratio * w for b, w in zip(binomials, weights, strict=True))


@given(ranges(), st.integers(1, 10**6), st.integers(1, 10**6))
def test_the_layout_count_is_the_binomial_sum(
    case: tuple[int, int, int, int], factor: int, frontier: int
) -> None:
    # A frontier with ``frontier`` ways at K = high and none elsewhere.
    outside, left, low, high = case
    weights = outside_weights(outside, left, low, high)
    count = LayoutCount(factor, frontier * weights[-1], outside, left, high, weights[-1])
    assert int(count) == factor * frontier * comb(outside, left - high)
