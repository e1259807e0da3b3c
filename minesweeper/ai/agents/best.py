"""The strongest agent: exact probabilities, plus what the best solvers do when they must guess.

When nothing is safe it tries, in order: an exhaustive search of the game tree when few
layouts remain (exact play first), a forced 50/50 (two cells that no future move can tell
apart: guess it now, since it must be guessed anyway), and otherwise the guess with the best
chance of surviving this move and the next, among the cells nearly as safe as the safest (see
`candidates` and `lookahead`). Of cells it rates alike, it takes the first in reading order
(`ties`), never one at random: its move is a function of the position, whatever its seed, so
the hint and the review name the same cell. Every setting below was chosen by paired
benchmarks on the same boards (``benchmarks/compare_agents.py``); docs/strength.md gives the
figures that chose each one.
"""

from __future__ import annotations

from minesweeper.ai.agents.base import Decision
from minesweeper.ai.agents.candidates import shortlist
from minesweeper.ai.agents.endgame import best_endgame_move
from minesweeper.ai.agents.fifty import forced_fifty_fifty, forced_guess
from minesweeper.ai.agents.lookahead import Evaluation, evaluate
from minesweeper.ai.agents.probabilistic import ProbabilisticAgent
from minesweeper.ai.agents.regions import region_move
from minesweeper.ai.agents.ties import reading_order
from minesweeper.ai.model import describe
from minesweeper.ai.probability import MineProbabilities
from minesweeper.game.position import Position

__all__ = ["BestAgent", "forced_fifty_fifty"]


class BestAgent(ProbabilisticAgent):
    """`probabilistic`, with endgame search, forced 50/50s taken early and lookahead."""

    name = "best"
    #: cells at least (1 - window) times as safe as the safest are looked at closely
    window = 0.05
    #: at most this many frontier cells, and cells off the frontier: the most open ones and
    #: those with the most frontier neighbours
    frontier_cells = 8
    open_cells = 3
    linked_cells = 0
    #: a guess scores its chance of surviving two moves plus this much of its chance of
    #: leading to a proven safe cell (a position that needs another guess is worth less)
    progress_weight = 1.0
    #: the endgame search runs when at most this many layouts remain
    endgame_layouts = 2000
    #: and gives up (playing by look-ahead instead) after this many positions
    endgame_budget = 20000
    # The switches below are exact play, which the tests check against brute-force game trees;
    # they are kept although the benchmarks found them to change few games.
    #: a search that runs out of positions still plays the best cell it finished weighing
    endgame_partial = True
    #: the endgame search runs before the forced-guess step (exact play first)
    exact_first = True
    #: forced guesses (see `fifty`) are taken as soon as they are found
    forced_guesses = True
    #: isolated regions (see `regions`) of at most this many layouts are played exactly
    regions = True
    region_layouts = 2000

    def guess(self, probabilities: MineProbabilities) -> Decision:
        position = probabilities.model.position
        if self.exact_first:
            return (
                self.endgame(position, probabilities)
                or self.region(probabilities)
                or self.forced(probabilities)
                or self.look_ahead(position, probabilities)
            )
        return (
            self.forced(probabilities)
            or self.endgame(position, probabilities)
            or self.look_ahead(position, probabilities)
        )

    def forced(self, probabilities: MineProbabilities) -> Decision | None:
        """A forced guess (see `fifty`), if there is one and this agent takes them early."""
        found = forced_guess(probabilities) if self.forced_guesses else None
        if found is None:
            return None
        cell, group = found
        p = probabilities.probabilities[cell]
        others = " and ".join(describe(c) for c in group if c != cell)
        shape = "pair" if len(group) == 2 else "2x2 box"
        return Decision(
            "reveal",
            cell,
            "guess",
            f"a forced guess in a {shape} with {others} (mine probability {float(p):.1%}):"
            " no move elsewhere can ever tell its cells apart, so take it now",
            p,
        )

    def region(self, probabilities: MineProbabilities) -> Decision | None:
        """Perfect play in an isolated region (see `regions`), if there is one to play."""
        if not self.regions:
            return None
        found = region_move(probabilities, self.region_layouts, self.endgame_budget)
        if found is None:
            return None
        cell, chance, component = found
        return Decision(
            "reveal",
            cell,
            "endgame",
            f"perfect play in a region of {len(component.cells)} cells that no other move can"
            f" ever inform: chance to clear it {float(chance):.1%}",
            probabilities.probabilities[cell],
        )

    def endgame(self, position: Position, probabilities: MineProbabilities) -> Decision | None:
        """The move of perfect play, when few enough layouts remain to search them all."""
        found = best_endgame_move(
            position,
            probabilities,
            self.endgame_layouts,
            self.endgame_budget,
            self.endgame_partial,
        )
        if found is None:
            return None
        cell, chance = found
        return Decision(
            "reveal",
            cell,
            "endgame",
            f"chance to win by perfect play from here {float(chance):.1%}, the best found by"
            f" searching the game tree of all {probabilities.layouts} layouts",
            probabilities.probabilities[cell],
        )

    def look_ahead(self, position: Position, probabilities: MineProbabilities) -> Decision:
        """The candidate with the best chance of surviving this move and the next."""
        odds = probabilities.probabilities
        cells = shortlist(
            position,
            probabilities,
            self.window,
            self.frontier_cells,
            self.open_cells,
            self.linked_cells,
        )
        # Safest first (the bound below cuts sooner), equals in reading order: of cells that
        # score alike, the first looked at is kept (`ties`).
        cells.sort(key=lambda c: (odds[c], reading_order(c)))
        best: tuple[bool, float, float, float] | None = None
        chosen: Evaluation | None = None
        for cell in cells:
            safety = float(1 - odds[cell])
            if best is not None and best[0] and self.ceiling(safety) < best[1]:
                break  # no cell this safe or less can beat the best
            found = evaluate(position, cell, odds[cell], self.analyse)
            key = (not found.dead, self.score(found), float(found.progress), safety)
            if best is None or key > best:
                best, chosen = key, found
        assert chosen is not None, "a guess needs a hidden cell"
        p, lowest = odds[chosen.cell], min(odds.values())
        return Decision(
            "reveal",
            chosen.cell,
            "guess",
            f"mine probability {float(p):.1%} (the safest {float(lowest):.1%}); best chance"
            f" to survive this move and the next, {float(chosen.survival):.1%}",
            p,
        )

    def score(self, found: Evaluation) -> float:
        """What a guess is worth: two-move survival, plus progress as weighted."""
        return float(found.survival) + self.progress_weight * float(found.progress)

    def ceiling(self, safety: float) -> float:
        """The most `score` can give a guess this safe (candidates are looked at safest
        first, so the search stops at the first whose ceiling is below the best score):
        surviving two moves is never likelier than surviving one."""
        return safety * (1 + self.progress_weight)
