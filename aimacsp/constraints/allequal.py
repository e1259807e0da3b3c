"""`AllEqual`: the scope's variables all take the same value."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..intervals import intersection
from ..types import D, DomainStore, V
from .base import Constraint, Propagator
from .spans import keep_spans, spans_of

__all__ = ["AllEqual"]


class AllEqual(Constraint[V, D]):
    """All variables of ``scope`` take one value (of any kind: numbers, colours, ...).

    Domain consistency: every domain becomes the values common to all of them, which is
    exactly the values some solution uses. The same on wide domains (intervals): the common
    values are an intersection of intervals (up to `aimacsp.intervals.MAX_INTERVALS` holes,
    past which a domain keeps more values), never listed. XCSP3 ``allEqual``; MiniZinc
    ``all_equal``.

    >>> AllEqual(["a", "b", "c"]).is_satisfied(("red", "red", "red"))
    True
    >>> AllEqual(["a", "b"]).is_satisfied((1, 2)), AllEqual(["a", "b"])
    (False, AllEqual(a, b))
    """

    def is_satisfied(self, values: Sequence[D]) -> bool:
        first = values[0]
        return all(value == first for value in values)

    on_intervals = True

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        wide = state.wide
        if any(wide[state.index[var]] for var in self.scope):
            return WideAllEqualPropagator(self, state)
        return AllEqualPropagator(self, state)


class AllEqualPropagator(Propagator):
    """Every domain narrowed to the intersection of all: domain consistent, in one pass."""

    settles_last_variable = True
    consistency = "domain"
    idempotent = True

    __slots__ = ()

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom = state.dom
        common = -1
        for i in self.vars:
            common &= dom[i]
        if not common:
            return False
        keep = state.keep
        for i in self.vars:
            if dom[i] != common:
                keep(i, common)
        return True


class WideAllEqualPropagator(Propagator):
    """`AllEqualPropagator` for a scope with a wide domain (intervals): the common values are
    whole numbers (a wide domain holds nothing else), intersected as intervals. Domain
    consistent, in one pass."""

    settles_last_variable = True
    consistency = "domain"
    idempotent = True

    __slots__ = ()

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        wide = state.wide
        # the wide domains first: the bitsets then have the least to convert
        order = sorted(self.vars, key=lambda i: not wide[i])
        common = spans_of(state, order[0])
        for i in order[1:]:
            common = intersection(common, spans_of(state, i))
            if not common:
                return False
        return all(keep_spans(state, i, common) for i in self.vars)
