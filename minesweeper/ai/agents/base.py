"""The agent interface: a `Position` in, a `Decision` (a move and why) out."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import ClassVar, Literal

from minesweeper.ai.agents.opening import first_cell
from minesweeper.ai.model import Cell, describe, with_flags
from minesweeper.game.difficulty import FirstClick
from minesweeper.game.position import HIDDEN, Position

__all__ = ["Agent", "Decision", "Kind"]

Kind = Literal["opening", "rule", "deduction", "guess", "endgame"]


@dataclass(frozen=True)
class Decision:
    """A move (reveal or flag a cell) and why: the kind of reasoning, in words, and the mine
    probability of the cell when the agent knows it."""

    action: Literal["reveal", "flag"]
    cell: Cell
    kind: Kind
    reason: str
    probability: Fraction | None = None

    def __str__(self) -> str:
        return f"{self.action} {describe(self.cell)}: {self.reason}"


class Agent:
    """Base class of the agents. An agent plays one game: it sees only `Position` objects.

    Subclasses implement `decide`; the base class remembers proven cells between calls, so
    a deduction is paid for once and its safe cells are revealed one after another. The
    game's first-click rule (``first_click``) decides where the first click goes.
    """

    name: ClassVar[str] = "agent"
    #: how far in from two edges the first click goes (None: the measured choice per rule)
    opening_inset: int | None = None

    def __init__(
        self, seed: int | None = None, flag_mines: bool = True, first_click: FirstClick = "safe"
    ) -> None:
        self.rng = random.Random(seed)
        self.flag_mines = flag_mines
        self.first_click: FirstClick = first_click
        self.pending: dict[Cell, Decision] = {}  # proven safe cells not yet revealed
        self.proven_mines: dict[Cell, Decision] = {}
        self.guesses = 0

    def next_move(self, position: Position) -> Decision:
        """The next move in ``position``."""
        cells = position.cells
        for cell, decision in list(self.pending.items()):
            del self.pending[cell]
            if cells[cell] == HIDDEN:
                return decision
        if not (cells >= 0).any():  # nothing open yet, flags or not: the rule decides
            return self.opening(position)
        decision = self.decide(position)
        if decision.kind == "guess":
            self.guesses += 1
        return decision

    def decide(self, position: Position) -> Decision:
        """Choose a move when no proven safe cell is left to reveal."""
        raise NotImplementedError

    def opening(self, position: Position) -> Decision:
        """The first click, on a board with nothing revealed."""
        cell = first_cell(position, self.first_click, self.opening_inset)
        return Decision("reveal", cell, "opening", f"first click ({self.first_click} rule)", None)

    def learn(self, safe: dict[Cell, Decision], mines: dict[Cell, Decision]) -> Decision | None:
        """Remember proven cells; return the first move to make of them (safe ones first,
        then, if flagging, a mine), or None when there is nothing to do."""
        self.pending.update(safe)
        self.proven_mines.update(mines)
        if self.pending:
            cell = next(iter(self.pending))
            return self.pending.pop(cell)
        return None

    def view(self, position: Position) -> Position:
        """``position`` with this agent's proven mines flagged, for analysis."""
        return with_flags(position, [c for c in self.proven_mines if position.cells[c] == HIDDEN])

    def flag_move(self, position: Position) -> Decision | None:
        """Flag a proven mine that is not flagged yet, if this agent flags."""
        if not self.flag_mines:
            return None
        for cell, decision in self.proven_mines.items():
            if position.cells[cell] == HIDDEN:
                return decision
        return None

    def random_guess(self, position: Position, why: str) -> Decision:
        """Reveal a uniformly random hidden cell that is not a proven mine."""
        choices = [c for c in position.hidden_cells() if c not in self.proven_mines]
        cell = self.rng.choice(choices)
        return Decision("reveal", cell, "guess", why)
