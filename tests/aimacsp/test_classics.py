"""Classic problems with known answers."""

from __future__ import annotations

from aimacsp import (
    Solver,
    count_solutions,
    forward_checking,
    mac,
    min_conflicts,
    mrv,
)
from aimacsp.problems import australia, magic_square, queens, send_more_money


def test_eight_queens_has_92_solutions() -> None:
    assert Solver(queens(8), select=mrv, inference=forward_checking).count() == 92
    assert Solver(queens(8, "alldiff"), inference=mac).count() == 92
    assert count_solutions(queens(8)) == 92


def test_australia_has_18_colourings() -> None:
    csp = australia()
    assert Solver(csp).count() == 18
    assert count_solutions(csp) == 18  # 6 for the mainland times 3 for Tasmania


def test_send_more_money_has_one_solution() -> None:
    csp = send_more_money()
    solutions = list(Solver(csp).solutions())
    assert solutions == [{"S": 9, "E": 5, "N": 6, "D": 7, "M": 1, "O": 0, "R": 8, "Y": 2}]


def test_magic_square_has_8_solutions() -> None:
    csp = magic_square(3)
    assert Solver(csp).count() == 8


def test_min_conflicts_solves_1000_queens() -> None:
    csp = queens(1000, "alldiff")
    solution = min_conflicts(csp, max_steps=2000, seed=0)
    assert solution is not None
    rows = [solution[c] for c in range(1000)]
    assert len(set(rows)) == 1000
    assert len({r + c for c, r in enumerate(rows)}) == 1000
    assert len({r - c for c, r in enumerate(rows)}) == 1000


def test_problem_builders_reject_unknown_encodings() -> None:
    import pytest

    with pytest.raises(ValueError, match="unknown encoding 'sat'"):
        queens(4, "sat")


def test_queens_keeps_the_textbook_model_where_it_is_fast_and_scales_above() -> None:
    import warnings

    import pytest

    from aimacsp import AllDifferent, Predicate
    from aimacsp.problems import BINARY_SCALES

    small, large = queens(BINARY_SCALES), queens(BINARY_SCALES + 1)
    assert all(isinstance(c, Predicate) for c in small.constraints)  # the book's, for study
    assert len(large.constraints) == 3 and all(
        isinstance(c, AllDifferent) for c in large.constraints
    )
    assert Solver(queens(200)).solve() is not None  # the model that scales, by default
    with pytest.warns(UserWarning, match="encoding='alldiff'"):
        queens(BINARY_SCALES + 1, "binary")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        queens(BINARY_SCALES, "binary")  # asked for where it is fine: no warning
