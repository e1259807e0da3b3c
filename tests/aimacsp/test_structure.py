"""`tree_csp_solver` (AIMA Figure 6.11), `cycle_cutset` and `cutset_conditioning` (6.5.1),
against brute force."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aimacsp import CSP, ModelError, cutset_conditioning, cycle_cutset, tree_csp_solver
from aimacsp.problems import australia
from aimacsp.structure import _is_forest as is_forest
from aimacsp.structure import conditioned

from .strategies import brute_force, csps


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


@given(csps(max_variables=5, max_constraints=6))
def test_cycle_cutset_leaves_a_forest_and_is_minimal(csp: CSP[str, int]) -> None:
    cutset = cycle_cutset(csp)
    assert len(set(cutset)) == len(cutset) and set(cutset) <= set(csp.variables)
    assert is_forest(csp, set(cutset))
    for var in cutset:
        assert not is_forest(csp, set(cutset) - {var}), f"{var} is not needed in {cutset}"


@given(csps(max_variables=5, max_constraints=6))
def test_cutset_conditioning_agrees_with_brute_force(csp: CSP[str, int]) -> None:
    # csps() draws constraints over one to four variables: conditioned, each becomes a
    # unary or a binary one on the tree that is left.
    solution = cutset_conditioning(csp)
    if solution is None:
        assert brute_force(csp) == []
    else:
        assert csp.is_solution(solution)


@given(csps(max_variables=5, max_constraints=6), st.data())
def test_cutset_conditioning_steps_through_every_cutset_assignment(
    csp: CSP[str, int], data: st.DataObject
) -> None:
    # A larger cutset than needed (any superset of one leaves a forest) gives the same
    # answers: each consistent assignment of it with the tree it leaves solved, or not.
    extra = data.draw(st.sets(st.sampled_from(list(csp.variables))))
    cutset = list(dict.fromkeys([*cycle_cutset(csp), *sorted(extra)]))
    seen = 0
    for fixed, found in conditioned(csp, cutset):
        seen += 1
        wanted = [s for s in brute_force(csp) if all(s[v] == x for v, x in fixed.items())]
        assert (found is None) == (not wanted), (fixed, found)
        assert found is None or csp.is_solution(found)
    assert seen <= math.prod(len(csp.domains[v]) for v in cutset)


def test_australia_conditioned_on_south_australia() -> None:
    # AIMA Figure 6.12: fixing SA leaves a tree; three colours for SA, each then solved
    # without backtracking.
    steps = list(conditioned(australia(), ["SA"]))
    assert [fixed["SA"] for fixed, _ in steps] == ["red", "green", "blue"]
    assert all(found is not None and australia().is_solution(found) for _, found in steps)
    assert cycle_cutset(australia()) == ["SA"]


def test_a_cutset_that_leaves_a_cycle_is_refused_by_name() -> None:
    with pytest.raises(ModelError, match=r"removing \['T'\] leaves a cycle"):
        cutset_conditioning(australia(), ["T"])
    with pytest.raises(ModelError, match="'XX' is not a variable"):
        cutset_conditioning(australia(), ["XX"])
    with pytest.raises(ModelError, match="names a variable twice"):
        cutset_conditioning(australia(), ["SA", "SA"])
    with pytest.raises(TypeError, match="cutset_conditioning: csp must be a CSP"):
        cutset_conditioning("map")  # type: ignore[arg-type]


def test_a_three_variable_constraint_is_conditioned_into_a_binary_one() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(list("abc"), range(4))
    csp.add_constraint(lambda a, b, c: a + b == c, ["a", "b", "c"])
    csp.add_constraint(lambda a, c: a < c, ["a", "c"])
    assert not is_forest(csp, set())
    (var,) = cycle_cutset(csp)
    solution = cutset_conditioning(csp)
    assert solution is not None and csp.is_solution(solution)
    assert cutset_conditioning(csp, [var]) is not None
