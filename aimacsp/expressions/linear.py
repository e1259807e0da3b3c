"""Linear forms: an expression as ``sum(coefficient * variable) + constant``.

`linear_form` reads sums, differences, negations, products by constants and counts
(``count(xs, v)`` is the sum of the truth values ``x == v``); any other sub-expression is
handed to ``leaf``, which names the variable (or gives the constant) standing for it, so
``2 * x + abs(y - z) <= 9`` is linear in ``x`` and the variable of ``abs(y - z)``. Without a
``leaf``, a sub-expression that is not linear makes it return None.

>>> from aimacsp.expressions import Var
>>> x, y = Var("x"), Var("y")
>>> linear_form(1000 * x + 10 * y - (x - 3) == 0)
>>> linear_form(1000 * x + 10 * y - (x - 3))
({'x': 999, 'y': 10}, 3)

`values_of_sum` gives the values such a sum can take: exactly while that is cheap, or all
the integers between its bounds (a ``range``, of any width).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

from ..errors import ModelError
from .evaluation import evaluate
from .nodes import Op, Var, is_constant

__all__ = ["linear_form", "values_of_sum", "LINEAR", "MAX_VALUES"]

#: The operators a linear form reads through.
LINEAR = frozenset({"add", "sub", "neg", "mul", "count"})
#: The most values an auxiliary variable listed by a table may take.
MAX_VALUES = 100_000
#: The most values a sum's auxiliary variable may range over (a ``range``: never listed).
MAX_RANGE = 2**63 - 1
#: The most pairs (partial sum, term value) an exact sum of values may enumerate per term.
EXACT_PAIRS = 50_000

Leaf = Callable[[Any], Any]  # a sub-expression -> a `Var` holding it, or its constant
Known = Callable[[Any], Any]  # a sub-expression -> the name of the model's variable for it, or None


class _NotLinear(Exception):
    pass


def linear_form(
    item: object, leaf: Leaf | None = None, known: Known | None = None
) -> tuple[dict[Hashable, int], int] | None:
    """``(coefficients, constant)`` with ``item == sum(c * x) + constant``, or None when
    ``item`` is not linear and no ``leaf`` names its other parts. Coefficients are not zero.
    ``known`` names the variable a model already has for a sub-expression (or None), which
    is then read as that variable: a smaller constraint over fewer variables."""
    coefficients: dict[Hashable, int] = {}
    try:
        constant = _read(item, 1, coefficients, leaf, known)
    except _NotLinear:
        return None
    return {x: c for x, c in coefficients.items() if c}, constant


def _read(
    item: object, factor: int, into: dict[Hashable, int], leaf: Leaf | None, known: Known | None
) -> int:
    """Add ``factor * item`` to ``into``; return the constant part."""
    if type(item) is Var:
        into[item.name] = into.get(item.name, 0) + factor
        return 0
    if known is not None and type(item) is Op:
        name = known(item)
        if name is not None:
            into[name] = into.get(name, 0) + factor
            return 0
    if type(item) is not Op:
        if isinstance(item, int):  # bools too: True is 1
            return factor * int(item)
        raise _NotLinear  # a value that is not a number
    op, args = item.op, item.args
    if op == "add":
        return sum(_read(arg, factor, into, leaf, known) for arg in args)
    if op == "sub":
        return _read(args[0], factor, into, leaf, known) + _read(
            args[1], -factor, into, leaf, known
        )
    if op == "neg":
        return _read(args[0], -factor, into, leaf, known)
    if op == "count":
        *array, value = args
        return sum(_read(Op("eq", (x, value)), factor, into, leaf, known) for x in array)
    if is_constant(item):
        value = evaluate(item, {})  # may raise Undefined: the caller decides what it means
        if isinstance(value, int):
            return factor * value
        raise _NotLinear
    if op == "mul":
        rest = []
        for arg in args:
            if is_constant(arg):
                value = evaluate(arg, {})
                if not isinstance(value, int):
                    raise _NotLinear
                factor *= value
            else:
                rest.append(arg)
        if len(rest) == 1:
            return _read(rest[0], factor, into, leaf, known)
        item = Op("mul", rest)  # the product of the variables' parts is the leaf
    if leaf is None:
        raise _NotLinear
    found = leaf(item)
    if type(found) is Var:
        into[found.name] = into.get(found.name, 0) + factor
        return 0
    if isinstance(found, int):
        return factor * int(found)
    raise _NotLinear


def values_of_sum(
    coefficients: Mapping[Hashable, int],
    constant: int,
    domains: Mapping[Hashable, Sequence[Any]],
    where: str,
) -> Sequence[int]:
    """The values ``sum(c * x) + constant`` can take, increasing: exactly when cheap to
    enumerate (every domain listed), else every integer between its least and greatest
    value, as a ``range`` (of any width: a wide domain is held by its bounds)."""
    sums = {constant}
    exact = True
    low = high = constant
    for var, c in coefficients.items():
        values = domains[var]
        if type(values) is range:
            ends = [c * values[0], c * values[-1]]
            low += min(ends)
            high += max(ends)
            exact = False
            continue
        terms = [c * v for v in values]
        low += min(terms)
        high += max(terms)
        if exact and len(sums) * len(terms) <= EXACT_PAIRS:
            sums = {s + t for s in sums for t in terms}
        else:
            exact = False
    if exact:
        return sorted(sums)
    if high - low + 1 > MAX_RANGE:
        raise ModelError(
            f"{where}: its value ranges over {high - low + 1:,} integers ({low}..{high}),"
            f" more than the {MAX_RANGE:,} a domain may hold; narrow the domains"
        )
    return range(low, high + 1)
