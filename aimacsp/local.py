"""Local search: MIN-CONFLICTS (AIMA Figure 6.8)."""

from __future__ import annotations

import random
from typing import Any

from .constraints.base import ConflictCounter
from .model import CSP
from .types import D, V

__all__ = ["min_conflicts"]


def min_conflicts(
    csp: CSP[V, D], max_steps: int = 100_000, seed: int | random.Random | None = None
) -> dict[V, D] | None:
    """Repair a complete assignment: move a random conflicted variable to the value with the
    fewest conflicts (ties broken at random), up to ``max_steps`` times. Returns a solution or
    None; None proves nothing, the search is incomplete.

    The first assignment is greedy: each variable in turn takes a least-conflicting value
    given those before it.

    >>> csp = CSP()
    >>> csp.add_variables("ABC", [1, 2, 3])
    >>> _ = csp.add_constraint(lambda a, b, c: a < b < c, "ABC")
    >>> min_conflicts(csp, seed=1)
    {'A': 1, 'B': 2, 'C': 3}
    """
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    variables = list(csp.variables)
    position = {var: k for k, var in enumerate(variables)}
    domains = [list(csp.domains[var]) for var in variables]
    counters: list[ConflictCounter] = []
    # on[k]: (counter, position of variable k in its scope) for each constraint on variable k
    on: list[list[tuple[ConflictCounter, int]]] = [[] for _ in variables]
    for constraint in csp.constraints:
        counter = constraint.conflict_counter([None] * len(constraint.scope))
        counters.append(counter)
        for pos, var in enumerate(constraint.scope):
            on[position[var]].append((counter, pos))
    current: list[Any] = [None] * len(variables)

    def conflicts(k: int, value: Any) -> int:
        return sum(counter.conflicts(pos, value) for counter, pos in on[k])

    def assign(k: int, value: Any) -> None:
        current[k] = value
        for counter, pos in on[k]:
            counter.move(pos, value)

    def least_conflicting(k: int) -> Any:
        best, best_values = None, []
        for value in domains[k]:
            c = conflicts(k, value)
            if best is None or c < best:
                best, best_values = c, [value]
            elif c == best:
                best_values.append(value)
        return rng.choice(best_values)

    for k in range(len(variables)):
        assign(k, least_conflicting(k))
    for _ in range(max_steps):
        conflicted = [k for k in range(len(variables)) if conflicts(k, current[k])]
        if not conflicted:
            return dict(zip(variables, current))
        k = rng.choice(conflicted)
        assign(k, least_conflicting(k))
    if not any(conflicts(k, current[k]) for k in range(len(variables))):
        return dict(zip(variables, current))
    return None
