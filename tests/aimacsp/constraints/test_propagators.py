"""Every propagator is sound; `Table` and 0/1 `Sum` reach full GAC (against brute force)."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp import CSP, AllDifferent, Constraint, Predicate, Sum, Table, gac
from tests.aimacsp.strategies import VALUES, constraints_over, domains_for, supported_values

VARIABLES = ["a", "b", "c", "d"]


def filtered(
    constraint: Constraint[str, int], domains: dict[str, list[int]]
) -> dict[str, set[int]] | None:
    """The domains after running the constraint's propagator alone to its fixpoint."""
    csp: CSP[str, int] = CSP()
    for var in VARIABLES:
        csp.add_variable(var, domains[var])
    csp.add_constraint(constraint)
    result = gac(csp)
    return None if result is None else {var: set(values) for var, values in result.items()}


def full_gac(
    constraint: Constraint[str, int], domains: dict[str, list[int]]
) -> dict[str, set[int]] | None:
    """What full GAC leaves: the supported values, or None when some variable has none."""
    support = supported_values(constraint, domains)
    if any(not values for values in support.values()):
        return None
    return {var: support.get(var, set(domains[var])) for var in VARIABLES}


@given(st.data())
def test_every_propagator_is_sound(data: st.DataObject) -> None:
    domains = data.draw(domains_for(VARIABLES))
    constraint = data.draw(constraints_over(VARIABLES))
    note(f"{domains} {constraint!r}")
    result = filtered(constraint, domains)
    exact = full_gac(constraint, domains)
    if exact is None:
        return  # any answer is sound when the constraint has no solution
    assert result is not None, "a satisfiable constraint was declared a wipe-out"
    for var in VARIABLES:
        assert exact[var] <= result[var], f"{var} lost a supported value"


@given(st.data())
def test_table_reaches_full_gac(data: st.DataObject) -> None:
    domains = data.draw(domains_for(VARIABLES))
    arity = data.draw(st.integers(1, 4))
    scope = VARIABLES[:arity]
    universe = list(itertools.product(VALUES, repeat=arity))
    allowed = data.draw(st.sets(st.sampled_from(universe), max_size=12))
    table = Table(scope, allowed)
    assert filtered(table, domains) == full_gac(table, domains)


@given(st.data())
def test_small_predicates_reach_full_gac(data: st.DataObject) -> None:
    domains = data.draw(domains_for(VARIABLES))
    arity = data.draw(st.integers(1, 4))
    universe = list(itertools.product(VALUES, repeat=arity))
    allowed = frozenset(data.draw(st.sets(st.sampled_from(universe), max_size=12)))
    predicate = Predicate(lambda *values: values in allowed, VARIABLES[:arity])
    assert filtered(predicate, domains) == full_gac(predicate, domains)


@given(st.data())
def test_zero_one_sum_reaches_full_gac(data: st.DataObject) -> None:
    domains = data.draw(domains_for(VARIABLES, [0, 1]))
    arity = data.draw(st.integers(1, 4))
    op = data.draw(st.sampled_from(["==", "<=", ">="]))
    rhs = data.draw(st.integers(-1, arity + 1))
    # Unit weights (a Minesweeper number), or any weights with an inequality.
    weights = (
        None
        if op == "=="
        else data.draw(st.lists(st.integers(-3, 3), min_size=arity, max_size=arity))
    )
    constraint = Sum(VARIABLES[:arity], op, rhs, weights)
    note(repr(constraint))
    assert filtered(constraint, domains) == full_gac(constraint, domains)


def _fits_real_relaxation(
    constraint: Sum[str, int], domains: dict[str, set[int]], var: str, value: int
) -> bool:
    """Whether ``var = value`` extends to a solution where the other variables may take any
    real value between their smallest and largest (the relaxation bounds consistency uses)."""
    low = high = 0
    for other, w in zip(constraint.scope, constraint.weights):
        if other == var:
            low += w * value
            high += w * value
        else:
            ends = (w * min(domains[other]), w * max(domains[other]))
            low += min(ends)
            high += max(ends)
    if constraint.op == "==":
        return low <= constraint.rhs <= high
    if constraint.op == "<=":
        return low <= constraint.rhs
    return high >= constraint.rhs


@given(st.data())
def test_sum_reaches_bounds_consistency(data: st.DataObject) -> None:
    domains = data.draw(domains_for(VARIABLES, list(range(-2, 4))))
    arity = data.draw(st.integers(1, 4))
    op = data.draw(st.sampled_from(["==", "<=", ">="]))
    weights = data.draw(st.lists(st.integers(-3, 3), min_size=arity, max_size=arity))
    constraint = Sum(VARIABLES[:arity], op, data.draw(st.integers(-8, 8)), weights)
    note(f"{domains} {constraint!r}")
    result = filtered(constraint, domains)
    if result is None:
        return  # soundness of wipe-outs is checked above
    for var in VARIABLES[:arity]:
        for end in (min(result[var]), max(result[var])):
            assert _fits_real_relaxation(constraint, result, var, end), (var, end)


@given(st.data())
def test_alldifferent_fails_on_any_hall_violation(data: st.DataObject) -> None:
    domains = data.draw(domains_for(VARIABLES))
    offsets = data.draw(st.none() | st.lists(st.integers(-2, 2), min_size=4, max_size=4))
    constraint = AllDifferent(VARIABLES, offsets=offsets, level="basic")
    exact = full_gac(constraint, domains)
    assert (filtered(constraint, domains) is None) == (exact is None)


def test_alldifferent_removes_fixed_values() -> None:
    domains: dict[str, list[Any]] = {"a": [1], "b": [1, 2], "c": [1, 2, 3], "d": [0, 1, 2, 3]}
    result = filtered(AllDifferent(VARIABLES), domains)
    assert result == {"a": {1}, "b": {2}, "c": {3}, "d": {0}}


def test_sum_works_beside_variables_with_other_kinds_of_values() -> None:
    from aimacsp import Solver

    csp: CSP[str, Any] = CSP()
    csp.add_variable("colour", ["red", "green"])
    csp.add_variable("x", [2, -1, 0])
    csp.add_variable("y", [0, 1, 3])
    csp.add_constraint(Sum(["x", "y"], "==", 2))
    csp.add_constraint(lambda c, x: (c == "red") == (x > 0), ["colour", "x"])
    assert sorted(tuple(s.values()) for s in Solver(csp).solutions()) == [
        ("green", -1, 3),
        ("red", 2, 0),
    ]
