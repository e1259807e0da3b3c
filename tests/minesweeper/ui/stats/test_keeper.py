import io
from pathlib import Path

import numpy as np

from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.stats.keeper import LAST_GAME, Keeper
from minesweeper.ui.stats.store import read_statistics
from minesweeper.ui.stats.table import Key
from minesweeper.ui.terminal import Session
from minesweeper.ui.terminal.fullscreen import FullScreen
from minesweeper.ui.window.presenter import LEFT, Presenter
from tests.minesweeper.helpers import FakeClock


def win(game: Game, clock: FakeClock, seconds: float) -> None:
    if not game.mines_placed:
        game.reveal(0, 0)
    clock.advance(seconds)
    for row, col in np.argwhere(~game.board.mines):
        if game.status == "playing" and not game.revealed[row, col]:
            game.reveal(int(row), int(col))
    assert game.status == "won"


def lose(game: Game) -> None:
    game.reveal(0, 0)
    game.reveal(*(int(v) for v in np.argwhere(game.board.mines)[0]))


def tallies(folder: Path) -> dict[Key, object]:
    stats, notes = read_statistics(folder / "statistics.json")
    assert notes == []
    return stats


def test_each_game_is_counted_once_with_its_place(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path, now=lambda: "2026-11-24T23:00:00+00:00")
    clock = FakeClock()
    notes = []
    for seconds in (30, 20, 25):
        game = Game("beginner", seed=int(seconds), clock=clock)
        keeper.start(game)
        assert keeper.finish(game, False) is None  # still playing
        win(game, clock, seconds)
        notes.append(keeper.finish(game, False))
        assert keeper.finish(game, False) is None  # once only
    assert notes == [
        "New best time! (beginner, first click safe)",
        "New best time! (beginner, first click safe)",
        "2nd best time. (beginner, first click safe)",
    ]
    game = Game("beginner", seed=3, clock=clock)
    keeper.start(game)
    lose(game)
    assert keeper.finish(game, False) is None  # counted, nothing to say
    tally = tallies(tmp_path)[Key("beginner", "safe", False)]
    assert (tally.games, tally.wins, tally.streak, tally.best_streak) == (4, 3, -1, 3)
    assert [b.seconds for b in tally.best] == [20.0, 25.0, 30.0]
    assert Game.load(tmp_path / LAST_GAME).record() == game.record()  # kept for review


def test_help_is_counted_apart_and_loaded_games_not_at_all(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    clock = FakeClock()
    helped = Game("beginner", seed=1, clock=clock)
    keeper.start(helped)
    win(helped, clock, 5)
    assert keeper.finish(helped, True) == "New best time! (beginner, first click safe, with help)"
    half = Game("beginner", seed=2, clock=clock)
    half.reveal(0, 0)
    keeper.start(Game.from_json(half.to_json(), clock=clock))  # a loaded game half played
    fixed = Game.from_board(Board.from_text("*..\n..."), clock=clock)
    keeper.start(fixed)
    win(fixed, clock, 1)
    assert keeper.finish(fixed, False) is None
    assert list(tallies(tmp_path)) == [Key("beginner", "safe", True)]


def test_an_unwritable_folder_is_said_not_raised(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    keeper = Keeper(tmp_path / "file" / "below")
    clock = FakeClock()
    game = Game("beginner", seed=1, clock=clock)
    keeper.start(game)
    win(game, clock, 5)
    note = keeper.finish(game, False)
    assert note is not None and note.startswith("Statistics not saved: ")


def test_the_front_ends_record_their_games(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("MINESWEEPER_DATA", str(tmp_path))
    clock = FakeClock()
    game = Game("beginner", seed=5, clock=clock)
    out = io.StringIO()
    session = Session(game, io.StringIO(), out, clock=clock)
    session.execute("hint")  # help taken
    session.execute("reveal 1 1")
    mine = [int(v) + 1 for v in np.argwhere(game.board.mines)[0]]
    session.execute(f"reveal {mine[0]} {mine[1]}")
    assert game.status == "lost" and "Counted apart: the AI helped" in out.getvalue()

    screen = FullScreen(Game("beginner", seed=6, clock=clock), clock=clock)
    screen.open()
    screen.go(*(int(v) for v in np.argwhere(screen.game.board.mines)[0]))
    screen.open()

    presenter = Presenter(Game("beginner", seed=7, clock=clock), clock=clock)
    win(presenter.game, clock, 0)  # to know the board; then a fresh presenter game on it
    presenter.new_game()
    target = Game("beginner", seed=presenter.game.seed)
    presenter.press(LEFT, 4, 4)
    presenter.release(LEFT, 4, 4)
    target.reveal(4, 4)
    for row, col in np.argwhere(~target.board.mines):
        presenter.press(LEFT, int(row), int(col))
        presenter.release(LEFT, int(row), int(col))
    assert presenter.game.status == "won"
    assert "New best time!" in presenter.status_text
    shown = presenter.statistics().splitlines()  # what the Statistics dialog shows
    assert shown[0].startswith("difficulty") and shown[1].split()[:5] == [
        "beginner", "safe", "none", "2", "1"
    ]  # fmt: skip
    stats = tallies(tmp_path)
    assert stats[Key("beginner", "safe", True)].games == 1
    assert stats[Key("beginner", "safe", False)].games == 2
    assert stats[Key("beginner", "safe", False)].wins == 1
