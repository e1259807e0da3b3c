"""The strongest agent: exact probabilities, plus what the best solvers do when they must guess.

When nothing is safe it tries, in order: a forced 50/50 (two cells that no future move can
tell apart: guess it now, since it must be guessed anyway), an exhaustive search of the game
tree when few layouts remain, and otherwise, among the near-safest cells, the one that gives
the best chance of surviving this move and the next (looking one reveal ahead over the
numbers it could show).
"""

from __future__ import annotations

from minesweeper.ai.agents.base import Decision
from minesweeper.ai.agents.endgame import best_endgame_move
from minesweeper.ai.agents.lookahead import survival
from minesweeper.ai.agents.probabilistic import ProbabilisticAgent
from minesweeper.ai.model import Cell, describe
from minesweeper.ai.probability import MineProbabilities
from minesweeper.game.position import HIDDEN, Position

__all__ = ["BestAgent", "forced_fifty_fifty"]


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


class BestAgent(ProbabilisticAgent):
    """`probabilistic`, with forced 50/50s taken early, endgame search and lookahead."""

    name = "best"
    #: cells at most this much less safe (relatively) than the safest are worth a closer look
    window = 0.05
    #: never guess a cell that can show only one number while another cell could teach more
    avoid_dead = True
    #: at most this many cells are looked at closely
    candidates = 8
    #: cells off the frontier looked at: the most open ones, and ones next to the frontier
    open_cells = 3
    linked_cells = 0
    #: the worth of a position that needs another guess, as a share of that guess's safety
    discount = 0.5
    #: the endgame search runs when at most this many layouts remain
    endgame_layouts = 2000

    def guess(self, probabilities: MineProbabilities) -> Decision:
        position = probabilities.model.position
        pair = forced_fifty_fifty(probabilities)
        if pair is not None:
            odds = probabilities.probabilities
            cell = min(pair, key=lambda c: (odds[c], self.rng.random()))
            return Decision(
                "reveal",
                cell,
                "guess",
                f"a forced guess with {describe(pair[0] if cell == pair[1] else pair[1])}"
                f" (one mine between them, {float(odds[cell]):.0%} here): no move can ever tell"
                " them apart, so take it now",
                odds[cell],
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
        scored = []
        for cell in self.shortlist(position, probabilities):
            p = probabilities.probabilities[cell]
            chance, progress, numbers = survival(position, cell, float(p), self.discount)
            # A dead cell (one number possible) teaches nothing: only if all are dead.
            alive = numbers > 1 or not self.avoid_dead
            scored.append((alive, chance, progress, -float(p), cell))
        _, chance, _, _, cell = max(scored)
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
        # Cells whose safety is within ``window`` (relative) of the safest cell's.
        cutoff = 1 - (1 - self.window) * (1 - lowest) + 1e-12
        near = {c: p for c, p in probabilities.probabilities.items() if float(p) <= cutoff}
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
