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

`ac3` follows those lines on every constraint, whatever its arity: for a constraint over
more than two variables an "arc" is the constraint and one of its variables, and REVISE keeps
a value when some combination of the other variables' values satisfies the constraint with
it (*generalised* arc consistency, the book's hyperarcs, section 6.2.2). A binary REVISE is
done by the constraint's `BinaryPropagator` on bitsets. A wider constraint whose propagator
declares full arc consistency (``consistency == "domain"``: `AllDifferent`, `Table`, ...) is
revised by that propagator, which finds the same supports without enumerating them; any other
is revised by enumeration, and one whose combinations are too many to enumerate
(`SUPPORT_LIMIT`) stops `ac3` with a `ModelError` naming it: never a silent skip.

`gac` is the same loop over propagators: `State.propagate` runs every constraint's
propagator, each as strong as it declares, until no domain changes; it is the very loop `mac`
runs after each assignment. Both return the reduced domains (a dict from each variable to its
values left, in their original order) or None when a domain is wiped out; the model is not
changed.
"""

from __future__ import annotations

from collections import deque
from itertools import product
from math import prod
from typing import Any

from ..arguments import check_csp
from ..constraints.base import Constraint, Propagator
from ..constraints.binary import BinaryPropagator
from ..errors import ModelError
from ..model import CSP
from ..types import D, V
from .state import State

__all__ = ["ac3", "gac", "revise", "SUPPORT_LIMIT"]

#: The most combinations of the other variables' values that REVISE enumerates to find the
#: supports of one constraint over more than two variables (the product of their domain sizes).
SUPPORT_LIMIT = 100_000


class HyperArc:
    """The arc (Xi, C) of a constraint C over more than two variables: REVISE keeps a value of
    Xi when some values of C's other variables satisfy C with it."""

    __slots__ = ("constraint", "var", "others")

    def __init__(self, constraint: Constraint[Any, Any], var: Any) -> None:
        self.constraint = constraint
        self.var = var
        self.others = [other for other in constraint.scope if other != var]

    def __repr__(self) -> str:
        return f"({self.var!r}, {self.constraint!r})"


#: An arc: (a binary constraint's propagator, the side of Xi in it: 0 or 1); (Xi, C) for a
#: wider constraint revised by enumeration; or a wider constraint's propagator that declares
#: full arc consistency, which revises every variable of the constraint at once.
Arc = tuple[BinaryPropagator, int] | HyperArc | Propagator


def ac3(csp: CSP[V, D]) -> dict[V, list[D]] | None:
    """AC-3, generalised to constraints of any arity (unary ones are applied first).

    Raises `ModelError` (a `ValueError`) naming a constraint over more than two variables
    whose supports are too many to enumerate (`SUPPORT_LIMIT`) and whose propagator does not
    declare full arc consistency: use `gac` for it.

    >>> csp = CSP()
    >>> csp.add_variables(["X", "Y"], range(4))
    >>> _ = csp.add_constraint(lambda x, y: x * x == y, ["X", "Y"])
    >>> ac3(csp)
    {'X': [0, 1], 'Y': [0, 1]}
    >>> csp.add_variable("Z", [0, 3])
    >>> _ = csp.add_constraint(lambda x, y, z: x + y == z, ["X", "Y", "Z"])
    >>> ac3(csp)
    {'X': [0], 'Y': [0], 'Z': [0]}
    """
    check_csp(csp, "ac3")
    state = State(csp)
    if not _node_consistent(state, csp):
        return None
    arcs = _arcs(csp, state)
    # The arcs to queue again when the domain of a variable shrinks: (Xk, Xi) for a binary
    # constraint, (Xk, C) for each other variable Xk of a wider one.
    into: dict[int, list[Arc]] = {}
    for arc in arcs:
        for i in _inputs(arc, state):
            into.setdefault(i, []).append(arc)
    queue = deque(arcs)
    queued = set(map(_key, arcs))
    while queue:
        arc = queue.popleft()
        queued.discard(_key(arc))
        revised = _revise_any(state, arc)
        if revised is None:
            return None  # size of Di = 0
        for xi in revised:
            for other in into.get(xi, ()):
                # Xk in Xi.NEIGHBORS - {Xj}: the constraint just revised cannot have lost a
                # support by it (a value with no support supported nothing).
                if _owner(other) is not _owner(arc) and _key(other) not in queued:
                    queued.add(_key(other))
                    queue.append(other)
    return {var: state.values_of(i) for i, var in enumerate(state.variables)}


def revise(state: State[Any, Any], arc: tuple[BinaryPropagator, int]) -> bool | None:
    """REVISE(csp, Xi, Xj): remove the values of Xi with no support in Dj; True when Di
    changed, None when it became empty."""
    propagator, side = arc
    xi = propagator.vars[side]
    before = state.dom[xi]
    if not propagator.revise(state, side):
        return None
    return bool(state.dom[xi] != before)


def revise_hyperarc(state: State[Any, Any], arc: HyperArc) -> bool | None:
    """REVISE(csp, Xi, C) for a constraint over more than two variables: remove each value of
    Xi that no combination of the other variables' values satisfies C with; True when Di
    changed, None when it became empty."""
    constraint, var = arc.constraint, arc.var
    position = constraint.scope.index(var)
    revised = False
    for value in state.domain(var):
        for combination in product(*map(state.domain, arc.others)):
            values = list(combination)
            values.insert(position, value)
            if constraint.is_satisfied(values):
                break
        else:
            revised = True
            if not state.remove(var, value):
                return None
    return revised


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


def _arcs(csp: CSP[Any, Any], state: State[Any, Any]) -> list[Arc]:
    """Every arc of the CSP; ModelError for a wide constraint ac3 cannot revise."""
    built = {id(p.constraint): p for p in state.propagators}
    arcs: list[Arc] = []
    for constraint in csp.constraints:
        scope = constraint.scope
        if len(scope) == 2:
            binary = BinaryPropagator(constraint, state, _pair_test(constraint))
            arcs += [(binary, 0), (binary, 1)]
        elif len(scope) > 2:
            propagator = built.get(id(constraint)) or constraint.propagator(state)
            if propagator.consistency == "domain":
                arcs.append(propagator)
                continue
            sizes = [state.size(var) for var in scope]
            tuples = prod(sizes) // min(sizes)
            if tuples > SUPPORT_LIMIT:
                raise ModelError(
                    f"ac3: the constraint {constraint} over {len(scope)} variables: its "
                    f"other variables' domains make up to {tuples:,} combinations to search for "
                    f"each value's support, more than ac3 enumerates ({SUPPORT_LIMIT:,}), and "
                    f"its propagator declares {propagator.consistency!r} consistency, not full "
                    "arc consistency; use gac(csp), which runs each propagator as strong as it "
                    "is, or give the constraint smaller domains"
                )
            arcs += [HyperArc(constraint, var) for var in scope]
    return arcs


def _inputs(arc: Arc, state: State[Any, Any]) -> list[int]:
    """The variables whose shrinking can take supports from ``arc``'s Xi."""
    if isinstance(arc, tuple):
        propagator, side = arc
        return [propagator.vars[1 - side]]
    if isinstance(arc, HyperArc):
        return [state.index[other] for other in arc.others]
    return list(arc.vars)


def _revise_any(state: State[Any, Any], arc: Arc) -> list[int] | None:
    """Revise one arc: the variables whose domains shrank, or None on a wipe-out."""
    if isinstance(arc, tuple):
        propagator, side = arc
        revised = revise(state, arc)
        changed = [propagator.vars[side]]
    elif isinstance(arc, HyperArc):
        revised = revise_hyperarc(state, arc)
        changed = [state.index[arc.var]]
    else:
        before = [state.dom[i] for i in arc.vars]
        state.propagations += 1
        kept = arc.propagate(state) and all(state.dom[i] for i in arc.vars)
        revised = None if not kept else True
        changed = [i for i, was in zip(arc.vars, before) if state.dom[i] != was]
    state.clear_queue()  # the arcs follow the changes, not the state's own queue
    if revised is None:
        return None
    return changed if revised else []


def _owner(arc: Arc) -> object:
    """The constraint an arc belongs to."""
    if isinstance(arc, tuple):
        return arc[0].constraint
    return arc.constraint


def _key(arc: Arc) -> object:
    return arc if isinstance(arc, tuple) else id(arc)


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
