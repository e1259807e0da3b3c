"""`BinPacking`: items of constant sizes go in bins, and each bin's load (the sizes of the
items in it) is a variable, at most a capacity, or both."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from numbers import Integral
from typing import Any

from ..errors import ModelError, brief
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .binbounds import SUMS_UP_TO, enough_bins, reachable
from .intervals import check_integers
from .lists import constants, number_list, variable_list

__all__ = ["BinPacking"]


class BinPacking(Constraint[V, D]):
    """Item ``k``, of size ``sizes[k]``, goes in bin ``bins[k]``; the load of a bin, the sum
    of the sizes of its items, equals its entry of ``loads`` and is at most its ``capacity``.

    ``sizes`` are whole numbers >= 0. ``loads`` holds one variable (or number) per bin, and
    ``capacity`` one number for every bin or a list of one per bin; give either or both. With
    a list, the bins are numbered from ``base``, and an item's variable takes a bin's number;
    with one ``capacity`` and no ``loads``, the bins are the values the items' variables can
    take, whatever they are. XCSP3 ``binPacking`` (``<loads>``, ``<limits>``, a condition
    ``(le, k)``); MiniZinc ``bin_packing_load``, ``bin_packing_capa``, ``bin_packing``.

    >>> packing = BinPacking(["a", "b", "c"], [4, 3, 2], ["load0", "load1"])
    >>> packing.is_satisfied((0, 1, 0, 6, 3)), packing.is_satisfied((0, 1, 1, 6, 3))
    (True, False)
    >>> BinPacking(["a", "b", "c"], [4, 3, 2], capacity=5)
    BinPacking(a of 4, b of 3, c of 2 in bins <= 5)

    The propagator (after P. Shaw, *A constraint for bin packing*, CP 2004), to a fixpoint:
    each load lies between the sizes of the items surely in its bin and those of the items
    that may go there, and is one of the sums those items can make (subset sums, for a room
    of up to 2^14); the loads add up to the total size, which bounds each by the others; an
    item leaves a bin its size would overfill, and goes in a bin that cannot reach
    its least load without it; and the items not yet placed, with the room each bin has left,
    must fit in the bins still open by Martello and Toth's lower bound ``L2``
    (`aimacsp.constraints.binbounds`), which proves "k bins are too few" at once. Sound, and
    decides the constraint once one variable is left; not bounds consistent (deciding
    whether items fit in bins is NP-hard). The loads may be wide domains (intervals: grams,
    cents): they are read and narrowed by their bounds.
    """

    def __init__(
        self,
        bins: Sequence[V],
        sizes: Sequence[int],
        loads: Sequence[V | int] | None = None,
        capacity: int | Sequence[int] | None = None,
        base: int = 0,
        name: str | None = None,
    ) -> None:
        bins = variable_list("BinPacking", "bins", bins)
        where = f"BinPacking over {list(bins)!r}"
        self.sizes: tuple[int, ...] = _whole(where, "sizes", constants(where, "sizes", sizes))
        if len(self.sizes) != len(bins):
            raise ModelError(f"{where}: {len(self.sizes)} sizes for {len(bins)} items")
        found = () if loads is None else number_list(where, "loads", loads)
        caps = _capacities(where, capacity)
        if loads is None and capacity is None:
            raise ModelError(f"{where}: give the bins' loads, a capacity, or both")
        every = isinstance(capacity, Integral)  # one capacity for every bin
        if caps is not None and not every and loads is not None and len(caps) != len(found):
            raise ModelError(f"{where}: {len(caps)} capacities for {len(found)} loads")
        if isinstance(base, bool) or not isinstance(base, Integral):
            raise ModelError(f"{where}: base must be a whole number, got {brief(base)}")
        super().__init__([*bins, *found], name)
        self.items: tuple[V, ...] = bins
        self.loads: tuple[V, ...] = found
        self.base: int = int(base)
        #: The number of bins (None: the values the items' variables can take).
        self.count: int | None = len(found) if found else None if every else len(caps or ())
        #: One capacity for every bin, one per bin, or None (only the loads bound them).
        self.capacity: int | tuple[int, ...] | None = caps[0] if every and caps else caps

    def describe(self) -> str:
        items = scope_text([f"{var} of {size}" for var, size in zip(self.items, self.sizes)])
        parts = [f"loads {scope_text(self.loads)}"] if self.loads else []
        if self.capacity is not None:
            caps = self.capacity
            parts.append(f"<= {caps if isinstance(caps, int) else list(caps)}")
        start = f" from {self.base}" if self.base and self.count is not None else ""
        return f"BinPacking({items} in bins{start} {', '.join(parts)})"

    def accepts_intervals(self, var: V) -> bool:
        """The loads are read and narrowed by their bounds; an item's bins are listed."""
        return var in self.loads

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, self.items, domains, "the bin ")
        check_integers(self, self.loads, domains, "the load ")

    def bin_values(self, values: Sequence[Any]) -> list[Any]:
        """The bins, in order: ``base, base + 1, ...``, or the sorted distinct ``values``."""
        if self.count is None:
            return sorted(set(values))
        return list(range(self.base, self.base + self.count))

    def capacity_of(self, b: int) -> int | None:
        """The capacity of bin ``b`` (its position among the bins; None: none)."""
        caps = self.capacity
        return caps if caps is None or isinstance(caps, int) else caps[b]

    def is_satisfied(self, values: Sequence[D]) -> bool:
        n = len(self.items)
        placed: Sequence[Any] = values[:n]
        bins = self.bin_values(placed)
        where = {value: b for b, value in enumerate(bins)}
        totals = [0] * len(bins)
        for value, size in zip(placed, self.sizes):
            b = where.get(value)
            if b is None:
                return False
            totals[b] += size
        if self.loads and list(values[n:]) != totals:
            return False
        caps = [self.capacity_of(b) for b in range(len(bins))]
        return all(cap is None or t <= cap for cap, t in zip(caps, totals))

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        return BinPackingPropagator(self, state)


def _whole(where: str, what: str, given: Sequence[Any]) -> tuple[int, ...]:
    """``given`` as whole numbers >= 0; else a `ModelError` naming the first culprit."""
    for k, number in enumerate(given):
        if isinstance(number, bool) or not isinstance(number, Integral):
            raise ModelError(f"{where}: {what} #{k} {brief(number)} is not a whole number")
        if number < 0:
            raise ModelError(f"{where}: {what} #{k} is {number}, which is negative")
    return tuple(int(number) for number in given)


def _capacities(where: str, capacity: object) -> tuple[int, ...] | None:
    """``capacity`` as a tuple of whole numbers >= 0 (one for every bin: a tuple of one)."""
    if capacity is None:
        return None
    if isinstance(capacity, Integral) and not isinstance(capacity, bool):
        return _whole(where, "capacity", [capacity])
    return _whole(where, "capacity", constants(where, "capacity", capacity))


class BinPackingPropagator(Propagator):
    """The rules of `BinPacking`, to a fixpoint. The items' variables are bitsets (their
    values are bins); the loads are read and narrowed through the state's bounds methods."""

    settles_last_variable = True
    consistency = "forward"
    idempotent = True

    __slots__ = ("items", "sizes", "total", "bit_bin", "bin_bit", "mask", "loads", "caps")

    def __init__(self, constraint: BinPacking[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        n = len(constraint.items)
        self.items = self.vars[:n]
        self.sizes = constraint.sizes
        self.total = sum(self.sizes)
        found = [value for i in self.items for value in state.values_of(i)]
        bins = constraint.bin_values(found)
        index = state.value_index
        #: The bin of each value's bit, and each bin's bit (0: no item can take it).
        self.bin_bit = [1 << index[v] if v in index else 0 for v in bins]
        self.bit_bin = {bit: b for b, bit in enumerate(self.bin_bit) if bit}
        self.mask = sum(self.bit_bin)
        self.loads: list[int] | None = list(self.vars[n:]) or None
        self.caps = [constraint.capacity_of(b) for b in range(len(bins))]

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, vars_ = state.dom, self.vars
        while True:
            before = [dom[i] for i in vars_]
            if not self._pass(state):
                return False
            if [dom[i] for i in vars_] == before:
                return True

    def _pass(self, state: DomainStore[Any, Any]) -> bool:
        """One round of the rules; False on a wipe-out."""
        dom, sizes, bit_bin, mask = state.dom, self.sizes, self.bit_bin, self.mask
        m = len(self.caps)
        required = [0] * m
        free = [0] * m  # the sizes of the unplaced items that may go in the bin
        candidates: list[list[int]] = [[] for _ in range(m)]
        unplaced = []
        for k, i in enumerate(self.items):
            d = dom[i]
            if d & ~mask:
                if not state.keep(i, mask):
                    return False
                d = dom[i]
            if not d & (d - 1):
                required[bit_bin[d]] += sizes[k]
                continue
            unplaced.append(sizes[k])
            while d:
                bit = d & -d
                b = bit_bin[bit]
                candidates[b].append(k)
                free[b] += sizes[k]
                d ^= bit
        low = required
        high = [r + f for r, f in zip(required, free)]
        loads, caps = self.loads, self.caps
        for b in range(m):
            cap = caps[b]
            if cap is not None and cap < high[b]:
                high[b] = cap
        if loads is not None:
            low = [max(r, state.low(i)) for r, i in zip(required, loads)]
            high = [min(h, state.high(i)) for h, i in zip(high, loads)]
        bounds = self._loads(low, high, required, candidates)
        if bounds is None:
            return False
        low, high = bounds
        if loads is not None:
            for b, i in enumerate(loads):
                if not state.keep_between(i, low[b], high[b]):
                    return False
        items, bin_bit = self.items, self.bin_bit
        for b in range(m):
            lo, hi, sure = low[b], high[b], required[b]
            if lo > hi:
                return False
            reach = sure + free[b]
            for k in candidates[b]:
                size = sizes[k]
                if sure + size > hi:  # it would overfill the bin
                    if not state.keep(items[k], ~bin_bit[b]):
                        return False
                elif reach - size < lo and not state.keep(items[k], bin_bit[b]):
                    return False  # the bin needs it, and it cannot go there
        return enough_bins(unplaced, required, high, candidates)

    def _loads(
        self, low: list[int], high: list[int], required: list[int], candidates: list[list[int]]
    ) -> tuple[list[int], list[int]] | None:
        """The bounds of the loads, to a fixpoint of two rules: the loads add up to the total,
        so each is bounded by the others; and a load is the sizes of the items sure to be in
        its bin plus those of some of its candidates (the sums they can make). None when the
        bounds cross."""
        total, sizes = self.total, self.sizes
        while True:
            least, most = sum(low), sum(high)
            if least > total or most < total:
                return None
            new_low = [max(lo, total - most + hi) for lo, hi in zip(low, high)]
            new_high = [min(hi, total - least + lo) for lo, hi in zip(low, high)]
            for b, found in enumerate(candidates):
                sure, floor, room = required[b], new_low[b] - required[b], new_high[b] - required[b]
                if floor > room:
                    return None
                if not found or room > SUMS_UP_TO:
                    continue
                sums = reachable([sizes[k] for k in found], room)
                above = sums >> floor << floor
                if not above:
                    return None  # no subset of the candidates fills the bin enough
                new_low[b] = sure + (above & -above).bit_length() - 1
                new_high[b] = sure + sums.bit_length() - 1
            if new_low == low and new_high == high:
                return low, high
            low, high = new_low, new_high
