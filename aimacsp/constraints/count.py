"""`Count`: how many variables of a list take one of some values is a variable of its own."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import check_integers, number_line
from .keys import listed
from .lists import among, constant_list, number, value_list, variable_list
from .spans import whole

__all__ = ["Count"]

#: How to count what equals a variable (values are constants).
_VARIABLE_VALUES = "to count the variables equal to a variable v, post csp.add(count(xs, v) == n)"


class Count(Constraint[V, D]):
    """``count == |{k : scope[k] in values}|``: ``values`` are constants, ``count`` a variable.

    A fixed count is a number (``Count(xs, [1], 3)``: see `aimacsp.constraints.lists`); for
    "at most 3" give ``count`` the domain ``range(0, 4)`` (so no separate AtMost, AtLeast or
    Exactly is needed).

    Domain consistency: with ``sure`` variables that can only take a counted value and
    ``possible`` that can take one, ``count`` keeps its values in ``[sure, possible]``; when
    its greatest value is ``sure``, the undecided variables lose the counted values, and when
    its least is ``possible``, they keep only those. The same on wide domains (intervals):
    ``count`` is narrowed by its bounds, and a wide counted variable is asked whether it holds
    each counted value, never listed. XCSP3 ``count``; MiniZinc ``count`` and ``count_eq``.

    >>> c = Count(["x", "y", "z"], [1, 2], "n")
    >>> c.is_satisfied((1, 5, 2, 2)), c.is_satisfied((1, 5, 2, 1)), c
    (True, False, Count([x, y, z] in {1, 2} == n))
    """

    def __init__(
        self, scope: Sequence[V], values: Collection[Any], count: V, name: str | None = None
    ) -> None:
        scope = variable_list("Count", "the scope", scope)
        where = f"Count over {list(scope)!r}"
        listed = value_list(where, "values", values)
        constant_list(where, "values", listed, _VARIABLE_VALUES)
        counted = frozenset(listed)
        count = number(where, "the count", count, "count")
        if among(count, scope):
            raise ModelError(
                f"Count over {list(scope)!r}: the count variable {count!r} is also counted;"
                " a variable appears in a scope once"
            )
        super().__init__([*scope, count], name)
        self.counted: tuple[V, ...] = scope
        self.values: frozenset[Any] = counted
        self.count: V = count

    def describe(self) -> str:
        return f"Count([{scope_text(self.counted)}] in {listed(self.values)} == {self.count})"

    on_intervals = True

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, [self.count], domains, "the count ")

    def is_satisfied(self, values: Sequence[D]) -> bool:
        counted = self.values
        return sum(1 for v in values[:-1] if v in counted) == values[-1]

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        wide = state.wide
        if any(wide[state.index[var]] for var in self.scope):
            return WideCountPropagator(self, state)
        return CountPropagator(self, state)


class CountPropagator(Propagator):
    """One pass: count the variables sure and possible, bound ``count``, decide the rest when
    ``count`` is at an end (domain consistent, idempotent)."""

    settles_last_variable = True
    consistency = "domain"
    idempotent = True

    __slots__ = ("mask", "line")

    def __init__(self, constraint: Count[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        index = state.value_index
        self.mask = sum(1 << index[v] for v in constraint.values if v in index)
        self.line = number_line(state)

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, mask, line = state.dom, self.mask, self.line
        sure = possible = 0
        undecided = []
        for i in self.vars[:-1]:
            d = dom[i]
            if d & mask:
                possible += 1
                if d & ~mask:
                    undecided.append(i)
                else:
                    sure += 1
        count = self.vars[-1]
        if not state.keep(count, line.between(sure, possible)):
            return False
        c = dom[count]
        if line.high(c) == sure:
            keep = ~mask
        elif line.low(c) == possible:
            keep = mask
        else:
            return True
        for i in undecided:
            state.keep(i, keep)
        return True


class WideCountPropagator(Propagator):
    """`CountPropagator`'s pass through the state's methods, for a scope with a wide domain
    (intervals): a counted variable is asked whether it holds each counted value
    (``contains``), and loses them or keeps only them by value; ``count`` is narrowed by its
    bounds. Domain consistent and idempotent, as on bitsets."""

    settles_last_variable = True
    consistency = "domain"
    idempotent = True

    __slots__ = ("counted",)

    def __init__(self, constraint: Count[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        # The counted values (distinct: a set), each as the integer it equals where there is
        # one: a wide domain holds integers only, and 2.0 == 2 counts.
        self.counted = tuple(v if whole(v) is None else whole(v) for v in constraint.values)

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        contains, size_of, counted = state.contains, state.size_of, self.counted
        sure = possible = 0
        undecided = []
        for i in self.vars[:-1]:
            inside = sum(1 for v in counted if contains(i, v))
            if inside:
                possible += 1
                if size_of(i) > inside:
                    undecided.append(i)
                else:
                    sure += 1
        count = self.vars[-1]
        if not state.keep_between(count, sure, possible):
            return False
        if state.high(count) == sure:
            for i in undecided:
                for v in counted:
                    state.discard_value(i, v)
        elif state.low(count) == possible:
            for i in undecided:
                state.keep_values(i, counted)
        return True
