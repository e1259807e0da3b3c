"""Local search: MIN-CONFLICTS (AIMA Figure 6.8), with conflict counts kept incrementally.

Each constraint keeps a `ConflictCounter` over its scope. `Repair` holds the conflicts of
every variable's current value; when a variable moves, each of its constraints reports whose
counts changed (`ConflictCounter.shift`), so only the neighbours of the variable that moved
are touched, and the set of conflicted variables follows the counts.

The value for a variable is found by trying its values in a random order and counting each
one's conflicts only until it is no better than the best so far, stopping at the first value
with none: the first minimum of a random order is a uniformly random minimum, as AIMA's ties
broken at random, for a fraction of the pair tests (a table of every value's conflicts would
test every pair of values on every edge). An assignment is returned only after every
constraint has checked it.
"""

from __future__ import annotations

import random
from typing import Any

from .arguments import check_csp, check_listable, check_whole
from .constraints.base import ConflictCounter
from .constraints.conflicts import PairConflictCounter
from .constraints.truth import truth
from .model import CSP
from .types import D, V

__all__ = ["Repair", "min_conflicts"]


class Repair:
    """An assignment of a `CSP`, built variable by variable then repaired, and its conflicts."""

    def __init__(self, csp: CSP[Any, Any]) -> None:
        self.csp = csp
        self.variables = list(csp.variables)
        position = {var: k for k, var in enumerate(self.variables)}
        self.domains = [list(csp.domains[var]) for var in self.variables]
        #: on[k]: (counter, position of variable k in its scope, scope as variable numbers)
        self.on: list[list[tuple[ConflictCounter, int, tuple[int, ...]]]] = [
            [] for _ in self.variables
        ]
        self.counters: list[tuple[ConflictCounter, tuple[int, ...]]] = []
        on, counters = self.on, self.counters
        for constraint in csp.constraints:
            counter = constraint.conflict_counter([None] * len(constraint.scope))
            scope = tuple(map(position.__getitem__, constraint.scope))
            counters.append((counter, scope))
            for pos, k in enumerate(scope):
                on[k].append((counter, pos, scope))
        self.current: list[Any] = [None] * len(self.variables)
        #: count[k]: the conflicts of variable k's current value (kept from `recount` on).
        self.count = [0] * len(self.variables)
        self.conflicted: set[int] = set()
        self.witness: list[dict[Any, tuple[PairConflictCounter, int]]] = [
            {} for _ in self.variables
        ]

    def least_conflicting(self, k: int, rng: random.Random) -> tuple[Any, int]:
        """A value of variable ``k`` with the fewest conflicts (a random one of them), and
        that number."""
        # Binary predicates are tested inline, in two lists by the side k is on.
        first: list[tuple[Any, Any, PairConflictCounter]] = []
        second: list[tuple[Any, Any, PairConflictCounter]] = []
        general = []
        for counter, pos, _ in self.on[k]:
            if type(counter) is PairConflictCounter:
                other = counter.values[1 - pos]
                if other is not None:
                    (first if pos == 0 else second).append((counter.test, other, counter))
            else:
                general.append((counter.conflicts, pos))
        # witness[value]: a binary constraint that last ruled the value out; while it still
        # does, one test shows the value cannot beat a best of one conflict.
        witness = self.witness[k]
        domain = self.domains[k]
        best, choice = 1 << 62, None
        for value in rng.sample(domain, len(domain)):
            seen = witness.get(value) if best <= 1 else None
            if seen is not None:
                counter, side = seen
                other = counter.values[1 - side]
                if other is not None:
                    pair = (value, other) if side == 0 else (other, value)
                    got = counter.test(*pair)
                    if got is not True and (
                        got is False or not truth(got, counter.constraint, pair)
                    ):
                        continue
            n = 0
            # An answer other than True or False goes to truth(), which names a wrong one.
            for test, other, counter in first:
                got = test(value, other)
                if got is not True and (
                    got is False or not truth(got, counter.constraint, (value, other))
                ):
                    n += 1
                    witness[value] = (counter, 0)
                    if n >= best:
                        break
            if n < best:
                for test, other, counter in second:
                    got = test(other, value)
                    if got is not True and (
                        got is False or not truth(got, counter.constraint, (other, value))
                    ):
                        n += 1
                        witness[value] = (counter, 1)
                        if n >= best:
                            break
            if n < best:
                for conflicts, pos in general:
                    n += conflicts(pos, value)
                    if n >= best:
                        break
            if n < best:
                best, choice = n, value
                if not n:
                    break
        return choice, best

    def place(self, k: int, value: Any) -> None:
        """Set variable ``k`` without counting (while the first assignment is built)."""
        self.current[k] = value
        for counter, pos, _ in self.on[k]:
            counter.move(pos, value)

    def recount(self) -> None:
        """Count every variable's conflicts from scratch."""
        current = self.current
        count = self.count = [0] * len(current)
        for counter, scope in self.counters:
            if type(counter) is PairConflictCounter:
                got = counter.test(*counter.values)  # one test tells both sides
                if got is not True and (
                    got is False or not truth(got, counter.constraint, counter.values)
                ):
                    count[scope[0]] += 1
                    count[scope[1]] += 1
            else:
                for pos, k in enumerate(scope):
                    count[k] += counter.conflicts(pos, current[k])
        self.conflicted = {k for k, n in enumerate(self.count) if n}

    def move(self, k: int, value: Any, conflicts: int) -> None:
        """Give variable ``k`` the value ``value``, whose conflicts are ``conflicts``."""
        if value is not self.current[k]:  # values come from the domain lists: one object each
            self.current[k] = value
            count, conflicted = self.count, self.conflicted
            for counter, pos, scope in self.on[k]:
                for other, change in counter.shift(pos, value):
                    j = scope[other]
                    n = count[j] = count[j] + change
                    if n:
                        conflicted.add(j)
                    else:
                        conflicted.discard(j)
        self.count[k] = conflicts
        if conflicts:
            self.conflicted.add(k)
        else:
            self.conflicted.discard(k)

    def is_solution(self) -> bool:
        """True when every constraint holds: the check before an answer is returned."""
        return self.csp.is_solution(dict(zip(self.variables, self.current)))


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
    >>> _ = csp.add_constraint(lambda a, b, c: a < b < c, ["A", "B", "C"])
    >>> min_conflicts(csp, seed=1)
    {'A': 1, 'B': 2, 'C': 3}
    """
    check_csp(csp, "min_conflicts")
    check_listable(csp, "min_conflicts")
    check_whole(max_steps, "max_steps", "min_conflicts")
    if not (seed is None or isinstance(seed, (int, random.Random))) or isinstance(seed, bool):
        raise TypeError(
            f"min_conflicts: seed must be an int, a random.Random or None, got {seed!r}"
        )
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    state = Repair(csp)
    for k in range(len(state.variables)):
        state.place(k, state.least_conflicting(k, rng)[0])
    state.recount()
    for step in range(max_steps + 1):
        if not state.conflicted:
            if state.is_solution():
                hidden = frozenset(csp.auxiliary)  # the variables of expressions: not shown
                return {v: x for v, x in zip(state.variables, state.current) if v not in hidden}
            state.recount()  # a counter missed a conflict: count again, from scratch
            if not state.conflicted:
                return None  # the counters cannot see what is violated
        if step < max_steps:
            k = rng.choice(sorted(state.conflicted))
            state.move(k, *state.least_conflicting(k, rng))
    return None
