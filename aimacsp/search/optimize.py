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

from bisect import bisect_left, bisect_right
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
    """At the root, keep only the values of variable ``i`` strictly better than ``best``;
    False when none is left."""
    # the numbers have the lowest bits, in increasing order
    numbers: list[Any] = [v for v in state.values if isinstance(v, Real)]
    # Keep only the values strictly better than the best: a prefix (minimise) or a suffix
    # (maximise) of the numbers' bits.
    if minimize:
        better = (1 << bisect_left(numbers, best)) - 1
    else:
        better = ~((1 << bisect_right(numbers, best)) - 1)
    return state.keep(i, better)


def objective_bound(state: State[Any, Any], i: int, minimize: bool) -> Any:
    """The best value the objective may still take (a bound no solution can beat)."""
    mask = state.dom[i]
    if not mask:
        return None
    bit = (mask & -mask).bit_length() - 1 if minimize else mask.bit_length() - 1
    return state.values[bit]
