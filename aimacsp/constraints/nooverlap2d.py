"""`NoOverlap2D`: rectangles, each with variable origin and size, do not overlap."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import ModelError
from ..intervals import least
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import check_integers
from .lists import number_list, variable_list

__all__ = ["NoOverlap2D"]

ROLES = ("xs", "ys", "widths", "heights")


class NoOverlap2D(Constraint[V, D]):
    """No two rectangles overlap, their origins and sizes all variables.

    Rectangle ``k`` spans ``[xs[k], xs[k] + widths[k])`` by ``[ys[k], ys[k] + heights[k])``.
    All four are variables, and a size may also be a number (see
    `aimacsp.constraints.lists`); one variable may serve several rectangles, as ``"one"``
    below.

    Two rectangles satisfy ``x_i + w_i <= x_j or x_j + w_j <= x_i or y_i + h_i <= y_j or
    y_j + h_j <= y_i``. A rectangle with a side of 0 is ignored when ``zero_ignored`` (the
    default, as in XCSP3). XCSP3 ``noOverlap`` over pairs of origins and lengths, MiniZinc
    ``diffn_nonstrict`` (``diffn`` with ``zero_ignored=False``).

    >>> c = NoOverlap2D(["x1", "x2"], ["y1", "y2"], ["w1", "w2"], ["one", "one"])
    >>> c.is_satisfied((0, 2, 0, 0, 2, 3, 1)), c.is_satisfied((0, 1, 0, 0, 2, 3, 1))
    (True, False)
    >>> c
    NoOverlap2D((x1, y1) + (w1, one), (x2, y2) + (w2, one))

    The propagator is sound and decides the constraint once one variable is left; it is
    not bounds consistent. For each pair, on the bounds: when the rectangles cannot be apart
    vertically, neither starts inside the part of the other one it must cover horizontally
    (and the other way round), and when one way of being apart is left, it is enforced on
    origins and sizes; to a fixpoint. With one variable left, each pair forbids it one range
    of values. It reads bounds and removes ranges, so it works the same on wide domains
    (intervals).
    """

    def __init__(
        self,
        xs: Sequence[V],
        ys: Sequence[V],
        widths: Sequence[V],
        heights: Sequence[V],
        zero_ignored: bool = True,
        name: str | None = None,
    ) -> None:
        # origins are variables; sizes are numbers, or variables (equal numbers share one)
        lists = (
            variable_list("NoOverlap2D", "xs", xs),
            variable_list("NoOverlap2D", "ys", ys),
            number_list("NoOverlap2D", "widths", widths, shared=True),
            number_list("NoOverlap2D", "heights", heights, shared=True),
        )
        if len({len(given) for given in lists}) != 1:
            sizes = ", ".join(f"{len(g)} {role}" for role, g in zip(ROLES, lists))
            raise ModelError(f"NoOverlap2D: the four lists differ in length ({sizes})")
        scope: dict[Any, int] = {}
        for given in lists:
            for var in given:
                try:
                    scope.setdefault(var, len(scope))
                except TypeError:
                    raise ModelError(f"NoOverlap2D: variable {var!r} is not hashable") from None
        super().__init__(list(scope), name)
        #: Per rectangle, the scope positions of its x, y, width and height.
        self.boxes = [tuple(scope[g[k]] for g in lists) for k in range(len(lists[0]))]
        if not isinstance(zero_ignored, bool):
            raise ModelError(
                f"{self._where()}: zero_ignored must be True or False, not {zero_ignored!r}"
            )
        self.zero_ignored = zero_ignored

    def _where(self) -> str:
        return f"NoOverlap2D over {list(self.scope)!r}"

    def describe(self) -> str:
        s = self.scope
        boxes = [f"({s[x]}, {s[y]}) + ({s[w]}, {s[h]})" for x, y, w, h in self.boxes]
        return f"NoOverlap2D({scope_text(boxes)})"

    on_intervals = True

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, self.scope, domains)
        for box in self.boxes:
            for position in box[2:]:
                var = self.scope[position]
                if least(domains[var]) < 0:
                    raise ModelError(
                        f"{self!r}: size variable {var!r} has the negative value "
                        f"{least(domains[var])!r}"
                    )

    def apart(self, values: Sequence[Any], i: int, j: int) -> bool:
        """Whether rectangles ``i`` and ``j`` do not overlap (or one is ignored)."""
        xi, yi, wi, hi = (values[p] for p in self.boxes[i])
        xj, yj, wj, hj = (values[p] for p in self.boxes[j])
        if self.zero_ignored and 0 in (wi, hi, wj, hj):
            return True
        return bool(xi + wi <= xj or xj + wj <= xi or yi + hi <= yj or yj + hj <= yi)

    def is_satisfied(self, values: Sequence[D]) -> bool:
        n = len(self.boxes)
        return all(self.apart(values, i, j) for i in range(n) for j in range(i + 1, n))

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        return NoOverlap2DPropagator(self, state)


class NoOverlap2DPropagator(Propagator):
    """The pairwise rules of `NoOverlap2D`; with one variable left, the values it may not
    take are removed as ranges. It reads bounds and removes ranges through the state's
    methods, so any variable may be a bitset or a wide domain (intervals)."""

    settles_last_variable = True
    consistency = "forward"
    idempotent = True

    __slots__ = ()

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, vars_ = state.dom, self.vars
        while True:
            before = [dom[i] for i in vars_]
            if not self._pairs(state):
                return False
            if [dom[i] for i in vars_] == before:
                break
        is_fixed = state.is_fixed
        free = [p for p, i in enumerate(vars_) if not is_fixed(i)]
        return len(free) != 1 or self._settle(state, free[0])

    def _pairs(self, state: DomainStore[Any, Any]) -> bool:
        constraint: NoOverlap2D[Any, Any] = self.constraint  # type: ignore[assignment]
        vars_, low_of, high_of = self.vars, state.low, state.high
        keep_between = state.keep_between
        boxes = [tuple(vars_[p] for p in box) for box in constraint.boxes]
        ignored = constraint.zero_ignored
        for a, box_a in enumerate(boxes):
            for box_b in boxes[a + 1 :]:
                every = box_a + box_b
                low = [low_of(i) for i in every]
                high = [high_of(i) for i in every]
                if ignored and (min(low[2:4] + low[6:8]) == 0):
                    continue  # a side may be 0: the pair may not count
                # Each way of being apart: (origin, size, other origin) per dimension and side.
                ways = [(0, 2, 4), (4, 6, 0), (1, 3, 5), (5, 7, 1)]
                possible = [low[o] + low[s] <= high[t] for o, s, t in ways]
                if not any(possible):
                    return False
                for dim in (0, 1):
                    if possible[2 - 2 * dim] or possible[3 - 2 * dim]:
                        continue  # may be apart in the other dimension
                    for o, s, t in ways[2 * dim : 2 * dim + 2]:
                        # o may not start where it would cover t's compulsory part
                        first, last = high[t] - low[s] + 1, low[t] + low[t + 2] - 1
                        if first <= last and not state.discard_between(every[o], first, last):
                            return False
                if possible.count(True) == 1:
                    o, s, t = ways[possible.index(True)]
                    if not (
                        keep_between(every[t], low[o] + low[s], None)
                        and keep_between(every[o], None, high[t] - low[s])
                        and keep_between(every[s], None, high[t] - low[o])
                    ):
                        return False
        return True

    def _settle(self, state: DomainStore[Any, Any], position: int) -> bool:
        """Remove from the one variable left the values that would make a pair it is in
        overlap: with the others fixed, each way of being apart is a linear inequality in it,
        so the values that satisfy none of a pair's four ways are one range (less 0 when the
        variable is a side and a side of 0 frees the pair)."""
        constraint: NoOverlap2D[Any, Any] = self.constraint  # type: ignore[assignment]
        i = self.vars[position]
        values = [state.low(v) for v in self.vars]  # the fixed values (i's own is not read)
        boxes = constraint.boxes
        for a, box_a in enumerate(boxes):
            for box_b in boxes[a + 1 :]:
                every = box_a + box_b
                if position not in every:
                    continue
                # each term as (how often it is the variable left, its fixed value or 0)
                terms = [(1, 0) if p == position else (0, values[p]) for p in every]
                forbidden = _overlapping(terms, constraint.zero_ignored)
                if forbidden is None:
                    continue
                first, last, zero_frees = forbidden
                first = state.low(i) if first is None else first
                last = state.high(i) if last is None else last
                if zero_frees and first <= 0 <= last:
                    if not (
                        state.discard_between(i, first, -1) and state.discard_between(i, 1, last)
                    ):
                        return False
                elif first <= last and not state.discard_between(i, first, last):
                    return False
        return True


def _overlapping(
    terms: list[tuple[int, int]], zero_ignored: bool
) -> tuple[int | None, int | None, bool] | None:
    """For one pair of rectangles whose eight terms (x, y, w, h of each) are ``(c, k)``,
    ``c * v + k`` in the one unknown ``v``: the range ``(first, last)`` of ``v`` (None: open)
    where they overlap, and whether ``v == 0`` frees the pair there; None when no value makes
    them overlap."""
    sides = [terms[p] for p in (2, 3, 6, 7)]
    if zero_ignored and any(c == 0 and k == 0 for c, k in sides):
        return None  # a side of 0 whatever v is: the pair is ignored
    zero_frees = zero_ignored and any(c for c, _ in sides)
    first: int | None = None
    last: int | None = None
    # each way apart, o + s <= t, is a * v <= r; v overlaps where no way holds
    for o, s, t in ((0, 2, 4), (4, 6, 0), (1, 3, 5), (5, 7, 1)):
        a = terms[o][0] + terms[s][0] - terms[t][0]
        r = terms[t][1] - terms[o][1] - terms[s][1]
        if a == 0:
            if r >= 0:
                return None  # apart this way whatever v is
            continue  # never apart this way
        if a > 0:  # apart when v <= r // a: overlapping needs v above it
            bound = r // a + 1
            first = bound if first is None else max(first, bound)
        else:  # apart when v >= ceil(r / a): overlapping needs v below it
            bound = -(-r // a) - 1
            last = bound if last is None else min(last, bound)
    if first is not None and last is not None and first > last:
        return None
    return first, last, zero_frees
