"""CSP models of a Minesweeper position, for `aimacsp` to solve.

Every revealed number with hidden neighbours says: the hidden, unflagged neighbours hold
``number - flagged neighbours`` mines. Those cells are the *frontier*; the other hidden cells
are *outside* it. Two encodings of the frontier: one 0/1 variable per cell, or *boxes*, the
cells touched by exactly the same numbers merged into one variable counting its mines (0 to
its size). The frontier splits into *components* that share no number.

This module only builds models; solving is `aimacsp`'s job.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

import numpy as np

from aimacsp import CSP, Sum
from aimacsp.structure import UnionFind
from minesweeper.game.grid import cells_of, dilate, neighbour_counts
from minesweeper.game.position import FLAG, HIDDEN, Position, PositionError
from minesweeper.game.words import plural

__all__ = [
    "Box",
    "Cell",
    "Component",
    "ImpossiblePosition",
    "MineModel",
    "Number",
    "box_csp",
    "build_model",
    "cell_csp",
    "components_of",
    "with_flags",
]

Cell = tuple[int, int]


class ImpossiblePosition(PositionError):
    """No layout of mines agrees with the numbers, the flags and the mine count."""


def describe(cell: Cell) -> str:
    """A cell as people read it: 1-based row and column."""
    return f"row {cell[0] + 1}, column {cell[1] + 1}"


class Number(NamedTuple):
    """A revealed number with hidden neighbours: ``mines`` of ``hidden`` are mines.

    (A named tuple rather than a dataclass: a board holds thousands, built at every move.)
    """

    cell: Cell
    value: int
    mines: int
    hidden: tuple[Cell, ...]

    def __str__(self) -> str:
        return f"the {self.value} at {describe(self.cell)}"


@dataclass(frozen=True)
class Box:
    """Frontier cells touched by exactly the same numbers: they are interchangeable."""

    cells: tuple[Cell, ...]
    numbers: tuple[Cell, ...]

    @property
    def size(self) -> int:
        return len(self.cells)


@dataclass(frozen=True)
class Component:
    """Numbers and frontier cells linked to each other, and to nothing else."""

    numbers: tuple[Number, ...]
    cells: tuple[Cell, ...]

    @cached_property
    def boxes(self) -> tuple[Box, ...]:
        touching: dict[Cell, list[Cell]] = defaultdict(list)
        for number in self.numbers:
            for cell in number.hidden:
                touching[cell].append(number.cell)
        groups: dict[tuple[Cell, ...], list[Cell]] = defaultdict(list)
        for cell in self.cells:
            groups[tuple(touching[cell])].append(cell)
        return tuple(Box(tuple(cells), numbers) for numbers, cells in groups.items())


@dataclass(frozen=True)
class MineModel:
    """What the numbers say about a position: numbers, frontier, outside cells, components."""

    position: Position
    numbers: tuple[Number, ...]
    frontier: tuple[Cell, ...]
    outside: tuple[Cell, ...]

    @cached_property
    def components(self) -> tuple[Component, ...]:
        """The numbers grouped into components (found on first use)."""
        return components_of(self.numbers)

    @property
    def mines_left(self) -> int:
        """Mines not flagged (flags are trusted as the player's word)."""
        return self.position.mines_left


#: The 8 neighbours of a cell, row-major, as (row, column) offsets.
OFFSETS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]


_last_built: tuple[Position, MineModel] | None = None


def build_model(position: Position) -> MineModel:
    """Read the numbers of ``position``; raise `ImpossiblePosition` naming a number that
    cannot be met on its own (too many flags, or too few hidden neighbours).

    The model of the last position asked about is kept: positions cannot change, and the
    same one is often read twice in a row (a hint's map, then the agent's move), which on a
    board of a million cells costs most of a second.

    >>> model = build_model(Position.from_text("3x1x1\\n1HH\\n"))
    >>> [str(n) for n in model.numbers], model.frontier, model.outside
    (['the 1 at row 1, column 1'], ((0, 1),), ((0, 2),))
    """
    global _last_built
    if _last_built is not None and _last_built[0] is position:
        return _last_built[1]
    model = _build_model(position)
    _last_built = (position, model)
    return model


def _build_model(position: Position) -> MineModel:
    """`build_model` without its memory of the last position."""
    cells = position.cells
    hidden = cells == HIDDEN
    flagged = cells == FLAG
    revealed = cells >= 0
    flags_around = neighbour_counts(flagged)
    open_around = flags_around + neighbour_counts(hidden)
    # Every number must be reachable, those with no hidden neighbour left included.
    bad = np.nonzero(revealed & ((flags_around > cells) | (open_around < cells)))
    for row, col in zip(*bad, strict=True):
        cell = (int(row), int(col))
        number = Number(cell, int(cells[cell]), 0, ())
        if flags_around[cell] > number.value:
            flagged = plural(int(flags_around[cell]), "flagged neighbour")
            raise ImpossiblePosition(f"{number} has {flagged}")
        raise ImpossiblePosition(
            f"{number} needs {plural(number.value, 'mine')} but only"
            f" {plural(int(open_around[cell]), 'neighbour is', 'neighbours are')} hidden or flagged"
        )
    rows, cols = np.nonzero(revealed & dilate(hidden))
    padded = np.zeros((position.height + 2, position.width + 2), dtype=np.bool_)
    padded[1:-1, 1:-1] = hidden
    # around[k][j]: whether the j-th neighbour (row-major) of the k-th number is hidden.
    around = np.stack([padded[rows + 1 + dr, cols + 1 + dc] for dr, dc in OFFSETS], axis=1)
    mines = cells[rows, cols] - flags_around[rows, cols]
    numbers = []
    for row, col, value, need, hidden_around in zip(
        rows.tolist(),
        cols.tolist(),
        cells[rows, cols].tolist(),
        mines.tolist(),
        around.tolist(),
        strict=True,
    ):
        free = tuple([(row + dr, col + dc) for (dr, dc), h in zip(OFFSETS, hidden_around) if h])
        numbers.append(Number((row, col), value, need, free))
    on_frontier = hidden & dilate(revealed)
    frontier = tuple(cells_of(on_frontier))
    outside = tuple(cells_of(hidden & ~on_frontier))
    return MineModel(position, tuple(numbers), frontier, outside)


def components_of(numbers: list[Number] | tuple[Number, ...]) -> tuple[Component, ...]:
    """Group the numbers that share hidden cells, directly or through others."""
    linked: UnionFind[object] = UnionFind()
    for k, number in enumerate(numbers):
        linked.link([k, *number.hidden])  # a number with its cells (ints and pairs never meet)
    found = []
    for group in linked.groups(range(len(numbers))):
        members = [numbers[k] for k in group]
        cells = sorted({cell for number in members for cell in number.hidden})
        found.append(Component(tuple(members), tuple(cells)))
    return tuple(found)


def cell_csp(numbers: tuple[Number, ...] | list[Number]) -> CSP[Cell, int]:
    """One 0/1 variable per frontier cell, one ``Sum ==`` per number."""
    csp: CSP[Cell, int] = CSP()
    for cell in sorted({cell for number in numbers for cell in number.hidden}):
        csp.add_variable(cell, (0, 1))
    for number in numbers:
        csp.add_constraint(Sum(number.hidden, "==", number.mines))
    return csp


def box_csp(
    boxes: tuple[Box, ...] | list[Box], numbers: tuple[Number, ...] | list[Number]
) -> CSP[Box, int]:
    """One variable per box (its number of mines), one ``Sum ==`` per number over its boxes."""
    csp: CSP[Box, int] = CSP()
    of_number: dict[Cell, list[Box]] = defaultdict(list)
    for box in boxes:
        csp.add_variable(box, range(box.size + 1))
        for cell in box.numbers:
            of_number[cell].append(box)
    for number in numbers:
        csp.add_constraint(Sum(of_number[number.cell], "==", number.mines))
    return csp


def with_flags(position: Position, cells: Iterable[Cell]) -> Position:
    """``position`` with ``cells`` flagged too (proven mines an agent has not flagged yet)."""
    cells = list(cells)
    if not cells:
        return position
    grid = np.array(position.cells)
    for cell in cells:
        grid[cell] = FLAG
    flags = int((grid == FLAG).sum())
    if flags > position.mines:
        raise ImpossiblePosition(
            f"the mine counter says {plural(position.mines, 'mine')}, but the flags and the mines"
            f" proven from them make {flags}: a flag is wrong"
        )
    return Position(position.width, position.height, position.mines, grid)
