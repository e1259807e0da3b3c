"""No-guess boards: every one cleared by certain moves alone, checked independently."""

from functools import partial
from itertools import combinations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.ai import noguess
from minesweeper.ai.certain import CertainPlay
from minesweeper.ai.noguess import QuickPlay
from minesweeper.ai.probability import mine_probabilities
from minesweeper.game import layers
from minesweeper.game.board import Board, BoardError
from minesweeper.game.difficulty import DifficultyError, Size
from minesweeper.game.play import Game
from tests.clock import PATIENCE
from tests.minesweeper.helpers import brute_neighbours

# Bounded by their steps alone: the seconds a player's game allows are no test's limit (a
# machine under load ran out of them at 30x16/130). A call may still pass its own.
lay_no_guess = partial(noguess.lay_no_guess, max_seconds=PATIENCE)


def cleared_by_certain_moves(board: Board, first: tuple[int, int]) -> bool:
    """Play the board as a game, opening and flagging only what the exact probabilities of
    each position (mine counter included) make certain; True if that wins."""
    game = Game.from_board(board)
    game.reveal(*first)
    while game.status == "playing":
        odds = mine_probabilities(game.position())
        if not odds.safe:
            return False
        for row, col in odds.mines:
            game.flag(row, col)
        for row, col in sorted(odds.safe):
            if game.status == "playing" and not game.revealed[row, col]:
                game.reveal(row, col)
    return game.status == "won"


def random_first(size: Size, seed: int) -> tuple[int, int]:
    rng = np.random.default_rng(seed + 10_000)
    return int(rng.integers(size.height)), int(rng.integers(size.width))


@pytest.mark.parametrize(
    ("size", "boards"),
    [
        (Size(9, 9, 10), 50),
        (Size(16, 16, 40), 10),
        (Size(30, 16, 99), 5),
        (Size(30, 16, 115), 3),
        (Size(30, 16, 120), 3),
        (Size(30, 16, 130), 3),
    ],
)
def test_no_guess_boards_are_cleared_by_certain_moves(size: Size, boards: int) -> None:
    for seed in range(boards):
        first = random_first(size, seed)
        board = lay_no_guess(size, np.random.default_rng(seed), first)
        assert board.mine_count == size.mines
        row, col = first
        assert not board.mines[max(row - 1, 0) : row + 2, max(col - 1, 0) : col + 2].any()
        assert cleared_by_certain_moves(board, first), (seed, board.to_text())


def cleared_by_ms_toollib(ms: object, board: Board, first: tuple[int, int]) -> bool:
    """The same play with ms_toollib's probabilities (``cal_probability_onboard``, which
    counts the mine counter; its ``is_solvable`` leaves the counter out)."""
    game = Game.from_board(board)
    game.reveal(*first)
    while game.status == "playing":
        cells = game.position().cells
        shown = np.where(cells >= 0, cells, 10).astype(int).tolist()  # 10: hidden
        odds, _ = ms.cal_probability_onboard(shown, float(board.mine_count))  # type: ignore
        safe = [(r, c) for r, c in zip(*np.nonzero(cells < 0)) if odds[r][c] == 0]
        if not safe:
            return False
        for row, col in safe:
            if game.status == "playing" and not game.revealed[row, col]:
                game.reveal(int(row), int(col))
    return game.status == "won"


@pytest.mark.heavy  # other processes end to end: CI's step of its own
def test_ms_toollib_agrees_that_no_guess_is_needed() -> None:
    ms = pytest.importorskip("ms_toollib", reason="optional oracle: pip install ms_toollib")
    for size, boards in [(Size(9, 9, 10), 50), (Size(16, 16, 40), 20), (Size(30, 16, 99), 10),
                         (Size(30, 16, 115), 5), (Size(30, 16, 120), 5),
                         (Size(30, 16, 130), 5)]:  # fmt: skip
        for seed in range(boards):
            first = random_first(size, seed)
            board = lay_no_guess(size, np.random.default_rng(seed), first)
            assert cleared_by_ms_toollib(ms, board, first), (size, seed)


def brute_certain_play(board: Board, first: tuple[int, int]) -> set[tuple[int, int]]:
    """What a player who never guesses opens: each round, every cell that is safe in all the
    layouts that fit the open numbers and the mine count."""
    height, width = board.mines.shape
    cells = [(r, c) for r in range(height) for c in range(width)]
    opened = {first}
    while True:
        hidden = [c for c in cells if c not in opened]
        fits = [
            set(m) for m in combinations(hidden, board.mine_count)
            if all(sum(n in m for n in brute_neighbours(*o, height, width)) == board.numbers[o]
                   for o in opened)
        ]  # fmt: skip
        safe = {c for c in hidden if not any(c in m for m in fits)}
        if not safe:
            return opened
        opened |= safe


@st.composite
def tiny_boards(draw: st.DrawFn) -> tuple[Board, tuple[int, int]]:
    height, width = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    cells = draw(st.lists(st.booleans(), min_size=height * width, max_size=height * width))
    mines = np.array(cells, dtype=bool).reshape(height, width)
    safe = np.argwhere(~mines)
    if not len(safe):
        mines[0, 0] = False
        safe = np.argwhere(~mines)
    first = tuple(int(v) for v in safe[draw(st.integers(0, len(safe) - 1))])
    return Board(mines), first


@given(tiny_boards())
def test_certain_play_opens_what_brute_force_proves(case: tuple[Board, tuple[int, int]]) -> None:
    board, first = case
    play = CertainPlay(board.mines, first)
    cleared = play.solve()
    opened = {tuple(divmod(i, board.width)) for i, o in enumerate(play.open) if o}
    assert opened == brute_certain_play(board, first)
    assert cleared == (len(opened) == board.width * board.height - board.mine_count)


@given(
    st.integers(3, 8), st.integers(3, 8), st.floats(0, 0.6), st.integers(0, 2**32), st.booleans()
)
def test_any_small_board_and_density(
    width: int, height: int, density: float, seed: int, counter: bool
) -> None:
    size = Size(width, height, int(density * (width * height - 9)))
    first = random_first(size, seed)
    board = lay_no_guess(size, np.random.default_rng(seed), first, counter=counter)
    again = lay_no_guess(size, np.random.default_rng(seed), first, counter=counter)
    assert board == again and board.mine_count == size.mines  # seeded: the same board
    assert QuickPlay(board.mines, first, counter=counter).solve()
    assert CertainPlay(board.mines, first).solve()  # the exact-probability player too


@pytest.mark.parametrize(("rule", "counter"), [("no-guess", True), ("no-guess-strict", False)])
def test_the_game_lays_no_guess_boards_and_replays_them(rule: str, counter: bool) -> None:
    game = Game("expert", rule, seed=5)
    assert game.first_click == rule and not game.mines_placed
    game.reveal(7, 3)
    assert QuickPlay(game.board.mines, (7, 3), counter=counter).solve()
    if counter:
        assert cleared_by_certain_moves(game.board, (7, 3))
    assert Game.from_json(game.to_json()).board == game.board
    other = Game("expert", rule, seed=5)
    other.reveal(7, 3)
    assert other.board == game.board


def test_too_dense_or_too_slow_is_a_clear_error_in_bounded_time() -> None:
    size = Size(30, 16, 130)  # no dealt layout of 64 needs no guess: each is repaired
    with pytest.raises(BoardError, match=r"no no-guess board of 30x16/130 found \(still a guess"
                       r" after 0 steps\)"):  # fmt: skip
        lay_no_guess(size, np.random.default_rng(1), (8, 15), max_repairs=0)
    with pytest.raises(BoardError, match="time ran out.*try fewer mines"):
        lay_no_guess(size, np.random.default_rng(1), (8, 15), max_seconds=0.0)
    with pytest.raises(DifficultyError, match="no-guess boards are laid up to 100,000 cells"):
        Game((1000, 1000, 10), "no-guess")
    with pytest.raises(DifficultyError, match="first_click='no-guess' keeps up to 9 cells clear"):
        Game((9, 9, 73), "no-guess")
    with pytest.raises(DifficultyError, match="first_click='no-guess-strict' keeps up to 9"):
        Game((9, 9, 73), "no-guess-strict")


def test_without_the_ai_the_rule_says_what_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(layers, "_LAYERS", {})
    with pytest.raises(BoardError, match="no-guess boards are laid with the AI's reasoning"):
        Game("beginner", "no-guess", seed=1).reveal(4, 4)


def test_the_package_s_game_lays_no_guess_boards_in_a_fresh_process() -> None:
    import subprocess
    import sys
    from pathlib import Path

    code = "from minesweeper import Game\ng = Game('beginner', 'no-guess', seed=1)\ng.reveal(4, 4)"
    root = Path(__file__).resolve().parents[3]
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
