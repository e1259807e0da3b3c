"""`CSP`: variables, their domains and constraints, as AIMA defines a problem (section 6.1).

The model is a description. Solving reads it and never changes it, so one model can be solved
again, or by several solvers, with the same result. Besides the book's way of building it
(named variables, constraints over names), `CSP` takes the short way of writing a model from
`aimacsp.expressions.Modelling`: handles (``csp.integers``), conditions (``csp.add(x + y <=
3)``) and the auxiliary variables they need.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, Generic, overload

from .constraints.base import Constraint, variable_name
from .constraints.late_binding import LateBinding
from .constraints.lists import Constant, refuse_string, unknown_hint
from .constraints.predicate import Predicate
from .errors import ModelError
from .expressions import Aux, Expression, Modelling, Var
from .expressions.compiler import Compiler
from .intervals import WIDE_FROM, in_domain
from .types import D, V, is_hashable

__all__ = ["CSP", "MAX_DOMAIN", "MAX_RANGE"]

#: The most values a listed domain may hold (a list, a tuple, a generator: read no further).
#: A ``range`` of `WIDE_FROM` consecutive integers or more is kept as it is, unlisted, up to
#: `MAX_RANGE` values:
#: a search holds it as intervals where its constraints reason on bounds (see
#: `aimacsp.propagation.representation`), and as a bitset, of at most this many values,
#: where a constraint needs its values listed.
MAX_DOMAIN = 1_000_000
#: The most values a ``range`` domain may hold (so that ``len`` can still tell its size).
MAX_RANGE = 2**63 - 1


class CSP(Modelling, Generic[V, D]):
    """A constraint satisfaction problem: variables, domains and constraints.

    >>> csp: CSP[str, str] = CSP()
    >>> csp.add_variables(["WA", "NT", "SA"], ["red", "green", "blue"])
    >>> _ = csp.add_constraint(lambda a, b: a != b, ["WA", "NT"])
    >>> csp.neighbors("WA")
    ('NT',)

    The same with handles (see `aimacsp.expressions`):

    >>> csp = CSP()
    >>> x = csp.integers("x", 3, 1, 3)
    >>> _ = csp.add([x[0] != x[1], x[0] + x[1] == 2 * x[2]])
    >>> csp.variables
    ('x[0]', 'x[1]', 'x[2]')
    """

    def __init__(self) -> None:
        self._domains: dict[V, Sequence[D]] = {}
        self._constraints: list[Constraint[V, D]] = []
        self._on: dict[V, list[Constraint[V, D]]] = {}
        self._late = LateBinding()  # warns of predicates reading a loop variable late
        self._auxiliary: dict[Aux | Constant, None] = {}
        self._compiler: Compiler | None = None

    def __repr__(self) -> str:
        return f"CSP({len(self._domains)} variables, {len(self._constraints)} constraints)"

    def _repr_html_(self) -> str:
        """The problem drawn in Jupyter: its size, constraint graph and tables."""
        from .drawing import csp_html

        return csp_html(self)

    # -- building ----------------------------------------------------------------------

    def add_variable(self, var: V, domain: Iterable[D]) -> None:
        """Add ``var`` with its domain, a finite collection of distinct hashable values."""
        self._add(var, _checked_domain(var, domain))

    def add_variables(self, variables: Iterable[V], domain: Iterable[D]) -> None:
        """Add each variable with the same domain (checked once). A string is one name, as
        everywhere (see `aimacsp.constraints.lists`): ``add_variables("SEND", ...)`` is refused,
        with ``["SEND"]`` and ``list("SEND")`` offered."""
        refuse_string("add_variables", "variables", variables)
        if not isinstance(variables, Iterable):
            raise TypeError(
                f"add_variables: variables must be a list or other collection, got {variables!r}"
            )
        variables = list(variables)
        if variables:
            values = _checked_domain(variables[0], domain)
            for var in variables:
                self._add(var, values)

    def _add(self, var: V, values: Sequence[D]) -> None:
        if isinstance(var, Expression):
            # A handle (of another model, say) stands for its name, as everywhere; anything
            # else built of handles names no one variable.
            if type(var) is not Var:
                raise ModelError(
                    f"a new variable needs a name (a string, a number or a tuple), not the "
                    f"expression {var!r}"
                )
            var = variable_name(var)
        if not is_hashable(var):
            raise ModelError(f"variable {var!r} is not hashable")
        if var in self._domains:
            raise ModelError(f"variable {var!r} is added twice")
        self._domains[var] = values
        self._on[var] = []

    @overload
    def add_constraint(self, constraint: Constraint[V, D]) -> Constraint[V, D]: ...

    @overload
    def add_constraint(
        self, constraint: Callable[..., bool], scope: Sequence[V], name: str | None = None
    ) -> Constraint[V, D]: ...

    def add_constraint(
        self,
        constraint: Constraint[V, D] | Callable[..., bool],
        scope: Sequence[V] | None = None,
        name: str | None = None,
    ) -> Constraint[V, D]:
        """Add a constraint, or a predicate over ``scope`` (a function of that many values).

        ``name`` is how a predicate prints (a constraint object takes its own ``name=``).
        Returns the constraint added, so that ``add_constraint(f, scope)`` gives its `Predicate`.
        A scope is a list of variables (or handles, or expressions, which get auxiliary
        variables): a string or a tuple that is itself a variable's name is refused, as it
        could mean two things.
        """
        if isinstance(constraint, Constraint):
            if scope is not None:
                raise ModelError(f"{constraint!r} already has a scope; pass no second argument")
            if name is not None:
                raise ModelError(
                    f"{constraint!r}: name it when it is made ({type(constraint).__name__}"
                    f"(..., name={name!r})), not when it is added"
                )
            added: Constraint[V, D] = constraint
        elif callable(constraint):
            if scope is None:
                raise ModelError("a predicate needs a scope: add_constraint(function, scope)")
            if not isinstance(scope, Iterable):
                raise TypeError(
                    f"add_constraint: scope must be a list of variables, got {scope!r}"
                )
            added = Predicate(constraint, scope, name)
        else:
            raise ModelError(f"{constraint!r} is neither a Constraint nor a function")
        domains = self._domains
        whole: Any = added.scope
        if added._tuple_scope and is_hashable(whole) and whole in domains:
            raise ModelError(
                f"{added!r}: the scope {whole!r} is also the name of a variable; write"
                f" [{whole!r}] for that one variable, or the list {list(whole)!r} for the"
                " variables in it"
            )
        for var in added.scope:
            if var not in domains:
                if isinstance(var, (Aux, Constant)):
                    prepared = self.compiler.prepare(added)
                    if prepared is None:  # an expression with no value: posted as false
                        return self.compiler.posted[-1]
                    return self.add_constraint(prepared)
                raise ModelError(
                    f"{added!r}: the scope names an unknown variable {var!r}{unknown_hint(var)}"
                )
        added.check_domains(domains)
        self._constraints.append(added)
        for var in added.scope:
            self._on[var].append(added)
        self._late.note(getattr(added, "function", None) if type(added) is Predicate else None)
        return added

    # -- reading -----------------------------------------------------------------------

    @property
    def variables(self) -> tuple[V, ...]:
        """The variables, in the order they were added."""
        return tuple(self._domains)

    @property
    def domains(self) -> Mapping[V, Sequence[D]]:
        """A read-only mapping from each variable to its values: a tuple, or a ``range`` of
        consecutive integers (kept unlisted, whatever its width)."""
        return MappingProxyType(self._domains)

    @property
    def constraints(self) -> tuple[Constraint[V, D], ...]:
        """The constraints, in the order they were added."""
        return tuple(self._constraints)

    def constraints_on(self, var: V) -> tuple[Constraint[V, D], ...]:
        """The constraints whose scope holds ``var``."""
        return tuple(self._on_var(var, "constraints_on"))

    def neighbors(self, var: V) -> tuple[V, ...]:
        """The other variables that share a constraint with ``var``, in order of first meeting."""
        var = variable_name(var)  # a handle: its name (compared with the scope's names)
        found: dict[V, None] = {}
        for constraint in self._on_var(var, "neighbors"):
            for other in constraint.scope:
                if other != var:
                    found.setdefault(other, None)
        return tuple(found)

    def _on_var(self, var: V, caller: str) -> list[Constraint[V, D]]:
        try:
            return self._on[var]
        except (KeyError, TypeError):
            raise ModelError(f"{caller}: {var!r} is not a variable of this CSP") from None

    def is_solution(self, assignment: Mapping[V, D]) -> bool:
        """True when ``assignment`` gives every variable a value of its domain and meets every
        constraint: an independent check of any answer."""
        if not isinstance(assignment, Mapping):
            raise TypeError(
                f"is_solution: expected a dict from variables to values, got {assignment!r}"
            )
        if self._auxiliary and not all(key in assignment for key in self._auxiliary):
            completed = self._completed(assignment)  # a solution shown without them
            if completed is None:
                return False
            assignment = completed
        if set(assignment) != set(self._domains):
            return False
        for var, domain in self._domains.items():
            if not in_domain(assignment[var], domain):
                return False
        return all(c.is_satisfied([assignment[var] for var in c.scope]) for c in self._constraints)


def _checked_domain(var: object, domain: Iterable[Any]) -> Sequence[Any]:
    """The domain as a tuple (or a wide ``range`` of consecutive integers, kept as it is), after
    checking it is not empty and its values are distinct and hashable; the errors name
    ``var``."""
    if isinstance(domain, (str, bytes)):
        # tuple("abc") would quietly make three one-letter values: say so instead.
        raise TypeError(
            f"variable {var!r}: the domain {domain!r} is a string; give a list of values"
            f" (e.g. [{domain!r}] or list({domain!r}))"
        )
    if not isinstance(domain, Iterable):
        raise TypeError(f"variable {var!r}: the domain must be a collection, got {domain!r}")
    if type(domain) is range and domain.step == 1 and domain.stop - domain.start >= WIDE_FROM:
        if domain.stop - domain.start > MAX_RANGE:
            raise ModelError(
                f"variable {var!r}: the range {domain.start}..{domain.stop - 1} holds more"
                f" than the {MAX_RANGE:,} values a range domain may hold"
            )
        return domain  # a wide range, kept unlisted: distinct integers by construction
    values = tuple(itertools.islice(domain, MAX_DOMAIN + 1))  # a generator may never end
    if len(values) > MAX_DOMAIN:
        raise ModelError(f"variable {var!r}: a domain holds at most {MAX_DOMAIN:,} values")
    if not values:
        raise ModelError(f"variable {var!r} has an empty domain")
    seen: set[Any] = set()
    for value in values:
        if not is_hashable(value):
            raise ModelError(f"variable {var!r}: value {value!r} is not hashable")
        if value in seen:
            raise ModelError(f"variable {var!r}: value {value!r} appears twice in the domain")
        seen.add(value)
    return values
