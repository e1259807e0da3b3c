"""A CSV file of records (dataclass rows) written as results arrive and read back to resume.

Rows are appended and flushed as each task finishes, so an interrupted study keeps every game
it finished; a row cut short by a crash (no line end) is dropped on reading and overwritten
when the log is reopened to continue.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import os
import typing
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Generic, TypeVar

__all__ = ["CsvLog"]

R = TypeVar("R")


class CsvLog(Generic[R]):
    """The records of type ``kind`` (a dataclass of str, int, float and bool fields) in ``path``.

    >>> import tempfile, dataclasses
    >>> @dataclasses.dataclass(frozen=True)
    ... class Game:
    ...     index: int
    ...     won: bool
    >>> log = CsvLog(Path(tempfile.mkdtemp()) / "games.csv", Game)
    >>> log.start(resume=False); log.append([Game(0, True), Game(1, False)]); log.close()
    >>> log.read()
    [Game(index=0, won=True), Game(index=1, won=False)]
    """

    def __init__(self, path: str | os.PathLike[str], kind: type[R]) -> None:
        self.path = Path(path)
        self.kind = kind
        self.names = [f.name for f in dataclasses.fields(kind)]  # type: ignore[arg-type]
        hints = typing.get_type_hints(kind)
        self._parsers = [_PARSERS[hints[name]] for name in self.names]
        self._stream: io.TextIOWrapper | None = None

    def read(self) -> list[R]:
        """The complete rows of the file; `ValueError` names the file and line of a bad one."""
        text = self._complete_text()
        rows = csv.reader(io.StringIO(text))
        header = next(rows, None)
        if header != self.names:
            raise ValueError(f"{self.path}: expected the columns {','.join(self.names)}")
        records = []
        for line, row in enumerate(rows, start=2):
            try:
                if len(row) != len(self.names):
                    raise ValueError(f"{len(row)} fields, expected {len(self.names)}")
                values = [parse(cell) for parse, cell in zip(self._parsers, row)]
            except ValueError as error:
                raise ValueError(f"{self.path}, line {line}: {error}") from None
            records.append(self.kind(*values))
        return records

    def start(self, resume: bool) -> None:
        """Open for appending: after the complete rows (``resume``) or on a fresh file."""
        if resume:
            text = self._complete_text()
            with self.path.open("r+", encoding="utf-8", newline="") as stream:
                stream.truncate(len(text.encode()))
        else:
            with self.path.open("w", encoding="utf-8", newline="") as stream:
                csv.writer(stream, lineterminator="\n").writerow(self.names)
        self._stream = self.path.open("a", encoding="utf-8", newline="")

    def append(self, records: Iterable[R]) -> None:
        """Write the records and flush them to the file."""
        if self._stream is None:
            raise ValueError(f"{self.path}: the log is not started")
        writer = csv.writer(self._stream, lineterminator="\n")
        writer.writerows([getattr(r, name) for name in self.names] for r in records)
        self._stream.flush()

    def close(self) -> None:
        """Close the file (the rows written stay)."""
        if self._stream is not None:
            self._stream.close()
            self._stream = None

    def _complete_text(self) -> str:
        text = self.path.read_text(encoding="utf-8")
        return text if text.endswith("\n") or not text else text[: text.rfind("\n") + 1]


def _boolean(text: str) -> bool:
    if text not in ("True", "False"):
        raise ValueError(f"{text!r} is not True or False")
    return text == "True"


_PARSERS: dict[Any, Callable[[str], Any]] = {str: str, int: int, float: float, bool: _boolean}
