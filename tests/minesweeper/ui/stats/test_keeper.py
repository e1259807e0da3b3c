import io
from dataclasses import replace
from pathlib import Path

import numpy as np

from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.stats.keeper import LAST_GAME, Keeper
from minesweeper.ui.stats.store import read_statistics, update
from minesweeper.ui.stats.table import Key, Tally
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


def tallies(folder: Path) -> dict[Key, Tally]:
    stats, notes = read_statistics(folder / "statistics.json")
    assert notes == []
    return stats.tallies


def test_each_game_is_counted_once_with_its_place(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path, now=lambda: "2026-11-24T23:00:00+00:00")
    clock = FakeClock()
    notes = []
    for seconds in (30, 20, 25):
        game = Game("beginner", seed=int(seconds), clock=clock)
        keeper.start(game)
        assert keeper.finish(game, "none") is None  # still playing
        win(game, clock, seconds)
        notes.append(keeper.finish(game, "none"))
        assert keeper.finish(game, "none") is None  # once only
    assert notes == [
        "New best time! (beginner, first click safe)",
        "New best time! (beginner, first click safe)",
        "2nd best time. (beginner, first click safe)",
    ]
    game = Game("beginner", seed=3, clock=clock)
    keeper.start(game)
    lose(game)
    assert keeper.finish(game, "none") is None  # counted, nothing to say
    tally = tallies(tmp_path)[Key("beginner", "safe")]
    assert (tally.games, tally.wins, tally.streak, tally.best_streak) == (4, 3, -1, 3)
    assert [b.seconds for b in tally.best] == [20.0, 25.0, 30.0]
    assert Game.load(tmp_path / LAST_GAME).record() == game.record()  # kept for review


def test_help_is_counted_apart_and_loaded_games_not_at_all(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    clock = FakeClock()
    helped = Game("beginner", seed=1, clock=clock)
    keeper.start(helped)
    win(helped, clock, 5)
    said = "New best time! (beginner, first click safe, with hints)"
    assert keeper.finish(helped, "hints") == said
    half = Game("beginner", seed=2, clock=clock)
    half.reveal(0, 0)
    keeper.start(Game.from_json(half.to_json(), clock=clock))  # a loaded game half played
    fixed = Game.from_board(Board.from_text("*..\n..."), clock=clock)
    assert keeper.leave("none") is None  # a loaded game half played is not ours to count
    keeper.start(fixed)
    win(fixed, clock, 1)
    assert keeper.finish(fixed, "none") is None
    assert list(tallies(tmp_path)) == [Key("beginner", "safe", "hints")]


def test_a_game_the_ai_won_is_never_the_persons_best_time(tmp_path: Path) -> None:
    # The AI won a game in 9.6 s: "New best time!", and the person's own time pushed to
    # second place. Now it is counted in its own tally, and never a best time.
    keeper = Keeper(tmp_path, now=lambda: "2026-11-24T23:00:00+00:00")
    clock = FakeClock()
    own = Game("beginner", seed=1, clock=clock)
    keeper.start(own)
    win(own, clock, 20)
    assert keeper.finish(own, "none") == "New best time! (beginner, first click safe)"
    played = Game("beginner", seed=2, clock=clock)
    keeper.start(played)
    win(played, clock, 9.6)
    assert keeper.finish(played, "ai") == "Not a best time: the AI played in this game."
    lost = Game("beginner", seed=3, clock=clock)
    keeper.start(lost)
    lose(lost)
    assert keeper.finish(lost, "ai") == "Counted apart: the AI played in this game."
    found = tallies(tmp_path)
    assert [b.seconds for b in found[Key("beginner", "safe")].best] == [20.0]
    by_ai = found[Key("beginner", "safe", "ai")]
    assert (by_ai.games, by_ai.wins, by_ai.best) == (2, 1, ())


def test_an_unwritable_folder_is_said_not_raised(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    folder = tmp_path / "file" / "below"
    keeper = Keeper(folder)
    clock = FakeClock()
    game = Game("beginner", seed=1, clock=clock)
    keeper.start(game)
    win(game, clock, 5)
    assert keeper.finish(game, "none") == (  # each message names its own file
        f"Statistics not saved: {folder / 'statistics.json'} cannot be written (Not a"
        f" directory). The game is not kept for review: {folder / LAST_GAME} cannot be"
        " written (Not a directory)."
    )


def test_a_game_left_unfinished_counts_as_lost_unless_the_player_chose_otherwise(
    tmp_path: Path,
) -> None:
    keeper = Keeper(tmp_path, now=lambda: "2026-11-24T23:00:00+00:00")
    clock = FakeClock()
    untouched = Game("beginner", seed=1, clock=clock)
    keeper.start(untouched)
    untouched.flag(0, 0)  # a flag does not begin a game
    assert keeper.leave("none") is None
    for rule, seed in (("loss", 2), ("uncounted", 3)):
        update(tmp_path / "statistics.json", lambda s, r=rule: replace(s, abandoned=r))
        assert keeper.leaving_question("Quit") == (
            "Quit and leave this game unfinished? "
            + ("It counts as a loss." if rule == "loss" else "It is not counted.")
        )
        begun = Game("beginner", seed=seed, clock=clock)
        keeper.start(begun)
        begun.reveal(4, 4)
        said = "The game left unfinished counts as lost." if rule == "loss" else None
        assert keeper.leave("none") == said
        assert keeper.leave("none") is None  # once only
        assert Game.load(tmp_path / LAST_GAME).moves == begun.moves  # kept for review
    tally = tallies(tmp_path)[Key("beginner", "safe")]
    assert (tally.games, tally.wins, tally.streak, tally.abandoned) == (1, 0, -1, 2)


def test_a_one_click_win_is_counted_but_never_a_best_time(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    clock = FakeClock()
    game = Game.from_board(Board.from_text("*...\n....\n....\n"), clock=clock)
    game.seed = 0  # as if the game had laid this board itself, so that it counts
    keeper.start(game)
    game.reveal(2, 3)  # one opening clears it: 3BV 1
    assert game.status == "won"
    assert keeper.finish(game, "none") == (
        "Not a best time: a board of 3BV 1 is cleared by its first click."
    )
    tally = tallies(tmp_path)[Key("4x3/1", "none")]
    assert (tally.games, tally.wins, tally.best) == (1, 1, ())


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
    assert game.status == "lost" and "Counted apart: a game with hints." in out.getvalue()

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
    clock.advance(9)
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
    assert stats[Key("beginner", "safe", "hints")].games == 1
    assert stats[Key("beginner", "safe")].games == 2
    assert stats[Key("beginner", "safe")].wins == 1


def test_every_front_end_counts_a_game_it_leaves_unfinished(tmp_path: Path) -> None:
    clock = FakeClock()

    def begun(seed: int) -> Game:
        return Game("beginner", seed=seed, clock=clock)

    keeper = Keeper(tmp_path)  # the prompt: 'new' (asked), then the end of the input
    out = io.StringIO()
    session = Session(begun(1), io.StringIO("r 5 5\nnew\nyes\nr 5 5\n"), out, keeper=keeper)
    session.run()
    assert "leave this game unfinished? It counts as a loss. (y/n) yes\nThe game left" in (
        out.getvalue()
    )
    screen = FullScreen(begun(2), clock=clock)  # the full-screen game: n, then q
    screen.keeper = Keeper(tmp_path)
    screen.keeper.start(screen.game)
    screen.open()
    screen.new_game()
    screen.answer(True)
    assert screen.status.startswith("New game. The game left unfinished counts as lost.")
    screen.open()
    screen.quit()
    screen.answer(True)
    assert not screen.running
    window = Presenter(begun(3), clock=clock, keeper=Keeper(tmp_path))  # F2, then closed
    window.press(LEFT, 4, 4)
    window.release(LEFT, 4, 4)
    assert window.new_game()
    assert window.status_text == "The game left unfinished counts as lost."
    window.press(LEFT, 4, 4)
    window.release(LEFT, 4, 4)
    window.leave()
    tally = tallies(tmp_path)[Key("beginner", "safe")]
    assert (tally.games, tally.wins, tally.abandoned) == (6, 0, 6)
