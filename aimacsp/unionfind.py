"""`UnionFind`: which keys are linked, directly or through others.

Independent subproblems (AIMA 6.5) are the groups of variables that constraints link; the
counter, the explanations and Minesweeper's model all group with this one structure.

>>> groups = UnionFind()
>>> groups.link("ab"); groups.link("cd"); groups.link("bx")
>>> groups.find("x") == groups.find("a"), groups.find("c") == groups.find("a")
(True, False)
>>> groups.groups("abcdx")
[['a', 'b', 'x'], ['c', 'd']]
>>> groups.groups(["ab", "cd", "xa"], key=lambda pair: pair[0])
[['ab', 'xa'], ['cd']]
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Generic, TypeVar

__all__ = ["UnionFind"]

K = TypeVar("K", bound=Hashable)
T = TypeVar("T")


class UnionFind(Generic[K]):
    """Disjoint groups of keys (union-find with path halving); a key met first is alone."""

    def __init__(self) -> None:
        self.parent: dict[K, K] = {}

    def find(self, key: K) -> K:
        """The representative of ``key``'s group (a key met for the first time is its own)."""
        parent = self.parent
        up = parent.setdefault(key, key)
        while up != key:
            parent[key] = parent[up]
            key, up = up, parent[up]
        return key

    def link(self, keys: Iterable[K]) -> None:
        """Put all of ``keys`` in one group."""
        keys = iter(keys)
        first = next(keys, None)
        if first is None:
            return
        root = self.find(first)
        for key in keys:
            other = self.find(key)
            if other != root:
                self.parent[other] = root

    def groups(self, items: Iterable[T], key: Callable[[T], K] | None = None) -> list[list[T]]:
        """``items`` split by the group of ``key(item)`` (of the item itself by default):
        each group in the order of ``items``, the groups in the order of their first item
        (networkx's ``to_sets``, ordered, and for any items that name a key)."""
        found: dict[K, list[T]] = {}
        find = self.find
        for item in items:
            found.setdefault(find(item if key is None else key(item)), []).append(item)  # type: ignore[arg-type]
        return list(found.values())
