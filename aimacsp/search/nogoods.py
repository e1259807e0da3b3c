"""Nogoods recorded at a restart, so that the search keeps what it refuted.

When the search goes back to the root, the branch it leaves is a list of decisions: at each
depth a variable was given its current value after the values tried before it were refuted
(their subtrees searched to the end without a solution). Each refuted value ``x_d = v`` is a
*nogood* under the decisions above it: ``x_1 = a_1, ..., x_(d-1) = a_(d-1), x_d = v`` cannot
all hold in a solution (the reduced nld-nogoods of Lecoutre, Saïs, Tabary and Vidal,
"Recording and minimizing nogoods from restarts", JSAT 2007). Kept as constraints, they stop
the next round from searching those subtrees again, so restarting loses no proof.

>>> Nogood([("x", 1), ("y", 2)]).is_satisfied((1, 2)), Nogood([("x", 1), ("y", 2)])
(False, Nogood(x=1, y=2))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..constraints.base import Constraint, Propagator, scope_text
from ..propagation.state import State
from ..types import DomainStore

__all__ = ["Nogood", "record_nogoods"]

#: Nogoods longer than this are not kept: they seldom prune, and each costs a propagator.
LONGEST = 24


class Nogood(Constraint[Any, Any]):
    """Not all of the pairs ``(variable, value)`` at once: a combination a search refuted."""

    def __init__(self, literals: Sequence[tuple[Any, Any]], learnt: bool = False) -> None:
        super().__init__([var for var, _ in literals])
        self.literals = tuple(value for _, value in literals)
        #: True for a nogood a search learnt: implied by the model, so a search that never
        #: reads it stays exact, and it may watch two literals only (see `NogoodPropagator`).
        self.learnt = learnt

    def describe(self) -> str:
        pairs = [f"{var}={value}" for var, value in zip(self.scope, self.literals)]
        return f"Nogood({scope_text(pairs)})"

    def is_satisfied(self, values: Sequence[Any]) -> bool:
        return tuple(values) != self.literals

    def propagator(self, state: DomainStore[Any, Any]) -> Propagator:
        return NogoodPropagator(self, state)


class NogoodPropagator(Propagator):
    """Unit propagation: once all literals but one hold, the last value is removed.

    A learnt nogood watches two literals that do not hold (the two-watched-literal scheme
    of SAT solvers, Moskewicz et al., "Chaff", DAC 2001): only one of their two variables
    becoming fixed wakes it, and while both still fail to hold there is nothing to do. When one
    holds, the watch moves to another literal that does not; when none is left, the other
    watched literal is the last. Backtracking never makes a literal hold, so the watches
    need no undoing. Outside `State.propagate` (forward checking, a plug-in's own loop) the
    watches stay where they are and every literal is read instead.
    """

    settles_last_variable = True
    consistency = "domain"
    idempotent = True

    __slots__ = ("bits", "watched", "wakes_when_fixed", "learnt")

    def __init__(self, constraint: Nogood, state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        self.bits = tuple(1 << state.value_index[v] for v in constraint.literals)
        # The positions of the two watched literals, the deepest two that do not hold
        # (the search fixes the first decisions first); None when every literal is read:
        # a nogood of the model's own (the search's check must see it), or of one variable.
        self.watched: list[int] | None = None
        self.wakes_when_fixed = self.learnt = False
        if constraint.learnt and len(set(self.vars)) == len(self.vars) > 1:
            self.wakes_when_fixed = self.learnt = True
            dom, bits = state.dom, self.bits
            open_ = [k for k, i in enumerate(self.vars) if dom[i] != bits[k]]
            rest = [k for k in range(len(self.vars)) if k not in open_]
            self.watched = (open_ + rest)[-2:] if len(open_) < 2 else open_[-2:]

    def watching(self) -> Sequence[int]:
        if self.watched is None:
            return self.vars
        return [self.vars[k] for k in self.watched]

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        watched = self.watched
        if watched is None:
            return self.every_literal(state)
        dom, bits, vars_ = state.dom, self.bits, self.vars
        a, b = watched
        da, db = dom[vars_[a]], dom[vars_[b]]
        if not da & bits[a] or not db & bits[b]:
            return True  # a watched literal is false: the nogood holds for good
        if da != bits[a] and db != bits[b]:
            return True  # neither holds
        store: State[Any, Any] = state  # type: ignore[assignment]  # only a State runs this
        for side in (0, 1):
            k = watched[side]
            if dom[vars_[k]] != bits[k]:
                continue
            other = watched[1 - side]
            for m, i in enumerate(vars_):
                if m != k and m != other and dom[i] != bits[m]:
                    break
            else:  # every literal but the other watched one holds
                if dom[vars_[other]] == bits[other]:
                    return False
                return state.keep(vars_[other], ~bits[other])
            if not store.move_watch(self, vars_[k], i):
                return self.every_literal(state)
            watched[side] = m
        return True

    def every_literal(self, state: DomainStore[Any, Any]) -> bool:
        """Unit propagation by reading every literal."""
        dom = state.dom
        open_ = -1
        for k, (i, bit) in enumerate(zip(self.vars, self.bits)):
            d = dom[i]
            if not d & bit:
                return True  # this literal is false: the nogood holds for good
            if d != bit:
                if open_ >= 0:
                    return True  # two literals undecided: nothing to do yet
                open_ = k
        if open_ < 0:
            return False  # every literal holds
        return state.keep(self.vars[open_], ~self.bits[open_])


def record_nogoods(
    state: State[Any, Any],
    decisions: Sequence[tuple[int, int, int]],
) -> int:
    """Add the nogoods of a branch: ``decisions`` holds, per depth from the root, the
    variable's index, the bit of its current value (-1 at the deepest depth, whose every
    tried value was refuted), and the bitset of the values refuted there. Refutations at the
    root are removed from the domain instead (the state must be at the root). Returns how
    many nogoods were added, or -1 when the root's refutations leave no value."""
    added = 0
    prefix: list[tuple[Any, Any]] = []
    variables, values = state.variables, state.values
    for depth, (i, bit, refuted) in enumerate(decisions):
        if depth + 1 > LONGEST:
            break
        rest = refuted
        while rest:
            low = rest & -rest
            rest ^= low
            if depth == 0:
                if not state.discard(i, low):  # the root's changes are never undone
                    return -1
            else:
                literal = (variables[i], values[low.bit_length() - 1])
                state.add_propagator(Nogood([*prefix, literal], learnt=True))
                added += 1
        if bit < 0:
            break
        prefix.append((variables[i], values[bit]))
    return added
