"""The weakest agents: a random clicker, and the single-number rules with random guesses."""

from __future__ import annotations

from minesweeper.ai.agents.base import Agent, Decision
from minesweeper.ai.agents.knowledge import single_number_rules
from minesweeper.game.position import Position

__all__ = ["RandomAgent", "RulesAgent"]


class RandomAgent(Agent):
    """Reveals a uniformly random hidden cell, every time."""

    name = "random"

    def next_move(self, position: Position) -> Decision:
        self.guesses += 1
        cell = self.rng.choice(position.hidden_cells())
        return Decision("reveal", cell, "guess", "a random hidden cell")


class RulesAgent(Agent):
    """The two single-number rules; a random guess when they find nothing."""

    name = "rules"

    def decide(self, position: Position) -> Decision:
        (safe, mines), _ = single_number_rules(self.view(position))
        move = self.learn(safe, mines) or self.flag_move(position)
        return move or self.random_guess(position, "the rules find nothing; a random guess")
