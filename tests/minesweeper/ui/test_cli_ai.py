"""The AI subcommands through `main`: ``hint FILE.mine`` and ``bench``."""

import io
import json
import math
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from minesweeper.ai.advice import advice_json
from minesweeper.ai.agents import AGENTS
from minesweeper.ai.probability import mine_probabilities
from minesweeper.game.position import Position
from minesweeper.ui.cli import main
from minesweeper.ui.cli_ai import write_json
from tests.clock import PATIENCE

ROOT = Path(__file__).resolve().parents[3]
GUESS = ROOT / "examples" / "positions" / "beginner_guess.mine"

SAFE = ["--first-click", "safe"]  # these check the classic rule's words (games default to opening)


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


FULL = "3x3x9\nHHH\nHHH\nHHH\n"


def test_hint_on_an_untouched_board_follows_the_first_click_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["hint", str(write(tmp_path, FULL.replace("x9", "x8"))), *SAFE]) == 0
    out = capsys.readouterr().out
    assert "  1 S M M\n  2 M M M\n  3 M M M\n" in out  # the first click's cell is kept clear
    assert out.endswith(
        "Nothing is open yet. Suggested: reveal row 1, column 1: first click (safe rule).\n"
        "The rule keeps it clear: the first click is never a mine.\n"
        "After it, each of the other 8 hidden cells is a mine for certain.\n"
    )
    assert "100.0%" not in out


def test_hint_says_when_the_first_click_rule_cannot_be_honoured(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, FULL)
    assert main(["hint", str(path), *SAFE]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"minesweeper: {path}: under the safe first-click rule the first click (row 1, column 1)"
        " is never a mine, so at most 8 mines fit on this board, not 9\n"
    )
    assert main(["hint", str(path), "--json", *SAFE]) == 1
    found = json.loads(capsys.readouterr().out)["impossible"]
    assert found["because"] == [] and "at most 8 mines fit" in found["explanation"]


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
            "p.mine: the position is impossible: the 1 at row 1, column 2; the flag at row 1,"
            " column 1 and the flag at row 1, column 3 cannot all hold",
        ),
        ("3x1x3\n1HH\n", "p.mine: line 1: 3 mines do not fit"),
        (
            "4x1x1\n1HH1\n",
            "p.mine: the position is impossible: the 1 at row 1, column 1; the 1 at row 1, column 4"
            " and the mine counter (1 mine in all) cannot all hold",
        ),
        (
            "3x2x3\n0H2\nHHH\n",
            "p.mine: the position is impossible: the 0 at row 1, column 1 and the 2 at row 1,"
            " column 3 cannot all hold",
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
        "explanation": "the position is impossible: the 1 at row 1, column 1; the 1 at row 1,"
        " column 4 and the mine counter (1 mine in all) cannot all hold",
    }
    assert "cannot all hold" in captured.err


def test_hint_json_says_which_numbers_prove_the_move(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["hint", str(write(tmp_path, "4x3x1\n0000\n0011\n001H\n")), "--json"]) == 0
    move = json.loads(capsys.readouterr().out)["recommended"]
    assert (move["action"], move["row"], move["col"]) == ("flag", 2, 3)
    assert move["because"] == [[1, 2]] and not move["because_mine_counter"]
    assert move["explanation"] == (
        "row 3, column 4 is a mine: the 1 at row 2, column 3 needs a mine there"
    )
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
    binary = tmp_path / "binary.mine"
    binary.write_bytes(b"9x9x10\n\x80\x81")
    assert main(["hint", str(binary)]) == 1
    assert f"{binary}: not a .mine position (byte 8 is not UTF-8 text)" in capsys.readouterr().err


def test_binary_bytes_on_stdin_are_named_as_for_a_file() -> None:
    import subprocess

    done = subprocess.run(
        [sys.executable, "-m", "minesweeper", "hint", "-"],
        input=b"9x9x10\n\x80\x81",
        capture_output=True,
        cwd=ROOT,
        timeout=PATIENCE,
    )
    assert done.returncode == 1
    assert b"<stdin>: not a .mine position (byte 8 is not UTF-8 text)" in done.stderr


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
    assert child.wait(timeout=PATIENCE) == 141  # 128 + SIGPIPE, as a shell reports it
    assert child.stderr.read() == b""


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


def test_hint_on_an_untouched_board_assumes_the_games_default_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["hint", str(write(tmp_path, "9x9x10\n" + "HHHHHHHHH\n" * 9))]) == 0
    assert "first click (opening rule)" in capsys.readouterr().out


def test_a_flag_before_the_first_click_leaves_the_opening_to_the_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["hint", str(write(tmp_path, "3x3x2\nFHH\nHHH\nHHH\n")), *SAFE]) == 0
    assert capsys.readouterr().out.endswith(
        "Nothing is open yet. Suggested: reveal row 1, column 2: first click (safe rule).\n"
        "The rule keeps it clear: the first click is never a mine.\n"
        "After it, each of the other 7 hidden cells is a mine with probability 14.3% (1/7).\n"
    )


def test_hint_json_on_a_count_of_thousands_of_digits(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "200x200x10000\n1" + "H" * 199 + "\n" + ("H" * 200 + "\n") * 199)
    assert main(["hint", str(path), "--json", "--agent", "probabilistic"]) == 0
    out = capsys.readouterr().out
    data = json.loads(out)
    count = 3 * math.comb(200 * 200 - 4, 9999)
    assert data["layouts"] is None and 10 ** (data["layouts_digits"] - 1) <= count
    assert count < 10 ** data["layouts_digits"] and data["layouts_digits"] > 5000
    assert len(data["cells"]) == 200 * 200 - 1 and len(out) < 120 * len(data["cells"])
    assert data["cells"][0] == {
        "row": 0,
        "col": 1,
        "probability": "1/3",
        "probability_float": 1 / 3,
    }
    assert main(["hint", str(path)]) == 0
    assert "mine layouts fit what is shown" in capsys.readouterr().out


PLAIN: list[dict[str, object]] = [
    {},
    {"a": [], "b": None, "c": "text"},
    {"cells": [{"row": 1}, {"row": 2}], "nested": {"x": [1, 2], "y": "z"}, "n": 10**40},
]


@pytest.mark.parametrize("data", PLAIN)
def test_write_json_writes_what_json_reads_lists_and_iterators_alike(
    data: dict[str, object],
) -> None:
    for lazy in (False, True):
        given = {k: iter(v) if lazy and isinstance(v, list) else v for k, v in data.items()}
        out = io.StringIO()
        write_json(given, out)
        assert json.loads(out.getvalue()) == data
        assert all(len(line) < 60 for line in out.getvalue().splitlines())  # a line each


@pytest.mark.parametrize("text", ["3x1x1\n1HH\n", GUESS.read_text(encoding="utf-8")])
def test_the_streamed_json_reads_back_as_the_plain_one(text: str) -> None:
    position = Position.from_text(text)
    probabilities = mine_probabilities(position)
    move = AGENTS["probabilistic"](seed=0).next_move(position)
    out = io.StringIO()
    write_json(advice_json(position, probabilities, move, streamed=True), out)
    assert json.loads(out.getvalue()) == advice_json(position, probabilities, move)
