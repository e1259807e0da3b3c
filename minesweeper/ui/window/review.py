"""Stepping through a game's review in the window, without the window: for each click, the
board as it was just before, every hidden cell coloured by its exact mine chance then, the
click and the cell `best` would have opened marked, and the review's words for it."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import numpy.typing as npt

from minesweeper.ai.model import Cell
from minesweeper.ai.probability import mine_probabilities
from minesweeper.ai.review import Review, as_seen, review_game
from minesweeper.game.play import Game
from minesweeper.game.position import Position
from minesweeper.ui.cli_review import move_line
from minesweeper.ui.view import glyphs
from minesweeper.ui.window.overlay import overlay_colour, overlay_text
from minesweeper.ui.window.presenter import LOOKS, Look

__all__ = ["CLICK_BG", "BEST_BG", "ReviewSteps"]

CLICK_BG, BEST_BG = "#7fb2ff", "#ffe07a"  #: the click reviewed; the cell best would open


class ReviewSteps:
    """The review of ``game``, one click at a time (`step` moves through them)."""

    def __init__(self, game: Game) -> None:
        self.review: Review = review_game(game)
        wanted = {m.number for m in self.review.moves}
        self._before: list[tuple[npt.NDArray[np.str_], Position]] = []
        for done, state in enumerate(game.replay()):
            if done + 1 in wanted:  # the board as shown, and as reviewed (flags off)
                self._before.append((glyphs(state), as_seen(state)))
        self._odds: dict[int, dict[Cell, Fraction]] = {}
        self.index = 0

    def __len__(self) -> int:
        return len(self.review.moves)

    def step(self, by: int) -> None:
        """Go ``by`` clicks forward (or back), staying within the game."""
        self.index = min(max(self.index + by, 0), max(len(self) - 1, 0))

    @property
    def text(self) -> str:
        """Which click this is, and the review's words for it."""
        if not len(self):
            return "No click to review yet."
        words = move_line(self.review.moves[self.index]).lstrip()
        return f"Click {self.index + 1} of {len(self)}: {words}"

    def looks(self) -> list[list[Look]]:
        """The board just before this click, hidden cells coloured by their chance then."""
        cells, position = self._before[self.index]
        looks = [[LOOKS[str(glyph)] for glyph in row] for row in cells]
        if position.revealed_cells():
            if self.index not in self._odds:
                self._odds[self.index] = mine_probabilities(position).probabilities
            for (row, col), p in self._odds[self.index].items():
                looks[row][col] = Look(overlay_text(p), "#000000", overlay_colour(p), True)
        move = self.review.moves[self.index]
        for (row, col), colour in ((move.best, BEST_BG), (move.cell, CLICK_BG)):
            looks[row][col] = Look(looks[row][col].text, "#000000", colour, True)
        return looks

