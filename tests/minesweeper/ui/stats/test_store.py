"""The statistics file survives corrupt files, newer versions, killed and concurrent writers."""

import os
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from minesweeper.ui.stats.store import Statistics, from_json, read_statistics, to_json, update
from minesweeper.ui.stats.table import Finished, Key, Tally, record
from tests.clock import PATIENCE

ROOT = Path(__file__).resolve().parents[4]
KEY = Key("beginner", "safe", False)


def one_more(won: bool = True):
    def change(stats: Statistics) -> Statistics:
        tally, _ = record(stats.tallies.get(KEY, Tally()), Finished(KEY, won, 10.0, "d", 20))
        return replace(stats, tallies=stats.tallies | {KEY: tally})

    return change


def games(path: Path) -> int:
    stats, notes = read_statistics(path)
    assert notes == []
    return stats.tallies[KEY].games if KEY in stats.tallies else 0


def test_no_file_yet_then_counted(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "statistics.json"
    assert read_statistics(path) == (Statistics(), [])
    assert not path.parent.exists()  # reading made nothing
    assert update(path, one_more()) == []
    assert update(path, one_more(False)) == []
    stats, _ = read_statistics(path)
    tally = stats.tallies[KEY]
    assert (tally.games, tally.wins, tally.streak) == (2, 1, -1)


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


def test_reading_an_unreadable_file_says_so_and_leaves_it(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text("[]")
    stats, notes = read_statistics(path)
    assert stats == Statistics() and notes == [
        f"The statistics file {path} cannot be read (not a statistics file: no format"
        " 'minesweeper-statistics'); the next game to end will keep it aside and start a"
        " fresh one."
    ]
    assert [p.name for p in tmp_path.iterdir()] == ["statistics.json"]  # nothing written


def test_files_of_the_first_version_read_and_the_rule_is_kept(tmp_path: Path) -> None:
    old = '{"format": "minesweeper-statistics", "version": 1, "tallies": [{"difficulty":'\
        ' "beginner", "first_click": "safe", "assisted": false, "games": 2, "wins": 1,'\
        ' "streak": -1, "best_streak": 1, "worst_streak": 1, "best": []}]}'
    stats = from_json(old)  # written before abandoned games were counted
    assert stats.abandoned == "loss" and stats.tallies[KEY] == Tally(2, 1, -1, 1, 1)
    chosen = replace(stats, abandoned="uncounted")
    assert from_json(to_json(chosen)) == chosen
    with pytest.raises(ValueError, match="field 'abandoned' is 'sometimes'"):
        from_json(old.replace('"tallies"', '"abandoned": "sometimes", "tallies"'))


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
    deadline = time.monotonic() + PATIENCE
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
    assert all(w.wait(timeout=PATIENCE) == 0 for w in writers)
    assert games(path) == 75


def test_the_file_is_plain_json(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    update(path, one_more())
    assert path.read_text() == to_json(read_statistics(path)[0])
