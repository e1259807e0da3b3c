"""Exact solution counting that splits a CSP into independent parts.

Two variables are in the same part when a chain of constraints links them; the parts share
nothing, so the number of solutions is the product of their counts.
"""

from __future__ import annotations

from collections.abc import Hashable
from math import prod

from .heuristics import mrv, unordered_domain_values
from .inference import mac
from .model import CSP
from .search import Limits, Solver
from .types import D, Inference, V, ValueOrderer, VariableSelector

__all__ = ["components", "count_solutions"]


def components(csp: CSP[V, D]) -> list[CSP[V, D]]:
    """The independent parts of ``csp``, each a CSP of its own, in order of first variable.

    >>> csp = CSP()
    >>> csp.add_variables("abc", [0, 1])
    >>> _ = csp.add_constraint(lambda x, y: x != y, "ab")
    >>> [part.variables for part in components(csp)]
    [('a', 'b'), ('c',)]
    """
    parent: dict[Hashable, Hashable] = {var: var for var in csp.variables}

    def find(var: Hashable) -> Hashable:
        while parent[var] != var:
            parent[var] = parent[parent[var]]
            var = parent[var]
        return var

    for constraint in csp.constraints:
        root = find(constraint.scope[0])
        for var in constraint.scope[1:]:
            other = find(var)
            if other != root:
                parent[other] = root
    groups: dict[Hashable, CSP[V, D]] = {}
    domains = csp.domains
    for var in csp.variables:
        part = groups.setdefault(find(var), CSP())
        part.add_variable(var, domains[var])
    for constraint in csp.constraints:
        groups[find(constraint.scope[0])].add_constraint(constraint)
    return list(groups.values())


def count_solutions(
    csp: CSP[V, D],
    select: VariableSelector[V, D] = mrv,
    order: ValueOrderer[V, D] = unordered_domain_values,
    inference: Inference[V, D] = mac,
    limits: Limits | None = None,
) -> int:
    """The exact number of solutions: each independent part is counted by a `Solver` with
    these options, and the counts multiplied. Raises `SearchLimitReached` when a limit
    (applied to each part) stops a count.

    >>> csp = CSP()
    >>> csp.add_variables(range(6), [0, 1])
    >>> for k in range(0, 6, 2):
    ...     _ = csp.add_constraint(lambda x, y: x != y, [k, k + 1])
    >>> count_solutions(csp)
    8
    """
    counts = []
    for part in components(csp):
        if not part.constraints:
            counts.append(prod(len(domain) for domain in part.domains.values()))
        else:
            solver = Solver(part, select=select, order=order, inference=inference, limits=limits)
            counts.append(solver.count())
        if counts[-1] == 0:
            return 0
    return prod(counts)
