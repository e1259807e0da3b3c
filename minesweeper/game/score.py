"""The numbers players compare after a game: 3BV, clicks, 3BV per second and efficiency.

3BV (Bechtel's Board Benchmark Value) is the least number of clicks that clear a board: one for
each opening (a region of zeros, whose click opens it and its rim), one for each safe number
on no opening's rim. A game's *solved* 3BV counts the openings and lone numbers it opened, so a
lost game's 3BV/s and efficiency measure what was done. Clicks are counted as Minesweeper
Arbiter and Viennasweeper count them: every left, right and chord click on a cell, wasted ones
too (on an open cell, a chord its flags do not satisfy, a flag taken off); efficiency is their
IOE, solved 3BV over clicks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from minesweeper.game.board import Board
from minesweeper.game.flood import flood_region
from minesweeper.game.grid import BoolGrid, dilate

if TYPE_CHECKING:
    from minesweeper.game.play import Game

__all__ = ["Score", "bbbv", "score", "solved_bbbv"]


def _openings(board: Board) -> list[BoolGrid]:
    """The zero regions of the board, one mask each."""
    zeros = (board.numbers == 0) & ~board.mines
    left = zeros.copy()
    regions = []
    while left.any():
        start = np.unravel_index(int(np.argmax(left)), left.shape)
        region = flood_region(left, (int(start[0]), int(start[1])))
        regions.append(region)
        left &= ~region
    return regions


def solved_bbbv(board: Board, revealed: BoolGrid) -> int:
    """How many of the board's 3BV clicks ``revealed`` has done: openings with a zero open,
    and the open numbers on no opening's rim."""
    openings = _openings(board)
    rims = dilate(np.any(openings, axis=0)) if openings else np.zeros_like(board.mines)
    lone = ~board.mines & ~rims
    return sum(1 for region in openings if (region & revealed).any()) + int(
        np.count_nonzero(lone & revealed)
    )


def bbbv(board: Board) -> int:
    """The least number of clicks that clear ``board``.

    >>> bbbv(Board.from_text("*..\\n...\\n..."))
    1
    >>> bbbv(Board.from_text(".*.\\n*.*"))
    3
    """
    return solved_bbbv(board, ~board.mines)


@dataclass(frozen=True)
class Score:
    """A finished (or abandoned) game's numbers."""

    bbbv: int  #: the board's 3BV
    solved: int  #: the 3BV the game did (all of it when won)
    clicks: int  #: every click: reveals, chords, flags and question marks, wasted or not
    seconds: float

    @property
    def per_second(self) -> float | None:
        """Solved 3BV per second (None before any time has passed)."""
        return self.solved / self.seconds if self.seconds > 0 else None

    @property
    def efficiency(self) -> float | None:
        """IOE: solved 3BV per click, as a share (1.0 is 100%; above 1 when chords saved
        clicks)."""
        return self.solved / self.clicks if self.clicks else None

    def text(self) -> str:
        """One line for a person: ``3BV 12/30  3BV/s 1.40  clicks 20  efficiency 60%``."""
        done = f"{self.bbbv}" if self.solved == self.bbbv else f"{self.solved}/{self.bbbv}"
        rate = "-" if self.per_second is None else f"{self.per_second:.2f}"
        share = "-" if self.efficiency is None else f"{self.efficiency:.0%}"
        return f"3BV {done}  3BV/s {rate}  clicks {self.clicks}  efficiency {share}"


def score(game: Game) -> Score | None:
    """The game's score so far; None before the mines are down."""
    if not game.mines_placed:
        return None
    board = game.board
    return Score(bbbv(board), solved_bbbv(board, game.revealed), game.clicks, game.elapsed)
