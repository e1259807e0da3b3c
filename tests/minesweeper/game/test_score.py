from collections import deque

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.game.board import Board
from minesweeper.game.flood import opened_by
from minesweeper.game.play import Game
from minesweeper.game.score import Score, bbbv, score, solved_bbbv
from tests.minesweeper.helpers import FakeClock


def fewest_clicks(board: Board) -> int:
    """Breadth-first over what is open: the fewest reveals that open every safe cell."""
    safe = ~board.mines
    start = np.zeros_like(safe)
    seen = {start.tobytes()}
    queue = deque([(start, 0)])
    while queue:
        opened, clicks = queue.popleft()
        if np.array_equal(opened, safe):
            return clicks
        for row, col in zip(*np.nonzero(safe & ~opened), strict=True):
            after = opened | opened_by(board.numbers, safe & ~opened, (int(row), int(col)))
            key = after.tobytes()
            if key not in seen:
                seen.add(key)
                queue.append((after, clicks + 1))
    raise AssertionError("unreachable: every safe cell can be clicked")


@st.composite
def tiny_boards(draw: st.DrawFn) -> Board:
    height, width = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    cells = draw(st.lists(st.booleans(), min_size=height * width, max_size=height * width))
    return Board(np.array(cells, dtype=bool).reshape(height, width))


@given(tiny_boards())
def test_bbbv_is_the_fewest_clicks_that_clear_the_board(board: Board) -> None:
    assert bbbv(board) == fewest_clicks(board)


@given(tiny_boards(), st.data())
def test_solved_bbbv_counts_what_clicks_opened(board: Board, data: st.DataObject) -> None:
    safe = ~board.mines
    opened = np.zeros_like(safe)
    clicks = 0
    cells = [(int(r), int(c)) for r, c in zip(*np.nonzero(safe), strict=True)]
    for cell in data.draw(st.permutations(cells)):
        if not opened[cell]:
            opened |= opened_by(board.numbers, safe & ~opened, cell)
            clicks += 1
            # every click does at most one 3BV, and clicks on fresh cells do one each
            assert solved_bbbv(board, opened) <= clicks
    assert solved_bbbv(board, opened) == bbbv(board)


def test_examples() -> None:
    assert bbbv(Board.from_text("...\n.*.\n...")) == 8
    assert bbbv(Board.from_text("....\n....\n...*")) == 1
    half = Board.from_text(".*.\n*.*")
    assert solved_bbbv(half, np.array([[True, False, False], [False, False, False]])) == 1


def test_a_won_game_scores_its_whole_3bv() -> None:
    clock = FakeClock()
    game = Game("beginner", seed=7, clock=clock)
    assert score(game) is None  # no mines yet
    game.reveal(4, 4)
    clock.advance(10)
    for row, col in zip(*np.nonzero(~game.board.mines & ~game.revealed), strict=True):
        if not game.revealed[row, col]:
            game.reveal(int(row), int(col))
    result = score(game)
    assert result is not None and game.status == "won"
    assert result.solved == result.bbbv == bbbv(game.board)
    assert result.clicks == len(game.moves)
    assert result.per_second == pytest.approx(result.bbbv / 10)
    assert result.text().startswith(f"3BV {result.bbbv}  3BV/s")


def test_a_lost_game_scores_what_it_opened() -> None:
    game = Game("beginner", seed=7, clock=FakeClock())
    game.reveal(4, 4)
    mine = tuple(int(v) for v in np.argwhere(game.board.mines)[0])
    game.reveal(*mine)
    result = score(game)
    assert result is not None and result.solved < result.bbbv
    assert f"3BV {result.solved}/{result.bbbv}" in result.text()


def test_no_time_and_no_clicks_give_no_rates() -> None:
    nothing = Score(bbbv=5, solved=0, clicks=0, seconds=0.0)
    assert nothing.per_second is None and nothing.efficiency is None
    assert nothing.text() == "3BV 0/5  3BV/s -  clicks 0  efficiency -"
    assert Score(4, 4, 2, 2.0).efficiency == 2.0


def test_bbbv_agrees_with_ms_toollib() -> None:
    ms = pytest.importorskip("ms_toollib", reason="optional oracle: pip install ms_toollib")
    rng = np.random.default_rng(25)
    for _ in range(300):
        height, width = int(rng.integers(1, 31)), int(rng.integers(1, 31))
        mines = rng.random((height, width)) < rng.uniform(0.0, 0.4)
        board = Board(mines)
        theirs = np.where(board.mines, -1, board.numbers).astype(int).tolist()
        assert bbbv(board) == ms.cal_bbbv(theirs), board.to_text()
