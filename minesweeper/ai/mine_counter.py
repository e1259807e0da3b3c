"""Does evidence that includes the mine counter fit some layout? A test for QuickXplain.

The counter is one constraint over every unopened cell, so a search over all of them would
meet every part of the board at once, and proving that the numbers need more mines than the
counter allows would take it exponential time. Counting does it directly: each independent
part of the other evidence has a set of possible mine counts (`aimacsp.weighted_count`, by
number of mines), the cells no evidence touches can hold any number, and the counter fits
when the sum of one count per part can reach it. Parts met again are taken from a cache, as
QuickXplain's tests differ from each other by a few constraints at a time.
"""

from __future__ import annotations

from collections.abc import Sequence

from aimacsp import CSP, Constraint, Sum, weighted_count
from aimacsp.explanations import SubsetTester, parts

__all__ = ["CounterTester"]

Cell = tuple[int, int]


def add_counts(a: int, b: int) -> int:
    """The possible sums of one count from each set, sets given as bitmasks.

    >>> bin(add_counts(0b101, 0b11))  # {0, 2} + {0, 1} = {0, 1, 2, 3}
    '0b1111'
    """
    total = 0
    while b:
        low = b & -b
        total |= a << (low.bit_length() - 1)
        b ^= low
    return total


class CounterTester:
    """``tester(constraints)``: True when the constraints of ``csp`` fit some layout, False
    when none fits; exact, the mine counter ``counter`` included or not."""

    def __init__(self, csp: CSP[Cell, int], counter: Sum[Cell, int]) -> None:
        self.csp = csp
        self.counter = counter
        self.counted = frozenset(counter.scope)
        self.plain: SubsetTester[Cell, int] = SubsetTester(csp)
        self.cache: dict[frozenset[int], int] = {}
        self.tests = 0

    def __call__(self, constraints: Sequence[Constraint[Cell, int]]) -> bool:
        self.tests += 1
        if not any(c is self.counter for c in constraints):
            return self.plain.satisfiable(constraints) is not False
        possible, touched = 1, set[Cell]()  # {0}: no part counted yet
        for part in parts([c for c in constraints if c is not self.counter]):
            counts = self._counts(part)
            if not counts:
                return False
            possible = add_counts(possible, counts)
            touched.update(var for c in part for var in c.scope)
        free = len(self.counted - touched)
        possible = add_counts(possible, (1 << (free + 1)) - 1)
        return bool(possible >> self.counter.rhs & 1)

    def _counts(self, part: list[Constraint[Cell, int]]) -> int:
        """The mine counts the part's layouts can have, over the cells the counter counts."""
        key = frozenset(map(id, part))
        known = self.cache.get(key)
        if known is None:
            csp: CSP[Cell, int] = CSP()
            for var in sorted({var for c in part for var in c.scope}):
                csp.add_variable(var, self.csp.domains[var])
            for constraint in part:
                csp.add_constraint(constraint)
            counted = self.counted
            total = weighted_count(csp, degree=lambda var, mine: mine if var in counted else 0)
            known = self.cache[key] = sum(1 << k for k, n in enumerate(total.total) if n)
        return known
