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
KEY = Key("beginner", "safe")


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


VERSION_1 = """{"format": "minesweeper-statistics", "version": 1, "abandoned": "uncounted",
 "tallies": [
  {"difficulty": "beginner", "first_click": "safe", "assisted": false, "games": 3, "wins": 2,
   "streak": 1, "best_streak": 1, "worst_streak": 1, "abandoned": 0,
   "best": [{"seconds": 11.08, "date": "2026-11-24", "bbbv": 14, "bbbv_per_s": 1.26},
            {"seconds": 7.89, "date": "2026-11-23", "bbbv": 17, "bbbv_per_s": 2.15}]},
  {"difficulty": "beginner", "first_click": "safe", "assisted": true, "games": 2, "wins": 1,
   "streak": 1, "best_streak": 1, "worst_streak": 1, "abandoned": 0,
   "best": [{"seconds": 9.6, "date": "2026-11-25", "bbbv": 20, "bbbv_per_s": 2.08}]}
 ]}
"""


def test_a_file_of_version_1_is_moved_to_version_2_losing_nothing(tmp_path: Path) -> None:
    # Version 1 kept one tally for every game with help; those games cannot be told apart
    # after the fact, so they stay together, as "hints or ai", with their best times.
    path = tmp_path / "statistics.json"
    path.write_text(VERSION_1)
    before, notes = read_statistics(path)  # read as it is: nothing written
    assert notes == [] and [p.name for p in tmp_path.iterdir()] == ["statistics.json"]
    legacy = Key("beginner", "safe", "hints or ai")
    assert set(before.tallies) == {KEY, legacy} and before.abandoned == "uncounted"
    assert [b.seconds for b in before.tallies[KEY].best] == [7.89, 11.08]
    assert before.tallies[legacy].best[0].seconds == 9.6
    notes = update(path, one_more())
    assert notes == [
        f"The statistics file {path} was moved to format 2: games with hints and games the AI"
        " played are now counted apart (those recorded before stay together, as 'hints or"
        " AI'); the file as it was is kept as statistics.json.version-1."
    ]
    assert (tmp_path / "statistics.json.version-1").read_text() == VERSION_1
    after, _ = read_statistics(path)
    assert after.version == 2 and '"help": "hints or ai"' in path.read_text()
    assert after.tallies[legacy] == before.tallies[legacy]  # every record kept
    assert after.tallies[KEY].games == 4
    assert set(before.tallies[KEY].best) < set(after.tallies[KEY].best)  # and the new game
    assert update(path, one_more()) == []  # moved once: no more notes, the copy kept as it was
    assert (tmp_path / "statistics.json.version-1").read_text() == VERSION_1


@pytest.mark.parametrize(
    ("change", "why"),
    [
        (('"assisted": true', '"assisted": "yes"'), "tallies[1] is malformed"),
        (('"assisted": true', '"help": "ai"'), "tallies[1] is malformed"),  # 'assisted' missing
        (('"version": 1', '"version": 2'), "tallies[0] is malformed"),  # 'help' missing
        (('"assisted": true', '"assisted": false'), "tallies[1] counts beginner, first click"),
    ],
    ids=["help not a boolean", "version 1 with help", "version 2 without help", "twice"],
)
def test_a_malformed_file_gets_a_clear_error_and_is_kept(
    tmp_path: Path, change: tuple[str, str], why: str
) -> None:
    path = tmp_path / "statistics.json"
    bad = VERSION_1.replace(*change)
    path.write_text(bad)
    _, notes = read_statistics(path)
    assert len(notes) == 1 and why in notes[0], notes
    notes = update(path, one_more())
    assert len(notes) == 1 and why in notes[0]
    assert "it is kept as statistics.json.unreadable-" in notes[0]
    (aside,) = tmp_path.glob("statistics.json.unreadable-*")
    assert aside.read_text() == bad  # nothing lost
    assert games(path) == 1


def test_version_2_names_an_unknown_kind_of_help() -> None:
    text = VERSION_1.replace('"version": 1', '"version": 2').replace(
        '"assisted": false', '"help": "none"').replace('"assisted": true', '"help": "cheats"')
    with pytest.raises(ValueError, match="tallies\\[1\\] is malformed .*help 'cheats' is none of"):
        from_json(text)


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
