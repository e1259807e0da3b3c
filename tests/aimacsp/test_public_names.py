"""The public face of aimacsp: every name a user imports stays where the documentation says."""

from __future__ import annotations

import importlib

import pytest

import aimacsp

#: Every public name of the package, as the README and the docs use them. A name leaves
#: this list only with a release note: removing one breaks users' code.
PUBLIC_NAMES = {
    "__version__", "CSP", "Constraint", "Predicate", "Table", "AllDifferent", "Sum",
    "Propagator", "State", "Solver", "Status", "Limits", "Stats", "backtracking_search",
    "recursive_backtracking_search", "solutions", "count_solutions", "components",
    "weighted_count", "WeightedCount", "minimal_conflict", "explain", "Conflict", "ac3", "gac",
    "min_conflicts", "tree_csp_solver", "first_unassigned_variable", "mrv", "degree",
    "mrv_degree", "dom_wdeg", "mrv_wdeg", "unordered_domain_values", "lcv", "no_inference",
    "forward_checking", "mac", "declare_inference", "Event", "Assign", "Prune", "Backtrack",
    "Solution", "ModelError", "SearchLimitReached", "VariableSelector", "ValueOrderer",
    "Inference", "Trace", "DomainStore", "SearchRecord", "Expression", "Var", "VarArray",
    "count", "minimum", "maximum", "element", "if_then_else", "implies", "iff",
}  # fmt: skip

#: The rooms a user may import from, with a name each must hold.
PUBLIC_MODULES = {
    "aimacsp.search": "mrv",
    "aimacsp.counting": "count_solutions",
    "aimacsp.explanations": "quickxplain",
    "aimacsp.constraints": "AllDifferent",
    "aimacsp.expressions": "Op",
    "aimacsp.structure": "UnionFind",
    "aimacsp.problems": "queens",
    "aimacsp.types": "DomainStore",
    "aimacsp.version": "VersionAction",
    "aimacsp.drawing": "SearchRecord",
}


def test_every_public_name_is_exported() -> None:
    assert set(aimacsp.__all__) >= PUBLIC_NAMES, sorted(PUBLIC_NAMES - set(aimacsp.__all__))
    for name in PUBLIC_NAMES:
        assert getattr(aimacsp, name) is not None, name


@pytest.mark.parametrize("module", sorted(PUBLIC_MODULES))
def test_the_public_rooms_hold_their_names(module: str) -> None:
    room = importlib.import_module(module)
    assert hasattr(room, PUBLIC_MODULES[module])
    for name in getattr(room, "__all__", []):
        assert hasattr(room, name), f"{module}.__all__ lists {name}, which it lacks"


def test_a_room_is_not_shadowed_by_a_function() -> None:
    # `import aimacsp.explanations` must give the room, not the function `explain`
    import aimacsp.explanations as room

    assert room.__name__ == "aimacsp.explanations" and callable(room.explain)
