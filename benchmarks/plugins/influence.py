"""Long-term risk, an experiment kept outside the package: it did not win.

Register it with ``--plugin`` and compare it with `best` on the same boards:

    python benchmarks/compare_agents.py best best-influence -d expert --games 2000 \
        --seed 53 --workers 2 --plugin benchmarks/plugins/influence.py

Two hidden cells side by side, one of them a mine, become a 50/50 that no reveal can settle
when the cells flanking the pair at both ends (three at each end, fewer at a wall) are all
mines: every other cell that can see one of the pair sees both. In the layouts where that
happens, a cell of the pair must be guessed sooner or later at even odds, so guessing it now
costs less than its mine probability says, and revealing it while it may still show a
useful number may break the trap before it closes. The best published solver scales a
guess's score by ``1 + w * share / safety`` (``w`` about 0.9), where ``share`` is the part of
the layouts in which the cell is caught so; so does `InfluenceAgent`, with the cells whose
reveal would stop a likely pair from closing (its *enablers*) sharing the pair's share.

`pair_tallies` and `cell_share` count the share of a cell: for each pair through it whose flanks are
at most three cells short of being all mines (the others known mines or off the board, none
revealed), the layouts with the flanks and the pair's first cell mined and its second cell
safe; the share is capped by the cell's chances of being a mine and of being safe.

Measured against `best` on expert, safe rule, paired on tuning seeds (figures: the
difference in win rate and its 95% interval): seed 51, 1,000 games, +0.30 (-0.04 to +0.64)
points; seed 52, 1,000 games, +0.10 (-0.24 to +0.44); seed 53, 2,000 games, -0.05 (-0.34 to
+0.24), with or without enablers; looking also at the three cells most caught in pairs
(safety plus share within 10% of the safest cell's): -0.75 (-1.63 to +0.13). The games take
80% longer. Not a win, so `best` does not use it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction

import numpy as np

from minesweeper.ai.agents import AGENTS
from minesweeper.ai.agents.base import Decision
from minesweeper.ai.agents.best import BestAgent
from minesweeper.ai.agents.lookahead import Evaluation
from minesweeper.ai.model import Cell, ImpossiblePosition
from minesweeper.ai.probability import MineProbabilities
from minesweeper.game.position import FLAG, Position

__all__ = [
    "InfluenceAgent",
    "cell_share",
    "enabler_shares",
    "pair_tallies",
    "pairs_through",
]

Analyse = Callable[[Position], MineProbabilities]

#: flank cells that may still be unknown for a pair to count (with the pair's mine: four)
MISSING_MINES = 3


def pairs_through(position: Position, cell: Cell) -> Iterator[tuple[Cell, Cell, list[Cell]]]:
    """Each pair of side-by-side cells containing ``cell``, as (first, second, flanks on the
    board): left-right pairs flanked by the columns either side, up-down pairs by the rows.

    >>> board = Position.from_text("3x2x1\\nHHH\\nHHH\\n")
    >>> [(a, b, flanks) for a, b, flanks in pairs_through(board, (0, 0))]
    [((0, 0), (0, 1), [(0, 2), (1, 2)]), ((0, 0), (1, 0), [])]
    """
    r, c = cell
    h, w = position.height, position.width
    for a in ((r, c), (r, c - 1)):  # left-right pairs
        ar, ac = a
        if ac >= 0 and ac + 1 < w:
            ends = [(ar + d, col) for col in (ac - 1, ac + 2) for d in (-1, 0, 1)]
            yield a, (ar, ac + 1), [(y, x) for y, x in ends if 0 <= y < h and 0 <= x < w]
    for a in ((r, c), (r - 1, c)):  # up-down pairs
        ar, ac = a
        if ar >= 0 and ar + 1 < h:
            ends = [(row, ac + d) for row in (ar - 1, ar + 2) for d in (-1, 0, 1)]
            yield a, (ar + 1, ac), [(y, x) for y, x in ends if 0 <= y < h and 0 <= x < w]


def pair_tallies(
    position: Position, probabilities: MineProbabilities, analyse: Analyse
) -> dict[tuple[Cell, Cell], Fraction]:
    """Every side-by-side pair that could still close into a 50/50, with the share of
    layouts in which it does so with its mine on its first cell."""
    odds = probabilities.probabilities
    total = probabilities.layouts
    found: dict[tuple[Cell, Cell], Fraction] = {}
    for cell, p in odds.items():
        if not 0 < p < 1:
            continue
        for first, second, flanks in pairs_through(position, cell):
            if first != cell or (first, second) in found:
                continue
            share = _pair_share(position, odds, first, second, flanks, analyse)
            if share is not None:
                found[first, second] = share / total
    return found


def _pair_share(
    position: Position,
    odds: dict[Cell, Fraction],
    first: Cell,
    second: Cell,
    flanks: list[Cell],
    analyse: Analyse,
) -> Fraction | None:
    """The layouts in which the pair closes with its mine on ``first`` (None: it cannot)."""
    q = odds.get(second)
    if q is None or not 0 < q < 1:
        return None
    cells = position.cells
    if any(cells[f] >= 0 for f in flanks):  # a revealed flank sees one cell of the pair
        return None
    missing = _unknown(position, odds, flanks)
    if len(missing) > MISSING_MINES or len(missing) + 1 > position.mines_left:
        return None
    grid = np.array(cells)
    for f in [*missing, first]:
        grid[f] = FLAG
    try:
        after = analyse(Position(position.width, position.height, position.mines, grid))
    except ImpossiblePosition:
        return None
    tally = after.layouts * (1 - after.probabilities[second])
    return tally or None


def enabler_shares(
    position: Position,
    probabilities: MineProbabilities,
    tallies: dict[tuple[Cell, Cell], Fraction],
    least: Fraction = Fraction(1, 40),
) -> dict[Cell, Fraction]:
    """For each flank cell that a pair of ``tallies`` still needs to be a mine, the shares of
    the pairs (those closing in at least ``least`` of the layouts) it would stop by being
    safe: revealing it breaks those traps before they close."""
    odds = probabilities.probabilities
    found: dict[Cell, Fraction] = {}
    for (first, second), share in tallies.items():
        if share < least:
            continue
        for a, b, flanks in pairs_through(position, first):
            if (a, b) == (first, second):
                for f in _unknown(position, odds, flanks):
                    found[f] = found.get(f, Fraction(0)) + share
    return found


def _unknown(position: Position, odds: dict[Cell, Fraction], flanks: list[Cell]) -> list[Cell]:
    """The flank cells not yet known to be mines (neither flagged nor certain)."""
    cells = position.cells
    return [f for f in flanks if cells[f] != FLAG and odds.get(f) != 1]


def cell_share(
    tallies: dict[tuple[Cell, Cell], Fraction],
    probabilities: MineProbabilities,
    cell: Cell,
    enablers: dict[Cell, Fraction] | None = None,
) -> Fraction:
    """The share of layouts in which ``cell`` is caught in one of the pairs of ``tallies``
    (from `pair_tallies`), plus its share as an enabler if given, capped by its chances of
    being a mine and safe."""
    share = sum((t for pair, t in tallies.items() if cell in pair), Fraction(0))
    if enablers:
        share += enablers.get(cell, Fraction(0))
    mine = probabilities.probabilities[cell]
    return min(share, mine, 1 - mine)


class InfluenceAgent(BestAgent):
    """`best`, with each guess's score scaled up by its long-term risk share."""

    name = "best-influence"
    #: the score is scaled by 1 + this times the share over the guess's safety
    influence_weight = 0.9
    #: pairs closing in at least this share of the layouts lend it to their enablers
    enabler_least = Fraction(1, 40)
    _shares: dict[Cell, Fraction]  # of the position being guessed in

    def look_ahead(self, position: Position, probabilities: MineProbabilities) -> Decision:
        tallies = pair_tallies(position, probabilities, self.analyse)
        enablers = enabler_shares(position, probabilities, tallies, self.enabler_least)
        self._shares = {
            cell: cell_share(tallies, probabilities, cell, enablers)
            for cell, p in probabilities.probabilities.items()
            if 0 < p < 1 and (any(cell in pair for pair in tallies) or cell in enablers)
        }
        return super().look_ahead(position, probabilities)

    def score(self, found: Evaluation) -> float:
        share = self._shares.get(found.cell, Fraction(0))
        safety = float(found.safety)
        bonus = 1 + self.influence_weight * float(share) / safety if safety > 0 else 1.0
        return super().score(found) * bonus

    def ceiling(self, safety: float) -> float:
        # the share is capped by the safety: the bonus is at most 1 + weight
        return super().ceiling(safety) * (1 + self.influence_weight)


AGENTS[InfluenceAgent.name] = InfluenceAgent
