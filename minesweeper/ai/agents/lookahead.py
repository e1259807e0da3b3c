"""Looking one reveal ahead: what a cell could show, and how the position would then stand."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

import numpy as np

from minesweeper.ai.model import Cell, ImpossiblePosition
from minesweeper.ai.probability import MineProbabilities, mine_probabilities
from minesweeper.game.position import FLAG, Position

__all__ = ["next_safety", "outcomes", "survival"]


def outcomes(position: Position, cell: Cell) -> Iterator[tuple[int, int, MineProbabilities]]:
    """For each number ``cell`` could show if safe: the number, how many layouts show it,
    and the exact probabilities of the position with it revealed."""
    around = position.neighbors(*cell)
    flags = sum(1 for n in around if position.cells[n] == FLAG)
    hidden = sum(1 for n in around if position.cells[n] < 0) - flags
    grid = np.array(position.cells)
    for value in range(flags, flags + hidden + 1):
        grid[cell] = value
        try:
            after = mine_probabilities(
                Position(position.width, position.height, position.mines, grid)
            )
        except ImpossiblePosition:
            continue
        yield value, after.layouts, after


def next_safety(after: MineProbabilities) -> float:
    """The chance of surviving the next move: 1 when a safe cell (or nothing) is left."""
    values = after.probabilities.values()
    if not values or after.safe or all(p == 1 for p in values):
        return 1.0
    return float(1 - min(values))


def survival(
    position: Position, cell: Cell, p_mine: float, discount: float = 1.0
) -> tuple[float, float, int]:
    """The chance of surviving this reveal and the next move, the expected number of cells
    proven safe afterwards (a tie-break: more progress), and how many numbers the cell could
    show (1: a dead cell, revealing it teaches nothing).

    A position that needs another guess counts for that guess's safety times ``discount``:
    below 1, it says that more guesses tend to follow, and favours reveals that make progress.
    """
    found = [(layouts, after) for _, layouts, after in outcomes(position, cell)]
    total = sum(layouts for layouts, _ in found)
    if not total:
        return 0.0, 0.0, 0
    safety = progress = 0.0
    for layouts, after in found:
        # Layout counts can be far beyond a float's range: divide as exact fractions first.
        share = float(Fraction(layouts, total))
        next_move = next_safety(after)
        safety += share * (next_move if next_move == 1.0 else next_move * discount)
        progress += share * len(after.safe)
    return (1 - p_mine) * safety, progress, len(found)
