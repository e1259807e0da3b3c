"""`Grid`: a 9x9 Sudoku grid; parsing, formatting and an independent solution check.

A grid is 81 digits in row-major order, 0 for a blank. Text comes as one line of 81 cells or
as 9 lines of 9 cells; ``.`` or ``0`` is a blank, and spaces and the separators ``|``, ``-``,
``+`` are ignored, so a grid printed by `Grid.format` reads back.

>>> grid = Grid.parse(
...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
... )
>>> grid[0, 0], grid[0, 2]
(5, 0)
>>> Grid.parse(grid.format()) == grid
True
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

__all__ = [
    "Cell",
    "Grid",
    "GridError",
    "UNITS",
    "as_grid",
    "cell_name",
    "parse_puzzles",
    "validate",
    "is_solution",
]

Cell = tuple[int, int]  # (row, column), both 0..8

SEPARATORS = " \t|-+"
BLANKS = ".0"


def _units() -> list[tuple[str, list[Cell]]]:
    rows = [(f"row {r + 1}", [(r, c) for c in range(9)]) for r in range(9)]
    cols = [(f"column {c + 1}", [(r, c) for r in range(9)]) for c in range(9)]
    boxes = [
        (f"box {b + 1}", [(3 * (b // 3) + r, 3 * (b % 3) + c) for r in range(3) for c in range(3)])
        for b in range(9)
    ]
    return rows + cols + boxes


#: The 27 units (rows, columns, boxes), each as (name, its 9 cells).
UNITS: list[tuple[str, list[Cell]]] = _units()
# The same units as positions in the 81-cell tuple, for the checks that run on every grid.
_UNIT_INDEXES = [(name, [9 * r + c for r, c in cells]) for name, cells in UNITS]


class GridError(ValueError):
    """Bad puzzle text or a grid that breaks the rules; the message names the place."""


def cell_name(cell: Cell) -> str:
    """The usual 1-based name of a cell: ``cell_name((0, 2)) == "r1c3"``."""
    return f"r{cell[0] + 1}c{cell[1] + 1}"


@dataclass(frozen=True)
class Grid:
    """81 digits in row-major order, 0 for a blank; index with ``grid[row, col]``."""

    cells: tuple[int, ...]

    def __post_init__(self) -> None:
        if isinstance(self.cells, (str, bytes)) or not isinstance(self.cells, Sequence):
            raise TypeError(
                f"Grid: cells must be a tuple of 81 digits, got {type(self.cells).__name__}"
                " (Grid.parse reads text)"
            )
        if len(self.cells) != 81:
            raise GridError(f"a grid has 81 cells, not {len(self.cells)}")
        for k, d in enumerate(self.cells):
            if not isinstance(d, int) or isinstance(d, bool) or not 0 <= d <= 9:
                raise GridError(f"{cell_name(divmod(k, 9))}: {d!r} is not a digit 0..9")
        object.__setattr__(self, "cells", tuple(self.cells))  # a list would not hash

    @classmethod
    def parse(cls, text: str) -> Grid:
        """Read one line of 81 cells or 9 lines of 9 cells; raise `GridError` naming the line
        and the problem on bad input, including two equal givens in a unit."""
        if not isinstance(text, str):
            raise TypeError(f"Grid.parse: text must be a str, got {type(text).__name__}")
        rows = _content(text)
        if len(rows) not in (1, 9):
            raise GridError(
                f"expected one line of 81 cells or 9 lines of 9 cells, found {len(rows)} "
                "non-empty lines"
            )
        return _from_rows(rows)

    def __getitem__(self, cell: Cell) -> int:
        row, col = cell
        return self.cells[9 * row + col]

    def __str__(self) -> str:
        return self.format()

    def _repr_svg_(self) -> str:
        """The grid drawn in Jupyter (every digit as a given; see `GridPicture`)."""
        from .svg import grid_svg

        return grid_svg(self.cells, [d != 0 for d in self.cells])

    def givens(self) -> Iterator[tuple[Cell, int]]:
        """The filled cells and their digits, in row-major order."""
        for k, d in enumerate(self.cells):
            if d:
                yield divmod(k, 9), d

    def is_complete(self) -> bool:
        """True when no cell is blank."""
        return all(self.cells)

    def first_clash(self) -> tuple[Cell, Cell, str] | None:
        """Two cells of one unit holding the same digit, and a sentence saying so; or None."""
        grid = self.cells
        for name, indexes in _UNIT_INDEXES:
            seen: dict[int, int] = {}
            for k in indexes:
                d = grid[k]
                if d and d in seen:
                    first, second = divmod(seen[d], 9), divmod(k, 9)
                    return first, second, (
                        f"{cell_name(first)} and {cell_name(second)} both hold {d} ({name})"
                    )
                seen[d] = k
        return None

    def to_line(self, blank: str = ".") -> str:
        """The 81-character form, ``blank`` for empty cells."""
        return "".join(str(d) if d else blank for d in self.cells)

    def format(self) -> str:
        """Nine lines with box separators, for a terminal."""
        lines = []
        for r in range(9):
            if r in (3, 6):
                lines.append("------+-------+------")
            row = [str(d) if d else "." for d in self.cells[9 * r : 9 * r + 9]]
            lines.append(" | ".join(" ".join(row[c : c + 3]) for c in (0, 3, 6)))
        return "\n".join(lines)


def parse_puzzles(text: str) -> list[Grid]:
    """Every puzzle of a text: one per line, or 9-line grids one after the other; ``#``
    starts a comment. Errors name the line.

    >>> [g.to_line()[:5] for g in parse_puzzles("# two\\n" + "1" + "." * 80 + "\\n" + "." * 81)]
    ['1....', '.....']
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_puzzles: text must be a str, got {type(text).__name__}")
    rows = _content(text)
    if not rows:
        raise GridError("no puzzle found")
    if all(len(cells) <= 9 for _, cells in rows):
        if len(rows) % 9:
            raise GridError(f"{len(rows)} lines of a grid: not a multiple of 9 lines")
        return [_from_rows(rows[k : k + 9]) for k in range(0, len(rows), 9)]
    return [_from_rows([row]) for row in rows]


def _content(text: str) -> list[tuple[int, str]]:
    """The numbered lines that hold cells, without separators and ``#`` comments."""
    rows = []
    for n, line in enumerate(text.splitlines(), 1):
        cells = "".join(ch for ch in line.split("#", 1)[0] if ch not in SEPARATORS)
        if cells:
            rows.append((n, cells))
    return rows


def _from_rows(rows: list[tuple[int, str]]) -> Grid:
    """A grid from one numbered line of 81 cells or nine of 9; errors name the line."""
    width = 81 if len(rows) == 1 else 9
    for n, cells in rows:
        if len(cells) != width:
            raise GridError(f"line {n}: {len(cells)} cells, expected {width}")
    text = "".join(cells for _, cells in rows)
    for k, ch in enumerate(text):
        if ch not in BLANKS and not "1" <= ch <= "9":
            raise GridError(
                f"line {rows[k // width][0]}: {ch!r} at {cell_name(divmod(k, 9))} is not a "
                "digit or a blank ('.' or '0')"
            )
    grid = Grid(tuple(0 if ch in BLANKS else ord(ch) - 48 for ch in text))
    clash = grid.first_clash()
    if clash is not None:
        raise GridError(f"line {rows[0][0] if width == 81 else rows[clash[1][0]][0]}: {clash[2]}")
    return grid


def as_grid(puzzle: object, where: str, name: str = "puzzle") -> Grid:
    """``puzzle`` as a `Grid`: a grid as it is, text parsed; anything else is a `TypeError`
    naming ``where`` and the argument ``name``."""
    if isinstance(puzzle, Grid):
        return puzzle
    if isinstance(puzzle, str):
        return Grid.parse(puzzle)
    raise TypeError(f"{where}: {name} must be a Grid or its text, got {type(puzzle).__name__}")


def validate(solution: Grid, puzzle: Grid | None = None) -> None:
    """Raise `GridError` unless ``solution`` is a complete, rule-abiding grid that keeps
    every given of ``puzzle``; an independent check of any solver's answer."""
    if not isinstance(solution, Grid):
        raise TypeError(f"validate: solution must be a Grid, got {type(solution).__name__}")
    if puzzle is not None and not isinstance(puzzle, Grid):
        raise TypeError(f"validate: puzzle must be a Grid or None, got {type(puzzle).__name__}")
    for k, d in enumerate(solution.cells):
        if not d:
            raise GridError(f"{cell_name(divmod(k, 9))} is blank")
    grid = solution.cells
    for name, indexes in _UNIT_INDEXES:
        if len({grid[k] for k in indexes}) != 9:
            clash = solution.first_clash()
            raise GridError(clash[2] if clash else f"{name} does not hold every digit once")
    if puzzle is not None:
        for cell, d in puzzle.givens():
            if solution[cell] != d:
                raise GridError(
                    f"{cell_name(cell)} holds {solution[cell]} but the puzzle gives {d}"
                )


def is_solution(solution: Grid, puzzle: Grid | None = None) -> bool:
    """True when `validate` finds nothing wrong."""
    try:
        validate(solution, puzzle)
    except GridError:
        return False
    return True
