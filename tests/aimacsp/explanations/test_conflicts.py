"""`minimal_conflict` and `explain` against brute force: conflicting, minimal, None exactly
when a solution exists."""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aimacsp import (
    CSP,
    AllDifferent,
    Conflict,
    Constraint,
    Limits,
    ModelError,
    SearchLimitReached,
    Sum,
    explain,
    minimal_conflict,
)
from aimacsp.problems import queens
from tests.aimacsp.strategies import VALUES, csps

NOTHING: Mapping[Any, Any] = MappingProxyType({})


def satisfiable(
    csp: CSP[Any, Any],
    constraints: Sequence[Constraint[Any, Any]],
    fixed: Mapping[Any, Any] = NOTHING,
) -> bool:
    """Brute force: some assignment of the scopes' variables (``fixed`` ones fixed) meets all
    ``constraints``."""
    variables = sorted({v for c in constraints for v in c.scope} | set(fixed))
    choices = [[fixed[v]] if v in fixed else csp.domains[v] for v in variables]
    for values in itertools.product(*choices):
        assignment = dict(zip(variables, values))
        if all(c.is_satisfied([assignment[v] for v in c.scope]) for c in constraints):
            return True
    return False


def assert_minimal(
    csp: CSP[Any, Any],
    conflict: list[Constraint[Any, Any]],
    background: Sequence[Constraint[Any, Any]] = (),
    fixed: Mapping[Any, Any] = NOTHING,
) -> None:
    assert not satisfiable(csp, [*background, *conflict], fixed)
    for k in range(len(conflict)):
        rest = conflict[:k] + conflict[k + 1 :]
        assert satisfiable(csp, [*background, *rest], fixed), (conflict, k)


@given(csps(max_variables=4, max_constraints=6))
def test_minimal_conflict_matches_brute_force(csp: CSP[str, int]) -> None:
    conflict = minimal_conflict(csp)
    if satisfiable(csp, csp.constraints):
        assert conflict is None
    else:
        assert conflict is not None and conflict.minimal and conflict.domain_of is None
        assert conflict  # a CSP's domains are never empty, so constraints are named
        assert all(c in csp.constraints for c in conflict)
        assert_minimal(csp, conflict)


@given(csps(max_variables=4, max_constraints=5), st.data())
def test_explain_matches_brute_force(csp: CSP[str, int], data: st.DataObject) -> None:
    var = data.draw(st.sampled_from(csp.variables))
    value = data.draw(st.sampled_from(VALUES))
    conflict = explain(csp, var, value)
    if value not in csp.domains[var]:
        assert conflict == [] and conflict is not None and conflict.domain_of == var
    elif satisfiable(csp, csp.constraints, {var: value}):
        assert conflict is None
    else:
        assert conflict is not None and conflict.minimal
        assert_minimal(csp, conflict, fixed={var: value})


@given(csps(max_variables=4, max_constraints=6), st.data())
def test_among_chooses_the_candidates_and_keeps_the_rest(
    csp: CSP[str, int], data: st.DataObject
) -> None:
    among = data.draw(st.permutations(csp.constraints))
    among = among[: data.draw(st.integers(0, len(among)))]
    background = [c for c in csp.constraints if c not in among]
    conflict = minimal_conflict(csp, among=among)
    if satisfiable(csp, csp.constraints):
        assert conflict is None
    else:
        assert conflict is not None and all(c in among for c in conflict)
        assert_minimal(csp, conflict, background)


@given(csps(max_variables=4, max_constraints=6), st.integers(0, 3))
def test_limits_keep_answers_sound(csp: CSP[str, int], nodes: int) -> None:
    try:
        conflict = minimal_conflict(csp, limits=Limits(nodes=nodes))
    except SearchLimitReached:
        return
    if conflict is None:
        assert satisfiable(csp, csp.constraints)
    else:
        assert not satisfiable(csp, conflict)
        if conflict.minimal:
            assert_minimal(csp, conflict)


def test_a_spent_budget_still_proves_by_propagation_but_not_minimality() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c"], [0, 1])
    loose = csp.add_constraint(Sum(["a", "b", "c"], "<=", 2))
    a = csp.add_constraint(Sum(["a"], "==", 1))
    ab = csp.add_constraint(Sum(["a", "b"], "==", 1))
    b = csp.add_constraint(Sum(["b"], "==", 1))
    # Propagation proves the conflict, but proving that a smaller set has a solution takes
    # search nodes, which the budget does not allow.
    conflict = minimal_conflict(csp, limits=Limits(nodes=0))
    assert conflict is not None and not conflict.minimal and not satisfiable(csp, conflict)
    assert minimal_conflict(csp) == [a, ab, b] and loose in csp.constraints


def test_an_undecided_search_raises() -> None:
    csp = queens(12)
    with pytest.raises(SearchLimitReached):
        minimal_conflict(csp, limits=Limits(nodes=0))
    assert minimal_conflict(csp) is None


def test_quickxplain_prefers_the_constraints_that_come_first() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c", "d"], [0, 1])
    a1 = csp.add_constraint(Sum(["a"], "==", 1, name="a1"))
    b1 = csp.add_constraint(Sum(["b"], "==", 1, name="b1"))
    a0 = csp.add_constraint(Sum(["a"], "==", 0, name="a0"))
    b0 = csp.add_constraint(Sum(["b"], "==", 0, name="b0"))
    assert minimal_conflict(csp) == [a1, a0]
    assert minimal_conflict(csp, among=[b0, a0, b1, a1]) == [b0, b1]


def test_quickxplain_needs_few_tests_for_a_small_conflict_among_many() -> None:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(65), [0, 1])
    for k in range(64):
        csp.add_constraint(Sum([k, k + 1], "==", 1))
    wrong = csp.add_constraint(Sum([20, 21], "==", 2))
    conflict = minimal_conflict(csp)
    assert conflict is not None and conflict[-1] is wrong and len(conflict) == 2
    k, n = len(conflict), len(csp.constraints)
    assert conflict.tests <= 2 * k * math.log2(n / k) + 2 * k  # Junker's bound; deletion: n


def test_the_domain_alone_can_exclude_a_value() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "y"], [1, 2])
    conflict = explain(csp, "x", 3)
    assert conflict == [] and conflict is not None and conflict.domain_of == "x"
    assert repr(conflict) == "Conflict([], domain_of='x')"


def test_an_empty_conflict_when_the_kept_constraints_conflict_alone() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "y", "z"], [1, 2])
    kept = csp.add_constraint(AllDifferent(["x", "y", "z"]))
    other = csp.add_constraint(Sum(["x", "y"], "==", 3))
    conflict = minimal_conflict(csp, among=[other])
    assert conflict == [] and conflict is not None and conflict.domain_of is None
    assert minimal_conflict(csp) == [kept]


def test_the_conflict_is_a_list_that_prints_readably() -> None:
    csp: CSP[str, str] = CSP()
    csp.add_variables(["WA", "NT", "SA"], ["red", "green"])
    for a, b in [("WA", "NT"), ("WA", "SA"), ("NT", "SA")]:
        csp.add_constraint(lambda x, y: x != y, [a, b])
    conflict = minimal_conflict(csp)
    assert isinstance(conflict, Conflict) and isinstance(conflict, list)
    assert str(conflict) == (
        "Conflict([Predicate(<lambda>(WA, NT)), Predicate(<lambda>(WA, SA)), "
        "Predicate(<lambda>(NT, SA))])"
    )
    assert explain(csp, "WA", "red") == list(csp.constraints)


def test_bad_arguments_are_named() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "y"], [1, 2])
    with pytest.raises(ModelError, match="'z' is not a variable"):
        explain(csp, "z", 1)
    stranger = Sum(["x", "y"], "==", 2)
    with pytest.raises(ModelError, match=r"Sum\(x \+ y == 2\) is not a constraint of this CSP"):
        minimal_conflict(csp, among=[stranger])


def test_a_conflict_in_one_part_ignores_the_others() -> None:
    csp = queens(6)
    base = len(csp.constraints)
    csp.add_variables(["p", "q"], [0, 1])
    p = csp.add_constraint(Sum(["p"], "==", 1))
    q = csp.add_constraint(Sum(["p", "q"], ">=", 3))
    conflict = minimal_conflict(csp)
    assert conflict == [q] and base > 0
    assert explain(csp, "p", 0) == [p]
