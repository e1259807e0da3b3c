"""The probabilistic agent: prove what can be proven, else reveal the safest cell."""

from __future__ import annotations

from minesweeper.ai.agents.base import Agent, Decision
from minesweeper.ai.agents.knowledge import single_number_rules
from minesweeper.ai.model import Cell
from minesweeper.ai.probability import Analyzer, MineProbabilities
from minesweeper.game.position import Position

__all__ = ["ProbabilisticAgent", "proven"]


def proven(probabilities: MineProbabilities) -> tuple[dict[Cell, Decision], dict[Cell, Decision]]:
    """The cells that exact probabilities prove safe (0) or mined (1)."""
    safe = {
        cell: Decision("reveal", cell, "deduction", "safe in every consistent layout", p)
        for cell, p in probabilities.probabilities.items()
        if p == 0
    }
    mines = {
        cell: Decision("flag", cell, "deduction", "a mine in every consistent layout", p)
        for cell, p in probabilities.probabilities.items()
        if p == 1
    }
    return safe, mines


class ProbabilisticAgent(Agent):
    """Single-number rules, then exact probabilities (which include CSP deduction and the mine
    count); when nothing is safe, the cell with the lowest mine probability."""

    name = "probabilistic"
    #: component counts kept between moves: a move changes one or two components of a frontier
    analyzer_capacity = 2000

    @property
    def analyse(self) -> Analyzer:
        """Exact probabilities for this agent's positions, reusing components counted before."""
        analyzer: Analyzer | None = self.__dict__.get("_analyzer")
        if analyzer is None:
            analyzer = self.__dict__["_analyzer"] = Analyzer(self.analyzer_capacity)
        return analyzer

    def decide(self, position: Position) -> Decision:
        (safe, mines), model = single_number_rules(self.view(position))
        move = self.learn(safe, mines)
        if move:
            return move
        probabilities = self.analyse(model.position, model)
        move = self.learn(*proven(probabilities)) or self.flag_move(position)
        return move or self.guess(probabilities)

    def guess(self, probabilities: MineProbabilities) -> Decision:
        """The safest cell (ties broken at random)."""
        cell = self.rng.choice(probabilities.safest())
        p = probabilities.probabilities[cell]
        return Decision("reveal", cell, "guess", f"lowest mine probability, {float(p):.1%}", p)
