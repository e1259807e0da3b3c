"""aimacsp: constraint satisfaction in the style of AIMA chapter 6, typed and fast.

>>> from aimacsp import CSP, AllDifferent, backtracking_search
>>> csp = CSP()
>>> csp.add_variables(["x", "y", "z"], [1, 2, 3])
>>> _ = csp.add_constraint(AllDifferent(["x", "y", "z"]))
>>> _ = csp.add_constraint(lambda x, z: x > z, ["x", "z"])
>>> backtracking_search(csp)
{'x': 2, 'y': 3, 'z': 1}
"""

from . import version as _version
from .consistency import ac3, gac
from .constraints import AllDifferent, Constraint, Predicate, Propagator, Sum, Table
from .counting import components, count_solutions
from .drawing import SearchRecord
from .errors import ModelError, SearchLimitReached
from .explain import Conflict, explain, minimal_conflict
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
from .local import min_conflicts
from .model import CSP
from .search import Limits, Solver, Stats, Status, backtracking_search, solutions
from .state import State
from .trace import Assign, Backtrack, Event, Prune, Solution
from .tree import tree_csp_solver
from .weighted import WeightedCount, weighted_count

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
    "Propagator",
    "State",
    "Solver",
    "Status",
    "Limits",
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
    "Event",
    "Assign",
    "Prune",
    "Backtrack",
    "Solution",
    "SearchRecord",
    "ModelError",
    "SearchLimitReached",
]
