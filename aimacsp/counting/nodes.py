"""What a count records: its search as a graph of `Node`\\ s, and the exception a limit
raises with the count so far."""

from __future__ import annotations

from ..errors import SearchLimitReached
from .algebra import ZERO, Series

__all__ = ["Branch", "LimitStop", "Node"]

#: One branch of a node: the literals it fixes (variable index, value bit), its weight, its
#: degree, and the independent parts it leaves.
Branch = tuple[list[tuple[int, int]], int, int, list["Node"]]


class LimitStop(SearchLimitReached):
    """A limit stopped the count; ``partial`` is a lower bound on the total (by degree)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.partial: Series = ZERO


class Node:
    """A part of the problem: its branches, each fixing some literals (variable index, value
    bit) with a weight and a degree, and leaving independent sub-parts."""

    __slots__ = ("branches", "total")

    def __init__(self) -> None:
        self.branches: list[Branch] = []
        self.total: Series = ZERO
