"""`explain_unsolvable`: the givens it names cannot all hold, and each of them is needed,
as `solve` (the one-value-domain model, another encoding) confirms."""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from sudoku import Grid, explain_unsolvable, solve
from sudoku.explain import describe
from sudoku.grid import Cell

HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
SOLVED = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"


def keep_only(puzzle: Grid, cells: list[Cell]) -> Grid:
    return Grid(tuple(d if divmod(k, 9) in cells else 0 for k, d in enumerate(puzzle.cells)))


def assert_minimal(puzzle: Grid, cells: list[Cell]) -> None:
    assert all(puzzle[cell] for cell in cells) and cells == sorted(cells)
    assert solve(keep_only(puzzle, cells)) is None
    for k in range(len(cells)):
        assert solve(keep_only(puzzle, cells[:k] + cells[k + 1 :])) is not None, cells[k]


def test_a_solvable_puzzle_has_no_explanation() -> None:
    assert explain_unsolvable(HARD) is None


def test_two_equal_givens_in_a_unit_explain_themselves() -> None:
    cells = list(Grid.parse(HARD).cells)
    cells[1] = 4  # r1c2 = 4 beside r1c1 = 4; Grid.parse would refuse it, Grid does not check
    assert explain_unsolvable(Grid(tuple(cells))) == [(0, 0), (0, 1)]


@settings(max_examples=8, derandomize=True)  # the same eight puzzles on every run
@given(st.randoms(use_true_random=False))
def test_one_wrong_given_is_always_named(rng: Random) -> None:
    kept = sorted(rng.sample(range(81), 26))
    wrong = rng.choice(kept)
    digits = [int(SOLVED[k]) if k in kept else 0 for k in range(81)]
    digits[wrong] = rng.choice([d for d in range(1, 10) if d != digits[wrong]])
    puzzle = Grid(tuple(digits))
    cells = explain_unsolvable(puzzle)
    if solve(puzzle) is not None:
        assert cells is None
    else:
        # The other givens come from one solution, so every conflict holds the wrong one.
        assert cells is not None and divmod(wrong, 9) in cells
        assert_minimal(puzzle, cells)


def test_describe_lists_the_givens_as_a_sentence() -> None:
    puzzle = Grid.parse(HARD)
    assert describe([(0, 0)], puzzle) == "the given r1c1=4"
    assert describe([(0, 0), (0, 6), (0, 8)], puzzle) == "the givens r1c1=4, r1c7=8 and r1c9=5"
