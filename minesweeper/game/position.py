"""What a player sees: board size, total mines, revealed numbers and flags; ``.mine`` text."""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from minesweeper.game.difficulty import size_problem
from minesweeper.game.grid import IntGrid, cells_of, checked_cell, neighbours
from minesweeper.game.words import plural

__all__ = ["FLAG", "HIDDEN", "Position", "PositionError"]

HIDDEN = -1
"""Cell value for a hidden cell; a question mark is only a note, so it is HIDDEN too."""
FLAG = -2
"""Cell value for a flagged cell."""

_CHAR_TO_VALUE = {str(n): n for n in range(9)} | {"H": HIDDEN, "F": FLAG}
_VALUE_TO_CHAR = {value: char for char, value in _CHAR_TO_VALUE.items()}
# The same two tables as arrays, to read and write a row at once (a million-cell board is
# a million dictionary lookups otherwise): character code -> value (_NOT_A_CELL for any other
# character, every code above 255 included), and value + 2 -> character code.
_NOT_A_CELL = 127
_CODE_TO_VALUE = np.full(256, _NOT_A_CELL, dtype=np.int8)
for _char, _value in _CHAR_TO_VALUE.items():
    _CODE_TO_VALUE[ord(_char)] = _value
_VALUE_TO_CODE = np.array([ord(_VALUE_TO_CHAR[v]) for v in range(FLAG, 9)], dtype=np.uint8)
_HEADER = re.compile(r"(\d+)x(\d+)x(\d+)")


#: the most cells a position's repr writes out (an expert board has 480)
_REPR_CELLS = 600


class PositionError(ValueError):
    """A position that is malformed or inconsistent; the message says where and why."""


@dataclass(frozen=True, eq=False)
class Position:
    """The player's view: ``cells[row, col]`` is 0..8 (revealed), HIDDEN or FLAG.

    >>> p = Position.from_text("3x2x1\\n1HH\\n1F1\\n")
    >>> p.hidden_cells(), p.flags(), p.number_at(1, 2)
    ([(0, 1), (0, 2)], [(1, 1)], 1)
    """

    width: int
    height: int
    mines: int
    cells: IntGrid

    def __post_init__(self) -> None:
        for name in ("width", "height", "mines"):
            value = getattr(self, name)
            if not isinstance(value, (int, np.integer)) or isinstance(value, bool):
                raise PositionError(f"{name} must be a whole number, got {value!r}")
        problem = size_problem(self.width, self.height)
        if problem is not None:
            raise PositionError(problem)
        cells = np.array(self.cells, dtype=np.int8, copy=True)
        if cells.shape != (self.height, self.width):
            raise PositionError(
                f"cells have shape {cells.shape}, expected (height, width) ="
                f" ({self.height}, {self.width})"
            )
        bad = np.argwhere((cells > 8) | (cells < FLAG))
        if bad.size:
            row, col = (int(v) for v in bad[0])
            raise PositionError(
                f"cell ({row}, {col}) holds {cells[row, col]}: expected 0..8, HIDDEN or FLAG"
            )
        flags = int(np.count_nonzero(cells == FLAG))
        revealed = int(np.count_nonzero(cells >= 0))
        if self.mines < flags:
            flagged = plural(flags, "cell is", "cells are")
            raise PositionError(f"{flagged} flagged, more than the {plural(self.mines, 'mine')}")
        if self.mines > self.width * self.height - revealed:
            raise PositionError(
                f"{plural(self.mines, 'mine')} do not fit in the"
                f" {plural(self.width * self.height - revealed, 'cell that is', 'cells that are')}"
                " not revealed"
            )
        cells.flags.writeable = False
        object.__setattr__(self, "cells", cells)

    @classmethod
    def from_text(cls, text: str) -> Position:
        """Read ``.mine`` text: a ``WxHxM`` line, then H rows of W of ``0``-``8``, ``H``, ``F``."""
        if not isinstance(text, str):
            raise TypeError(f"Position.from_text: text must be a str, got {type(text).__name__}")
        lines = text.splitlines()
        while lines and lines[-1] == "":
            lines.pop()  # a trailing blank line is only the end of the file
        if not lines:
            raise PositionError("line 1: expected a header WIDTHxHEIGHTxMINES, got nothing")
        header = _HEADER.fullmatch(lines[0])
        if header is None:
            raise PositionError(
                f"line 1: expected a header WIDTHxHEIGHTxMINES such as 9x9x10, got {lines[0]!r}"
            )
        if any(len(group) > 9 for group in header.groups()):  # before int() of a huge number
            raise PositionError(f"line 1: {lines[0][:40]!r} is too large a board")
        width, height, mines = (int(group) for group in header.groups())
        problem = size_problem(width, height)
        if problem is not None:
            raise PositionError(f"line 1: {problem}")
        if len(lines) - 1 != height:
            raise PositionError(
                f"line {min(len(lines), height + 1) + 1}: expected {height} rows after the"
                f" header, got {len(lines) - 1}"
            )
        cells = np.empty((height, width), dtype=np.int8)
        for row, line in enumerate(lines[1:]):
            head = line[:width]
            codes = np.frombuffer(head.encode("utf-32-le", "surrogatepass"), dtype="<u4")
            values = _CODE_TO_VALUE[np.minimum(codes, 255)]
            bad = np.flatnonzero(values == _NOT_A_CELL)
            if bad.size:
                col = int(bad[0])
                raise PositionError(
                    f"line {row + 2}, column {col + 1}: expected 0-8, H or F, got {head[col]!r}"
                )
            cells[row, : len(values)] = values
            if len(line) != width:
                raise PositionError(
                    f"line {row + 2}, column {min(len(line), width) + 1}: expected {width}"
                    f" cells, got {len(line)}"
                )
        try:
            return cls(width, height, mines, cells)
        except PositionError as error:
            raise PositionError(f"line 1: {error}") from None

    def to_text(self) -> str:
        """Write the ``.mine`` format (the inverse of :meth:`from_text`)."""
        codes = np.full((self.height, self.width + 1), ord("\n"), dtype=np.uint8)
        codes[:, :-1] = _VALUE_TO_CODE[self.cells - FLAG]
        return f"{self.width}x{self.height}x{self.mines}\n" + codes.tobytes().decode("ascii")

    def neighbors(self, row: int, col: int) -> list[tuple[int, int]]:
        """The in-board cells next to (row, col), row-major."""
        return neighbours(row, col, self.height, self.width)

    def hidden_cells(self) -> list[tuple[int, int]]:
        """Cells neither revealed nor flagged, row-major."""
        return cells_of(self.cells == HIDDEN)

    def flags(self) -> list[tuple[int, int]]:
        """Flagged cells, row-major."""
        return cells_of(self.cells == FLAG)

    def revealed_cells(self) -> list[tuple[int, int]]:
        """Revealed cells, row-major."""
        return cells_of(self.cells >= 0)

    def is_revealed(self, row: int, col: int) -> bool:
        """Whether (row, col) shows a number."""
        return self._at(row, col) >= 0

    def is_flagged(self, row: int, col: int) -> bool:
        """Whether (row, col) carries a flag."""
        return self._at(row, col) == FLAG

    def number_at(self, row: int, col: int) -> int | None:
        """The number shown at (row, col), or None if it is not revealed."""
        value = self._at(row, col)
        return value if value >= 0 else None

    def _at(self, row: int, col: int) -> int:
        """The value of a cell on the board (numpy would quietly wrap a -1 round)."""
        row, col = checked_cell(row, col, self.height, self.width, PositionError)
        return int(self.cells[row, col])

    @property
    def mines_left(self) -> int:
        """Total mines minus flags, as the game's counter shows it."""
        return self.mines - int(np.count_nonzero(self.cells == FLAG))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return (self.width, self.height, self.mines) == (
            other.width,
            other.height,
            other.mines,
        ) and bool(np.array_equal(self.cells, other.cells))

    def __hash__(self) -> int:
        return hash((self.width, self.height, self.mines, self.cells.tobytes()))

    def __str__(self) -> str:
        return self.to_text()

    def _repr_svg_(self) -> str:
        """The board as the player sees it, drawn in Jupyter."""
        from minesweeper.game.picture import position_svg

        return position_svg(self)

    def __repr__(self) -> str:
        """The call that rebuilds it, for a board small enough to read; else a summary."""
        if self.width * self.height <= _REPR_CELLS:
            return f"Position.from_text({self.to_text()!r})"
        hidden, flags = len(self.hidden_cells()), len(self.flags())
        opened = self.width * self.height - hidden - flags
        return (
            f"<Position {self.width}x{self.height}x{self.mines}: {opened} open,"
            f" {flags} flagged, {hidden} hidden>"
        )
