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

from aimacsp.formats import command
from aimacsp.formats.command import STRATEGIES, main
from aimacsp.formats.xcsp3 import check
from aimacsp.formats.xcsp3.declarations import Declarations
from aimacsp.formats.xcsp3.document import parse_file
from aimacsp.formats.xcsp3.solution import assignment
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
        "</variables>\n<constraints>\n<binPacking> x </binPacking></constraints></instance>"
    )
    status, lines = solve(str(path))
    assert status == 1 and lines[-1] == "s UNSUPPORTED"
    assert f"{path}, line 3: <binPacking> is not a constraint" in capsys.readouterr().err


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
