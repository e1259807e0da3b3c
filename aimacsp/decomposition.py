"""Tree decomposition (AIMA 6.5.2): a CSP cut into overlapping subproblems whose graph is a
tree, solved as a tree CSP whose variables are the subproblems.

`tree_decomposition` eliminates the variables one by one, the one with the fewest neighbours
first (the *min-degree* order; finding a decomposition of least width is NP-hard): a
variable's bag is itself and its neighbours when it goes, and those neighbours are then
linked to each other. A bag hangs under the bag of the first of its other variables to go.
The result meets the book's three conditions, which `TreeDecomposition.check` tests:

1. every variable appears in at least one bag;
2. the variables of each constraint appear together in at least one bag;
3. a variable in two bags is in every bag on the path between them.

`solve_tree_decomposition` solves each bag on its own (all its solutions), then joins them
with `tree_csp_solver`: neighbouring bags must agree on the variables they share. The work
grows as d^(w+1) for a tree width of w: a tree-structured CSP has width 1.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Generic

from .arguments import check_csp, check_listable
from .constraints.base import Constraint
from .errors import ModelError
from .model import CSP
from .structure import constraint_graph, tree_csp_solver
from .types import D, V

__all__ = ["TreeDecomposition", "tree_decomposition", "solve_tree_decomposition"]


@dataclass(frozen=True)
class TreeDecomposition(Generic[V]):
    """Bags of variables and the tree that links them (pairs of bag numbers)."""

    bags: tuple[frozenset[V], ...]
    edges: tuple[tuple[int, int], ...]

    @property
    def width(self) -> int:
        """The size of the largest bag, less one: the tree width of this decomposition."""
        return max((len(bag) for bag in self.bags), default=1) - 1

    def check(self, csp: CSP[V, Any]) -> None:
        """Raise `ModelError` naming the first of the book's three conditions that fails."""
        bags = self.bags
        n = len(bags)
        near: dict[int, set[int]] = {k: set() for k in range(n)}
        for a, b in self.edges:
            if not (0 <= a < n and 0 <= b < n) or a == b:
                raise ModelError(f"tree decomposition: the edge {(a, b)} joins no two bags")
            near[a].add(b)
            near[b].add(a)
        if n and (len(self.edges) != n - 1 or len(_reach(near, 0)) != n):
            raise ModelError("tree decomposition: its bags are not linked as one tree")
        for var in csp.variables:
            if not any(var in bag for bag in bags):
                raise ModelError(f"tree decomposition: {var!r} is in no bag")
        for constraint in csp.constraints:
            if not any(set(constraint.scope) <= bag for bag in bags):
                raise ModelError(f"tree decomposition: no bag holds all of {constraint}")
        for var in csp.variables:
            holding = {k for k, bag in enumerate(bags) if var in bag}
            start = next(iter(holding))
            if _reach({k: near[k] & holding for k in holding}, start) != holding:
                raise ModelError(
                    f"tree decomposition: the bags that hold {var!r} are not connected"
                )


def tree_decomposition(csp: CSP[V, D]) -> TreeDecomposition[V]:
    """A tree decomposition of ``csp``'s constraint graph, by min-degree elimination.

    >>> from aimacsp.problems import australia
    >>> parts = tree_decomposition(australia())
    >>> parts.width, sorted(sorted(bag) for bag in parts.bags)[0]
    (2, ['NSW', 'Q', 'SA'])
    """
    check_csp(csp, "tree_decomposition")
    graph = {var: set(near) for var, near in constraint_graph(csp).items()}
    order = {var: k for k, var in enumerate(csp.variables)}
    gone: list[Any] = []
    bag_of: dict[Any, frozenset[Any]] = {}
    while graph:
        var = min(graph, key=lambda v: (len(graph[v]), order[v]))
        neighbours = graph.pop(var)
        for other in neighbours:
            graph[other].discard(var)
            graph[other].update(neighbours - {other})
        bag_of[var] = frozenset(neighbours | {var})
        gone.append(var)
    when = {var: k for k, var in enumerate(gone)}
    bags = [bag_of[var] for var in gone]
    near: dict[int, set[int]] = {k: set() for k in range(len(gone))}
    roots: list[int] = []
    for k, var in enumerate(gone):
        rest = bag_of[var] - {var}
        if rest:
            up = when[min(rest, key=when.__getitem__)]
            near[k].add(up)
            near[up].add(k)
        else:
            roots.append(k)
    # A bag held whole by a neighbour is not needed: it merges into that neighbour, which
    # takes its other neighbours (the three conditions still hold).
    merged = True
    while merged:
        merged = False
        for k in list(near):
            bigger = next((j for j in near[k] if bags[k] <= bags[j]), None)
            if bigger is not None:
                for j in near.pop(k):
                    near[j].discard(k)
                    if j != bigger:
                        near[j].add(bigger)
                        near[bigger].add(j)
                roots = [bigger if r == k else r for r in roots]
                merged = True
    kept = sorted(near)
    number = {k: n for n, k in enumerate(kept)}
    edges = {(min(number[k], number[j]), max(number[k], number[j])) for k in kept for j in near[k]}
    # Separate trees (independent subproblems) share no variable: join them in a chain.
    tops = [number[r] for r in dict.fromkeys(roots)]
    edges |= {(a, b) for a, b in zip(tops, tops[1:])}
    return TreeDecomposition(tuple(bags[k] for k in kept), tuple(sorted(edges)))


def solve_tree_decomposition(
    csp: CSP[V, D], decomposition: TreeDecomposition[V] | None = None
) -> dict[V, D] | None:
    """Solve ``csp`` through a tree decomposition (`tree_decomposition`'s by default): each
    bag's solutions become the values of one variable of a tree CSP, whose constraints make
    neighbouring bags agree; a solution, or None.

    >>> from aimacsp.problems import australia
    >>> australia().is_solution(solve_tree_decomposition(australia()))
    True
    """
    check_csp(csp, "solve_tree_decomposition")
    check_listable(csp, "solve_tree_decomposition")
    parts = tree_decomposition(csp) if decomposition is None else decomposition
    parts.check(csp)
    # Each constraint is checked in one bag that holds it.
    home: list[list[Constraint[V, D]]] = [[] for _ in parts.bags]
    for constraint in csp.constraints:
        k = next(k for k, bag in enumerate(parts.bags) if set(constraint.scope) <= bag)
        home[k].append(constraint)
    joined: CSP[int, tuple[tuple[V, D], ...]] = CSP()
    for k, bag in enumerate(parts.bags):
        variables = [var for var in csp.variables if var in bag]
        found = [tuple(s.items()) for s in _bag_solutions(csp, variables, home[k])]
        if not found:
            return None
        joined.add_variable(k, found)
    for a, b in parts.edges:
        joined.add_constraint(_agree, [a, b], name=f"bags {a} and {b} agree")
    picked = tree_csp_solver(joined)
    if picked is None:
        return None
    solution: dict[V, D] = {}
    for values in picked.values():
        solution.update(values)
    return {var: solution[var] for var in csp.variables}


def _agree(first: tuple[tuple[Any, Any], ...], second: tuple[tuple[Any, Any], ...]) -> bool:
    """Whether two bags' solutions give their shared variables the same values."""
    mine = dict(first)
    return all(mine.get(var, value) == value for var, value in second)


def _bag_solutions(
    csp: CSP[V, D], variables: list[V], constraints: list[Constraint[V, D]]
) -> Iterator[dict[V, D]]:
    """Every assignment of ``variables`` that satisfies ``constraints``, by backtracking: a
    constraint is tested as soon as its last variable has a value."""
    place = {var: k for k, var in enumerate(variables)}
    due: list[list[Constraint[V, D]]] = [[] for _ in variables]
    for constraint in constraints:
        due[max(place[var] for var in constraint.scope)].append(constraint)
    assignment: dict[V, D] = {}

    def extend(k: int) -> Iterator[dict[V, D]]:
        if k == len(variables):
            yield dict(assignment)
            return
        var = variables[k]
        for value in csp.domains[var]:
            assignment[var] = value
            if all(c.is_satisfied([assignment[v] for v in c.scope]) for c in due[k]):
                yield from extend(k + 1)
        assignment.pop(var, None)

    return extend(0)


def _reach(near: dict[int, set[int]], start: int) -> set[int]:
    """The bags reachable from ``start``."""
    seen = {start}
    stack = [start]
    while stack:
        for other in near[stack.pop()]:
            if other not in seen:
                seen.add(other)
                stack.append(other)
    return seen
