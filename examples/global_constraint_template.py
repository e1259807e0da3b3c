"""A template for adding a global constraint family to aimacsp, filled in for `NotAllEqual`.

Copy this file, rename the two classes, and change the parts marked STEP. Every global of
the library (``aimacsp/constraints/*.py``) has this shape: a *model object* (a
`Constraint`: a scope, a relation, a readable form, checks of its arguments) and a
*propagator* (a `Propagator`: the filter of one search, reading and narrowing the domains
through the state's methods, whatever their representation). The script ends
by checking the new family against brute force on random small instances, as the library's
tests do for each of its own (``tests/aimacsp/constraints/oracle.py`` holds those checks).

NotAllEqual (XCSP3 ``notAllEqual``; MiniZinc ``nvalue(n, x) /\\ n > 1``): the variables of
the scope do not all take one value.

Run it: ``python examples/global_constraint_template.py``.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from typing import Any

from aimacsp import CSP, Constraint, Propagator, Solver, State, count_solutions, forward_checking
from aimacsp.types import D, DomainStore, V


class NotAllEqual(Constraint[V, D]):
    """The scope's variables do not all take the same value.

    >>> NotAllEqual(["a", "b", "c"]).is_satisfied((1, 1, 2))
    True
    """

    # STEP 1: the arguments. A scope holds variables only, each once (the base class checks
    # that and names the mistake). A count, a result or a capacity that XCSP3 or MiniZinc
    # let be "a constant or a variable" is a *variable* here (a caller with a constant makes
    # a variable of one value); plain integers (durations, offsets, values to count) are
    # constants. Check each argument where it enters and raise a `ModelError` (or a
    # `TypeError` for a wrong kind of object) naming the constraint and the problem.
    def __init__(self, scope: Sequence[V], name: str | None = None) -> None:
        super().__init__(scope, name)

    # STEP 2: the relation, on one value per scope variable, in scope order. Write it as
    # plainly as possible: it is what the tests, the search's last check and local search
    # trust, and the oracle the propagator is compared with.
    def is_satisfied(self, values: Sequence[D]) -> bool:
        return len(set(values)) > 1

    # STEP 3 (optional): how it prints, in explanations and traces. The default is
    # ``NotAllEqual(a, b, c)``; override `describe` when the arguments matter.

    # STEP 4 (when it needs numbers): `check_domains(domains)` raises a `ModelError` when a
    # domain does not fit, e.g. a non-integer where the propagator bisects numbers (see
    # `aimacsp.constraints.intervals.check_integers`).

    # STEP 5: the propagator this constraint builds for each search. Declare
    # ``on_intervals = True`` when it reads and narrows domains only through the state's
    # methods (STEP 7): the variables may then be wide integer ranges (seconds of a day,
    # cents), held as intervals. Leave it False (the default) when it reads ``state.dom``
    # as bitsets: a wide variable under it is then held as a bitset (at most a million
    # values; past that the model is refused, naming this constraint).
    on_intervals = True

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        return NotAllEqualPropagator(self, state)


class NotAllEqualPropagator(Propagator):
    """Domain consistent: while two variables are unfixed, every value has a support (they
    can differ); once one is left and all the others hold one value ``v``, it loses ``v``."""

    # STEP 6: declare what one call of `propagate` guarantees; the tests hold you to it.
    # - consistency: "domain" (every value left has a support), "bounds" (each domain's least
    #   and greatest values have a support within the others' intervals), or "forward" (it
    #   only decides once at most one variable is unfixed; still correct).
    # - settles_last_variable: with one scope variable unfixed, does `propagate` leave it
    #   exactly the values that satisfy the constraint? Exact counting relies on it: a false
    #   True makes counts wrong.
    # - idempotent: does one call reach the propagator's own fixpoint?
    consistency = "domain"
    settles_last_variable = True
    idempotent = True

    __slots__ = ()

    # STEP 7: the filter. ``self.vars`` are the scope's variables as indices. Read a domain
    # with ``state.is_fixed(i)``, ``value_of(i)``, ``low(i)``, ``high(i)``, ``size_of(i)``,
    # ``contains(i, v)``; narrow it with ``discard_value(i, v)``, ``keep_between(i, lo, hi)``
    # (None: open), ``discard_between(i, lo, hi)``, ``fix(i, v)``, ``keep_values(i, vs)``:
    # each returns False on a wipe-out and records the change, so that backtracking undoes
    # it; never assign ``state.dom`` yourself. (``state.dom[i]`` is a bitset, or a tuple of
    # intervals for a wide variable; ``state.keep(i, mask)`` narrows a bitset by a mask: the
    # fast path the built-in propagators of small domains take.) Anything kept between calls
    # must be saved first with ``state.save(container, k)``, or recomputed each call. Return
    # False when the constraint cannot hold, and always when every variable is fixed and the
    # relation is violated (forward checking relies on it).
    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        fixed: Any = None  # the value of the fixed variables, while they agree
        last = -1  # the one unfixed variable, if one
        for i in self.vars:
            if not state.is_fixed(i):
                if last >= 0:
                    return True  # two unfixed: every value has a support
                last = i
            elif fixed is None:
                fixed = state.value_of(i)
            elif state.value_of(i) != fixed:
                return True  # two different fixed values: satisfied already
        if last < 0 or fixed is None:
            return False  # all fixed and equal, or a scope of one variable: always equal
        return state.discard_value(last, fixed)


# STEP 8: test against brute force. In the library this is a hypothesis test drawing random
# scopes, domains with holes and negative numbers and random parameters
# (``tests/aimacsp/constraints/test_*.py``); it checks that is_satisfied restates the
# relation, that the solver and `count_solutions` find exactly the brute-force solutions
# (forward checking and MAC), that one call never removes a value of a solution, that the
# declared consistency holds, that settles_last_variable is true, that mistakes are named,
# and that `min_conflicts` meets the constraint. Here, the core of it with `random` only.


def supports(
    constraint: Constraint[Any, Any], domains: dict[str, list[int]]
) -> dict[str, set[int]]:
    """The values of each variable that some satisfying tuple uses (brute force)."""
    found: dict[str, set[int]] = {var: set() for var in constraint.scope}
    for values in itertools.product(*(domains[var] for var in constraint.scope)):
        if constraint.is_satisfied(values):
            for var, value in zip(constraint.scope, values):
                found[var].add(value)
    return found


def check(domains: dict[str, list[int]]) -> None:
    """One instance: the propagator keeps exactly the supported values, and the solver and
    the counter find exactly the brute-force solutions."""
    csp: CSP[str, int] = CSP()
    for var, values in domains.items():
        csp.add_variable(var, values)
    constraint: NotAllEqual[str, int] = NotAllEqual(list(domains))
    csp.add_constraint(constraint)
    state = State(csp)
    (propagator,) = state.propagators
    expected = supports(constraint, domains)
    if propagator.propagate(state):
        assert {var: set(state.domain(var)) for var in domains} == expected, domains
    else:
        assert not any(expected.values()), domains
    solutions = [
        dict(zip(domains, values))
        for values in itertools.product(*domains.values())
        if constraint.is_satisfied(values)
    ]
    found = list(Solver(csp, inference=forward_checking).solutions())
    assert sorted(map(sorted, map(dict.items, found))) == sorted(
        map(sorted, map(dict.items, solutions))
    )
    assert count_solutions(csp) == len(solutions)


if __name__ == "__main__":
    rng = random.Random(2026)
    for _ in range(500):
        n = rng.randint(1, 4)
        check({f"x{k}": rng.sample(range(-2, 3), rng.randint(1, 3)) for k in range(n)})
    print("NotAllEqual: 500 random instances agree with brute force")
