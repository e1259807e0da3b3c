"""Integer intervals as bit masks: how a propagator turns ``x >= 3`` into the bits to keep.

A search gives the real numbers of its values the lowest bits, in increasing order, so the
least value of a numeric domain is its lowest set bit and the greatest its highest one, and
the values between two numbers are a run of consecutive bits found by bisection. The
`NumberLine` of a search is made once and shared by its propagators (``state.shared``), and
`check_integers` is the one test that a constraint's variables hold whole numbers only.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Mapping, Sequence
from numbers import Integral, Real
from typing import Any

from ..errors import ModelError
from ..types import DomainStore

__all__ = ["NumberLine", "number_line", "check_integers", "least"]


class NumberLine:
    """The numeric values of one search, bit ``b`` standing for ``numbers[b]``.

    >>> line = NumberLine([-2, 0, 3, 7, "red"])
    >>> bin(line.at_least(1)), bin(line.at_most(0)), bin(line.between(0, 6))
    ('0b1100', '0b11', '0b110')
    >>> line.low(0b1110), line.high(0b1110)
    (0, 7)
    >>> line.base, NumberLine([3, 4, 5]).base
    (None, 3)
    """

    __slots__ = ("numbers", "everything", "base")

    def __init__(self, values: Sequence[Any]) -> None:
        numbers: list[Any] = []
        for value in values:
            if not isinstance(value, Real):
                break  # a search interns the numbers first (see `aimacsp.State`)
            numbers.append(value)
        self.numbers = numbers
        #: Every numeric bit.
        self.everything = (1 << len(numbers)) - 1
        #: The first number when the numbers are consecutive integers (bit ``b`` then stands
        #: for ``base + b``, no bisection needed), else None.
        self.base: int | None = None
        # (the numbers are distinct and increasing: the span says whether any is missing)
        integers = bool(numbers) and all(type(v) is int for v in numbers)
        if integers and numbers[-1] - numbers[0] == len(numbers) - 1:
            self.base = numbers[0]

    def at_least(self, low: Any) -> int:
        """The bits of the numbers >= ``low``."""
        return self.everything & ~((1 << bisect_left(self.numbers, low)) - 1)

    def at_most(self, high: Any) -> int:
        """The bits of the numbers <= ``high``."""
        return (1 << bisect_right(self.numbers, high)) - 1

    def between(self, low: Any, high: Any) -> int:
        """The bits of the numbers in ``[low, high]``."""
        return self.at_least(low) & self.at_most(high)

    def low(self, mask: int) -> Any:
        """The least number of a non-empty numeric mask."""
        return self.numbers[(mask & -mask).bit_length() - 1]

    def high(self, mask: int) -> Any:
        """The greatest number of a non-empty numeric mask."""
        return self.numbers[mask.bit_length() - 1]


def number_line(state: DomainStore[Any, Any]) -> NumberLine:
    """The search's `NumberLine`, made on first use and shared by its propagators."""
    line = state.shared.get("number line")
    if line is None:
        line = state.shared["number line"] = NumberLine(state.values)
    assert isinstance(line, NumberLine)
    return line


def check_integers(
    owner: object, variables: Iterable[Any], domains: Mapping[Any, Sequence[Any]], role: str = ""
) -> None:
    """Raise `ModelError` naming ``owner`` when a variable's domain holds a non-integer."""
    for var in variables:
        if type(domains[var]) is range:
            continue  # integers by construction, and maybe too many to read
        for value in domains[var]:
            # (the type test first: an ABC check costs far more, on every value)
            if type(value) is not int and not isinstance(value, Integral):
                raise ModelError(
                    f"{owner!r}: {role}variable {var!r} has the value {value!r}, "
                    "which is not an integer"
                )


def least(domain: Sequence[Any]) -> Any:
    """The least value of a model's domain, read off a ``range`` without going through it
    (a wide range holds up to 10**18 values).

    >>> least(range(5, 10**18)), least((3, -1, 2))
    (5, -1)
    """
    if type(domain) is range:
        return domain[0] if domain.step > 0 else domain[-1]
    return min(domain)
