"""A bound that sees the whole model: the linear relaxation of its `Sum` constraints, turned
into one more `Sum` that every solution satisfies.

The model's linear part (each `Sum` but ``!=``, the extrema, the functions of one variable
the compiler of expressions made: `aimacsp.search.linearize`) and the bounds of the
variables' domains make a linear program; `aimacsp.search.simplex` finds its optimum for
the objective and a multiplier per row. Adding the rows up with those multipliers (a row
``<=`` with a multiplier <= 0, a row ``>=`` with one >= 0, an equality with any) gives a
constraint every solution of the model satisfies, whatever the multipliers are:

    sum(k_i * row_i(x)) >= sum(k_i * b_i)        (the *surrogate* of the rows)

With the simplex's multipliers (rounded to integers over a common denominator, so that the
arithmetic that follows is exact), the surrogate bounds the objective as tightly as the
linear relaxation at the root, and, posted as a `Sum` and propagated on bounds, it keeps
bounding it as the search fixes variables: a variable whose reduced cost would push the
objective past the best solution found loses the values that would (reduced-cost filtering).
Being implied by the model, it never removes a solution; the rounding of the simplex's floats
can only make it a little weaker.

>>> from aimacsp import CSP
>>> csp = CSP()
>>> take = csp.booleans("take", 4)
>>> _ = csp.add(sum(w * x for w, x in zip([5, 4, 3, 2], take)) <= 9)
>>> value = csp.variable_for(sum(v * x for v, x in zip([10, 7, 6, 3], take)))
>>> cut = surrogate(csp, value, minimize=False)
>>> bound(cut, csp, value)  # the relaxation's best: 10 + 6 + 7 * 1/4 = 17.75
17
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from typing import Any

from ..constraints.sum import Sum
from ..intervals import greatest, least
from ..model import CSP
from .linearize import AFFINE, CORE, EXTREMA, HULLS, Row, rows_of
from .simplex import Row as FloatRow
from .simplex import solve_lp

__all__ = ["linear_program", "surrogate", "bound", "bound_within", "DENOMINATOR", "MAX_ROWS"]

#: The common denominator the multipliers are rounded to (their floats keep about 15 digits).
DENOMINATOR = 2**24
#: The most rows of a linear program solved whole (a pivot costs about their square).
MAX_ROWS = 80


def linear_program(
    csp: CSP[Any, Any], objective: Hashable
) -> tuple[list[Hashable], list[tuple[dict[int, int], str, int]], list[int], list[int]]:
    """The part of the model's linear rows (`aimacsp.search.linearize`) that reaches
    ``objective`` through shared variables (the other rows cannot bound it): its variables,
    its rows (coefficients by column, ``<=``, ``>=`` or ``==``, the right side) and each
    variable's least and greatest value. Past `MAX_ROWS`, the hulls of functions are left
    out, then the extrema and affine functions (the model's own sums stay)."""
    for kinds in ((CORE, EXTREMA, AFFINE, HULLS), (CORE, EXTREMA, AFFINE), (CORE,)):
        found = _reaching(rows_of(csp, kinds), objective)
        if len(found) <= MAX_ROWS:
            break
    columns: dict[Hashable, int] = {}
    rows = [({columns.setdefault(v, len(columns)): a for v, a in r.items()}, op, b)
            for r, op, b in found]  # fmt: skip
    variables = list(columns)
    lower = [least(csp.domains[v]) for v in variables]
    upper = [greatest(csp.domains[v]) for v in variables]
    return variables, rows, lower, upper


def _reaching(rows: list[Row], objective: Hashable) -> list[Row]:
    """The rows connected to ``objective`` by chains of rows sharing a variable."""
    by_variable: dict[Hashable, list[int]] = {}
    for k, (coefficients, _, _) in enumerate(rows):
        for var in coefficients:
            by_variable.setdefault(var, []).append(k)
    reached, seen, todo = set(), {objective}, [objective]
    while todo:
        for k in by_variable.get(todo.pop(), []):
            if k not in reached:
                reached.add(k)
                for var in rows[k][0]:
                    if var not in seen:
                        seen.add(var)
                        todo.append(var)
    return [row for k, row in enumerate(rows) if k in reached]


def surrogate(csp: CSP[Any, Any], objective: Hashable, minimize: bool) -> Sum[Any, Any] | None:
    """The surrogate of the model's linear rows that bounds ``objective`` as its linear
    relaxation does (see the module), or None when the relaxation bounds it no better than
    its own domain (no linear row reaches it, the program is too large, or the simplex
    did not end)."""
    variables, rows, lower, upper = linear_program(csp, objective)
    if objective not in variables or not rows or len(rows) > 4 * MAX_ROWS:
        return None
    z = variables.index(objective)
    costs = [0.0] * len(variables)
    costs[z] = 1.0 if minimize else -1.0
    float_rows: list[FloatRow] = [
        ({j: float(a) for j, a in r.items()}, op, float(b)) for r, op, b in rows
    ]
    found = solve_lp(costs, float_rows, [float(v) for v in lower], [float(v) for v in upper])
    if found.status != "optimal":
        return None
    weights = [0] * len(variables)
    rhs = 0
    for (coefficients, op, b), dual in zip(rows, found.duals):
        k = round(dual * DENOMINATOR)
        k = min(k, 0) if op == "<=" else max(k, 0) if op == ">=" else k  # keep it valid
        if k:
            for j, a in coefficients.items():
                weights[j] += k * a
            rhs += k * b
    g = math.gcd(*weights)
    if g == 0 or (weights[z] > 0) != minimize:
        return None
    scope = [v for v, w in zip(variables, weights) if w]
    cut: Sum[Any, Any] = Sum(scope, ">=", -(-rhs // g), [w // g for w in weights if w],
                             name="linear relaxation")  # fmt: skip
    own = least(csp.domains[objective]) if minimize else greatest(csp.domains[objective])
    found_bound = bound(cut, csp, objective)
    if found_bound is None or (found_bound <= own if minimize else found_bound >= own):
        return None
    return cut


def bound(cut: Sum[Any, Any], csp: CSP[Any, Any], objective: Hashable) -> int | None:
    """The bound ``cut`` puts on ``objective`` over the model's domains: its least value when
    the cut raises it, its greatest when the cut lowers it (None: the cut does not hold it)."""
    ends = {v: (least(csp.domains[v]), greatest(csp.domains[v])) for v in cut.scope}
    return bound_within(cut, ends, objective)


def bound_within(
    cut: Sum[Any, Any], ranges: Mapping[Hashable, tuple[int, int]], objective: Hashable
) -> int | None:
    """As `bound`, with each variable's least and greatest value given."""
    if objective not in cut.scope:
        return None
    rest = 0
    weight = 0
    for var, w in zip(cut.scope, cut.weights):
        if var == objective:
            weight = w
            continue
        low, high = ranges[var]
        rest += max(w * low, w * high)
    slack = cut.rhs - rest  # weight * objective >= slack
    return -(-slack // weight) if weight > 0 else (slack // weight if weight else None)
