"""`aimacsp.intervals` against sets of integers: every operation on sorted disjoint intervals
gives the intervals of what the same operation on the set gives."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from aimacsp.intervals import (
    MAX_INTERVALS,
    TooManyValues,
    between,
    contains,
    difference,
    discard_between,
    from_values,
    intersection,
    iter_values,
    keep_values,
    next_value,
    previous_value,
    size_of,
    union,
    values_of,
)

SMALL = st.integers(-20, 20)
VALUES = st.sets(SMALL, max_size=25)


def well_formed(d: tuple[int, ...]) -> bool:
    """Sorted, disjoint, with a gap between neighbours, each interval non-empty."""
    if len(d) % 2:
        return False
    for k in range(0, len(d), 2):
        if d[k] > d[k + 1]:
            return False
        if k and d[k] <= d[k - 1] + 1:
            return False
    return True


def as_set(d: tuple[int, ...]) -> set[int]:
    return set(iter_values(d))


@given(VALUES)
def test_from_values_is_the_set_in_intervals(values: set[int]) -> None:
    d = from_values(values)
    assert well_formed(d) and as_set(d) == values
    assert size_of(d) == len(values) if values else d == ()


@given(VALUES.filter(bool), SMALL)
def test_membership_and_neighbours(values: set[int], v: int) -> None:
    d = from_values(values)
    assert contains(d, v) == (v in values)
    above = [w for w in values if w > v]
    below = [w for w in values if w < v]
    assert next_value(d, v) == (min(above) if above else None)
    assert previous_value(d, v) == (max(below) if below else None)


@given(VALUES.filter(bool), st.one_of(st.none(), SMALL), st.one_of(st.none(), SMALL))
def test_between_keeps_the_values_in_the_range(
    values: set[int], low: int | None, high: int | None
) -> None:
    d = from_values(values)
    kept = between(d, low, high)
    expected = {
        v for v in values if (low is None or v >= low) and (high is None or v <= high)
    }
    assert well_formed(kept) and as_set(kept) == expected
    if expected == values:
        assert kept is d  # unchanged: the very same tuple, so the trail can skip it


@given(VALUES.filter(bool), SMALL, SMALL)
def test_discard_between_removes_the_range(values: set[int], low: int, high: int) -> None:
    d = from_values(values)
    left = discard_between(d, low, high)
    assert well_formed(left) and as_set(left) == {v for v in values if not low <= v <= high}


@given(VALUES.filter(bool), st.lists(st.one_of(SMALL, st.booleans(), st.text(max_size=1))))
def test_keep_values_intersects_with_integers_only(
    values: set[int], others: list[object]
) -> None:
    d = from_values(values)
    kept = keep_values(d, others)  # type: ignore[arg-type]
    wanted = {v for v in others if isinstance(v, int)}  # True is 1, as in a bitset
    assert well_formed(kept) and as_set(kept) == values & wanted


@given(VALUES.filter(bool), VALUES)
def test_difference_lists_the_removed_ranges(values: set[int], removed: set[int]) -> None:
    old = from_values(values)
    new = from_values(values - removed)
    gone = difference(old, new)
    covered = {v for low, high in gone for v in range(low, high + 1)}
    assert covered == values & removed
    assert all(low <= high for low, high in gone)


@given(VALUES, VALUES)
def test_intersection_and_union_are_those_of_the_sets(a: set[int], b: set[int]) -> None:
    both = intersection(from_values(a), from_values(b))
    either = union(from_values(a), from_values(b))
    assert well_formed(both) and as_set(both) == a & b
    assert well_formed(either) and as_set(either) == a | b


def test_intersection_and_union_past_the_cap_keep_more_never_fewer() -> None:
    n = MAX_INTERVALS
    threes = tuple(v for k in range(n) for v in (4 * k, 4 * k + 2))  # n intervals
    shifted = tuple(v for k in range(n) for v in (4 * k + 2, 4 * k + 4))  # n intervals
    both = intersection(threes, shifted)  # 2n - 1 single values, past the cap
    assert well_formed(both) and len(both) <= 2 * n
    assert as_set(threes) & as_set(shifted) <= as_set(both) <= as_set(threes)
    singles = [from_values(range(start, 4 * n, 4)) for start in (0, 2)]  # n each
    either = union(*singles)  # 2n single values, past the cap
    assert well_formed(either) and len(either) <= 2 * n
    assert as_set(either) >= as_set(singles[0]) | as_set(singles[1])


def test_wide_domains_cost_no_more_than_narrow_ones() -> None:
    day = (0, 86_399)
    billion = (0, 10**9)
    for d in (day, billion, (0, 10**18)):
        holed = discard_between(d, 100, 199)
        assert size_of(holed) == size_of(d) - 100 and len(holed) == 4
        assert between(holed, 150, None)[0] == 200
        assert next_value(holed, 99) == 200 and previous_value(holed, 200) == 99


def test_listing_a_wide_domain_is_refused_past_the_limit() -> None:
    assert values_of((5, 7), 10) == [5, 6, 7]
    try:
        values_of((0, 10**9), 1000)
    except TooManyValues as error:
        assert "1,000,000,001 values, more than the 1,000 allowed" in str(error)
    else:
        raise AssertionError("a billion values were listed")


def test_holes_past_the_cap_are_not_recorded_and_the_values_are_kept() -> None:
    d: tuple[int, ...] = (0, 10**6)
    for k in range(1, MAX_INTERVALS + 10):
        d = discard_between(d, 3 * k, 3 * k)
    assert len(d) == 2 * MAX_INTERVALS  # the last holes were not punched
    assert contains(d, 3 * (MAX_INTERVALS + 5)) and not contains(d, 3)
    assert discard_between(d, 0, 10) != d  # a bound still moves


def test_membership_in_a_wide_range_is_at_once_for_any_value() -> None:
    from fractions import Fraction

    from aimacsp.intervals import in_domain

    huge = range(-(10**15), 10**15)
    cases = [(3, True), (3.0, True), (3.5, False), (Fraction(6, 2), True),
             (float("nan"), False), (float("inf"), False), ("3", False), (None, False),
             (True, True), (10**15, False)]  # fmt: skip
    for value, expected in cases:
        assert in_domain(value, huge) is expected, value  # each would scan 2*10**15 members
    assert in_domain("a", ("a", 1)) and not in_domain(2, (1, 3))


def test_a_solution_with_a_float_is_checked_at_once_against_a_wide_domain() -> None:
    from aimacsp import CSP

    csp: CSP[str, int] = CSP()
    x = csp.integer("x", 0, 10**15)
    csp.add(x >= 3)
    assert csp.is_solution({"x": 4.0}) and not csp.is_solution({"x": 4.5})
