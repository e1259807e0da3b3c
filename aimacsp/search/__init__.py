"""Backtracking search (AIMA section 6.3, Figure 6.5): the solvers, the heuristics of 6.3.1
(MRV, degree, LCV), the inferences of 6.3.2 (forward checking, MAC), and what a plug-in
declares about itself.

Read `recursive` first: a short recursive search that follows Figure 6.5 line by line. `solver`
is the same search as a fast loop with limits, statistics and a trace; the tests hold the two
to the same answers. The state they search over, its propagation and limits are the floor
below, `aimacsp.propagation`.
"""

from .adaptive import dom_wdeg, last_conflict, mrv_wdeg, phase_saving
from .book import backtracking_search, solutions
from .heuristics import (
    degree,
    first_unassigned_variable,
    lcv,
    mrv,
    mrv_degree,
    unordered_domain_values,
)
from .inference import forward_checking, mac, no_inference
from .plugins import (
    Inference,
    InferenceDeclaration,
    ValueOrderer,
    VariableSelector,
    declaration_of,
    declare_inference,
)
from .recursive import recursive_backtracking_search
from .restarts import Restarts
from .solver import Solver, Stats, Status

__all__ = [
    "Solver",
    "Status",
    "Stats",
    "backtracking_search",
    "recursive_backtracking_search",
    "solutions",
    "first_unassigned_variable",
    "mrv",
    "degree",
    "mrv_degree",
    "dom_wdeg",
    "mrv_wdeg",
    "last_conflict",
    "phase_saving",
    "Restarts",
    "unordered_domain_values",
    "lcv",
    "no_inference",
    "forward_checking",
    "mac",
    "VariableSelector",
    "ValueOrderer",
    "Inference",
    "InferenceDeclaration",
    "declare_inference",
    "declaration_of",
]
