"""aimacsp: constraint satisfaction in the style of AIMA chapter 6, typed and fast.

The package is laid out as the chapter is: the model (`model`, `types`, `errors`,
`constraints/`, and `expressions/` to write it as arithmetic: 6.1), `propagation/` (the
state and its trail, AC-3, GAC, limits: 6.2), `search/` (backtracking, heuristics, inference:
6.3), `local_search` (min-conflicts: 6.4), `structure` and `decomposition` (tree CSPs, cutset
conditioning, tree decompositions: 6.5), and beyond the
chapter `counting/` (exact solution counts, beside the search on the propagation floor) and
`explanations/` (why there is no solution).

>>> from aimacsp import CSP, AllDifferent, backtracking_search
>>> csp = CSP()
>>> csp.add_variables(["x", "y", "z"], [1, 2, 3])
>>> _ = csp.add_constraint(AllDifferent(["x", "y", "z"]))
>>> _ = csp.add_constraint(lambda x, z: x > z, ["x", "z"])
>>> backtracking_search(csp)
{'x': 2, 'y': 3, 'z': 1}
"""

from . import version as _version
from .constraints import (
    ANY,
    MDD,
    AllDifferent,
    AllEqual,
    Arithmetic,
    BinPacking,
    Channel,
    Circuit,
    Constraint,
    Count,
    Cumulative,
    Decreasing,
    Element,
    GlobalCardinality,
    Increasing,
    LexDecreasing,
    LexIncreasing,
    Maximum,
    Minimum,
    NoOverlap,
    NoOverlap2D,
    NValues,
    Predicate,
    Propagator,
    Regular,
    ReifiedSum,
    ShortTable,
    SubCircuit,
    Sum,
    Table,
)
from .counting import WeightedCount, components, count_solutions, weighted_count
from .decomposition import TreeDecomposition, solve_tree_decomposition, tree_decomposition
from .drawing import SearchRecord
from .errors import ModelError, ModelWarning, SearchLimitReached, UnsoundPruning
from .explanations import Conflict, explain, minimal_conflict
from .expressions import (
    Expression,
    Var,
    VarArray,
    count,
    element,
    if_then_else,
    iff,
    implies,
    maximum,
    minimum,
)
from .local_search import min_conflicts
from .model import CSP
from .propagation import (
    Assign,
    Backtrack,
    Budget,
    BudgetSpent,
    Event,
    Limits,
    Prune,
    Restart,
    Solution,
    Span,
    Split,
    State,
    Trace,
    ac3,
    gac,
)
from .search import (
    Inference,
    InferenceDeclaration,
    Restarts,
    Solver,
    Stats,
    Status,
    ValueOrderer,
    VariableSelector,
    backtracking_search,
    declaration_of,
    declare_inference,
    degree,
    dom_wdeg,
    first_unassigned_variable,
    forward_checking,
    last_conflict,
    lcv,
    mac,
    mrv,
    mrv_degree,
    mrv_wdeg,
    no_inference,
    phase_saving,
    recursive_backtracking_search,
    solutions,
    unordered_domain_values,
)
from .structure import cutset_conditioning, cycle_cutset, tree_csp_solver
from .types import DomainStore

__version__: str  # set on first use by __getattr__ below


def __getattr__(name: str) -> str:
    """``__version__``, read from the package metadata on first use (see `version`)."""
    if name == "__version__":
        found = _version.package_version()
        globals()["__version__"] = found
        return found
    raise AttributeError(f"module 'aimacsp' has no attribute {name!r}")

__all__ = [
    "__version__",
    "CSP",
    "Constraint",
    "Predicate",
    "Table",
    "AllDifferent",
    "Sum",
    "ReifiedSum",
    "Arithmetic",
    "AllEqual",
    "Element",
    "Increasing",
    "Decreasing",
    "LexIncreasing",
    "LexDecreasing",
    "Count",
    "GlobalCardinality",
    "NValues",
    "Minimum",
    "Maximum",
    "Channel",
    "NoOverlap",
    "NoOverlap2D",
    "Cumulative",
    "BinPacking",
    "Circuit",
    "SubCircuit",
    "Regular",
    "MDD",
    "ShortTable",
    "ANY",
    "Propagator",
    "State",
    "Solver",
    "Status",
    "Limits",
    "Budget",
    "BudgetSpent",
    "Stats",
    "backtracking_search",
    "solutions",
    "count_solutions",
    "components",
    "weighted_count",
    "WeightedCount",
    "minimal_conflict",
    "explain",
    "Conflict",
    "ac3",
    "gac",
    "min_conflicts",
    "tree_csp_solver",
    "cycle_cutset",
    "cutset_conditioning",
    "tree_decomposition",
    "TreeDecomposition",
    "solve_tree_decomposition",
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
    "Event",
    "Assign",
    "Split",
    "Span",
    "Prune",
    "Backtrack",
    "Solution",
    "Restart",
    "SearchRecord",
    "ModelError",
    "ModelWarning",
    "SearchLimitReached",
    "UnsoundPruning",
    "recursive_backtracking_search",
    "declare_inference",
    "declaration_of",
    "InferenceDeclaration",
    "VariableSelector",
    "ValueOrderer",
    "Inference",
    "Trace",
    "DomainStore",
    "Expression",
    "Var",
    "VarArray",
    "count",
    "minimum",
    "maximum",
    "element",
    "if_then_else",
    "implies",
    "iff",
]
