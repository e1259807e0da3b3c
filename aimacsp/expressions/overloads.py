"""Python's operators on expressions: each builds a node instead of computing a value.

`Operators` is the mixin `aimacsp.expressions.nodes.Expression` inherits; it knows nodes
only through ``self._node(name, args)``, so this module stands below the tree's classes.
``&``, ``|``, ``^`` and ``~`` are logic (and, or, xor, not), as in CPMpy, not bitwise:
Python's ``and``, ``or`` and ``not`` cannot be overloaded, so an expression refuses to be
read as a truth value, and says what to write instead.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from numbers import Integral
from typing import Any

from ..errors import brief

__all__ = ["Operators"]

_COLLECTIONS = (list, tuple, set, frozenset, dict)


def _is_number(value: object) -> bool:
    return type(value) is int or isinstance(value, Integral)


def _is_value(value: object) -> bool:
    """A constant a comparison may hold: hashable, and not a collection."""
    if isinstance(value, _COLLECTIONS):
        return isinstance(value, Operators)
    try:
        hash(value)
    except TypeError:
        return False
    return True


class Operators:
    """Arithmetic, comparisons and logic, building ``self._node(name, arguments)``."""

    __slots__ = ()

    def _node(self, name: str, args: tuple[Any, ...]) -> Any:
        raise NotImplementedError

    def _arith(self, name: str, left: object, right: object) -> Any:
        """``name(left, right)``; a `TypeError` saying why for a string, a float or a list,
        and NotImplemented for anything else that is not a number (its own operator may
        know what to do)."""
        for side in (left, right):
            if not isinstance(side, Operators) and not _is_number(side):
                _refuse_operand(f"{brief(left)} {_SYMBOLS.get(name, name)} {brief(right)}", side)
                return NotImplemented
        return self._node(name, (left, right))

    def _compare(self, name: str, other: object) -> Any:
        if _is_value(other):
            return self._node(name, (self, other))
        if isinstance(other, (list, set, frozenset, range)):
            raise TypeError(
                f"{self!r} compared with the collection {brief(other)}: a comparison is with"
                f" one value; for one of several, write .is_in({brief(list(other))})"
            )
        return NotImplemented

    def __add__(self, other: object) -> Any:
        return self._arith("add", self, other)

    def __radd__(self, other: object) -> Any:
        if type(other) is int and other == 0:
            return self  # sum(xs) starts from 0
        return self._arith("add", other, self)

    def __sub__(self, other: object) -> Any:
        return self._arith("sub", self, other)

    def __rsub__(self, other: object) -> Any:
        return self._arith("sub", other, self)

    def __mul__(self, other: object) -> Any:
        return self._arith("mul", self, other)

    def __rmul__(self, other: object) -> Any:
        return self._arith("mul", other, self)

    def __floordiv__(self, other: object) -> Any:
        return self._arith("fdiv", self, other)

    def __rfloordiv__(self, other: object) -> Any:
        return self._arith("fdiv", other, self)

    def __mod__(self, other: object) -> Any:
        return self._arith("fmod", self, other)

    def __rmod__(self, other: object) -> Any:
        return self._arith("fmod", other, self)

    def __pow__(self, other: object) -> Any:
        return self._arith("pow", self, other)

    def __rpow__(self, other: object) -> Any:
        return self._arith("pow", other, self)

    def __truediv__(self, other: object) -> Any:
        raise TypeError(f"{self!r} / {other!r}: write // for integer division (or div())")

    __rtruediv__ = __truediv__

    def __neg__(self) -> Any:
        return self._node("neg", (self,))

    def __pos__(self) -> Any:
        return self

    def __abs__(self) -> Any:
        return self._node("abs", (self,))

    def __eq__(self, other: object) -> Any:
        return self._compare("eq", other)

    def __ne__(self, other: object) -> Any:
        return self._compare("ne", other)

    def __lt__(self, other: object) -> Any:
        return self._compare("lt", other)

    def __le__(self, other: object) -> Any:
        return self._compare("le", other)

    def __gt__(self, other: object) -> Any:
        return self._compare("gt", other)

    def __ge__(self, other: object) -> Any:
        return self._compare("ge", other)

    def __and__(self, other: object) -> Any:
        return self._arith("and", self, other)

    def __rand__(self, other: object) -> Any:
        return self._arith("and", other, self)

    def __or__(self, other: object) -> Any:
        return self._arith("or", self, other)

    def __ror__(self, other: object) -> Any:
        return self._arith("or", other, self)

    def __xor__(self, other: object) -> Any:
        return self._arith("xor", self, other)

    def __rxor__(self, other: object) -> Any:
        return self._arith("xor", other, self)

    def __invert__(self) -> Any:
        return self._node("not", (self,))

    def implies(self, other: object) -> Any:
        """The implication ``self -> other`` (XCSP3 ``imp``)."""
        return self._logic("imp", other)

    def iff(self, other: object) -> Any:
        """The equivalence ``self <-> other`` (XCSP3 ``iff``)."""
        return self._logic("iff", other)

    def _logic(self, name: str, other: object) -> Any:
        if not isinstance(other, Operators) and not _is_number(other):
            raise TypeError(f"{name}: {other!r} is not a condition")
        return self._node(name, (self, other))

    def is_in(self, values: Iterable[Hashable]) -> Any:
        """True when the expression takes one of ``values`` (XCSP3 ``in``)."""
        return self._node("in", (self, self._node("set", _constants(values, "is_in"))))

    def not_in(self, values: Iterable[Hashable]) -> Any:
        """True when the expression takes none of ``values`` (XCSP3 ``notin``)."""
        return self._node("notin", (self, self._node("set", _constants(values, "not_in"))))

    def __bool__(self) -> bool:
        raise TypeError(
            f"{self!r} is part of a model, not a truth value: post it with csp.add(...);"
            " combine conditions with &, |, ~ (Python's and, or, not, and chained"
            " comparisons such as a < b < c, cannot be overloaded); read its value in a"
            f" solution with .value(solution){self._truth_hint()}"
        )

    def _truth_hint(self) -> str:
        """What else the code that asked for a truth value may have meant."""
        return ""

    def __index__(self) -> int:
        raise TypeError(
            f"{self!r} cannot index a Python list: write element(the_list, {self!r}),"
            " or index an array made by csp.integers"
        )

    def __iter__(self) -> Any:
        raise TypeError(
            f"{self!r}: one expression where a list goes (a list of handles, or an array)"
        )

    def __int__(self) -> int:
        raise TypeError(
            f"int({self!r}): a variable has no value while the model is written; read its"
            " value in a solution with .value(solution)"
        )

    __float__ = __int__


#: How each arithmetic operator is written, for a message.
_SYMBOLS = {"add": "+", "sub": "-", "mul": "*", "fdiv": "//", "fmod": "%", "pow": "**",
            "and": "&", "or": "|", "xor": "^"}  # fmt: skip


def _refuse_operand(name: str, operand: object) -> None:
    """A `TypeError` for an operand that is surely a mistake: a string (a variable's name,
    where its handle goes), a float (the arithmetic is on integers), a list."""
    if isinstance(operand, (str, bytes)):
        raise TypeError(
            f"{name}: {brief(operand)} is a string; arithmetic is on handles and numbers: for"
            f" the variable named {brief(operand)}, use its handle (csp.var({brief(operand)}))"
        )
    if isinstance(operand, float):
        raise TypeError(
            f"{name}: {operand!r} is not a whole number; the variables and their arithmetic"
            " are on integers (scale the model, e.g. to cents)"
        )
    if isinstance(operand, (list, tuple, set, frozenset, dict)):
        raise TypeError(
            f"{name}: {brief(operand)} is a collection; arithmetic is on one value at a time"
            " (sum(...), maximum([...]) and element(list, i) read lists)"
        )


def _constants(values: Iterable[Hashable], where: str) -> tuple[Hashable, ...]:
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise TypeError(f"{where}: give a list of values, got {values!r}")
    found = tuple(values)
    for value in found:
        if isinstance(value, Operators):
            raise TypeError(f"{where}: the values must be constants, got {value!r}")
    return found
