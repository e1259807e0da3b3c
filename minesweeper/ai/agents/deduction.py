"""Agents that deduce with a CSP search: plain backtracking, heuristics, or MAC.

All three find exactly the same cells (those safe, or mined, in every solution of the frontier
CSP), so with the same seed they play the same moves; only the search effort differs.
"""

from __future__ import annotations

from typing import ClassVar, NamedTuple

from aimacsp import (
    Inference,
    Stats,
    ValueOrderer,
    VariableSelector,
    first_unassigned_variable,
    forward_checking,
    lcv,
    mac,
    mrv,
    mrv_degree,
    no_inference,
    unordered_domain_values,
)
from minesweeper.ai.agents.base import Agent, Decision
from minesweeper.ai.agents.knowledge import csp_deductions, single_number_rules
from minesweeper.ai.model import Cell
from minesweeper.game.difficulty import FirstClick
from minesweeper.game.position import Position

__all__ = ["AdvancedAgent", "BacktrackingAgent", "DeductionAgent", "GacAgent"]


class Search(NamedTuple):
    """How a deduction agent searches its frontier CSPs."""

    select: VariableSelector[Cell, int]
    order: ValueOrderer[Cell, int]
    inference: Inference[Cell, int]


class DeductionAgent(Agent):
    """The single-number rules, then CSP deduction over each frontier component; a random
    guess when nothing is proven."""

    strategy: ClassVar[Search]

    def __init__(
        self, seed: int | None = None, flag_mines: bool = True, first_click: FirstClick = "safe"
    ) -> None:
        super().__init__(seed, flag_mines, first_click)
        self.search = Stats()  # the CSP search effort over the whole game

    def decide(self, position: Position) -> Decision:
        (safe, mines), model = single_number_rules(self.view(position))
        if not safe:
            more_safe, more_mines = csp_deductions(model, *self.strategy, self.search)
            safe.update(more_safe)
            mines.update(more_mines)
        move = self.learn(safe, mines) or self.flag_move(position)
        return move or self.random_guess(position, "nothing is proven; a random guess")


class BacktrackingAgent(DeductionAgent):
    """Deduction by plain chronological backtracking (AIMA Figure 6.5)."""

    name = "backtracking"
    strategy = Search(first_unassigned_variable, unordered_domain_values, no_inference)


class AdvancedAgent(DeductionAgent):
    """Deduction by backtracking with MRV + degree, LCV and forward checking."""

    name = "advanced"
    strategy = Search(mrv_degree, lcv, forward_checking)


class GacAgent(DeductionAgent):
    """Deduction by backtracking with MRV and MAC (generalised arc consistency)."""

    name = "gac"
    strategy = Search(mrv, unordered_domain_values, mac)
