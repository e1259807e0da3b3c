"""Exceptions raised by aimacsp."""

from __future__ import annotations

import math
from typing import Any

__all__ = ["ModelError", "ModelWarning", "SearchLimitReached", "UnsoundPruning", "brief"]


class ModelError(ValueError):
    """A CSP is malformed: raised while the model is built, naming the culprit."""


class ModelWarning(UserWarning):
    """A CSP is legal but very likely not the one meant: warned while the model is built,
    naming the cause and the fix (for instance a lambda that reads a loop variable late)."""


class SearchLimitReached(RuntimeError):
    """A search stopped at a node or time limit before it could give an exact answer."""

    def __init__(self, message: str, partial_count: int = 0) -> None:
        super().__init__(message)
        self.partial_count = partial_count


class UnsoundPruning(AssertionError):
    """A value was removed that belongs to a solution (found by ``Solver(audit=True)``).

    It names the node (``depth``, and ``assignment``: the variables assigned there), the
    ``var`` and ``value`` removed (both None when the answer UNSATISFIABLE itself is wrong),
    who removed it (``culprit`` in words; ``source``, the inference or the `Constraint` whose
    propagator did it, None for the search itself) and ``witness``, a solution that extends
    the assignment and uses the value.
    """

    def __init__(
        self,
        message: str,
        *,
        depth: int,
        assignment: dict[Any, Any],
        var: Any,
        value: Any,
        culprit: str,
        source: object,
        witness: dict[Any, Any],
    ) -> None:
        super().__init__(message)
        self.depth, self.assignment = depth, assignment
        self.var, self.value = var, value
        self.culprit, self.source = culprit, source
        self.witness = witness


def brief(value: object) -> str:
    """``repr(value)`` for a message, cut short: an argument may be a number of thousands of
    digits (whose repr Python even refuses past 4300) or a list of a million items.

    >>> brief(10**400), brief(list(range(100)))[-12:]
    ('an integer of about 401 digits', '4, 15, 16...')
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        return f"an integer of about {int(value.bit_length() * math.log10(2)) + 1} digits"
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
