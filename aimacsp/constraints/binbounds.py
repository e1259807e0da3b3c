"""What `BinPacking`'s propagator computes on numbers alone: lower bounds on the number of
bins a packing needs (Martello and Toth 1990), and the loads a bin's candidates can make.

Items of whole sizes go in bins of capacity ``capacity``. ``L1`` is the total size over the
capacity, rounded up. ``L2`` also sees that two items of more than half the capacity never
share a bin: for a threshold ``K`` (0 or an item's size, at most half the capacity), the
items of more than ``capacity - K`` each take a bin no other item of size ``K`` or more can
enter, those of more than half the capacity each take a bin of their own, and the items
between ``K`` and half the capacity fill the room those bins leave before opening new ones.
``L2 >= L1``, and neither is ever more than the least number of bins (both are proven lower
bounds: S. Martello and P. Toth, *Lower bounds and reduction procedures for the bin packing
problem*, Discrete Applied Mathematics 28, 1990).

>>> l1([6, 6, 6], 10), l2([6, 6, 6], 10)
(2, 3)
>>> l2([5, 5, 4, 3, 3], 10)
2
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from itertools import accumulate

__all__ = ["l1", "l2", "enough_bins", "reachable", "SUMS_UP_TO"]


def l1(sizes: Sequence[int], capacity: int) -> int:
    """The total size over ``capacity``, rounded up (0 for a capacity of 0 or less).

    O(n)."""
    if capacity <= 0:
        return 0
    return -(-sum(sizes) // capacity)


def l2(sizes: Sequence[int], capacity: int) -> int:
    """Martello and Toth's ``L2`` for items of ``sizes``, each at most ``capacity``: the
    greatest bound over the thresholds ``K`` (see the module's docstring).

    O(n log n): the sizes sorted once, each threshold read by bisection on their running sums.
    """
    if capacity <= 0:
        return 0
    ordered = sorted(sizes)
    totals = [0, *accumulate(ordered)]
    n = len(ordered)
    half = capacity // 2  # s > capacity / 2 exactly when s > capacity // 2, for whole s
    above_half = bisect_right(ordered, half)
    best = l1(ordered, capacity)
    for k in {0, *ordered[:above_half]}:
        big = bisect_right(ordered, capacity - k)  # from here on: more than capacity - k
        alone = n - big
        large = big - above_half  # more than half, at most capacity - k
        room = large * capacity - (totals[big] - totals[above_half])
        small = totals[above_half] - totals[bisect_left(ordered, k)]  # from k to half
        extra = max(0, -(-(small - room) // capacity))
        best = max(best, alone + large + extra)
    return best


#: The greatest room in a bin whose reachable loads are computed (one bit per load).
SUMS_UP_TO = 1 << 14


def reachable(sizes: list[int], most: int) -> int:
    """The sums of the subsets of ``sizes`` up to ``most``, as the bits of an integer (bit
    ``t`` set when some subset sums to ``t``).

    >>> bin(reachable([2, 3], 10))
    '0b101101'
    """
    sums, keep = 1, (1 << (most + 1)) - 1
    for size in sizes:
        sums = (sums | sums << size) & keep
    return sums


def enough_bins(
    unplaced: list[int], required: list[int], high: list[int], candidates: list[list[int]]
) -> bool:
    """False when the ``unplaced`` items cannot fit in the bins still open (those with
    ``candidates``): each open bin becomes a bin of the greatest room, holding an item that
    fills what its own room (``high - required``) lacks, as in Shaw's reduction, and ``L2``
    of the whole must not exceed their number."""
    open_bins = [b for b, found in enumerate(candidates) if found]
    if not open_bins:
        return True
    room = max(high[b] for b in open_bins)
    parts = [room - high[b] + required[b] for b in open_bins]
    return l2(parts + unplaced, room) <= len(open_bins)
