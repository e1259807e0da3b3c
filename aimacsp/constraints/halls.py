"""`AllDifferent` on wide domains: bounds consistency by Hall intervals, never a value listed.

A *Hall interval* is a range of ``k`` values that ``k`` variables' domains lie within: those
variables use every value of it, so no other variable may take one. Bounds consistency for
all-different is exactly this: each variable's least value is raised above every Hall interval
it starts in, and its greatest value lowered below every one it ends in (Puget, AAAI 1998).
López-Ortiz, Quimper, Tromp and van Beek ("A fast and simple algorithm for bounds consistency
of the alldifferent constraint", IJCAI 2003) find them all in one sweep after sorting, with
union-find-like pointer jumping over the values already used; `raise_lows` is that sweep,
written here for Python lists, and `hall_bounds` runs it both ways (the greatest values are
the least values of the mirror image, every value negated).

>>> hall_bounds([1, 1, 1, 3], [2, 2, 5, 4])   # [1, 2] is a Hall interval of two variables
([1, 1, 3, 3], [2, 2, 5, 4])
>>> hall_bounds([1, 1, 1], [2, 2, 2]) is None  # three variables, two values
True
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from typing import Any

from ..types import DomainStore
from .base import Propagator
from .spans import whole

__all__ = ["hall_bounds", "raise_lows", "BoundsAllDifferentPropagator"]


def _rightmost(links: list[int], r: int) -> int:
    """Follow ``links`` rightwards from ``r`` to where they stop."""
    while links[r] > r:
        r = links[r]
    return r


def _point(links: list[int], start: int, end: int, to: int) -> None:
    """Make every link on the path from ``start`` up to (not including) ``end`` point at
    ``to`` (path compression)."""
    r = start
    while r != end:
        following = links[r]
        links[r] = to
        r = following


def raise_lows(lows: Sequence[int], highs: Sequence[int]) -> list[int] | None:
    """The least values, each raised past the Hall intervals it starts in, of variables with
    the domains ``[lows[k], highs[k]]``; None when they cannot all differ.

    The values are cut into *buckets* at every least value and every greatest value plus one
    (``edges``; bucket ``r`` holds ``[edges[r - 1], edges[r])``). The variables are taken by
    increasing greatest value, each given the first free value from its least value up
    (greedy matching, as for intervals); ``room[r]`` counts the values of bucket ``r`` still
    free, and ``ahead`` jumps over full buckets. When a variable gets exactly its greatest
    value, the values from the start of the block of full buckets it landed in up to it are
    all used by variables within them: a Hall interval, recorded in ``hall`` (a link from
    each of its buckets towards its end), where a later variable starting inside it looks
    up how far to move.
    """
    n = len(lows)
    points = sorted({*lows, *(h + 1 for h in highs)})
    # sentinels: a bucket below everything, and one above with room for every variable
    edges = [points[0] - 2, *points, points[-1] + n + 2]
    rank = {value: r for r, value in enumerate(edges)}
    size = len(edges)
    ahead = [r - 1 for r in range(size)]  # > r: bucket r is full, look further right
    hall = [r - 1 for r in range(size)]  # > r: bucket r lies in a Hall interval
    room = [0] + [edges[r] - edges[r - 1] for r in range(1, size)]
    raised = list(lows)
    for k in sorted(range(n), key=highs.__getitem__):
        first, end = rank[lows[k]], rank[highs[k] + 1]
        z = _rightmost(ahead, first + 1)  # the first bucket with room, from the least value
        block = ahead[z]  # where the run of full buckets before z starts
        room[z] -= 1
        if room[z] == 0:  # z is full now: the next bucket with room takes its place
            ahead[z] = z + 1
            z = _rightmost(ahead, ahead[z])
            ahead[z] = block
        _point(ahead, first + 1, z, z)
        # the value given is edges[z] - room[z] - 1; it must be at most highs[k]
        if room[z] < edges[z] - edges[end]:
            return None
        if hall[first] > first:  # the least value lies in a Hall interval: past its end
            w = _rightmost(hall, hall[first])
            raised[k] = edges[w]
            _point(hall, first, w, w)
        if room[z] == edges[z] - edges[end]:  # given exactly its greatest value
            _point(hall, hall[end], block - 1, end)
            hall[end] = block - 1
    return raised


def hall_bounds(lows: Sequence[int], highs: Sequence[int]) -> tuple[list[int], list[int]] | None:
    """The bounds consistent least and greatest values of variables with the domains
    ``[lows[k], highs[k]]`` that must all differ; None when they cannot."""
    raised = raise_lows(lows, highs)
    if raised is None:
        return None
    mirrored = raise_lows([-h for h in highs], [-low for low in lows])
    if mirrored is None:
        return None
    return raised, [-h for h in mirrored]


class BoundsAllDifferentPropagator(Propagator):
    """`AllDifferent` for a scope with a wide domain (intervals): the fixed keys leave the
    other domains, then `hall_bounds` moves the bounds, until nothing changes. Bounds
    consistent (on the keys, the values plus their offsets); with ``excepting`` only the first
    step runs (the constraint is decided at the last variable: "forward"). A variable whose
    domain holds more than whole numbers (words) takes part in the first step only."""

    settles_last_variable = True
    idempotent = True

    __slots__ = ("offsets", "excepting", "numeric", "consistency")

    def __init__(self, constraint: Any, state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        self.offsets: tuple[int, ...] = tuple(constraint.offsets or [0] * len(self.vars))
        self.excepting: frozenset[Any] = constraint.excepting
        # the positions whose domains are whole numbers (domains only shrink: they stay so)
        self.numeric = [
            p
            for p, i in enumerate(self.vars)
            if state.wide[i] or all(whole(v) is not None for v in state.values_of(i))
        ]
        exact = not self.excepting and len(self.numeric) == len(self.vars)
        self.consistency = "bounds" if exact else "forward"

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, vars_, offsets = state.dom, self.vars, self.offsets
        low, high = state.low, state.high
        hall = [(vars_[p], offsets[p]) for p in self.numeric] if not self.excepting else []
        while True:
            before = [dom[i] for i in vars_]
            if not self._fixed_keys_out(state):
                return False
            if hall:
                lows = [int(low(i)) + o for i, o in hall]
                highs = [int(high(i)) + o for i, o in hall]
                found = hall_bounds(lows, highs)
                if found is None:
                    return False
                for (i, o), a, b, new_a, new_b in zip(hall, lows, highs, *found):
                    if (new_a != a or new_b != b) and not state.keep_between(
                        i, new_a - o, new_b - o
                    ):
                        return False
            if [dom[i] for i in vars_] == before:
                return True

    def _fixed_keys_out(self, state: DomainStore[Any, Any]) -> bool:
        """Remove each fixed variable's key from the other variables' domains (the keys
        excepted stay); False when two fixed variables share a key or a domain empties."""
        low, high, is_fixed, excepting = state.low, state.high, state.is_fixed, self.excepting
        numeric = set(self.numeric)
        keys: list[Any] = []
        free: list[tuple[int, int, bool]] = []
        for p, (i, o) in enumerate(zip(self.vars, self.offsets)):
            if is_fixed(i):
                value = low(i)
                key = int(value) + o if p in numeric else value  # (offsets: numbers only)
                if key not in excepting:
                    keys.append(key)
            else:
                free.append((i, o, p in numeric))
        if len(set(keys)) < len(keys):
            return False
        if not keys or not free:
            return True
        numbers = sorted(k for k in keys if type(k) is int)
        for i, o, whole_numbers in free:
            if whole_numbers:  # only the keys within the domain's bounds can be in it
                a, b = int(low(i)) + o, int(high(i)) + o
                within = numbers[bisect_left(numbers, a) : bisect_right(numbers, b)]
            else:
                within = keys  # a few words and numbers, in a bitset (offsets are 0 here)
            for key in within:
                if not state.discard_value(i, key - o if o else key):
                    return False
        return True
