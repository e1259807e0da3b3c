"""`SizeBuckets` agrees with a scan of every domain, through any mix of changes and undos."""

from __future__ import annotations

import random
from unittest import mock

from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp import CSP, Solver, forward_checking, mac, mrv
from aimacsp.problems import queens
from aimacsp.propagation import State
from aimacsp.search.buckets import SizeBuckets, size_buckets, worth_buckets
from aimacsp.search.heuristics import _smallest_by_scan
from tests.aimacsp.strategies import csps


def scattered(n: int, values: int, seed: int) -> CSP[int, int]:
    """``n`` variables over ``values`` values, with random sparse inequalities."""
    rng = random.Random(seed)
    csp: CSP[int, int] = CSP()
    for var in range(n):
        csp.add_variable(var, rng.sample(range(values), rng.randint(1, values)))
    for _ in range(n):
        a, b = rng.sample(range(n), 2)
        csp.add_constraint(lambda x, y: x != y, [a, b])
    return csp


@given(st.integers(2, 40), st.integers(1, 9), st.integers(0, 10**6), st.integers(0, 10**6))
def test_buckets_agree_with_a_scan_under_random_changes_and_undos(
    n: int, values: int, seed: int, moves: int
) -> None:
    state = State(scattered(n, values, seed))
    rng = random.Random(moves)
    buckets: SizeBuckets | None = None
    for _ in range(60):
        move = rng.random()
        if move < 0.1 and buckets is None or move < 0.02:
            buckets = SizeBuckets(state)  # built mid-search too, then undone below its start
        elif move < 0.35:
            state.push_level()
        elif move < 0.55 and state.marks:
            state.pop_level()
        elif move < 0.75:
            i = rng.randrange(n)
            state.keep(i, state.dom[i] & ~(1 << rng.randrange(values)))
        elif move < 0.9:
            free = [i for i in range(n) if not state.assigned[i]]
            if free:
                i = rng.choice(free)
                mask = state.dom[i]
                state.assign(i, rng.choice([b for b in range(values) if mask >> b & 1]))
        else:
            state.propagate_once(rng.randrange(n))
            state.clear_queue()
        if buckets is not None and rng.random() < 0.5:
            assert buckets.smallest() == _smallest_by_scan(state.assigned, state.dom)


def test_buckets_are_kept_for_large_sparse_models_only() -> None:
    assert not worth_buckets(State(scattered(100, 4, 1)))  # small: a scan is as cheap
    assert worth_buckets(State(scattered(300, 4, 1)))
    assert not worth_buckets(State(queens(130)))  # dense: every assignment changes most domains
    state = State(scattered(300, 4, 1))
    assert size_buckets(state) is size_buckets(state) is not None


@given(csps(max_variables=6, max_constraints=6))
def test_mrv_by_buckets_searches_exactly_as_mrv_by_scan(csp: CSP[str, int]) -> None:
    note(f"{dict(csp.domains)} {csp.constraints}")
    for inference in (forward_checking, mac):
        by_scan = Solver(csp, select=mrv, inference=inference)
        expected = list(by_scan.solutions())
        with (
            mock.patch("aimacsp.search.buckets.BUCKETS_FROM", 0),
            mock.patch("aimacsp.search.buckets.MAX_DENSITY", 1.0),
        ):
            by_buckets = Solver(csp, select=mrv, inference=inference)
            found = list(by_buckets.solutions())
        assert found == expected
        assert by_buckets.stats.assignments == by_scan.stats.assignments


def test_large_sparse_colouring_uses_buckets_and_is_solved() -> None:
    rng = random.Random(5)
    csp: CSP[int, str] = CSP()
    csp.add_variables(range(400), list("rgbw"))
    for i in range(1, 400):
        for j in rng.sample(range(max(0, i - 20), i), min(i, 3)):
            csp.add_constraint(lambda x, y: x != y, [j, i])
    solver = Solver(csp, select=mrv, inference=forward_checking)
    solution = solver.solve()
    assert solution is not None and csp.is_solution(solution)
