"""Restarts: run the search in rounds, each stopped after more failures than the last.

A search that makes a poor choice near the root can spend all its time below it. Restarting
from the root after some failures, with an ordering that has learnt where the problem is hard
(`dom_wdeg`: the constraints that failed weigh more) and the values that worked (phase
saving), escapes such choices; the cutoffs grow without end, so the search stays complete: a
round long enough finishes the whole tree (Gomes, Selman and Kautz 1998; Luby, Sinclair and
Zuckerman 1993 for the sequence).

>>> list(itertools.islice(Restarts.luby(1).cutoffs(), 10))
[1, 1, 2, 1, 1, 2, 4, 1, 1, 2]
>>> list(itertools.islice(Restarts.geometric(10, 1.5).cutoffs(), 5))
[10, 15, 22, 33, 50]
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import dataclass

from ..errors import ModelError

__all__ = ["Restarts", "luby"]


def luby(i: int) -> int:
    """The ``i``-th term (from 1) of Luby's sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...

    >>> [luby(i) for i in range(1, 8)]
    [1, 1, 2, 1, 1, 2, 4]
    """
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while i != (1 << k) - 1:  # i lies in a copy of the sequence before 2^(k-1)
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1
    return 1 << (k - 1)


@dataclass(frozen=True)
class Restarts:
    """When to restart: after ``unit`` times Luby's sequence of failures (``kind="luby"``),
    or after ``unit``, ``unit * factor``, ``unit * factor**2``, ... (``"geometric"``)."""

    kind: str = "luby"
    unit: int = 100
    factor: float = 1.5

    def __post_init__(self) -> None:
        if self.kind not in ("luby", "geometric"):
            raise ModelError(f"Restarts: kind {self.kind!r} is not 'luby' or 'geometric'")
        if isinstance(self.unit, bool) or not isinstance(self.unit, int) or self.unit < 1:
            raise ModelError(f"Restarts: unit must be a whole number >= 1, got {self.unit!r}")
        factor = self.factor
        # A factor of 1 would repeat one cutoff for ever: the search could then never finish.
        if not isinstance(factor, (int, float)) or not math.isfinite(factor) or factor <= 1:
            raise ModelError(f"Restarts: factor must be a finite number > 1, got {factor!r}")

    @classmethod
    def luby(cls, unit: int = 100) -> Restarts:
        """Restart after ``unit`` times Luby's sequence of failures."""
        return cls("luby", unit)

    @classmethod
    def geometric(cls, first: int = 10, factor: float = 1.5) -> Restarts:
        """Restart after ``first`` failures, then each time ``factor`` times more."""
        return cls("geometric", first, factor)

    def __str__(self) -> str:
        if self.kind == "luby":
            return f"luby({self.unit})"
        return f"geometric({self.unit}, {self.factor:g})"

    def cutoffs(self) -> Iterator[int]:
        """The failures allowed in each round, without end."""
        if self.kind == "luby":
            return (self.unit * luby(i) for i in itertools.count(1))
        return self._geometric()

    def _geometric(self) -> Iterator[int]:
        cutoff = float(self.unit)
        while True:
            yield int(cutoff)
            cutoff = min(cutoff * self.factor, 1e18)  # a float past 1e308 would overflow
