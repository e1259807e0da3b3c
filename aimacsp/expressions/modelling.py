"""The short way to write a model: the methods `aimacsp.CSP` takes from `Modelling`.

``csp.integers("m", 8, 0, 40)`` adds ``m[0]`` .. ``m[7]`` and returns their handles;
``csp.add(...)`` takes a condition written with them (``marks[0] == 0``), a constraint
(``AllDifferent(marks)``), a predicate and its scope, or a list of any of these. The model
stays a `CSP` of named variables: a handle only carries a name, and the engine never sees it.

>>> from aimacsp import CSP, Solver
>>> csp = CSP()
>>> x, y = csp.integer("x", 0, 9), csp.integer("y", 0, 9)
>>> _ = csp.add([x + y == 10, x - y >= 4, abs(x - 8) <= 1])
>>> sorted(Solver(csp).solutions(), key=str)
[{'x': 7, 'y': 3}, {'x': 8, 'y': 2}, {'x': 9, 'y': 1}]
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import Any

from ..constraints.base import Constraint
from ..constraints.lists import Constant
from ..constraints.predicate import Predicate
from ..errors import ModelError, brief
from ..intervals import WIDE_FROM, in_domain
from .arrays import VarArray, array_of, shape_of
from .compiler import Compiler
from .evaluation import evaluate
from .nodes import Aux, Expression, Var
from .operators import Undefined

__all__ = ["Modelling"]


class Modelling:
    """Handles, conditions and auxiliary variables for a model (see `aimacsp.CSP`)."""

    _domains: dict[Any, Sequence[Any]]
    _auxiliary: dict[Aux | Constant, None]
    _compiler: Compiler | None

    def add_variable(self, var: Any, domain: Iterable[Any]) -> None:
        raise NotImplementedError

    def add_constraint(self, constraint: Any) -> Any:
        raise NotImplementedError

    def _add(self, var: Any, values: Sequence[Any]) -> None:
        raise NotImplementedError

    # -- variables ---------------------------------------------------------------------

    def integer(self, name: Hashable, lo: int, hi: int) -> Var:
        """Add the variable ``name`` taking the integers ``lo..hi``; return its handle."""
        _new_name(name, "integer")
        _bounds(lo, hi, f"integer {name!r}")
        self.add_variable(name, range(lo, hi + 1))
        return Var(name)

    def integers(self, prefix: str, shape: int | tuple[int, ...], lo: int, hi: int) -> VarArray:
        """Add an array of variables ``prefix[0]``, ... (``prefix[i][j]`` for a shape of two
        numbers) taking the integers ``lo..hi``; return their handles as a `VarArray`."""
        where = f"integers {prefix!r}"
        if not isinstance(prefix, str):
            raise TypeError(f"{where}: the prefix must be a string")
        dims = shape_of(shape, where)
        _bounds(lo, hi, where)
        values: list[Sequence[Any]] = []

        def make(name: Hashable) -> Var:
            if values:  # checked once, shared by every cell
                self._add(name, values[0])
            else:
                self.add_variable(name, range(lo, hi + 1))
                values.append(self._domains[name])
            return Var(name)

        return array_of(prefix, dims, make)

    def boolean(self, name: Hashable) -> Var:
        """Add the variable ``name`` taking 0 (false) or 1 (true); return its handle."""
        return self.integer(name, 0, 1)

    def booleans(self, prefix: str, shape: int | tuple[int, ...]) -> VarArray:
        """Add an array of 0/1 variables (see `integers`); return their handles."""
        return self.integers(prefix, shape, 0, 1)

    def var(self, name: Hashable) -> Var:
        """The handle of the variable ``name``, already in the model (``csp.var("WA")``)."""
        if type(name) is Var:
            name = name.name  # a handle already: the same handle back
        try:
            known = name in self._domains
        except TypeError:
            known = False
        if not known:
            raise ModelError(f"var: {brief(name)} is not a variable of this CSP")
        return Var(name)

    # -- constraints -------------------------------------------------------------------

    def add(
        self, item: Any, scope: Sequence[Any] | None = None, name: str | None = None
    ) -> list[Constraint[Any, Any]]:
        """Add a condition (``x + y <= 3``), a constraint, a predicate with its ``scope``, or
        a list (or generator) of these; return the constraints added."""
        if scope is not None or name is not None:
            if scope is None:
                raise ModelError("add: name= goes with a predicate and its scope")
            return [self.add_constraint(Predicate(item, scope, name))]
        if isinstance(item, Constraint):
            return [self.add_constraint(item)]
        if isinstance(item, Expression):
            return self.compiler.post(item)
        if isinstance(item, bool):
            raise ModelError(
                f"add: got {item}, a Python truth value, not a condition on variables (was"
                " every side of the comparison a constant?)"
            )
        if callable(item):
            raise ModelError("add: a predicate needs its scope: add(function, [variables])")
        if isinstance(item, Iterable) and not isinstance(item, (str, bytes)):
            added: list[Constraint[Any, Any]] = []
            for part in item:
                added += self.add(part)
            return added
        raise TypeError(f"add: expected a condition or a constraint, got {brief(item)}")

    @property
    def compiler(self) -> Compiler:
        """The compiler of this model's expressions (it keeps their auxiliary variables)."""
        if self._compiler is None:
            self._compiler = Compiler(self)  # type: ignore[arg-type]  # a CSP is a Host
        return self._compiler

    def variable_for(self, item: Hashable) -> Hashable:
        """The variable holding ``item``'s value: a handle's own, or an auxiliary one made
        once per expression (an objective, for instance); a name is returned as is. Where
        the expression has no value (``x // y`` with ``y == 0``) the variable has none
        either, so those assignments are no longer solutions."""
        if isinstance(item, Expression):
            try:
                found: Hashable = self.compiler.variable(item)
                return found
            except Undefined:
                raise ModelError(f"{item!r} has no value for any assignment") from None
        if isinstance(item, (list, tuple)) and not _known(item, self._domains):
            shown = brief(list(item))
            raise TypeError(
                f"{shown} is a list, where one variable or expression goes: for their total"
                f" write sum({shown}), for the greatest maximum({shown}), for the least"
                f" minimum({shown})"
            )
        return item

    # -- auxiliary variables -----------------------------------------------------------

    def add_auxiliary(self, name: Aux | Constant, values: Sequence[Any]) -> None:
        """Add the auxiliary variable ``name``; the compiler calls it, not a model's author."""
        wide = type(values) is range and values.step == 1 and len(values) >= WIDE_FROM
        self._add(name, values if wide else tuple(values))
        self._auxiliary[name] = None

    def restrict_auxiliary(self, name: Aux, values: Sequence[Any]) -> None:
        """Keep the auxiliary variable ``name`` to those of its values in ``values`` (the
        compiler's, for a condition on it alone); never empty."""
        if name not in self._auxiliary:
            raise ModelError(f"restrict_auxiliary: {name!r} is not an auxiliary variable")
        domain = self._domains[name]
        if type(domain) is range:  # a wide range: the values kept are few, read them
            narrowed = tuple(sorted(v for v in set(values) if in_domain(v, domain)))
        else:
            keep = set(values)
            narrowed = tuple(v for v in domain if v in keep)
        if not narrowed:
            raise ModelError(f"restrict_auxiliary: no value of {name!r} would be left")
        self._domains[name] = narrowed

    @property
    def auxiliary(self) -> tuple[Aux | Constant, ...]:
        """The variables made for expressions (and for numbers given where a constraint takes a
        variable), hidden from the solutions a search returns."""
        return tuple(self._auxiliary)

    def with_auxiliary(self, solution: Mapping[Any, Any]) -> dict[Any, Any]:
        """``solution`` (over the author's variables) with each auxiliary variable's value."""
        full = self._completed(solution)
        if full is None:
            raise ModelError("with_auxiliary: an expression has no value in this assignment")
        return full

    def _completed(self, assignment: Mapping[Any, Any]) -> dict[Any, Any] | None:
        """The assignment with the auxiliary variables it lacks, evaluated; None when one has
        no value (a division by zero) or a variable it reads is missing."""
        full = dict(assignment)
        for key in self._auxiliary:
            if key not in full:
                try:
                    full[key] = evaluate(key.expression, full)
                except (Undefined, KeyError):
                    return None
        return full


def _new_name(name: object, where: str) -> None:
    """A `TypeError` when a new variable's name is a handle or an expression: it is a
    variable (of this model or another) already, not a name."""
    if isinstance(name, Expression):
        raise TypeError(
            f"{where}: the name {name!r} is a handle or an expression, not a name; give the"
            " new variable a name of its own (a string)"
        )


def _known(name: object, domains: Mapping[Any, Any]) -> bool:
    """True when ``name`` is a variable of ``domains`` (a tuple may be a name)."""
    try:
        return name in domains
    except TypeError:
        return False


def _bounds(lo: object, hi: object, where: str) -> None:
    for bound in (lo, hi):
        if not isinstance(bound, int) or isinstance(bound, bool):
            raise TypeError(f"{where}: the bounds must be whole numbers, got {brief(bound)}")
    if lo > hi:  # type: ignore[operator]
        raise ModelError(f"{where}: the least value {lo} is above the greatest {hi}")
