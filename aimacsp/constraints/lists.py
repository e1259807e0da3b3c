"""What a constraint takes where it takes variables: the one rule every constraint follows.

Where an argument holds a variable, it takes the variable's **name** (any hashable: ``"x"``,
``("r", 1)``, ``3``), its **handle** (``x``, ``m[2]``: it stands for its name), or an
**expression** (``x + 1``), which gets a variable equal to it when the constraint is added to
a `CSP`. Where the argument is a **number** of the relation (a count, a capacity, a result,
an index, a value, a duration, a height, a width, a right-hand side), it also takes a plain
integer, which is that number: the constraint keeps it as its own constant where it has one
(`Cumulative`'s durations and heights, `Sum`'s right-hand side), and otherwise it stands for
a `Constant`, a variable of that one value which the model adds with the constraint and
leaves out of the solutions. In a list of the variables related (a scope, an array, the
starts of tasks) an integer is a variable's name, as AIMA lets any hashable be one; where a
number is read, a variable named by an integer is given by its handle (``csp.var(3)``).

A string is one name, never the list of its letters: where a list goes, ``"SENDMORY"`` is
refused, and the message offers both readings (`refuse_string`; `CSP.add_variables` follows
the same rule). Where only constants go (values, weights, offsets, tuples of a table), a
handle is refused with the way to say what was meant (`constant_list`).

>>> variable_list("Count", "the scope", ["x", "y"])
('x', 'y')
>>> number("Count", "count", 3, "count"), number("Count", "count", "n", "count")
(3, 'n')
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from numbers import Integral
from typing import Any

from ..errors import ModelError, brief
from ..types import is_hashable

__all__ = [
    "Constant",
    "refuse_string",
    "variable_name",
    "variable_list",
    "flattened",
    "number",
    "number_list",
    "value_list",
    "constants",
    "constant_list",
    "among",
    "unknown_hint",
]


class Constant:
    """The name of the variable of one value that stands for the number ``value``, given where
    a constraint takes a variable (``Count(xs, [1], 3)``).

    A model adds it with the first constraint naming it, as it adds the variable of an
    expression, and a search leaves it out of the solutions. ``slot`` tells two equal numbers
    of one constraint apart (a scope holds a variable once); it prints as its number.

    >>> Constant(3, "count"), Constant(3, "count") == Constant(3, "count")
    (3, True)
    >>> Constant(3, "counts#0") == Constant(3, "counts#1")
    False
    """

    __slots__ = ("value", "slot")

    def __init__(self, value: int, slot: Hashable) -> None:
        self.value = value
        self.slot = slot

    @property
    def expression(self) -> int:
        """What the variable is equal to (as for the variable of an expression): its number."""
        return self.value

    def __eq__(self, other: object) -> bool:
        return type(other) is Constant and other.value == self.value and other.slot == self.slot

    def __hash__(self) -> int:
        return hash((Constant, self.value, self.slot))

    def __repr__(self) -> str:
        return repr(self.value)

    def __lt__(self, other: object) -> bool:
        # Some callers sort variables: constants sort after names, by their number.
        return self.value < other.value if type(other) is Constant else False


def refuse_string(where: str, what: str, given: object) -> None:
    """A `TypeError` when ``given``, where a list of variables goes, is a string: it could be
    one variable or the list of its letters, and the message offers both.

    >>> refuse_string("AllDifferent", "the scope", "SEND")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    TypeError: AllDifferent: the scope 'SEND' is a string; write ['SEND'] ... 'N', 'D'
    """
    if isinstance(given, (str, bytes)):
        letters = ", ".join(map(repr, given[:8])) + (", ..." if len(given) > 8 else "")
        shown = brief(given)
        raise TypeError(
            f"{where}: {what} {shown} is a string; write [{shown}] for the one variable"
            f" {shown}, or list({shown}) for the variables {letters}"
        )


def variable_name(var: Any) -> Any:
    """The variable's name: ``var`` itself, or what a handle or an expression (of
    `aimacsp.expressions`) names through ``__aimacsp_variable__`` (duck-typed, so this floor
    imports nothing of that one).

    >>> variable_name("WA"), variable_name(("r", 1))
    ('WA', ('r', 1))
    """
    kind = type(var)
    if kind is str or kind is int or kind is tuple:
        return var
    unwrap = getattr(var, "__aimacsp_variable__", None)
    return var if unwrap is None else unwrap()


def variable_list(where: str, what: str, variables: object) -> tuple[Any, ...]:
    """``variables`` (names, handles, expressions) as a tuple of names; a `TypeError` when it
    is not a list (a string is not: see `refuse_string`).

    >>> variable_list("Count", "the scope", "xy")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    TypeError: Count: the scope 'xy' is a string; write ['xy'] for the one variable 'xy', or ...
    """
    if type(variables) is not list and type(variables) is not tuple:
        refuse_string(where, what, variables)
        if not isinstance(variables, Iterable) or _is_variable(variables):
            raise TypeError(
                f"{where}: {what} must be a list of variables, got {brief(variables)}"
            )
    found = tuple(variables)
    for var in found:  # (type tests first: most lists are plain names)
        kind = type(var)
        if kind is not str and kind is not int and kind is not tuple:
            return tuple(map(variable_name, flattened(found)))
    return found


def flattened(variables: Iterable[Any]) -> Iterable[Any]:
    """``variables``, with the rows of an array of handles (a `VarArray` of two dimensions or
    more) read cell by cell, as ``AllDifferent(grid)`` means every cell of the grid."""
    listed = variables if isinstance(variables, (list, tuple)) else list(variables)
    if not any(_is_array(item) for item in listed):
        return listed
    return [cell for item in listed for cell in (item.flat if _is_array(item) else (item,))]


def _is_array(item: object) -> bool:
    """True for an array of handles (duck-typed: a tuple that is not a plain one, with
    ``flat``), which no variable's name is."""
    return isinstance(item, tuple) and type(item) is not tuple and hasattr(item, "flat")


def number(where: str, what: str, given: object, slot: Hashable) -> Any:
    """A number of the relation: a plain integer is that number (a `Constant` in ``slot``),
    and a name, a handle or an expression a variable; a value of another kind (``1.5``,
    ``True``, ``None``) is a `ModelError` and a collection a `TypeError`, naming ``what``."""
    kind = type(given)
    if kind is str or kind is tuple:
        return given  # a variable's name (the common case: no further test)
    if isinstance(given, (int, Integral)) and kind is not bool:
        return Constant(int(given), slot)
    if isinstance(given, bool) or given is None or isinstance(given, (float, complex)):
        raise ModelError(
            f"{where}: {what} must be a whole number or a variable, got {brief(given)}"
        )
    collection = isinstance(given, (list, set, frozenset, dict)) or _is_array(given)
    if collection or not is_hashable(given):
        raise TypeError(
            f"{where}: {what} is one number or one variable, not the collection {brief(given)}"
        )
    return variable_name(given)


def number_list(
    where: str, what: str, given: object, count: int | None = None, shared: bool = False
) -> tuple[Any, ...]:
    """A list of numbers of the relation, each read by `number` (``count`` of them when
    given); equal integers are one variable when ``shared``, else one per position."""
    refuse_string(where, what, given)
    if not isinstance(given, Iterable) or _is_variable(given):
        raise TypeError(
            f"{where}: {what} must be a list of numbers or variables, got {brief(given)}"
        )
    found = tuple(given)
    if count is not None and len(found) != count:
        raise ModelError(f"{where}: {len(found)} {what} for {count}")
    return tuple(
        number(where, f"{what} #{k}", item, what if shared else f"{what}#{k}")
        for k, item in enumerate(found)
    )


def value_list(where: str, what: str, values: object, distinct: bool = False) -> tuple[Any, ...]:
    """``values`` (constants) as a tuple, each hashable, and distinct when asked; else a
    `ModelError`.

    >>> value_list("GlobalCardinality", "values", [1, 2, 1], distinct=True)
    Traceback (most recent call last):
    aimacsp.errors.ModelError: GlobalCardinality: values lists 1 twice
    """
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise ModelError(f"{where}: {what} must be a list of values, got {values!r}")
    found = tuple(values)
    seen: set[Any] = set()
    for value in found:
        if not is_hashable(value):
            raise ModelError(f"{where}: {what} holds {value!r}, which is not hashable")
        if distinct and value in seen:
            raise ModelError(f"{where}: {what} lists {value!r} twice")
        seen.add(value)
    return found


def constants(where: str, what: str, given: object) -> tuple[Any, ...]:
    """``given``, a list of constants, as a tuple; a `TypeError` naming ``what`` when it is
    not a list (a number, a string, a handle)."""
    if isinstance(given, (str, bytes)) or not isinstance(given, Iterable) or _is_variable(given):
        raise TypeError(f"{where}: {what} must be a list of whole numbers, got {brief(given)}")
    return tuple(given)


def constant_list(
    where: str, what: str, given: Sequence[Any], fix: str, numeric: bool = False
) -> None:
    """A `TypeError` when ``given`` (constants only) holds a handle or an expression (or,
    when ``numeric``, a name: a string or a tuple, where whole numbers go); ``fix`` says how
    to write what was meant.

    >>> from aimacsp.expressions import Var
    >>> constant_list("Count", "values", [1, Var("v")], "write csp.add(...)")
    Traceback (most recent call last):
    TypeError: Count: values are constants, and v is a variable: write csp.add(...)
    """
    for item in given:
        if type(item) is int:
            continue  # (most are: a table of thousands of rows passes here)
        if _is_variable(item):
            raise TypeError(f"{where}: {what} are constants, and {item!r} is a variable: {fix}")
        if numeric and isinstance(item, (str, tuple)):
            raise TypeError(
                f"{where}: {what} are whole numbers, and {brief(item)} is not one (a"
                f" variable's name?): {fix}"
            )


def unknown_hint(var: object) -> str:
    """What to add to "the scope names an unknown variable ``var``": for a number, how to
    put a number in a list of variables.

    >>> unknown_hint(3)[:60]
    '; a number in a list of variables is the name of a variable '
    """
    if type(var) is not int:
        return ""
    return (
        "; a number in a list of variables is the name of a variable (as the book's n-queens"
        f" names its columns): for the number {var} itself, give a variable of that one value"
        f" (csp.integer('c{var}', {var}, {var})), or write the condition as an expression"
        " with csp.add"
    )


def _is_variable(item: object) -> bool:
    """True for a handle or an expression."""
    return hasattr(type(item), "__aimacsp_variable__")


def among(var: Any, variables: Sequence[Any]) -> bool:
    """Whether ``var`` is one of ``variables`` (False for an unhashable one, which the base
    class names)."""
    try:
        return var in variables
    except TypeError:
        return False
