"""A small bounded simplex: ``minimize c.x`` subject to linear rows and ``lower <= x <= upper``.

The revised primal simplex in two phases (artificial variables first, then the objective),
with bounded variables (a variable out of the basis rests at its lower or its upper bound, and
may jump from one to the other), Dantzig's rule and a dense basis inverse, in floating point;
a running budget may stop it at any pivot (`aimacsp.checkpoints`).
It serves `aimacsp.search.relaxation`, which only needs good multipliers of the rows: the bound
it derives from them is then computed exactly, so the rounding of the floats can weaken that
bound a little but never make it wrong.

>>> result = solve_lp([-5, -4], [({0: 6, 1: 4}, "<=", 24), ({0: 1, 1: 2}, "<=", 6)],
...                   [0, 0], [10, 10])
>>> result.status, round(result.value, 6), [round(v, 6) for v in result.x]
('optimal', -21.0, [3.0, 1.5])
>>> [round(y, 6) for y in result.duals]  # the price of each row at the optimum
[-0.75, -0.5]
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..checkpoints import checkpoint

__all__ = ["solve_lp", "LP", "Row", "TOLERANCE"]

#: A row: its coefficients by column, its operator (``<=``, ``>=``, ``==``) and right side.
Row = tuple[dict[int, float], str, float]
#: Below this, a number is taken for zero.
TOLERANCE = 1e-9


@dataclass
class LP:
    """What `solve_lp` found: ``status`` is ``optimal``, ``infeasible``, ``unbounded`` or
    ``limit`` (too many pivots); at an optimum, ``value``, the point ``x`` and one ``duals``
    entry per row (the rate at which the optimum moves with the row's right side)."""

    status: str
    value: float | None = None
    x: list[float] = field(default_factory=list)
    duals: list[float] = field(default_factory=list)
    pivots: int = 0


def solve_lp(
    c: list[float],
    rows: list[Row],
    lower: list[float],
    upper: list[float],
    max_pivots: int | None = None,
) -> LP:
    """Minimise ``c.x`` over ``rows`` with ``lower <= x <= upper`` (finite bounds)."""
    n, m = len(c), len(rows)
    if len(lower) != n or len(upper) != n:
        raise ValueError(f"solve_lp: {n} costs but {len(lower)} and {len(upper)} bounds")
    if any(lo > hi for lo, hi in zip(lower, upper)):
        return LP("infeasible")
    simplex = _Simplex(c, rows, lower, upper)
    limit = max_pivots if max_pivots is not None else 50 * (n + m) + 1000
    if m and not simplex.phase(simplex.phase_one_costs(), limit):
        return LP("limit" if simplex.pivots >= limit else "unbounded", pivots=simplex.pivots)
    if simplex.infeasibility() > 1e-7 * max(1.0, simplex.scale):
        return LP("infeasible", pivots=simplex.pivots)
    simplex.close_artificials()
    if not simplex.phase(simplex.costs, limit):
        return LP("limit" if simplex.pivots >= limit else "unbounded", pivots=simplex.pivots)
    x = simplex.point()
    duals = simplex.duals()
    value = sum(ci * xi for ci, xi in zip(c, x))
    return LP("optimal", value, x, duals, simplex.pivots)


class _Simplex:
    """The working state: columns (structural, slacks, artificials), bounds shifted to
    ``[0, width]``, the basis, its inverse and the values of the basic variables."""

    def __init__(self, c: list[float], rows: list[Row], lower: list[float], upper: list[float]):
        n, m = len(c), len(rows)
        self.n, self.m, self.lower = n, m, lower
        self.sign = [-1.0 if op == ">=" else 1.0 for _, op, _ in rows]  # ">=" rows negated
        self.columns: list[dict[int, float]] = [{} for _ in range(n)]
        rhs = []
        for i, (coefficients, op, b) in enumerate(rows):
            if op not in ("<=", ">=", "=="):
                raise ValueError(f"solve_lp: row {i} has the operator {op!r}")
            s = self.sign[i]
            shift = 0.0
            for j, a in coefficients.items():
                if a:
                    self.columns[j][i] = s * a
                    shift += a * lower[j]
            rhs.append(s * (b - shift))
        self.rhs = rhs
        self.scale = max([1.0, *(abs(b) for b in rhs)])
        self.width = [hi - lo for lo, hi in zip(lower, upper)]
        self.costs = list(c)
        # the slacks: [0, inf) for an inequality, [0, 0] for an equality
        for i, (_, op, _) in enumerate(rows):
            self.columns.append({i: 1.0})
            self.width.append(0.0 if op == "==" else math.inf)
            self.costs.append(0.0)
        self.basis = [n + i for i in range(m)]
        self.at_upper = [False] * len(self.columns)
        self.artificial: list[int] = []
        for i in range(m):
            slack_fits = rhs[i] >= 0 and (rhs[i] == 0 or self.width[n + i] > 0)
            if not slack_fits:  # an artificial variable holds the row at first
                self.columns.append({i: 1.0 if rhs[i] >= 0 else -1.0})
                self.width.append(math.inf)
                self.costs.append(0.0)
                self.artificial.append(len(self.columns) - 1)
                self.at_upper.append(False)
                self.basis[i] = len(self.columns) - 1
        self.inverse = [[0.0] * m for _ in range(m)]
        for i in range(m):
            self.inverse[i][i] = 1.0 / self.columns[self.basis[i]][i]
        self.beta = [abs(b) for b in rhs]
        self.pivots = 0

    def phase_one_costs(self) -> list[float]:
        costs = [0.0] * len(self.columns)
        for j in self.artificial:
            costs[j] = 1.0
        return costs

    def infeasibility(self) -> float:
        artificial = set(self.artificial)
        return sum(b for j, b in zip(self.basis, self.beta) if j in artificial)

    def close_artificials(self) -> None:
        for j in self.artificial:  # from now on they stay at 0
            self.width[j] = 0.0

    def phase(self, costs: list[float], limit: int) -> bool:
        """Pivot to an optimum of ``costs``; False when unbounded or past ``limit`` pivots."""
        m, inverse, columns, width = self.m, self.inverse, self.columns, self.width
        in_basis = [False] * len(columns)
        for j in self.basis:
            in_basis[j] = True
        while True:
            y = [sum(costs[self.basis[i]] * inverse[i][k] for i in range(m)) for k in range(m)]
            entering, best, rate = -1, TOLERANCE, 0.0
            for j, column in enumerate(columns):
                if in_basis[j] or width[j] <= 0:
                    continue
                d = costs[j] - sum(y[k] * a for k, a in column.items())
                gain = d if self.at_upper[j] else -d
                if gain > best:
                    entering, best, rate = j, gain, d
            if entering < 0:
                return True
            if self.pivots >= limit:
                return False
            self.pivots += 1
            checkpoint()  # a running budget may stop a long solve
            j = entering
            up = rate < 0  # the entering variable rises from its lower bound
            alpha = [sum(inverse[i][k] * a for k, a in columns[j].items()) for i in range(m)]
            theta, leaving, to_upper = width[j], -1, False
            for i in range(m):
                move = -alpha[i] if up else alpha[i]  # how basic variable i moves per step
                if move < -TOLERANCE:
                    room = self.beta[i] / -move
                    if room < theta:
                        theta, leaving, to_upper = room, i, False
                elif move > TOLERANCE and width[self.basis[i]] < math.inf:
                    room = (width[self.basis[i]] - self.beta[i]) / move
                    if room < theta:
                        theta, leaving, to_upper = room, i, True
            if theta == math.inf:
                return False
            theta = max(theta, 0.0)
            for i in range(m):
                self.beta[i] += (-alpha[i] if up else alpha[i]) * theta
            if leaving < 0:  # the entering variable reaches its other bound first
                self.at_upper[j] = up
                continue
            out = self.basis[leaving]
            self.at_upper[out] = to_upper
            in_basis[out], in_basis[j] = False, True
            self.basis[leaving] = j
            self.beta[leaving] = theta if up else width[j] - theta
            self.at_upper[j] = False
            pivot = alpha[leaving]
            row = [v / pivot for v in inverse[leaving]]
            inverse[leaving] = row
            for i in range(m):
                if i != leaving and alpha[i]:
                    factor = alpha[i]
                    inverse[i] = [a - factor * r for a, r in zip(inverse[i], row)]

    def point(self) -> list[float]:
        """The values of the structural variables, in the original (unshifted) bounds."""
        shifted = [self.width[j] if self.at_upper[j] else 0.0 for j in range(self.n)]
        for i, j in enumerate(self.basis):
            if j < self.n:
                shifted[j] = self.beta[i]
        return [lo + v for lo, v in zip(self.lower, shifted)]

    def duals(self) -> list[float]:
        """The multiplier of each original row (its sign as the row was written)."""
        m, costs, inverse = self.m, self.costs, self.inverse
        y = [sum(costs[self.basis[i]] * inverse[i][k] for i in range(m)) for k in range(m)]
        return [s * v for s, v in zip(self.sign, y)]
