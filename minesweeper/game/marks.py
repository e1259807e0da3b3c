"""The player's notes on hidden cells: flags and question marks, and their rules.

A mark is the player's, not the board's: it never changes what a cell holds. The rules are the
classic ones: the right click cycles none, flag, question mark; there are never more flags than
mines (the counter would go below zero); a cell loses its mark when it opens; a won board
shows every mine flagged.
"""

from __future__ import annotations

from typing import Literal

import numpy as np

from minesweeper.game.errors import GameError
from minesweeper.game.grid import BoolGrid, IntGrid

__all__ = ["FLAGGED", "MARKS", "NONE", "QUESTIONED", "Mark", "Marks"]

Mark = Literal["none", "flag", "question"]
MARKS: tuple[Mark, ...] = ("none", "flag", "question")
"""The marks in the order a right click cycles through them."""
NONE, FLAGGED, QUESTIONED = 0, 1, 2  #: a mark's number in the grid, its place in MARKS


class Marks:
    """The marks of a ``height`` x ``width`` board, at most ``mines`` of them flags.

    >>> marks = Marks(2, 3, mines=1)
    >>> marks.put(0, 0, marks.next_in_cycle(0, 0))
    >>> marks.at(0, 0), marks.flag_count, MARKS[marks.next_in_cycle(0, 0)]
    ('flag', 1, 'question')
    >>> marks.check(marks.toggled(1, 2, FLAGGED))
    Traceback (most recent call last):
    minesweeper.game.errors.GameError: no flags left: all 1 are placed
    """

    def __init__(self, height: int, width: int, mines: int) -> None:
        self.grid: IntGrid = np.zeros((height, width), dtype=np.int8)
        self.mines = mines

    def at(self, row: int, col: int) -> Mark:
        """The mark on (row, col)."""
        return MARKS[int(self.grid[row, col])]

    @property
    def flags(self) -> BoolGrid:
        """Mask of the flagged cells."""
        mask: BoolGrid = self.grid == FLAGGED
        return mask

    @property
    def questions(self) -> BoolGrid:
        """Mask of the cells carrying a question mark."""
        mask: BoolGrid = self.grid == QUESTIONED
        return mask

    @property
    def flag_count(self) -> int:
        """How many flags are down."""
        return int(np.count_nonzero(self.grid == FLAGGED))

    def next_in_cycle(self, row: int, col: int) -> int:
        """The mark a right click on (row, col) would put: the next one in `MARKS`."""
        return (int(self.grid[row, col]) + 1) % len(MARKS)

    def toggled(self, row: int, col: int, mark: int) -> int:
        """The mark that putting ``mark`` on (row, col) leaves: it, or none if it is there."""
        return NONE if self.grid[row, col] == mark else mark

    def check(self, new: int) -> None:
        """Refuse a flag beyond the number of mines."""
        if new == FLAGGED and self.flag_count >= self.mines:
            raise GameError(f"no flags left: all {self.mines} are placed")

    def put(self, row: int, col: int, new: int) -> None:
        """Put ``new`` on (row, col) (once `check` has allowed it)."""
        self.grid[row, col] = new

    def opened(self, cells: BoolGrid) -> None:
        """Cells have opened: their marks go."""
        self.grid[cells] = NONE

    def flag_all(self, mines: BoolGrid) -> None:
        """Flag every mine, as a won board shows them."""
        self.grid[mines] = FLAGGED
