"""The arguments the global constraints share: lists of variables and lists of constants.

A global constraint takes several lists (an array and an index, counted variables and a
count, rows): each is checked where it enters, and a mistake is named with the constraint
and the argument, before the base class sees the joined scope.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..errors import ModelError
from ..types import is_hashable

__all__ = ["variable_list", "value_list", "among"]


def variable_list(where: str, what: str, variables: object) -> tuple[Any, ...]:
    """``variables`` as a tuple, or a `TypeError` when it is not a list (a string is not).

    >>> variable_list("Count", "the scope", ["x", "y"])
    ('x', 'y')
    >>> variable_list("Count", "the scope", "xy")
    Traceback (most recent call last):
    TypeError: Count: the scope must be a list of variables, got 'xy'
    """
    if isinstance(variables, (str, bytes)) or not isinstance(variables, Iterable):
        raise TypeError(f"{where}: {what} must be a list of variables, got {variables!r}")
    return tuple(variables)


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


def among(var: Any, variables: Sequence[Any]) -> bool:
    """Whether ``var`` is one of ``variables`` (False for an unhashable one, which the base
    class names)."""
    try:
        return var in variables
    except TypeError:
        return False
