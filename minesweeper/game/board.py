"""The true layout of a game: where the mines are, the numbers, placement and MBF files."""

from __future__ import annotations

import operator
from collections.abc import Iterable
from typing import Any, cast

import numpy as np

from minesweeper.game.difficulty import NO_GUESS_RULES, FirstClick, Size, size_problem
from minesweeper.game.grid import BoolGrid, IntGrid, cells_of, neighbour_counts
from minesweeper.game.layers import registered_layer

__all__ = ["Board", "BoardError", "MbfError"]


class BoardError(ValueError):
    """A mine layout that is malformed or cannot be built."""


class MbfError(BoardError):
    """MBF data that does not describe a board; the message names the byte offset."""


class Board:
    """Where the mines lie on a ``height`` x ``width`` board, and the numbers they make.

    >>> board = Board.from_text("*..\\n...")
    >>> board.numbers.tolist()
    [[0, 1, 0], [1, 1, 0]]
    """

    __slots__ = ("mines", "numbers")

    mines: BoolGrid
    numbers: IntGrid

    def __init__(self, mines: BoolGrid) -> None:
        layout = np.array(mines, dtype=np.bool_)
        if layout.ndim != 2 or layout.shape[0] < 1 or layout.shape[1] < 1:
            raise BoardError(f"a mine layout must be a non-empty 2-D array, got {layout.shape}")
        problem = size_problem(layout.shape[1], layout.shape[0])
        if problem is not None:
            raise BoardError(problem)
        layout.flags.writeable = False
        numbers = neighbour_counts(layout)
        numbers.flags.writeable = False
        self.mines = layout
        self.numbers = numbers

    @property
    def height(self) -> int:
        """Number of rows."""
        return int(self.mines.shape[0])

    @property
    def width(self) -> int:
        """Number of columns."""
        return int(self.mines.shape[1])

    @property
    def mine_count(self) -> int:
        """How many mines the board holds."""
        return int(np.count_nonzero(self.mines))

    def mine_cells(self) -> list[tuple[int, int]]:
        """The (row, col) of every mine, row-major."""
        return cells_of(self.mines)

    @classmethod
    def place(
        cls,
        size: Size,
        rng: np.random.Generator,
        first_click: tuple[int, int] | None = None,
        rule: FirstClick = "safe",
    ) -> Board:
        """Place ``size.mines`` mines uniformly among the cells the first-click rule leaves open.

        Under ``safe`` the first click stays clear, under ``opening`` its neighbours too, and
        under ``none`` (or with no first click) every cell may hold a mine. The no-guess rules
        ask the layer registered for them (`minesweeper.game.layers`).
        """
        if rule in NO_GUESS_RULES and first_click is not None:
            layer = registered_layer(rule)
            if layer is None:
                raise BoardError(
                    "no-guess boards are laid with the AI's reasoning: import minesweeper.ai"
                    " (or take Game from the minesweeper package) first"
                )
            return cls(layer(size, rng, first_click))
        width, height = size.width, size.height
        allowed = np.ones((height, width), dtype=np.bool_)
        if first_click is not None and rule != "none":
            row, col = first_click
            if rule == "opening":
                allowed[max(row - 1, 0) : row + 2, max(col - 1, 0) : col + 2] = False
            else:
                allowed[row, col] = False
        candidates = np.flatnonzero(allowed)
        if size.mines > candidates.size:
            raise BoardError(
                f"cannot place {size.mines} mines: the first-click rule {rule!r} leaves only"
                f" {candidates.size} cells free"
            )
        chosen = rng.choice(candidates, size=size.mines, replace=False)
        layout = np.zeros(height * width, dtype=np.bool_)
        layout[chosen] = True
        return cls(layout.reshape(height, width))

    @classmethod
    def from_cells(cls, width: int, height: int, cells: Iterable[tuple[int, int]]) -> Board:
        """Build a board from the (row, col) of its mines; repeats and outside cells are errors."""
        for name, value in (("width", width), ("height", height)):
            if not isinstance(value, (int, np.integer)) or isinstance(value, bool):
                raise BoardError(f"{name} must be a whole number, got {value!r}")
        problem = size_problem(width, height)
        if problem is not None:
            raise BoardError(problem)
        layout = np.zeros((height, width), dtype=np.bool_)
        for cell in cells:
            row, col = _pair(cell)
            if not (0 <= row < height and 0 <= col < width):
                raise BoardError(f"mine at ({row}, {col}) lies outside the {width}x{height} board")
            if layout[row, col]:
                raise BoardError(f"mine at ({row}, {col}) is given twice")
            layout[row, col] = True
        return cls(layout)

    @classmethod
    def from_text(cls, text: str) -> Board:
        """Read a layout drawn with ``*`` for a mine and ``.`` for a safe cell, one line a row."""
        if not isinstance(text, str):
            raise TypeError(f"Board.from_text: text must be a str, got {type(text).__name__}")
        rows = text.strip("\n").split("\n")
        for number, line in enumerate(rows, start=1):
            if len(line) != len(rows[0]):
                raise BoardError(
                    f"line {number}: expected {len(rows[0])} cells like line 1, got {len(line)}"
                )
            for column, char in enumerate(line, start=1):
                if char not in "*.":
                    raise BoardError(
                        f"line {number}, column {column}: expected '*' or '.', got {char!r}"
                    )
        return cls(np.array([[char == "*" for char in line] for line in rows], dtype=np.bool_))

    def to_text(self) -> str:
        """Draw the layout with ``*`` for a mine and ``.`` for a safe cell."""
        return "\n".join("".join("*" if m else "." for m in row) for row in self.mines) + "\n"

    @classmethod
    def from_mbf(cls, data: bytes) -> Board:
        """Read an MBF layout: width, height, big-endian 16-bit mine count, (x, y) byte pairs."""
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError(f"Board.from_mbf: data must be bytes, got {type(data).__name__}")
        data = bytes(data)
        if len(data) < 4:
            raise MbfError(
                f"MBF data is {len(data)} bytes long; its header needs 4"
                " (width, height, 16-bit mine count)"
            )
        width, height = data[0], data[1]
        count = int.from_bytes(data[2:4], "big")
        if width == 0 or height == 0:
            which, offset = ("width", 0) if width == 0 else ("height", 1)
            raise MbfError(f"byte {offset}: board {which} must be at least 1, got 0")
        expected = 4 + 2 * count
        if len(data) != expected:
            raise MbfError(
                f"MBF data is {len(data)} bytes long, but its mine count {count} (bytes 2-3)"
                f" needs exactly 4 + 2 x {count} = {expected} bytes"
            )
        layout = np.zeros((height, width), dtype=np.bool_)
        for index in range(count):
            offset = 4 + 2 * index
            x, y = data[offset], data[offset + 1]
            if x >= width or y >= height:
                raise MbfError(
                    f"byte {offset}: mine {index + 1} at x={x}, y={y} lies outside the"
                    f" {width}x{height} board"
                )
            if layout[y, x]:
                raise MbfError(f"byte {offset}: mine {index + 1} at x={x}, y={y} is a repeat")
            layout[y, x] = True
        return cls(layout)

    def to_mbf(self) -> bytes:
        """Write the layout as MBF bytes (mines in row-major order)."""
        if self.width > 255 or self.height > 255:
            raise BoardError(f"MBF holds boards up to 255x255, not {self.width}x{self.height}")
        cells = self.mine_cells()
        if len(cells) > 0xFFFF:
            raise BoardError(f"MBF holds at most 65535 mines, not {len(cells)}")
        pairs = bytes(value for row, col in cells for value in (col, row))
        return bytes((self.width, self.height)) + len(cells).to_bytes(2, "big") + pairs

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return bool(np.array_equal(self.mines, other.mines))

    def __hash__(self) -> int:
        return hash((self.mines.shape, self.mines.tobytes()))

    def __repr__(self) -> str:
        return f"Board({self.width}x{self.height}, {self.mine_count} mines)"


def _pair(cell: object) -> tuple[int, int]:
    """A mine's (row, col) as two ints, or a `BoardError` saying what was given instead."""
    try:
        row, col = cast(Iterable[Any], cell)
        return operator.index(row), operator.index(col)
    except (TypeError, ValueError):
        raise BoardError(
            f"a mine must be a (row, col) pair of whole numbers, got {cell!r}"
        ) from None
