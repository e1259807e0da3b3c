"""`GlobalCardinality`: how often each of some values occurs, one count variable per value."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import check_integers, number_line
from .lists import constant_list, number_list, value_list, variable_list
from .spans import whole

__all__ = ["GlobalCardinality"]

#: How to count what equals a variable (values are constants).
_VARIABLE_VALUES = "to count the variables equal to a variable v, post csp.add(count(xs, v) == n)"


class GlobalCardinality(Constraint[V, D]):
    """``counts[j] == |{k : scope[k] == values[j]}|`` for each j; with ``closed``, the
    variables of ``scope`` take only the listed values.

    ``values`` are distinct constants, ``counts`` numbers or variables (of an interval, for
    bounds on the occurrences). The propagator is sound and decides
    the constraint once all but one variable are fixed; it is not domain or bounds consistent
    in general ("forward" declared). What it does, to a fixpoint: each count keeps its values
    between the variables sure to take its value and those that can; the counts together
    cannot exceed the number of variables (nor fall short of it when closed), which bounds
    each one by the others; a value whose count is at its least possible goes from the
    undecided variables, and one whose count is at its greatest possible is given to every
    variable that can take it. The same rules on wide domains (intervals): the counts are
    narrowed by their bounds, and a wide variable is asked whether it holds a value, loses
    it or is fixed to it, never listed. XCSP3 ``cardinality``; MiniZinc
    ``global_cardinality`` and ``global_cardinality_closed``.

    >>> g = GlobalCardinality(["x", "y", "z"], [1, 2], ["n1", "n2"])
    >>> g.is_satisfied((1, 2, 1, 2, 1)), g.is_satisfied((1, 3, 1, 2, 0))
    (True, True)
    >>> GlobalCardinality(["x", "y", "z"], [1, 2], ["n1", "n2"], closed=True)
    GlobalCardinality([x, y, z] closed: 1 x n1, 2 x n2)
    """

    def __init__(
        self,
        scope: Sequence[V],
        values: Sequence[Any],
        counts: Sequence[V],
        closed: bool = False,
        name: str | None = None,
    ) -> None:
        scope = variable_list("GlobalCardinality", "the scope", scope)
        where = f"GlobalCardinality over {list(scope)!r}"
        listed = value_list(where, "values", values, distinct=True)
        constant_list(where, "values", listed, _VARIABLE_VALUES)
        counts = number_list(where, "counts", counts)
        if len(counts) != len(listed):
            raise ModelError(f"{where}: {len(counts)} counts for {len(listed)} values")
        if not isinstance(closed, bool):
            raise ModelError(f"{where}: closed must be True or False, got {closed!r}")
        super().__init__([*scope, *counts], name)
        self.counted: tuple[V, ...] = scope
        self.values: tuple[Any, ...] = listed
        self.counts: tuple[V, ...] = counts
        self.closed = closed

    def describe(self) -> str:
        pairs = [f"{value!r} x {count}" for value, count in zip(self.values, self.counts)]
        text = ", ".join(pairs if len(pairs) <= 6 else [*pairs[:2], "...", pairs[-1]])
        return (
            f"GlobalCardinality([{scope_text(self.counted)}]{' closed' if self.closed else ''}:"
            f" {text})"
        )

    on_intervals = True

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, self.counts, domains, "the count ")

    def is_satisfied(self, values: Sequence[D]) -> bool:
        n = len(self.counted)
        taken = values[:n]
        if self.closed and any(v not in self.values for v in taken):
            return False
        return all(
            sum(1 for v in taken if v == value) == count
            for value, count in zip(self.values, values[n:])
        )

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        wide = state.wide
        if any(wide[state.index[var]] for var in self.scope):
            return WideCardinalityPropagator(self, state)
        return CardinalityPropagator(self, state)


class CardinalityPropagator(Propagator):
    """Counts against the sure and possible occurrences and against their sum, and values
    given or taken when a count is at an end, repeated until nothing changes."""

    settles_last_variable = True
    consistency = "forward"
    idempotent = True

    __slots__ = ("xs", "cs", "bits", "closed", "listed", "line")

    def __init__(
        self, constraint: GlobalCardinality[Any, Any], state: DomainStore[Any, Any]
    ) -> None:
        super().__init__(constraint, state)
        n = len(constraint.counted)
        self.xs, self.cs = self.vars[:n], self.vars[n:]
        index = state.value_index
        # bits[j]: the one-bit mask of values[j], 0 when no domain of the search holds it.
        self.bits = [1 << index[v] if v in index else 0 for v in constraint.values]
        self.closed = constraint.closed
        self.listed = sum(self.bits)
        self.line = number_line(state)

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, keep, line, xs, cs = state.dom, state.keep, self.line, self.xs, self.cs
        n = len(xs)
        if self.closed:
            for i in xs:
                if not keep(i, self.listed):
                    return False
        while True:
            before = [dom[i] for i in self.vars]
            for c, bit in zip(cs, self.bits):
                sure = possible = 0
                for i in xs:
                    d = dom[i]
                    if d & bit:
                        possible += 1
                        if d == bit:
                            sure += 1
                if not keep(c, line.between(sure, possible)):
                    return False
                d = dom[c]
                if line.high(d) == sure:
                    for i in xs:
                        if dom[i] != bit and not keep(i, ~bit):
                            return False
                elif line.low(d) == possible:
                    for i in xs:
                        if dom[i] & bit:
                            keep(i, bit)
            if not self._bound_by_sum(state, n):
                return False
            if before == [dom[i] for i in self.vars]:
                return True

    def _bound_by_sum(self, state: DomainStore[Any, Any], n: int) -> bool:
        """The counts add up to at most ``n`` (exactly ``n`` when closed): each is bounded by
        what the others need at least (or can reach at most)."""
        dom, line, cs = state.dom, self.line, self.cs
        lows = [line.low(dom[c]) for c in cs]
        highs = [line.high(dom[c]) for c in cs]
        least, most = sum(lows), sum(highs)
        if least > n or (self.closed and most < n):
            return False
        for c, low, high in zip(cs, lows, highs):
            top = n - (least - low)
            bottom = n - (most - high) if self.closed else low
            if (top < high or bottom > low) and not state.keep(c, line.between(bottom, top)):
                return False
        return True


class WideCardinalityPropagator(Propagator):
    """`CardinalityPropagator`'s rules through the state's methods, for a scope with a wide
    domain (intervals): ``contains``, ``discard_value`` and ``fix`` on the variables, bounds
    on the counts; to a fixpoint, as on bitsets."""

    settles_last_variable = True
    consistency = "forward"
    idempotent = True

    __slots__ = ("xs", "cs", "listed", "closed")

    def __init__(
        self, constraint: GlobalCardinality[Any, Any], state: DomainStore[Any, Any]
    ) -> None:
        super().__init__(constraint, state)
        n = len(constraint.counted)
        self.xs, self.cs = self.vars[:n], self.vars[n:]
        # each value as the integer it equals where there is one (2.0 == 2 in a wide domain)
        self.listed = tuple(v if whole(v) is None else whole(v) for v in constraint.values)
        self.closed = constraint.closed

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, xs, cs = state.dom, self.xs, self.cs
        contains, is_fixed, low, high = state.contains, state.is_fixed, state.low, state.high
        if self.closed:
            for i in xs:
                if not state.keep_values(i, self.listed):
                    return False
        while True:
            before = [dom[i] for i in self.vars]
            for c, value in zip(cs, self.listed):
                sure = possible = 0
                for i in xs:
                    if contains(i, value):
                        possible += 1
                        if is_fixed(i):
                            sure += 1
                if not state.keep_between(c, sure, possible):
                    return False
                if high(c) == sure:
                    for i in xs:
                        if not is_fixed(i) and not state.discard_value(i, value):
                            return False
                elif low(c) == possible:
                    for i in xs:
                        if contains(i, value):
                            state.fix(i, value)
            if not self._bound_by_sum(state, len(xs)):
                return False
            if before == [dom[i] for i in self.vars]:
                return True

    def _bound_by_sum(self, state: DomainStore[Any, Any], n: int) -> bool:
        """`CardinalityPropagator._bound_by_sum` on the counts' bounds."""
        cs = self.cs
        lows = [state.low(c) for c in cs]
        highs = [state.high(c) for c in cs]
        least, most = sum(lows), sum(highs)
        if least > n or (self.closed and most < n):
            return False
        for c, low, high in zip(cs, lows, highs):
            top = n - (least - low)
            bottom = n - (most - high) if self.closed else low
            if (top < high or bottom > low) and not state.keep_between(c, bottom, top):
                return False
        return True
