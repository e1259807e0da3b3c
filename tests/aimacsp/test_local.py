"""`min_conflicts` (AIMA Figure 6.8)."""

from __future__ import annotations

from hypothesis import given, settings

from aimacsp import CSP, AllDifferent, min_conflicts

from .strategies import brute_force, csps, frozen
from .test_classics import queens


@settings(max_examples=50)
@given(csps(max_variables=4, max_constraints=3))
def test_an_answer_is_always_a_solution(csp: CSP[str, int]) -> None:
    solution = min_conflicts(csp, max_steps=200, seed=3)
    if solution is not None:
        assert frozenset(solution.items()) in frozen(brute_force(csp))


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
