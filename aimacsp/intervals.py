"""Wide integer domains as sorted, disjoint intervals, held in one flat tuple.

A domain of integers too wide for one bit per value (seconds of a day, cents, grams, 10**18)
is the tuple ``(lo1, hi1, lo2, hi2, ...)`` of the closed intervals it holds, increasing, with
a gap of at least one missing value between two intervals. Its least value is ``d[0]`` and its
greatest ``d[-1]``; a domain with no hole is a pair. Every function returns a new tuple (the
empty tuple on a wipe-out) or the very same tuple when nothing changed, so a search can keep
domains on its trail and compare them with ``is`` or ``==``; none lists the values, except
`values_of`, which refuses past a limit.

>>> day = (0, 86399)
>>> size_of(between(day, 3600, None)), between(day, 90000, None)
(82800, ())
>>> holed = discard_between(day, 100, 199)
>>> holed, size_of(holed), contains(holed, 150), contains(holed, 200)
((0, 99, 200, 86399), 86300, False, True)
>>> next_value(holed, 99), keep_values(holed, [5, 6, 7, 150, 90000])
(200, (5, 7))

The holes propagators make are ranges (a machine busy from 10:00 to 11:00), so a domain with
holes stays short; past `MAX_INTERVALS` a new interior hole is not recorded (the domain keeps
those values, which is sound: a constraint still rejects them once its variables are fixed).
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator, Sequence
from numbers import Integral, Real
from typing import Any

__all__ = [
    "Intervals",
    "MAX_INTERVALS",
    "WIDE_FROM",
    "between",
    "contains",
    "difference",
    "discard_between",
    "from_values",
    "in_domain",
    "intersection",
    "least",
    "greatest",
    "iter_values",
    "keep_values",
    "next_value",
    "previous_value",
    "size_of",
    "union",
    "values_of",
    "TooManyValues",
]

#: A domain as sorted disjoint intervals: ``(lo1, hi1, lo2, hi2, ...)``; ``()`` is empty.
Intervals = tuple[int, ...]

#: The most intervals a domain keeps; an interior hole beyond that is not recorded.
MAX_INTERVALS = 256
#: An integer range of at least this many values is *wide*: a model keeps it as a ``range``,
#: unlisted (a search holds it as intervals from
#: `aimacsp.propagation.representation.INTERVALS_FROM` values on, where its constraints reason
#: on bounds). Below, a list is as cheap, and every constraint can read it.
WIDE_FROM = 64


class TooManyValues(ValueError):
    """A wide domain was asked for its values, and it holds more than the caller allows."""


def size_of(d: Intervals) -> int:
    """How many integers ``d`` holds."""
    if len(d) == 2:
        return d[1] - d[0] + 1
    return sum(d[k + 1] - d[k] for k in range(0, len(d), 2)) + len(d) // 2


def contains(d: Intervals, value: int) -> bool:
    """True when ``value`` is in ``d``."""
    if not d or value < d[0] or value > d[-1]:
        return False
    if len(d) == 2:
        return True
    # With k members of d at most value, value is inside an interval when k is odd (a start
    # at most value, its end above) or when it is that interval's end.
    k = bisect_right(d, value)
    return k % 2 == 1 or d[k - 1] == value


def between(d: Intervals, low: int | None, high: int | None) -> Intervals:
    """The values of ``d`` in ``[low, high]`` (None: no bound on that side)."""
    if not d:
        return d
    if (low is None or low <= d[0]) and (high is None or high >= d[-1]):
        return d
    if len(d) == 2:
        a = d[0] if low is None or low < d[0] else low
        b = d[1] if high is None or high > d[1] else high
        return (a, b) if a <= b else ()
    kept = list(d)
    if low is not None and low > d[0]:
        k = bisect_left(d, low)  # first member >= low
        # k odd: low falls inside the interval ending at d[k]; even: in a gap (or past the
        # end), and the next interval starts the domain
        kept = [low, *d[k:]] if k % 2 == 1 else list(d[k:])
    if high is not None and kept and high < kept[-1]:
        k = bisect_right(kept, high)  # members <= high
        kept = [*kept[:k], high] if k % 2 == 1 else kept[:k]
    return tuple(kept)


def discard_between(d: Intervals, low: int, high: int) -> Intervals:
    """``d`` without the values of ``[low, high]``."""
    if not d or high < d[0] or low > d[-1] or low > high:
        return d
    if low <= d[0]:
        return between(d, high + 1, None)
    if high >= d[-1]:
        return between(d, None, low - 1)
    a = bisect_left(d, low)  # members < low
    b = bisect_right(d, high)  # members <= high
    if a == b and a % 2 == 0:
        return d  # [low, high] lies in a gap
    head = list(d[:a])
    if a % 2 == 1:  # low inside an interval: it now ends at low - 1
        head.append(low - 1)
    tail = list(d[b:])
    if b % 2 == 1:  # high inside an interval: it now starts at high + 1
        tail.insert(0, high + 1)
    result = tuple(head + tail)
    if len(result) > 2 * MAX_INTERVALS:
        return d  # too many holes: keep the values rather than the detail
    return result


def keep_values(d: Intervals, values: Iterable[int]) -> Intervals:
    """The values of ``d`` that are among ``values`` (a short collection), as intervals."""
    return from_values(int(v) for v in set(values) if isinstance(v, int) and contains(d, v))


def in_domain(value: object, domain: Sequence[Any]) -> bool:
    """``value in domain``, at once when the domain is a ``range`` of any width: Python tests
    a float or any other non-``int`` against a range one member at a time, which for
    ``range(10**12)`` never ends.

    >>> in_domain(3.0, range(10**12)), in_domain(3.5, range(10**12)), in_domain("a", (1, "a"))
    (True, False, True)
    """
    if type(domain) is not range:
        return value in domain
    if isinstance(value, Integral):
        return int(value) in domain
    if isinstance(value, Real):
        try:
            whole = math.trunc(value)
        except (ValueError, OverflowError):  # NaN, infinity
            return False
        return whole == value and whole in domain
    return False


def least(domain: Sequence[Any]) -> Any:
    """The least value of a model's domain, at once for a ``range``.

    >>> least(range(-5, 10**18)), least((3, 1, 2))
    (-5, 1)
    """
    if type(domain) is range:
        return domain[0] if domain.step > 0 else domain[-1]
    return min(domain)


def greatest(domain: Sequence[Any]) -> Any:
    """The greatest value of a model's domain, at once for a ``range``.

    >>> greatest(range(-5, 10**18)), greatest((3, 1, 2))
    (999999999999999999, 3)
    """
    if type(domain) is range:
        return domain[-1] if domain.step > 0 else domain[0]
    return max(domain)


def from_values(values: Iterable[int]) -> Intervals:
    """The intervals holding exactly ``values`` (integers, in any order, repeats allowed)."""
    found: list[int] = []
    for v in sorted(set(values)):
        if found and found[-1] == v - 1:
            found[-1] = v
        else:
            found += (v, v)
    return tuple(found)


def intersection(a: Intervals, b: Intervals) -> Intervals:
    """The values in both ``a`` and ``b`` (past `MAX_INTERVALS` pieces, the values of ``a``
    between the intersection's ends: more, never fewer).

    >>> intersection((0, 9, 20, 29), (5, 24))
    (5, 9, 20, 24)
    """
    if not a or not b or a[-1] < b[0] or b[-1] < a[0]:
        return ()
    if len(b) == 2:
        return between(a, b[0], b[1])
    if len(a) == 2:
        return between(b, a[0], a[1])
    found: list[int] = []
    j = 0
    for k in range(0, len(a), 2):
        low, high = a[k], a[k + 1]
        while j < len(b) and b[j + 1] < low:
            j += 2
        m = j
        while m < len(b) and b[m] <= high:
            found += (max(low, b[m]), min(high, b[m + 1]))
            m += 2
    if len(found) > 2 * MAX_INTERVALS:
        return between(a, found[0], found[-1])
    return tuple(found)


def union(a: Intervals, b: Intervals) -> Intervals:
    """The values in ``a`` or ``b`` (past `MAX_INTERVALS` pieces, the narrowest gaps are
    filled: more values, never fewer).

    >>> union((0, 4, 20, 29), (5, 9, 40, 40))
    (0, 9, 20, 29, 40, 40)
    """
    if not a or not b:
        return a or b
    spans = sorted([(a[k], a[k + 1]) for k in range(0, len(a), 2)]
                   + [(b[k], b[k + 1]) for k in range(0, len(b), 2)])  # fmt: skip
    found: list[int] = []
    for low, high in spans:
        if found and low <= found[-1] + 1:
            if high > found[-1]:
                found[-1] = high
        else:
            found += (low, high)
    while len(found) > 2 * MAX_INTERVALS:
        # fill the narrowest gap (a sound loss: the domain keeps values it could drop)
        k = min(range(1, len(found) - 1, 2), key=lambda k: found[k + 1] - found[k])
        del found[k : k + 2]
    return tuple(found)


def next_value(d: Intervals, value: int) -> int | None:
    """The least value of ``d`` greater than ``value``, or None."""
    if not d or value >= d[-1]:
        return None
    if value < d[0]:
        return d[0]
    k = bisect_right(d, value)  # members <= value
    return value + 1 if k % 2 == 1 else d[k]


def previous_value(d: Intervals, value: int) -> int | None:
    """The greatest value of ``d`` less than ``value``, or None."""
    if not d or value <= d[0]:
        return None
    if value > d[-1]:
        return d[-1]
    k = bisect_left(d, value)  # members < value
    return value - 1 if k % 2 == 1 else d[k - 1]


def iter_values(d: Intervals) -> Iterator[int]:
    """The values of ``d``, increasing, one at a time (a generator: it never lists them)."""
    for k in range(0, len(d), 2):
        yield from range(d[k], d[k + 1] + 1)


def values_of(d: Intervals, limit: int) -> list[int]:
    """The values of ``d``, increasing; `TooManyValues` when it holds more than ``limit``."""
    size = size_of(d)
    if size > limit:
        raise TooManyValues(f"{size:,} values, more than the {limit:,} allowed")
    return list(iter_values(d))


def difference(old: Intervals, new: Intervals) -> tuple[tuple[int, int], ...]:
    """The closed ranges of ``old`` that ``new``, a subset of it, no longer holds.

    >>> difference((0, 99), (10, 19, 50, 59))
    ((0, 9), (20, 49), (60, 99))
    """
    gone: list[tuple[int, int]] = []
    k = 0
    for a in range(0, len(old), 2):
        low, high = old[a], old[a + 1]
        while k < len(new) and new[k + 1] < low:
            k += 2
        start = low
        while k < len(new) and new[k] <= high:
            if new[k] > start:
                gone.append((start, new[k] - 1))
            start = new[k + 1] + 1
            if new[k + 1] > high:
                break
            k += 2
        if start <= high:
            gone.append((start, high))
    return tuple(gone)
