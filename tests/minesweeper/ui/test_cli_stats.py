import io
import json
from pathlib import Path

import numpy as np
import pytest

from minesweeper.game.play import Game
from minesweeper.ui.cli import main


def winning_commands(seed: int) -> str:
    game = Game("beginner", seed=seed)
    game.reveal(4, 4)
    cells = ["reveal 5 5"] + [f"reveal {r + 1} {c + 1}" for r, c in np.argwhere(~game.board.mines)]
    return "\n".join(cells) + "\nquit\n"


def test_a_best_time_is_kept_across_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MINESWEEPER_DATA", str(tmp_path))
    for seed in (1, 2):
        monkeypatch.setattr("sys.stdin", io.StringIO(winning_commands(seed)))
        assert main(["play", "--seed", str(seed)]) == 0
        assert "best time" in capsys.readouterr().out
    assert main(["stats"]) == 0
    text = capsys.readouterr().out
    assert text.splitlines()[1].split()[:6] == ["beginner", "safe", "none", "2", "2", "100%"]
    assert "Best times, beginner, first click safe:" in text and "   2. " in text
    assert main(["stats", "--json"]) == 0
    (tally,) = json.loads(capsys.readouterr().out)
    assert tally["games"] == 2 and len(tally["best"]) == 2 and tally["assisted"] is False


def test_stats_with_a_corrupt_file_says_so_and_keeps_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MINESWEEPER_DATA", str(tmp_path))
    (tmp_path / "statistics.json").write_text("{oops")
    assert main(["stats"]) == 0
    captured = capsys.readouterr()
    assert "No games recorded yet." in captured.out
    assert "could not be read (not valid JSON" in captured.err
    assert len(list(tmp_path.glob("statistics.json.unreadable-*"))) == 1
