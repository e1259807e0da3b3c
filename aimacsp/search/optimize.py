"""Constraint optimisation (AIMA 6.1): branch and bound over the backtracking search.

Find a solution, then ask for a better one: the objective's domain loses, at the root and for
good, every value no better than the best found, and the search starts again from the root
(keeping what it learnt: the weights of dom/wdeg, the values of the last solution, tried
first by phase saving). When no better solution exists, the last one is optimal.

>>> from aimacsp import CSP, Solver, Status
>>> csp = CSP()
>>> csp.add_variables(["x", "y"], range(10))
>>> _ = csp.add_constraint(lambda x, y: x + y >= 7, ["x", "y"])
>>> csp.add_variable("cost", range(30))
>>> _ = csp.add_constraint(lambda x, y, c: c == 2 * x + 3 * y, ["x", "y", "cost"])
>>> solver = Solver(csp)
>>> solver.minimize("cost")["cost"], solver.status
(14, <Status.OPTIMAL: 'optimal'>)
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from numbers import Real
from typing import Any

from ..errors import ModelError
from ..propagation.limits import Budget
from ..propagation.state import State
from ..types import D, V
from .loop import Plan, backtrack_loop
from .stats import Stats

__all__ = ["improving_solutions", "keep_better", "objective_index", "objective_bound"]


def objective_index(state: State[Any, Any], objective: object, where: str) -> int:
    """The index of the variable to optimise, after checking its values are numbers."""
    try:
        i = state.index.get(objective, -1)
    except TypeError:
        i = -1
    if i < 0:
        raise ModelError(f"{where}: {objective!r} is not a variable of the problem")
    if state.wide[i]:
        return i  # a wide domain holds integers only
    for value in state.values_of(i):
        if isinstance(value, bool) or not isinstance(value, Real):
            raise ModelError(
                f"{where}: the objective {objective!r} has the value {value!r}, which is not a"
                " number"
            )
    return i


def improving_solutions(
    plan: Plan[V, D],
    state: State[V, D],
    stats: Stats,
    budget: Budget,
    i: int,
    minimize: bool,
) -> Iterator[dict[V, D]]:
    """Each solution better than the last, the variable with index ``i`` minimised (or
    maximised); the iterator ends when no better one exists (the last is then optimal)."""
    if not minimize:
        state.highest_first = i  # a wide objective tries its best values first
    while True:
        found = None
        search = backtrack_loop(plan, state, stats, budget)
        try:
            found = next(search, None)
        finally:
            search.close()
        if found is None:
            return
        yield found
        while state.marks:  # back to the root
            state.pop_level()
        state.clear_queue()
        if not keep_better(state, i, found[state.variables[i]], minimize):
            return


def keep_better(state: State[Any, Any], i: int, best: Any, minimize: bool) -> bool:
    """At the root, keep only the values of variable ``i`` strictly better than ``best``
    (a bound that moves, on a bitset as on a wide domain); False when none is left."""
    if minimize:
        return state.keep_between(i, None, _below(best))
    return state.keep_between(i, _above(best), None)


def _below(value: Any) -> Any:
    """The greatest integer below ``value``, or ``value`` itself nudged down for a float
    objective (``keep_between`` keeps its ends)."""
    if isinstance(value, int):
        return value - 1
    return math.nextafter(value, -math.inf)


def _above(value: Any) -> Any:
    """The least number above ``value`` (see `_below`)."""
    if isinstance(value, int):
        return value + 1
    return math.nextafter(value, math.inf)


def objective_bound(state: State[Any, Any], i: int, minimize: bool) -> Any:
    """The best value the objective may still take (a bound no solution can beat)."""
    if not state.dom[i]:
        return None
    return state.low(i) if minimize else state.high(i)
