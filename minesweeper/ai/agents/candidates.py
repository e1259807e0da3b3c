"""Which cells are worth a closer look when a guess must be made.

Looking ahead costs one probability analysis per number a cell could show, so only a short
list is examined: the frontier cells nearly as safe as the safest cell, and a few cells off
the frontier, chosen by what they could teach. Off the frontier every cell has the same mine
probability, so they differ only in where they stand: a cell with few hidden neighbours (a
corner, an edge) is the likeliest to show a zero and open an area, and a cell beside the
frontier shows a number that combines with the numbers already there.
"""

from __future__ import annotations

from fractions import Fraction

from minesweeper.ai.agents.ties import reading_order
from minesweeper.ai.model import Cell
from minesweeper.ai.probability import MineProbabilities
from minesweeper.game.position import HIDDEN, Position

__all__ = ["shortlist"]


def shortlist(
    position: Position,
    probabilities: MineProbabilities,
    window: float,
    frontier_cells: int,
    open_cells: int,
    linked_cells: int,
) -> list[Cell]:
    """The cells worth evaluating, safest first.

    Frontier cells whose chance of being safe is at least ``1 - window`` times the safest
    cell's (at most ``frontier_cells`` of them), then, if cells off the frontier are that
    safe too, the ``open_cells`` of them with the fewest hidden neighbours and the
    ``linked_cells`` with the most frontier neighbours. Equals go in reading order (`ties`).
    """
    odds = probabilities.probabilities
    if not odds:
        return []
    best = 1 - min(odds.values())
    cutoff = Fraction(best) * Fraction(1 - window).limit_denominator(10**6)
    outside = set(probabilities.model.outside)
    near = sorted((p, reading_order(c)) for c, p in odds.items() if 1 - p >= cutoff and p < 1)
    chosen = [c for _, c in near if c not in outside][:frontier_cells]
    off = [c for _, c in near if c in outside]
    if off:
        cells = position.cells
        frontier = set(probabilities.model.frontier)

        def hidden_around(c: Cell) -> int:
            return sum(1 for n in position.neighbors(*c) if cells[n] == HIDDEN)

        def frontier_around(c: Cell) -> int:
            return sum(1 for n in position.neighbors(*c) if n in frontier)

        keyed = [(hidden_around(c), -frontier_around(c), reading_order(c)) for c in off]
        by_openness = [c for *_, c in sorted(keyed)]
        chosen += by_openness[:open_cells]
        linked = sorted((k[1], k[0], k[2]) for k in keyed if k[1] < 0)
        chosen += [c for *_, c in linked if c not in chosen][:linked_cells]
    return chosen
