"""Layout counting pieces: the outside weights are the binomials' ratios, exactly."""

from __future__ import annotations

from fractions import Fraction
from math import comb

from hypothesis import given
from hypothesis import strategies as st

from aimacsp.counting.algebra import weigh
from minesweeper.ai.layouts import LayoutCount, SplitWeights, outside_weights


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


@st.composite
def split_cases(draw: st.DrawFn) -> tuple[int, int, int, int, int, int]:
    """An outside count, mines left and a range of frontier totals that fits, with where
    the range sits in a longer list."""
    outside = draw(st.integers(0, 60))
    left = draw(st.integers(0, 80))
    low = draw(st.integers(max(0, left - outside), left))
    high = draw(st.integers(low, left))
    start = draw(st.integers(0, 5))
    return outside, left, low, high, start, start + high - low + 1 + draw(st.integers(0, 5))


@given(split_cases(), st.lists(st.integers(0, 10**6), max_size=20), st.integers(0, 8))
def test_split_weights_weigh_as_the_written_weights(
    case: tuple[int, int, int, int, int, int], poly: list[int], shift: int
) -> None:
    outside, left, low, high, start, size = case
    split = SplitWeights(outside, left, low, high, start, size)
    written = [0] * start + outside_weights(outside, left, low, high)
    written += [0] * (size - len(written))
    assert len(split) == size and split.last == written[start + high - low]
    assert split(poly, shift) == weigh((shift, poly), (0, written))
