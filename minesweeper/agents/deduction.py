"""Agents that deduce with a CSP search: plain backtracking, heuristics, or MAC.

All three find exactly the same cells (those safe, or mined, in every solution of the frontier
CSP), so with the same seed they play the same moves; only the search effort differs.
"""

from __future__ import annotations

from typing import ClassVar

from aimacsp import (
    Stats,
    first_unassigned_variable,
    forward_checking,
    lcv,
    mac,
    mrv,
    mrv_degree,
    no_inference,
    unordered_domain_values,
)
from aimacsp.types import Inference, ValueOrderer, VariableSelector
from minesweeper.agents.base import Agent, Decision
from minesweeper.agents.knowledge import csp_deductions, single_number_rules
from minesweeper.model import Cell
from minesweeper.position import Position

__all__ = ["AdvancedAgent", "BacktrackingAgent", "DeductionAgent", "GacAgent"]


class DeductionAgent(Agent):
    """The single-number rules, then CSP deduction over each frontier component; a random
    guess when nothing is proven."""

    select: ClassVar[VariableSelector[Cell, int]]
    order: ClassVar[ValueOrderer[Cell, int]]
    inference: ClassVar[Inference[Cell, int]]

    def __init__(self, seed: int | None = None, flag_mines: bool = True) -> None:
        super().__init__(seed, flag_mines)
        self.search = Stats()  # the CSP search effort over the whole game

    def decide(self, position: Position) -> Decision:
        (safe, mines), model = single_number_rules(self.view(position))
        if not safe:
            more_safe, more_mines = csp_deductions(
                model, type(self).select, type(self).order, type(self).inference, self.search
            )
            safe.update(more_safe)
            mines.update(more_mines)
        move = self.learn(safe, mines) or self.flag_move(position)
        return move or self.random_guess(position, "nothing is proven; a random guess")


class BacktrackingAgent(DeductionAgent):
    """Deduction by plain chronological backtracking (AIMA Figure 6.5)."""

    name = "backtracking"
    select = staticmethod(first_unassigned_variable)
    order = staticmethod(unordered_domain_values)
    inference = staticmethod(no_inference)


class AdvancedAgent(DeductionAgent):
    """Deduction by backtracking with MRV + degree, LCV and forward checking."""

    name = "advanced"
    select = staticmethod(mrv_degree)
    order = staticmethod(lcv)
    inference = staticmethod(forward_checking)


class GacAgent(DeductionAgent):
    """Deduction by backtracking with MRV and MAC (generalised arc consistency)."""

    name = "gac"
    select = staticmethod(mrv)
    order = staticmethod(unordered_domain_values)
    inference = staticmethod(mac)
