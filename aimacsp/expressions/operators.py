"""The operators of the expression language, named as XCSP3 names them, with their meaning.

One table (`OPERATORS`) holds, for each operator, how many arguments it takes, whether its
value is a truth value (0 or 1), and the function that computes it. The tree
(`aimacsp.expressions.nodes`), the evaluator, the printer and the compiler all read it, so an
operator is defined once.

Semantics follow XCSP3-core: ``div`` and ``mod`` are Java's ``/`` and ``%`` (the quotient
truncated towards zero, the remainder with the sign of the dividend), as the XCSP3 tools
evaluate them; ``fdiv`` and ``fmod`` are Python's ``//`` and ``%`` (floor), which is what
``x // y`` and ``x % y`` mean on expressions. Truth values are the integers 0 and 1, and the
logical operators read any non-zero integer as true. A division or remainder by zero, a
negative power and an index out of range have no value (`Undefined`): a constraint holding
one anywhere is false for that assignment (strict semantics; see `aimacsp.expressions`).

>>> OPERATORS["div"].function(-7, 2), OPERATORS["fdiv"].function(-7, 2)
(-3, -4)
>>> OPERATORS["mod"].function(-7, 2), OPERATORS["fmod"].function(-7, 2)
(-1, 1)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

__all__ = ["OPERATORS", "COMPARISONS", "NEGATED", "Operator", "Undefined"]

MANY = 1 << 30  # no upper bound on the number of arguments


class Undefined(ArithmeticError):
    """An operator has no value for these arguments (a division by zero, for instance)."""


class Operator(NamedTuple):
    """One operator: its name, arity bounds, whether it is a truth value, and its function."""

    name: str
    least: int
    most: int
    boolean: bool
    function: Callable[..., Any]


def _div(a: int, b: int) -> int:
    if b == 0:
        raise Undefined("division by zero")
    quotient = abs(a) // abs(b)
    return quotient if (a >= 0) == (b > 0) else -quotient


def _mod(a: int, b: int) -> int:
    return a - b * _div(a, b)


def _fdiv(a: int, b: int) -> int:
    if b == 0:
        raise Undefined("division by zero")
    return a // b


def _fmod(a: int, b: int) -> int:
    if b == 0:
        raise Undefined("modulo by zero")
    return a % b


def _pow(a: int, b: int) -> int:
    if b < 0:
        raise Undefined("negative exponent")
    result: int = a**b
    return result


def _chain(test: Callable[[Any, Any], bool]) -> Callable[..., int]:
    """An n-ary comparison that holds when ``test`` holds between each neighbouring pair."""

    def holds(*args: Any) -> int:
        return int(all(test(a, b) for a, b in zip(args, args[1:])))

    return holds


def _all_different(*args: Any) -> int:
    return int(len(set(args)) == len(args))


def _xor(*args: Any) -> int:
    return sum(1 for a in args if a) % 2


def _iff(*args: Any) -> int:
    return int(len({bool(a) for a in args}) == 1)


def _element(*args: Any) -> Any:
    *array, index = args
    if not 0 <= index < len(array):
        raise Undefined(f"index {index} out of range")
    return array[index]


def _count(*args: Any) -> int:
    *array, value = args
    return sum(1 for a in array if a == value)


def _member(value: Any, values: frozenset[Any]) -> int:
    return int(value in values)


def _if(condition: Any, then: Any, otherwise: Any) -> Any:
    return then if condition else otherwise


def _product(*args: int) -> int:
    result = 1
    for a in args:
        result *= a
    return result


_TABLE: list[tuple[str, int, int, bool, Callable[..., Any]]] = [
    # arithmetic
    ("neg", 1, 1, False, lambda a: -a),
    ("abs", 1, 1, False, abs),
    ("sqr", 1, 1, False, lambda a: a * a),
    ("add", 1, MANY, False, lambda *a: sum(a)),
    ("sub", 2, 2, False, lambda a, b: a - b),
    ("mul", 1, MANY, False, _product),
    ("div", 2, 2, False, _div),
    ("mod", 2, 2, False, _mod),
    ("fdiv", 2, 2, False, _fdiv),
    ("fmod", 2, 2, False, _fmod),
    ("pow", 2, 2, False, _pow),
    ("dist", 2, 2, False, lambda a, b: abs(a - b)),
    ("min", 1, MANY, False, lambda *a: min(a)),
    ("max", 1, MANY, False, lambda *a: max(a)),
    ("if", 3, 3, False, _if),
    ("element", 2, MANY, False, _element),
    ("count", 2, MANY, False, _count),
    # comparisons (XCSP3 lets each take more than two: a chain, all equal, all different)
    ("eq", 2, MANY, True, _chain(lambda a, b: a == b)),
    ("ne", 2, MANY, True, _all_different),
    ("lt", 2, MANY, True, _chain(lambda a, b: a < b)),
    ("le", 2, MANY, True, _chain(lambda a, b: a <= b)),
    ("gt", 2, MANY, True, _chain(lambda a, b: a > b)),
    ("ge", 2, MANY, True, _chain(lambda a, b: a >= b)),
    ("in", 2, 2, True, _member),
    ("notin", 2, 2, True, lambda value, values: 1 - _member(value, values)),
    # logic
    ("not", 1, 1, True, lambda a: int(not a)),
    ("and", 1, MANY, True, lambda *a: int(all(a))),
    ("or", 1, MANY, True, lambda *a: int(any(a))),
    ("xor", 1, MANY, True, _xor),
    ("iff", 2, MANY, True, _iff),
    ("imp", 2, 2, True, lambda a, b: int(not a or bool(b))),
    # a set of values, the second argument of in and notin
    ("set", 0, MANY, False, lambda *a: frozenset(a)),
]

#: Every operator by name.
OPERATORS: dict[str, Operator] = {
    name: Operator(name, least, most, boolean, function)
    for name, least, most, boolean, function in _TABLE
}

#: The six binary comparisons, by name, with their Python symbol.
COMPARISONS = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}

#: The comparison that holds exactly when the key does not.
NEGATED = {"eq": "ne", "ne": "eq", "lt": "ge", "ge": "lt", "gt": "le", "le": "gt"}
