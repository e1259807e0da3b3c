"""Arc consistency (AIMA section 6.2): `ac3` as Figure 6.3 writes it, and `gac` for every
constraint.

    function AC-3(csp) returns false if an inconsistency is found and true otherwise
      queue <- a queue of arcs, initially all the arcs in csp
      while queue is not empty do
        (Xi, Xj) <- POP(queue)
        if REVISE(csp, Xi, Xj) then
          if size of Di = 0 then return false
          for each Xk in Xi.NEIGHBORS - {Xj} do
            add (Xk, Xi) to queue
      return true

    function REVISE(csp, Xi, Xj) returns true iff we revise the domain of Xi
      revised <- false
      for each x in Di do
        if no value y in Dj allows (x, y) to satisfy the constraint between Xi and Xj then
          delete x from Di
          revised <- true
      return revised

`ac3` follows those lines over the binary constraints, one arc per direction of each
constraint, with REVISE done by the constraint's `BinaryPropagator` on bitsets. `gac` is the
same loop generalised: the queue holds propagators instead of arcs, and `State.propagate` runs
them until no domain changes; it is the very loop `mac` runs after each assignment. Both
return the reduced domains (a dict from each variable to its values left, in their original
order) or None when a domain is wiped out; the model is not changed.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from ..arguments import check_csp
from ..constraints.base import Constraint
from ..constraints.binary import BinaryPropagator
from ..model import CSP
from ..types import D, V
from .state import State

__all__ = ["ac3", "gac", "revise"]

#: An arc (Xi, Xj): the binary constraint's propagator and the side of Xi in it (0 or 1).
Arc = tuple[BinaryPropagator, int]


def ac3(csp: CSP[V, D]) -> dict[V, list[D]] | None:
    """AC-3 over the binary constraints (unary ones are applied first; wider ones ignored).

    >>> csp = CSP()
    >>> csp.add_variables(["X", "Y"], range(4))
    >>> _ = csp.add_constraint(lambda x, y: x * x == y, ["X", "Y"])
    >>> ac3(csp)
    {'X': [0, 1], 'Y': [0, 1]}
    """
    check_csp(csp, "ac3")
    state = State(csp)
    if not _node_consistent(state, csp):
        return None
    arcs = [
        (BinaryPropagator(c, state, _pair_test(c)), side)
        for c in csp.constraints
        if len(c.scope) == 2
        for side in (0, 1)
    ]
    # The arcs (Xk, Xi) to queue again when Di shrinks: those whose other side is Xi.
    into: list[list[Arc]] = [[] for _ in state.variables]
    for arc, side in arcs:
        into[arc.vars[1 - side]].append((arc, side))
    queue = deque(arcs)
    queued = set(arcs)
    while queue:
        arc, side = queue.popleft()
        queued.discard((arc, side))
        xi = arc.vars[side]  # the arc (Xi, Xj): Xj is the other side
        revised = revise(state, (arc, side))
        if revised is None:
            return None  # size of Di = 0
        if revised:
            for other in into[xi]:
                if other[0] is not arc and other not in queued:  # Xk in Xi.NEIGHBORS - {Xj}
                    queued.add(other)
                    queue.append(other)
    return {var: state.values_of(i) for i, var in enumerate(state.variables)}


def revise(state: State[Any, Any], arc: Arc) -> bool | None:
    """REVISE(csp, Xi, Xj): remove the values of Xi with no support in Dj; True when Di
    changed, None when it became empty."""
    propagator, side = arc
    xi = propagator.vars[side]
    before = state.dom[xi]
    if not propagator.revise(state, side):
        return None
    return bool(state.dom[xi] != before)


def gac(csp: CSP[V, D]) -> dict[V, list[D]] | None:
    """Generalised arc consistency: every constraint's propagator, run to a fixpoint.

    Each propagator filters as strongly as it declares (its ``consistency``: full GAC for
    `Table`, 0/1 `Sum` and GAC-level `AllDifferent`; bounds for other `Sum` constraints).

    >>> from aimacsp import AllDifferent
    >>> csp = CSP()
    >>> csp.add_variables(["a", "b"], [1, 2])
    >>> csp.add_variable("c", [1, 2, 3])
    >>> _ = csp.add_constraint(AllDifferent(["a", "b", "c"]))
    >>> gac(csp)["c"]
    [3]
    """
    check_csp(csp, "gac")
    state = State(csp)
    state.wake_all()
    if not state.propagate():
        return None
    return {var: state.values_of(i) for i, var in enumerate(state.variables)}


def _node_consistent(state: State[Any, Any], csp: CSP[Any, Any]) -> bool:
    """Apply the unary constraints (node consistency, AIMA 6.2.1); False on a wipe-out."""
    for constraint in csp.constraints:
        if len(constraint.scope) == 1:
            (var,) = constraint.scope
            for value in state.domain(var):
                if not constraint.is_satisfied((value,)) and not state.remove(var, value):
                    return False
    return True


def _pair_test(constraint: Constraint[Any, Any]) -> Any:
    return lambda a, b: constraint.is_satisfied((a, b))
