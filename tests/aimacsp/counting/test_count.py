"""`count_solutions` and `components`: exact, splitting independent parts."""

from __future__ import annotations

from hypothesis import given

from aimacsp import (
    CSP,
    Limits,
    SearchLimitReached,
    Solver,
    components,
    count_solutions,
    forward_checking,
)
from aimacsp.problems import queens
from tests.aimacsp.strategies import brute_force, csps


@given(csps(max_variables=6, max_constraints=4))
def test_count_matches_brute_force(csp: CSP[str, int]) -> None:
    expected = len(brute_force(csp))
    assert count_solutions(csp) == expected
    assert Solver(csp, inference=forward_checking).count() == expected


def test_twenty_independent_boards_multiply() -> None:
    csp: CSP[tuple[int, int], int] = CSP()
    for board in range(20):
        one = queens(8)
        for var in one.variables:
            csp.add_variable((board, var), one.domains[var])
        for c in one.constraints:
            csp.add_constraint(c.function, [(board, v) for v in c.scope])  # type: ignore[attr-defined]
    assert len(components(csp)) == 20
    assert count_solutions(csp) == 92**20


def test_unconstrained_variables_count_their_domains() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variable("a", range(3))
    csp.add_variable("b", range(5))
    assert count_solutions(csp) == 15
    assert [part.variables for part in components(csp)] == [("a",), ("b",)]


def test_an_unsatisfiable_part_makes_zero() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c"], [0, 1])
    csp.add_constraint(lambda x, y: x + y == 3, ["a", "b"])
    assert count_solutions(csp) == 0


def test_count_with_a_limit_raises() -> None:
    try:
        count_solutions(queens(8), limits=Limits(nodes=10))
    except SearchLimitReached:
        pass
    else:
        raise AssertionError("the limit did not stop the count")
