"""The patterns that prove a guess is needed: never on a board that can be cleared."""

import numpy as np
from hypothesis import given, note
from hypothesis import strategies as st

from minesweeper.ai.noguess.draw import deal
from minesweeper.ai.noguess.patterns import cut_off, needs_a_guess, twins
from minesweeper.game.board import Board
from minesweeper.game.difficulty import Size
from tests.minesweeper.ai.noguess.oracle import cleared


@st.composite
def dealt(draw: st.DrawFn) -> tuple[np.ndarray, tuple[int, int]]:
    """Up to 8 layouts of at most 16 cells with an opening at a first cell."""
    height, width = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    first = draw(st.integers(0, height - 1)), draw(st.integers(0, width - 1))
    room = height * width - min(3, height) * min(3, width)  # at worst the click is inside
    free = sum(1 for r in range(height) for c in range(width)
               if abs(r - first[0]) > 1 or abs(c - first[1]) > 1)  # fmt: skip
    mines = draw(st.integers(0, min(room, free)))
    seed = draw(st.integers(0, 2**32 - 1))
    return deal(Size(width, height, mines), np.random.default_rng(seed), first, 8), first


@given(dealt(), st.booleans())
def test_a_layout_the_patterns_flag_needs_a_guess(
    case: tuple[np.ndarray, tuple[int, int]], counter: bool
) -> None:
    layouts, first = case
    for layout, flagged in zip(layouts, needs_a_guess(layouts, first, counter), strict=True):
        note(Board(layout).to_text())
        if flagged:
            assert not cleared(layout, first, counter)


def test_twins_at_a_wall_and_apart() -> None:
    opened = np.zeros((2, 4), dtype=bool)
    opened[:, 2:] = True
    pair = Board.from_text("*...\n....").mines  # (0, 0) and (1, 0): every number sees both
    assert twins(pair[None], opened).tolist() == [True]
    opened = np.zeros((3, 4), dtype=bool)
    opened[:, 2:] = True
    apart = Board.from_text("*...\n....\n....").mines  # (2, 0) and (2, 1) tell them apart
    walled = Board.from_text("*...\n....\n**..").mines  # unless they are mines
    assert twins(np.stack([apart, walled]), opened).tolist() == [False, True]


def test_cut_off_cells_need_the_counter_or_a_guess() -> None:
    behind = Board.from_text("....\n****\n....\n....").mines  # the top row behind a wall
    both = Board.from_text(".*..\n****\n....\n....").mines  # and a mine there too
    layouts = np.stack([behind, both])
    opened = np.zeros((4, 4), dtype=bool)
    opened[2:, :2] = True
    assert cut_off(layouts, opened, counter=False).tolist() == [True, True]
    assert cut_off(layouts, opened, counter=True).tolist() == [False, True]
