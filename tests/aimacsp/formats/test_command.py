"""``aimacsp solve``: the competition's lines, the JSON record, limits, progress, and the
errors a person meets (a missing file, a file it cannot map, a wrong option)."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from aimacsp.formats import answer, command
from aimacsp.formats.command import STRATEGIES, main
from aimacsp.formats.xcsp3 import check
from aimacsp.formats.xcsp3.declarations import Declarations
from aimacsp.formats.xcsp3.document import parse_file
from aimacsp.formats.xcsp3.solution import assignment
from tests.aimacsp.budgets import Countdown
from tests.clock import PATIENCE

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT / "tests" / "data" / "xcsp3"


def solve(*arguments: str) -> tuple[int, list[str]]:
    out = io.StringIO()
    status = main(["solve", *arguments], out=out)
    return status, out.getvalue().splitlines()


def solution_of(lines: list[str], path: Path) -> dict[str, int]:
    (v,) = [line for line in lines if line.startswith("v ")]
    names = Declarations.read(parse_file(path).child("variables"), str(path))  # type: ignore[arg-type]
    return assignment(v[2:], names)


def test_a_satisfiable_instance() -> None:
    path = CORPUS / "Zebra.xml"
    status, lines = solve(str(path))
    assert status == 0 and lines[0] == f"c aimacsp solve {path}"
    assert "s SATISFIABLE" in lines and check(path, solution_of(lines, path)).ok


def test_an_unsatisfiable_instance() -> None:
    status, lines = solve(str(CORPUS / "Pigeons-7.xml"))
    assert status == 0 and lines[-1] == "s UNSATISFIABLE"
    assert not any(line.startswith(("v ", "o ")) for line in lines)


def test_an_optimisation_prints_each_better_value() -> None:
    path = CORPUS / "ChangeMaking-13.xml"
    status, lines = solve(str(path))
    values = [int(line[2:]) for line in lines if line.startswith("o ")]
    assert status == 0 and values == sorted(values, reverse=True) and values[-1] == 4
    assert lines[-2] == "s OPTIMUM FOUND"
    verdict = check(path, solution_of(lines, path))
    assert verdict.ok and verdict.objective == 4


def test_a_time_limit_ends_with_what_is_known() -> None:
    status, lines = solve(str(CORPUS / "Langford-2-9.xml"), "--time-limit", "0.3")
    assert status == 0 and lines[-1] == "s UNKNOWN"
    status, lines = solve(str(CORPUS / "Knapsack-20-50-00.xml"), "--time-limit", "0.5")
    said = [line for line in lines if line.startswith("s ")]
    assert status == 0 and said in (["s SATISFIABLE"], ["s OPTIMUM FOUND"], ["s UNKNOWN"])
    if said == ["s SATISFIABLE"]:
        assert any(line.startswith("c bound ") for line in lines)


def test_json_holds_the_status_objective_and_solution() -> None:
    path = CORPUS / "WaterBucket-8-5-3-4-4-0-8.xml"
    status, lines = solve(str(path), "--json")
    (record,) = map(json.loads, lines)
    assert status == 0 and record["status"] == "optimum_found" and record["objective"] == 7
    assert check(path, record["solution"]).ok and record["nodes"] >= 0


@pytest.mark.parametrize("strategy", sorted(STRATEGIES))
def test_every_strategy_solves(strategy: str) -> None:
    status, lines = solve(str(CORPUS / "Queens-8.xml"), "--strategy", strategy)
    assert status == 0 and "s SATISFIABLE" in lines


def test_a_missing_file_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = solve("/nonexistent/x.xml")
    assert status == 1 and lines == []
    assert "cannot read /nonexistent/x.xml: No such file or directory" in capsys.readouterr().err


def test_a_file_it_cannot_map_is_unsupported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bin.xml"
    path.write_text(
        '<instance format="XCSP3" type="CSP"><variables><var id="x"> 0 1 </var>'
        "</variables>\n<constraints>\n<flow> x </flow></constraints></instance>"
    )
    status, lines = solve(str(path))
    assert status == 1 and lines[-1] == "s UNSUPPORTED"
    assert f"{path}, line 3: <flow> is not a constraint" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        ([], "the following arguments are required: COMMAND"),
        (["solve"], "the following arguments are required: FILE"),
        (["solve", "f.xml", "--time-limit", "soon"], "'soon' is not a number of seconds"),
        (["solve", "f.xml", "--time-limit", "0"], "0 is not a number of seconds above 0"),
        (["solve", "f.xml", "--strategy", "fast"], "invalid choice: 'fast'"),
    ],
)
def test_usage_mistakes_exit_2(
    arguments: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as caught:
        main(arguments)
    assert caught.value.code == 2 and says in capsys.readouterr().err


def test_a_long_run_shows_progress(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(command, "PROGRESS", 0.1)
    solve(str(CORPUS / "Langford-2-9.xml"), "--time-limit", "0.5")
    assert "c aimacsp: 0 s" in capsys.readouterr().err


@pytest.mark.heavy  # other processes end to end: CI's step of its own
def test_the_installed_command_and_a_termination_signal() -> None:
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "aimacsp", "--version"], capture_output=True,
                          text=True, env=environment, timeout=PATIENCE)  # fmt: skip
    assert done.returncode == 0 and done.stdout.startswith("aimacsp ")
    process = subprocess.Popen(
        [sys.executable, "-m", "aimacsp", "solve", str(CORPUS / "Langford-2-9.xml")],
        stdout=subprocess.PIPE, text=True, env=environment,
    )  # fmt: skip
    assert process.stdout is not None
    assert process.stdout.readline().startswith("c aimacsp solve")
    time.sleep(0.5)
    process.send_signal(signal.SIGTERM)
    out, _ = process.communicate(timeout=PATIENCE)
    assert process.returncode == 0 and "s UNKNOWN" in out.splitlines()


@pytest.mark.parametrize("looks", [0, 1, 2])
def test_a_time_limit_holds_while_the_file_is_read(
    looks: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the budget spent by work (its looks counted), not by a clock
    budgets: list[Countdown] = []

    def budget(limits: object) -> Countdown:
        budgets.append(Countdown(looks))
        return budgets[-1]

    monkeypatch.setattr(command, "Budget", budget)
    status, lines = solve(str(CORPUS / "Knapsack-20-50-00.xml"), "--time-limit", "5")
    assert status == 0 and lines[-1] == "s UNKNOWN"
    assert lines[-2].startswith("c the time limit was reached while reading")
    assert budgets[0].seen == looks + 1
    monkeypatch.undo()
    status, lines = solve(str(CORPUS / "Knapsack-20-50-00.xml"), "--json")
    assert json.loads(lines[-1])["status"] != "unknown"


def test_the_budget_left_after_reading_is_the_searchs(monkeypatch: pytest.MonkeyPatch) -> None:
    whole = Countdown(10**9)
    monkeypatch.setattr(command, "Budget", lambda limits: whole)
    solve(str(CORPUS / "Zebra.xml"), "--time-limit", "5")
    read_looks = whole.seen  # what reading, compiling and the search looked at
    monkeypatch.setattr(command, "Budget", lambda limits: Countdown(read_looks - 1))
    status, lines = solve(str(CORPUS / "Zebra.xml"), "--time-limit", "5")
    assert status == 0 and lines[-1] == "s UNKNOWN"  # the one budget ran out on the way


def test_a_solution_the_time_leaves_unchecked_is_printed_and_said_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(answer, "Budget", lambda limits: Countdown(0))
    path = CORPUS / "ChangeMaking-13.xml"
    status, lines = solve(str(path), "--time-limit", "60")
    assert "c the time limit was reached before the solution was checked" in lines
    assert lines[-2] == "s OPTIMUM FOUND" and check(path, solution_of(lines, path)).ok


def test_work_that_does_not_stop_itself_is_stopped_past_the_limit() -> None:
    with pytest.raises(KeyboardInterrupt), command.stopped_in_time(0.0):
        for _ in range(10**10):  # far longer than the alarm's grace
            pass


def test_the_time_python_took_to_start_is_taken_off_the_limit() -> None:
    assert command.since_start() >= 0.0
    out = io.StringIO()
    status = main(["solve", str(CORPUS / "Zebra.xml"), "--time-limit", "2"], out=out, spent=2.0)
    lines = out.getvalue().splitlines()
    assert status == 0 and lines[-1] == "s UNKNOWN"
    assert lines[-2].startswith("c the time limit was reached while reading (2.")
