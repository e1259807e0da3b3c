"""Weighted model counting: how many solutions, by weight and degree, with marginals.

Each value of each variable carries a weight (an integer, multiplied over a solution) and a
degree (an integer, added over a solution). `weighted_count` returns, for every degree k, the
total weight of the solutions of degree k, and the same restricted to solutions with
``var = value``. With boxes of Minesweeper cells, a box of s cells holding m mines has weight
C(s, m) and degree m: the result counts mine layouts by number of mines.

The search branches, propagates (MAC), and whenever the unfixed variables fall apart into
parts that no constraint links, counts each part on its own; a part met again in the same
situation (same domains, same constraint neighbourhood) is taken from a cache. This is the
component caching of #SAT solvers (e.g. Sang, Beame and Kautz 2005), and turns a chain of
constraints, exponential for plain enumeration, into linear work. The search is recorded as
a graph of nodes, and one backward pass over it gives every marginal.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, Generic

from .constraints.base import bits_of
from .model import CSP
from .state import State
from .types import D, V

__all__ = ["WeightedCount", "weighted_count"]

Poly = list[int]  # coefficients by degree


def _add_into(total: Poly, term: Poly) -> None:
    if len(total) < len(term):
        total.extend([0] * (len(term) - len(total)))
    for k, c in enumerate(term):
        total[k] += c


def _mul(a: Poly, b: Poly) -> Poly:
    if not a or not b:
        return []
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return out


def _monomial(poly: Poly, weight: int, degree: int) -> Poly:
    return [0] * degree + [weight * c for c in poly] if weight else []


class _Node:
    """A part of the problem: its branches, each fixing some literals and leaving sub-parts."""

    __slots__ = ("branches", "total")

    def __init__(self) -> None:
        self.branches: list[tuple[list[tuple[int, int]], int, int, list[_Node]]] = []
        self.total: Poly = []


class WeightedCount(Generic[V, D]):
    """The result of `weighted_count`: ``total[k]`` is the weight of the solutions of degree k."""

    def __init__(self, total: Poly, marginals: dict[tuple[V, D], Poly]) -> None:
        self.total = total
        self._marginals = marginals

    def marginal(self, var: V, value: D) -> Poly:
        """Like ``total``, counting only the solutions where ``var = value``."""
        return list(self._marginals.get((var, value), []))

    @property
    def count(self) -> int:
        """The total weight of all solutions (their number, with unit weights)."""
        return sum(self.total)


def weighted_count(
    csp: CSP[V, D],
    weight: Callable[[V, D], int] | None = None,
    degree: Callable[[V, D], int] | None = None,
) -> WeightedCount[V, D]:
    """Count the solutions of ``csp`` by degree, with weights and marginals.

    >>> csp = CSP()
    >>> csp.add_variables("abc", [0, 1])
    >>> _ = csp.add_constraint(lambda x, y: x + y == 1, "ab")
    >>> result = weighted_count(csp, degree=lambda var, value: value)
    >>> result.total  # solutions with 1 one: 2, with 2 ones: 2
    [0, 2, 2]
    >>> result.marginal("c", 1)
    [0, 0, 2]
    """
    counter = _Counter(csp, weight, degree)
    root, root_total = counter.run()
    marginals: dict[tuple[V, D], Poly] = {}
    if root_total:
        for (i, b), poly in counter.marginals(root).items():
            marginals[(counter.state.variables[i], counter.state.values[b])] = poly
    return WeightedCount(root_total, marginals)


class _Counter:
    def __init__(
        self,
        csp: CSP[Any, Any],
        weight: Callable[[Any, Any], int] | None,
        degree: Callable[[Any, Any], int] | None,
    ) -> None:
        self.state = state = State(csp)
        values = state.values
        # Per variable, per value bit: (weight, degree).
        self.terms: list[dict[int, tuple[int, int]]] = [
            {
                b: (
                    1 if weight is None else int(weight(var, values[b])),
                    0 if degree is None else int(degree(var, values[b])),
                )
                for b in bits_of(state.dom[i])
            }
            for i, var in enumerate(state.variables)
        ]
        self.cache: dict[Any, _Node] = {}
        self.nodes: list[_Node] = []  # in creation order: children before parents

    def run(self) -> tuple[_Node, Poly]:
        state = self.state
        root = _Node()
        state.wake_all()
        if state.propagate():
            everything = list(range(len(state.variables)))
            limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(limit, 4 * len(everything) + 1000))
            try:
                self._branch(root, everything)
            finally:
                sys.setrecursionlimit(limit)
        self.nodes.append(root)
        return root, root.total

    def _branch(self, node: _Node, part: list[int]) -> None:
        """Record the current (propagated) state as one branch of ``node``."""
        dom, terms = self.state.dom, self.terms
        literals, rest = [], []
        weight, degree = 1, 0
        for j in part:
            d = dom[j]
            if d & (d - 1):
                rest.append(j)
            else:
                b = d.bit_length() - 1
                literals.append((j, b))
                w, k = terms[j][b]
                weight *= w
                degree += k
        if not weight:
            return
        children = [self._part(sub) for sub in self._split(rest)]
        value = [0] * degree + [weight]
        for child in children:
            value = _mul(value, child.total)
            if not value:
                return
        node.branches.append((literals, weight, degree, children))
        _add_into(node.total, value)

    def _part(self, part: list[int]) -> _Node:
        """Count one connected part of unfixed variables (cached)."""
        state = self.state
        dom = state.dom
        touching = {p.index: p for j in part for p in state.watchers[j]}
        key = (
            tuple((j, dom[j]) for j in part),
            tuple((k, tuple(dom[i] for i in touching[k].vars)) for k in sorted(touching)),
        )
        node = self.cache.get(key)
        if node is not None:
            return node
        node = _Node()
        inside = set(part)
        # Branch on the variable with most unfixed neighbours: it splits the part soonest.
        x = max(part, key=lambda j: (self._links(j, inside), -dom[j].bit_count()))
        for b in bits_of(dom[x]):
            state.push_level()
            state.keep(x, 1 << b)
            if state.propagate():
                self._branch(node, part)
            state.clear_queue()
            state.pop_level()
        self.cache[key] = node
        self.nodes.append(node)
        return node

    def _links(self, j: int, inside: set[int]) -> int:
        return sum(1 for p in self.state.watchers[j] for i in p.vars if i != j and i in inside)

    def _split(self, rest: list[int]) -> list[list[int]]:
        """The connected parts of the unfixed variables ``rest``, each sorted."""
        watchers = self.state.watchers
        left = set(rest)
        parts = []
        for start in rest:
            if start not in left:
                continue
            left.discard(start)
            part, frontier = [start], [start]
            while frontier:
                j = frontier.pop()
                for p in watchers[j]:
                    for i in p.vars:
                        if i in left:
                            left.discard(i)
                            part.append(i)
                            frontier.append(i)
            parts.append(sorted(part))
        return parts

    def marginals(self, root: _Node) -> dict[tuple[int, int], Poly]:
        """Backward pass: the outer weight of each node, then each literal's marginal."""
        outer: dict[int, Poly] = {id(root): [1]}
        found: dict[tuple[int, int], Poly] = {}
        for node in reversed(self.nodes):
            out = outer.pop(id(node), None)
            if not out:
                continue
            for literals, weight, degree, children in node.branches:
                totals = [child.total for child in children]
                # prefix[k]: product of the first k children's totals; suffix likewise.
                prefix: list[Poly] = [[1]]
                for t in totals:
                    prefix.append(_mul(prefix[-1], t))
                suffix: list[Poly] = [[1]]
                for t in reversed(totals):
                    suffix.append(_mul(suffix[-1], t))
                suffix.reverse()
                branch_out = _monomial(out, weight, degree)
                whole = _mul(branch_out, prefix[-1])
                for literal in literals:
                    _add_into(found.setdefault(literal, []), whole)
                for k, child in enumerate(children):
                    _add_into(
                        outer.setdefault(id(child), []),
                        _mul(branch_out, _mul(prefix[k], suffix[k + 1])),
                    )
        return found
