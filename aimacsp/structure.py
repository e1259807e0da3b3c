"""The structure of problems (AIMA section 6.5): TREE-CSP-SOLVER (Figure 6.11), linear time
on tree-structured binary CSPs, and cutset conditioning, which makes any CSP one by fixing a
cycle cutset; the tree decompositions are in `decomposition`, the independent subproblems in
`counting.components` (grouped by `UnionFind`).

Cutset conditioning reads constraints of any arity: once the cutset's variables are fixed, a
constraint with one variable left outside is a unary one on it, and one with two is a binary
one; the cutset makes the graph of those a forest (a constraint with three or more variables
outside it would make a cycle).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from typing import Any

from .arguments import check_csp, check_listable
from .constraints.base import Constraint
from .errors import ModelError
from .model import CSP
from .types import D, V
from .unionfind import UnionFind

__all__ = ["tree_csp_solver", "cycle_cutset", "cutset_conditioning", "UnionFind"]


def tree_csp_solver(csp: CSP[V, D]) -> dict[V, D] | None:
    """Solve a CSP whose constraint graph is a forest, without backtracking, or return None.

    Order the variables from a root so each comes after its parent, make every parent arc
    consistent with its children from the leaves up, then assign from the root down. Raises
    `ModelError` (a `ValueError`) when a constraint has more than two variables or the graph
    has a cycle.

    >>> csp = CSP()
    >>> csp.add_variables(["A", "B", "C"], [1, 2, 3])
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


def constraint_graph(csp: CSP[V, D]) -> dict[V, set[V]]:
    """Each variable's neighbours: the variables it shares a constraint with (a constraint
    over k variables links all k, the book's primal graph)."""
    graph: dict[V, set[V]] = {var: set() for var in csp.variables}
    for constraint in csp.constraints:
        for var in constraint.scope:
            graph[var].update(other for other in constraint.scope if other != var)
    return graph


def cycle_cutset(csp: CSP[V, D]) -> list[V]:
    """A cycle cutset: variables whose removal leaves the constraint graph a forest.

    Greedy, as finding the smallest is NP-hard (AIMA 6.5.1): drop the variables with at most
    one neighbour left (they lie on no cycle), then take the one with the most neighbours,
    and again until no variable is left. The result is minimal: dropping any one of its
    variables from it leaves a cycle.

    >>> from aimacsp.problems import australia
    >>> cycle_cutset(australia())
    ['SA']
    """
    check_csp(csp, "cycle_cutset")
    graph = {var: set(near) for var, near in constraint_graph(csp).items()}
    cutset: list[V] = []

    def remove(var: V) -> None:
        for other in graph.pop(var):
            graph[other].discard(var)

    while graph:
        leaves = [var for var, near in graph.items() if len(near) <= 1]
        if leaves:
            for var in leaves:
                if var in graph and len(graph[var]) <= 1:
                    remove(var)
            continue
        order = list(csp.variables)
        chosen = max(graph, key=lambda var: (len(graph[var]), -order.index(var)))
        cutset.append(chosen)
        remove(chosen)
    # Greedy choices can leave a variable the others made unneeded: drop it.
    for var in list(cutset):
        rest = [other for other in cutset if other != var]
        if _is_forest(csp, set(rest)):
            cutset = rest
    return cutset


def cutset_conditioning(csp: CSP[V, D], cutset: list[V] | None = None) -> dict[V, D] | None:
    """Solve ``csp`` by cutset conditioning (AIMA 6.5.1): for each consistent assignment of
    the cutset's variables, remove from the others' domains the values it rules out and
    solve what is left, a tree, with `tree_csp_solver`; the first solution, or None.

    ``cutset`` defaults to `cycle_cutset`'s; one that leaves a cycle raises `ModelError`.
    The work is O(d^c (n - c) d^2) constraint checks for c cutset variables.

    >>> from aimacsp.problems import australia
    >>> solution = cutset_conditioning(australia(), cutset=["SA"])
    >>> australia().is_solution(solution), solution["SA"]
    (True, 'red')
    """
    check_csp(csp, "cutset_conditioning")
    check_listable(csp, "cutset_conditioning")
    for _, solution in conditioned(csp, cutset):
        if solution is not None:
            return solution
    return None


def conditioned(
    csp: CSP[V, D], cutset: list[V] | None = None
) -> Iterator[tuple[dict[V, D], dict[V, D] | None]]:
    """Each consistent assignment of the cutset in turn, with the solution the tree left by
    it has (None when it has none): the steps of `cutset_conditioning`."""
    check_csp(csp, "cutset_conditioning")
    chosen = cycle_cutset(csp) if cutset is None else list(cutset)
    unknown = [var for var in chosen if var not in csp.domains]
    if unknown:
        raise ModelError(f"cutset_conditioning: {unknown[0]!r} is not a variable of the CSP")
    if len(set(chosen)) != len(chosen):
        raise ModelError(f"cutset_conditioning: the cutset {chosen!r} names a variable twice")
    if not _is_forest(csp, set(chosen)):
        raise ModelError(
            f"cutset_conditioning: removing {chosen!r} leaves a cycle in the constraint graph; "
            "a cycle cutset must leave a forest (cycle_cutset(csp) finds one)"
        )
    fixed_set = set(chosen)
    inside = [c for c in csp.constraints if set(c.scope) <= fixed_set]
    rest = [var for var in csp.variables if var not in fixed_set]
    for values in product(*(csp.domains[var] for var in chosen)):
        fixed = dict(zip(chosen, values))
        if not all(c.is_satisfied([fixed[v] for v in c.scope]) for c in inside):
            continue
        tree: CSP[V, D] = CSP()
        for var in rest:
            tree.add_variable(var, csp.domains[var])
        for constraint in csp.constraints:
            if not set(constraint.scope) <= fixed_set:
                tree.add_constraint(_Conditioned(constraint, fixed))
        found = tree_csp_solver(tree)
        yield fixed, None if found is None else {**fixed, **found}


class _Conditioned(Constraint[Any, Any]):
    """A constraint with the cutset's variables fixed: a constraint on the others."""

    def __init__(self, constraint: Constraint[Any, Any], fixed: dict[Any, Any]) -> None:
        super().__init__([var for var in constraint.scope if var not in fixed], constraint.name)
        self.original = constraint
        self.fixed = fixed

    def is_satisfied(self, values: Any) -> bool:
        given = dict(zip(self.scope, values))
        return bool(
            self.original.is_satisfied(
                [given[v] if v in given else self.fixed[v] for v in self.original.scope]
            )
        )


def _is_forest(csp: CSP[Any, Any], removed: set[Any]) -> bool:
    """Whether the constraint graph without the ``removed`` variables has no cycle."""
    groups: UnionFind[Any] = UnionFind()
    seen: set[frozenset[Any]] = set()
    for constraint in csp.constraints:
        left = [var for var in constraint.scope if var not in removed]
        for k, a in enumerate(left):
            for b in left[k + 1 :]:
                edge = frozenset((a, b))
                if edge in seen:
                    continue
                seen.add(edge)
                if groups.find(a) == groups.find(b):
                    return False
                groups.link((a, b))
    return True
