"""The `Constraint` base class (a model object) and `Propagator` (its solve-time filter).

A constraint describes a relation over a scope and never changes. When a search starts, each
constraint builds a `Propagator` bound to that search's `State`: the propagator holds whatever
the filtering needs (supports, matchings) and reads and narrows domains through the state, so
the model stays untouched and two searches can run on one model.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic

from ..errors import ModelError
from ..types import D, V
from .conflicts import ConflictCounter

if TYPE_CHECKING:
    from ..state import State

__all__ = [
    "Constraint",
    "ConflictCounter",
    "Propagator",
    "DelegatingPropagator",
    "bits_of",
    "is_singleton",
]


def bits_of(mask: int) -> list[int]:
    """The indices of the set bits of ``mask``, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def is_singleton(mask: int) -> bool:
    """True when a domain bitset holds exactly one value."""
    return mask != 0 and mask & (mask - 1) == 0


class Constraint(Generic[V, D]):
    """A relation over ``scope``; subclasses define `is_satisfied` and, for strength, `propagate`.

    Example, a constraint of your own (X < Y) with the default forward-checking propagator:

    >>> class Less(Constraint[str, int]):
    ...     def is_satisfied(self, values):
    ...         return values[0] < values[1]
    >>> Less(["X", "Y"]).is_satisfied((1, 2))
    True
    """

    def __init__(self, scope: Sequence[V]) -> None:
        scope = tuple(scope)
        if not scope:
            raise ModelError(f"{type(self).__name__}: the scope is empty")
        seen: set[Any] = set()
        for var in scope:
            try:
                hash(var)
            except TypeError:
                raise ModelError(
                    f"{type(self).__name__}: variable {var!r} is not hashable"
                ) from None
            if var in seen:
                raise ModelError(
                    f"{type(self).__name__}: variable {var!r} appears twice in the scope"
                )
            seen.add(var)
        self.scope: tuple[V, ...] = scope

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self.scope)!r})"

    def is_satisfied(self, values: Sequence[D]) -> bool:
        """True when the values, one per scope variable in scope order, satisfy the relation."""
        raise NotImplementedError

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        """Raise `ModelError` when the variables' domains cannot be used with this constraint."""

    def propagate(self, state: State[V, D]) -> bool:
        """Remove values with no support; False on a wipe-out. Default: forward checking.

        Once every scope variable but one is fixed, the remaining one keeps only the values
        that satisfy the relation; once all are fixed, the relation is checked. Override to
        filter earlier; a propagator must only ever remove values that belong to no solution.
        """
        free = [var for var in self.scope if state.size(var) > 1]
        if len(free) > 1:
            return True
        if not free:
            return self.is_satisfied([state.domain(var)[0] for var in self.scope])
        (last,) = free
        position = self.scope.index(last)
        values = [state.domain(var)[0] for var in self.scope]
        for value in state.domain(last):
            values[position] = value
            if not self.is_satisfied(values) and not state.remove(last, value):
                return False
        return True

    def propagator(self, state: State[V, D]) -> Propagator:
        """Build this constraint's filter for one search; built-in constraints specialise it."""
        return DelegatingPropagator(self, state)

    def conflict_counter(self, values: list[D | None]) -> ConflictCounter:
        """Count this constraint's conflicts for local search, starting from ``values`` (one
        per scope variable, None for a variable not yet set)."""
        return ConflictCounter(self, values)


class Propagator:
    """A constraint's filter during one search, working on interned variables and bitsets.

    ``vars`` holds the state's indices of the scope variables. The state calls `propagate`
    when a domain in the scope changed and `check` when the search tests an assignment.
    """

    __slots__ = ("constraint", "vars", "queued", "index")
    #: True when one call reaches this propagator's own fixpoint, so its own changes need not
    #: wake it again.
    idempotent = False

    def __init__(self, constraint: Constraint[Any, Any], state: State[Any, Any]) -> None:
        self.constraint = constraint
        self.vars: tuple[int, ...] = tuple(map(state.index.__getitem__, constraint.scope))
        self.queued = False
        self.index = -1

    def propagate(self, state: State[Any, Any]) -> bool:
        """Narrow the scope's domains; False on a wipe-out."""
        raise NotImplementedError

    def check(self, state: State[Any, Any]) -> bool:
        """False when the variables fixed so far already violate the constraint."""
        dom = state.dom
        for i in self.vars:
            if not is_singleton(dom[i]):
                return True
        values = state.values
        return self.constraint.is_satisfied([values[dom[i].bit_length() - 1] for i in self.vars])


class DelegatingPropagator(Propagator):
    """The propagator of a user's constraint: it calls the constraint's own `propagate`."""

    __slots__ = ()

    def propagate(self, state: State[Any, Any]) -> bool:
        return bool(self.constraint.propagate(state))
