"""A game's record: settings, seed, layout and move log, its JSON form, and atomic saving."""

from __future__ import annotations

import errno
import json
import math
import os
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, TypeGuard, get_args

from minesweeper.game.difficulty import FIRST_CLICK_RULES, FirstClick, Size, size_problem

__all__ = ["ACTIONS", "Action", "Move", "Record", "RecordError", "atomic_write"]

Action = Literal["reveal", "flag", "question", "cycle_mark", "chord"]
ACTIONS: tuple[Action, ...] = get_args(Action)
FORMAT = "minesweeper-game"
VERSION = 1


class RecordError(ValueError):
    """A saved game that cannot be read; the message names the field or the JSON position."""


@dataclass(frozen=True)
class Move:
    """One player action on (row, col), at ``time`` seconds on the game's timer."""

    action: Action
    row: int
    col: int
    time: float = 0.0


@dataclass(frozen=True)
class Record:
    """Everything needed to rebuild a game: a seed (or a fixed layout) and the moves, with
    the clicks made since it began (wasted ones too; None in a file older than the count,
    whose moves then stand for its clicks)."""

    size: Size
    first_click: FirstClick
    seed: int | None
    layout: list[tuple[int, int]] | None
    moves: list[Move] = field(default_factory=list)
    elapsed: float = 0.0
    clicks: int | None = None

    def to_json(self) -> str:
        """The record as a JSON document."""
        document = {
            "format": FORMAT,
            "version": VERSION,
            "width": self.size.width,
            "height": self.size.height,
            "mines": self.size.mines,
            "first_click": self.first_click,
            "seed": self.seed,
            "layout": None if self.layout is None else [list(cell) for cell in self.layout],
            "elapsed": self.elapsed,
            "clicks": len(self.moves) if self.clicks is None else self.clicks,
            "moves": [[m.action, m.row, m.col, m.time] for m in self.moves],
        }
        return json.dumps(document, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str) -> Record:
        """Read a record written by :meth:`to_json`, checking every field."""
        if not isinstance(text, (str, bytes, bytearray)):
            raise TypeError(f"Record.from_json: text must be a str, got {type(text).__name__}")
        try:
            document = json.loads(text)
        except json.JSONDecodeError as error:
            raise RecordError(
                f"line {error.lineno}, column {error.colno}: not valid JSON ({error.msg})"
            ) from None
        except RecursionError:
            raise RecordError("not a saved game: JSON nested too deeply") from None
        except ValueError:  # a number of thousands of digits, which int() refuses to read
            raise RecordError("not a saved game: a number has thousands of digits") from None
        if not isinstance(document, dict) or document.get("format") != FORMAT:
            raise RecordError(f"not a saved game: expected a JSON object with format {FORMAT!r}")
        if document.get("version") != VERSION:
            raise RecordError(
                f"field 'version': expected {VERSION}, got {_shown(document.get('version'))}"
            )
        width, height = _int(document, "width", 1), _int(document, "height", 1)
        mines = _int(document, "mines", 0)
        problem = size_problem(width, height)
        if problem is not None:
            raise RecordError(f"fields 'width' and 'height': {problem}")
        rule = document.get("first_click")
        if rule not in FIRST_CLICK_RULES:
            rules = ", ".join(FIRST_CLICK_RULES)
            raise RecordError(f"field 'first_click': expected one of {rules}, got {_shown(rule)}")
        seed = None if document.get("seed") is None else _int(document, "seed", 0)
        layout = None
        if document.get("layout") is not None:
            items = _list(document, "layout")
            if len(items) > width * height:  # before any work on a list that may be huge
                raise RecordError(
                    f"field 'layout': {len(items)} cells, more than a {width}x{height} board has"
                )
            layout = [_pair(item, f"layout[{i}]") for i, item in enumerate(items)]
        if seed is None and layout is None:
            raise RecordError("fields 'seed' and 'layout': a saved game needs at least one")
        elapsed = document.get("elapsed")
        if not _is_seconds(elapsed):
            raise RecordError(
                f"field 'elapsed': expected seconds from 0 to 1e9, got {_shown(elapsed)}"
            )
        moves = [_move(item, f"moves[{i}]") for i, item in enumerate(_list(document, "moves"))]
        clicks = None if document.get("clicks") is None else _int(document, "clicks", 0)
        size = Size(width, height, mines)
        return cls(size, rule, seed, layout, moves, float(elapsed), clicks)


def _int(document: dict[str, Any], key: str, minimum: int) -> int:
    value = document.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise RecordError(
            f"field {key!r}: expected a whole number >= {minimum}, got {_shown(value)}"
        )
    return value


def _list(document: dict[str, Any], key: str) -> list[Any]:
    value = document.get(key)
    if not isinstance(value, list):
        raise RecordError(f"field {key!r}: expected a list, got {_shown(value)}")
    return value


def _shown(value: object) -> str:
    """``value`` as the file has it, cut short: a hostile file's field may be megabytes."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


#: No game lasts longer (about 30 years); past it a time is a corrupt or hostile file.
MAX_SECONDS = 1e9


def _is_seconds(value: object) -> TypeGuard[int | float]:
    """A time a game can have taken: a finite number of seconds from 0 to MAX_SECONDS."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    if isinstance(value, float) and not math.isfinite(value):
        return False
    return 0 <= value <= MAX_SECONDS


def _is_index(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _pair(item: object, where: str) -> tuple[int, int]:
    if not (isinstance(item, list) and len(item) == 2 and all(_is_index(v) for v in item)):
        raise RecordError(f"field {where!r}: expected [row, col], got {_shown(item)}")
    return (item[0], item[1])


def _move(item: object, where: str) -> Move:
    if not (
        isinstance(item, list)
        and len(item) == 4
        and item[0] in ACTIONS
        and _is_index(item[1])
        and _is_index(item[2])
        and _is_seconds(item[3])
    ):
        raise RecordError(
            f"field {where!r}: expected [action, row, col, seconds] with action one of"
            f" {', '.join(ACTIONS)} and seconds from 0 to 1e9, got {_shown(item)}"
        )
    return Move(item[0], item[1], item[2], float(item[3]))


def atomic_write(path: str | os.PathLike[str], data: str | bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file and ``os.replace``, never half-way."""
    target = Path(path)
    payload = data.encode() if isinstance(data, str) else data
    if target.is_dir():  # else the rename would fail naming the temporary file
        raise IsADirectoryError(errno.EISDIR, "is a folder; give a file name", str(target))
    _remove_stale_temporaries(target)
    try:
        # The writer's pid in the name tells a later save whether the writer is still alive.
        handle, temporary = tempfile.mkstemp(
            dir=target.parent or ".", prefix=f".{target.name}.{os.getpid()}.", suffix=".tmp"
        )
    except OSError as error:  # name the user's file, not the temporary one never made
        raise type(error)(error.errno, error.strerror, str(target)) from None
    try:
        # mkstemp makes the file private; give it the mode a plain open() would have.
        os.chmod(temporary, target.stat().st_mode & 0o777 if target.exists() else 0o644)
        with os.fdopen(handle, "wb") as stream:
            stream.write(payload)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except OSError as error:  # the user's file in the message, not the temporary one
        Path(temporary).unlink(missing_ok=True)
        if error.errno is None:
            raise
        raise type(error)(error.errno, error.strerror, str(target)) from None
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _remove_stale_temporaries(target: Path) -> None:
    """Delete the temporary files that saves of ``target`` killed mid-write left behind (their
    writer is gone); a save still running in another process keeps its file."""
    prefix = f".{target.name}."
    try:
        leftovers = [p for p in (target.parent or Path(".")).iterdir() if p.name.startswith(prefix)]
    except OSError:
        return  # the folder cannot be listed: the save itself will say why
    for path in leftovers:
        pid_text, _, rest = path.name[len(prefix) :].partition(".")
        if not (pid_text.isdigit() and rest.endswith(".tmp")):
            continue  # not of our naming
        pid = int(pid_text)
        if pid == os.getpid() or _alive(pid):
            continue  # a save under way (this process cleans up its own on failure)
        path.unlink(missing_ok=True)


def _alive(pid: int) -> bool:
    if sys.platform == "win32":  # there os.kill(pid, 0) sends Ctrl-C (CTRL_C_EVENT is 0)
        return True  # so never ask: a leftover file stays, which is harmless
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True  # someone else's process, or a pid we cannot ask about: leave its file
    return True
