"""The statistics file: read, checked, updated under a lock and written atomically.

Two games ending at once in two processes are both counted: an update holds an exclusive
lock on a lock file beside the statistics while it reads, changes and writes them, and the
operating system lets the lock go if the process is killed. The file itself is replaced
whole (`atomic_write`), so a writer killed mid-save leaves the last complete file, and a
reader needs no lock: it sees the file before a save or after it, never between. Reading
writes nothing, so it works in a read-only folder. A file that cannot be read (corrupt, or
written by a newer version) is never overwritten: the next update moves it aside under a
dated name, tells the player where, and starts a fresh file.

Version 1 counted every game with help in one tally (``"assisted": true``); version 2 keeps
games with hints and games the AI played apart (``"help"``). A version-1 file is read as it
was, its games with help under ``hints or ai`` (no game can be told apart after the fact, and
none is lost), and the first update writes version 2, keeping the version-1 file beside it.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, get_args

from minesweeper.game.record import atomic_write
from minesweeper.ui.stats.table import HELP, Abandoned, Best, Help, Key, Tally

__all__ = ["FORMAT", "VERSION", "Statistics", "StatisticsError", "read_statistics", "update"]

FORMAT = "minesweeper-statistics"
#: 2: the help a game had (none, hints, ai); fields added since version 1 (the rule for
#: abandoned games, their count) are optional
VERSION = 2


@dataclass(frozen=True)
class Statistics:
    """Every tally, and what the player chose to do with games left unfinished."""

    tallies: dict[Key, Tally] = field(default_factory=dict)
    abandoned: Abandoned = "loss"
    #: the format version of the file they were read from (not part of what they say)
    version: int = field(default=VERSION, compare=False)


class StatisticsError(ValueError):
    """A statistics file that this version cannot read; the message says why."""


def to_json(stats: Statistics) -> str:
    """The statistics as the file holds them."""
    tallies = [
        {"difficulty": k.difficulty, "first_click": k.first_click, "help": k.help}
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
    if version not in (1, VERSION) or isinstance(version, bool):
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
            key, tally = _tally(item, version)
        except (KeyError, TypeError, ValueError) as error:
            raise StatisticsError(f"tallies[{index}] is malformed ({error!r:.60})") from None
        if key in stats:
            raise StatisticsError(f"tallies[{index}] counts {key} a second time")
        stats[key] = tally
    return Statistics(stats, rule, version)


def _tally(item: dict[str, Any], version: int) -> tuple[Key, Tally]:
    if version == 1:  # games with help, hints and the AI together
        help_: Help = "hints or ai" if _typed(item["assisted"], bool) else "none"
    else:
        help_ = _typed(item["help"], str)
        if help_ not in HELP:
            raise ValueError(f"help {help_[:20]!r} is none of {', '.join(HELP)}")
    key = Key(_typed(item["difficulty"], str), _typed(item["first_click"], str), help_)
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


def _keep_old_version(path: Path, stats: Statistics) -> str:
    """Before a file of an older format is written over in the new one, copy it beside it
    (once: a copy already there is the oldest, kept as it is); the note for the player."""
    if stats.version == VERSION:
        return ""
    kept = path.with_name(f"{path.name}.version-{stats.version}")
    if not kept.exists():
        shutil.copy2(path, kept)
    return (
        f"The statistics file {path} was moved to format {VERSION}: games with hints and games"
        f" the AI played are now counted apart (those recorded before stay together, as 'hints"
        f" or AI'); the file as it was is kept as {kept.name}."
    )


def update(path: Path, change: Callable[[Statistics], Statistics]) -> list[str]:
    """Apply ``change`` to the statistics in ``path`` under the lock, and write them back;
    returns notes for the player (a file set aside, or moved to this format). An `OSError`
    names ``path``, not the lock or a temporary file, since the statistics are what could not
    be written."""
    notes: list[str] = []
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with _locked(path.with_name(path.name + ".lock")):
            stats = _load(path, notes)
            notes.append(_keep_old_version(path, stats))
            atomic_write(path, to_json(change(stats)))
    except OSError as error:
        if error.errno is None:
            raise
        raise type(error)(error.errno, error.strerror, str(path)) from None
    return [note for note in notes if note]
