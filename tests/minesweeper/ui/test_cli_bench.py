"""``minesweeper bench`` through `main`: the table, the files, progress, executors, resume."""

import csv
import io
import json
import os
import sys
from pathlib import Path

import pytest

from minesweeper.ai.agents import AGENTS, DEFAULT_AGENT
from minesweeper.bench.plot import PLOT_INSTALL
from minesweeper.ui.cli import main
from tests.clock import PATIENCE
from tests.interrupt import check_ctrl_c_while_loading
from tests.minesweeper.bench.test_stats import SUMMARY_KEYS

ROOT = Path(__file__).resolve().parents[3]


def test_bench_table_json_and_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_json, out_csv = tmp_path / "bench.json", tmp_path / "games.csv"
    argv = ["bench", "--agents", "random,rules", "-d", "beginner,5x5/3", "--games", "4"]
    argv += ["--workers", "1", "--json", str(out_json), "--records", str(out_csv)]
    assert main(argv) == 0
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert lines[0] == (
        "4 games per agent and difficulty, first click safe (where the agent chooses),"
        " seed 0, on 1 local process"
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
    for row in rows:  # each game's 3BV, clicks and efficiency
        solved, total, clicks = int(row["bbbv_solved"]), int(row["bbbv"]), int(row["clicks"])
        assert 0 < solved <= total and 0 < clicks <= int(row["moves"])
        assert (solved == total) == (row["won"] == "True")
        assert float(row["efficiency"]) == pytest.approx(solved / clicks)
        assert float(row["bbbv_per_s"]) == pytest.approx(solved / float(row["seconds"]))


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
        (["--workers", "100000"], "argument --workers: at most 256 processes on one machine"),
        (["--seed", "²"], "argument --seed: expected a whole number >= 0, got '²'"),
        (["--games", "9" * 5000], "argument --games: '999999999999999999999...' is too large"),
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
    docs = Path(__file__).resolve().parents[3] / "docs" / "getting-started.md"
    assert PLOT_INSTALL in docs.read_text(encoding="utf-8")  # the error and the docs agree
    assert captured.out == ""  # it said so before playing any game
    assert not (tmp_path / "p.png").exists()


def test_bench_plot_draws_a_png(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("matplotlib", reason="matplotlib is optional: pip install '.[plot]'")
    path = tmp_path / "rates.png"
    argv = ["bench", "--agents", "random,rules", "-d", "beginner,6x6/4", "--games", "3"]
    assert main([*argv, "--workers", "1", "--plot", str(path), "--no-progress"]) == 0
    assert path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert f"wrote {path}" in capsys.readouterr().out


def test_ctrl_c_stops_a_parallel_bench_at_once_and_quietly(tmp_path: Path) -> None:
    # "At once" is counted in games, not seconds (a busy machine is slow to do anything): the
    # games stream into the records as they finish, and after Ctrl-C no more than the two
    # workers' games in hand may come, of the hundreds still to play.
    import signal
    import subprocess
    import time

    out_csv = tmp_path / "games.csv"

    def recorded() -> int:
        return out_csv.read_text().count("\n") - 1 if out_csv.exists() else 0

    argv = ["bench", "--agents", "probabilistic", "-d", "expert", "--games", "400"]
    argv += ["--task-size", "1", "--records", str(out_csv)]
    child = subprocess.Popen(
        [sys.executable, "-m", "minesweeper", *argv, "--workers", "2", "--no-progress"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        # Ctrl-C as a terminal would deliver it, even when this test runs from a background
        # job (which starts with SIGINT ignored, and a child would inherit that).
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        # signal once the pool plays, not while Python itself is still starting, which no
        # program can make quiet
        deadline = time.monotonic() + PATIENCE
        while child.poll() is None and time.monotonic() < deadline and recorded() < 2:
            time.sleep(0.05)
        assert child.poll() is None, "the bench ended before its games were seen"
        before = recorded()
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=PATIENCE)
    finally:
        child.kill()
    assert child.returncode == 130 and out == "" and "Traceback" not in err
    assert f"interrupted: the games finished are in {out_csv}" in err
    assert before <= recorded() <= before + 4  # the two workers' games in hand, at most


# --- executors, checkpoints --------------------------------------------------------------------


def rows_but_times(path: Path) -> list[dict[str, str]]:
    timed = ("seconds", "bbbv_per_s")
    return [{k: v for k, v in row.items() if k not in timed} for row in csv.DictReader(path.open())]


def summaries_but_times(path: Path) -> list[dict[str, object]]:
    return [
        {k: v for k, v in s.items() if not k.startswith("time")}
        for s in json.loads(path.read_text())
    ]


def bench(tmp_path: Path, name: str, *extra: str) -> tuple[Path, Path]:
    """A small bench with its JSON and CSV under ``name``; returns the two paths."""
    out_json, out_csv = tmp_path / f"{name}.json", tmp_path / f"{name}.csv"
    argv = ["bench", "--agents", "rules,probabilistic", "-d", "beginner,6x6/5", "--games", "9"]
    argv += ["--json", str(out_json), "--no-progress", *extra]
    if "--resume" not in extra:
        argv += ["--records", str(out_csv)]
    assert main(argv) == 0
    return out_json, out_csv


@pytest.mark.heavy  # other processes end to end: CI's step of its own
def test_bench_on_a_dask_cluster_gives_the_same_answers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("dask.distributed", reason="dask is optional: pip install '.[cluster]'")
    local_json, local_csv = bench(tmp_path, "local", "--workers", "1")
    dask_json, dask_csv = bench(tmp_path, "dask", "--executor", "dask", "--workers", "2")
    out = capsys.readouterr().out
    assert "seed 0, on a dask LocalCluster of 2 processes" in out
    assert summaries_but_times(dask_json) == summaries_but_times(local_json)
    assert rows_but_times(dask_csv) == rows_but_times(local_csv)  # in order, at the end


def test_bench_without_dask_says_how_to_install_it_and_plays_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "dask.distributed", None)  # makes the import fail
    out_csv = tmp_path / "games.csv"
    argv = ["bench", "--executor", "dask", "--records", str(out_csv), "--no-progress"]
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert 'needs dask.distributed, which is not installed: pip install ".[cluster]"' in (
        captured.err
    )
    assert captured.out == "" and not out_csv.exists()


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--scheduler", "tcp://127.0.0.1:8786"], "--scheduler needs --executor dask"),
        (["--resume", "a.csv", "--records", "b.csv"], "--resume continues its own file"),
        (["--resume", "missing.csv"], "missing.csv: No such file or directory"),
    ],
)
def test_bench_option_errors(
    argv: list[str], words: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    monkeypatch.chdir(tmp_path)
    assert main(["bench", "--games", "1", "--no-progress", *argv]) == 1
    captured = capsys.readouterr()
    assert words in captured.err and captured.out == ""


def test_resume_plays_only_the_missing_games_and_ends_as_one_whole_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    whole_json, whole_csv = bench(tmp_path, "whole", "--workers", "1")
    lines = whole_csv.read_text().splitlines(keepends=True)
    partial = tmp_path / "partial.csv"
    # an interrupted study: rows in the order tasks finished, the last row torn by the crash
    partial.write_text(lines[0] + "".join(lines[30:6:-3]) + lines[5][:17])
    capsys.readouterr()
    resumed_json, _ = bench(tmp_path, "resumed", "--workers", "2", "--resume", str(partial))
    out = capsys.readouterr().out
    assert "resumed: 8 games from" in out and "28 played now" in out
    assert summaries_but_times(resumed_json) == summaries_but_times(whole_json)
    assert rows_but_times(partial) == rows_but_times(whole_csv)
    # the options must be those of the study
    assert main(["bench", "--games", "9", "--resume", str(partial), "--agents", "rules"]) == 1
    assert "is not part of this study" in capsys.readouterr().err


@pytest.mark.heavy  # other processes end to end: CI's step of its own
def test_ctrl_c_stops_a_dask_bench_and_its_cluster_quietly_and_resume_finishes_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("dask.distributed", reason="dask is optional: pip install '.[cluster]'")
    import signal
    import subprocess
    import time

    out_csv = tmp_path / "games.csv"
    argv = ["bench", "--agents", "probabilistic", "--games", "150", "--task-size", "2"]
    argv += ["--records", str(out_csv), "--no-progress"]

    def recorded() -> int:
        return out_csv.read_text().count("\n") - 1 if out_csv.exists() else 0

    child = subprocess.Popen(
        [sys.executable, "-m", "minesweeper", *argv, "--executor", "dask", "--workers", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        start_new_session=True,  # its own process group, as a terminal's foreground job
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        deadline = time.monotonic() + PATIENCE
        while recorded() < 10 and child.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)  # the games stream into the file while the run goes on
        assert recorded() >= 10 and child.poll() is None
        os.killpg(child.pid, signal.SIGINT)  # Ctrl-C reaches every process of the job
        out, err = child.communicate(timeout=PATIENCE)
        group_left = time.monotonic() + PATIENCE
        while _group_alive(child.pid) and time.monotonic() < group_left:
            time.sleep(0.2)
        assert not _group_alive(child.pid), "the cluster's workers outlived the command"
    finally:
        if child.poll() is None:
            os.killpg(child.pid, signal.SIGKILL)
    assert child.returncode == 130 and out == ""
    assert "Traceback" not in err and "Exception" not in err
    assert f"interrupted: the games finished are in {out_csv}; --resume {out_csv}" in err
    done = recorded()
    assert 10 <= done < 150
    assert main([*argv, "--resume", str(out_csv)]) == 0
    assert f"resumed: {done} games from" in capsys.readouterr().out
    assert main([*argv, "--records", str(tmp_path / "whole.csv")]) == 0
    assert rows_but_times(out_csv) == rows_but_times(tmp_path / "whole.csv")


def _group_alive(group: int) -> bool:
    """Whether any process of the process group is left (zombies of ours aside)."""
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    return True


def test_an_output_that_cannot_be_written_fails_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    argv = ["bench", "--games", "1", "--no-progress", "--json", str(blocker / "out.json")]
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert "--json" in captured.err and "is a file, not a folder" in captured.err
    assert captured.out == ""  # no game was played


def test_missing_output_folders_are_made(tmp_path: Path) -> None:
    out = tmp_path / "out" / "bench.json"
    argv = ["bench", "--agents", "rules", "-d", "4x4/2", "--games", "2", "--workers", "1"]
    assert main([*argv, "--no-progress", "--json", str(out)]) == 0
    assert out.is_file()


def test_ctrl_c_while_the_command_loads_is_quiet(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from minesweeper.__main__ import run

    check_ctrl_c_while_loading(monkeypatch, capsys, run, "minesweeper.ui.cli")
