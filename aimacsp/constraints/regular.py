"""`Regular` and `MDD`: the scope's values, read in order, form a word an automaton accepts
(or a path of a multi-valued decision diagram)."""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import Any

from ..errors import ModelError, brief
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .layered import LayeredPropagator, index_arcs
from .lists import constant_list

__all__ = ["Regular", "MDD"]

Transition = tuple[Hashable, Hashable, Hashable]


#: Transitions are constants: states and values, never variables.
_VARIABLE_PARTS = "a transition is (state, value, next state), of constants"


def _transitions(where: str, transitions: Iterable[Sequence[Any]]) -> tuple[Transition, ...]:
    """The transitions as ``(state, value, next)`` triples of hashables, checked."""
    if isinstance(transitions, (str, bytes)) or not isinstance(transitions, Iterable):
        raise ModelError(f"{where}: transitions must be a list of (state, value, next) triples")
    found: dict[Transition, None] = {}
    for n, row in enumerate(transitions):
        if isinstance(row, (str, bytes)) or not isinstance(row, Sequence) or len(row) != 3:
            raise ModelError(
                f"{where}: transition #{n} {brief(row)} is not a (state, value, next) triple"
            )
        constant_list(where, f"transition #{n}'s parts", row, _VARIABLE_PARTS)
        for part in row:
            try:
                hash(part)
            except TypeError:
                raise ModelError(
                    f"{where}: transition #{n} {brief(row)} holds {brief(part)}, "
                    "which is not hashable"
                ) from None
        found.setdefault((row[0], row[1], row[2]), None)
    return tuple(found)


class _Automaton(Constraint[V, D]):
    """What `Regular` and `MDD` share: the transitions, a start, the accepting states."""

    transitions: tuple[Transition, ...]
    start: Hashable
    finals: frozenset[Hashable]

    def _where(self) -> str:
        return f"{type(self).__name__} over {list(self.scope)!r}"

    def states(self) -> dict[Hashable, int]:
        """Every state named, numbered in the order it first appears."""
        found: dict[Hashable, int] = {self.start: 0}
        for source, _, target in self.transitions:
            found.setdefault(source, len(found))
            found.setdefault(target, len(found))
        for final in self.finals:
            found.setdefault(final, len(found))
        return found

    def is_satisfied(self, values: Sequence[D]) -> bool:
        step: dict[tuple[Hashable, Hashable], set[Hashable]] = {}
        for source, value, target in self.transitions:
            step.setdefault((source, value), set()).add(target)
        current = {self.start}
        for value in values:
            current = {t for q in current for t in step.get((q, value), ())}
            if not current:
                return False
        return not current.isdisjoint(self.finals)

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        states = self.states()
        arcs = index_arcs(self.transitions, states, state.value_index)
        finals = sum(1 << states[q] for q in self.finals)
        return LayeredPropagator(self, state, arcs, 0, finals)


class Regular(_Automaton[V, D]):
    """The values of ``scope``, in order, form a word that the automaton accepts.

    From ``start``, each value moves along a transition ``(state, value, next)``, and the
    last state is one of ``finals``. States are any hashable names; the automaton may be
    non-deterministic.

    XCSP3 ``regular``, MiniZinc ``regular`` (with states and values as given, not numbered).

    >>> ones = [("q0", 0, "q0"), ("q0", 1, "q1"), ("q1", 0, "q1")]   # exactly one 1
    >>> r = Regular(["a", "b", "c"], ones, "q0", ["q1"])
    >>> r.is_satisfied((0, 1, 0)), r.is_satisfied((1, 1, 0)), r
    (True, False, Regular(a, b, c; 3 transitions, 2 states))

    Domain consistency by the layered graph (Pesant 2004), in O(length x transitions).
    """

    def __init__(
        self,
        scope: Sequence[V],
        transitions: Iterable[Sequence[Any]],
        start: Hashable,
        finals: Iterable[Hashable],
        name: str | None = None,
    ) -> None:
        super().__init__(scope, name)
        where = self._where()
        self.transitions = _transitions(where, transitions)
        try:
            hash(start)
        except TypeError:
            raise ModelError(f"{where}: the start {brief(start)} is not hashable") from None
        if isinstance(finals, (str, bytes)) or not isinstance(finals, Iterable):
            raise ModelError(f"{where}: finals must be a list of states, not {brief(finals)}")
        self.start = start
        self.finals = frozenset(finals)

    def describe(self) -> str:
        return (
            f"Regular({scope_text(self.scope)}; {len(self.transitions)} transitions, "
            f"{len(self.states())} states)"
        )


class MDD(_Automaton[V, D]):
    """The values of ``scope``, in order, label a path from root to sink of a decision diagram.

    The multi-valued decision diagram's arcs are given as transitions ``(node, value, next)``.

    ``root`` defaults to the one node no arc enters and ``sink`` to the one node no arc
    leaves, as XCSP3 reads a diagram. XCSP3 ``mdd``.

    >>> diagram = [("r", 0, "u"), ("r", 1, "v"), ("u", 1, "t"), ("v", 0, "t"), ("v", 1, "t")]
    >>> m = MDD(["a", "b"], diagram)
    >>> m.is_satisfied((0, 1)), m.is_satisfied((0, 0)), m
    (True, False, MDD(a, b; 5 arcs, root r, sink t))

    Domain consistency by the layered graph (Pesant 2004; Cheng and Yap 2010), in
    O(length x arcs).
    """

    def __init__(
        self,
        scope: Sequence[V],
        transitions: Iterable[Sequence[Any]],
        root: Hashable | None = None,
        sink: Hashable | None = None,
        name: str | None = None,
    ) -> None:
        super().__init__(scope, name)
        where = self._where()
        self.transitions = _transitions(where, transitions)
        if not self.transitions:
            raise ModelError(f"{where}: the diagram has no arcs")
        sources = {source for source, _, _ in self.transitions}
        targets = {target for _, _, target in self.transitions}
        self.start = _the_one(where, "root", root, sources - targets, "no arc enters")
        self.finals = frozenset([_the_one(where, "sink", sink, targets - sources, "no arc leaves")])
        depths = _depths(self.transitions, self.start, len(self.scope))
        if not depths[-1] & self.finals:
            raise ModelError(
                f"{where}: no path of {len(self.scope)} arcs (one per variable) leads from "
                f"the root {self.start!r} to the sink {self.sink!r}"
            )

    @property
    def sink(self) -> Hashable:
        """The node where the paths end."""
        (node,) = self.finals
        return node

    def describe(self) -> str:
        return (
            f"MDD({scope_text(self.scope)}; {len(self.transitions)} arcs, root {self.start}, "
            f"sink {self.sink})"
        )


def _the_one(where: str, role: str, given: Hashable | None, candidates: set[Hashable],
             rule: str) -> Hashable:  # fmt: skip
    """The node given for ``role``, or the single candidate; else a `ModelError`."""
    if given is not None:
        return given
    if len(candidates) != 1:
        shown = sorted(map(repr, candidates))[:5]
        raise ModelError(
            f"{where}: cannot tell the {role}, the one node {rule} "
            f"({len(candidates)} such nodes: {', '.join(shown) or 'none'}); name it"
        )
    return next(iter(candidates))


def _depths(transitions: Sequence[Transition], root: Hashable, length: int) -> list[set[Hashable]]:
    """The nodes reached from ``root`` by exactly ``k`` arcs, for ``k`` up to ``length``."""
    step: dict[Hashable, set[Hashable]] = {}
    for source, _, target in transitions:
        step.setdefault(source, set()).add(target)
    layers = [{root}]
    for _ in range(length):
        layers.append({t for q in layers[-1] for t in step.get(q, ())})
    return layers
