"""A predicate's answer, checked: a real truth value, never None or a number taken for one.

A function that forgets ``return`` answers None, which Python reads as false: its constraint
then rejects every value, and a search reports "no solution" with nothing to say why. So each
place that calls a predicate's function keeps the answer when it is ``True`` or ``False`` (one
identity test, the whole cost on the fast path) and passes anything else to `truth`, which
accepts numpy's bool and names every other answer as the mistake it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import brief

__all__ = ["truth"]

#: The module and class names of numpy's bool (``bool_`` before numpy 2): accepted without
#: importing numpy, which aimacsp never does.
_NUMPY_BOOLS = {("numpy", "bool_"), ("numpy", "bool")}


def truth(result: object, constraint: Any, values: Sequence[Any]) -> bool:
    """``result`` as a bool when it is one (``bool`` or numpy's), else a `TypeError` naming
    ``constraint`` and the ``values`` (one per scope variable) it answered.

    >>> from aimacsp import Predicate
    >>> def differ(a, b):
    ...     if a == b:
    ...         return False
    >>> truth(differ(1, 1), Predicate(differ, ["x", "y"]), (1, 1))
    False
    >>> truth(differ(1, 2), Predicate(differ, ["x", "y"]), (1, 2))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    TypeError: Predicate(differ(x, y)) returned None for x=1, y=2: a predicate must return ...
    """
    kind = type(result)
    if kind is bool:
        return result  # type: ignore[return-value]
    if (kind.__module__, kind.__name__) in _NUMPY_BOOLS:
        return bool(result)
    if result is None:
        why = " (a function that ends without `return` returns None)"
    else:
        why = f", not {kind.__name__} (write a comparison such as a < b, or bool(...))"
    raise TypeError(
        f"{constraint!r} returned {brief(result)} for {_assignment(constraint, values)}:"
        f" a predicate must return True or False{why}"
    )


def _assignment(constraint: Any, values: Sequence[Any]) -> str:
    """The values a predicate was asked about, by variable when the scope is known."""
    scope = getattr(constraint, "scope", None)
    if isinstance(scope, tuple) and len(scope) == len(values):
        text = ", ".join(f"{var}={brief(value)}" for var, value in zip(scope, values))
        return text if len(text) <= 120 else text[:117] + "..."
    return brief(tuple(values))
