"""Hypothesis strategies for random small CSPs, and the brute-force oracle they are judged by."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

from hypothesis import strategies as st

from aimacsp import CSP, AllDifferent, Constraint, Predicate, Sum, Table

Assignment = dict[Any, Any]


def brute_force(csp: CSP[Any, Any]) -> list[Assignment]:
    """Every solution, by enumerating every complete assignment."""
    variables = csp.variables
    found = []
    for values in itertools.product(*(csp.domains[v] for v in variables)):
        assignment = dict(zip(variables, values))
        if csp.is_solution(assignment):
            found.append(assignment)
    return found


def supported_values(
    constraint: Constraint[Any, Any], domains: dict[Any, Sequence[Any]]
) -> dict[Any, set[Any]]:
    """For each scope variable, the values used by some tuple satisfying the constraint."""
    support: dict[Any, set[Any]] = {var: set() for var in constraint.scope}
    for values in itertools.product(*(domains[v] for v in constraint.scope)):
        if constraint.is_satisfied(values):
            for var, value in zip(constraint.scope, values):
                support[var].add(value)
    return support


def frozen(solutions: list[Assignment]) -> set[frozenset[tuple[Any, Any]]]:
    return {frozenset(s.items()) for s in solutions}


VALUES = list(range(4))


@st.composite
def domains_for(
    draw: st.DrawFn, variables: Sequence[str], values: Sequence[int] = VALUES
) -> dict[str, list[int]]:
    return {
        var: draw(st.lists(st.sampled_from(values), min_size=1, max_size=len(values), unique=True))
        for var in variables
    }


def _table_predicate(allowed: frozenset[tuple[int, ...]]) -> Callable[..., bool]:
    return lambda *values: values in allowed


@st.composite
def constraints_over(
    draw: st.DrawFn, variables: Sequence[str], zero_one: bool = False
) -> Constraint[str, int]:
    """One random constraint of a random family over a random part of ``variables``."""
    arity = draw(st.integers(1, min(4, len(variables))))
    scope = draw(st.permutations(variables))[:arity]
    values = [0, 1] if zero_one else VALUES
    kinds = ["predicate", "table", "alldiff", "sum"]
    kind = draw(st.sampled_from(kinds))
    if kind in ("predicate", "table"):
        universe = list(itertools.product(values, repeat=arity))
        allowed = draw(st.sets(st.sampled_from(universe), max_size=len(universe)))
        if kind == "table":
            return Table(scope, allowed)
        return Predicate(_table_predicate(frozenset(allowed)), scope)
    if kind == "alldiff":
        offsets = draw(st.none() | st.lists(st.integers(-2, 2), min_size=arity, max_size=arity))
        level = draw(st.sampled_from(["basic", "singles", "gac"]))
        return AllDifferent(scope, offsets=offsets, level=level)
    weights = draw(st.none() | st.lists(st.integers(-2, 2), min_size=arity, max_size=arity))
    op = draw(st.sampled_from(["==", "<=", ">="]))
    rhs = draw(st.integers(-3, 3 * arity))
    return Sum(scope, op, rhs, weights)


@st.composite
def csps(
    draw: st.DrawFn, max_variables: int = 5, max_constraints: int = 5, zero_one: bool = False
) -> CSP[str, int]:
    """A random CSP with binary and n-ary constraints of every family, satisfiable or not."""
    n = draw(st.integers(1, max_variables))
    variables = [f"x{k}" for k in range(n)]
    csp: CSP[str, int] = CSP()
    doms = draw(domains_for(variables, [0, 1] if zero_one else VALUES))
    for var in variables:
        csp.add_variable(var, doms[var])
    for _ in range(draw(st.integers(0, max_constraints))):
        csp.add_constraint(draw(constraints_over(variables, zero_one)))
    return csp
