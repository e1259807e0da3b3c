"""The AI subcommands through `main`: ``hint FILE.mine`` and ``bench``."""

import csv
import io
import json
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from minesweeper.ai.agents import AGENTS, DEFAULT_AGENT
from minesweeper.ai.probability import mine_probabilities
from minesweeper.bench.plot import PLOT_INSTALL
from minesweeper.game.position import Position
from minesweeper.ui.cli import main
from tests.minesweeper.bench.test_stats import SUMMARY_KEYS

ROOT = Path(__file__).resolve().parents[3]
GUESS = ROOT / "examples" / "positions" / "beginner_guess.mine"


def write(tmp_path: Path, text: str, name: str = "p.mine") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


# --- hint ------------------------------------------------------------------------------------


def test_hint_prints_board_map_and_best_guess(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hint", str(GUESS), "--agent", "probabilistic"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{GUESS}: 9x9, 10 mines, 8 not flagged\n    1 2 3 4 5 6 7 8 9\n")
    assert "  3 . 1 F 2 # # # # #" in out  # the position as a player sees it
    assert "  1 . . 1 f a a a a a" in out  # the map: row 1, column 4 is 50-60% a mine
    assert "Map: open cells and flags as on the board" in out
    assert "No cell is safe for certain (431,756 mine layouts fit what is shown)." in out
    assert "Best guess: reveal row 2, column 5." in out
    assert "Why: lowest mine probability, 4.7%." in out


def test_hint_lists_proven_cells(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "4x2x2\n1HHH\nHHHH\n")
    assert main(["hint", str(path), "--agent", "rules"]) == 0
    out = capsys.readouterr().out
    assert "Safe for certain" not in out
    path = write(tmp_path, "3x1x1\n1HH\n")
    assert main(["hint", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Safe for certain (1): row 1, column 3." in out
    assert "Mines for certain (1): row 1, column 2." in out
    assert "Suggested: reveal row 1, column 3, mine probability 0.0%" in out


def test_hint_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hint", str(GUESS), "--json", "--agent", "probabilistic"]) == 0
    data = json.loads(capsys.readouterr().out)
    expected = mine_probabilities(Position.from_text(GUESS.read_text()))
    assert data["layouts"] == expected.layouts == 431756
    assert (data["width"], data["height"], data["mines_total"], data["mines_left"]) == (9, 9, 10, 8)
    assert len(data["cells"]) == len(expected.probabilities)
    for cell in data["cells"]:
        p = expected.probabilities[cell["row"], cell["col"]]
        assert cell["probability"] == f"{p.numerator}/{p.denominator}"
        assert cell["probability_float"] == float(p)
    assert data["safe"] == [] and data["mines"] == []
    move = data["recommended"]
    assert (move["action"], move["row"], move["col"], move["kind"]) == ("reveal", 1, 4, "guess")
    assert Fraction(move["probability"]) == Fraction(83, 1748)


@pytest.mark.parametrize(("rule", "cell"), [("safe", [0, 0]), ("opening", [2, 2])])
def test_hint_opens_an_untouched_board_by_the_first_click_rule(
    rule: str, cell: list[int], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "new.mine"
    path.write_text("9x9x10\n" + "HHHHHHHHH\n" * 9)
    assert main(["hint", str(path), "--json", "--first-click", rule]) == 0
    move = json.loads(capsys.readouterr().out)["recommended"]
    assert [move["row"], move["col"]] == cell and move["kind"] == "opening"


def test_hint_json_for_a_finished_position(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "3x1x1\n1F1\n")
    assert main(["hint", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["recommended"] is None and data["cells"] == [] and data["layouts"] == 1
    assert main(["hint", str(path)]) == 0
    assert capsys.readouterr().out.endswith("Nothing is left to open.\n")


def test_hint_reads_stdin(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("3x1x1\n1HH\n"))
    assert main(["hint", "-"]) == 0
    assert capsys.readouterr().out.startswith("<stdin>: 3x1, 1 mine, 1 not flagged")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("9x9\n", "p.mine: line 1: expected a header WIDTHxHEIGHTxMINES"),
        (
            "3x2x2\nF1F\nHHH\n",
            "p.mine: the position is impossible: the 1 at (1,2), the flag at (1,1) and the flag"
            " at (1,3) cannot all hold",
        ),
        ("3x1x3\n1HH\n", "p.mine: line 1: 3 mines do not fit"),
        (
            "4x1x1\n1HH1\n",
            "p.mine: the position is impossible: the 1 at (1,1), the 1 at (1,4) and the mine"
            " counter (1 mine in all) cannot all hold",
        ),
        (
            "3x2x3\n0H2\nHHH\n",
            "p.mine: the position is impossible: the 0 at (1,1) and the 2 at (1,3) cannot all hold",
        ),
    ],
)
def test_hint_errors_go_to_stderr(
    tmp_path: Path, text: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["hint", str(write(tmp_path, text))]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("minesweeper: ") and message in captured.err


def test_hint_json_names_the_evidence_of_an_impossible_position(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["hint", str(write(tmp_path, "4x1x1\n1HH1\n")), "--json"]) == 1
    captured = capsys.readouterr()
    assert json.loads(captured.out)["impossible"] == {
        "because": [[0, 0], [0, 3]],
        "because_mine_counter": True,
        "explanation": "the position is impossible: the 1 at (1,1), the 1 at (1,4) and the mine"
        " counter (1 mine in all) cannot all hold",
    }
    assert "cannot all hold" in captured.err


def test_hint_json_says_which_numbers_prove_the_move(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["hint", str(write(tmp_path, "4x3x1\n0000\n0011\n001H\n")), "--json"]) == 0
    move = json.loads(capsys.readouterr().out)["recommended"]
    assert (move["action"], move["row"], move["col"]) == ("flag", 2, 3)
    assert move["because"] == [[1, 2]] and not move["because_mine_counter"]
    assert move["explanation"] == "row 3, column 4 is a mine: the 1 at (2,3) needs a mine there"
    assert main(["hint", str(write(tmp_path, "4x2x1\n1HHH\n1HHH\n")), "--json"]) == 0
    move = json.loads(capsys.readouterr().out)["recommended"]
    assert move["action"] == "reveal" and move["col"] >= 2
    assert move["because"] in ([[0, 0]], [[1, 0]]) and move["because_mine_counter"]


def test_hint_missing_file_and_bad_agent(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["hint", str(tmp_path / "none.mine")]) == 1
    assert "none.mine: No such file or directory" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_info:
        main(["hint", str(GUESS), "--agent", "oracle"])
    assert exit_info.value.code == 2
    assert f"unknown agent 'oracle'; choose from {', '.join(AGENTS)}" in capsys.readouterr().err


# --- bench -----------------------------------------------------------------------------------


def test_bench_table_json_and_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_json, out_csv = tmp_path / "bench.json", tmp_path / "games.csv"
    argv = ["bench", "--agents", "random,rules", "-d", "beginner,5x5/3", "--games", "4"]
    argv += ["--workers", "1", "--json", str(out_json), "--records", str(out_csv)]
    assert main(argv) == 0
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert lines[0] == (
        "4 games per agent and difficulty, first click safe (where the agent chooses),"
        " seed 0, 1 workers"
    )
    assert lines[1].split() == [
        "agent", "difficulty", "games", "wins", "win", "rate", "95%", "CI", "revealed",
        "guesses/game", "mean", "s", "median", "s",
    ]  # fmt: skip
    assert lines[2].split()[:3] == ["random", "beginner", "4"]
    assert lines[4] == "" and lines[5].split()[:3] == ["random", "5x5/3", "4"]
    assert f"wrote {out_json}" in captured.out and f"wrote {out_csv}" in captured.out
    assert captured.err == ""  # the progress bar shows only on a terminal
    summary = json.loads(out_json.read_text())
    assert [(s["agent"], s["difficulty"]) for s in summary] == [
        ("random", "beginner"),
        ("rules", "beginner"),
        ("random", "5x5/3"),
        ("rules", "5x5/3"),
    ]
    assert all(list(s) == SUMMARY_KEYS for s in summary)
    assert all(s["games"] == 4 and len(s["ci95"]) == 2 for s in summary)
    rows = list(csv.DictReader(out_csv.open()))
    assert len(rows) == 16 and rows[0]["agent"] == "random" and rows[0]["index"] == "0"


def test_bench_results_are_the_same_with_more_workers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def run(workers: str) -> list[dict[str, object]]:
        path = tmp_path / f"{workers}.json"
        argv = ["bench", "--agents", "rules,gac", "--games", "5", "--seed", "9"]
        assert main([*argv, "--workers", workers, "--json", str(path), "--no-progress"]) == 0
        assert capsys.readouterr().err == ""
        return [
            {k: v for k, v in s.items() if not k.startswith("time")}
            for s in json.loads(path.read_text())
        ]

    assert run("1") == run("2")


def test_bench_defaults_to_every_agent(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--games", "1", "--workers", "1", "--no-progress", "-d", "4x4/2"]) == 0
    rows = capsys.readouterr().out.splitlines()[2:]
    assert [row.split()[0] for row in rows] == list(AGENTS)
    assert DEFAULT_AGENT in AGENTS


class Terminal(io.StringIO):
    """A stream that says it is a terminal, so tqdm draws its bar there."""

    def isatty(self) -> bool:
        return True


def test_bench_progress_bar_only_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["bench", "--games", "3", "--workers", "1", "-d", "4x4/2", "--agents", "rules"]
    assert main(argv) == 0
    assert capsys.readouterr().err == ""  # stderr is not a terminal here
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(argv) == 0
    assert "3/3" in terminal.getvalue() and "game" in terminal.getvalue()
    quiet = Terminal()
    monkeypatch.setattr(sys, "stderr", quiet)
    assert main([*argv, "--no-progress"]) == 0
    assert quiet.getvalue() == ""


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--agents", "rules,oracle"], "argument --agents: unknown agent 'oracle'; choose from"),
        (["-d", "beginner,galactic"], "argument -d/--difficulty: unknown difficulty 'galactic'"),
        (["-d", "3x3/9"], "9 mines do not fit on a 3x3 board"),
        (["--games", "0"], "argument --games: expected a whole number >= 1, got '0'"),
        (["--workers", "two"], "argument --workers: expected a whole number >= 1"),
        (["--first-click", "lucky"], "invalid choice: 'lucky'"),
    ],
)
def test_bench_usage_errors(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["bench", *argv])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert words in err
    if "--agents" in argv:
        assert ", ".join(AGENTS) in err


def test_bench_plot_without_matplotlib_says_how_to_get_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # makes `import matplotlib` fail
    argv = ["bench", "--games", "1", "--plot", str(tmp_path / "p.png"), "--no-progress"]
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert f"--plot needs matplotlib, which is not installed: {PLOT_INSTALL}" in captured.err
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    assert PLOT_INSTALL in readme  # the error and the README give the same command
    assert captured.out == ""  # it said so before playing any game
    assert not (tmp_path / "p.png").exists()


def test_bench_plot_draws_a_png(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("matplotlib", reason="matplotlib is optional: pip install '.[plot]'")
    path = tmp_path / "rates.png"
    argv = ["bench", "--agents", "random,rules", "-d", "beginner,6x6/4", "--games", "3"]
    assert main([*argv, "--workers", "1", "--plot", str(path), "--no-progress"]) == 0
    assert path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert f"wrote {path}" in capsys.readouterr().out


def test_a_reader_that_stops_early_gets_no_error_message(tmp_path: Path) -> None:
    import subprocess

    big = write(tmp_path, "60x60x500\n1" + "H" * 59 + "\n" + ("H" * 60 + "\n") * 59)
    child = subprocess.Popen(
        [sys.executable, "-m", "minesweeper", "hint", str(big), "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    assert child.stdout is not None and child.stderr is not None
    assert child.stdout.readline() == b"{\n"
    child.stdout.close()  # like `| head -1`: far more JSON than a pipe holds is still to come
    assert child.wait(timeout=60) == 1
    assert child.stderr.read() == b""


def test_ctrl_c_stops_a_parallel_bench_at_once_and_quietly() -> None:
    import signal
    import subprocess
    import time

    argv = ["bench", "--agents", "probabilistic", "-d", "expert", "--games", "400"]
    child = subprocess.Popen(
        [sys.executable, "-m", "minesweeper", *argv, "--workers", "2", "--no-progress"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    time.sleep(1.5)  # the pool is running: the whole run would take minutes
    start = time.monotonic()
    child.send_signal(signal.SIGINT)
    try:
        out, err = child.communicate(timeout=30)
    finally:
        child.kill()
    assert child.returncode == 130 and time.monotonic() - start < 10
    assert out == "" and "Traceback" not in err


def test_play_takes_the_agent_for_hint_and_auto(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("auto 1\nauto 1\n"))
    assert main(["play", "--seed", "1", "--agent", "random"]) == 0
    assert "a random hidden cell" in capsys.readouterr().out
    monkeypatch.setattr("sys.stdin", io.StringIO("auto 1\nauto 1\n"))
    assert main(["play", "--seed", "1"]) == 0
    assert "a random hidden cell" not in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["gui", "--agent", "oracle"])
    assert "argument --agent: unknown agent 'oracle'" in capsys.readouterr().err
