"""`SizeBuckets`: the unassigned variables grouped by domain size, kept in step with the trail.

MRV by a scan reads every variable at every node: on a model of thousands of variables with a
few constraints each, the scan costs far more than forward checking itself. Here each domain
size has a bucket, a bitset of the unassigned variables of that size, so the smallest is the
lowest set bit of the first non-empty bucket; ties go to the variable added first, as with a
scan.

The buckets are not updated by the state as it changes, which would tax every search: they
catch up when asked, from the trail. The trail lists every domain change and assignment since
the level marks; the state also notes the lowest trail length reached by backtracking since
the last catch-up (``low_water``), so the entries undone since then are known too. Only the
variables named by those entries are looked at again.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Any

from ..propagation.state import State

__all__ = ["SizeBuckets", "size_buckets", "worth_buckets"]


class SizeBuckets:
    """Unassigned variables bucketed by domain size, for one search's `State`."""

    __slots__ = ("state", "size", "buckets", "positions", "changed", "base")

    def __init__(self, state: State[Any, Any]) -> None:
        self.state = state
        self._rebuild()

    def _rebuild(self) -> None:
        state = self.state
        dom, assigned = state.dom, state.assigned
        self.size = [0 if assigned[i] else mask.bit_count() for i, mask in enumerate(dom)]
        self.buckets = [0] * (max((m.bit_count() for m in dom), default=0) + 1)
        for i, size in enumerate(self.size):
            if size:
                self.buckets[size] |= 1 << i
        # The trail positions, in order, of the entries that changed a domain or an
        # assignment since the rebuild, and the variable each one changed.
        self.positions: list[int] = []
        self.changed: list[int] = []
        self.base = state.low_water = len(state.trail)

    def sync(self) -> None:
        """Catch up with the changes made and undone since the last call."""
        state = self.state
        trail, dom, assigned = state.trail, state.dom, state.assigned
        # Backtracking only lowers low_water, which the last call left at the trail's length:
        # the entries from low on are new, and those we had seen there were undone.
        low = state.low_water
        if low < self.base:
            self._rebuild()  # undone entries from before the buckets were built
            return
        positions, changed = self.positions, self.changed
        cut = bisect_left(positions, low)
        touched = changed[cut:]
        del positions[cut:], changed[cut:]
        for k in range(low, len(trail)):
            container, i, _ = trail[k]
            if container is dom or container is assigned:
                positions.append(k)
                changed.append(i)
                touched.append(i)
        size, buckets = self.size, self.buckets
        for i in touched:
            new = 0 if assigned[i] else dom[i].bit_count()
            old = size[i]
            if new != old:
                bit = 1 << i
                if old:
                    buckets[old] ^= bit
                if new:
                    buckets[new] |= bit
                size[i] = new
        state.low_water = len(trail)

    def smallest(self) -> int:
        """The index of the first unassigned variable of smallest domain, or -1 if none."""
        self.sync()
        bucket = next(filter(None, self.buckets), 0)
        return (bucket & -bucket).bit_length() - 1


#: Buckets pay from this many variables on (below, reading every domain is as cheap) ...
BUCKETS_FROM = 128
#: ... when a variable shares constraints with at most this share of the others: in a dense
#: model every assignment changes most domains, and the buckets redo the scan's work.
MAX_DENSITY = 1 / 8


def worth_buckets(state: State[Any, Any]) -> bool:
    """True when the model is large and sparse enough for buckets to beat a scan, and its
    domains are all bitsets (a wide domain's size, 10**9, is no index into a list)."""
    n = len(state.dom)
    if n < BUCKETS_FROM or state.has_wide:
        return False
    memberships = sum(len(watching) for watching in state.watchers)
    return memberships <= MAX_DENSITY * n * n


def size_buckets(state: State[Any, Any]) -> SizeBuckets | None:
    """The state's `SizeBuckets`, made on first use; None when a scan is the better choice."""
    shared = state.shared
    if "sizes" not in shared:
        shared["sizes"] = SizeBuckets(state) if worth_buckets(state) else None
    found: SizeBuckets | None = shared["sizes"]
    return found
