import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.clock import PATIENCE
from tests.pages import python_blocks

ROOT = Path(__file__).resolve().parents[2]


def test_the_play_example_runs() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "minesweeper_play.py")],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert result.returncode == 0, result.stderr
    assert "9x9x10\n" in result.stdout
    assert result.stdout.endswith("saved, reloaded and replayed the same game\n")


def test_the_api_example_of_the_docs_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    code = python_blocks("minesweeper.md", after="## The API")[0]
    monkeypatch.chdir(tmp_path)  # the example saves game.json in the working directory
    exec(compile(code, "docs/minesweeper.md", "exec"), {})
    assert (tmp_path / "game.json").exists()


def run_example(name: str, *args: str) -> str:
    result = subprocess.run(
        [sys.executable, str(ROOT / "examples" / name), *args],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_the_agents_example_compares_agents_on_the_same_boards() -> None:
    from minesweeper.ai.agents import DEFAULT_AGENT

    out = run_example("minesweeper_agents.py", "6")
    lines = out.splitlines()
    assert lines[0] == "6 beginner games each, the same boards for every agent:"
    assert lines[1].split()[:4] == ["agent", "difficulty", "games", "wins"]
    assert [line.split()[0] for line in lines[2:-1]][:4] == [
        "random",
        "rules",
        "gac",
        "probabilistic",
    ]
    assert lines[-2].split()[0] == DEFAULT_AGENT
    assert lines[-1].startswith(f"boards {DEFAULT_AGENT} lost: ")


def test_the_probabilities_example_prints_the_map(tmp_path: Path) -> None:
    out = run_example("minesweeper_probabilities.py")
    assert out.startswith("beginner_guess.mine: 431,756 mine layouts fit")
    assert "  1 . . 1 f a a a a a\n" in out
    assert "  row 2, column 5: 4.7% (83/1748)\n" in out
    assert out.endswith("certainly safe: 0, certainly mines: 0\n")
    own = tmp_path / "mine.mine"
    own.write_text("3x1x1\n1HH\n")
    out = run_example("minesweeper_probabilities.py", str(own))
    assert out.startswith("mine.mine: 1 mine layout fits the numbers")
    assert "  1 1 M S\n" in out and out.endswith("certainly safe: 1, certainly mines: 1\n")
