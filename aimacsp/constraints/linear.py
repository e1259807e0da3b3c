"""The terms of a linear relation as `Sum` takes them: constant weights, and a variable on
the right-hand side moved to the left (``sum(w * x) == z`` is ``sum(w * x) - z == 0``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import ModelError
from .lists import among, number, variable_list

__all__ = ["VARIABLE_WEIGHTS", "moved_left"]

#: What to write for weights that are variables (a `Sum`'s are constants).
VARIABLE_WEIGHTS = (
    "for weights that are variables, post the sum as an expression, csp.add(sum(w * x for w, x"
    " in zip(weights, xs)) == total)"
)


def moved_left(
    scope: Sequence[Any], weights: Sequence[int] | None, rhs: object
) -> tuple[list[Any], list[int], int]:
    """The scope, weights and right-hand side (0) of ``sum(w * x) - rhs``: ``rhs`` (a name, a
    handle or an expression) joins with weight -1, or lowers its own weight when it is in the
    sum already.

    >>> moved_left(["x", "y"], None, "z"), moved_left(["x", "y"], [2, 1], "x")
    ((['x', 'y', 'z'], [1, 1, -1], 0), (['x', 'y'], [1, 1], 0))
    """
    scope = variable_list("Sum", "the scope", scope)
    right = number(f"Sum over {list(scope)!r}", "the right-hand side", rhs, "rhs")
    listed = [1] * len(scope) if weights is None else list(weights)
    if len(listed) != len(scope):
        raise ModelError(
            f"Sum over {list(scope)!r}: {len(listed)} weights for {len(scope)} variables"
        )
    if not among(right, scope):
        return [*scope, right], [*listed, -1], 0
    k = scope.index(right)
    listed[k] -= 1
    if listed[k] == 0:
        raise ModelError(
            f"Sum over {list(scope)!r}: the right-hand side {right!r} is also on the left with"
            " weight 1, and cancels out; leave it out of both sides"
        )
    return list(scope), listed, 0
