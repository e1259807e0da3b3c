"""Looking one reveal ahead: what a cell could show, and how the position would then stand."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction

import numpy as np

from minesweeper.model import Cell, ImpossiblePosition
from minesweeper.position import FLAG, Position
from minesweeper.probability import MineProbabilities, mine_probabilities

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
    position: Position,
    cell: Cell,
    p_mine: float,
    depth: int = 1,
    shortlist: Callable[[Position, MineProbabilities], list[Cell]] | None = None,
) -> tuple[float, float]:
    """The chance of surviving this reveal and the next move, and the expected number of
    cells proven safe afterwards (a tie-break: more progress).

    With ``depth`` 2 or more and a ``shortlist`` of cells worth trying, "the next move" is
    itself looked ahead: when it must be a guess, it is the best of the shortlist's guesses.
    """
    found = [(layouts, after) for _, layouts, after in outcomes(position, cell)]
    total = sum(layouts for layouts, _ in found)
    if not total:
        return 0.0, 0.0
    # Layout counts can be far beyond a float's range: divide as exact fractions first.
    shares = [(float(Fraction(layouts, total)), after) for layouts, after in found]

    def then(after: MineProbabilities) -> float:
        safety = next_safety(after)
        if safety == 1.0 or depth <= 1 or shortlist is None:
            return safety
        board = after.model.position
        return max(
            survival(board, c, float(after.probabilities[c]), depth - 1, shortlist)[0]
            for c in shortlist(board, after)
        )

    safety = sum(share * then(after) for share, after in shares)
    progress = sum(share * len(after.safe) for share, after in shares)
    return (1 - p_mine) * safety, progress
