"""The statistics file: read, checked, updated under a lock and written atomically.

Two games ending at once in two processes are both counted: an update holds an exclusive
lock on a lock file beside the statistics while it reads, changes and writes them, and the
operating system lets the lock go if the process is killed. The file itself is replaced
whole (`atomic_write`), so a writer killed mid-save leaves the last complete file, and a
reader needs no lock: it sees the file before a save or after it, never between. Reading
writes nothing, so it works in a read-only folder. A file that cannot be read (corrupt, or
written by a newer version) is never overwritten: the next update moves it aside under a
dated name, tells the player where, and starts a fresh file.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, get_args

from minesweeper.game.record import atomic_write
from minesweeper.ui.stats.table import Abandoned, Best, Key, Tally

__all__ = ["FORMAT", "VERSION", "Statistics", "StatisticsError", "read_statistics", "update"]

FORMAT = "minesweeper-statistics"
VERSION = 1  #: fields added since (the rule for abandoned games, their count) are optional


@dataclass(frozen=True)
class Statistics:
    """Every tally, and what the player chose to do with games left unfinished."""

    tallies: dict[Key, Tally] = field(default_factory=dict)
    abandoned: Abandoned = "loss"


class StatisticsError(ValueError):
    """A statistics file that this version cannot read; the message says why."""


def to_json(stats: Statistics) -> str:
    """The statistics as the file holds them."""
    tallies = [
        {"difficulty": k.difficulty, "first_click": k.first_click, "assisted": k.assisted}
        | stats.tallies[k].as_json()
        for k in sorted(stats.tallies)
    ]
    document = {"format": FORMAT, "version": VERSION, "abandoned": stats.abandoned,
                "tallies": tallies}  # fmt: skip
    return json.dumps(document, indent=1) + "\n"


def from_json(text: str) -> Statistics:
    """Read the file's text, checking every field."""
    try:
        document = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise StatisticsError(f"not valid JSON ({error})") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise StatisticsError(f"not a statistics file: no format {FORMAT!r}")
    version = document.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise StatisticsError(f"written by a newer version (format version {version})")
    if version != VERSION:
        raise StatisticsError(f"unknown format version {str(version)[:20]!r}")
    tallies = document.get("tallies")
    if not isinstance(tallies, list):
        raise StatisticsError("field 'tallies' is not a list")
    rule = document.get("abandoned", "loss")
    if rule not in get_args(Abandoned):
        raise StatisticsError(f"field 'abandoned' is {str(rule)[:20]!r}, not loss or uncounted")
    stats: dict[Key, Tally] = {}
    for index, item in enumerate(tallies):
        try:
            key, tally = _tally(item)
        except (KeyError, TypeError, ValueError) as error:
            raise StatisticsError(f"tallies[{index}] is malformed ({error!r:.60})") from None
        stats[key] = tally
    return Statistics(stats, rule)


def _tally(item: dict[str, Any]) -> tuple[Key, Tally]:
    key = Key(_typed(item["difficulty"], str), _typed(item["first_click"], str),
              _typed(item["assisted"], bool))  # fmt: skip
    counts = [_count(item[name]) for name in ("games", "wins", "best_streak", "worst_streak")]
    streak = _typed(item["streak"], int)
    best = tuple(
        Best(_seconds(b["seconds"]), _typed(b["date"], str), _count(b["bbbv"]),
             _seconds(b["bbbv_per_s"]))  # fmt: skip
        for b in _typed(item["best"], list)
    )
    games, wins, best_streak, worst_streak = counts
    abandoned = _count(item.get("abandoned", 0))
    if wins > games or abs(streak) > games or len(best) > wins:
        raise ValueError("counts that contradict each other")
    tally = Tally(games, wins, streak, best_streak, worst_streak, tuple(sorted(best)), abandoned)
    return key, tally


def _typed(value: Any, kind: type) -> Any:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"expected {kind.__name__}, got {value!r:.30}")
    return value


def _count(value: Any) -> int:
    if _typed(value, int) < 0:
        raise ValueError(f"negative count {value}")
    return int(value)


def _seconds(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 1e9:
        raise ValueError(f"expected seconds, got {value!r:.30}")
    return float(value)


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold the exclusive lock of ``path`` (a lock file beside the statistics)."""
    with path.open("a+b") as handle:
        _lock(handle)
        try:
            yield
        finally:
            _unlock(handle)


if sys.platform == "win32":
    import msvcrt

    def _lock(handle: IO[bytes]) -> None:
        while True:  # msvcrt gives up after ten seconds' tries; a game may wait longer
            try:
                msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)
                return
            except OSError:
                time.sleep(0.1)

    def _unlock(handle: IO[bytes]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)

    def _unlock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def _set_aside(path: Path, why: str) -> str:
    """Move an unreadable file out of the way (never deleted) and say so."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.unreadable-{stamp}")
    number = 1
    while aside.exists():
        number += 1
        aside = path.with_name(f"{path.name}.unreadable-{stamp}-{number}")
    os.replace(path, aside)
    return f"The statistics file {path} could not be read ({why}); it is kept as {aside.name}"\
        " and a fresh one started."


def _load(path: Path, notes: list[str]) -> Statistics:
    """The statistics in ``path``, an unreadable file set aside (under the update's lock)."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return Statistics()
    try:
        return _parse(data)
    except StatisticsError as error:
        notes.append(_set_aside(path, str(error)))
    return Statistics()


def _parse(data: bytes) -> Statistics:
    try:
        return from_json(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise StatisticsError("not text") from None


def read_statistics(path: Path) -> tuple[Statistics, list[str]]:
    """The statistics in ``path`` (none if there is no file yet) and any notes for the player.

    Nothing is written, not even a lock: a read-only folder reads. An unreadable file is
    left as it is (the next update sets it aside) and said in a note.
    """
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return Statistics(), []
    try:
        return _parse(data), []
    except StatisticsError as error:
        note = f"The statistics file {path} cannot be read ({error}); the next game to end"\
            " will keep it aside and start a fresh one."
        return Statistics(), [note]


def update(path: Path, change: Callable[[Statistics], Statistics]) -> list[str]:
    """Apply ``change`` to the statistics in ``path`` under the lock, and write them back;
    returns notes for the player (a file set aside). An `OSError` names ``path``, not the
    lock or a temporary file, since the statistics are what could not be written."""
    notes: list[str] = []
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with _locked(path.with_name(path.name + ".lock")):
            atomic_write(path, to_json(change(_load(path, notes))))
    except OSError as error:
        if error.errno is None:
            raise
        raise type(error)(error.errno, error.strerror, str(path)) from None
    return notes
