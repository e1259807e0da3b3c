"""Heuristics that learn from the search: where it failed, and what worked.

The orderings of AIMA 6.3.1 (`heuristics`) look at the current domains only. These also read
what the search has learnt so far, which the `State` keeps for them: how often each constraint
caused a wipe-out (``weights``), the variable whose value failed last (``last_failed``), and
the value each variable was last given (``phase``). With restarts (`Restarts`) they turn
early failures into better choices at the root; they are the default search's.
"""

from __future__ import annotations

from typing import Any

from ..propagation.state import State
from ..types import D, V
from .heuristics import smallest_by_scan
from .plugins import ValueOrderer, VariableSelector

__all__ = ["dom_wdeg", "mrv_wdeg", "chs", "last_conflict", "phase_saving"]


def dom_wdeg(state: State[V, D]) -> V:
    """Domain size over weighted degree (Boussemart et al. 2004): constraints that caused
    wipe-outs weigh more, so the search turns to the variables in the hardest part."""
    assigned, dom, weights = state.assigned, state.dom, state.weights
    best, best_score = -1, float("inf")
    for i, mask in enumerate(dom):
        if assigned[i]:
            continue
        wdeg = 0
        for propagator in state.watchers[i]:
            for j in propagator.vars:
                if j != i and not assigned[j]:
                    wdeg += weights[propagator.index]
                    break
        score = mask.bit_count() / wdeg if wdeg else float(mask.bit_count()) * 1e9
        if score < best_score:
            best, best_score = i, score
    if best < 0:
        raise ValueError("every variable is assigned")
    return state.variables[best]


def mrv_wdeg(state: State[V, D]) -> V:
    """MRV, with ties broken by weighted degree: among the variables with the fewest values,
    the one whose constraints caused the most wipe-outs (the weights of `dom_wdeg`). It
    keeps MRV's fail-first choice and learns, as dom/wdeg does, where the problem is hard.
    """
    assigned, dom = state.assigned, state.dom
    if state.prunes:
        best = smallest_by_scan(assigned, dom)
        if best < 0:
            raise ValueError("every variable is assigned")
        smallest = dom[best].bit_count()
        if smallest <= 1:
            return state.variables[best]  # a forced value: no choice to break a tie in
        tied = [i for i, m in enumerate(dom) if not assigned[i] and m.bit_count() == smallest]
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


class _History:
    """CHS's scores: per constraint, a recency-weighted count of its wipe-outs."""

    __slots__ = ("scores", "when", "alpha", "seen")

    def __init__(self) -> None:
        self.scores: list[float] = []
        self.when: list[int] = []
        self.alpha = 0.1
        self.seen = 0

    def catch_up(self, state: State[Any, Any]) -> list[float]:
        """The scores, after the wipe-outs since the last call (at most one between two
        choices, as propagation stops at the first)."""
        grown = len(state.propagators) - len(self.scores)
        if grown:  # constraints the search learnt (nogoods)
            self.scores.extend([0.0] * grown)
            self.when.extend([0] * grown)
        if state.conflicts != self.seen:
            c = state.last_wipeout
            reward = 1.0 / (state.conflicts - self.when[c] + 1)
            self.scores[c] = (1 - self.alpha) * self.scores[c] + self.alpha * reward
            self.when[c] = state.conflicts
            self.alpha = max(0.06, self.alpha - 1e-6)
            self.seen = state.conflicts
        return self.scores


def chs(state: State[V, D]) -> V:
    """Conflict-history search (Habet and Terrioux, "Conflict history based heuristic for
    constraint satisfaction problem solving", J. Heuristics 2021): as `dom_wdeg`, but a
    constraint weighs by how recently and how often it failed, each wipe-out counting for
    more the closer it follows the constraint's last one, and old failures fading."""
    history = state.shared.get("chs")
    if history is None:
        history = state.shared["chs"] = _History()
    scores = history.catch_up(state)
    assigned, dom = state.assigned, state.dom
    best, best_score = -1, -1.0
    for i, mask in enumerate(dom):
        if assigned[i]:
            continue
        total = 0.0
        for propagator in state.watchers[i]:
            for j in propagator.vars:
                if j != i and not assigned[j]:
                    total += scores[propagator.index] + 1e-4
                    break
        score = total / mask.bit_count()
        if score > best_score:
            best, best_score = i, score
    if best < 0:
        raise ValueError("every variable is assigned")
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
        b = state.phase[state.index[var]]
        if b >= 0 and state.dom[state.index[var]] >> b & 1:
            saved = state.values[b]
            k = values.index(saved) if saved in values else -1
            if k > 0:
                values.insert(0, values.pop(k))
        return values

    ordered.__name__ = f"phase_saving({getattr(order, '__name__', 'order')})"
    return ordered
