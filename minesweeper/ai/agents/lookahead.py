"""Looking one reveal ahead: what a cell could show, and how the game would then stand.

For a guess ``c`` and each number ``v`` it could show, the exact probabilities of the
position with ``c`` revealed as ``v`` say how the next move would go: a cell proven safe
(progress: the next move is free), or else the safest cell left, which must be guessed.
Weighing the numbers by how many layouts show them gives the chance of surviving this move
and the next, the measure the best published solvers call secondary safety.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from minesweeper.ai.model import Cell, ImpossiblePosition
from minesweeper.ai.probability import MineProbabilities, mine_probabilities
from minesweeper.game.position import FLAG, Position

__all__ = ["Evaluation", "Outcome", "evaluate", "next_safety", "outcomes"]

Analyse = Callable[[Position], MineProbabilities]


@dataclass(frozen=True)
class Outcome:
    """One number a safe guess could show, how many layouts show it, and what follows."""

    value: int
    layouts: int
    after: MineProbabilities


def outcomes(
    position: Position, cell: Cell, analyse: Analyse = mine_probabilities
) -> Iterator[Outcome]:
    """For each number ``cell`` could show if safe: the number, the layouts that show it, and
    the exact probabilities of the position with it revealed."""
    around = position.neighbors(*cell)
    flags = sum(1 for n in around if position.cells[n] == FLAG)
    hidden = sum(1 for n in around if position.cells[n] < 0) - flags
    grid = np.array(position.cells)
    for value in range(flags, flags + hidden + 1):
        grid[cell] = value
        try:
            after = analyse(Position(position.width, position.height, position.mines, grid))
        except ImpossiblePosition:
            continue
        yield Outcome(value, after.layouts, after)


def next_safety(after: MineProbabilities) -> Fraction:
    """The chance of surviving the next move: 1 when a cell is proven safe or nothing is
    left to guess (every hidden cell a mine: the game is won), else the safest cell's."""
    values = after.probabilities.values()
    if not values or after.safe or all(p == 1 for p in values):
        return Fraction(1)
    return 1 - min(values)


@dataclass(frozen=True)
class Evaluation:
    """How good a guess is, looking one reveal ahead.

    ``survival`` is the chance of surviving this reveal and the next move (a proven safe
    cell counts as surviving it); ``progress`` the chance of surviving this reveal into a
    position with a proven safe cell; ``values`` how many numbers the cell can show (1: a
    dead cell, whose reveal teaches nothing).
    """

    cell: Cell
    safety: Fraction
    survival: Fraction
    progress: Fraction
    values: int

    @property
    def dead(self) -> bool:
        """Whether the cell can show only one number (or none: it is a mine for certain)."""
        return self.values <= 1


def evaluate(
    position: Position, cell: Cell, mine: Fraction, analyse: Analyse = mine_probabilities
) -> Evaluation:
    """Evaluate revealing ``cell``, which holds a mine with probability ``mine``.

    >>> position = Position.from_text("3x1x1\\nH1H\\n")
    >>> e = evaluate(position, (0, 0), Fraction(1, 2))
    >>> e.safety, e.survival, e.values
    (Fraction(1, 2), Fraction(1, 2), 1)
    """
    found = list(outcomes(position, cell, analyse))
    total = sum(outcome.layouts for outcome in found)
    safety = 1 - mine
    if not total:
        return Evaluation(cell, safety, Fraction(0), Fraction(0), 0)
    survival = progress = Fraction(0)
    for outcome in found:
        share = Fraction(outcome.layouts, total)
        after = next_safety(outcome.after)
        survival += share * after
        if after == 1:
            progress += share
    return Evaluation(cell, safety, safety * survival, safety * progress, len(found))
