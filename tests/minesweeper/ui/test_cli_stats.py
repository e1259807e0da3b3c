import builtins
import errno
import functools
import io
import itertools
import json
import os
from pathlib import Path

import numpy as np
import pytest

from minesweeper.game.play import Game
from minesweeper.ui.cli import main


def winning_commands(seed: int) -> str:
    game = Game("beginner", "opening", seed=seed)  # the rule games are played by by default
    game.reveal(4, 4)
    cells = ["reveal 5 5"] + [f"reveal {r + 1} {c + 1}" for r, c in np.argwhere(~game.board.mines)]
    return "\n".join(cells) + "\nquit\n"


def test_a_best_time_is_kept_across_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MINESWEEPER_DATA", str(tmp_path))
    ticks = itertools.count(step=0.25)  # each reading of the clock a quarter second on: a
    monkeypatch.setattr(  # piped game can end within the timer's resolution, never a best time
        "minesweeper.ui.cli.Game", functools.partial(Game, clock=lambda: next(ticks))
    )
    for seed in (1, 2):
        monkeypatch.setattr("sys.stdin", io.StringIO(winning_commands(seed)))
        assert main(["play", "--seed", str(seed)]) == 0
        assert "best time" in capsys.readouterr().out
    assert main(["stats"]) == 0
    text = capsys.readouterr().out
    assert text.splitlines()[1].split()[:6] == ["beginner", "opening", "none", "2", "2", "100%"]
    assert "Best times, beginner, first click opening:" in text and "   2. " in text
    assert main(["stats", "--json"]) == 0
    (tally,) = json.loads(capsys.readouterr().out)
    assert tally["games"] == 2 and len(tally["best"]) == 2 and tally["help"] == "none"
    assert "Help none: your own games, and your records." in text


def test_stats_with_a_corrupt_file_says_so_and_keeps_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MINESWEEPER_DATA", str(tmp_path))
    (tmp_path / "statistics.json").write_text("{oops")
    assert main(["stats"]) == 0
    captured = capsys.readouterr()
    assert "No games recorded yet." in captured.out
    assert "statistics.json cannot be read (not valid JSON" in captured.err
    assert not list(tmp_path.glob("statistics.json.unreadable-*"))  # reading writes nothing


@pytest.fixture
def read_only_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every write refused as a read-only mount refuses it (root ignores a folder's mode, so
    a chmod would not do in a test run as root)."""

    def refused(path: object) -> OSError:
        return OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))

    real_open, real_os_open = io.open, os.open

    def open_reading(file: object, mode: str = "r", *args: object, **kwargs: object) -> object:
        if set(mode) & set("wax+"):
            raise refused(file)
        return real_open(file, mode, *args, **kwargs)  # type: ignore[call-overload]

    def os_open_reading(path: object, flags: int, *args: object, **kwargs: object) -> int:
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise refused(path)
        return real_os_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    def no(path: object, *args: object, **kwargs: object) -> None:
        raise refused(path)

    monkeypatch.setattr(io, "open", open_reading)
    monkeypatch.setattr(builtins, "open", open_reading)
    monkeypatch.setattr(os, "open", os_open_reading)
    for name in ("mkdir", "replace", "rename", "unlink"):
        monkeypatch.setattr(os, name, no)


def test_stats_reads_a_read_only_folder_and_a_game_says_it_cannot_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    request: pytest.FixtureRequest,
) -> None:  # fmt: skip
    monkeypatch.setenv("MINESWEEPER_DATA", str(tmp_path))
    monkeypatch.setattr("sys.stdin", io.StringIO(winning_commands(1)))
    assert main(["play", "--seed", "1"]) == 0
    capsys.readouterr()
    request.getfixturevalue("read_only_disk")
    assert main(["stats"]) == 0  # no lock, no folder made, nothing written
    captured = capsys.readouterr()
    assert captured.out.splitlines()[1].split()[:5] == ["beginner", "opening", "none", "1", "1"]
    assert captured.err == ""
    monkeypatch.setattr("sys.stdin", io.StringIO(winning_commands(2)))
    assert main(["play", "--seed", "2"]) == 0
    said = capsys.readouterr().out
    assert (  # each file named for what it holds
        f"Statistics not saved: {tmp_path / 'statistics.json'} cannot be written (Read-only"
        f" file system). The game is not kept for review: {tmp_path / 'last-game.json'} cannot"
        " be written (Read-only file system)." in said
    )
    assert main(["stats", "--abandoned", "uncounted"]) == 1
    assert "statistics.json: Read-only file system" in capsys.readouterr().err


def test_the_rule_for_games_left_unfinished_is_chosen_and_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MINESWEEPER_DATA", str(tmp_path))
    monkeypatch.setattr("sys.stdin", io.StringIO("reveal 5 5\n"))  # then the input ends
    assert main(["play", "--seed", "1", "--prompt"]) == 0
    capsys.readouterr()
    assert main(["stats"]) == 0
    text = capsys.readouterr().out
    assert text.splitlines()[1].split()[:7] == ["beginner", "opening", "none", "1", "0", "0%", "1"]
    assert "count as losses, as in Windows." in text
    assert main(["stats", "--abandoned", "uncounted"]) == 0
    captured = capsys.readouterr()
    assert "From now on: Games left unfinished are not counted" in captured.err
    assert "are not counted (only how many there were)." in captured.out
    monkeypatch.setattr("sys.stdin", io.StringIO("reveal 5 5\nquit\nyes\n"))
    assert main(["play", "--seed", "2", "--prompt"]) == 0
    assert "It is not counted. (y/n) yes" in capsys.readouterr().out
    assert main(["stats", "--json"]) == 0
    (tally,) = json.loads(capsys.readouterr().out)
    assert (tally["games"], tally["abandoned"]) == (1, 2)
