"""Backtracking search (AIMA section 6.3, Figure 6.5): the state and its trail, the solvers,
the heuristics of 6.3.1 (MRV, degree, LCV), the inferences of 6.3.2 (forward checking, MAC).

Read `recursive` first: a short recursive search that follows Figure 6.5 line by line. `solver`
is the same search as a fast loop with limits, statistics and a trace; the tests hold the two
to the same answers.
"""

from .heuristics import (
    degree,
    dom_wdeg,
    first_unassigned_variable,
    lcv,
    mrv,
    mrv_degree,
    unordered_domain_values,
)
from .inference import forward_checking, mac, no_inference
from .limits import Limits
from .plugins import (
    Inference,
    ValueOrderer,
    VariableSelector,
    declare_inference,
    inference_checks,
    inference_prunes,
    inference_reaches_fixpoint,
)
from .solver import Solver, Stats, Status, backtracking_search, solutions
from .state import State
from .trace import Assign, Backtrack, Event, Prune, Solution, Trace

__all__ = [
    "Solver",
    "Status",
    "Stats",
    "Limits",
    "State",
    "backtracking_search",
    "solutions",
    "first_unassigned_variable",
    "mrv",
    "degree",
    "mrv_degree",
    "dom_wdeg",
    "unordered_domain_values",
    "lcv",
    "no_inference",
    "forward_checking",
    "mac",
    "VariableSelector",
    "ValueOrderer",
    "Inference",
    "Trace",
    "declare_inference",
    "inference_prunes",
    "inference_checks",
    "inference_reaches_fixpoint",
    "Event",
    "Assign",
    "Prune",
    "Backtrack",
    "Solution",
]
