"""`Element`: a variable equals the entry of an array of variables that another one selects."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from numbers import Integral
from typing import Any

from ..errors import ModelError
from ..intervals import Intervals, intersection, union
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import check_integers
from .lists import among, number, variable_list
from .spans import keep_spans, spans_of

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
    to it). The array, the index and the value may be wide (intervals, integers only): the
    common values of an entry and ``value`` are then an intersection of intervals, so the
    filtering stays domain consistent without listing a wide domain (up to
    `aimacsp.intervals.MAX_INTERVALS` holes per domain, past which a domain keeps more
    values). XCSP3 ``element`` (a ``list`` with ``startIndex``, an ``index``, a ``value``);
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

    on_intervals = True

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, [self.index], domains, "the index ")

    def is_satisfied(self, values: Sequence[D]) -> bool:
        n = len(self.array)
        k: Any = values[n]
        k -= self.base
        return 0 <= k < n and bool(values[k] == values[n + 1])

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        wide = state.wide
        if any(wide[state.index[var]] for var in self.scope):
            return WideElementPropagator(self, state)
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


class WideElementPropagator(Propagator):
    """`ElementPropagator`'s pass for a scope with a wide domain (intervals): the positions
    are read from the index by ``contains`` (there are as many as array entries), and an
    entry's common values with ``value`` are an intersection of intervals, or of bitsets
    when both are bitsets (which may hold words). Domain consistent and idempotent."""

    settles_last_variable = True
    consistency = "domain"
    idempotent = True

    __slots__ = ("entries", "selector", "value")

    def __init__(self, constraint: Element[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        n = len(constraint.array)
        self.selector, self.value = self.vars[n], self.vars[n + 1]
        #: (index value, array variable) for each position of the array
        self.entries = [(constraint.base + k, i) for k, i in enumerate(self.vars[:n])]

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        selector, value, contains = self.selector, self.value, state.contains
        if not state.keep_between(selector, self.entries[0][0], self.entries[-1][0]):
            return False
        live = [(k, i) for k, i in self.entries if contains(selector, k)]
        if state.wide[value]:
            return self._on_spans(state, live)
        dom = state.dom
        v = dom[value]
        kept: list[int] = []
        union_mask = 0
        for k, i in live:
            if state.wide[i]:  # the value's few values, each looked for in the entry
                shared = 0
                for w in state.values_of(value):
                    if contains(i, w):
                        shared |= 1 << state.value_index[w]
            else:
                shared = dom[i] & v
            if shared:
                kept.append(k)
                union_mask |= shared
        if not kept or not state.keep_values(selector, kept):
            return False
        state.keep(value, union_mask)
        if len(kept) == 1:  # the one entry left equals the value: their common values
            (i,) = [i for k, i in live if k == kept[0]]
            return state.keep_values(i, state.values_of(value))
        return True

    def _on_spans(self, state: DomainStore[Any, Any], live: list[tuple[int, int]]) -> bool:
        """The pass when ``value`` is wide: every common value is a whole number."""
        value = self.value
        spans = state.dom[value]
        kept: list[tuple[int, int]] = []
        common: Intervals = ()
        for k, i in live:
            shared = intersection(spans_of(state, i), spans)
            if shared:
                kept.append((k, i))
                common = union(common, shared)
        if not kept or not state.keep_values(self.selector, [k for k, _ in kept]):
            return False
        if not keep_spans(state, value, common):
            return False
        return len(kept) > 1 or keep_spans(state, kept[0][1], common)
