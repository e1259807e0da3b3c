"""The expression tree: `Var` (a handle on a variable), `Op` (an operator applied to
arguments), and `Aux` (the name of the variable that holds an expression's value).

Python's operators on a handle build a tree instead of computing: ``x + 2 * y == z`` is
``Op("eq", (Op("add", (x, Op("mul", (2, y)))), z))``. The leaves are handles and constants
(integers, or any hashable value in ``==``, ``!=`` and ``is_in``); the operators are those
of `aimacsp.expressions.overloads`. A tree prints as Python would write it with the functions
of `aimacsp.expressions`, parenthesised by Python's precedence, so the text reads back to
the same tree.

>>> x, y = Var("x"), Var("y")
>>> x + 2 * y == 7
x + 2 * y == 7
>>> (x < y) | ~(y == 3)
(x < y) | ~(y == 3)
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from typing import Any

from ..errors import brief
from .operators import MANY, OPERATORS
from .overloads import Operators
from .printing import FLAT, text

__all__ = [
    "Expression", "Var", "Op", "Aux", "key_of", "is_constant", "as_condition", "text",
]  # fmt: skip

class Expression(Operators):
    """An integer (or truth-valued) expression over the variables of a CSP."""

    __slots__ = ()
    __hash__ = object.__hash__

    def _node(self, name: str, args: tuple[Any, ...]) -> Op:
        # One node for a chain of the same associative operator: sum(xs) is one add, not a
        # tree as deep as xs is long. The operators checked the arguments: no second check
        # (models build thousands of nodes).
        if name in FLAT and len(args) == 2 and type(args[0]) is Op and args[0].op == name:
            args = (*args[0].args, args[1])
        node = Op.__new__(Op)
        node.op, node.args, node._key = name, args, None
        return node

    def __aimacsp_variable__(self) -> Hashable:
        """The name of the variable that holds this expression's value (see `Aux`)."""
        return Aux(self)

    def __repr__(self) -> str:
        return text(self)

    def value(self, solution: Mapping[Any, Any]) -> Any:
        """What the expression is worth in ``solution`` (a dict from names to values, as a
        search returns): a handle's value, or the expression computed on its variables.

        >>> x, y = Var("x"), Var("y")
        >>> x.value({"x": 3, "y": 4}), (x + 2 * y).value({"x": 3, "y": 4})
        (3, 11)
        """
        if not isinstance(solution, Mapping):
            raise TypeError(
                f"{text(self)}.value: give a solution (a dict from names to values), got"
                f" {brief(solution)}"
            )
        try:
            return _worth(self, solution)
        except KeyError as missing:
            raise KeyError(
                f"{text(self)}.value: the solution has no value for {missing.args[0]!r}"
            ) from None


class Var(Expression):
    """A handle on the variable ``name`` of a CSP; operators on it build expressions.

    >>> Var("m[3]") - Var("m[1]")
    m[3] - m[1]
    """

    __slots__ = ("name",)

    def __init__(self, name: Hashable) -> None:
        try:
            hash(name)
        except TypeError:
            raise TypeError(f"Var: the name {name!r} is not hashable") from None
        self.name = name

    def __hash__(self) -> int:
        return hash(self.name)

    def __eq__(self, other: object) -> Any:
        if type(other) is tuple:
            # A name may be a tuple, which no comparison holds: a handle is still equal to
            # its own name, so that a dict keyed by names is read with handles.
            return True if other == self.name else NotImplemented
        return self._compare("eq", other)

    def __aimacsp_variable__(self) -> Hashable:
        return self.name


class Op(Expression):
    """The operator ``op`` (a name of `OPERATORS`, e.g. ``"add"``) applied to ``args``.

    ``args`` are expressions and constants. The XCSP3 reader builds trees with it directly:

    >>> Op("eq", (Op("add", (Var("x"), Op("mul", (2, Var("y"))))), Var("z")))
    x + 2 * y == z
    """

    __slots__ = ("op", "args", "_key")

    def __init__(self, op: str, args: Iterable[object]) -> None:
        spec = OPERATORS.get(op)
        if spec is None:
            raise ValueError(f"Op: unknown operator {op!r}; the operators: {', '.join(OPERATORS)}")
        args = tuple(args)
        if not spec.least <= len(args) <= spec.most:
            most = "or more" if spec.most == MANY else f"to {spec.most}"
            raise ValueError(
                f"Op: {op} takes {spec.least} {most} arguments, got {len(args)}: {args!r}"
            )
        for arg in args:
            if isinstance(arg, (list, tuple, set, frozenset, dict)) and not isinstance(
                arg, Expression
            ):
                raise TypeError(f"Op: {op} got a collection {arg!r} where a value goes")
            try:
                hash(arg)
            except TypeError:
                raise TypeError(f"Op: {op}: the argument {arg!r} is not hashable") from None
        self.op = op
        self.args: tuple[Any, ...] = args
        self._key: tuple[Any, ...] | None = None

    def __bool__(self) -> bool:
        # Containers compare handles with ==: `x in [y, x]` and list.index need an answer,
        # and so does a dict of names read with a handle (`solution[x]`): a handle equals its
        # own name. Any other comparison is a condition, and refuses to be a truth value.
        if self.op in ("eq", "ne") and len(self.args) == 2:
            a, b = self.args
            if type(a) is Var:
                same = _same_variable(a, b)
                if same is not None:
                    return same == (self.op == "eq")
        return super().__bool__()

    def _truth_hint(self) -> str:
        # Python's own functions compare: say which function of this package was meant.
        if self.op in ("lt", "gt", "le", "ge"):
            return (
                "; Python's max(), min() and sorted() compare their arguments: write"
                " maximum([...]) or minimum([...])"
            )
        if self.op == "eq":
            return "; `x in [1, 2]` compares with ==: write x.is_in([1, 2])"
        return ""


class Aux:
    """The name of the auxiliary variable that holds the value of ``expression``.

    Two equal expressions (the same tree) give equal names, so a CSP makes one variable for
    both: that is its common-subexpression cache. It prints as the expression does.

    >>> Aux(Var("a") - Var("b")) == Aux(Var("a") - Var("b")), Aux(Var("a") - Var("b"))
    (True, (a - b))
    """

    __slots__ = ("expression", "key", "_hash")

    def __init__(self, expression: Expression) -> None:
        self.expression = expression
        self.key = key_of(expression)
        self._hash = hash(self.key)

    def __eq__(self, other: object) -> bool:
        return type(other) is Aux and other.key == self.key

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        # In parentheses, so it reads as one variable inside the constraints that use it.
        return f"({text(self.expression)})"

    def __lt__(self, other: object) -> bool:
        # Some callers sort variables; auxiliaries sort after names by their text.
        return repr(self) < repr(other) if type(other) is Aux else False


def _worth(item: object, solution: Mapping[Any, Any]) -> Any:
    """The value of ``item`` in ``solution``, by the meanings of `OPERATORS` (the one-off walk
    of `Expression.value`; `aimacsp.expressions.evaluation` compiles a tree run many times)."""
    if type(item) is Var:
        return solution[item.name]
    if type(item) is not Op:
        return item
    if item.op == "set":
        return frozenset(item.args)
    return OPERATORS[item.op].function(*[_worth(arg, solution) for arg in item.args])


def _same_variable(handle: Var, other: object) -> bool | None:
    """Whether ``other`` (a handle, or a name) is ``handle``'s variable; None when ``other``
    is a value the comparison is about (``x == 3`` with ``x`` not named 3)."""
    if type(other) is Var:
        return bool(handle.name == other.name)
    if isinstance(other, Expression):
        return None
    name = handle.name
    if type(other) is type(name) and other == name:
        return True
    try:
        # A dict or a set compares keys of equal hashes only: a name whose hash meets this
        # one's is another key there, not a value compared with.
        return False if hash(other) == hash(name) else None
    except TypeError:
        return None


def key_of(item: object) -> tuple[Any, ...]:
    """A hashable key equal for two trees exactly when they are the same tree."""
    if type(item) is Var:
        return ("v", item.name)
    if type(item) is Op:
        if item._key is None:
            item._key = (item.op, *map(key_of, item.args))
        return item._key
    return ("c", item)


def as_condition(item: object) -> object:
    """``item`` as a condition: itself when it is one (a comparison, logic), else
    ``item != 0``."""
    if type(item) is Op and OPERATORS[item.op].boolean:
        return item
    return Op("ne", (item, 0))


def is_constant(item: object) -> bool:
    """True when ``item`` holds no variable."""
    if type(item) is Var:
        return False
    if type(item) is Op:
        return all(map(is_constant, item.args))
    return True
