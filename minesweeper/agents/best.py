"""The strongest agent: exact probabilities, plus what the best solvers do when they must guess.

When nothing is safe it tries, in order: a forced 50/50 (two cells that no future move can
tell apart: guess it now, since it must be guessed anyway), an exhaustive search of the game
tree when few layouts remain, and otherwise, among the near-safest cells, the one that gives
the best chance of surviving this move and the next (looking one reveal ahead over the
numbers it could show).
"""

from __future__ import annotations

from fractions import Fraction

from minesweeper.agents.base import Decision
from minesweeper.agents.endgame import best_endgame_move
from minesweeper.agents.lookahead import survival
from minesweeper.agents.probabilistic import ProbabilisticAgent
from minesweeper.model import Cell, describe
from minesweeper.position import FLAG, HIDDEN, Position
from minesweeper.probability import MineProbabilities

__all__ = ["BestAgent", "forced_fifty_fifty"]


def forced_fifty_fifty(probabilities: MineProbabilities) -> tuple[Cell, Cell] | None:
    """Two hidden cells holding exactly one mine between them whose other neighbours are all
    revealed or flagged: no reveal can ever say which one is the mine."""
    position = probabilities.model.position
    cells = position.cells
    for number in probabilities.model.numbers:
        if number.mines != 1 or len(number.hidden) != 2:
            continue
        a, b = number.hidden
        if all(
            n in (a, b) or cells[n] >= 0 or cells[n] == FLAG
            for cell in (a, b)
            for n in position.neighbors(*cell)
        ):
            return a, b
    return None


class BestAgent(ProbabilisticAgent):
    """`probabilistic`, with forced 50/50s taken early, endgame search and lookahead."""

    name = "best"
    #: cells whose mine probability is within this of the lowest are worth a closer look
    tolerance = 0.05
    #: at most this many cells are looked at closely
    candidates = 8
    #: cells off the frontier looked at: the most open ones, and ones next to the frontier
    open_cells = 3
    linked_cells = 0
    #: with fewer cells than this revealed, the lookahead goes one guess deeper
    deep_until = 10
    #: the endgame search runs when at most this many layouts remain
    endgame_layouts = 2000

    def guess(self, probabilities: MineProbabilities) -> Decision:
        position = probabilities.model.position
        pair = forced_fifty_fifty(probabilities)
        if pair is not None:
            cell = self.rng.choice(pair)
            return Decision(
                "reveal",
                cell,
                "guess",
                f"a forced 50/50 with {describe(pair[0] if cell == pair[1] else pair[1])}:"
                " no move can ever tell them apart, so take it now",
                Fraction(1, 2),
            )
        endgame = best_endgame_move(position, probabilities, self.endgame_layouts)
        if endgame is not None:
            cell, chance = endgame
            return Decision(
                "reveal",
                cell,
                "endgame",
                f"best chance to win from here, {float(chance):.1%}, by searching all"
                f" {probabilities.layouts} layouts",
                probabilities.probabilities[cell],
            )
        return self.look_ahead(position, probabilities)

    def look_ahead(self, position: Position, probabilities: MineProbabilities) -> Decision:
        """The near-safest cell with the best chance of surviving two moves."""
        shortlist = self.shortlist(position, probabilities)
        # Early on, when a guess is most often followed by another, look one guess deeper.
        depth = 2 if int((position.cells >= 0).sum()) < self.deep_until else 1
        scored = []
        for cell in shortlist:
            p = probabilities.probabilities[cell]
            chance, progress = survival(position, cell, float(p), depth, self.shortlist)
            scored.append((chance, progress, -float(p), cell))
        chance, _, _, cell = max(scored)
        p = probabilities.probabilities[cell]
        return Decision(
            "reveal",
            cell,
            "guess",
            f"mine probability {float(p):.1%}; best chance of surviving this move and the"
            f" next, {chance:.1%}",
            p,
        )

    def shortlist(self, position: Position, probabilities: MineProbabilities) -> list[Cell]:
        """The cells worth a lookahead: near-safest frontier cells, and a few cells off the
        frontier, those with the fewest hidden neighbours (the likeliest to open an area)."""
        lowest = float(min(probabilities.probabilities.values()))
        near = {
            c: p
            for c, p in probabilities.probabilities.items()
            if float(p) <= lowest + self.tolerance + 1e-12
        }
        outside = set(probabilities.model.outside)
        frontier = sorted((p, c) for c, p in near.items() if c not in outside)
        chosen = [c for _, c in frontier[: self.candidates]]
        off = [c for c in near if c in outside]
        if off:
            cells = position.cells
            frontier_cells = set(probabilities.model.frontier)

            def openness(c: Cell) -> tuple[int, float]:
                hidden = sum(1 for n in position.neighbors(*c) if cells[n] == HIDDEN)
                return hidden, self.rng.random()

            ranked = sorted(off, key=openness)
            # Cells next to the frontier can combine with the numbers already shown.
            linked = [c for c in ranked if any(n in frontier_cells for n in position.neighbors(*c))]
            chosen += ranked[: self.open_cells]
            chosen += [c for c in linked if c not in chosen][: self.linked_cells]
        return chosen
