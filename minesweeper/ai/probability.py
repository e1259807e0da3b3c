"""Exact mine probabilities: every layout consistent with what the player sees counts once.

A layout is a set of mines on the hidden, unflagged cells that meets every number and makes
the mine counter right. For the frontier, `aimacsp.weighted_count` counts the box solutions
by number of mines (a box of s cells with m mines stands for C(s, m) layouts). A frontier
solution with K mines leaves ``M - K`` of the remaining mines for the F cells outside the
frontier, in C(F, M - K) ways. Solutions with different K therefore weigh differently, and
every cell, on the frontier or outside it, gets its exact probability as a `Fraction`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from math import comb

from aimacsp import Solver, weighted_count
from minesweeper.ai.model import (
    Cell,
    ImpossiblePosition,
    MineModel,
    Number,
    box_csp,
    build_model,
    cell_csp,
)
from minesweeper.game.position import Position
from minesweeper.game.words import plural

__all__ = ["MineProbabilities", "mine_probabilities"]


@dataclass(frozen=True)
class MineProbabilities:
    """The probability that each hidden, unflagged cell holds a mine, and what follows."""

    probabilities: dict[Cell, Fraction]
    layouts: int  #: the number of consistent mine layouts
    model: MineModel = field(repr=False)

    @property
    def safe(self) -> frozenset[Cell]:
        """Cells that are safe in every layout."""
        return frozenset(cell for cell, p in self.probabilities.items() if p == 0)

    @property
    def mines(self) -> frozenset[Cell]:
        """Cells that hold a mine in every layout."""
        return frozenset(cell for cell, p in self.probabilities.items() if p == 1)

    def safest(self) -> list[Cell]:
        """The cells with the lowest mine probability, row-major."""
        if not self.probabilities:
            return []
        lowest = min(self.probabilities.values())
        return sorted(cell for cell, p in self.probabilities.items() if p == lowest)


def mine_probabilities(position: Position, model: MineModel | None = None) -> MineProbabilities:
    """The exact mine probability of every hidden, unflagged cell of ``position``.

    Raises `ImpossiblePosition` (naming a number, or the mine counter) when no layout fits.

    >>> p = mine_probabilities(Position.from_text("3x1x1\\n1HH\\n"))
    >>> p.probabilities, p.layouts
    ({(0, 1): Fraction(1, 1), (0, 2): Fraction(0, 1)}, 1)
    """
    model = model or build_model(position)
    boxes = [box for component in model.components for box in component.boxes]
    counts = weighted_count(
        box_csp(boxes, model.numbers),
        weight=lambda box, m: comb(box.size, m),
        degree=lambda box, m: m,
    )
    outside, left = len(model.outside), model.mines_left
    # spread[K]: ways to place the remaining mines outside when the frontier holds K.
    spread = [comb(outside, left - k) if 0 <= left - k <= outside else 0 for k in range(left + 1)]

    def weigh(poly: list[int]) -> int:
        return sum(c * spread[k] for k, c in enumerate(poly[: len(spread)]))

    layouts = weigh(counts.total)
    if layouts == 0:
        _explain_impossibility(model, counts.total)
    probabilities: dict[Cell, Fraction] = {}
    for box in boxes:
        weighted_mines = sum(m * weigh(counts.marginal(box, m)) for m in range(1, box.size + 1))
        p = Fraction(weighted_mines, box.size * layouts)
        for cell in box.cells:
            probabilities[cell] = p
    if outside:
        # Each outside cell holds a mine in C(F - 1, M - K - 1) of the C(F, M - K) ways.
        inner = sum(
            c * comb(outside - 1, left - k - 1)
            for k, c in enumerate(counts.total)
            if 1 <= left - k <= outside
        )
        p = Fraction(inner, layouts)
        for cell in model.outside:
            probabilities[cell] = p
    return MineProbabilities(dict(sorted(probabilities.items())), layouts, model)


def _explain_impossibility(model: MineModel, frontier_counts: list[int]) -> None:
    """Raise `ImpossiblePosition` with the most useful culprit we can name."""
    if not any(frontier_counts):
        for component in model.components:
            numbers: list[Number] = []
            for number in component.numbers:
                numbers.append(number)
                if Solver(cell_csp(numbers)).solve() is None:
                    raise ImpossiblePosition(
                        f"{number} cannot be met together with the numbers around it"
                    )
        raise ImpossiblePosition("the numbers contradict each other")  # pragma: no cover
    fewest = next(k for k, c in enumerate(frontier_counts) if c)
    most = max(k for k, c in enumerate(frontier_counts) if c)
    left, outside = model.mines_left, len(model.outside)
    if fewest > left:
        raise ImpossiblePosition(
            f"the numbers need at least {plural(fewest, 'more mine')}, but the mine counter"
            f" says {left}"
        )
    if most + outside < left:
        raise ImpossiblePosition(
            f"the mine counter says {plural(left, 'mine is', 'mines are')} left, but at most"
            f" {most + outside} fit"
        )
    raise ImpossiblePosition(
        f"no number of mines the numbers allow fits the mine counter ({left} left)"
    )
