"""Exact solution counting, by the library's one counting engine.

`count_solutions` runs `aimacsp.counting.engine`'s search with dynamic decomposition and component
caching: parts of the problem that no constraint links are counted apart and multiplied, and
a part met again in the same situation is counted once. Its time follows the structure of
the problem (a chain or a tree of constraints is counted in linear time, a graph with small
separators in time exponential only in their size), not the number of solutions.

`Solver.count()` is the other way: it enumerates the solutions one by one with the search's
own heuristics and inference, so its time grows with the number of solutions, and it reports
the search's statistics and trace. Use `count_solutions` for the number; use
`Solver.count()` to study a search (how many nodes MRV or MAC save on the way to every
solution) or when a trace must see every solution.
"""

from __future__ import annotations

from collections.abc import Hashable

from ..arguments import check_csp
from ..errors import SearchLimitReached
from ..model import CSP
from ..propagation.limits import Budget, Limits, check_limits
from ..types import D, V
from ..unionfind import UnionFind
from .engine import LimitStop, ModelCounter

__all__ = ["components", "count_solutions"]


def components(csp: CSP[V, D]) -> list[CSP[V, D]]:
    """The independent parts of ``csp``, each a CSP of its own, in order of first variable.

    >>> csp = CSP()
    >>> csp.add_variables(["a", "b", "c"], [0, 1])
    >>> _ = csp.add_constraint(lambda x, y: x != y, ["a", "b"])
    >>> [part.variables for part in components(csp)]
    [('a', 'b'), ('c',)]
    """
    check_csp(csp, "components")
    linked: UnionFind[Hashable] = UnionFind()
    for constraint in csp.constraints:
        linked.link(constraint.scope)
    domains = csp.domains
    parts: dict[Hashable, CSP[V, D]] = {}
    for group in linked.groups(csp.variables):
        part: CSP[V, D] = CSP()
        for var in group:
            part.add_variable(var, domains[var])
        parts[linked.find(group[0])] = part
    for constraint in csp.constraints:
        parts[linked.find(constraint.scope[0])].add_constraint(constraint)
    return list(parts.values())


def count_solutions(csp: CSP[V, D], limits: Limits | Budget | None = None) -> int:
    """The exact number of solutions of ``csp``. Raises `SearchLimitReached` when a limit
    (``nodes``: values tried, as in a search; ``seconds``) stops the count; its
    ``partial_count`` is then a lower bound (the solutions counted so far).

    >>> csp = CSP()
    >>> csp.add_variables(range(6), [0, 1])
    >>> for k in range(0, 6, 2):
    ...     _ = csp.add_constraint(lambda x, y: x != y, [k, k + 1])
    >>> count_solutions(csp)
    8
    """
    check_csp(csp, "count_solutions")
    counter = ModelCounter(csp, limits=check_limits(limits, "count_solutions"))
    try:
        low, total = counter.run().total
    except LimitStop as stop:
        partial = stop.partial[1]
        raise SearchLimitReached(
            f"{stop} (at least {partial[0] if partial else 0} solutions)",
            partial[0] if partial else 0,
        ) from None
    return total[0] if total else 0
