"""`min_conflicts` (AIMA Figure 6.8) and its incremental conflict counts."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, note, settings
from hypothesis import strategies as st

from aimacsp import CSP, AllDifferent, Constraint, min_conflicts
from aimacsp.constraints.conflicts import ConflictCounter
from aimacsp.local_search import Repair
from aimacsp.problems import queens

from .strategies import brute_force, constraints_over, csps, frozen


@settings(max_examples=50)
@given(csps(max_variables=4, max_constraints=3))
def test_an_answer_is_always_a_solution(csp: CSP[str, int]) -> None:
    solution = min_conflicts(csp, max_steps=200, seed=3)
    if solution is not None:
        assert frozenset(solution.items()) in frozen(brute_force(csp))


def oracle(csp: CSP[Any, Any], assignment: dict[Any, Any], var: Any) -> int:
    """The conflicts of ``var``'s value, from the constraints themselves: for `AllDifferent`
    the other variables sharing its key, for any other constraint 1 when it is violated."""
    total = 0
    for constraint in csp.constraints_on(var):
        values = [assignment[v] for v in constraint.scope]
        if isinstance(constraint, AllDifferent):
            keys = constraint.keys(values)
            mine = keys[constraint.scope.index(var)]
            total += keys.count(mine) - 1
        else:
            total += not constraint.is_satisfied(values)
    return total


@settings(max_examples=60)
@given(csps(max_variables=5, max_constraints=6), st.integers(0, 10**6))
def test_incremental_counts_equal_recounted_ones_after_random_moves(
    csp: CSP[str, int], seed: int
) -> None:
    note(f"{dict(csp.domains)} {csp.constraints}")
    rng = random.Random(seed)
    state = Repair(csp)
    for k in range(len(state.variables)):
        state.place(k, rng.choice(state.domains[k]))
    state.recount()
    for _ in range(12):
        k = rng.randrange(len(state.variables))
        value = rng.choice(state.domains[k])
        assignment = dict(zip(state.variables, state.current))
        assignment[state.variables[k]] = value
        state.move(k, value, oracle(csp, assignment, state.variables[k]))
        for j, var in enumerate(state.variables):
            assert state.count[j] == oracle(csp, assignment, var), (k, value, var)
        assert state.conflicted == {j for j, n in enumerate(state.count) if n}


@settings(max_examples=60)
@given(csps(max_variables=5, max_constraints=6), st.integers(0, 10**6))
def test_least_conflicting_finds_a_minimum(csp: CSP[str, int], seed: int) -> None:
    # Asked again and again between random moves, so that remembered witnesses go stale.
    rng = random.Random(seed)
    state = Repair(csp)
    for k in range(len(state.variables)):
        state.place(k, rng.choice(state.domains[k]))
    for _ in range(15):
        assignment = dict(zip(state.variables, state.current))
        k = rng.randrange(len(state.variables))
        var = state.variables[k]
        counts = {v: oracle(csp, {**assignment, var: v}, var) for v in state.domains[k]}
        value, n = state.least_conflicting(k, rng)
        assert n == min(counts.values()) == counts[value]
        j = rng.randrange(len(state.variables))
        state.place(j, rng.choice(state.domains[j]))


def test_ties_are_broken_at_random() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["A", "B"], range(6))
    csp.add_constraint(lambda a, b: a != b, ["A", "B"])
    state = Repair(csp)
    state.place(1, 0)
    rng = random.Random(0)
    chosen = {state.least_conflicting(0, rng)[0] for _ in range(200)}
    assert chosen == {1, 2, 3, 4, 5}


@given(st.data())
def test_every_counter_reports_the_changes_a_recount_sees(data: st.DataObject) -> None:
    variables = ["a", "b", "c", "d"]
    constraint = data.draw(constraints_over(variables))
    values = [data.draw(st.integers(0, 3)) for _ in constraint.scope]
    counter = constraint.conflict_counter(list(values))
    pos = data.draw(st.integers(0, len(values) - 1))
    new = data.draw(st.integers(0, 3))
    after = values[:pos] + [new] + values[pos + 1 :]
    fresh_before = constraint.conflict_counter(list(values))
    fresh_after = constraint.conflict_counter(list(after))
    expected = {
        k: fresh_after.conflicts(k, after[k]) - fresh_before.conflicts(k, values[k])
        for k in range(len(values))
        if k != pos
    }
    changes = dict(counter.shift(pos, new))
    assert changes == {k: c for k, c in expected.items() if c}
    assert counter.values == after


class Blind(Constraint[str, int]):
    """A constraint whose counter never sees a conflict: min_conflicts must not trust it."""

    def is_satisfied(self, values: Any) -> bool:
        return bool(values[0] != values[1])

    def conflict_counter(self, values: list[int | None]) -> ConflictCounter:
        counter = ConflictCounter(self, values)
        counter.conflicts = lambda pos, value: 0  # type: ignore[method-assign]
        return counter


def test_a_counter_that_misses_conflicts_never_yields_a_wrong_answer() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["A", "B"], [1])
    csp.add_constraint(Blind(["A", "B"]))
    assert min_conflicts(csp, seed=0) is None


def test_unsatisfiable_problem_gives_none() -> None:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(4), range(3))
    csp.add_constraint(AllDifferent(range(4)))
    assert min_conflicts(csp, max_steps=100, seed=0) is None


def test_binary_queens_and_seed_reproducibility() -> None:
    csp = queens(12)
    first = min_conflicts(csp, seed=7)
    assert first is not None and csp.is_solution(first)
    assert min_conflicts(csp, seed=7) == first
