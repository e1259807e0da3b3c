"""`Element`: a variable equals the entry of an array of variables that another one selects."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from numbers import Integral
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import check_integers
from .lists import among, number, variable_list

__all__ = ["Element"]


class Element(Constraint[V, D]):
    """``value == array[index - base]``: ``index`` picks an entry of ``array`` (counted from
    ``base``), and ``value`` equals it. The values of ``index`` must be positions of the array.
    ``index`` and ``value`` may be numbers (see `aimacsp.constraints.lists`); for an array of
    numbers, write the expression ``element([4, 8, 15], i)``.

    Domain consistency on every variable: ``index`` keeps the positions whose entry can equal
    ``value``, ``value`` the values some such entry can take, and once ``index`` is fixed to
    ``k``, ``array[k]`` and ``value`` keep their common values. The array and ``value`` may
    hold values of any kind; ``index`` holds integers. The scope is ``array + [index,
    value]``, and a variable appears in a scope once: ``value`` or ``index`` may not be an
    entry of ``array`` (a `ModelError` says so; give the entry a copy, a new variable equal
    to it). XCSP3 ``element`` (a ``list`` with ``startIndex``, an ``index``, a ``value``);
    MiniZinc ``element`` and ``array_var_int_element``.

    >>> e = Element(["x0", "x1", "x2"], "i", "z")
    >>> e.is_satisfied((5, 7, 9, 1, 7)), e.is_satisfied((5, 7, 9, 2, 7))
    (True, False)
    >>> e, Element(["x1", "x2"], "i", "z", base=1)
    (Element([x0, x1, x2][i] == z), Element([x1, x2][i - 1] == z))
    """

    def __init__(
        self,
        array: Sequence[V],
        index: V,
        value: V,
        base: int = 0,
        name: str | None = None,
    ) -> None:
        array = variable_list("Element", "the array", array)
        if not array:
            raise ModelError("Element: the array is empty")
        where = f"Element over {list(array)!r}"
        index = number(where, "the index", index, "index")
        value = number(where, "the value", value, "value")
        if type(base) is bool or not isinstance(base, Integral):
            raise ModelError(f"Element over {list(array)!r}: base {base!r} is not an integer")
        for role, var in (("value", value), ("index", index)):
            if among(var, array):
                raise ModelError(
                    f"Element over {list(array)!r}: the {role} variable {var!r} is also in the"
                    " array, and a variable appears in a scope once: make a copy of it (a new"
                    " variable with an equality constraint) for one of the two places"
                )
        if among(index, (value,)):
            raise ModelError(
                f"Element over {list(array)!r}: the index and the value are the same"
                f" variable {index!r}"
            )
        super().__init__([*array, index, value], name)
        self.array: tuple[V, ...] = array
        self.index: V = index
        self.value: V = value
        self.base: int = int(base)

    def describe(self) -> str:
        shift = f" - {self.base}" if self.base > 0 else f" + {-self.base}" if self.base else ""
        return f"Element([{scope_text(self.array)}][{self.index}{shift}] == {self.value})"

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, [self.index], domains, "the index ")

    def is_satisfied(self, values: Sequence[D]) -> bool:
        n = len(self.array)
        k: Any = values[n]
        k -= self.base
        return 0 <= k < n and bool(values[k] == values[n + 1])

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        return ElementPropagator(self, state)


class ElementPropagator(Propagator):
    """One pass over the positions ``index`` still allows: a position stays when its entry
    shares a value with ``value``, and ``value`` keeps the union of those shared values
    (domain consistent, idempotent)."""

    settles_last_variable = True
    consistency = "domain"
    idempotent = True

    __slots__ = ("entries", "selector", "value", "valid")

    def __init__(self, constraint: Element[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        n = len(constraint.array)
        self.selector, self.value = self.vars[n], self.vars[n + 1]
        # entries[b]: the array variable that the index value of bit b selects.
        self.entries: dict[int, int] = {}
        values = state.values
        d = state.dom[self.selector]
        while d:
            low = d & -d
            d ^= low
            b = low.bit_length() - 1
            k = values[b] - constraint.base
            if 0 <= k < n:
                self.entries[b] = self.vars[k]
        self.valid = sum(1 << b for b in self.entries)

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, entries = state.dom, self.entries
        value = dom[self.value]
        positions = dom[self.selector] & self.valid
        kept = union = 0
        rest = positions
        while rest:
            low = rest & -rest
            rest ^= low
            shared = dom[entries[low.bit_length() - 1]] & value
            if shared:
                kept |= low
                union |= shared
        if not kept:
            return False
        state.keep(self.selector, kept)
        state.keep(self.value, union)
        if not kept & (kept - 1):
            state.keep(entries[kept.bit_length() - 1], union)
        return True
