"""The per-game CSV read back for --resume: complete rows kept, foreign games refused."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from minesweeper.bench.checkpoint import read_recorded, record_log
from minesweeper.bench.report import write_records
from minesweeper.bench.runner import BenchConfig, parse_difficulties, run_bench

CONFIG = BenchConfig(["rules", "random"], parse_difficulties("beginner,5x5/3"), 4, seed=3)


def test_records_written_by_the_report_or_the_log_read_back_equal(tmp_path: Path) -> None:
    records = run_bench(CONFIG)
    write_records(records, tmp_path / "all.csv")
    assert read_recorded(tmp_path / "all.csv", CONFIG) == records
    log = record_log(tmp_path / "log.csv")
    log.start(resume=False)
    log.append(records[5:])
    log.append(records[:5])
    log.close()
    assert read_recorded(tmp_path / "log.csv", CONFIG) == records[5:] + records[:5]


def test_a_game_recorded_twice_counts_once(tmp_path: Path) -> None:
    records = run_bench(CONFIG)
    write_records(records + records[:3], tmp_path / "games.csv")
    assert read_recorded(tmp_path / "games.csv", CONFIG) == records


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"agents": ["rules"]}, "game 0 of random on beginner is not part of this study"),
        ({"difficulties": parse_difficulties("beginner")}, "of rules on 5x5/3 is not part"),
        ({"games": 2}, "game 2 of rules on beginner is beyond --games 2"),
        ({"seed": 4}, "game 0 of rules on beginner was played on another board"),
    ],
)
def test_a_file_from_another_study_is_refused(
    tmp_path: Path, change: dict[str, object], words: str
) -> None:
    path = tmp_path / "games.csv"
    write_records(run_bench(CONFIG), path)
    with pytest.raises(ValueError, match=words) as error:
        read_recorded(path, dataclasses.replace(CONFIG, **change))  # type: ignore[arg-type]
    assert str(path) in str(error.value) and "resume with the options" in str(error.value)


def test_more_games_extend_a_study(tmp_path: Path) -> None:
    path = tmp_path / "games.csv"
    write_records(run_bench(CONFIG), path)
    bigger = dataclasses.replace(CONFIG, games=6)
    assert len(read_recorded(path, bigger)) == 16
