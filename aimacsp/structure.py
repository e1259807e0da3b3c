"""The structure of problems (AIMA section 6.5): independent parts, and TREE-CSP-SOLVER
(Figure 6.11), linear time on tree-structured binary CSPs."""

from __future__ import annotations

from typing import Any

from .arguments import check_csp, check_listable
from .constraints.base import Constraint
from .errors import ModelError
from .model import CSP
from .types import D, V
from .unionfind import UnionFind

__all__ = ["tree_csp_solver", "UnionFind"]


def tree_csp_solver(csp: CSP[V, D]) -> dict[V, D] | None:
    """Solve a CSP whose constraint graph is a forest, without backtracking, or return None.

    Order the variables from a root so each comes after its parent, make every parent arc
    consistent with its children from the leaves up, then assign from the root down. Raises
    `ModelError` (a `ValueError`) when a constraint has more than two variables or the graph
    has a cycle.

    >>> csp = CSP()
    >>> csp.add_variables("ABC", [1, 2, 3])
    >>> _ = csp.add_constraint(lambda a, b: a < b, ["A", "B"])
    >>> _ = csp.add_constraint(lambda b, c: b < c, ["B", "C"])
    >>> tree_csp_solver(csp)
    {'A': 1, 'B': 2, 'C': 3}
    """
    check_csp(csp, "tree_csp_solver")
    check_listable(csp, "tree_csp_solver")
    domains: dict[V, list[Any]] = {var: list(vals) for var, vals in csp.domains.items()}
    edges: dict[frozenset[V], list[Constraint[V, D]]] = {}
    for constraint in csp.constraints:
        scope = constraint.scope
        if len(scope) == 1:
            domains[scope[0]] = [v for v in domains[scope[0]] if constraint.is_satisfied((v,))]
        elif len(scope) == 2:
            edges.setdefault(frozenset(scope), []).append(constraint)
        else:
            raise ModelError(f"{constraint!r} has {len(scope)} variables; a tree CSP is binary")
    adjacent: dict[V, list[V]] = {var: [] for var in csp.variables}
    for pair in edges:
        a, b = tuple(pair)
        adjacent[a].append(b)
        adjacent[b].append(a)

    def allowed(x: V, vx: Any, y: V, vy: Any) -> bool:
        for c in edges[frozenset((x, y))]:
            values = (vx, vy) if c.scope[0] == x else (vy, vx)
            if not c.is_satisfied(values):
                return False
        return True

    # Topological order: each variable after its parent, tree by tree.
    order: list[V] = []
    parent: dict[V, V | None] = {}
    for root in csp.variables:
        if root in parent:
            continue
        parent[root] = None
        stack = [root]
        while stack:
            var = stack.pop()
            order.append(var)
            for other in adjacent[var]:
                if other == parent[var]:
                    continue
                if other in parent:
                    raise ModelError(f"the constraint graph has a cycle through {other!r}")
                parent[other] = var
                stack.append(other)
    for var in reversed(order):
        up = parent[var]
        if up is not None:
            domains[up] = [
                a for a in domains[up] if any(allowed(up, a, var, b) for b in domains[var])
            ]
    if any(not values for values in domains.values()):
        return None
    assignment: dict[V, D] = {}
    for var in order:
        up = parent[var]
        if up is None:
            assignment[var] = domains[var][0]
        else:
            assignment[var] = next(b for b in domains[var] if allowed(up, assignment[up], var, b))
    return {var: assignment[var] for var in csp.variables}
