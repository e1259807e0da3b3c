"""`LexIncreasing` and `LexDecreasing`: rows of variables in lexicographic order."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import NumberLine, check_integers, number_line
from .lists import refuse_string, variable_list

__all__ = ["LexIncreasing", "LexDecreasing"]


class Lex(Constraint[V, D]):
    """What `LexIncreasing` and `LexDecreasing` share: the rows, the checks, the propagator."""

    #: True for `LexIncreasing`, False for `LexDecreasing`.
    increasing = True

    def __init__(
        self, rows: Sequence[Sequence[V]], strict: bool = False, name: str | None = None
    ) -> None:
        kind = type(self).__name__
        refuse_string(kind, "rows", rows)
        if not isinstance(rows, Iterable) or hasattr(type(rows), "__aimacsp_variable__"):
            raise TypeError(f"{kind}: rows must be a list of lists of variables, got {rows!r}")
        listed: list[tuple[V, ...]] = [variable_list(kind, "a row", row) for row in rows]
        if len(listed) < 2:
            raise ModelError(f"{kind}: {len(listed)} row(s); a lexicographic order needs two")
        width = len(listed[0])
        for row in listed:
            if len(row) != width or not row:
                raise ModelError(
                    f"{kind}: rows of {sorted({len(r) for r in listed})} variables; the rows"
                    " must be of one length, at least one"
                )
        if not isinstance(strict, bool):
            raise ModelError(f"{kind}: strict must be True or False, got {strict!r}")
        super().__init__([var for row in listed for var in row], name)
        self.rows: tuple[tuple[V, ...], ...] = tuple(listed)
        self.strict = strict

    def describe(self) -> str:
        sign = ("<" if self.strict else "<=") if self.increasing else (">" if self.strict else ">=")
        rows = f" {sign} ".join(f"[{scope_text(row)}]" for row in self.rows[:3])
        if len(self.rows) > 3:
            rows += f" {sign} ... ({len(self.rows)} rows)"
        return f"{type(self).__name__}({rows})"

    on_intervals = True

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, self.scope, domains)

    def is_satisfied(self, values: Sequence[D]) -> bool:
        width = len(self.rows[0])
        rows = [tuple(values[k : k + width]) for k in range(0, len(values), width)]
        for first, second in zip(rows, rows[1:]):
            if not self.increasing:
                first, second = second, first
            if first > second or (self.strict and first == second):
                return False
        return True

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        wide = state.wide
        if any(wide[state.index[var]] for var in self.scope):
            return WideLexPropagator(self, state)
        return LexPropagator(self, state)


class LexIncreasing(Lex[V, D]):
    """Each row is lexicographically at most the next (less than it when ``strict``).

    Two rows are filtered to generalised arc consistency by the GAC-lex algorithm of Frisch,
    Hnich, Kiziltan, Miguel and Walsh ("Global constraints for lexicographic orderings", CP
    2002), restated: past the pairs fixed equal, only the first undecided position ``a`` can
    lose values, by ``x[a] <= y[a]``, or ``x[a] < y[a]`` when the rest cannot end up smaller
    in the order (taking each ``x`` least and each ``y`` greatest). More rows are filtered
    pair by pair, one after the other, to a fixpoint: sound, not full GAC. A matrix ordered
    by rows and columns (XCSP3 ``lex`` over a ``matrix``) is two constraints, one on its rows
    and one on its columns. The filter moves bounds only, so it is the same on wide domains
    (intervals): domain consistent there too for two rows. XCSP3 ``lex`` (``le``/``lt``);
    MiniZinc ``lex_lesseq``, ``lex_less`` and ``lex_chain_lesseq``.

    >>> c = LexIncreasing([["a1", "a2"], ["b1", "b2"]])
    >>> c.is_satisfied((1, 5, 2, 0)), c.is_satisfied((2, 5, 2, 4)), c
    (True, False, LexIncreasing([a1, a2] <= [b1, b2]))
    """


class LexDecreasing(Lex[V, D]):
    """Each row is lexicographically at least the next (greater than it when ``strict``).

    Filtered as `LexIncreasing`, on the rows in reverse order. XCSP3 ``lex``
    (``ge``/``gt``); MiniZinc ``lex_greatereq`` and ``lex_greater``.

    >>> LexDecreasing([["a1", "a2"], ["b1", "b2"]], strict=True).is_satisfied((1, 5, 1, 5))
    False
    """

    increasing = False


class LexPropagator(Propagator):
    """GAC-lex on each pair of consecutive rows, repeated until no pair changes a domain.
    Domain consistent for two rows (declared so); for more, each pair is, not the chain."""

    settles_last_variable = True
    idempotent = True

    __slots__ = ("pairs", "strict", "line", "consistency")

    def __init__(self, constraint: Lex[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        width = len(constraint.rows[0])
        rows = [self.vars[k : k + width] for k in range(0, len(self.vars), width)]
        if not constraint.increasing:
            rows.reverse()
        self.pairs = list(zip(rows, rows[1:]))
        self.strict = constraint.strict
        self.line = number_line(state)
        self.consistency = "domain" if len(rows) == 2 else "forward"

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        pairs, strict, line = self.pairs, self.strict, self.line
        if len(pairs) == 1:
            return lex_filter(state, *pairs[0], strict, line) >= 0
        changed = True
        while changed:
            changed = False
            for xs, ys in pairs:
                done = lex_filter(state, xs, ys, strict, line)
                if done < 0:
                    return False
                changed |= done > 0
        return True


def lex_filter(
    state: DomainStore[Any, Any],
    xs: Sequence[int],
    ys: Sequence[int],
    strict: bool,
    line: NumberLine,
) -> int:
    """GAC for ``xs <=lex ys`` (``<lex`` when ``strict``): -1 on a wipe-out, 1 when a domain
    changed, 0 when none did.

    ``forced[j]``: taking every ``x`` at its least and every ``y`` at its greatest from ``j``
    on, the suffix of ``xs`` is still greater than that of ``ys`` (or equal, when ``strict``),
    so it cannot be made smaller: the order must then be settled before ``j``.
    """
    dom, numbers, keep = state.dom, line.numbers, state.keep
    n = len(xs)
    a = 0
    while a < n:
        dx = dom[xs[a]]
        if dx != dom[ys[a]] or dx & (dx - 1):
            break
        a += 1
    if a == n:
        return -1 if strict else 0
    forced = [strict] * (n + 1)
    for j in range(n - 1, a, -1):
        dx = dom[xs[j]]
        least, greatest = numbers[(dx & -dx).bit_length() - 1], numbers[dom[ys[j]].bit_length() - 1]
        forced[j] = least > greatest or (least == greatest and forced[j + 1])
    changed = 0
    while True:
        x, y = xs[a], ys[a]
        dx, dy = dom[x], dom[y]
        step = 1 if forced[a + 1] else 0
        least = numbers[(dx & -dx).bit_length() - 1]
        greatest = numbers[dy.bit_length() - 1]
        if greatest - step < least:
            return -1
        if not keep(x, line.at_most(greatest - step)) or not keep(y, line.at_least(least + step)):
            return -1  # (cannot happen after the test above: each keeps its own bound)
        if dom[x] != dx or dom[y] != dy:
            changed = 1
        dx = dom[x]
        if dx != dom[y] or dx & (dx - 1):
            return changed
        a += 1  # fixed equal: the order is decided further on
        if a == n:
            return -1 if strict else changed


class WideLexPropagator(LexPropagator):
    """`LexPropagator` through the state's bounds methods (`wide_lex_filter`), for rows with
    a wide domain (intervals); the same consistency."""

    __slots__ = ()

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        changed = True
        while changed:
            changed = False
            for xs, ys in self.pairs:
                done = wide_lex_filter(state, xs, ys, self.strict)
                if done < 0:
                    return False
                changed |= done > 0 and len(self.pairs) > 1
        return True


def wide_lex_filter(
    state: DomainStore[Any, Any], xs: Sequence[int], ys: Sequence[int], strict: bool
) -> int:
    """`lex_filter` on values, through ``low``, ``high`` and ``keep_between``: any mix of
    bitsets and intervals. -1 on a wipe-out, 1 when a domain changed, 0 when none did."""
    low, high, keep_between = state.low, state.high, state.keep_between
    is_fixed, dom = state.is_fixed, state.dom

    def fixed_equal(x: int, y: int) -> bool:
        return is_fixed(x) and is_fixed(y) and low(x) == low(y)

    n = len(xs)
    a = 0
    while a < n and fixed_equal(xs[a], ys[a]):
        a += 1
    if a == n:
        return -1 if strict else 0
    forced = [strict] * (n + 1)
    for j in range(n - 1, a, -1):
        least, greatest = low(xs[j]), high(ys[j])
        forced[j] = least > greatest or (least == greatest and forced[j + 1])
    changed = 0
    while True:
        x, y = xs[a], ys[a]
        dx, dy = dom[x], dom[y]
        step = 1 if forced[a + 1] else 0
        least, greatest = low(x), high(y)
        if greatest - step < least:
            return -1
        if not keep_between(x, None, greatest - step) or not keep_between(y, least + step, None):
            return -1  # (cannot happen after the test above: each keeps its own bound)
        if dom[x] != dx or dom[y] != dy:
            changed = 1
        if not fixed_equal(x, y):
            return changed
        a += 1  # fixed equal: the order is decided further on
        if a == n:
            return -1 if strict else changed
