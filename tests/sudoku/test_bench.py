"""The strategy comparison: records, summaries, the table, progress and answer checking."""

from __future__ import annotations

import dataclasses

import pytest

from sudoku import tasks
from sudoku.bench import Record, report, run, summarise, table
from sudoku.grid import Grid, GridError
from taskfarm import LocalExecutor
from tests.clock import FakeClock, patched_clock

EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
NO_SOLUTION = "12345678." + "........9" + "." * 63


def test_run_records_each_strategy_on_each_puzzle() -> None:
    records = run([EASY, HARD, NO_SOLUTION], ["fc", "mac"])
    assert [(r.strategy, r.puzzle, r.status) for r in records] == [
        ("fc", 0, "solved"),
        ("fc", 1, "solved"),
        ("fc", 2, "unsatisfiable"),
        ("mac", 0, "solved"),
        ("mac", 1, "solved"),
        ("mac", 2, "unsatisfiable"),
    ]
    assert all(r.assignments > 0 and r.seconds >= 0 for r in records[:2])


def test_summaries_aggregate_the_records() -> None:
    records = [
        Record("mac", 0, "solved", 10, 2, 0.5),
        Record("mac", 1, "limit reached", 30, 20, 1.5),
        Record("fc", 0, "solved", 7, 0, 0.25),
    ]
    (mac,) = summarise(records, ["mac"])
    assert (mac.solved, mac.total, mac.max_assignments) == (1, 2, 30)
    assert (mac.mean_assignments, mac.mean_backtracks, mac.total_seconds) == (20, 11, 2.0)
    assert mac.median_seconds == 1.0
    assert [s.strategy for s in summarise(records, ["fc", "mac", "simple"])] == ["fc", "mac"]
    text = table(summarise(records, ["fc", "mac"])).splitlines()
    assert text[0].split()[:2] == ["strategy", "solved"]
    # One of mac's searches was stopped by the limit: its work is a lower bound, and says so.
    assert text[2].split() == ["mac", "1/2", ">=20.0", ">=30", ">=11.0", "1.0000", "2.00"]
    assert text[1].split()[:3] == ["fc", "1/1", "7.0"]
    assert report(records, [])["records"][1]["status"] == "limit reached"


def test_a_timeout_counts_as_unsolved(monkeypatch: pytest.MonkeyPatch) -> None:
    with patched_clock(monkeypatch, FakeClock(tick=2**-10)):  # 10 readings, whatever the load
        (record,) = run([HARD], ["simple"], timeout=0.01)
    assert record.status == "limit reached"


def test_a_wrong_answer_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    def wrong(_: object) -> Grid:
        return Grid.parse("1" * 9 + "." * 72)

    monkeypatch.setattr(tasks, "to_grid", wrong)
    with pytest.raises(GridError, match="mac gave a wrong answer to puzzle 1"):
        run([EASY], ["mac"])


def test_progress_hears_each_puzzle_with_its_strategy() -> None:
    heard: list[str] = []
    run([EASY, EASY], ["fc", "mac"], progress=heard.append)
    assert heard == ["fc", "fc", "mac", "mac"]


def without_times(records: list[Record]) -> list[Record]:
    return [dataclasses.replace(r, seconds=0.0) for r in records]


def test_records_do_not_depend_on_workers_or_task_size() -> None:
    puzzles = [EASY, HARD, NO_SOLUTION, EASY, HARD]
    alone = run(puzzles, ["fc", "mac"])
    with LocalExecutor(2) as pool:
        heard: list[str] = []
        for size in (0, 1, 2, 5):
            shared = run(puzzles, ["fc", "mac"], executor=pool, task_size=size)
            assert without_times(shared) == without_times(alone)
        run(puzzles, ["fc", "mac"], progress=heard.append, executor=pool, task_size=2)
    assert sorted(heard) == ["fc"] * 5 + ["mac"] * 5
