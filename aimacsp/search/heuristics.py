"""Variable selection and value ordering (AIMA section 6.3.1).

A selector is ``(state) -> var`` and is only called while some variable is unassigned; an
orderer is ``(var, state) -> values``. Ties are broken by the order the variables were added,
so every search is deterministic. Write your own with the same shapes, in your own file:

>>> from aimacsp import Solver, forward_checking
>>> from aimacsp.problems import queens
>>> def most_values(state):  # the opposite of MRV, to see what MRV buys
...     return max(state.unassigned(), key=state.size)
>>> slow = Solver(queens(8), select=most_values, inference=forward_checking)
>>> fast = Solver(queens(8), select=mrv, inference=forward_checking)
>>> slow.solve() is not None and fast.solve() is not None
True
>>> fast.stats.assignments < slow.stats.assignments
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..propagation.state import State
from ..types import D, V
from .buckets import size_buckets

__all__ = [
    "smallest_by_scan",
    "first_unassigned_variable",
    "mrv",
    "degree",
    "mrv_degree",
    "unordered_domain_values",
    "lcv",
]


def first_unassigned_variable(state: State[V, D]) -> V:
    """The first unassigned variable in the order they were added."""
    assigned = state.assigned
    for i, var in enumerate(state.variables):
        if not assigned[i]:
            return var
    raise ValueError("every variable is assigned")


def mrv(state: State[V, D]) -> V:
    """Minimum remaining values: the unassigned variable with the fewest legal values.

    Also called "most constrained variable" or "fail first". With an inference that prunes,
    that is the smallest domain; with plain backtracking the values are checked.
    """
    if not state.prunes:
        return min(state.unassigned(), key=state.legal_values)
    buckets = size_buckets(state)
    if buckets is not None:
        best = buckets.smallest()
    else:
        best = smallest_by_scan(state.assigned, state.dom, state.domain_size)
    if best < 0:
        raise ValueError("every variable is assigned")
    return state.variables[best]


def smallest_by_scan(
    assigned: list[bool], dom: list[Any], measure: Callable[[Any], int] = int.bit_count
) -> int:
    """The first unassigned variable of smallest domain, by reading them all (-1: none);
    ``measure`` gives a domain's size (`State.domain_size`)."""
    best, best_size = -1, 1 << 62
    for i, mask in enumerate(dom):
        if not assigned[i]:
            size = measure(mask)
            if size < best_size:
                best, best_size = i, size
                if size <= 1:
                    break
    return best


def _future_degree(state: State[V, D], i: int) -> int:
    """How many constraints on variable ``i`` involve another unassigned variable."""
    assigned = state.assigned
    count = 0
    for propagator in state.watchers[i]:
        for j in propagator.vars:
            if j != i and not assigned[j]:
                count += 1
                break
    return count


def degree(state: State[V, D]) -> V:
    """The degree heuristic: the unassigned variable in most constraints on other unassigned
    variables."""
    assigned = state.assigned
    best, best_degree = -1, -1
    for i in range(len(assigned)):
        if not assigned[i]:
            d = _future_degree(state, i)
            if d > best_degree:
                best, best_degree = i, d
    if best < 0:
        raise ValueError("every variable is assigned")
    return state.variables[best]


def mrv_degree(state: State[V, D]) -> V:
    """MRV, with ties broken by the degree heuristic."""
    assigned, dom, measure = state.assigned, state.dom, state.domain_size
    if state.prunes:
        sizes = [(measure(mask), i) for i, mask in enumerate(dom) if not assigned[i]]
    else:
        variables = state.variables
        sizes = [(state.legal_values(variables[i]), i) for i in range(len(dom)) if not assigned[i]]
    if not sizes:
        raise ValueError("every variable is assigned")
    smallest = min(sizes)[0]
    tied = [i for size, i in sizes if size == smallest]
    if len(tied) == 1:
        return state.variables[tied[0]]
    return state.variables[max(tied, key=lambda i: (_future_degree(state, i), -i))]


def unordered_domain_values(var: V, state: State[V, D]) -> list[D]:
    """The values of ``var`` in the order its domain was given."""
    return state.domain(var)


def lcv(var: V, state: State[V, D]) -> list[D]:
    """Least constraining value: values that rule out fewer choices of the neighbours first.

    Each value is tried on the state (forward checking from ``var``, then undone) and the
    values it removes from other domains are counted; a value that wipes out a domain goes
    last.
    """
    i = state.index[var]
    mask = state.dom[i]
    if not mask & (mask - 1):
        return state.domain(var)
    trace, state.trace = state.trace, None  # probing is not part of the search's story
    counts = {}
    try:
        for value in state.domain(var):
            state.push_level()
            mark = len(state.trail)
            state.keep(i, 1 << state.value_index[value])
            if state.propagate_once(i):
                before: dict[int, int] = {}
                for container, j, old in state.trail[mark:]:
                    if container is state.dom and j != i:
                        before.setdefault(j, old)
                dom = state.dom
                removed = sum(old.bit_count() - dom[j].bit_count() for j, old in before.items())
            else:
                removed = 1 << 62
            state.clear_queue()
            state.pop_level()
            counts[value] = removed
    finally:
        state.trace = trace
    return sorted(counts, key=counts.__getitem__)
