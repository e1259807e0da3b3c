"""The typed vocabulary at the bottom of aimacsp: type variables and the views plug-ins see.

This module imports nothing of aimacsp, so every floor above may use it. It holds:

- ``V`` and ``D``, the types of a problem's variables and of their values;
- `DomainStore`, what a constraint's propagator reads and narrows during a search (the
  search state of `aimacsp.search` is one; a constraint never needs to know more);
- `Relation`, what local search asks of a constraint to count its conflicts;
- `is_hashable`, whether a thing can be a variable or a value at all.

The shapes of the search's own plug-ins (a variable selector, a value orderer, an inference,
a trace) are in `aimacsp.search.plugins`, beside the state they receive.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Protocol, TypeVar

__all__ = ["V", "D", "DomainStore", "Relation", "is_hashable"]

V = TypeVar("V", bound=Hashable)
D = TypeVar("D", bound=Hashable)


class DomainStore(Protocol[V, D]):
    """The current domains of one search, as a propagator sees them.

    In the model's terms: `domain`, `size`, `remove`. In interned terms, for speed: variable
    ``i`` is ``index[var]``, its domain is the bitset ``dom[i]`` whose bit ``b`` stands for
    ``values[b]`` (``value_index`` maps back), and `keep` narrows it on the trail.
    """

    dom: list[int]
    values: list[D]
    value_index: dict[D, int]
    index: dict[V, int]
    #: Solve-time data propagators share, by key (e.g. the tables of one relation).
    shared: dict[Hashable, Any]

    def domain(self, var: V) -> list[D]:
        """The values still possible for ``var``, in the order its domain was given."""
        ...

    def size(self, var: V) -> int:
        """How many values ``var`` still has."""
        ...

    def remove(self, var: V, value: D) -> bool:
        """Remove ``value`` from the domain of ``var``; False when the domain becomes empty."""
        ...

    def values_of(self, i: int) -> list[D]:
        """The values of the variable with index ``i``, in its declared order."""
        ...

    def keep(self, i: int, mask: int) -> bool:
        """Narrow variable ``i`` to the values of ``mask``; False (and no change) on a wipe-out."""
        ...

    def save(self, container: list[Any], i: int) -> None:
        """Record ``container[i]`` on the trail, so that backtracking restores it."""
        ...


class Relation(Protocol):
    """Anything that can say whether values, one per scope variable, satisfy it."""

    def is_satisfied(self, values: Sequence[Any]) -> bool:
        """True when the values satisfy the relation."""
        ...


def is_hashable(thing: object) -> bool:
    """True when ``thing`` can be a variable or a value (a dict key).

    ``hash()`` decides, not ``isinstance(thing, Hashable)``, which is True for a tuple
    holding a list; it is also the faster test.

    >>> is_hashable((1, "a")), is_hashable((1, [2]))
    (True, False)
    """
    try:
        hash(thing)
    except TypeError:
        return False
    return True
