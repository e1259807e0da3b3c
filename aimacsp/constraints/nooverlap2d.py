"""`NoOverlap2D`: rectangles, each with variable origin and size, do not overlap."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import ModelError
from ..intervals import least
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import check_integers, number_line
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
    origins and sizes; to a fixpoint.
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
    """The pairwise rules of `NoOverlap2D`; with one variable left, its values are tried."""

    settles_last_variable = True
    consistency = "forward"
    idempotent = True

    __slots__ = ("line",)

    def __init__(self, constraint: NoOverlap2D[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        self.line = number_line(state)

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, vars_ = state.dom, self.vars
        while True:
            before = [dom[i] for i in vars_]
            if not self._pairs(state):
                return False
            if [dom[i] for i in vars_] == before:
                break
        free = [p for p, i in enumerate(vars_) if dom[i] & (dom[i] - 1)]
        return len(free) != 1 or self._settle(state, free[0])

    def _pairs(self, state: DomainStore[Any, Any]) -> bool:
        constraint: NoOverlap2D[Any, Any] = self.constraint  # type: ignore[assignment]
        dom, vars_, line = state.dom, self.vars, self.line
        boxes = [tuple(vars_[p] for p in box) for box in constraint.boxes]
        ignored = constraint.zero_ignored
        for a, box_a in enumerate(boxes):
            for box_b in boxes[a + 1 :]:
                low = [line.low(dom[i]) for i in box_a + box_b]
                high = [line.high(dom[i]) for i in box_a + box_b]
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
                        mine = (box_a + box_b)[o]
                        if first <= last and not state.keep(mine, ~line.between(first, last)):
                            return False
                if possible.count(True) == 1:
                    o, s, t = ways[possible.index(True)]
                    every = box_a + box_b
                    if not (
                        state.keep(every[t], line.at_least(low[o] + low[s]))
                        and state.keep(every[o], line.at_most(high[t] - low[s]))
                        and state.keep(every[s], line.at_most(high[t] - low[o]))
                    ):
                        return False
        return True

    def _settle(self, state: DomainStore[Any, Any], position: int) -> bool:
        """Keep the values of the one variable left that satisfy every pair it is in."""
        constraint: NoOverlap2D[Any, Any] = self.constraint  # type: ignore[assignment]
        dom, values = state.dom, state.values
        i = self.vars[position]
        current = [values[dom[v].bit_length() - 1] for v in self.vars]
        mine = [k for k, box in enumerate(constraint.boxes) if position in box]
        n = len(constraint.boxes)
        kept = 0
        rest = dom[i]
        while rest:
            low = rest & -rest
            rest ^= low
            current[position] = values[low.bit_length() - 1]
            if all(constraint.apart(current, k, j) for k in mine for j in range(n) if j != k):
                kept |= low
        return state.keep(i, kept)
