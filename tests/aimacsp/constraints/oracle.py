"""The brute-force oracle the global constraints are judged by (the engine contract's checks).

Each check takes one constraint and the domains of its scope, builds a CSP of that one
constraint, and compares what the library does with what enumerating every tuple says:
the solver's solutions and count, the propagator's soundness, its declared consistency, and
its claim to settle the last variable.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any

from aimacsp import (
    CSP,
    Constraint,
    Solver,
    State,
    count_solutions,
    forward_checking,
    mac,
    min_conflicts,
)

Domains = Mapping[Any, Sequence[Any]]


def model(constraint: Constraint[Any, Any], domains: Domains) -> CSP[Any, Any]:
    """A CSP of the scope's variables, with ``domains``, and the one constraint."""
    csp: CSP[Any, Any] = CSP()
    for var in constraint.scope:
        csp.add_variable(var, list(domains[var]))
    csp.add_constraint(constraint)
    return csp


def satisfying(constraint: Constraint[Any, Any], domains: Domains) -> list[tuple[Any, ...]]:
    """Every tuple of the domains (in scope order) that satisfies the constraint."""
    return [
        values
        for values in itertools.product(*(domains[v] for v in constraint.scope))
        if constraint.is_satisfied(values)
    ]


def supported(constraint: Constraint[Any, Any], domains: Domains) -> dict[Any, set[Any]] | None:
    """Each variable's values used by some solution; None when there is none."""
    found: dict[Any, set[Any]] = {var: set() for var in constraint.scope}
    for values in satisfying(constraint, domains):
        for var, value in zip(constraint.scope, values):
            found[var].add(value)
    return found if all(found.values()) else None


def propagated(constraint: Constraint[Any, Any], domains: Domains) -> dict[Any, set[Any]] | None:
    """The domains after the constraint's propagator ran to its fixpoint; None on a wipe-out."""
    csp = model(constraint, domains)
    state = State(csp)
    state.wake_all()
    if not state.propagate():
        return None
    return {var: set(state.domain(var)) for var in constraint.scope}


def propagator_of(constraint: Constraint[Any, Any], domains: Domains) -> Any:
    """The constraint's propagator, built on a fresh state."""
    return constraint.propagator(State(model(constraint, domains)))


def check_solver(constraint: Constraint[Any, Any], domains: Domains) -> None:
    """Search (forward checking and MAC) finds exactly the satisfying tuples, each once, and
    `count_solutions` counts them."""
    csp = model(constraint, domains)
    expected = set(satisfying(constraint, domains))
    for inference in (forward_checking, mac):
        found = [
            tuple(s[v] for v in constraint.scope)
            for s in Solver(csp, inference=inference).solutions()
        ]
        assert len(found) == len(set(found)), "a solution was found twice"
        assert set(found) == expected, inference.__name__
    assert count_solutions(csp) == len(expected)


def check_sound(constraint: Constraint[Any, Any], domains: Domains) -> None:
    """The propagator removes no value of a solution and fails only when there is none."""
    exact = supported(constraint, domains)
    result = propagated(constraint, domains)
    if exact is None:
        return
    assert result is not None, "a satisfiable constraint was declared a wipe-out"
    for var in constraint.scope:
        assert exact[var] <= result[var], f"{var} lost a supported value"


def check_declared_consistency(constraint: Constraint[Any, Any], domains: Domains) -> None:
    """What the propagator's ``consistency`` promises holds after it ran."""
    declared = propagator_of(constraint, domains).consistency
    result = propagated(constraint, domains)
    if declared == "domain":
        assert result == supported(constraint, domains)
    elif declared == "bounds":
        raise AssertionError("no bounds check written for this constraint")
    else:
        assert declared == "forward"


def check_settles_last(
    constraint: Constraint[Any, Any], domains: Domains, rng: random.Random
) -> None:
    """With all variables but one fixed (at random), the one left keeps exactly the values
    that satisfy the constraint, as the propagator declares."""
    assert propagator_of(constraint, domains).settles_last_variable
    last = rng.choice(constraint.scope)
    narrowed = {v: [rng.choice(list(domains[v]))] for v in constraint.scope}
    narrowed[last] = list(domains[last])
    expected = supported(constraint, narrowed)
    result = propagated(constraint, narrowed)
    if expected is None:
        assert result is None, f"{last}: {result} left, no value satisfies"
    else:
        assert result is not None and result[last] == expected[last], last


def check_min_conflicts(csp: CSP[Any, Any], seed: int = 1) -> None:
    """Local search returns a solution of ``csp`` (which has one)."""
    found = min_conflicts(csp, max_steps=20_000, seed=seed)
    assert found is not None and csp.is_solution(found)
