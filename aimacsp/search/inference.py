"""Inference after an assignment (AIMA section 6.3.2): none, forward checking, or MAC.

Each is ``(var, state) -> bool``, called right after ``var`` was assigned; ``False`` means a
domain was wiped out. Any other function of that shape can be passed to the solver, and says
what it does with `declare_inference` (the search reads only that, never the name or
the identity of the function).

>>> from aimacsp import Solver
>>> from aimacsp.problems import queens
>>> nodes = {}
>>> for inference in (no_inference, forward_checking, mac):
...     solver = Solver(queens(8), inference=inference, preprocess=False)
...     _ = solver.solve()
...     nodes[inference.__name__] = solver.stats.assignments
>>> nodes["mac"] <= nodes["forward_checking"] <= nodes["no_inference"]
True
"""

from __future__ import annotations

from ..propagation.state import State
from ..types import D, V
from .plugins import declare_inference

__all__ = ["no_inference", "forward_checking", "mac"]


@declare_inference(prunes=False)
def no_inference(var: V, state: State[V, D]) -> bool:
    """Prune nothing: plain backtracking only checks the constraints (AIMA Figure 6.5)."""
    return True


@declare_inference(checks=True, runs_every_propagator=True)
def forward_checking(var: V, state: State[V, D]) -> bool:
    """Filter each constraint on ``var`` once, so the neighbours keep only the values
    consistent with the assignment; the changes do not spread further."""
    return state.propagate_once(state.index[var])


@declare_inference(checks=True, fixpoint=True, runs_every_propagator=True)
def mac(var: V, state: State[V, D]) -> bool:
    """Maintaining Arc Consistency: propagate from the constraints on ``var`` until no domain
    changes (AC-3 seeded with the arcs into ``var``, generalised to n-ary constraints)."""
    if not state.at_fixpoint:
        # Without a propagated root, ``var`` may have been fixed from the start and its
        # constraints never run: seed the queue with them. Otherwise a value left in a
        # domain after propagation is already consistent, and only real changes matter.
        state.mark_changed(state.index[var])
    return state.propagate()
