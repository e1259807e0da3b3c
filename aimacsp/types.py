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

from collections.abc import Hashable, Iterable, Sequence
from typing import Any, Protocol, TypeVar

__all__ = ["V", "D", "DomainStore", "Relation", "is_hashable"]

V = TypeVar("V", bound=Hashable)
D = TypeVar("D", bound=Hashable)


class DomainStore(Protocol[V, D]):
    """The current domains of one search, as a propagator sees them.

    In the model's terms: `domain`, `size`, `remove`. In interned terms, for speed, variable
    ``i`` is ``index[var]``, and its domain ``dom[i]`` is held one of two ways (see
    `aimacsp.propagation.representation`): a bitset (an ``int`` whose bit ``b`` stands for
    ``values[b]``; ``value_index`` maps back), narrowed by `keep`; or, for a wide integer
    range, intervals (`aimacsp.intervals`), only when every constraint on the variable
    accepts them (`Constraint.accepts_intervals`). The methods from `low` on read and narrow
    either; a propagator that uses only them works on both.
    """

    dom: list[Any]
    values: list[D]
    value_index: dict[D, int]
    index: dict[V, int]
    #: Per variable, True when its domain is held as intervals.
    wide: list[bool]
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

    def values_of(self, i: int, limit: int = ...) -> list[D]:
        """The values of the variable with index ``i``, in its declared order (a wide
        domain of more than ``limit`` values is refused rather than listed)."""
        ...

    def low(self, i: int) -> Any:
        """The least value of variable ``i`` (a numeric domain)."""
        ...

    def high(self, i: int) -> Any:
        """The greatest value of variable ``i`` (a numeric domain)."""
        ...

    def size_of(self, i: int) -> int:
        """How many values variable ``i`` has."""
        ...

    def is_fixed(self, i: int) -> bool:
        """True when variable ``i`` has one value left."""
        ...

    def value_of(self, i: int) -> Any:
        """The value of variable ``i``, fixed (else its least value)."""
        ...

    def value_at_least(self, i: int, value: Any) -> Any:
        """The least value of variable ``i`` that is ``value`` or more (None: none)."""
        ...

    def value_at_most(self, i: int, value: Any) -> Any:
        """The greatest value of variable ``i`` that is ``value`` or less (None: none)."""
        ...

    def contains(self, i: int, value: Any) -> bool:
        """True when ``value`` is still in the domain of variable ``i``."""
        ...

    def keep_between(self, i: int, low: Any, high: Any) -> bool:
        """Keep the values of variable ``i`` in ``[low, high]`` (None: open); False on a
        wipe-out."""
        ...

    def discard_between(self, i: int, low: Any, high: Any) -> bool:
        """Remove the values of variable ``i`` in ``[low, high]``; False on a wipe-out."""
        ...

    def discard_value(self, i: int, value: Any) -> bool:
        """Remove ``value`` from variable ``i``; False on a wipe-out."""
        ...

    def fix(self, i: int, value: Any) -> bool:
        """Narrow variable ``i`` to ``value``; False when it is not in the domain."""
        ...

    def keep_values(self, i: int, values: Iterable[Any]) -> bool:
        """Keep only the values of variable ``i`` among ``values``; False on a wipe-out."""
        ...

    def keep(self, i: int, mask: int) -> bool:
        """Narrow the bitset of variable ``i`` to the values of ``mask``; False (and no
        change) on a wipe-out."""
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
