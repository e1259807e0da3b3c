"""The linear part of a model, as rows over its variables, for `aimacsp.search.relaxation`.

Three kinds of constraint give rows that every solution satisfies:

- a `Sum` (but ``!=``): itself, one row per side it bounds;
- a `Maximum` or `Minimum`: the result is at least (at most) each entry;
- a table of two numeric variables that the compiler of expressions made for a function of
  one variable (``element(costs, x)``, ``max(0, s + d - due)``, ``x == 3``, ``s + d``): an
  affine function is its equation; any other, the facets of the convex hull of its points
  ``(x, f(x))`` (the hull of a finite set in the plane, by Andrew's monotone chain).

>>> from aimacsp import CSP, maximum
>>> csp = CSP()
>>> x = csp.integers("x", 2, 0, 100)
>>> m = csp.variable_for(maximum(x))
>>> [(sorted(row.values()), op, rhs) for row, op, rhs in rows_of(csp)]  # m - x[k] >= 0
[([-1, 1], '>=', 0), ([-1, 1], '>=', 0)]
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterator, Sequence
from numbers import Integral
from typing import Any

from ..constraints.extremum import Extremum
from ..constraints.sum import Sum
from ..constraints.table import Table
from ..model import CSP

__all__ = ["rows_of", "hull_rows", "CORE", "Row"]

#: A row over the model's variables: coefficients, ``<=``/``>=``/``==``, the right side.
Row = tuple[dict[Hashable, int], str, int]
#: The kinds of row `rows_of` gives: a model's own sums, extrema, affine functions (one
#: equation each) and the hulls of other functions (a few rows each).
CORE, EXTREMA, AFFINE, HULLS = "sums", "extrema", "affine", "hulls"


def rows_of(csp: CSP[Any, Any], kinds: Sequence[str] = (CORE, EXTREMA, AFFINE, HULLS)) -> list[Row]:
    """The rows of ``csp``'s linear part, of the ``kinds`` asked for."""
    domains = csp.domains
    numeric = {v for v, values in domains.items() if _integers(values)}
    auxiliary: set[Any] = set(csp.auxiliary)
    rows: list[Row] = []
    for constraint in csp.constraints:
        if not all(v in numeric for v in constraint.scope):
            continue
        if CORE in kinds and type(constraint) is Sum and constraint.op != "!=":
            rows += _sum_rows(constraint)
        elif EXTREMA in kinds and isinstance(constraint, Extremum):
            op = "<=" if constraint.least else ">="
            rows += [({constraint.result: 1, v: -1}, op, 0) for v in constraint.among]
        elif isinstance(constraint, Table) and len(constraint.scope) == 2:
            found = _function_rows(constraint, auxiliary, domains)
            if (AFFINE if len(found) == 1 and found[0][1] == "==" else HULLS) in kinds:
                rows += found
    return rows


def _sum_rows(constraint: Sum[Any, Any]) -> Iterator[Row]:
    coefficients: dict[Hashable, int] = {}
    for var, weight in zip(constraint.scope, constraint.weights):
        coefficients[var] = coefficients.get(var, 0) + weight
    low, high = constraint.totals()
    if low is not None and low == high:
        yield coefficients, "==", low
        return
    if low is not None:
        yield coefficients, ">=", low
    if high is not None:
        yield coefficients, "<=", high


def _function_rows(table: Table[Any, Any], auxiliary: set[Any], domains: Any) -> list[Row]:
    """Rows tying ``y = f(x)`` when the table is the compiler's for a function ``f`` (not a
    truth value: the hull of ``x == v`` says next to nothing, and there are many)."""
    for k in (0, 1):
        y, x = table.scope[k], table.scope[1 - k]
        if y not in auxiliary or type(domains[y]) is not range and set(domains[y]) <= {0, 1}:
            continue
        within = set(domains[x])
        points = sorted({(row[1 - k], row[k]) for row in table.allowed if row[1 - k] in within})
        if len({px for px, _ in points}) != len(points):
            continue  # not a function of x
        return hull_rows(points, x, y)
    return []


def hull_rows(points: list[tuple[int, int]], x: Hashable, y: Hashable) -> list[Row]:
    """Rows over ``x`` and ``y`` that hold at each of ``points`` (sorted, distinct ``x``) and
    cut out their convex hull: the equation of a line through them all, or else the lines
    of the lower and the upper hull (the vertical sides are the bounds of ``x``).

    >>> hull_rows([(0, 0), (1, 0), (2, 3), (3, 6)], "s", "late")  # max(0, 3 * s - 3)
    [({'late': 1}, '>=', 0), ({'late': 1, 's': -3}, '>=', -3), ({'late': 1, 's': -2}, '<=', 0)]
    """
    if len(points) < 2:
        return []
    (x0, y0), (x1, y1) = points[0], points[-1]
    if all((py - y0) * (x1 - x0) == (y1 - y0) * (px - x0) for px, py in points):
        return [_line(points[0], points[-1], x, y, "==")]
    lower, upper = _chain(points, 1), _chain(points, -1)
    rows = [_line(a, b, x, y, ">=") for a, b in zip(lower, lower[1:])]
    rows += [_line(a, b, x, y, "<=") for a, b in zip(upper, upper[1:])]
    return rows


def _chain(points: list[tuple[int, int]], side: int) -> list[tuple[int, int]]:
    """The lower (``side`` 1) or upper (-1) hull, left to right (Andrew's monotone chain)."""
    chain: list[tuple[int, int]] = []
    for p in points:
        while len(chain) >= 2:
            (ax, ay), (bx, by) = chain[-2], chain[-1]
            turn = (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)
            if side * turn > 0:
                break
            chain.pop()
        chain.append(p)
    return chain


def _line(a: tuple[int, int], b: tuple[int, int], x: Hashable, y: Hashable, op: str) -> Row:
    """``(bx - ax) * y - (by - ay) * x  op  (bx - ax) * ay - (by - ay) * ax``, divided by
    the greatest common divisor of its coefficients (a zero coefficient left out)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    g = math.gcd(dx, dy)
    dx, dy = dx // g, dy // g
    rhs = dx * a[1] - dy * a[0]
    return {v: c for v, c in ((y, dx), (x, -dy)) if c}, op, rhs


def _integers(values: Sequence[Any]) -> bool:
    if type(values) is range:
        return True
    return all(
        type(v) is int or (isinstance(v, Integral) and not isinstance(v, bool)) for v in values
    )
