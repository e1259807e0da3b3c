"""The ``sudoku`` command: output, exit status and error messages."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from aimacsp import Limits
from sudoku.cli import MAX_SECONDS, _why_not, main, read_puzzles
from sudoku.grid import Grid, GridError, validate
from tests.clock import PATIENCE, FakeClock, patched_clock
from tests.interrupt import check_ctrl_c_while_loading

HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
SOLVED = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
NO_SOLUTION = "12345678." + "........9" + "." * 63


def test_solve_prints_the_grid(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", HARD]) == 0
    out = capsys.readouterr().out
    assert Grid.parse(out) == Grid.parse(SOLVED)
    assert "------+-------+------" in out


def test_solve_line_and_stats(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["solve", HARD, "--line", "--stats", "--strategy", "fc", "--encoding", "binary"]
    assert main(args) == 0
    first, stats = capsys.readouterr().out.splitlines()
    assert first == SOLVED
    assert stats.startswith("assignments ") and "(fc, binary)" in stats


def test_no_solution_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", NO_SOLUTION]) == 1
    assert capsys.readouterr().out.strip() == (
        "no solution: the givens r1c1=1, r1c2=2, r1c3=3, r1c4=4, r1c5=5, r1c6=6 and r2c9=9 "
        "cannot all hold"
    )


def test_unique_reports_two_solutions(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "." * 81, "--unique", "--line"]) == 1
    lines = capsys.readouterr().out.split()
    assert lines[:4] == ["more", "than", "one", "solution;"]
    first, second = (Grid.parse(line) for line in lines[-2:])
    assert first != second
    validate(first)
    validate(second)
    assert main(["solve", HARD, "--unique", "--line"]) == 0
    assert capsys.readouterr().out.strip() == SOLVED


def test_a_contradiction_names_both_cells(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "44" + HARD[2:]]) == 2
    assert "r1c1 and r1c2 both hold 4 (row 1)" in capsys.readouterr().err


def test_a_time_limit_exits_3(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # a clock that moves 1/1024 s at every reading: the limit is reached after a few nodes on
    # any machine (the simple strategy needs thousands for this puzzle)
    with patched_clock(monkeypatch, FakeClock(tick=2**-10)):
        assert main(["solve", HARD, "--strategy", "simple", "--timeout", "0.01"]) == 3
    assert "time limit" in capsys.readouterr().out


def test_files_are_read_and_errors_name_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = tmp_path / "two.txt"
    good.write_text(f"# two puzzles\n{HARD}\n{SOLVED}\n")
    assert main(["solve", str(good), "--line"]) == 0
    assert capsys.readouterr().out.split() == [SOLVED, SOLVED]
    grid = tmp_path / "grid.txt"
    grid.write_text(Grid.parse(HARD).format())
    assert main(["solve", str(grid), "--line"]) == 0
    assert capsys.readouterr().out.strip() == SOLVED
    bad = tmp_path / "bad.txt"
    bad.write_text(f"{HARD}\n{HARD[:40]}x{HARD[41:]}\n")
    assert main(["solve", str(bad)]) == 2
    assert f"{bad}: line 2: 'x' at r5c5" in capsys.readouterr().err


def test_read_puzzles_knows_bundled_sets_and_refuses_nonsense() -> None:
    assert len(read_puzzles("hardest")) == 11
    with pytest.raises(GridError, match="neither a file nor a puzzle"):
        read_puzzles("no-such-file.txt")


@pytest.mark.parametrize(
    ("argument", "says"),
    [
        ("", "sudoku: the puzzle argument is empty: give a puzzle of 81 cells"),
        ("   ", "sudoku: the puzzle argument is only spaces: give a puzzle of 81 cells"),
        (HARD[:80], f"sudoku: {HARD[:80]!r} has 80 cells, a puzzle needs 81 (and no file has"),
        (HARD + "1", f"sudoku: {HARD + '1'!r} has 82 cells, a puzzle needs 81\n"),
        ("1.3 4|5", "sudoku: '1.3 4|5' has 5 cells, a puzzle needs 81"),
    ],
    ids=["empty", "spaces", "80 cells", "82 cells", "with separators"],
)
def test_a_puzzle_argument_says_what_is_wrong_with_it(
    argument: str, says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # The empty argument was read as the current folder ("`: is a folder`"), and a short
    # puzzle as "neither a file nor a puzzle of 81 cells", without its count.
    assert main(["solve", argument]) == 2
    err = capsys.readouterr().err
    assert err.startswith(says) and "folder" not in err and "neither" not in err


@pytest.mark.parametrize("command", ["solve", "bench"])
def test_a_file_that_is_not_puzzles_is_named(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    binary = tmp_path / "puzzles.txt"
    binary.write_bytes(HARD.encode() + b"\n\x80\xe5\n")
    assert main([command, str(binary)]) == 2
    assert capsys.readouterr().err == (
        f"sudoku: {binary}: not a file of puzzles (byte 82 is not UTF-8 text)\n"
    )
    assert main([command, str(tmp_path)]) == 2
    assert capsys.readouterr().err == f"sudoku: {tmp_path}: is a folder; give a file of puzzles\n"


def test_standard_input_that_is_not_text_is_named(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"\xff" * 81)))
    assert main(["solve", "-"]) == 2
    assert "sudoku: <stdin>: not a file of puzzles (byte 0 is not UTF-8 text)" in (
        capsys.readouterr().err
    )


def test_a_file_that_cannot_be_read_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    locked = tmp_path / "locked.txt"
    locked.write_text(HARD)

    def refuse(self: Path) -> bytes:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "read_bytes", refuse)  # root reads any file: pretend otherwise
    assert main(["solve", str(locked)]) == 2
    assert capsys.readouterr().err == f"sudoku: {locked}: Permission denied\n"


def test_bench_prints_the_table_and_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_json = tmp_path / "bench.json"
    code = main(
        ["bench", "hardest", "--limit", "3", "--strategies", "fc,mac", "--json", str(out_json)]
    )
    assert code == 0
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert lines[0].startswith("3 puzzles from hardest")
    assert lines[1].split()[:3] == ["strategy", "solved", "mean"]
    assert [line.split()[:2] for line in lines[2:]] == [["fc", "3/3"], ["mac", "3/3"]]
    assert captured.err == ""  # no bar when stderr is not a terminal
    data = json.loads(out_json.read_text())
    assert [s["strategy"] for s in data["summaries"]] == ["fc", "mac"]
    assert len(data["records"]) == 6 and data["records"][0]["status"] == "solved"


@pytest.mark.heavy  # other processes end to end: CI's step of its own
def test_bench_gives_the_same_records_on_any_executor(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("dask.distributed", reason="dask is optional: pip install '.[cluster]'")

    def records(name: str, *options: str) -> list[dict[str, object]]:
        path = tmp_path / f"{name}.json"
        argv = ["bench", "top95", "--limit", "8", "--strategies", "fc,mac"]
        argv += ["--timeout", str(PATIENCE)]  # every puzzle solved, however busy the machine
        assert main([*argv, "--json", str(path), *options]) == 0
        rows = json.loads(path.read_text())["records"]
        return [{k: v for k, v in row.items() if k != "seconds"} for row in rows]

    alone = records("alone")
    assert ", on 1 local process" in capsys.readouterr().out.splitlines()[0]
    assert records("pool", "--workers", "2", "--task-size", "3") == alone
    on_dask = records("dask", "--executor", "dask", "--workers", "2", "--task-size", "1")
    assert "on a dask LocalCluster of 2 processes" in capsys.readouterr().out
    assert on_dask == alone


def test_bench_without_dask_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "dask.distributed", None)  # makes the import fail
    assert main(["bench", "hardest", "--executor", "dask"]) == 2
    captured = capsys.readouterr()
    assert 'pip install ".[cluster]"' in captured.err and captured.out == ""


def test_bench_counts_timeouts_as_unsolved(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["bench", "hardest", "--limit", "2", "--strategies", "simple", "--timeout", "0.01"]
    with patched_clock(monkeypatch, FakeClock(tick=2**-10)):  # in this process: one worker
        assert main(argv) == 0
    assert capsys.readouterr().out.splitlines()[2].split()[:2] == ["simple", "0/2"]


def test_bench_refuses_an_unknown_strategy(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "hardest", "--strategies", "mac,magic"]) == 2
    assert "unknown strategy magic" in capsys.readouterr().err


def test_python_dash_m_runs_the_command() -> None:
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-m", "sudoku", "solve", HARD, "--line"],
        capture_output=True,
        text=True,
        cwd=root,
        check=False,
    )
    assert done.returncode == 0 and done.stdout.strip() == SOLVED


class Terminal(io.StringIO):
    """A stream that says it is a terminal, so tqdm draws its bar there."""

    def isatty(self) -> bool:
        return True


def test_bench_draws_a_progress_bar_on_a_terminal_unless_told_not_to(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["bench", "hardest", "--limit", "2", "--strategies", "fc,mac"]) == 0
    assert "mac" in terminal.getvalue() and "4/4" in terminal.getvalue()
    quiet = Terminal()
    monkeypatch.setattr(sys, "stderr", quiet)
    assert main(["bench", "hardest", "--limit", "2", "--strategies", "mac", "--no-progress"]) == 0
    assert quiet.getvalue() == ""


def test_no_solution_without_givens_when_the_limit_stops_the_explanation() -> None:
    # One wrong given in a hard puzzle: propagation alone does not show it has no solution.
    puzzle = Grid.parse(
        "........2..8.1.9..5....2.4....1.93...6..3..8...37......4......53.1.7.8..2........"
    )
    assert _why_not(puzzle, Limits(nodes=0)) == "no solution"
    assert _why_not(puzzle, Limits()).startswith("no solution: the givens r")


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("nan", "expected a finite number of seconds > 0 (at most 1e+09), got 'nan'"),
        ("1e10", "got '1e10'"),
        ("inf", "got 'inf'"),
        ("0", "got '0'"),
        ("-1", "got '-1'"),
        ("soon", "expected seconds, got 'soon'"),
    ],
)
@pytest.mark.parametrize("command", ["solve", "bench"])
def test_a_timeout_must_be_finite_and_positive(
    command: str, value: str, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        main([command, "top95", "--timeout", value])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "argument --timeout: expected" in err and words in err


def test_the_longest_timeout_is_one_the_library_takes() -> None:
    Limits(seconds=MAX_SECONDS)
    with pytest.raises(ValueError, match="seconds"):
        Limits(seconds=MAX_SECONDS * 1.01)


def test_grids_are_parsed_from_text_only() -> None:
    with pytest.raises(TypeError, match="Grid.parse: text must be a str, got NoneType"):
        Grid.parse(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="got bytes"):
        Grid.parse(b"." * 81)  # type: ignore[arg-type]


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    child = subprocess.Popen(
        [sys.executable, "-m", "sudoku", "solve", "top95", "--line"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert child.stdout is not None and child.stderr is not None
    assert len(child.stdout.readline()) == 82
    child.stdout.close()  # like `| head -1`: 94 more solutions are still to come
    assert child.wait(timeout=PATIENCE) == 141  # not 1, which means "no solution"
    assert child.stderr.read() == b""


def test_bench_makes_its_output_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out" / "top95.json"
    argv = ["bench", "top95", "--limit", "2", "--strategies", "mac", "--no-progress"]
    assert main([*argv, "--json", str(out)]) == 0
    assert json.loads(out.read_text())


def test_ctrl_c_while_the_command_loads_is_quiet(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from sudoku.__main__ import run

    check_ctrl_c_while_loading(monkeypatch, capsys, run, "sudoku.cli")


def test_the_installed_command_starts_in_main_module() -> None:
    pyproject = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text()
    assert '\nsudoku = "sudoku.__main__:run"\n' in pyproject


def test_solutions_as_lines_have_no_gap_between_them(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "hardest", "--line"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 11 and all(len(line) == 81 for line in lines)


@pytest.mark.parametrize("command", ["solve", "bench"])
def test_the_bundled_sets_are_named_in_help_and_a_typo_gets_a_guess(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    assert "top1465, top95" in " ".join(capsys.readouterr().out.split())
    assert main([command, "top96"]) == 2
    error = capsys.readouterr().err
    assert "the bundled sets are easy50, forum_hardest_1106" in error
    assert error.endswith("(did you mean top95?)\n")


def test_a_long_bench_says_how_long_it_may_take(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sudoku.cli.run", lambda *args: [])  # the note, not the hours
    assert main(["bench", "top1465"]) == 0
    assert capsys.readouterr().err == (
        "1465 puzzles x 5 strategies, up to 10 s each: at most 20 h 21 min on 1 worker;"
        " a strategy that times out uses it all (--strategies fc,fast or --limit N to go faster)\n"
    )
    assert main(["bench", "top1465", "--no-progress"]) == 0
    assert main(["bench", "top1465", "--limit", "12"]) == 0  # at most 10 minutes: no note
    assert capsys.readouterr().err == ""
