import json
from collections import deque

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.game.board import Board
from minesweeper.game.flood import opened_by
from minesweeper.game.play import Game, GameError
from minesweeper.game.score import Score, bbbv, score, solved_bbbv
from tests.minesweeper.helpers import FakeClock, boards


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


def test_every_click_counts_wasted_ones_too() -> None:
    game = Game("beginner", seed=11, clock=FakeClock())
    game.reveal(4, 4)  # opens the right half
    game.reveal(4, 4)  # on an open cell: wasted
    game.chord(2, 3)  # the 1 at row 3, column 4 with no flag around it: wasted
    game.flag(2, 2)
    game.flag(2, 2)  # the flag taken off again
    game.cycle_mark(4, 4)  # a right click on an open cell: wasted
    assert (game.clicks, len(game.moves)) == (6, 3)
    result = score(game)
    assert result is not None and result.clicks == 6
    assert result.efficiency == pytest.approx(result.solved / 6)
    game.reveal(0, 2)  # a mine: the game ends
    assert game.clicks == 7
    with pytest.raises(GameError, match="the game is over"):
        game.reveal(8, 8)
    assert game.clicks == 7  # a click on a finished board is no click in the game


def test_a_refused_flag_is_a_click_and_clicks_survive_saving() -> None:
    game = Game.from_board(Board.from_text("*.\n.."), clock=FakeClock())
    game.reveal(1, 1)
    game.flag(0, 0)
    with pytest.raises(GameError, match="no flags left"):
        game.flag(0, 1)
    assert game.clicks == 3 and len(game.moves) == 2
    again = Game.from_json(game.to_json())
    assert again.clicks == 3
    document = json.loads(game.to_json())
    del document["clicks"]  # a game saved before clicks were counted: its moves are its clicks
    assert Game.from_json(json.dumps(document)).clicks == 2


CLICKS = st.lists(
    st.tuples(st.sampled_from(["reveal", "flag", "chord"]), st.integers(0, 8), st.integers(0, 8)),
    max_size=40,
)


@settings(max_examples=40, deadline=None)
@given(boards(max_side=9, min_free=1), st.integers(0, 80), CLICKS)
def test_clicks_are_counted_as_ms_toollib_counts_them(
    board: Board, first: int, script: list[tuple[str, int, int]]
) -> None:
    """The count of Arbiter-style recorders, as ms_toollib's keeps it: left, right and chord
    clicks, wasted ones included, from the first opening (before it, ms_toollib counts right
    clicks and Viennasweeper records nothing: our count starts with the game)."""
    ms = pytest.importorskip("ms_toollib", reason="optional oracle: pip install ms_toollib")
    if board.width < 2 or board.height < 2:
        return
    game = Game.from_board(board, clock=FakeClock())
    video = ms.BaseVideo(np.where(board.mines, -1, board.numbers).astype(int).tolist(), 16)
    presses = {"reveal": ["lc", "lr"], "flag": ["rc", "rr"], "chord": ["lc", "rc", "lr", "rr"]}
    for action, row, col in [("reveal", first, first // 9), *script]:
        row, col = row % board.height, col % board.width
        if game.status != "playing":
            break
        if action == "flag" and game.mines_left == 0 and game.mark(row, col) != "flag":
            continue  # a flag we refuse and Arbiter allows: the boards would part
        getattr(game, action)(row, col)
        for event in presses[action]:
            video.step(event, (row * 16 + 8, col * 16 + 8))
    assert game.clicks == video.cl
