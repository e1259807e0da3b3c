"""The no-guess judge against brute force, against the exact-probability player, and against
ms_toollib's ``is_solvable`` (which leaves the mine counter out)."""

import itertools
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from minesweeper.ai.certain import CertainPlay
from minesweeper.ai.noguess.draw import deal
from minesweeper.ai.noguess.play import QuickPlay, neighbour_table
from minesweeper.game.board import Board
from minesweeper.game.difficulty import Size
from tests.minesweeper.ai.noguess.oracle import certain_play
from tests.minesweeper.helpers import brute_neighbours


@st.composite
def tiny_boards(draw: st.DrawFn) -> tuple[np.ndarray, tuple[int, int]]:
    """A layout of at most 12 cells and a safe first cell."""
    height, width = draw(st.integers(1, 4)), draw(st.integers(1, 3))
    cells = draw(st.lists(st.booleans(), min_size=height * width, max_size=height * width))
    mines = np.array(cells, dtype=bool).reshape(height, width)
    safe = np.argwhere(~mines)
    if not len(safe):
        mines[0, 0] = False
        safe = np.argwhere(~mines)
    first = tuple(int(v) for v in safe[draw(st.integers(0, len(safe) - 1))])
    return mines, first


@pytest.mark.parametrize("counter", [True, False])
@given(case=tiny_boards())
def test_the_play_opens_what_brute_force_proves(
    counter: bool, case: tuple[np.ndarray, tuple[int, int]]
) -> None:
    mines, first = case
    note(Board(mines).to_text())
    play = QuickPlay(mines, first, counter=counter)
    cleared = play.solve()
    width = mines.shape[1]
    opened = {divmod(i, width) for i, o in enumerate(play.open) if o}
    assert opened == certain_play(mines, first, counter)
    assert cleared == (len(opened) == mines.size - int(mines.sum()))
    flags = {divmod(i, width) for i, f in enumerate(play.flagged) if f}
    assert all(mines[cell] for cell in flags)  # a flag is always a mine


def test_the_neighbour_table_is_the_8_neighbourhood() -> None:
    table = neighbour_table(3, 4)
    for i, around in enumerate(table):
        expected = {r * 4 + c for r, c in brute_neighbours(i // 4, i % 4, 3, 4)}
        assert set(around) == expected


@pytest.mark.parametrize("size", [Size(9, 9, 10), Size(16, 16, 40), Size(30, 16, 99)])
def test_the_play_agrees_with_the_exact_probability_player(size: Size) -> None:
    rng = np.random.default_rng(7)
    for layout in deal(size, rng, (3, 3), 25):
        assert QuickPlay(layout, (3, 3)).solve() == CertainPlay(layout, (3, 3)).solve()


def test_the_play_without_the_counter_agrees_with_ms_toollib() -> None:
    ms = pytest.importorskip("ms_toollib", reason="optional oracle: pip install ms_toollib")
    rng = np.random.default_rng(8)
    for size in (Size(9, 9, 10), Size(16, 16, 40), Size(30, 16, 99)):
        for layout in deal(size, rng, (5, 5), 40):
            board = np.where(layout, -1, Board(layout).numbers).tolist()
            theirs = bool(ms.is_solvable(board, 5, 5))
            assert QuickPlay(layout, (5, 5), counter=False).solve() == theirs


def test_the_counter_decides_the_last_cells_only_with_counter() -> None:
    # the top row lies behind a wall of mines: no number touches it, only the count (no
    # mine left once the wall is flagged) proves it safe
    layout = Board.from_text("....\n****\n....\n....").mines
    assert QuickPlay(layout, (3, 0), counter=True).solve()
    assert not QuickPlay(layout, (3, 0), counter=False).solve()


def test_the_boards_only_the_counter_clears_keep_their_corners_clear() -> None:
    # Why `no-guess` boards have fewer mines in the corners than ms_toollib's (which are
    # no-guess-strict's): the boards the counter adds end with a pocket the numbers cannot
    # reach, which the count settles only when it holds no mine (or nothing but mines), and the
    # likeliest pocket is a corner behind its three neighbours. Every layout of 5x5 with 3
    # mines and the first click in the middle, listed: the 16 only the counter clears have no
    # mine in a corner, so the rule's corners are lighter than the strict rule's.
    h, w = 5, 5
    clear = {(r, c) for r in range(1, 4) for c in range(1, 4)}
    cells = [(r, c) for r in range(h) for c in range(w) if (r, c) not in clear]
    corners = {(0, 0), (0, w - 1), (h - 1, 0), (h - 1, w - 1)}
    counts = {"strict": [0, 0], "counter only": [0, 0]}  # layouts, corner mines
    for combo in itertools.combinations(cells, 3):
        mines = np.zeros((h, w), dtype=bool)
        mines[tuple(np.array(combo).T)] = True
        if QuickPlay(mines, (2, 2), counter=False).solve():
            kind = "strict"
        elif QuickPlay(mines, (2, 2)).solve():
            kind = "counter only"
        else:
            continue
        counts[kind][0] += 1
        counts[kind][1] += len(corners & set(combo))
    assert counts == {"strict": [452, 312], "counter only": [16, 0]}
    strict = Fraction(312, 4 * 452)
    with_counter = Fraction(312 + 0, 4 * (452 + 16))
    assert with_counter < strict
