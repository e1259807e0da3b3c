"""Posting a condition: from an expression to the library's constraints.

What each form becomes (the cheapest constraint that keeps its meaning):

- ``x == y`` and ``x != y`` between two handles: one binary `Predicate` on a relation all
  such constraints share, as a hand-written ``lambda a, b: a != b`` would be;
- a linear comparison (``1000*S + 100*E + ... == 10000*M + ...``, ``s + d <= t``): one `Sum`
  (``<`` and ``>`` become ``<=`` and ``>=`` by one), or a unary `Table` when one variable is
  left, or nothing when it always holds;
- any other condition over few values (its variables' domains multiply to at most
  `aimacsp.expressions.terms.TABLE_LIMIT`): one `Table` of the tuples that satisfy it
  (``abs(a - b) == 1``), domain consistent; over two variables with more values, a binary
  `Predicate` (arc consistent, tested lazily);
- a conjunction: each part; a disjunction: ``sum(truth values) >= 1``;
- anything else: its sub-expressions get auxiliary variables (`aimacsp.expressions.terms`)
  until it is linear, or its truth value is a variable fixed to 1.

A global constraint whose scope holds expressions (``AllDifferent([m[j] - m[i] ...])``) gets
a variable per expression, except that an `AllDifferent` over ``x + constant`` terms becomes
one with offsets, with no auxiliary variable.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Sequence
from typing import Any

from ..constraints.alldifferent import AllDifferent
from ..constraints.base import Constraint
from ..constraints.lists import Constant
from ..constraints.sum import OPERATORS as SUM_OPERATORS
from ..constraints.sum import Sum
from ..errors import ModelError
from .evaluation import evaluator, scope_of
from .generated import python_function
from .linear import linear_form
from .nodes import Aux, Op, Var, as_condition, is_constant, text
from .operations import Operations
from .operators import COMPARISONS, NEGATED, OPERATORS, Undefined
from .terms import TABLE_LIMIT
from .written import WrittenPredicate, WrittenTable

__all__ = ["Compiler"]


def _equal(a: Any, b: Any) -> bool:
    return bool(a == b)


def _differ(a: Any, b: Any, offset: int = 0) -> bool:
    """``a + offset != b``; one function for every such constraint, so they share its table
    of tested pairs (see `aimacsp.constraints.relations`)."""
    return bool(a + offset != b) if offset else bool(a != b)


class Compiler(Operations):
    """Posts conditions and global constraints over expressions on one model."""

    def post(self, item: object) -> list[Constraint[Any, Any]]:
        """Post the condition ``item``; return the constraints added for it."""
        self.posted = []
        self.whole = item
        domains = self.host.domains
        for name in scope_of(item):
            if name not in domains:
                raise ModelError(f"{text(item)}: {name!r} is not a variable of this CSP")
        try:
            self.condition(item)
        except Undefined:
            self.false(item)
        return self.posted

    def prepare(self, constraint: Constraint[Any, Any]) -> Constraint[Any, Any] | None:
        """The constraint to add in place of ``constraint``, whose scope holds expressions:
        each gets its variable; None when one of them never has a value."""
        try:
            if type(constraint) is AllDifferent and constraint.offsets is None:
                shifted = self.offsets(constraint.scope)
                if shifted is not None:
                    names, offsets = shifted
                    return AllDifferent(
                        names, offsets=offsets, level=constraint.level, name=constraint.name
                    )
            for var in constraint.scope:
                if isinstance(var, Aux):
                    self.define(var)
                elif isinstance(var, Constant) and var not in self.host.domains:
                    self.new_variable(var, [var.value])
        except Undefined:
            self.posted = []
            self.whole = Op("and", [_expression(var) for var in constraint.scope])
            self.false(self.whole)
            return None
        return constraint

    def offsets(self, scope: Sequence[Hashable]) -> tuple[list[Hashable], list[int]] | None:
        """``(variables, offsets)`` when every entry is a variable plus a constant."""
        names: list[Hashable] = []
        offsets: list[int] = []
        for var in scope:
            if isinstance(var, Aux):
                form = linear_form(var.expression)
                if form is None or len(form[0]) != 1 or set(form[0].values()) != {1}:
                    return None
                (name,) = form[0]
                offsets.append(form[1])
            else:
                name = var
                offsets.append(0)
            names.append(name)
        domains = self.host.domains
        if len(set(names)) < len(names) or not all(name in domains for name in names):
            return None  # (an unknown name is reported where the scope is checked)
        return (names, offsets) if self.numeric(names) else None

    # -- conditions --------------------------------------------------------------------

    def condition(self, item: object) -> None:
        """Post ``item`` as a condition that must hold."""
        if type(item) is Var:
            item = Op("ne", (item, 0))
        if type(item) is not Op:
            raise ModelError(f"{item!r} is not a condition over variables")
        op, args = item.op, item.args
        if op in COMPARISONS and len(args) == 2:
            return self.comparison(op, args[0], args[1], item)  # the most common: first
        if is_constant(item):
            return self.constant(item)
        if op == "and":
            for arg in args:
                self.condition(arg)
        elif op == "not":
            self.negation(args[0])
        elif op == "ne":
            names = [self.variable(arg) for arg in args]
            if len(set(names)) < len(names):
                self.false(item)
            else:
                self.add(AllDifferent(names))
        elif op in COMPARISONS:
            for a, b in zip(args, args[1:]):
                self.comparison(op, a, b, Op(op, (a, b)))
        elif not self.wide(scope := scope_of(item)) and self.small(scope):
            self.table(item, scope)
        elif len(scope) == 2 and not self.wide(scope):
            self.add(WrittenPredicate(_tester(item, scope), scope, item))
        elif op == "or":
            self.comparison("ge", Op("add", [as_condition(arg) for arg in args]), 1, item)
        elif op == "imp":
            self.condition(Op("or", (Op("not", (args[0],)), args[1])))
        else:
            self.fixed(item, 1)

    def negation(self, item: object) -> None:
        """Post ``not item``, pushing the negation into comparisons and connectives."""
        if type(item) is Op:
            op, args = item.op, item.args
            if op in COMPARISONS and len(args) == 2:
                return self.comparison(NEGATED[op], args[0], args[1], Op("not", (item,)))
            if op == "not":
                return self.condition(args[0])
            if op == "or":
                return self.condition(Op("and", [Op("not", (arg,)) for arg in args]))
            if op in ("in", "notin"):
                return self.condition(Op("notin" if op == "in" else "in", args))
        self.fixed(item, 0)

    def comparison(self, op: str, a: object, b: object, item: Op) -> None:
        """Post ``a op b``."""
        if type(a) is Var and type(b) is Var and op in ("eq", "ne"):
            x, y = self.operand(a).name, self.operand(b).name
            if x == y:
                if op == "ne":
                    self.false(item)
                return
            if self.wide([x, y]):  # by bounds: a relation would list value pairs
                return self.add(Sum([x, y], "==" if op == "eq" else "!=", 0, [1, -1]))
            relation = _equal if op == "eq" else _differ
            return self.add(WrittenPredicate(relation, [x, y], item))
        form = linear_form(Op("sub", (a, b)), known=self.reuse())
        if form is not None and self.numeric(form[0]):
            return self.linear_condition(op, *form, item)
        scope = scope_of(item)
        if not scope:
            return self.constant(item)
        listed = not self.wide(scope)
        if listed and self.small(scope):
            return self.table(item, scope)
        if listed and len(scope) == 2:
            return self.add(WrittenPredicate(_tester(item, scope), scope, item))
        form = linear_form(Op("sub", (a, b)), self.operand, self.reuse())
        if form is not None and self.numeric(form[0]):
            return self.linear_condition(op, *form, item)
        self.fixed(item, 1)

    def linear_condition(
        self, op: str, coefficients: dict[Hashable, int], constant: int, item: Op
    ) -> None:
        """Post ``sum(c * x) + constant op 0``."""
        test = OPERATORS[op].function
        names = list(coefficients)
        if len(names) <= 1:
            if not names:
                if not test(constant, 0):
                    self.false(item)
                return
            (c,) = coefficients.values()
            if self.wide(names):  # a bound (or a hole): never the values listed
                symbol = COMPARISONS[op]
                return self.add(Sum(names, symbol, -constant, [c]))
            allowed = [v for v in self.host.domains[names[0]] if test(c * v + constant, 0)]
            return self.unary(names[0], allowed, item)
        weights = list(coefficients.values())
        unit = weights in ([1, -1], [-1, 1])
        if op == "ne" and len(names) == 2 and unit and not self.wide(names):
            x, y = names if weights[0] == 1 else names[::-1]
            differ = _differ
            if constant:

                def differ(a: Any, b: Any, offset: int = constant) -> bool:
                    return _differ(a, b, offset)

            return self.add(WrittenPredicate(differ, [x, y], item))
        rhs = -constant
        if op in ("lt", "gt"):
            op, rhs = ("le", rhs - 1) if op == "lt" else ("ge", rhs + 1)
        symbol = COMPARISONS[op]
        if symbol not in SUM_OPERATORS:
            scope = scope_of(item)
            return self.add(WrittenPredicate(_tester(item, scope), scope, item))
        self.add(Sum(names, symbol, rhs, weights))

    def small(self, scope: Sequence[Hashable]) -> bool:
        """True when the domains of ``scope`` multiply to at most `TABLE_LIMIT`."""
        return self.size(scope, TABLE_LIMIT) <= TABLE_LIMIT

    def table(self, item: Op, scope: Sequence[Hashable]) -> None:
        """Post ``item`` as the table of the tuples of its variables that satisfy it."""
        test = _tester(item, scope)
        domains = [self.host.domains[name] for name in scope]
        rows = [combo for combo in itertools.product(*domains) if test(*combo)]
        self.add(WrittenTable(scope, rows, item))

    def constant(self, item: object) -> None:
        """Post ``item``, which holds no variable: nothing when it is true."""
        if not evaluator(item, ())(()):  # Undefined is false too (see post)
            self.false(item)

    def fixed(self, item: object, truth: int) -> None:
        """Post ``item`` through the variable of its truth value, fixed to ``truth``."""
        found = self.boolean(item)
        if type(found) is not Var:
            if found != truth:
                self.false(item)
            return
        self.unary(found.name, [truth], item)

    def unary(self, name: Hashable, allowed: list[Any], item: object) -> None:
        """Post ``name`` in ``allowed``: an auxiliary variable's domain is narrowed (it is
        the compiler's own, and a constraint more would only weigh on the heuristics); the
        author's variables keep theirs and get a unary table."""
        if not isinstance(name, Aux):
            return self.add(WrittenTable([name], [(v,) for v in allowed], item))
        keep = set(allowed)
        if not any(v in keep for v in self.host.domains[name]):
            return self.false(item)
        self.host.restrict_auxiliary(name, allowed)

    def false(self, item: object) -> None:
        """Post a condition that never holds, on one of ``item``'s variables (or those of
        the condition being posted, when ``item`` is a constant part of it)."""
        scope = scope_of(item) or scope_of(self.whole)
        if not scope:
            raise ModelError(f"{text(item)} never holds, and names no variable to post it on")
        self.add(WrittenTable(scope[:1], [], item))


def _tester(item: object, scope: Sequence[Hashable]) -> Any:
    """A function of one value per scope variable: whether ``item`` holds (False where it
    has no value)."""
    fast = python_function(item, scope)
    if fast is not None:
        return fast  # nothing in it can be undefined
    function = evaluator(item, scope)

    def holds(*values: Any) -> bool:
        try:
            return bool(function(values))
        except Undefined:
            return False

    return holds


def _expression(var: Hashable) -> object:
    """What a scope entry stands for: an auxiliary name's expression, or the variable."""
    return var.expression if isinstance(var, Aux) else Var(var)
