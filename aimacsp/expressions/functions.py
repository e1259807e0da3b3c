"""The expressions Python has no operator for: counts, extremes, indexing, conditions.

Each returns a tree node; post it (``csp.add(count(xs, 3) <= 2)``) or use it inside other
expressions. Names follow CPMpy and XCSP3; ``div`` and ``mod`` are XCSP3's (truncating
towards zero, as Java does), where ``//`` and ``%`` are Python's (flooring).

>>> from aimacsp.expressions import Var
>>> x, y, i = Var("x"), Var("y"), Var("i")
>>> maximum([x, y]) - minimum([x, y]) <= 3
maximum([x, y]) - minimum([x, y]) <= 3
>>> element([4, 8, 15], i), if_then_else(x > y, x, y), implies(x == 1, y == 1)
(element([4, 8, 15], i), if_then_else(x > y, x, y), implies(x == 1, y == 1))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .nodes import Expression, Op

__all__ = [
    "count",
    "minimum",
    "maximum",
    "element",
    "if_then_else",
    "implies",
    "iff",
    "dist",
    "div",
    "mod",
]


def _items(array: Sequence[Any], where: str, flat: bool = True) -> tuple[Any, ...]:
    """The entries of ``array``, a list or tuple of expressions and constants (an array of
    handles of two dimensions or more read cell by cell, when ``flat``)."""
    if isinstance(array, (str, bytes, Expression)) or not isinstance(array, (list, tuple)):
        raise TypeError(f"{where}: give a list of expressions, got {array!r}")
    if flat and any(hasattr(item, "flat") and isinstance(item, tuple) for item in array):
        array = [cell for item in array for cell in getattr(item, "flat", (item,))]
    if not array:
        raise ValueError(f"{where}: the list is empty")
    for item in array:
        if isinstance(item, (list, tuple)):
            raise TypeError(
                f"{where}: {item!r} is a list inside the list; give a flat list (an array's .flat)"
            )
    return tuple(array)


def count(array: Sequence[Any], value: Any) -> Op:
    """How many entries of ``array`` equal ``value`` (MiniZinc ``count``, XCSP3 ``count``)."""
    return Op("count", (*_items(array, "count"), value))


def minimum(array: Sequence[Any]) -> Op:
    """The least entry of ``array`` (XCSP3 ``minimum``, MiniZinc ``min``)."""
    return Op("min", _items(array, "minimum"))


def maximum(array: Sequence[Any]) -> Op:
    """The greatest entry of ``array`` (XCSP3 ``maximum``, MiniZinc ``max``)."""
    return Op("max", _items(array, "maximum"))


def element(array: Sequence[Any], index: Any) -> Op:
    """``array[index]`` for an ``index`` that is an expression, counted from 0 (XCSP3
    ``element``); an index outside the array has no value, so it cannot be taken."""
    return Op("element", (*_items(array, "element", flat=False), index))


def if_then_else(condition: Any, then: Any, otherwise: Any) -> Op:
    """``then`` where ``condition`` holds, else ``otherwise`` (XCSP3 ``if``)."""
    return Op("if", (condition, then, otherwise))


def implies(condition: Any, consequence: Any) -> Op:
    """True unless ``condition`` holds and ``consequence`` does not (XCSP3 ``imp``)."""
    return Op("imp", (condition, consequence))


def iff(*conditions: Any) -> Op:
    """True when the conditions are all true or all false (XCSP3 ``iff``)."""
    return Op("iff", conditions)


def dist(a: Any, b: Any) -> Op:
    """``abs(a - b)`` (XCSP3 ``dist``)."""
    return Op("dist", (a, b))


def div(a: Any, b: Any) -> Op:
    """``a / b`` truncated towards zero, as XCSP3 and Java divide (``-7 div 2 == -3``)."""
    return Op("div", (a, b))


def mod(a: Any, b: Any) -> Op:
    """The remainder of `div`, with the sign of ``a`` (``-7 mod 2 == -1``, XCSP3 ``mod``)."""
    return Op("mod", (a, b))
