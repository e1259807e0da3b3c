"""The weights and degrees a count gives each value: checked whole numbers, at most a
degree the counts by degree can hold."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

from ..bitsets import bits_of
from ..errors import ModelError
from ..propagation.state import State

__all__ = ["MAX_DEGREE", "value_terms"]

#: The highest degree a count may reach (the sum over the variables of their highest degree,
#: or ``max_degree`` if lower): the counts by degree are lists that long, so a degree of 10**9
#: would ask for gigabytes. Ten million covers a degree per cell of the largest Minesweeper
#: board.
MAX_DEGREE = 10_000_000


def value_terms(
    state: State[Any, Any],
    weight: Callable[[Any, Any], int] | None,
    degree: Callable[[Any, Any], int] | None,
    max_degree: int | None,
) -> list[dict[int, tuple[int, int]]]:
    """Per variable of ``state``, per value bit: the value's (weight, degree), 1 and 0 when
    no function is given; a `ModelError` for a negative or fractional one, or degrees adding
    up past `MAX_DEGREE`."""
    values = state.values
    terms_of: list[dict[int, tuple[int, int]]] = []
    reach = 0  # the highest degree a solution can have
    for i, var in enumerate(state.variables):
        terms = {}
        for b in bits_of(state.dom[i]):
            value = values[b]
            w = 1 if weight is None else _whole(weight(var, value), "weight", var, value)
            k = 0 if degree is None else _whole(degree(var, value), "degree", var, value)
            if k < 0 or w < 0:
                raise ModelError(
                    f"{'degree' if k < 0 else 'weight'} of {var!r} = {value!r} is"
                    f" {min(k, w)}: weights and degrees are >= 0"
                )
            terms[b] = (w, k)
        terms_of.append(terms)
        reach += max((k for _, k in terms.values()), default=0)
    if min(reach, reach if max_degree is None else max_degree) > MAX_DEGREE:
        raise ModelError(
            f"the degrees add up to {reach}, more than the {MAX_DEGREE:,} a count can hold"
            " by degree: pass a lower max_degree, or smaller degrees"
        )
    return terms_of


def _whole(value: object, what: str, var: object, val: object) -> int:
    """A weight or degree as an int; a float (even 0.5 or 2.0) is refused, since the counts
    are exact integers and a fraction would be truncated without a word."""
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            return operator.index(value)  # type: ignore[arg-type]
        except TypeError:
            raise ModelError(
                f"{what} of {var!r} = {val!r} is {value!r}: {what}s must be whole numbers"
            ) from None
    return value
