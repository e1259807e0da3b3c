"""`tree_csp_solver` (AIMA Figure 6.11)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aimacsp import CSP, tree_csp_solver

from .strategies import brute_force


@st.composite
def tree_csps(draw: st.DrawFn) -> CSP[int, int]:
    n = draw(st.integers(1, 7))
    csp: CSP[int, int] = CSP()
    for var in range(n):
        csp.add_variable(
            var, draw(st.lists(st.integers(0, 3), min_size=1, max_size=4, unique=True))
        )
    for child in range(1, n):
        if draw(st.booleans()):  # a forest: some variables start a tree of their own
            parent = draw(st.integers(0, child - 1))
            pairs = list(itertools.product(range(4), repeat=2))
            allowed = frozenset(draw(st.sets(st.sampled_from(pairs), max_size=16)))
            scope = [parent, child] if draw(st.booleans()) else [child, parent]
            csp.add_constraint(lambda a, b, ok=allowed: (a, b) in ok, scope)
    return csp


@given(tree_csps())
def test_tree_solver_agrees_with_brute_force(csp: CSP[int, int]) -> None:
    solution = tree_csp_solver(csp)
    if solution is None:
        assert brute_force(csp) == []
    else:
        assert csp.is_solution(solution)


def test_cycles_and_wide_constraints_are_refused() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c"], [0, 1])
    for a, b in ["ab", "bc", "ca"]:
        csp.add_constraint(lambda x, y: x != y, [a, b])
    with pytest.raises(ValueError, match="cycle"):
        tree_csp_solver(csp)
    wide: CSP[str, int] = CSP()
    wide.add_variables(["a", "b", "c"], [0, 1])
    wide.add_constraint(lambda x, y, z: x != y, ["a", "b", "c"])
    with pytest.raises(ValueError, match="3 variables"):
        tree_csp_solver(wide)
