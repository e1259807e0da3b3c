"""A solution drawn against its puzzle: `GridPicture`.

``Grid`` draws itself in Jupyter with every digit as a given (a grid alone does not know which
digits were found); `GridPicture` draws a solution against its puzzle, the givens in bold black
and the digits the solver filled in blue, and can shade cells (say, the givens that
`explain_unsolvable` names).

>>> puzzle = Grid.parse("1" + "." * 80)
>>> GridPicture(Grid.parse("12" + "." * 79), puzzle).svg().count("class='given'")
1
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .grid import Cell, Grid, GridError, cell_name
from .svg import grid_svg

__all__ = ["GridPicture"]


@dataclass(frozen=True, init=False)
class GridPicture:
    """``grid`` drawn against ``puzzle`` (its givens in bold), with ``shaded`` cells."""

    grid: Grid
    puzzle: Grid | None
    shaded: frozenset[Cell]

    def __init__(self, grid: Grid, puzzle: Grid | None = None, shaded: Iterable[Cell] = ()) -> None:
        if not isinstance(grid, Grid) or not isinstance(puzzle, (Grid, type(None))):
            raise TypeError("GridPicture: grid and puzzle must be Grids (Grid.parse reads text)")
        if puzzle is not None:
            for cell, digit in puzzle.givens():
                if grid[cell] != digit:
                    raise GridError(
                        f"GridPicture: {cell_name(cell)} holds {grid[cell]} but the puzzle"
                        f" gives {digit}"
                    )
        cells = frozenset(shaded)
        for cell in cells:
            if not _is_cell(cell):
                raise GridError(f"GridPicture: shaded cell {cell!r} is not (row, column) in 0..8")
        object.__setattr__(self, "grid", grid)
        object.__setattr__(self, "puzzle", puzzle)
        object.__setattr__(self, "shaded", cells)

    def _repr_svg_(self) -> str:
        return self.svg()

    def svg(self) -> str:
        """The picture as SVG text."""
        source = self.puzzle or self.grid
        return grid_svg(self.grid.cells, [d != 0 for d in source.cells], self.shaded)


def _is_cell(cell: object) -> bool:
    return (
        isinstance(cell, tuple)
        and len(cell) == 2
        and all(type(x) is int and 0 <= x < 9 for x in cell)
    )
