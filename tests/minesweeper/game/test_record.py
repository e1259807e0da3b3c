import json
import os
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.game.board import Board
from minesweeper.game.play import Game, GameError
from minesweeper.game.record import Record, RecordError, atomic_write
from tests.clock import PATIENCE
from tests.minesweeper.helpers import FakeClock, moves, play

settings_for_games = settings(max_examples=60, deadline=None)


def same_game(a: Game, b: Game) -> None:
    assert a.position() == b.position()
    assert (a.status, a.exploded, a.moves, a.seed) == (b.status, b.exploded, b.moves, b.seed)
    assert a.mines_placed == b.mines_placed
    if a.mines_placed:
        assert a.board == b.board
    assert np.array_equal(a.revealed, b.revealed)
    assert [a.mark(r, c) for r in range(a.height) for c in range(a.width)] == [
        b.mark(r, c) for r in range(b.height) for c in range(b.width)
    ]


@settings_for_games
@given(
    st.sampled_from(["beginner", "classic", "5x4/6", "6x6/20"]),
    st.sampled_from(["safe", "opening", "none"]),
    st.integers(0, 2**63),
    moves,
)
def test_save_load_and_replay_reproduce_the_game(
    difficulty: str, rule: str, seed: int, script: list[tuple[str, int, int]]
) -> None:
    clock = FakeClock()
    game = Game(difficulty, rule, seed, clock=clock)
    play(game, script)
    clock.advance(7)
    loaded = Game.from_json(game.to_json(), clock=FakeClock())
    same_game(game, loaded)
    assert loaded.elapsed == pytest.approx(game.elapsed)
    *_, last = game.replay()
    same_game(game, last)


@settings_for_games
@given(st.integers(0, 2**32), moves)
def test_a_fixed_layout_saves_without_a_seed(seed: int, script: list[tuple[str, int, int]]) -> None:
    board = Board.place(Game("classic").size, np.random.default_rng(seed))
    game = Game.from_board(board, clock=FakeClock())
    play(game, script)
    text = game.to_json()
    assert json.loads(text)["seed"] is None
    same_game(game, Game.from_json(text))


def test_replay_yields_the_start_then_each_move() -> None:
    game = Game("beginner", seed=3, clock=FakeClock())
    game.flag(0, 0)
    game.reveal(4, 4)
    steps = [(g.mark(0, 0), int(g.revealed.sum())) for g in game.replay()]
    assert steps[0] == ("none", 0) and steps[1] == ("flag", 0) and steps[2][1] > 0


def test_timer_keeps_running_after_loading_a_game_under_way() -> None:
    clock = FakeClock()
    game = Game("beginner", seed=3, clock=clock)
    game.reveal(4, 4)
    clock.advance(12)
    later = FakeClock(5000)
    loaded = Game.from_json(game.to_json(), clock=later)
    assert loaded.elapsed == 12
    later.advance(3)
    assert loaded.elapsed == 15
    assert Game.from_json(Game("beginner").to_json()).elapsed == 0  # not started: not running


def test_save_and_load_files(tmp_path: Path) -> None:
    game = Game("intermediate", seed=9, clock=FakeClock())
    game.reveal(8, 8)
    path = tmp_path / "game.json"
    game.save(path)
    same_game(game, Game.load(path))
    assert oct(path.stat().st_mode & 0o777) == oct(0o644)


def test_atomic_write_leaves_the_old_file_when_interrupted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    path.write_text("old")

    def crash(src: str, dst: object) -> None:
        raise OSError("disk gone")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="disk gone"):
        atomic_write(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary left behind


def test_atomic_write_bytes(tmp_path: Path) -> None:
    atomic_write(tmp_path / "board.mbf", b"\x01\x01\x00\x00")
    assert (tmp_path / "board.mbf").read_bytes() == b"\x01\x01\x00\x00"


def saved(**changes: object) -> str:
    game = Game("classic", seed=5, clock=FakeClock())
    game.reveal(3, 3)
    document = json.loads(game.to_json())
    document.update(changes)
    return json.dumps(document)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('{"format": "minesweeper-game",\n "version": }', "line 2, column 13: not valid JSON"),
        ("[1, 2]", "not a saved game"),
        (saved(version=2), "field 'version': expected 1, got 2"),
        (saved(width=0), "field 'width': expected a whole number >= 1, got 0"),
        (saved(mines="ten"), "field 'mines': expected a whole number >= 0, got 'ten'"),
        (saved(first_click="lucky"), "field 'first_click': expected one of safe, opening, none"),
        (saved(seed=None, layout=None), "a saved game needs at least one"),
        (saved(layout=[[0, 0, 1]]), r"field 'layout\[0\]': expected \[row, col\]"),
        (saved(elapsed=-1), "field 'elapsed': expected seconds from 0 to 1e9"),
        (saved(moves={}), "field 'moves': expected a list"),
        (saved(moves=[["dig", 0, 0, 0]]), r"field 'moves\[0\]': expected \[action, row, col"),
        (saved(moves=[["reveal", 0, 0, True]]), r"field 'moves\[0\]'"),
    ],
)
def test_malformed_records_say_where(text: str, words: str) -> None:
    with pytest.raises(RecordError, match=words):
        Record.from_json(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (saved(moves=[["reveal", 3, 3, 0], ["reveal", 3, 3, 1]]),
         r"move 2 \(reveal at row 4, column 4\) changes nothing \(the cell is open"),
        (saved(moves=[["reveal", 30, 3, 0]]),
         r"move 1 \(reveal at row 31, column 4\) is off the board: rows run 1..8, columns 1..8"),
        (saved(layout=[[0, 0]]), "the saved layout holds 1 mine but the game 10: its field"),
        (saved(seed=None, layout=[[0, 0]]), "the saved layout holds 1 mine but the game 10"),
        (saved(mines=11), "the saved layout holds 10 mines but the game 11"),  # fmt: skip
        (saved(seed=None, layout=[[0, 9]]), "outside the 8x8 board"),
        (saved(mines=64), "64 mines do not fit"),
    ],
)
def test_records_that_do_not_replay_are_refused(text: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        Game.from_json(text)


def test_a_layout_other_than_the_seeds_is_refused_at_the_move_that_lays_it() -> None:
    document = json.loads(saved())
    layout = document["layout"]
    free = next([r, c] for r in range(8) for c in range(8) if [r, c] not in layout)
    document["layout"] = [*layout[1:], free]  # as many mines, one moved
    with pytest.raises(GameError, match=r"^move 1 \(reveal at row 4, column 4\) lays mines that"
                       " differ from the saved layout"):  # fmt: skip
        Game.from_json(json.dumps(document))


def test_moves_after_the_end_are_refused() -> None:
    game = Game.from_board(Board.from_text("*.\n.."), clock=FakeClock())
    game.reveal(0, 0)
    document = json.loads(game.to_json())
    document["moves"].append(["flag", 1, 1, 2.0])
    with pytest.raises(GameError, match=r"move 2 .* comes after the game ended \(lost\)"):
        Game.from_json(json.dumps(document))


def test_a_save_killed_mid_write_leaves_nothing_after_the_next_save(tmp_path: Path) -> None:
    import signal
    import subprocess
    import sys
    import time

    path = tmp_path / "game.json"
    path.write_text("old")
    writer = (
        "import os, sys, time\n"
        "from minesweeper.game.record import atomic_write\n"
        "os.fsync = lambda fd: time.sleep(60)  # stop mid-save, after the data is written\n"
        "atomic_write(sys.argv[1], 'x' * 1_000_000)\n"
    )
    root = Path(__file__).resolve().parents[3]
    child = subprocess.Popen([sys.executable, "-c", writer, str(path)], cwd=root)
    try:
        deadline = time.monotonic() + PATIENCE
        while not any(p.name.endswith(".tmp") for p in tmp_path.iterdir()):
            assert time.monotonic() < deadline and child.poll() is None
            time.sleep(0.02)
        other = tmp_path / f".game.json.{child.pid}.alive.tmp"
        other.write_text("a save still running in another process")
        atomic_write(path, "meanwhile")  # the writer is alive: its file stays
        assert other.exists()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    assert path.read_text() == "meanwhile"
    assert len([p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]) == 2
    atomic_write(path, "new")
    assert path.read_text() == "new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_on_windows_no_process_is_signalled_to_ask_if_it_lives(monkeypatch) -> None:
    import os
    import sys

    from minesweeper.game import record

    asked = []
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(os, "kill", lambda *args: asked.append(args))
    assert record._alive(12345) and asked == []  # os.kill(pid, 0) there is a Ctrl-C
