"""Is a subset of a CSP's constraints satisfiable? The test a conflict search repeats.

Each test takes the model's domains as given and answers True (a solution exists), False
(none exists) or None (a limit stopped it first). The constraints are split into independent
parts, as a conflict always lies inside one; a part is answered from a solution found earlier
when one fits, and otherwise built as a CSP of its own and searched with MAC, whose
propagation at the root settles most conflicts before the first search node.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Generic

from ..constraints.base import Constraint
from ..model import CSP
from ..propagation.limits import Budget, Limits, budget_for
from ..search.inference import mac
from ..search.solver import Solver, Status
from ..types import D, V
from ..unionfind import UnionFind

__all__ = ["SubsetTester", "parts"]

#: How many solutions a tester remembers to answer later tests without searching.
REMEMBERED = 16


def parts(constraints: Sequence[Constraint[V, D]]) -> list[list[Constraint[V, D]]]:
    """The constraints grouped into parts that share no variable, each in the given order.

    >>> from aimacsp import Sum
    >>> parts([Sum(["a", "b"], "==", 1), Sum(["c", "d"], "==", 1), Sum(["b", "x"], "==", 1)])
    [[Sum(a + b == 1), Sum(b + x == 1)], [Sum(c + d == 1)]]
    """
    linked: UnionFind[Hashable] = UnionFind()
    for constraint in constraints:
        linked.link(constraint.scope)
    return linked.groups(constraints, key=lambda constraint: constraint.scope[0])


class SubsetTester(Generic[V, D]):
    """Satisfiability tests of subsets of ``csp``'s constraints under one shared budget.

    ``limits`` bounds all the tests together: ``nodes`` the search nodes, ``seconds`` the
    time. Once the budget is spent, tests still run the propagation at the root (a wipe-out
    still proves a conflict) but no search, so they answer False or None.
    """

    def __init__(self, csp: CSP[V, D], limits: Limits | Budget | None = None) -> None:
        self.domains = csp.domains
        self.rank = {var: k for k, var in enumerate(csp.variables)}
        #: The one budget every test's search spends from.
        self.budget = budget_for(limits if limits is not None else Limits())
        self.solutions: list[dict[V, D]] = []
        self.tests = 0  #: tests asked
        self.unknown = 0  #: tests a limit stopped

    def satisfiable(self, constraints: Sequence[Constraint[V, D]]) -> bool | None:
        """True when the constraints have a common solution, False when they have none,
        None when a limit stopped the test."""
        self.tests += 1
        verdict: bool | None = True
        for part in parts(constraints):
            answer = self.part_satisfiable(part)
            if answer is False:
                return False
            if answer is None:
                verdict = None
        if verdict is None:
            self.unknown += 1
        return verdict

    def part_satisfiable(self, part: Sequence[Constraint[V, D]]) -> bool | None:
        """`satisfiable` for constraints already known to form one part."""
        for known in reversed(self.solutions):
            if all(_holds(constraint, known) for constraint in part):
                return True
        csp: CSP[V, D] = CSP()
        variables = {var for constraint in part for var in constraint.scope}
        # Variables sharing one domain object are added together: the domain is checked once.
        groups: dict[int, tuple[Sequence[D], list[V]]] = {}
        for var in sorted(variables, key=self.rank.__getitem__):
            domain = self.domains[var]
            groups.setdefault(id(domain), (domain, []))[1].append(var)
        for domain, group in groups.values():
            csp.add_variables(group, domain)
        for constraint in part:
            csp.add_constraint(constraint)
        solver = Solver(csp, inference=mac, limits=self.budget)
        solution = solver.solve()
        if solution is not None:
            self.solutions = self.solutions[1 - REMEMBERED :] + [solution]
            return True
        return False if solver.status is Status.UNSATISFIABLE else None


def _holds(constraint: Constraint[V, D], solution: dict[V, D]) -> bool:
    """True when ``solution`` gives every variable of the scope a value that satisfies it."""
    try:
        values = [solution[var] for var in constraint.scope]
    except KeyError:
        return False
    return constraint.is_satisfied(values)
