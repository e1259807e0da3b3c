"""Heuristics that learn from the search: where it failed, and what worked.

The orderings of AIMA 6.3.1 (`heuristics`) look at the current domains only. These also read
what the search has learnt so far, which the `State` keeps for them: how often each constraint
caused a wipe-out (``weights``), the variable whose value failed last (``last_failed``), and
the value each variable was last given (``phase``). With restarts (`Restarts`) they turn
early failures into better choices at the root; they are the default search's.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..propagation.state import State
from ..types import D, V
from .heuristics import smallest_by_scan
from .plugins import ValueOrderer, VariableSelector

__all__ = ["dom_wdeg", "mrv_wdeg", "last_conflict", "phase_saving"]


def dom_wdeg(state: State[V, D]) -> V:
    """Domain size over weighted degree (Boussemart et al. 2004): constraints that caused
    wipe-outs weigh more, so the search turns to the variables in the hardest part. The
    model's own variables come before the auxiliary ones of its expressions (a difference,
    a sum), which their values fix: branching on those measured up to 13 times slower on
    Golomb rulers (state ``decisions``)."""
    best = _dom_wdeg_among(state, state.decisions)
    if best < 0:
        best = _dom_wdeg_among(state, range(len(state.variables)))
        if best < 0:
            raise ValueError("every variable is assigned")
    return state.variables[best]


def _dom_wdeg_among(state: State[V, D], candidates: Iterable[int]) -> int:
    """The index of the unassigned variable of ``candidates`` with the least domain size
    over weighted degree, or -1 when every one is assigned."""
    assigned, dom, weights, watchers = state.assigned, state.dom, state.weights, state.watchers
    domain_size = state.domain_size
    best, best_score = -1, float("inf")
    for i in candidates:
        if assigned[i]:
            continue
        wdeg = 0
        for propagator in watchers[i]:
            for j in propagator.vars:
                if j != i and not assigned[j]:
                    wdeg += weights[propagator.index]
                    break
        size = domain_size(dom[i])
        score = size / wdeg if wdeg else size * 1e9
        if score < best_score:
            best, best_score = i, score
    return best


def mrv_wdeg(state: State[V, D]) -> V:
    """MRV, with ties broken by weighted degree: among the variables with the fewest values,
    the one whose constraints caused the most wipe-outs (the weights of `dom_wdeg`). It
    keeps MRV's fail-first choice and learns, as dom/wdeg does, where the problem is hard.
    """
    assigned, dom, size = state.assigned, state.dom, state.domain_size
    if state.prunes:
        best = smallest_by_scan(assigned, dom, size)
        if best < 0:
            raise ValueError("every variable is assigned")
        smallest = size(dom[best])
        if smallest <= 1:
            return state.variables[best]  # a forced value: no choice to break a tie in
        tied = [i for i, m in enumerate(dom) if not assigned[i] and size(m) == smallest]
    else:
        legal = {i: state.legal_values(v) for i, v in enumerate(state.variables) if not assigned[i]}
        if not legal:
            raise ValueError("every variable is assigned")
        smallest = min(legal.values())
        tied = [i for i, size in legal.items() if size == smallest]
    weights, watchers = state.weights, state.watchers
    best, best_weight = -1, -1
    for i in tied:  # the first of the heaviest, so ties still follow the order of the variables
        weight = sum([weights[p.index] for p in watchers[i]])
        if weight > best_weight:
            best, best_weight = i, weight
    return state.variables[best]


def last_conflict(select: VariableSelector[V, D]) -> VariableSelector[V, D]:
    """``select``, except that a variable whose value just failed is chosen again until it
    is given a value with success (last-conflict reasoning: Lecoutre, Saïs, Tabary and Vidal,
    "Reasoning from last conflict(s) in constraint programming", AIJ 2009). The search then
    finds, by itself, the variable a failure is really about.

    >>> from aimacsp import Solver
    >>> from aimacsp.problems import queens
    >>> Solver(queens(8), select=last_conflict(dom_wdeg)).solve() is not None
    True
    """

    def chosen(state: State[V, D]) -> V:
        i = state.last_failed
        if i >= 0 and not state.assigned[i]:
            return state.variables[i]
        return select(state)

    chosen.__name__ = f"last_conflict({getattr(select, '__name__', 'select')})"
    return chosen


def phase_saving(order: ValueOrderer[V, D]) -> ValueOrderer[V, D]:
    """``order``, except that the value a variable was last given comes first, if it is still
    in its domain (phase saving, from SAT solvers: Pipatsrisawat and Darwiche 2007). After a
    restart, the search goes back to the part of the space it had found good.
    """

    def ordered(var: V, state: State[V, D]) -> list[D]:
        values = list(order(var, state))
        saved = state.phase[state.index[var]]
        if saved is not None and saved in values:
            k = values.index(saved)
            if k > 0:
                values.insert(0, values.pop(k))
        return values

    ordered.__name__ = f"phase_saving({getattr(order, '__name__', 'order')})"
    return ordered
