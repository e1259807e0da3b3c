"""Sets of small integers held in one Python ``int``: the representation of every domain.

Bit ``b`` of a mask stands for the value with index ``b``; ``mask.bit_count()`` is the size,
``mask & -mask`` the lowest member. These few helpers are the only loops over the bits of a
mask that the package writes out; a hot loop may inline them, saying so.

>>> bits_of(0b10110)
[1, 2, 4]
>>> is_singleton(0b1000), is_singleton(0b1010), mask_of([0, 3])
(True, False, 9)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

__all__ = ["bits_of", "iter_bits", "is_singleton", "mask_of"]


def bits_of(mask: int) -> list[int]:
    """The indices of the set bits of ``mask``, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def iter_bits(mask: int) -> Iterator[int]:
    """The indices of the set bits of ``mask``, lowest first, one at a time."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def is_singleton(mask: int) -> bool:
    """True when ``mask`` holds exactly one member."""
    return mask != 0 and mask & (mask - 1) == 0


def mask_of(bits: Iterable[int]) -> int:
    """The mask whose set bits are ``bits``."""
    mask = 0
    for b in bits:
        mask |= 1 << b
    return mask
