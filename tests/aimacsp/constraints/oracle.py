"""The brute-force oracle every global constraint is held to (the engine contract's checks).

Each check takes the domains of some variables (a dict, variable -> values) and one
constraint over some of them, and compares what the library does with what enumerating the
domains says:

- `check_solutions`: the solver's solutions (no inference, forward checking, MAC) and
  `count_solutions` equal the satisfying assignments;
- `check_one_call`: one call of the constraint's propagator is sound (it removes no value of
  a solution), decides a fully fixed scope, and leaves the consistency it declares (and a
  second call changes nothing when it declares itself idempotent);
- `check_settles_last`: with one scope variable unfixed, one call leaves exactly the values
  that satisfy the constraint, when the propagator declares ``settles_last_variable``.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from hypothesis import strategies as st

from aimacsp import (
    CSP,
    Constraint,
    Solver,
    State,
    Sum,
    count_solutions,
    forward_checking,
    mac,
    no_inference,
)

Domains = dict[Any, list[Any]]
Narrowed = dict[Any, set[Any]]


def model(domains: Domains, *constraints: Constraint[Any, Any]) -> CSP[Any, Any]:
    """A CSP of these variables and domains, with these constraints."""
    csp: CSP[Any, Any] = CSP()
    for var, values in domains.items():
        csp.add_variable(var, values)
    for constraint in constraints:
        csp.add_constraint(constraint)
    return csp


def satisfying(constraint: Constraint[Any, Any], domains: Domains) -> list[tuple[Any, ...]]:
    """Every tuple of the scope's domains that satisfies the constraint."""
    scope = constraint.scope
    return [
        values
        for values in itertools.product(*(domains[var] for var in scope))
        if constraint.is_satisfied(values)
    ]


def supports(constraint: Constraint[Any, Any], domains: Domains) -> Narrowed:
    """For each scope variable, the values some satisfying tuple uses."""
    found: Narrowed = {var: set() for var in constraint.scope}
    for values in satisfying(constraint, domains):
        for var, value in zip(constraint.scope, values):
            found[var].add(value)
    return found


def check_solutions(domains: Domains, constraint: Constraint[Any, Any]) -> None:
    """The solver and the counter agree with enumeration."""
    csp = model(domains, constraint)
    others = [var for var in domains if var not in constraint.scope]
    expected = set()
    for values in satisfying(constraint, domains):
        for rest in itertools.product(*(domains[var] for var in others)):
            expected.add(frozenset([*zip(constraint.scope, values), *zip(others, rest)]))
    for inference in (no_inference, forward_checking, mac):
        found = [frozenset(s.items()) for s in Solver(csp, inference=inference).solutions()]
        assert len(found) == len(set(found)), f"{inference.__name__}: a solution twice"
        assert set(found) == expected, inference.__name__
    assert count_solutions(csp) == len(expected)


def one_call(
    constraint: Constraint[Any, Any], domains: Domains, intervals: bool = False
) -> Narrowed | None:
    """The domains after one call of the constraint's propagator, or None on a wipe-out.
    A propagator that declares itself idempotent is called twice: the second call must
    change nothing. ``intervals``: a search's state, which may hold domains as intervals
    (see `wide.all_wide`)."""
    state = State(model(domains, constraint), intervals=intervals)
    (propagator,) = state.propagators
    if not propagator.propagate(state):
        return None
    after = {var: set(state.domain(var)) for var in domains}
    if propagator.idempotent:
        assert propagator.propagate(state), f"{constraint!r}: a second call failed"
        again = {var: set(state.domain(var)) for var in domains}
        assert again == after, f"{constraint!r} is declared idempotent: {after} -> {again}"
    return after


def check_one_call(
    domains: Domains, constraint: Constraint[Any, Any], intervals: bool = False
) -> Narrowed | None:
    """One call is sound and reaches its declared consistency; returns what it left."""
    after = one_call(constraint, domains, intervals)
    exact = supports(constraint, domains)
    solvable = all(exact.values())
    if after is None:
        assert not solvable, f"{constraint!r} failed on {domains}, which has solutions"
        return None
    for var in constraint.scope:
        assert exact[var] <= after[var], f"{constraint!r} removed a supported value of {var}"
        assert after[var] <= set(domains[var])
    fixed = all(len(domains[var]) == 1 for var in constraint.scope)
    assert not fixed or solvable, f"{constraint!r} let a violated fixed scope pass"
    state = State(model(domains, constraint), intervals=intervals)
    declared = state.propagators[0].consistency
    if declared == "domain":
        left = {var: sorted(values, key=repr) for var, values in after.items()}
        assert supports(constraint, left) == {var: after[var] for var in constraint.scope}, (
            f"{constraint!r} is not domain consistent on {domains}: {after}"
        )
    elif declared == "bounds":
        check_bounds(constraint, after)
    else:
        assert declared == "forward", declared
    return after


def check_bounds(constraint: Constraint[Any, Any], after: Narrowed) -> None:
    """Each domain's least and greatest values have a support within the integer intervals
    of the other variables' domains (bounds(Z) consistency); for a linear equation, within
    their real intervals (bounds(R): bounds(Z) would decide subset sum, NP-hard)."""
    if isinstance(constraint, Sum) and constraint.op == "==":
        check_real_bounds(constraint, after)
        return
    intervals = {var: list(range(min(after[var]), max(after[var]) + 1)) for var in after}
    for var in constraint.scope:
        for end in (min(after[var]), max(after[var])):
            narrowed = {**intervals, var: [end]}
            assert satisfying(constraint, narrowed), (
                f"{constraint!r}: {var} = {end} has no support within the bounds {after}"
            )


def check_real_bounds(constraint: Sum[Any, Any], after: Narrowed) -> None:
    """Each end of each domain fits ``sum == rhs`` when the other variables may take any real
    value between their least and greatest."""
    for var in constraint.scope:
        for end in (min(after[var]), max(after[var])):
            low = high = 0
            for other, w in zip(constraint.scope, constraint.weights):
                ends = [w * end] if other == var else [w * min(after[other]), w * max(after[other])]
                low, high = low + min(ends), high + max(ends)
            assert low <= constraint.rhs <= high, (constraint, var, end, after)


def check_settles_last(
    data: st.DataObject, domains: Domains, constraint: Constraint[Any, Any], intervals: bool = False
) -> None:
    """With all scope variables but one fixed (at random), one call leaves exactly the
    values of the last that satisfy the constraint, and fails when there are none."""
    state = State(model(domains, constraint), intervals=intervals)
    if not state.propagators[0].settles_last_variable:
        return
    scope: Sequence[Any] = constraint.scope
    last = data.draw(st.sampled_from(list(scope)), label="unfixed")
    fixed = {
        var: [data.draw(st.sampled_from(domains[var]), label=str(var))]
        for var in scope
        if var != last
    }
    narrowed = {**domains, **fixed}
    after = one_call(constraint, narrowed, intervals)
    expected = supports(constraint, narrowed)[last]
    if not expected:
        assert after is None, f"{constraint!r} kept {after} where nothing fits"
    else:
        assert after is not None and after[last] == expected, (narrowed, after)


def check_constraint(
    data: st.DataObject, domains: Domains, constraint: Constraint[Any, Any], intervals: bool = False
) -> None:
    """Every check of the contract on one instance (``intervals``: with the domains a search
    may hold as intervals, inside `wide.all_wide`)."""
    check_one_call(domains, constraint, intervals)
    check_settles_last(data, domains, constraint, intervals)
    check_solutions(domains, constraint)


@st.composite
def int_domains(
    draw: st.DrawFn,
    variables: Sequence[Any],
    low: int = -2,
    high: int = 3,
    max_size: int = 4,
) -> Domains:
    """A domain of distinct integers in ``[low, high]`` (holes and negatives) per variable."""
    values = st.lists(st.integers(low, high), min_size=1, max_size=max_size, unique=True)
    return {var: draw(values) for var in variables}
