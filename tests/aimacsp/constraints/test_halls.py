"""`hall_bounds` against brute force: the bounds consistent ranges of all-different, found by
trying every assignment within the ranges."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp.constraints.halls import hall_bounds, raise_lows

Ranges = tuple[list[int], list[int]]


@st.composite
def ranges(draw: st.DrawFn, most: int = 6) -> Ranges:
    """1..most ranges ``[low, high]`` of up to five values, between -3 and 9."""
    n = draw(st.integers(1, most))
    lows = draw(st.lists(st.integers(-3, 5), min_size=n, max_size=n))
    highs = [low + draw(st.integers(0, 4)) for low in lows]
    return lows, highs


def supported(lows: list[int], highs: list[int], k: int, value: int) -> bool:
    """Whether variable ``k`` may take ``value`` with the others all different in their
    ranges."""
    choices = [range(a, b + 1) if j != k else [value] for j, (a, b) in enumerate(zip(lows, highs))]
    return any(len(set(t)) == len(t) for t in itertools.product(*choices))


def brute_bounds(lows: list[int], highs: list[int]) -> Ranges | None:
    """Bounds consistency by brute force: move each end without a support, to a fixpoint."""
    lows, highs = list(lows), list(highs)
    changed = True
    while changed:
        changed = False
        for k in range(len(lows)):
            while lows[k] <= highs[k] and not supported(lows, highs, k, lows[k]):
                lows[k] += 1
                changed = True
            while lows[k] <= highs[k] and not supported(lows, highs, k, highs[k]):
                highs[k] -= 1
                changed = True
            if lows[k] > highs[k]:
                return None
    return lows, highs


@settings(max_examples=600, deadline=None)
@given(ranges())
def test_hall_bounds_are_the_brute_force_bounds(given_ranges: Ranges) -> None:
    lows, highs = given_ranges
    assert hall_bounds(lows, highs) == brute_bounds(lows, highs)


@given(ranges(most=8))
def test_raised_lows_never_pass_a_supported_value(given_ranges: Ranges) -> None:
    lows, highs = given_ranges
    raised = raise_lows(lows, highs)
    if raised is None:
        return
    for k, (low, new) in enumerate(zip(lows, raised)):
        assert low <= new <= highs[k]


def test_one_sweep_finds_nested_hall_intervals() -> None:
    # [3, 4] holds two variables, then [1, 4] four: the fifth starts after both
    lows, highs = [3, 3, 1, 1, 1], [4, 4, 4, 4, 9]
    assert hall_bounds(lows, highs) == ([3, 3, 1, 1, 5], [4, 4, 2, 2, 9])


def test_wide_ranges_cost_what_narrow_ones_cost() -> None:
    # the sweep sorts the ends; it never walks the values between them
    lows, highs = [0, 0, 0, 5], [1, 1, 10**18, 10**18]
    assert hall_bounds(lows, highs) == ([0, 0, 2, 5], [1, 1, 10**18, 10**18])
    assert hall_bounds([0, 0, 0], [1, 1, 1]) is None
