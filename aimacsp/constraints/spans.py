"""A domain read and narrowed as intervals, whichever way the search holds it.

A propagator written for wide domains (`aimacsp.intervals`) may meet, in one scope, variables
held as intervals and others held as bitsets (a small domain, or one with words in it). These
helpers let it compute with intervals throughout: `spans_of` reads any domain as the intervals
of its whole numbers, `keep_spans` narrows any domain to some intervals, and `whole` says
which integer a value is (``True`` is 1 and ``2.0`` is 2, as Python's ``==`` has it, so a
value of a bitset meets the same number in intervals).

>>> whole(3), whole(2.0), whole(True), whole(2.5), whole("red")
(3, 2, 1, None, None)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from numbers import Real
from typing import Any

from ..intervals import Intervals, from_values
from ..intervals import contains as span_contains
from ..types import DomainStore

__all__ = ["whole", "wholes", "spans_of", "keep_spans", "any_wide"]


def whole(value: Any) -> int | None:
    """The integer equal to ``value``, or None when no integer is."""
    if type(value) is int:
        return value
    if isinstance(value, Real):
        try:
            number = int(math.trunc(value))
        except (ValueError, OverflowError):  # nan, inf
            return None
        return number if number == value else None
    return None


def wholes(values: Iterable[Any]) -> list[int]:
    """The integers among ``values`` (each as `whole` reads it), distinct, increasing."""
    return sorted({n for n in map(whole, values) if n is not None})


def any_wide(state: DomainStore[Any, Any], variables: Sequence[int]) -> bool:
    """True when one of ``variables`` (indices) is held as intervals."""
    wide = state.wide
    return any(wide[i] for i in variables)


def spans_of(state: DomainStore[Any, Any], i: int) -> Intervals:
    """The whole numbers of variable ``i``'s domain, as intervals (its other values left out:
    no wide domain holds them)."""
    if state.wide[i]:
        spans: Intervals = state.dom[i]
        return spans
    return from_values(wholes(state.values_of(i)))


def keep_spans(state: DomainStore[Any, Any], i: int, spans: Intervals) -> bool:
    """Keep only the values of variable ``i`` that lie in ``spans``; False on a wipe-out."""
    if not spans:
        return False
    if not state.wide[i]:
        kept = []
        for value in state.values_of(i):
            number = whole(value)
            if number is not None and span_contains(spans, number):
                kept.append(value)
        return state.keep_values(i, kept)
    if not state.keep_between(i, spans[0], spans[-1]):
        return False
    for k in range(1, len(spans) - 1, 2):  # the gaps between the intervals
        if not state.discard_between(i, spans[k] + 1, spans[k + 1] - 1):
            return False
    return True
