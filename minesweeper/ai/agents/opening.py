"""The first click: where to open a board, by the game's first-click rule.

The rule is part of the game a player chose, not hidden information, so agents are told it.
Under ``safe`` (the first cell is never a mine) and ``none`` (the mines are down before the
click) a corner is best: it has the fewest neighbours, so it is the likeliest to be a zero and
open an area. Under ``opening`` the first cell is always a zero, and a corner wastes most of
that: a cell a few steps in from two edges opens a larger area while staying close enough to
the walls for the area to close off cleanly.
"""

from __future__ import annotations

from minesweeper.ai.model import Cell
from minesweeper.game.difficulty import FirstClick
from minesweeper.game.position import Position

__all__ = ["OPENING_INSET", "first_cell"]

#: under ``opening``: how far in from the top and left edges (0 = the corner) to click first
OPENING_INSET = 2


def first_cell(position: Position, rule: FirstClick = "safe", inset: int = OPENING_INSET) -> Cell:
    """The cell to open first on an untouched board under ``rule``.

    >>> board = Position.from_text("9x9x10\\n" + ("H" * 9 + "\\n") * 9)
    >>> first_cell(board, "safe"), first_cell(board, "opening")
    ((0, 0), (2, 2))
    """
    if rule != "opening":
        return (0, 0)
    return min(inset, (position.height - 1) // 2), min(inset, (position.width - 1) // 2)
