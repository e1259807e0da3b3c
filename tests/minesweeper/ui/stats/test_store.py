"""The statistics file survives corrupt files, newer versions, killed and concurrent writers."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from minesweeper.ui.stats.store import read_statistics, to_json, update
from minesweeper.ui.stats.table import Finished, Key, Tally, record

ROOT = Path(__file__).resolve().parents[4]
KEY = Key("beginner", "safe", False)


def one_more(won: bool = True):
    def change(stats):
        tally, _ = record(stats.get(KEY, Tally()), Finished(KEY, won, 10.0, "d"))
        return stats | {KEY: tally}

    return change


def games(path: Path) -> int:
    stats, notes = read_statistics(path)
    assert notes == []
    return stats[KEY].games if KEY in stats else 0


def test_no_file_yet_then_counted(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "statistics.json"
    assert read_statistics(path) == ({}, [])
    assert update(path, one_more()) == []
    assert update(path, one_more(False)) == []
    stats, _ = read_statistics(path)
    assert (stats[KEY].games, stats[KEY].wins, stats[KEY].streak) == (2, 1, -1)


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b"{not json", "not valid JSON"),
        (b"\xff\xfe\x00binary", "not text"),
        (b'{"format": "minesweeper-statistics", "version": 7, "tallies": []}', "newer version"),
        (b'{"format": "something else"}', "not a statistics file"),
        (b'{"format": "minesweeper-statistics", "version": 1, "tallies": [{"games": -1}]}',
         "tallies[0] is malformed"),  # fmt: skip
    ],
)
def test_an_unreadable_file_is_kept_aside_and_a_fresh_one_started(
    tmp_path: Path, content: bytes, why: str
) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(content)
    notes = update(path, one_more())
    assert len(notes) == 1 and why in notes[0] and "a fresh one started" in notes[0]
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.json.unreadable-")]
    assert len(aside) == 1 and aside[0].read_bytes() == content  # never lost
    assert aside[0].name in notes[0]
    assert games(path) == 1


def test_reading_an_unreadable_file_sets_it_aside_too(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text("[]")
    stats, notes = read_statistics(path)
    assert stats == {} and "kept as statistics.json.unreadable-" in notes[0]
    assert not path.exists()


def _writer(path: Path, count: int, hold: str = "") -> subprocess.Popen[bytes]:
    """Another process recording ``count`` games; ``hold`` makes it stop for ever at a point."""
    code = f"""
import os, sys, time
from pathlib import Path
from tests.minesweeper.ui.stats.test_store import one_more
from minesweeper.ui.stats.store import update
hold = {hold!r}
def stop(*args, **kwargs):
    Path({str(path)!r} + ".ready").write_text("")
    time.sleep(600)
if hold == "replace":
    os.replace = stop
change = one_more()
def held(stats):
    if hold == "locked":
        stop()
    return change(stats)
for _ in range({count}):
    update(Path({str(path)!r}), held)
"""
    return subprocess.Popen([sys.executable, "-c", code], cwd=ROOT)


def _wait_for(path: Path) -> None:
    deadline = time.monotonic() + 60
    while not path.exists():
        assert time.monotonic() < deadline, f"no {path}"
        time.sleep(0.02)


@pytest.mark.parametrize("hold", ["locked", "replace"])
def test_a_writer_killed_mid_update_loses_nothing_recorded(tmp_path: Path, hold: str) -> None:
    path = tmp_path / "statistics.json"
    for _ in range(3):
        update(path, one_more())
    before = path.read_text()
    writer = _writer(path, 1, hold)
    try:
        _wait_for(Path(str(path) + ".ready"))  # it holds the lock (and, at replace, a temp file)
    finally:
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
    assert path.read_text() == before  # the last complete file
    update(path, one_more())  # the lock went with the killed process
    assert games(path) == 4
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "statistics.json", "statistics.json.lock", "statistics.json.ready"
    ]  # fmt: skip  (the killed writer's temporary file is cleaned away)


def test_concurrent_writers_are_all_counted(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    writers = [_writer(path, 15) for _ in range(4)]
    for _ in range(15):
        update(path, one_more())
    assert all(w.wait(timeout=120) == 0 for w in writers)
    assert games(path) == 75


def test_the_file_is_plain_json(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    update(path, one_more())
    assert path.read_text() == to_json(read_statistics(path)[0])
