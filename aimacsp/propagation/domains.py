"""`TrailedDomains`: the current domains of one search, with an undo trail.

When a search starts, variables are numbered ``0..n-1`` in the order they were added, and each
domain takes the representation that suits it (see `representation`):

- a *bitset*: every value of every bitset domain gets a bit, and a domain is a Python ``int``
  whose set bits are its values (``mask.bit_count()`` is its size). Numbers get their bits in
  increasing order, so the least value of a numeric domain is its lowest set bit;
- *intervals* (`aimacsp.intervals`): a wide integer range, as the flat tuple of the intervals
  it holds, never one bit per value.

``dom[i]`` holds either. The methods below (`low`, `high`, `size_of`, `is_fixed`, `contains`,
`keep_between`, `discard_between`, `discard_value`, `fix`, `keep_values`, `values_of`) read and
narrow both; `keep` and `discard` narrow a bitset by a mask, for the propagators that work on
bits. Every change to a domain is written on the trail first, and `pop_level` undoes the
changes made since the matching `push_level`: the domains are never copied (MiniCP's trail).

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

from collections.abc import Callable, Hashable, Iterable
from numbers import Real
from typing import Any, Generic

from ..bitsets import iter_bits
from ..constraints.intervals import NumberLine, number_line
from ..errors import ModelError, brief
from ..intervals import TooManyValues, between, difference, next_value, previous_value
from ..intervals import contains as span_contains
from ..intervals import discard_between as span_discard
from ..intervals import keep_values as span_keep
from ..intervals import size_of as span_size
from ..intervals import values_of as span_values
from ..model import CSP
from ..types import D, V
from .events import Prune, Trace
from .representation import wide_variables

__all__ = ["TrailedDomains", "intern_values", "any_size", "MAX_LISTED"]

#: The most values `values_of` lists for a wide domain before it refuses.
MAX_LISTED = 100_000


def any_size(d: Any) -> int:
    """The size of a domain held either way (a bitset, or intervals)."""
    return d.bit_count() if type(d) is int else span_size(d)


def intern_values(domains: Iterable[Iterable[Any]]) -> list[Any]:
    """All distinct values, real numbers first in increasing order, then others as first seen."""
    seen: dict[Any, None] = {}
    for domain in domains:
        for value in domain:
            seen.setdefault(value, None)
    numbers = sorted(v for v in seen if isinstance(v, Real))
    return numbers + [v for v in seen if not isinstance(v, Real)]


class TrailedDomains(Generic[V, D]):
    """The domains and assignment of one search over a `CSP`, undone by a trail.

    ``intervals`` lets wide integer ranges be held as intervals (a `Solver` search); without
    it every domain is a bitset, as counting and the step-by-step algorithms need.
    """

    def __init__(self, csp: CSP[V, D], trace: Trace | None = None, intervals: bool = False) -> None:
        self.csp = csp
        self.trace = trace
        self.variables: list[V] = list(csp.variables)
        self.index: dict[V, int] = {var: i for i, var in enumerate(self.variables)}
        domains = csp.domains
        wide = wide_variables(csp, intervals)
        #: Per variable, True when its domain is held as intervals.
        self.wide: list[bool] = [var in wide for var in self.variables]
        #: True when some variable is held as intervals (the bitset-only paths check this).
        self.has_wide = bool(wide)
        #: The size of a domain ``dom[i]``, as fast as its representations allow.
        self.domain_size: Callable[[Any], int] = any_size if wide else int.bit_count
        self.values: list[D] = intern_values(
            domains[var] for var in self.variables if var not in wide
        )
        self.value_index: dict[D, int] = {value: k for k, value in enumerate(self.values)}
        self.dom: list[Any] = []
        # Bits in the order the user listed the values, or None when that is increasing order.
        self.order: list[list[int] | None] = []
        masks: dict[Any, tuple[int, list[int] | None]] = {}
        for var in self.variables:
            if var in wide:
                self.dom.append(wide[var])
                self.order.append(None)
                continue
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
        self.initial_dom: list[Any] = list(self.dom)
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
        #: Solve-time data that propagators share, by key (e.g. the tables of one relation).
        self.shared: dict[Hashable, Any] = {}

    @property
    def line(self) -> NumberLine:
        """The numbers among the bitset values, to turn an interval into bits."""
        return number_line(self)

    # -- the public view, in the model's terms -------------------------------------------

    def domain(self, var: V) -> list[D]:
        """The values still possible for ``var``, in the order its domain was given."""
        return self.values_of(self.index[var])

    def size(self, var: V) -> int:
        """How many values ``var`` still has."""
        return self.size_of(self.index[var])

    def is_assigned(self, var: V) -> bool:
        """True when the search has assigned ``var``."""
        return self.assigned[self.index[var]]

    def value(self, var: V) -> D:
        """The value of a variable whose domain is down to one value."""
        i = self.index[var]
        if not self.is_fixed(i):
            raise ValueError(f"variable {var!r} still has {self.size_of(i)} values")
        found: D = self.value_of(i)
        return found

    def assignment(self) -> dict[V, D]:
        """The current partial assignment, as a new dict."""
        value_of = self.value_of
        return {var: value_of(i) for i, var in enumerate(self.variables) if self.assigned[i]}

    def unassigned(self) -> list[V]:
        """The variables not yet assigned, in the order they were added."""
        return [var for i, var in enumerate(self.variables) if not self.assigned[i]]

    def remove(self, var: V, value: D) -> bool:
        """Remove ``value`` from the domain of ``var``; False when the domain becomes empty."""
        return self.discard_value(self.index[var], value)

    # -- reading a domain, whatever its representation -----------------------------------

    def values_of(self, i: int, limit: int = MAX_LISTED) -> list[D]:
        """The values of the variable with index ``i``, in its declared order; a wide domain
        of more than ``limit`` values is refused (`ModelError`) rather than listed."""
        mask = self.dom[i]
        if type(mask) is not int:
            try:
                return span_values(mask, limit)  # type: ignore[return-value]
            except TooManyValues as error:
                raise ModelError(
                    f"variable {brief(self.variables[i])}: listing its values: {error}; reason"
                    " on its bounds instead (low, high, keep_between)"
                ) from None
        values = self.values
        order = self.order[i]
        if order is not None:
            return [values[b] for b in order if mask >> b & 1]
        found = []
        while mask:  # bitsets.iter_bits, inlined: the heuristics call this at every node
            low = mask & -mask
            found.append(values[low.bit_length() - 1])
            mask ^= low
        return found

    def low(self, i: int) -> Any:
        """The least value of variable ``i`` (a numeric domain)."""
        d = self.dom[i]
        if type(d) is int:
            return self.values[(d & -d).bit_length() - 1]
        return d[0]

    def high(self, i: int) -> Any:
        """The greatest value of variable ``i`` (a numeric domain)."""
        d = self.dom[i]
        if type(d) is int:
            return self.values[d.bit_length() - 1]
        return d[-1]

    def size_of(self, i: int) -> int:
        """How many values variable ``i`` has."""
        d = self.dom[i]
        if type(d) is int:
            return d.bit_count()
        return span_size(d)

    def is_fixed(self, i: int) -> bool:
        """True when variable ``i`` has one value left."""
        d = self.dom[i]
        if type(d) is int:
            return not d & (d - 1)
        return len(d) == 2 and d[0] == d[1]

    def value_of(self, i: int) -> Any:
        """The value of variable ``i``, fixed (else its least value)."""
        d = self.dom[i]
        if type(d) is int:
            return self.values[d.bit_length() - 1]
        return d[0]

    def value_at_least(self, i: int, value: Any) -> Any:
        """The least value of variable ``i`` that is ``value`` or more (None: none)."""
        d = self.dom[i]
        if type(d) is int:
            mask = d & self.line.at_least(value)
            return self.values[(mask & -mask).bit_length() - 1] if mask else None
        if not d or value > d[-1]:
            return None
        return value if span_contains(d, value) else next_value(d, value)

    def value_at_most(self, i: int, value: Any) -> Any:
        """The greatest value of variable ``i`` that is ``value`` or less (None: none)."""
        d = self.dom[i]
        if type(d) is int:
            mask = d & self.line.at_most(value)
            return self.values[mask.bit_length() - 1] if mask else None
        if not d or value < d[0]:
            return None
        return value if span_contains(d, value) else previous_value(d, value)

    def contains(self, i: int, value: Any) -> bool:
        """True when ``value`` is still in the domain of variable ``i``."""
        d = self.dom[i]
        if type(d) is int:
            bit = self.value_index.get(value)
            return bit is not None and bool(d >> bit & 1)
        return isinstance(value, int) and span_contains(d, value)  # True is 1, as in a bitset

    # -- narrowing a domain, whatever its representation ---------------------------------

    def keep_between(self, i: int, low: Any, high: Any) -> bool:
        """Keep the values of variable ``i`` in ``[low, high]`` (None: open on that side);
        False (and no change) on a wipe-out."""
        d = self.dom[i]
        if type(d) is not int:
            return self.narrow(i, between(d, low, high))
        line = self.line
        if low is None:
            mask = line.everything if high is None else line.at_most(high)
        else:
            mask = line.at_least(low) if high is None else line.between(low, high)
        return self.keep(i, mask)

    def discard_between(self, i: int, low: Any, high: Any) -> bool:
        """Remove the values of variable ``i`` in ``[low, high]``; False on a wipe-out."""
        d = self.dom[i]
        if type(d) is not int:
            return self.narrow(i, span_discard(d, low, high))
        return self.keep(i, ~self.line.between(low, high))

    def discard_value(self, i: int, value: Any) -> bool:
        """Remove ``value`` from variable ``i`` (no change if absent); False on a wipe-out."""
        d = self.dom[i]
        if type(d) is not int:
            if not isinstance(value, int):
                return True
            return self.narrow(i, span_discard(d, value, value))
        try:
            bit = self.value_index.get(value)
        except TypeError:
            return True
        return True if bit is None else self.keep(i, ~(1 << bit))

    def fix(self, i: int, value: Any) -> bool:
        """Narrow variable ``i`` to ``value``; False when it is not in the domain."""
        d = self.dom[i]
        if type(d) is not int:
            if not self.contains(i, value):
                return False
            return self.narrow(i, (value, value))
        bit = self.value_index.get(value)
        return bit is not None and self.keep(i, 1 << bit)

    def keep_values(self, i: int, values: Iterable[Any]) -> bool:
        """Keep only the values of variable ``i`` among ``values`` (a short collection)."""
        d = self.dom[i]
        if type(d) is not int:
            return self.narrow(i, span_keep(d, values))
        index = self.value_index
        mask = 0
        for value in values:
            bit = index.get(value)
            if bit is not None:
                mask |= 1 << bit
        return self.keep(i, mask)

    def narrow(self, i: int, new: Any) -> bool:
        """Replace the intervals of variable ``i`` by ``new``, a subset (the one place a wide
        domain changes); False (and no change) when ``new`` is empty."""
        old = self.dom[i]
        if new == old:
            return True
        if not new:
            return False
        self.trail.append((self.dom, i, old))
        self.dom[i] = new
        if self.trace is not None:
            self._report_prune(i, old, new)
        if not self.is_changed[i]:
            self.is_changed[i] = True
            self.changed.append(i)
        return True

    # -- the fast view of bitset domains --------------------------------------------------

    def keep(self, i: int, mask: int) -> bool:
        """Narrow the bitset of variable ``i`` to the values of ``mask``; False (and no
        change) on a wipe-out."""
        old = self.dom[i]
        new = old & mask
        if new == old:
            return True
        if not new:
            return False
        self.trail.append((self.dom, i, old))
        self.dom[i] = new
        if self.trace is not None:
            self._report_prune(i, old, new)
        # The propagators to wake are found later, by `State.propagate`: forward checking
        # never wakes them, so it pays nothing for them.
        if not self.is_changed[i]:
            self.is_changed[i] = True
            self.changed.append(i)
        return True

    def discard(self, i: int, mask: int) -> bool:
        """Remove the values of ``mask`` from the bitset of variable ``i``; False on a
        wipe-out."""
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
        """Assign the value with bit index ``bit`` to the bitset variable ``i`` (on the trail)."""
        self._assign(i, 1 << bit)

    def assign_value(self, i: int, value: Any) -> None:
        """Assign ``value``, which is in its domain, to variable ``i`` (on the trail)."""
        self._assign(i, (value, value) if self.wide[i] else 1 << self.value_index[value])

    def _assign(self, i: int, new: Any) -> None:
        self.trail.append((self.assigned, i, False))
        self.assigned[i] = True
        dom = self.dom
        old = dom[i]
        if old != new:  # not reported as a prune: the search's own choice
            self.trail.append((dom, i, old))
            dom[i] = new
            if not self.is_changed[i]:
                self.is_changed[i] = True
                self.changed.append(i)

    def _report_prune(self, i: int, old: Any, new: Any) -> None:
        assert self.trace is not None
        if type(old) is int:
            values = self.values
            gone = tuple(values[b] for b in iter_bits(old & ~new))
            self.trace(Prune(self.variables[i], gone), self)
        else:
            self.trace(Prune(self.variables[i], (), difference(old, new)), self)
