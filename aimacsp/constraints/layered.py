"""The layered graph of an automaton over a word of variables (Pesant 2004, "A regular
language membership constraint for finite sequences of variables"), the engine of `Regular`
and `MDD`.

Layer ``k`` holds the automaton's states after reading ``k`` values. A forward pass keeps the
states reachable from the start with values of the domains; a backward pass keeps those from
which a final state is still reachable at the last layer; a value of variable ``k`` is
supported when some arc labelled with it joins two kept states of layers ``k`` and ``k + 1``.
Keeping exactly the supported values is domain consistency, in O(length x transitions).

States are numbered ``0..m-1`` and sets of states are bitsets; ``arcs[q]`` lists the pairs
``(value bit, bitset of next states)`` leaving state ``q``.

>>> arcs = [[(0, 0b01), (1, 0b10)], [(0, 0b10)]]   # a 1 then only 0s: 0*10*
>>> layered_supports([0b11, 0b11, 0b01], arcs, 0, 0b10)
[3, 3, 1]
>>> layered_supports([0b10, 0b10], arcs, 0, 0b10) is None   # 1 1 is not a word of it
True
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import Any

from ..types import DomainStore
from .base import Constraint, Propagator

__all__ = ["Arcs", "index_arcs", "layered_supports", "LayeredPropagator"]

#: ``arcs[q]``: the pairs ``(value bit, bitset of next states)`` leaving state ``q``.
Arcs = list[list[tuple[int, int]]]


def index_arcs(
    transitions: Iterable[tuple[Hashable, Hashable, Hashable]],
    states: dict[Hashable, int],
    value_index: dict[Any, int],
) -> Arcs:
    """The arcs of ``transitions`` (``(state, value, next)``) in interned form; transitions on
    values no variable has are left out."""
    grouped: list[dict[int, int]] = [{} for _ in states]
    for source, value, target in transitions:
        bit = value_index.get(value)
        if bit is not None:
            table = grouped[states[source]]
            table[bit] = table.get(bit, 0) | 1 << states[target]
    return [list(table.items()) for table in grouped]


def layered_supports(doms: Sequence[int], arcs: Arcs, start: int, finals: int) -> list[int] | None:
    """The values of each layer on some path from ``start`` to a final state through the
    domains ``doms``; None when there is no such path."""
    n = len(doms)
    reached = [1 << start]
    for k in range(n):
        d = doms[k]
        nxt = 0
        rest = reached[k]
        while rest:
            low = rest & -rest
            rest ^= low
            for bit, targets in arcs[low.bit_length() - 1]:
                if d >> bit & 1:
                    nxt |= targets
        if not nxt:
            return None
        reached.append(nxt)
    alive = reached[n] & finals
    if not alive:
        return None
    supports = [0] * n
    for k in range(n - 1, -1, -1):
        d = doms[k]
        kept = used = 0
        rest = reached[k]
        while rest:
            low = rest & -rest
            rest ^= low
            for bit, targets in arcs[low.bit_length() - 1]:
                if targets & alive and d >> bit & 1:
                    kept |= low
                    used |= 1 << bit
        supports[k] = used
        alive = kept
    return supports


class LayeredPropagator(Propagator):
    """Domain consistency for a word accepted by an automaton (see the module)."""

    settles_last_variable = True
    consistency = "domain"
    idempotent = True

    __slots__ = ("arcs", "start", "finals")

    def __init__(
        self,
        constraint: Constraint[Any, Any],
        state: DomainStore[Any, Any],
        arcs: Arcs,
        start: int,
        finals: int,
    ) -> None:
        super().__init__(constraint, state)
        self.arcs = arcs
        self.start = start
        self.finals = finals

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom = state.dom
        doms = [dom[i] for i in self.vars]
        supports = layered_supports(doms, self.arcs, self.start, self.finals)
        if supports is None:
            return False
        for i, old, new in zip(self.vars, doms, supports):
            if new != old and not state.keep(i, new):
                return False
        return True
