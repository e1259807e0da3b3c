"""`TrailedDomains`: the current domains of one search as bitsets, with an undo trail.

When a search starts, variables are numbered ``0..n-1`` in the order they were added, and every
value of every domain gets a bit; a domain is then a Python ``int`` whose set bits are its
values (``mask.bit_count()`` is its size). Numbers get their bits in increasing order, so the
smallest value of a numeric domain is its lowest set bit. Every change to a domain is written on
the trail first, and `pop_level` undoes the changes made since the matching `push_level`: the
domains are never copied (MiniCP's trail, in Python ints).

>>> from aimacsp.problems import australia
>>> domains = TrailedDomains(australia())
>>> domains.domain("WA"), domains.size("WA")
(['red', 'green', 'blue'], 3)
>>> domains.push_level()
>>> domains.remove("WA", "red")
True
>>> domains.domain("WA")
['green', 'blue']
>>> domains.pop_level()  # the trail undoes the change: nothing was copied
>>> domains.domain("WA")
['red', 'green', 'blue']
"""

from __future__ import annotations

from collections.abc import Iterable
from numbers import Real
from typing import Any, Generic

from ..bitsets import iter_bits
from ..model import CSP
from ..types import D, V
from .events import Prune, Trace

__all__ = ["TrailedDomains", "intern_values"]


def intern_values(domains: Iterable[Iterable[Any]]) -> list[Any]:
    """All distinct values, real numbers first in increasing order, then others as first seen."""
    seen: dict[Any, None] = {}
    for domain in domains:
        for value in domain:
            seen.setdefault(value, None)
    numbers = sorted(v for v in seen if isinstance(v, Real))
    return numbers + [v for v in seen if not isinstance(v, Real)]


class TrailedDomains(Generic[V, D]):
    """The domains and assignment of one search over a `CSP`, undone by a trail."""

    def __init__(self, csp: CSP[V, D], trace: Trace | None = None) -> None:
        self.csp = csp
        self.trace = trace
        self.variables: list[V] = list(csp.variables)
        self.index: dict[V, int] = {var: i for i, var in enumerate(self.variables)}
        domains = csp.domains
        self.values: list[D] = intern_values(domains.values())
        self.value_index: dict[D, int] = {value: k for k, value in enumerate(self.values)}
        self.dom: list[int] = []
        # Bits in the order the user listed the values, or None when that is increasing order.
        self.order: list[list[int] | None] = []
        masks: dict[tuple[D, ...], tuple[int, list[int] | None]] = {}
        for var in self.variables:
            values = domains[var]
            known = masks.get(values)
            if known is None:
                bits = list(map(self.value_index.__getitem__, values))
                known = masks[values] = (
                    sum(1 << b for b in bits),
                    None if bits == sorted(bits) else bits,
                )
            self.dom.append(known[0])
            self.order.append(known[1])
        #: The domains as the model gives them, before any search or propagation.
        self.initial_dom: list[int] = list(self.dom)
        self.assigned: list[bool] = [False] * len(self.variables)
        self.trail: list[tuple[list[Any], int, Any]] = []
        self.marks: list[int] = []
        #: The lowest length backtracking cut the trail to since a reader last reset it to
        #: the trail's length: the trail entries from there on are new to that reader.
        self.low_water = 0
        # Variables changed since the propagation queue was last refilled, and a flag per
        # variable (kept here because every narrowing notes its variable).
        self.changed: list[int] = []
        self.is_changed: list[bool] = [False] * len(self.variables)

    # -- the public view, in the model's terms -------------------------------------------

    def domain(self, var: V) -> list[D]:
        """The values still possible for ``var``, in the order its domain was given."""
        return self.values_of(self.index[var])

    def size(self, var: V) -> int:
        """How many values ``var`` still has."""
        return self.dom[self.index[var]].bit_count()

    def is_assigned(self, var: V) -> bool:
        """True when the search has assigned ``var``."""
        return self.assigned[self.index[var]]

    def value(self, var: V) -> D:
        """The value of a variable whose domain is down to one value."""
        mask = self.dom[self.index[var]]
        if mask & (mask - 1):
            raise ValueError(f"variable {var!r} still has {mask.bit_count()} values")
        return self.values[mask.bit_length() - 1]

    def assignment(self) -> dict[V, D]:
        """The current partial assignment, as a new dict."""
        values, dom = self.values, self.dom
        return {
            var: values[dom[i].bit_length() - 1]
            for i, var in enumerate(self.variables)
            if self.assigned[i]
        }

    def unassigned(self) -> list[V]:
        """The variables not yet assigned, in the order they were added."""
        return [var for i, var in enumerate(self.variables) if not self.assigned[i]]

    def remove(self, var: V, value: D) -> bool:
        """Remove ``value`` from the domain of ``var``; False when the domain becomes empty."""
        bit = self.value_index.get(value)
        if bit is None:
            return True
        return self.discard(self.index[var], 1 << bit)

    # -- the fast view, in indices and bitsets --------------------------------------------

    def values_of(self, i: int) -> list[D]:
        """The values of the variable with index ``i``, in its declared order."""
        mask, values = self.dom[i], self.values
        order = self.order[i]
        if order is not None:
            return [values[b] for b in order if mask >> b & 1]
        found = []
        while mask:  # bitsets.iter_bits, inlined: the heuristics call this at every node
            low = mask & -mask
            found.append(values[low.bit_length() - 1])
            mask ^= low
        return found

    def keep(self, i: int, mask: int) -> bool:
        """Narrow variable ``i`` to the values of ``mask``; False (and no change) on a wipe-out."""
        old = self.dom[i]
        new = old & mask
        if new == old:
            return True
        if not new:
            return False
        self.trail.append((self.dom, i, old))
        self.dom[i] = new
        if self.trace is not None:
            self._report_prune(i, old & ~new)
        # The propagators to wake are found later, by `State.propagate`: forward checking
        # never wakes them, so it pays nothing for them.
        if not self.is_changed[i]:
            self.is_changed[i] = True
            self.changed.append(i)
        return True

    def discard(self, i: int, mask: int) -> bool:
        """Remove the values of ``mask`` from variable ``i``; False on a wipe-out."""
        return self.keep(i, ~mask)

    def save(self, container: list[Any], i: int) -> None:
        """Record ``container[i]`` on the trail, so that backtracking restores it."""
        self.trail.append((container, i, container[i]))

    def push_level(self) -> None:
        """Open a new level: the changes made from now on can be undone together."""
        self.marks.append(len(self.trail))

    def pop_level(self) -> None:
        """Undo every change made since the matching `push_level`."""
        mark = self.marks.pop()
        if mark < self.low_water:
            self.low_water = mark
        trail = self.trail
        while len(trail) > mark:
            container, i, old = trail.pop()
            container[i] = old

    def assign(self, i: int, bit: int) -> None:
        """Assign the value with bit index ``bit`` to variable ``i`` (on the trail)."""
        self.trail.append((self.assigned, i, False))
        self.assigned[i] = True
        dom = self.dom
        old, new = dom[i], 1 << bit
        if old != new:  # not reported as a prune: the search's own choice
            self.trail.append((dom, i, old))
            dom[i] = new
            if not self.is_changed[i]:
                self.is_changed[i] = True
                self.changed.append(i)

    def _report_prune(self, i: int, removed: int) -> None:
        assert self.trace is not None
        values = self.values
        gone = tuple(values[b] for b in iter_bits(removed))
        self.trace(Prune(self.variables[i], gone), self)
