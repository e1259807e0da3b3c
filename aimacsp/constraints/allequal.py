"""`AllEqual`: the scope's variables all take the same value."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..types import D, DomainStore, V
from .base import Constraint, Propagator

__all__ = ["AllEqual"]


class AllEqual(Constraint[V, D]):
    """All variables of ``scope`` take one value (of any kind: numbers, colours, ...).

    Domain consistency: every domain becomes the values common to all of them, which is
    exactly the values some solution uses. XCSP3 ``allEqual``; MiniZinc ``all_equal``.

    >>> AllEqual(["a", "b", "c"]).is_satisfied(("red", "red", "red"))
    True
    >>> AllEqual(["a", "b"]).is_satisfied((1, 2)), AllEqual(["a", "b"])
    (False, AllEqual(a, b))
    """

    def is_satisfied(self, values: Sequence[D]) -> bool:
        first = values[0]
        return all(value == first for value in values)

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
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
