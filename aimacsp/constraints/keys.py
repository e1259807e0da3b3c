"""The keys `AllDifferent` compares, as bitsets: values, values plus offsets, exceptions.

`AllDifferent` says that some *keys* differ: the values themselves, or with ``offsets`` the
integers ``x[k] + offsets[k]``. Its propagator works on one bitset of keys per variable, so
the matching code sees a plain all-different. With ``excepting``, the excepted keys may be
shared by any number of variables: each variable that can take one gets instead a private
key of its own (a bit above every real key), which no other variable can want, so "takes an
excepted key" never clashes, and the all-different of the translated bitsets is exactly the
constraint with exceptions. Translating back, a private key kept means every excepted key of
that variable is kept; a private key removed removes them all.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from numbers import Real
from typing import Any

from ..bitsets import bits_of
from ..errors import ModelError
from ..types import DomainStore
from .lists import constant_list

__all__ = ["KeyMap", "excepted_keys", "listed"]

#: How to except a value that is a variable's (the excepted values are constants).
_VARIABLE_EXCEPTED = "to except a variable's value, post the pairs: csp.add((x != y) | (x == v))"

#: How a variable's value bits become key bits: one shift for all, or a bit-to-bit table.
Shift = int | dict[int, int]


class KeyMap:
    """Reads a scope's domains as key bitsets, and writes key bitsets back as domains.

    >>> from aimacsp import CSP, State
    >>> csp = CSP()
    >>> csp.add_variables(["x", "y"], [0, 1, 2])
    >>> state = State(csp)
    >>> keys = KeyMap(state, [0, 1], None, excepting=[0])
    >>> [bin(k) for k in keys.read(state.dom)]  # value 0 became a private key each: bits 3, 4
    ['0b1110', '0b10110']
    >>> bin(keys.write(1, 0b00100))  # y keeps the key 2 and loses its private key: no 0
    '0b100'
    """

    __slots__ = ("vars", "shifts", "excepted", "private")

    def __init__(
        self,
        state: DomainStore[Any, Any],
        vars_: Sequence[int],
        offsets: Sequence[int] | None,
        excepting: Collection[Any] = (),
    ) -> None:
        self.vars = tuple(vars_)
        # shifts[pos]: key bit = value bit + shift, or a table value bit -> key bit; None
        # when the keys are the values.
        self.shifts: list[Shift] | None = None
        if offsets is None:
            size = len(state.values)
            index = state.value_index
            key_bit = {key: index[key] for key in excepting if key in index}
        else:
            self.shifts, key_bit = _key_maps(state, self.vars, offsets)
            size = len(key_bit)
        #: The key bits of the excepted keys, and each position's private key (0: none).
        self.excepted = sum(1 << key_bit[key] for key in set(excepting) if key in key_bit)
        self.private = [1 << (size + pos) if self.excepted else 0 for pos in range(len(vars_))]

    def read(self, dom: list[int]) -> list[int]:
        """The key bitsets of the scope, excepted keys replaced by private ones."""
        if self.shifts is None:
            keys = [dom[i] for i in self.vars]
        else:
            keys = [_translate(dom[i], s) for i, s in zip(self.vars, self.shifts)]
        excepted = self.excepted
        if excepted:
            private = self.private
            for pos, k in enumerate(keys):
                if k & excepted:
                    keys[pos] = k & ~excepted | private[pos]
        return keys

    def write(self, pos: int, keys: int) -> int:
        """The value bits of the variable at ``pos`` that a key bitset ``keys`` keeps (to be
        intersected with its domain)."""
        if self.excepted:
            private = self.private[pos]
            keys = keys & ~private | (self.excepted if keys & private else 0)
        if self.shifts is None:
            return keys
        return _untranslate(keys, self.shifts[pos])


def _key_maps(
    state: DomainStore[Any, Any], vars_: Sequence[int], offsets: Sequence[int]
) -> tuple[list[Shift], dict[Any, int]]:
    """Per position, how its value bits become key bits; and the bit of each key."""
    values = state.values
    keys = sorted({values[b] + o for i, o in zip(vars_, offsets) for b in bits_of(state.dom[i])})
    key_bit = {k: n for n, k in enumerate(keys)}
    maps: list[Shift] = []
    for i, o in zip(vars_, offsets):
        pairs = {b: key_bit[values[b] + o] for b in bits_of(state.dom[i])}
        shifts = {kb - b for b, kb in pairs.items()}
        maps.append(shifts.pop() if len(shifts) == 1 else pairs)
    return maps, key_bit


def _translate(mask: int, shift: Shift) -> int:
    if isinstance(shift, int):
        return mask << shift if shift >= 0 else mask >> -shift
    return sum(1 << shift[b] for b in bits_of(mask))


def _untranslate(keys: int, shift: Shift) -> int:
    if isinstance(shift, int):
        return keys >> shift if shift >= 0 else keys << -shift
    return sum(1 << b for b, kb in shift.items() if keys >> kb & 1)


def excepted_keys(
    kind: str, scope: Sequence[Any], excepting: Collection[Any] | None
) -> frozenset[Any]:
    """The excepted values as a set, or a `ModelError` naming the constraint (its ``kind``
    over ``scope``) and the mistake."""
    if excepting is None:
        return frozenset()  # (the common case: no message is formatted)
    where = f"{kind} over {list(scope)!r}"
    if isinstance(excepting, (str, bytes)) or not isinstance(excepting, Collection):
        raise ModelError(f"{where}: excepting must be a list of values, got {excepting!r}")
    constant_list(where, "the excepted values", list(excepting), _VARIABLE_EXCEPTED)
    try:
        return frozenset(excepting)
    except TypeError:
        raise ModelError(
            f"{where}: the excepted values {excepting!r} are not all hashable"
        ) from None


def listed(values: Collection[Any]) -> str:
    """A set of values as it prints, in a stable order: numbers first, increasing.

    >>> listed({10, 2, "x"})
    "{2, 10, 'x'}"
    """
    numbers = sorted(v for v in values if isinstance(v, Real))
    others = sorted((v for v in values if not isinstance(v, Real)), key=repr)
    return "{" + ", ".join(map(repr, numbers + others)) + "}"
