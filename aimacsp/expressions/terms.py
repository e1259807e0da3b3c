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
  ``minimum``/``maximum``, ``element`` and ``if_then_else`` by the global constraints when
  the library has them, else by tables.

The values of the variable are computed, not guessed: those the table yields, or those a
sum can take (exactly while cheap, else the integers between its bounds, at most
`aimacsp.expressions.linear.MAX_VALUES`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import Any, Protocol

import aimacsp.constraints as constraints

from ..constraints.base import Constraint
from ..constraints.sum import Sum
from ..constraints.table import Table
from ..errors import ModelError, brief
from .evaluation import evaluator, scope_of
from .linear import LINEAR, MAX_VALUES, linear_form, values_of_sum
from .nodes import Aux, Op, Var, is_constant
from .operators import COMPARISONS, OPERATORS, Undefined

__all__ = ["Host", "Terms", "TABLE_LIMIT", "OPERATION_LIMIT"]

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

    def add_auxiliary(self, name: Aux, values: Sequence[Any]) -> None:
        """Add the auxiliary variable ``name`` with these values."""
        ...

    def add_constraint(self, constraint: Constraint[Any, Any]) -> Constraint[Any, Any]:
        """Add a constraint whose scope is made of the model's variables."""
        ...


def global_constraint(name: str) -> Any:
    """The global constraint class ``name`` when the library has it, else None."""
    return getattr(constraints, name, None)


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

    def add(self, constraint: Constraint[Any, Any]) -> None:
        """Add ``constraint`` to the model, and note it in `posted`."""
        self.posted.append(self.host.add_constraint(constraint))

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
            self.host.add_auxiliary(key, [found])
        return key

    def boolean(self, item: object) -> Operand:
        """An operand worth 1 where ``item`` is true and 0 where it is false."""
        if type(item) is Var and set(self.host.domains[self.operand(item).name]) <= {0, 1}:
            return item
        if type(item) is not Op and type(item) is not Var:
            return int(bool(item))
        return self.operand(_truth(item))

    def numeric(self, names: Iterable[Hashable]) -> bool:
        """True when every variable named has integer values only."""
        known = self._numeric
        for name in names:
            found = known.get(name)
            if found is None:
                found = known[name] = all(isinstance(v, int) for v in self.host.domains[name])
            if not found:
                return False
        return True

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
            form = linear_form(item, self.operand)
            assert form is not None  # a leaf names every part that is not linear
            self.linear(key, *form, item)
        elif self.size(scope, TABLE_LIMIT) <= TABLE_LIMIT:
            self.apply(key, evaluator(item, scope), [Var(name) for name in scope], item, True)
        else:
            self.by_operator(key, item)
        return key

    def linear(self, key: Aux, coefficients: dict[Hashable, int], constant: int, item: Any) -> None:
        """``key == sum(c * x) + constant``."""
        if len(coefficients) <= 1:
            self.apply(key, _affine(coefficients, constant), _vars(coefficients), item)
            return
        values = values_of_sum(coefficients, constant, self.host.domains, brief(item))
        self.host.add_auxiliary(key, values)
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
        for combo in itertools.product(*(domains[n] for n in names)):
            for k, p in slots:
                args[k] = combo[p]
            try:
                rows.append((function(args) if packed else function(*args), *combo))
            except Undefined:
                continue
        if not rows:
            raise Undefined(f"{brief(item)} has no value")
        values = _ordered({row[0]: None for row in rows})
        if len(values) > MAX_VALUES:
            raise ModelError(f"{brief(item)} takes {len(values):,} values, above {MAX_VALUES:,}")
        self.host.add_auxiliary(key, values)
        if names:
            self.add(Table([key, *names], rows))

    def by_operator(self, key: Aux, item: Op) -> None:
        """Tie ``key`` to ``item`` through the variables of its arguments."""
        op, args = item.op, item.args
        if OPERATORS[op].boolean:
            self.reify(key, item)
        elif op in ("min", "max") and len(args) > 2:
            self.extremum(key, item)
        elif op == "element":
            self.element(key, item)
        elif op == "if" and global_constraint("Element") is not None:
            condition, then, otherwise = args
            array = [self.variable(otherwise), self.variable(then)]
            self.by_global("Element", key, array, item, self.variable(_truth(condition)))
        elif op == "dist":
            self.apply(key, abs, [self.operand(Op("sub", args))], item)
        elif op in ("mul", "min", "max") and len(args) > 2:
            left = self.operand(Op(op, args[:-1]))
            self.apply(key, OPERATORS[op].function, [left, self.operand(args[-1])], item)
        else:
            operands = [self.operand(arg) for arg in args]
            self.apply(key, OPERATORS[op].function, operands, item)

    def reify(self, key: Aux, item: Op) -> None:
        """``key`` is 1 where the condition ``item`` holds, 0 where it does not."""
        op, args = item.op, item.args
        if op in COMPARISONS and len(args) > 2:
            pairs = itertools.combinations(args, 2) if op == "ne" else zip(args, args[1:])
            args = tuple(Op(op, pair) for pair in pairs)
            op = "and"
        test = OPERATORS[op].function
        if op in COMPARISONS:
            form = linear_form(Op("sub", args), self.operand)
            if form is not None and self.numeric(form[0]):
                coefficients, constant = form
                if len(coefficients) > 1:
                    difference = self.operand(Op("sub", args))
                    self.apply(key, lambda t: test(t, 0), [difference], item)
                else:
                    affine = _affine(coefficients, constant)
                    self.apply(key, lambda *v: test(affine(*v), 0), _vars(coefficients), item)
                return
            operands = [self.operand(arg) for arg in args]
        elif op in ("in", "notin"):
            operands = [self.operand(args[0]), frozenset(args[1].args)]
        else:
            operands = [self.boolean(arg) for arg in args]
            if sum(type(o) is Var for o in operands) > 2 and op in ("and", "or", "xor", "iff"):
                total = self.operand(Op("add", [_truth(arg) for arg in args]))
                self.apply(key, _counted(op, len(args)), [total], item)
                return
        self.apply(key, test, operands, item)

    def extremum(self, key: Aux, item: Op) -> None:
        """``key == min(args)`` or ``max(args)`` by the global constraint, when there is one."""
        name = "Minimum" if item.op == "min" else "Maximum"
        if global_constraint(name) is None:
            left = self.operand(Op(item.op, item.args[:-1]))
            right = self.operand(item.args[-1])
            self.apply(key, OPERATORS[item.op].function, [left, right], item)
            return
        scope = list(dict.fromkeys(self.variable(arg) for arg in item.args))
        self.by_global(name, key, scope, item)

    def element(self, key: Aux, item: Op) -> None:
        """``key == array[index]``: a table when the array is constant or small."""
        *array, index = item.args
        operands = [self.operand(a) for a in array]
        names = [o.name for o in operands if type(o) is Var]
        i = self.operand(index)
        if (
            global_constraint("Element") is None
            or not names
            or len(set(names)) < len(names)  # a scope holds a variable once
            or (type(i) is Var and i.name in names)
        ):
            self.apply(key, OPERATORS["element"].function, [*operands, i], item)
            return
        scope = [self.variable(a) for a in array]
        self.by_global("Element", key, scope, item, self.variable(index))

    def by_global(
        self, name: str, key: Aux, scope: list[Hashable], item: Op, index: Hashable = None
    ) -> None:
        """``key`` tied to the variables ``scope`` by the global constraint ``name``."""
        domains = self.host.domains
        if name == "Element":
            places = [v for v in domains[index] if isinstance(v, int) and 0 <= v < len(scope)]
            values = _ordered({v: None for k in places for v in domains[scope[k]]})
        elif name == "Minimum":  # at most the least of the greatest values
            bound = min(max(domains[x]) for x in scope)
            values = _ordered({v: None for x in scope for v in domains[x] if v <= bound})
        else:
            bound = max(min(domains[x]) for x in scope)
            values = _ordered({v: None for x in scope for v in domains[x] if v >= bound})
        if not values:
            raise Undefined(f"{brief(item)} has no value")
        self.host.add_auxiliary(key, values)
        cls = global_constraint(name)
        made = cls(scope, index, key) if name == "Element" else cls(scope, key)
        self.add(made)


def _linear_root(item: Op) -> bool:
    """True when the operator at the top of ``item`` is linear (a product is, by constants)."""
    if item.op == "mul":
        return sum(not is_constant(arg) for arg in item.args) <= 1
    return item.op in LINEAR


def _same(value: Any) -> Any:
    return value


def _vars(coefficients: Mapping[Hashable, int]) -> list[Operand]:
    return [Var(name) for name in coefficients]


def _affine(coefficients: Mapping[Hashable, int], constant: int) -> Callable[..., int]:
    """The function ``c * x + constant`` of the one variable of ``coefficients`` (or none)."""
    if not coefficients:
        return lambda: constant
    (c,) = coefficients.values()
    return lambda x: c * x + constant


def _counted(op: str, n: int) -> Callable[[int], int]:
    """The truth of an n-ary ``op`` from the number of its true arguments."""
    if op == "and":
        return lambda s: int(s == n)
    if op == "or":
        return lambda s: int(s > 0)
    if op == "xor":
        return lambda s: s % 2
    return lambda s: int(s in (0, n))


def _truth(item: object) -> object:
    """``item`` as a condition: itself when it is one, else ``item != 0``."""
    if type(item) is Op and OPERATORS[item.op].boolean:
        return item
    return Op("ne", (item, 0))


def _ordered(values: dict[Any, None]) -> list[Any]:
    try:
        return sorted(values)
    except TypeError:
        return list(values)
