"""Large neighbourhood search (Shaw 1998): better solutions early, by searching small parts of
the problem around the best solution found.

A round keeps most variables at their values in the incumbent (the best solution so far),
frees the others (a random part of the decision variables), and searches what is left for a
better solution within a few nodes, without restarts; the state then goes back to the root,
where the objective keeps only values better than the best found. The rounds only find
solutions, they prove nothing and cut nothing but the objective: the branch and bound that
follows, from the root so cut, proves the optimum as it would have without them. The share
freed grows when rounds fail and shrinks when they succeed (a simple adaptive rule), and the
rounds stop after `PATIENCE` rounds in a row without a better solution.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

from ..propagation.limits import Budget, Limits
from ..propagation.state import State
from ..types import D, V
from .loop import LimitHit, Plan, backtrack_loop
from .optimize import keep_better
from .stats import Stats

__all__ = ["better_neighbours", "PATIENCE", "NODES"]

#: Rounds in a row without a better solution before the search goes back to branch and bound.
PATIENCE = 30
#: Search nodes per round.
NODES = 200


def better_neighbours(
    plan: Plan[V, D],
    state: State[V, D],
    stats: Stats,
    budget: Budget,
    i: int,
    minimize: bool,
    incumbent: dict[V, D],
    seed: int = 0,
) -> Iterator[dict[V, D]]:
    """Each better solution the rounds find, from ``incumbent`` (a solution of ``state``'s
    problem), variable ``i`` minimised (or maximised); the state is at the root, the
    objective cut below the last, between two and after the last. Raises `LimitHit` when
    ``budget`` runs out."""
    rng = random.Random(seed)
    sub_plan = replace(plan, restarts=None)  # a round's nogoods would not hold at the root
    decisions = [k for k in state.decisions if k != i]
    share, idle = 0.3, 0
    variables = state.variables
    while idle < PATIENCE and decisions:
        free = set(rng.sample(decisions, max(1, int(share * len(decisions)))))
        found = _round(sub_plan, state, stats, budget, free, incumbent, variables)
        if found is None:
            idle += 1
            share = min(0.9, share * 1.1)
            continue
        idle, share = 0, max(0.1, share * 0.9)
        incumbent = found
        yield found
        if not keep_better(state, i, found[variables[i]], minimize):
            return  # nothing better is left: the caller's branch and bound proves it


def _round(
    plan: Plan[V, D],
    state: State[V, D],
    stats: Stats,
    budget: Budget,
    free: set[int],
    incumbent: dict[V, D],
    variables: list[V],
) -> dict[V, D] | None:
    """One round: the incumbent's values for all but ``free``, a few nodes of search."""
    left = budget.nodes_left()  # (what this optimisation spent is in stats, not yet in it)
    left = None if left is None else left - stats.assignments
    seconds = budget.limits.seconds
    if budget.exhausted() or left is not None and left <= 0:
        raise LimitHit
    limits = Limits(
        nodes=NODES if left is None else min(NODES, left),
        seconds=None if seconds is None else max(seconds - budget.elapsed(), 0.0),
    )
    state.push_level()
    found = None
    try:
        fine = True
        for k in state.decisions:
            if k in free:
                continue
            value = incumbent[variables[k]]
            if state.contains(k, value) and not state.fix(k, value):
                fine = False
                break
        if fine and state.propagate():
            found = _first(plan, state, stats, Budget(limits))
    finally:
        while state.marks:
            state.pop_level()
        state.clear_queue()
    return found


def _first(plan: Plan[V, D], state: State[V, D], stats: Stats, budget: Budget) -> dict[V, D] | None:
    """The first solution below the current level within ``budget`` (its nodes and
    backtracks counted in ``stats``), or None."""
    sub = Stats()
    budget.run()
    search = backtrack_loop(plan, state, sub, budget)
    try:
        return next(search, None)
    except LimitHit:
        return None
    finally:
        search.close()
        budget.pause()
        stats.assignments += sub.assignments
        stats.backtracks += sub.backtracks
