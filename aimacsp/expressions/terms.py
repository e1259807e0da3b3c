"""Auxiliary variables: each non-trivial sub-expression gets a variable holding its value.

The variable of an expression ``e`` is named ``Aux(e)`` and is always *equal to* ``e``: its
value is a function of the user's variables, so it adds no solution, solution counts do not
change, and a solution can be checked without it (the model evaluates ``e``). How it is tied:

- a linear ``e`` (sums, differences, products by constants, counts): one `Sum`, or a binary
  `Table` when ``e`` has one variable (``2 * x + 1``: exact and domain consistent);
- any other ``e`` whose variables' domains multiply to at most `TABLE_LIMIT`: one `Table`
  over the variable of ``e`` and ``e``'s variables, enumerated (exact, domain consistent);
- otherwise, operator by operator on the variables of its arguments: a `Table` for ``*``,
  ``//``, ``%``, ``**``, ``abs``, comparisons and logic (at most `OPERATION_LIMIT` rows);
  ``minimum``/``maximum`` by `Minimum`/`Maximum`, ``element`` and ``if_then_else`` by
  `Element` (see `aimacsp.expressions.operations`).

The values of the variable are computed, not guessed: those the table yields, or those a
sum can take (exactly while cheap, else the integers between its bounds, at most
`aimacsp.expressions.linear.MAX_VALUES`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import Any, Protocol

from ..checkpoints import EVERY, checkpoint
from ..constraints.base import Constraint
from ..constraints.lists import Constant
from ..constraints.sum import Sum
from ..constraints.table import Table
from ..errors import ModelError, brief
from .evaluation import evaluator, scope_of
from .generated import python_function
from .linear import LINEAR, MAX_VALUES, linear_form, values_of_sum
from .nodes import Aux, Op, Var, as_condition, is_constant
from .operators import Undefined

__all__ = [
    "Host",
    "Terms",
    "TABLE_LIMIT",
    "OPERATION_LIMIT",
    "affine",
    "bounds_of",
    "handles",
    "ordered",
]

#: An expression whose variables' domains multiply to at most this becomes one table.
TABLE_LIMIT = 1024
#: The most rows a table for one operation (``x * y``) may have.
OPERATION_LIMIT = 100_000

Operand = Any  # a variable's name, or a constant


class Host(Protocol):
    """What the compiler needs of a model: its domains, and two ways to add to it."""

    @property
    def domains(self) -> Mapping[Any, Sequence[Any]]:
        """Each variable's values."""
        ...

    def add_auxiliary(self, name: Aux | Constant, values: Sequence[Any]) -> None:
        """Add the auxiliary variable ``name`` with these values."""
        ...

    def add_constraint(self, constraint: Constraint[Any, Any]) -> Constraint[Any, Any]:
        """Add a constraint whose scope is made of the model's variables."""
        ...

    def restrict_auxiliary(self, name: Aux, values: Sequence[Any]) -> None:
        """Keep the auxiliary variable ``name`` to those of its values in ``values``."""
        ...


class Terms:
    """Names the variable holding each expression, adding it to the model the first time.

    An *operand* is a `Var` (a handle on a user's variable, or on an auxiliary one) or a
    constant: never a bare name, since a variable may be named 3.
    """

    def __init__(self, host: Host) -> None:
        self.host = host
        self._numeric: dict[Hashable, bool] = {}
        #: The constraints added since the caller last emptied it.
        self.posted: list[Constraint[Any, Any]] = []
        #: The condition being posted.
        self.whole: object = None
        #: How many auxiliary variables were made.
        self.made = 0

    def add(self, constraint: Constraint[Any, Any]) -> None:
        """Add ``constraint`` to the model, and note it in `posted`."""
        self.posted.append(self.host.add_constraint(constraint))

    def new_variable(self, key: Aux | Constant, values: Sequence[Any]) -> None:
        """Add the auxiliary variable ``key`` to the model."""
        self.host.add_auxiliary(key, values)
        self.made += 1

    def known(self, item: Op) -> Aux | None:
        """The model's variable for ``item`` when it has one already."""
        key = Aux(item)
        return key if key in self.host.domains else None

    def reuse(self) -> Any:
        """`known`, for a linear form to read sub-expressions that have their variable; None
        (nothing to look up) while the model has no auxiliary variable."""
        return self.known if self.made else None

    # -- operands ----------------------------------------------------------------------

    def operand(self, item: object) -> Operand:
        """A `Var` on the variable holding ``item``, or the constant it is."""
        if type(item) is Var:
            if item.name not in self.host.domains:
                raise ModelError(f"{item!r} is not a variable of this CSP")
            return item
        if type(item) is not Op:
            return item
        if is_constant(item):
            return evaluator(item, ())(())
        return Var(self.define(Aux(item)))

    def variable(self, item: object) -> Hashable:
        """The name of the variable holding ``item``; a constant gets a variable of one
        value (a global constraint's scope is made of variables)."""
        found = self.operand(item)
        if type(found) is Var:
            return found.name
        key = Aux(found)
        if key not in self.host.domains:
            self.new_variable(key, [found])
        return key

    def boolean(self, item: object) -> Operand:
        """An operand worth 1 where ``item`` is true and 0 where it is false."""
        if type(item) is Var:
            domain = self.host.domains[self.operand(item).name]
            if type(domain) is not range and set(domain) <= {0, 1}:
                return item
        if type(item) is not Op and type(item) is not Var:
            return int(bool(item))
        return self.operand(as_condition(item))

    def numeric(self, names: Iterable[Hashable]) -> bool:
        """True when every variable named has integer values only."""
        known = self._numeric
        for name in names:
            found = known.get(name)
            if found is None:
                domain = self.host.domains[name]
                found = known[name] = type(domain) is range or all(
                    isinstance(v, int) for v in domain
                )
            if not found:
                return False
        return True

    def wide(self, names: Iterable[Hashable]) -> bool:
        """True when a variable named has a wide domain (a ``range`` a model keeps unlisted):
        then its conditions reason on bounds (`Sum`, `Arithmetic`, `ReifiedSum`), never on
        tables or binary relations, which list values."""
        domains = self.host.domains
        return any(type(domains[name]) is range for name in names)

    def size(self, names: Iterable[Hashable], limit: int) -> int:
        """The product of the domain sizes of ``names``, or ``limit + 1`` once above it."""
        domains, product = self.host.domains, 1
        for name in names:
            product *= len(domains[name])
            if product > limit:
                return limit + 1
        return product

    # -- defining an auxiliary variable ------------------------------------------------

    def define(self, key: Aux) -> Aux:
        """Add the variable ``key`` (equal to its expression) unless it exists; return it."""
        if key in self.host.domains:
            return key
        item = key.expression
        if type(item) is not Op:
            self.apply(key, _same, [self.operand(item)], item)
            return key
        scope = scope_of(item)
        for name in scope:
            if name not in self.host.domains:
                raise ModelError(f"{brief(item)}: {name!r} is not a variable of this CSP")
        if _linear_root(item) and self.numeric(scope):
            form = linear_form(item, self.operand, self.reuse())
            assert form is not None  # a leaf names every part that is not linear
            self.linear(key, *form, item)
        elif not self.wide(scope) and self.size(scope, TABLE_LIMIT) <= TABLE_LIMIT:
            cells = [Var(name) for name in scope]
            fast = python_function(item, scope)
            if fast is None:
                self.apply(key, evaluator(item, scope), cells, item, packed=True)
            else:
                self.apply(key, fast, cells, item)
        else:
            self.by_operator(key, item)
        return key

    def linear(self, key: Aux, coefficients: dict[Hashable, int], constant: int, item: Any) -> None:
        """``key == sum(c * x) + constant``."""
        if len(coefficients) <= 1 and not self.wide(coefficients):
            self.apply(key, affine(coefficients, constant), handles(coefficients), item)
            return
        values = values_of_sum(coefficients, constant, self.host.domains, brief(item))
        self.new_variable(key, values)
        weights = [1] + [-c for c in coefficients.values()]
        self.add(Sum([key, *coefficients], "==", constant, weights))

    def apply(
        self,
        key: Aux,
        function: Callable[..., Any],
        operands: Sequence[Operand],
        item: Any,
        packed: bool = False,
    ) -> None:
        """``key == function(*operands)`` (of the tuple of them when ``packed``), as a table
        over the operands that are variables."""
        domains = self.host.domains
        names = list(dict.fromkeys(o.name for o in operands if type(o) is Var))
        if self.wide(names):
            widths = ", ".join(f"{n} {len(domains[n]):,} values" for n in names)
            raise ModelError(
                f"{brief(item)}: this operation needs its operands' values listed, and they are"
                f" too many ({widths}); write it with +, -, * by a constant, *, //, %, abs,"
                " min, max or comparisons, which reason on bounds, or narrow the domains"
            )
        place = {name: k for k, name in enumerate(names)}
        slots = [(k, place[o.name]) for k, o in enumerate(operands) if type(o) is Var]
        if self.size(names, OPERATION_LIMIT) > OPERATION_LIMIT:
            sizes = " x ".join(f"{len(domains[n]):,}" for n in names)
            raise ModelError(
                f"{brief(item)}: its operands take {sizes} combinations of values, more than"
                f" the {OPERATION_LIMIT:,} a table may hold; narrow their domains"
            )
        args = list(operands)
        rows = []
        for step, combo in enumerate(itertools.product(*(domains[n] for n in names))):
            if not step % EVERY:
                checkpoint()  # a table of many rows: a running budget may stop it
            for k, p in slots:
                args[k] = combo[p]
            try:
                value = function(args) if packed else function(*args)
            except Undefined:
                continue
            rows.append((int(value) if type(value) is bool else value, *combo))
        if not rows:
            raise Undefined(f"{brief(item)} has no value")
        values = ordered({row[0]: None for row in rows})
        if len(values) > MAX_VALUES:
            raise ModelError(f"{brief(item)} takes {len(values):,} values, above {MAX_VALUES:,}")
        self.new_variable(key, values)
        if names:
            self.add(Table([key, *names], rows))

    def by_operator(self, key: Aux, item: Op) -> None:
        """Tie ``key`` to ``item`` through the variables of its arguments (see
        `aimacsp.expressions.operations`)."""
        raise NotImplementedError


def _linear_root(item: Op) -> bool:
    """True when the operator at the top of ``item`` is linear (a product is, by constants)."""
    if item.op == "mul":
        return sum(not is_constant(arg) for arg in item.args) <= 1
    return item.op in LINEAR


def _same(value: Any) -> Any:
    return value


def handles(coefficients: Mapping[Hashable, int]) -> list[Operand]:
    """A handle on each variable of a linear form."""
    return [Var(name) for name in coefficients]


def affine(coefficients: Mapping[Hashable, int], constant: int) -> Callable[..., int]:
    """The function ``c * x + constant`` of the one variable of ``coefficients`` (or none)."""
    if not coefficients:
        return lambda: constant
    (c,) = coefficients.values()
    return lambda x: c * x + constant


def bounds_of(domain: Sequence[Any]) -> tuple[Any, Any]:
    """The least and greatest values of a domain (at once for a ``range``, listed or not)."""
    if type(domain) is range:
        return (domain[0], domain[-1]) if domain.step > 0 else (domain[-1], domain[0])
    return min(domain), max(domain)


def ordered(values: dict[Any, None]) -> list[Any]:
    """The values in increasing order, or as found when they cannot be compared."""
    try:
        return sorted(values)
    except TypeError:
        return list(values)
