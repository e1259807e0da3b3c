"""Arc consistency as a preprocessing step: `ac3` (AIMA Figure 6.3) and `gac` (n-ary).

Both return the reduced domains, a dict from each variable to its remaining values in their
original order, or None when some domain is wiped out. The model is not changed.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from .arguments import check_csp
from .constraints.base import Constraint
from .constraints.binary import BinaryPropagator
from .model import CSP
from .search.state import State
from .types import D, V

__all__ = ["ac3", "gac"]


def ac3(csp: CSP[V, D]) -> dict[V, list[D]] | None:
    """AC-3 over the binary constraints (unary ones are applied first; wider ones ignored).

    >>> csp = CSP()
    >>> csp.add_variables("XY", range(4))
    >>> _ = csp.add_constraint(lambda x, y: x * x == y, ["X", "Y"])
    >>> ac3(csp)
    {'X': [0, 1], 'Y': [0, 1]}
    """
    check_csp(csp, "ac3")
    state = State(csp)
    arcs: list[BinaryPropagator] = []
    for constraint in csp.constraints:
        if len(constraint.scope) == 1:
            (var,) = constraint.scope
            for value in state.domain(var):
                if not constraint.is_satisfied((value,)) and not state.remove(var, value):
                    return None
        elif len(constraint.scope) == 2:
            arcs.append(BinaryPropagator(constraint, state, _pair_test(constraint)))
    # into[i]: the arcs (X_k, X_i), as (propagator, side of X_k), to revisit when X_i shrinks.
    into: list[list[tuple[BinaryPropagator, int]]] = [[] for _ in state.variables]
    for arc in arcs:
        into[arc.y].append((arc, 0))
        into[arc.x].append((arc, 1))
    queue = deque((arc, side) for arc in arcs for side in (0, 1))
    queued = set(queue)
    dom = state.dom
    while queue:
        arc, side = queue.popleft()
        queued.discard((arc, side))
        i = arc.x if side == 0 else arc.y
        before = dom[i]
        if not arc.revise(state, side):
            return None
        if dom[i] != before:
            for item in into[i]:
                if item[0] is not arc and item not in queued:
                    queued.add(item)
                    queue.append(item)
    return {var: state.values_of(i) for i, var in enumerate(state.variables)}


def gac(csp: CSP[V, D]) -> dict[V, list[D]] | None:
    """Generalised arc consistency: every constraint's propagator, run to a fixpoint.

    Each propagator filters as strongly as its constraint allows (full GAC for `Table`, 0/1
    `Sum` and GAC-level `AllDifferent`; bounds for other `Sum` constraints).
    """
    check_csp(csp, "gac")
    state = State(csp)
    state.wake_all()
    if not state.propagate():
        return None
    return {var: state.values_of(i) for i, var in enumerate(state.variables)}


def _pair_test(constraint: Constraint[Any, Any]) -> Any:
    return lambda a, b: constraint.is_satisfied((a, b))
