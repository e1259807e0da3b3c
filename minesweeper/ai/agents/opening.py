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

__all__ = ["INSETS", "first_cell"]

#: how far in from the top and left edges (0: the corner) the first click goes, by rule;
#: measured on the standard boards (docs/minesweeper-ai.md, "The first click"), the same for all
INSETS: dict[FirstClick, int] = {
    "safe": 0, "none": 0, "opening": 2, "no-guess": 2, "no-guess-strict": 2
}


def first_cell(position: Position, rule: FirstClick = "safe", inset: int | None = None) -> Cell:
    """The cell to open first on an untouched board under ``rule`` (``inset`` overrides the
    measured distance from the edges).

    >>> board = Position.from_text("9x9x10\\n" + ("H" * 9 + "\\n") * 9)
    >>> first_cell(board, "safe"), first_cell(board, "opening"), first_cell(board, "safe", 1)
    ((0, 0), (2, 2), (1, 1))
    >>> first_cell(Position.from_text("3x2x1\\nFHH\\nHHH\\n"))  # a flag there: the nearest
    (0, 1)
    """
    step = INSETS[rule] if inset is None else inset
    aim = min(step, (position.height - 1) // 2), min(step, (position.width - 1) // 2)
    hidden = position.hidden_cells()
    if not position.is_flagged(*aim) or not hidden:
        return aim
    # A flag put down before the first click: the nearest cell without one.
    return min(hidden, key=lambda c: (max(abs(c[0] - aim[0]), abs(c[1] - aim[1])), c))
