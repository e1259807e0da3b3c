"""The search state: current domains as bitsets, an undo trail, the assignment and counters.

When a search starts, variables are numbered ``0..n-1`` in the order they were added, and every
value of every domain gets a bit; a domain is then a Python ``int`` whose set bits are its
values (``mask.bit_count()`` is its size). Numbers get their bits in increasing order, so the
smallest value of a numeric domain is its lowest set bit. Every change to a domain is written on
the trail first, and `pop_level` undoes the changes made since the matching `push_level`: the
state is never copied.

Heuristics and propagators read this one object. Its public methods speak the model's
variables and values (`domain`, `size`, `is_assigned`, `remove`, ...); the attributes ``dom``,
``values`` and the methods `keep` and `discard` work on indices and bitsets for speed.

>>> from aimacsp.problems import australia
>>> state = State(australia())
>>> state.domain("WA"), state.size("WA")
(['red', 'green', 'blue'], 3)
>>> state.push_level()
>>> state.remove("WA", "red")
True
>>> state.domain("WA")
['green', 'blue']
>>> state.pop_level()  # the trail undoes the change: nothing was copied
>>> state.domain("WA")
['red', 'green', 'blue']
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterable
from numbers import Real
from typing import Any, Generic

from ..constraints.base import Constraint, Propagator
from ..model import CSP
from ..types import D, V
from .trace import Prune, Trace

__all__ = ["State", "intern_values"]


def intern_values(domains: Iterable[Iterable[Any]]) -> list[Any]:
    """All distinct values, real numbers first in increasing order, then others as first seen."""
    seen: dict[Any, None] = {}
    for domain in domains:
        for value in domain:
            seen.setdefault(value, None)
    numbers = sorted(v for v in seen if isinstance(v, Real))
    return numbers + [v for v in seen if not isinstance(v, Real)]


class State(Generic[V, D]):
    """Domains, trail and assignment of one search over a `CSP`; the model is only read."""

    def __repr__(self) -> str:
        fixed = sum(self.assigned)
        return (
            f"<State of {len(self.variables)} variables, {fixed} assigned,"
            f" {sum(d.bit_count() for d in self.dom)} values left, trail {len(self.trail)}>"
        )

    def __init__(self, csp: CSP[V, D], trace: Trace | None = None) -> None:
        self.csp = csp
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
        self.queue: deque[Propagator] = deque()
        # Variables changed since the queue was last refilled, and a flag per variable.
        self.changed: list[int] = []
        self.is_changed: list[bool] = [False] * len(self.variables)
        self.trace = trace
        #: True when every domain change so far has been propagated to a fixpoint: the
        #: solver sets it after propagating the whole model before a MAC search.
        self.at_fixpoint = False
        #: False when the inference prunes nothing (plain backtracking): a domain then still
        #: holds values the assignment rules out, and `legal_values` must test them.
        self.prunes = True
        self.propagations = 0
        self.checks = 0
        self.watchers: list[list[Propagator]] = [[] for _ in self.variables]
        #: Solve-time data that propagators share, by key (e.g. the tables of one relation).
        self.shared: dict[Hashable, Any] = {}
        self.propagators: list[Propagator] = []
        for constraint in csp.constraints:
            propagator = constraint.propagator(self)
            propagator.index = len(self.propagators)
            self.propagators.append(propagator)
            for i in propagator.vars:
                self.watchers[i].append(propagator)
        # dom/wdeg: how often each constraint caused a wipe-out, plus one.
        self.weights: list[int] = [1] * len(self.propagators)

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

    def constraints_on(self, var: V) -> list[Constraint[V, D]]:
        """The constraints whose scope holds ``var``."""
        return [p.constraint for p in self.watchers[self.index[var]]]

    def neighbors(self, var: V) -> list[V]:
        """The variables sharing a constraint with ``var``."""
        return list(self.csp.neighbors(var))

    def legal_values(self, var: V) -> int:
        """How many values of ``var`` are consistent with the variables fixed so far: its
        domain size when the inference keeps domains pruned, else counted by checking."""
        i = self.index[var]
        mask = self.dom[i]
        if self.prunes:
            return mask.bit_count()
        dom, watchers = self.dom, self.watchers[i]
        count = 0
        rest = mask
        while rest:
            low = rest & -rest
            rest ^= low
            dom[i] = low  # a trial, undone below: no trail needed
            if all(p.check(self) for p in watchers):
                count += 1
        dom[i] = mask
        self.checks += mask.bit_count() * len(watchers)
        return count

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
        while mask:
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
        # The propagators to wake are found later, by `propagate`: forward checking never
        # wakes them, so it pays nothing for them.
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

    def consistent(self, i: int) -> bool:
        """True unless a constraint on variable ``i`` is violated by the values fixed so far."""
        for propagator in self.watchers[i]:
            self.checks += 1
            if not propagator.check(self):
                return False
        return True

    def propagate(self) -> bool:
        """Run the propagators woken by domain changes until nothing changes; False on a
        wipe-out."""
        queue = self.queue
        self._wake()
        while queue:
            propagator = queue.popleft()
            if not propagator.idempotent:
                propagator.queued = False
            self.propagations += 1
            if not propagator.propagate(self):
                propagator.queued = False
                self.weights[propagator.index] += 1
                self.clear_queue()
                return False
            # An idempotent propagator is still marked queued here, so its own changes do
            # not wake it again.
            self._wake()
            propagator.queued = False
        return True

    def mark_changed(self, i: int) -> None:
        """Treat variable ``i`` as changed, so `propagate` runs the constraints on it."""
        if not self.is_changed[i]:
            self.is_changed[i] = True
            self.changed.append(i)

    def _wake(self) -> None:
        """Queue the propagators watching the variables changed since the last call."""
        queue, is_changed, watchers = self.queue, self.is_changed, self.watchers
        for i in self.changed:
            is_changed[i] = False
            for propagator in watchers[i]:
                if not propagator.queued:
                    propagator.queued = True
                    queue.append(propagator)
        self.changed.clear()

    def propagate_once(self, i: int) -> bool:
        """Run each constraint on variable ``i`` once, without waking others (forward checking)."""
        calls = 0
        for propagator in self.watchers[i]:
            calls += 1
            if not propagator.propagate(self):
                self.propagations += calls
                self.weights[propagator.index] += 1
                return False
        self.propagations += calls
        return True

    def wake_all(self) -> None:
        """Put every propagator on the queue (before propagating a fresh model)."""
        for propagator in self.propagators:
            if not propagator.queued:
                propagator.queued = True
                self.queue.append(propagator)

    def clear_queue(self) -> None:
        """Forget the pending changes and the woken propagators."""
        if self.queue:
            for propagator in self.queue:
                propagator.queued = False
            self.queue.clear()
        if self.changed:
            is_changed = self.is_changed
            for i in self.changed:
                is_changed[i] = False
            self.changed.clear()

    def _report_prune(self, i: int, removed: int) -> None:
        assert self.trace is not None
        values = self.values
        gone = []
        while removed:
            low = removed & -removed
            gone.append(values[low.bit_length() - 1])
            removed ^= low
        self.trace(Prune(self.variables[i], tuple(gone)), self)
