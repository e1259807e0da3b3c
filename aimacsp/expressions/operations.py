"""Auxiliary variables, operator by operator: the route of an expression too large for one
table (see `aimacsp.expressions.terms`).

Each operator is tied to the variables of its arguments: comparisons through the variable of
the difference of their sides and a table of one column; logic through the truth values of
its arguments (a table for two, their sum for more); ``minimum`` and ``maximum`` through the
global constraints `Minimum` and `Maximum`; ``element`` and ``if_then_else`` through
`Element`, or a table where the index or the array is constant; every other operator
through one table over its arguments' variables.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from ..constraints.arithmetic import OPERATIONS, Arithmetic, result_bounds
from ..constraints.element import Element
from ..constraints.extremum import Maximum, Minimum
from ..constraints.reified import ReifiedSum
from ..errors import brief
from .linear import linear_form
from .nodes import Aux, Op, Var, as_condition
from .operators import COMPARISONS, OPERATORS, Undefined
from .terms import Terms, affine, bounds_of, handles, ordered

__all__ = ["Operations"]


class Operations(Terms):
    """`Terms` with the operator-by-operator route."""

    def by_operator(self, key: Aux, item: Op) -> None:
        """Tie ``key`` to ``item`` through the variables of its arguments."""
        op, args = item.op, item.args
        if OPERATORS[op].boolean:
            self.reify(key, item)
        elif op in ("min", "max"):
            self.extremum(key, item)
        elif op == "element":
            self.element(key, item)
        elif op == "if":  # the entry its truth value (0 or 1) picks of [otherwise, then]
            condition, then, otherwise = args
            self.element(key, Op("element", (otherwise, then, as_condition(condition))))
        elif op == "dist":
            self.operation(key, "abs", [self.operand(Op("sub", args))], item)
        elif op == "mul" and len(args) > 2:
            left = self.operand(Op(op, args[:-1]))
            self.operation(key, op, [left, self.operand(args[-1])], item)
        else:
            self.operation(key, op, [self.operand(arg) for arg in args], item)

    def operation(self, key: Aux, op: str, operands: list[Any], item: Op) -> None:
        """``key == op(*operands)``: a table of the operands' values, or, when one is wide,
        the bounds of `Arithmetic` (products, quotients, remainders, ``abs``)."""
        names = [o.name for o in operands if type(o) is Var]
        if op not in OPERATIONS or not self.wide(names):
            return self.apply(key, OPERATORS[op].function, operands, item)
        domains = self.host.domains
        bounds = [bounds_of(domains[o.name]) if type(o) is Var else (o, o) for o in operands]
        hull = result_bounds(op, bounds)
        if hull is None:
            raise Undefined(f"{brief(item)} has no value")
        self.new_variable(key, range(hull[0], hull[1] + 1))
        self.add(Arithmetic(op, [self.variable(o) for o in operands], key))

    def reify(self, key: Aux, item: Op) -> None:
        """``key`` is 1 where the condition ``item`` holds, 0 where it does not."""
        op, args = item.op, item.args
        if op in COMPARISONS and len(args) > 2:
            pairs = itertools.combinations(args, 2) if op == "ne" else zip(args, args[1:])
            args = tuple(Op(op, pair) for pair in pairs)
            op = "and"
        test = OPERATORS[op].function
        if op in COMPARISONS:
            form = linear_form(Op("sub", args), self.operand, self.reuse())
            if form is not None and self.numeric(form[0]):
                coefficients, constant = form
                if coefficients and self.wide(coefficients):  # by bounds, never listed
                    self.new_variable(key, [0, 1])
                    names, weights = list(coefficients), list(coefficients.values())
                    symbol = COMPARISONS[op]
                    self.add(ReifiedSum(names, symbol, -constant, key, weights))
                    return
                if len(coefficients) > 1:
                    difference = self.operand(Op("sub", args))
                    self.apply(key, lambda t: test(t, 0), [difference], item)
                else:
                    shifted = affine(coefficients, constant)
                    self.apply(key, lambda *v: test(shifted(*v), 0), handles(coefficients), item)
                return
            operands = [self.operand(arg) for arg in args]
        elif op in ("in", "notin"):
            operands = [self.operand(args[0]), frozenset(args[1].args)]
        else:
            operands = [self.boolean(arg) for arg in args]
            if sum(type(o) is Var for o in operands) > 2 and op in ("and", "or", "xor", "iff"):
                total = self.operand(Op("add", [as_condition(arg) for arg in args]))
                self.apply(key, _counted(op, len(args)), [total], item)
                return
        self.apply(key, test, operands, item)

    def extremum(self, key: Aux, item: Op) -> None:
        """``key == min(args)`` or ``max(args)``: the global `Minimum` or `Maximum`."""
        name = "Minimum" if item.op == "min" else "Maximum"
        scope = list(dict.fromkeys(self.variable(arg) for arg in item.args))
        self.by_global(name, key, scope, item)

    def element(self, key: Aux, item: Op) -> None:
        """``key == array[index]``: the global `Element` over variables, or a table when
        the index or the array is constant, or a variable would stand twice in its scope."""
        *array, index = item.args
        operands = [self.operand(a) for a in array]
        i = self.operand(index)
        variables = [o.name for o in [*operands, i] if type(o) is Var]
        constants = {o for o in operands if type(o) is not Var}
        if (
            type(i) is not Var
            or len(variables) == 1
            or len(set(variables)) < len(variables)  # a scope holds a variable once
            or len(constants) < len(operands) - (len(variables) - 1)  # equal constants
        ):
            self.apply(key, OPERATORS["element"].function, [*operands, i], item)
            return
        scope = [self.variable(a) for a in array]
        self.by_global("Element", key, scope, item, i.name)

    def by_global(
        self, name: str, key: Aux, scope: list[Hashable], item: Op, index: Hashable = None
    ) -> None:
        """``key`` tied to the variables ``scope`` by the global constraint ``name``."""
        domains = self.host.domains
        values: Sequence[Any]
        if name == "Element":
            places = [v for v in domains[index] if isinstance(v, int) and 0 <= v < len(scope)]
            among = [scope[k] for k in places]
        else:
            among = scope
        if self.wide(among):  # the hull of their bounds, never listed
            ends = [bounds_of(domains[x]) for x in among]
            if name == "Minimum":
                low, high = min(e[0] for e in ends), min(e[1] for e in ends)
            elif name == "Maximum":
                low, high = max(e[0] for e in ends), max(e[1] for e in ends)
            else:
                low, high = min(e[0] for e in ends), max(e[1] for e in ends)
            values = range(low, high + 1)
        elif name == "Element":
            values = ordered({v: None for x in among for v in domains[x]})
        elif name == "Minimum":  # at most the least of the greatest values
            bound = min(max(domains[x]) for x in scope)
            values = ordered({v: None for x in scope for v in domains[x] if v <= bound})
        else:
            bound = max(min(domains[x]) for x in scope)
            values = ordered({v: None for x in scope for v in domains[x] if v >= bound})
        if not values:
            raise Undefined(f"{brief(item)} has no value")
        self.new_variable(key, values)
        if name == "Element":
            self.add(Element(scope, index, key))
        else:
            self.add((Minimum if name == "Minimum" else Maximum)(scope, key))


def _counted(op: str, n: int) -> Callable[[int], int]:
    """The truth of an n-ary ``op`` from the number of its true arguments."""
    if op == "and":
        return lambda s: int(s == n)
    if op == "or":
        return lambda s: int(s > 0)
    if op == "xor":
        return lambda s: s % 2
    return lambda s: int(s in (0, n))
