"""Binary relations shared between constraints: one memo table per distinct relation.

A model often states the same relation many times: ``lambda a, b: a != b`` on every edge of a
map, or the queens predicate ``lambda a, b, d=j - i: ...`` whose columns ``i, j`` differ by
the same ``d``. Python makes a new function object for each, but they compute the same thing
when they run the same code in the same globals with indistinguishable defaults and closure
contents. Such functions get one key, and their constraints share one table of tested pairs,
so each pair of values is tested once per relation in a search instead of once per constraint.

The key is exact, never a guess: defaults and closure contents count as the same only when
they are the same object, or equal values of an immutable plain type (``int``, ``str``,
``bytes``, ``bool``, ``None``, ``float`` bit for bit, and tuples of these), which a function
cannot tell apart. Any other callable is keyed by its identity.
"""

from __future__ import annotations

import struct
import types
from collections.abc import Callable, Hashable
from typing import Any

from ..types import DomainStore

__all__ = ["PairTable", "ValueBytes", "frozen", "pair_table", "relation_key", "value_bytes"]

_PLAIN = frozenset({int, str, bytes, bool, type(None)})
#: _BITS[byte]: the numbers of the set bits of ``byte``.
_BITS = [tuple(o for o in range(8) if byte >> o & 1) for byte in range(256)]


def frozen(value: Any) -> Hashable:
    """A key equal for two values exactly when a function could not tell them apart."""
    kind = type(value)
    if kind in _PLAIN:
        return (kind, value)
    if kind is float:
        return (float, struct.pack("<d", value))  # keeps -0.0 and NaN payloads apart
    if kind is tuple:
        return (tuple, tuple(map(frozen, value)))
    return ("object", id(value))  # kept alive by the function that holds it


def _cell(cell: types.CellType) -> Hashable:
    try:
        contents = cell.cell_contents
    except ValueError:  # an empty cell: only the same cell behaves the same
        return ("cell", id(cell))
    return frozen(contents)


def relation_key(test: Callable[..., Any]) -> Hashable:
    """A key shared by callables that compute the same relation, as far as can be proven.

    >>> relation_key(lambda a, b: a != b) == relation_key(lambda a, b: a != b)
    False
    >>> make = lambda d: (lambda a, b, d=d: abs(a - b) != d)
    >>> relation_key(make(3)) == relation_key(make(3))
    True
    >>> relation_key(make(3)) == relation_key(make(4))
    False
    """
    if type(test) is not types.FunctionType:
        return id(test)  # an int: never equal to the tuple keys of functions
    defaults, kwdefaults, closure = test.__defaults__, test.__kwdefaults__, test.__closure__
    return (
        id(test.__code__),
        id(test.__globals__),
        None if defaults is None else tuple(map(frozen, defaults)),
        None if kwdefaults is None else tuple((k, frozen(v)) for k, v in kwdefaults.items()),
        None if closure is None else tuple(map(_cell, closure)),
    )


class PairTable:
    """The pairs of value bits tested so far for one relation, as bitset rows.

    ``known[0][a]``: bits b with (a, b) tested; ``ok[0][a]``: those allowed; index 1 holds
    the same pairs seen from the second value (``known[1][b]`` has bit a).
    """

    __slots__ = ("known", "ok")

    def __init__(self, n: int) -> None:
        self.known: tuple[list[int], list[int]] = ([0] * n, [0] * n)
        self.ok: tuple[list[int], list[int]] = ([0] * n, [0] * n)


def pair_table(state: DomainStore[Any, Any], test: Callable[..., Any]) -> PairTable:
    """The table of ``test`` for this search, shared with every same relation."""
    tables = state.shared.get("pairs")
    if tables is None:
        tables = state.shared["pairs"] = {}
    key = relation_key(test)
    table = tables.get(key)
    if table is None:
        table = tables[key] = PairTable(len(state.values))
    return table


class ValueBytes:
    """A domain bitset read a byte at a time: ``rows[k][byte]`` lists the ``(1 << bit, value)``
    pairs of the set bits of ``byte`` at byte position ``k``, made on first use.

    Walking a mask's bytes through these rows costs about half the instructions of peeling
    its bits one by one, which matters in the loops that test every pair of values.
    """

    __slots__ = ("values", "rows")

    def __init__(self, values: list[Any]) -> None:
        self.values = values
        self.rows: list[list[tuple[tuple[int, Any], ...] | None]] = [
            [None] * 256 for _ in range((len(values) + 7) // 8)
        ]

    def entry(self, k: int, byte: int) -> tuple[tuple[int, Any], ...]:
        """Make (and keep) the row entry for ``byte`` at byte position ``k``."""
        base, values = 8 * k, self.values
        pairs = tuple((1 << base + o, values[base + o]) for o in _BITS[byte])
        self.rows[k][byte] = pairs
        return pairs


def value_bytes(state: DomainStore[Any, Any]) -> ValueBytes:
    """The state's `ValueBytes`, made on first use."""
    found = state.shared.get("bytes")
    if found is None:
        found = state.shared["bytes"] = ValueBytes(state.values)
    return found
