"""`NumberLine`: integer bounds of bitset domains, and bit masks of value intervals.

The search state gives the real numbers among the values the lowest bits, in increasing
order, so for a domain of numbers the lowest set bit is the least value and the highest set
bit the greatest, and the values between two numbers are one run of bits, found by bisection.
Scheduling and graph propagators reason on such intervals.

>>> line = NumberLine([-2, 0, 1, 5, "red"])
>>> line.low(0b01110), line.high(0b01110)
(0, 5)
>>> bin(line.between(0, 4)), bin(line.at_least(1))
('0b110', '0b11100')
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from numbers import Integral, Real
from typing import Any

from ..errors import ModelError

__all__ = ["NumberLine", "check_integers"]


class NumberLine:
    """The numeric prefix of a state's values, to read bounds and build interval masks."""

    __slots__ = ("values", "numbers", "everything")

    def __init__(self, values: Sequence[Any]) -> None:
        self.values = values
        self.numbers = [v for v in values if isinstance(v, Real)]
        self.everything = (1 << len(values)) - 1

    def low(self, mask: int) -> Any:
        """The least value of a non-empty numeric domain."""
        return self.values[(mask & -mask).bit_length() - 1]

    def high(self, mask: int) -> Any:
        """The greatest value of a non-empty numeric domain."""
        return self.values[mask.bit_length() - 1]

    def between(self, lo: int, hi: int) -> int:
        """The mask of the numbers ``v`` with ``lo <= v <= hi``."""
        first = bisect_left(self.numbers, lo)
        last = bisect_right(self.numbers, hi)
        if last <= first:
            return 0
        return ((1 << last) - 1) ^ ((1 << first) - 1)

    def at_least(self, lo: int) -> int:
        """The mask of every value but the numbers below ``lo``."""
        return self.everything ^ ((1 << bisect_left(self.numbers, lo)) - 1)

    def at_most(self, hi: int) -> int:
        """The mask of the numbers up to ``hi``."""
        return (1 << bisect_right(self.numbers, hi)) - 1

    def bit(self, value: int) -> int:
        """The one-bit mask of ``value``, or 0 when no variable has it."""
        k = bisect_left(self.numbers, value)
        if k < len(self.numbers) and self.numbers[k] == value:
            return 1 << k
        return 0


def check_integers(where: str, scope: Sequence[Any], domains: Any) -> None:
    """Raise `ModelError` naming ``where`` when a variable of ``scope`` has a non-integer value."""
    for var in scope:
        for value in domains[var]:
            if type(value) is not int and not isinstance(value, Integral):
                raise ModelError(
                    f"{where}: variable {var!r} has the value {value!r}, which is not an integer"
                )
