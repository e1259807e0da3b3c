"""The counting engine: search with dynamic decomposition and component caching.

The search branches on one variable at a time and propagates (MAC). Whenever the unfixed
variables fall apart into *parts* that no constraint links, each part is counted on its own
and the counts multiplied; a part met again in the same situation is taken from a cache.
This is the component caching of #SAT solvers (Bacchus, Dalmao and Pitassi 2003; Sang, Beame
and Kautz 2005). Branching follows `dissection_order`, so parts appear early and stay small.

A part's cache key is its variables, their domains, and for each constraint that reaches
outside the part with two or more unfixed variables, the values fixed outside. A constraint
with a single unfixed variable left is summed up by that variable's domain, because its
propagator keeps only the values that satisfy it (the built-in propagators and the default
`Constraint.propagate` all do); a constraint with a propagator of the user's own is keyed by
its fixed values whatever their number.

The search can be recorded as a graph of `Node`\\ s (for marginals) or only counted.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from ..bitsets import bits_of
from ..constraints.base import Propagator
from ..model import CSP
from ..propagation.limits import Budget, Limits, budget_for
from ..propagation.state import State
from .algebra import ZERO, Series, plus, times
from .dissection import dissection
from .nodes import LimitStop, Node
from .weights import value_terms

__all__ = ["Node", "ModelCounter", "LimitStop"]

#: Parts this small are always searched for a split and cached.
SMALL = 32


class ModelCounter:
    """One count of a `CSP`: weights and degrees per value, a cap on the degree, limits."""

    def __init__(
        self,
        csp: CSP[Any, Any],
        weight: Callable[[Any, Any], int] | None = None,
        degree: Callable[[Any, Any], int] | None = None,
        max_degree: int | None = None,
        record: bool = False,
        limits: Limits | Budget | None = None,
    ) -> None:
        self.state = state = State(csp)
        self.record = record
        self.cap = max_degree
        self.plain = weight is None and degree is None
        #: Per variable, per value bit: (weight, degree).
        self.terms = value_terms(state, weight, degree, max_degree)
        n = len(state.variables)
        links: list[set[int]] = [set() for _ in range(n)]
        #: Per variable, the constraints on it that may need their outside values in a key.
        self.keyed: list[list[Propagator]] = [[] for _ in range(n)]
        #: Per variable, True when a constraint on it has a propagator of the user's own.
        self.untrusted = [False] * n
        for p in state.propagators:
            # a real True only: with one variable of its scope left, the propagator leaves
            # it only satisfying values (so that variable's domain sums the constraint up)
            exact = p.settles_last_variable is True
            for i in p.vars:
                links[i].update(p.vars)
                if not exact:
                    self.untrusted[i] = True
                if len(p.vars) > 2 or not exact:
                    self.keyed[i].append(p)
        self.adjacency = [sorted(links[i] - {i}) for i in range(n)]
        self.exact = [p.settles_last_variable is True for p in state.propagators]
        #: The branching order (dissection), and each variable's separator in it.
        self.rank = [0] * n
        self.group = [0] * n
        self.cache: dict[Any, Node | Series] = {}
        self.nodes: list[Node] = []  # in creation order: children before parents
        self.mark = [0] * n
        self.stamp = 0
        self.seen = [0] * len(state.propagators)
        #: The budget this count spends: one node per value tried, as a search's.
        self.budget = budget_for(limits if limits is not None else Limits())

    def run(self) -> Node:
        """Count everything; the root node's ``total`` is the answer. A limit raises
        `SearchLimitReached` whose ``partial`` is a lower bound on the total."""
        budget = self.budget
        budget.run()
        try:
            return self._run()
        finally:
            budget.pause()

    def _run(self) -> Node:
        state = self.state
        root = Node()
        state.wake_all()
        if state.propagate():
            dom = state.dom
            free = [i for i, d in enumerate(dom) if d & (d - 1)]
            inside = set(free)
            sub = [[j for j in self.adjacency[i] if j in inside] for i in range(len(dom))]
            position = 0
            for number, group in enumerate(dissection(sub)):
                for i in group:
                    self.rank[i] = position
                    self.group[i] = number
                    position += 1
            free.sort(key=self.rank.__getitem__)
            limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(limit, 4 * len(free) + 1000))
            try:
                self._branch(root, list(range(len(dom))), free)
            finally:
                sys.setrecursionlimit(limit)
        self.nodes.append(root)
        return root

    def _branch(
        self, node: Node, part: list[int], rest: list[int] | None = None, group: int = -1
    ) -> Series:
        """Add the current (propagated) state to ``node`` as a branch; return its total.
        ``group`` is the separator being branched on: while some of it is unfixed, a large
        part is not searched for a split nor cached (it seldom splits or recurs before its
        separator is fixed, and both cost a pass over the part)."""
        dom, terms = self.state.dom, self.terms
        weight, degree = 1, 0
        literals: list[tuple[int, int]] = []
        if rest is None:
            rest = []
            for j in part:
                d = dom[j]
                if d & (d - 1):
                    rest.append(j)
                elif not self.plain or self.record:
                    b = d.bit_length() - 1
                    literals.append((j, b))
                    w, k = terms[j][b]
                    weight *= w
                    degree += k
        else:  # the root: the fixed variables are those not in rest
            inside = set(rest)
            for j in part:
                if j not in inside:
                    b = dom[j].bit_length() - 1
                    literals.append((j, b))
                    w, k = terms[j][b]
                    weight *= w
                    degree += k
        if not weight or (self.cap is not None and degree > self.cap):
            return ZERO
        value: Series = (degree, [weight])
        children = []
        if len(rest) > SMALL and self.group[rest[0]] == group:
            subs, keyed = [rest], False
        else:
            subs, keyed = self._split(rest), True
        for k, sub in enumerate(subs):
            try:
                child = self._part(sub, keyed)
            except LimitStop as stop:
                # A part not yet counted may have no solution: only with the stopped part
                # last does the product keep a lower bound.
                if k == len(subs) - 1:
                    stop.partial = times(value, stop.partial, self.cap)
                else:
                    stop.partial = ZERO
                raise
            total = child.total if isinstance(child, Node) else child
            value = times(value, total, self.cap)
            if not value[1]:
                return ZERO
            if self.record:
                assert isinstance(child, Node)
                children.append(child)
        if self.record:
            node.branches.append((literals, weight, degree, children))
        node.total = plus(node.total, value)
        return value

    def _part(self, part: list[int], keyed: bool = True) -> Node | Series:
        """Count one part of unfixed variables, sorted by rank (cached when ``keyed``)."""
        state = self.state
        dom = state.dom
        key = self._key(part) if keyed else None
        found = None if key is None else self.cache.get(key)
        if found is not None:
            return found
        node = Node()
        x = part[0]
        group = self.group
        first = group[x]
        if len(part) > 1 and group[part[1]] == first:
            # Within a separator (or a piece no separator cuts), fewest values first.
            size = dom[x].bit_count()
            for j in part:
                if group[j] != first:
                    break
                if dom[j].bit_count() < size:
                    x, size = j, dom[j].bit_count()
        if len(part) == 1 and not self.untrusted[x]:
            # Every constraint on x has its other variables fixed and x's domain sums it up.
            for b in bits_of(dom[x]):
                w, k = self.terms[x][b]
                if w and (self.cap is None or k <= self.cap):
                    if self.record:
                        node.branches.append(([(x, b)], w, k, []))
                    node.total = plus(node.total, (k, [w]))
        else:
            try:
                for b in bits_of(dom[x]):
                    self._step()
                    state.push_level()
                    state.keep(x, 1 << b)
                    if state.propagate():
                        self._branch(node, part, group=first)
                    state.clear_queue()
                    state.pop_level()
            except LimitStop as stop:
                # The branches counted so far, and the lower bound of the one stopped.
                stop.partial = plus(node.total, stop.partial)
                raise
        if self.record:
            self.nodes.append(node)
            if key is not None:
                self.cache[key] = node
            return node
        if key is not None:
            self.cache[key] = node.total
        return node.total

    def _key(self, part: list[int]) -> Any:
        dom = self.state.dom
        key: list[Any] = [tuple(part), tuple([dom[j] for j in part])]
        keyed = self.keyed
        self.stamp += 1
        stamp, seen = self.stamp, self.seen
        for j in part:
            for p in keyed[j]:
                if seen[p.index] == stamp:
                    continue
                seen[p.index] = stamp
                fixed = []
                free = 0
                for i in p.vars:
                    d = dom[i]
                    if d & (d - 1):
                        free += 1
                    else:
                        fixed.append(d)
                if fixed and (free > 1 or not self.exact[p.index]):
                    key.append((p.index, tuple(fixed)))
        return tuple(key)

    def _split(self, rest: list[int]) -> list[list[int]]:
        """The connected parts of the unfixed variables ``rest`` (in rank order), each in
        rank order."""
        if not rest:
            return []
        adjacency, mark = self.adjacency, self.mark
        self.stamp += 1
        stamp = self.stamp
        for j in rest:
            mark[j] = stamp
        owner: dict[int, int] = {}
        count = 0
        for start in rest:
            if mark[start] != stamp:
                continue
            mark[start] = 0
            owner[start] = count
            frontier = [start]
            while frontier:
                j = frontier.pop()
                for i in adjacency[j]:
                    if mark[i] == stamp:
                        mark[i] = 0
                        owner[i] = count
                        frontier.append(i)
            count += 1
        if count == 1:
            return [rest]
        parts: list[list[int]] = [[] for _ in range(count)]
        for j in rest:
            parts[owner[j]].append(j)
        return parts

    def _step(self) -> None:
        budget = self.budget
        if not budget.spend():
            stop = LimitStop(f"{budget.describe()} reached while counting")
            budget.nodes -= 1  # the node refused is not tried
            raise stop
