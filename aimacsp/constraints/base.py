"""The `Constraint` base class (a model object) and `Propagator` (its solve-time filter).

A constraint describes a relation over a scope and never changes. When a search starts, each
constraint builds a `Propagator` bound to that search's `State`: the propagator holds whatever
the filtering needs (supports, matchings) and reads and narrows domains through the state, so
the model stays untouched and two searches can run on one model.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Generic

from ..errors import ModelError
from ..types import D, DomainStore, V
from .conflicts import ConflictCounter
from .lists import flattened, refuse_string, variable_name

__all__ = [
    "Constraint",
    "ConflictCounter",
    "Propagator",
    "DelegatingPropagator",
    "scope_text",
    "variable_name",
]

#: Scopes longer than this print as their first and last variables (``r1c1..r1c9``).
LISTED = 6


def scope_text(scope: Sequence[Any], sep: str = ", ") -> str:
    """The scope for a person: the variables joined by ``sep``, or ``first..last`` when long.

    >>> scope_text(["WA", "NT"]), scope_text([f"r1c{k}" for k in range(1, 10)])
    ('WA, NT', 'r1c1..r1c9')
    """
    if len(scope) > LISTED:
        return f"{scope[0]}..{scope[-1]}"
    return sep.join(map(str, scope))


class Constraint(Generic[V, D]):
    """A relation over ``scope``; subclasses define `is_satisfied` and, for strength, `propagate`.

    Example, a constraint of your own (X < Y) with the default forward-checking propagator:

    >>> class Less(Constraint[str, int]):
    ...     def is_satisfied(self, values):
    ...         return values[0] < values[1]
    >>> Less(["X", "Y"]).is_satisfied((1, 2))
    True
    >>> Less(["X", "Y"]), Less(["X", "Y"], name="X before Y")
    (Less(X, Y), X before Y)

    ``name``, when given, is how the constraint prints (in an explanation, for instance).
    A scope may hold handles and expressions of `aimacsp.expressions`: they stand for their
    variables' names (see `variable_name`), and an expression gets a variable of its own
    when the constraint is added to a `CSP`.

    A subclass that overrides `propagate` may set ``settles_last_variable = True`` when its
    `propagate`, with one scope variable left unfixed, keeps that variable only the values that
    satisfy the relation (as the default does): exact counting may then cache more.
    """

    #: Declared by a subclass overriding `propagate` (see the class docstring).
    settles_last_variable = False
    #: True when this constraint's propagator reads and narrows wide integer domains held as
    #: intervals (by their bounds: see `aimacsp.intervals` and `accepts_intervals`). A
    #: constraint that needs the values listed (a table, a predicate, the default
    #: `propagate`) leaves it False: its variables are then held as bitsets.
    on_intervals = False
    #: True when the scope was given as a tuple, which a model may also have as a name.
    _tuple_scope = False

    def __init__(self, scope: Sequence[V], name: str | None = None) -> None:
        kind: type = type(scope)
        if kind is tuple:
            # A tuple may also be a variable's name: the model checks (see CSP.add_constraint).
            self._tuple_scope = True
        elif kind is not list:
            # tuple("ab") would quietly be the variables "a" and "b": ask which was meant.
            refuse_string(type(self).__name__, "the scope", scope)
            if not isinstance(scope, Iterable) or hasattr(kind, "__aimacsp_variable__"):
                raise TypeError(
                    f"{type(self).__name__}: scope must be a list of variables, got {scope!r}"
                )
        scope = tuple(scope)
        for var in scope:  # (a loop of type tests: most scopes are plain names)
            kind = type(var)
            if kind is not str and kind is not int and kind is not tuple:
                # handles, expressions, the rows of an array: their names, cell by cell
                scope = tuple(map(variable_name, flattened(scope)))
                break
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
        if name is not None and not isinstance(name, str):
            raise ModelError(f"{type(self).__name__}: the name {name!r} is not a string")
        self.scope: tuple[V, ...] = scope
        self.name: str | None = name

    def __repr__(self) -> str:
        return self.describe() if self.name is None else self.name

    def describe(self) -> str:
        """The constraint's own readable form, as it prints when it has no ``name``."""
        return f"{type(self).__name__}({scope_text(self.scope)})"

    def is_satisfied(self, values: Sequence[D]) -> bool:
        """True when the values, one per scope variable in scope order, satisfy the relation."""
        raise NotImplementedError

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        """Raise `ModelError` when the variables' domains cannot be used with this constraint."""

    def accepts_intervals(self, var: V) -> bool:
        """True when this constraint's propagator works with ``var``'s domain held as
        intervals (a wide integer range); by default, ``on_intervals``."""
        return self.on_intervals

    def propagate(self, state: DomainStore[V, D]) -> bool:
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

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
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
    #: True when, with one scope variable left unfixed, `propagate` keeps that variable only
    #: the values that satisfy the constraint. Counting relies on it to sum such a constraint
    #: up by that variable's domain (and so to cache parts it reaches into): a propagator
    #: declares it, the engine never guesses it. Every built-in propagator does.
    settles_last_variable = False
    #: What one call to `propagate` guarantees when it returns True: ``"domain"`` (every value
    #: left has a support in the other domains: generalised arc consistency), ``"bounds"``
    #: (each domain's least and greatest values have a support within the intervals of the
    #: others), or ``"forward"`` (the constraint is decided once at most one scope variable is
    #: unfixed). Declared, never guessed; the tests hold the built-in propagators to it.
    consistency = "forward"
    #: True when only a watched variable becoming fixed can give this propagator work (a
    #: nogood, a clause, ``x != y``): a `State` then wakes it on those events alone.
    wakes_when_fixed = False
    #: True for the propagator of a constraint the search learnt, implied by the model: the
    #: search's checks and heuristics do not read it (see `State.watchers`).
    learnt = False

    def __init__(self, constraint: Constraint[Any, Any], state: DomainStore[Any, Any]) -> None:
        self.constraint = constraint
        self.vars: tuple[int, ...] = tuple(map(state.index.__getitem__, constraint.scope))
        self.queued = False
        self.index = -1

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        """Narrow the scope's domains; False on a wipe-out."""
        raise NotImplementedError

    def watching(self) -> Sequence[int]:
        """The variables (indices) whose changes wake this propagator when it joins a
        state: its whole scope, unless it moves its own watches (see `State.move_watch`).
        Read for a propagator that wakes when fixed or is learnt; the others watch ``vars``."""
        return self.vars

    def check(self, state: DomainStore[Any, Any]) -> bool:
        """False when the variables fixed so far already violate the constraint."""
        dom = state.dom
        for i in self.vars:
            d = dom[i]
            if (d & (d - 1)) if type(d) is int else d[0] != d[-1]:
                return True
        value_of = state.value_of
        return self.constraint.is_satisfied([value_of(i) for i in self.vars])


class DelegatingPropagator(Propagator):
    """The propagator of a user's constraint: it calls the constraint's own `propagate`."""

    __slots__ = ("settles_last_variable",)

    def __init__(self, constraint: Constraint[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        # The default `Constraint.propagate` settles the last variable; an override says so.
        self.settles_last_variable = (
            type(constraint).propagate is Constraint.propagate
            or constraint.settles_last_variable is True
        )

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        return bool(self.constraint.propagate(state))
