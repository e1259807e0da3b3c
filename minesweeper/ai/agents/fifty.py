"""Forced guesses: cells that no future move can tell apart, so they must be guessed anyway.

A pair of hidden cells holding exactly one mine is a forced 50/50 when every cell that could
still be revealed next to one of them is next to the other too: whatever it shows counts
their one mine either way, so no reveal, and not the mine counter, can ever say which holds
it. It is best taken at once: the guess is unavoidable, and its number may help its
neighbours.
"""

from __future__ import annotations

from minesweeper.ai.model import Cell
from minesweeper.ai.probability import MineProbabilities
from minesweeper.game.position import HIDDEN

__all__ = ["forced_fifty_fifty"]


def forced_fifty_fifty(probabilities: MineProbabilities) -> tuple[Cell, Cell] | None:
    """Two hidden cells holding exactly one mine between them that can never receive
    different information: every cell that could still be revealed next to one of them is
    next to the other too (so it counts their one mine either way). No move, and not the mine
    counter, can ever say which one is the mine."""
    position = probabilities.model.position
    cells = position.cells
    mines = probabilities.mines

    def witnesses(cell: Cell, other: Cell) -> set[Cell]:
        return {
            n
            for n in position.neighbors(*cell)
            if n != other and cells[n] == HIDDEN and n not in mines
        }

    odds = probabilities.probabilities
    for number in probabilities.model.numbers:
        if number.mines == 1 and len(number.hidden) == 2:
            a, b = number.hidden
            if 0 < odds[a] < 1 and witnesses(a, b) == witnesses(b, a):
                return a, b
    return None
