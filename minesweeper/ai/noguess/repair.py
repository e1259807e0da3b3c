"""Repair a layout until certain moves clear it, moving as few mines as little as possible.

Where the play is stuck, one open number on the edge of what is known is picked at random,
and the mines among the unknown cells near it (within two cells, else further) are dealt
again uniformly, as many as were there: no mine leaves the neighbourhood, so the density of
every region stays that of a uniform layout, and the play goes on from where it stood. A
deal changes open numbers, so proofs made before it may not hold: the finished layout is
played once more from the first click, and repaired again if that play is stuck. This is
not rejection (the layouts it reaches are not all equally likely), so the draw uses it only
when no-guess layouts are too rare to deal; `benchmarks/no_guess.py` measures its bias.
"""

from __future__ import annotations

import math
import time

import numpy as np

from minesweeper.ai.noguess.play import QuickPlay
from minesweeper.game.board import BoardError
from minesweeper.game.grid import BoolGrid

__all__ = ["repair"]


def _window(height: int, width: int, centre: int, radius: int) -> list[int]:
    """The cells within ``radius`` of ``centre`` in both directions, row-major."""
    row, col = divmod(centre, width)
    return [
        r * width + c
        for r in range(max(row - radius, 0), min(row + radius + 1, height))
        for c in range(max(col - radius, 0), min(col + radius + 1, width))
    ]


def _deal(cells: list[int], mine: list[int], rng: np.random.Generator) -> list[bool] | None:
    """The mines of ``cells`` dealt again uniformly among them; None if all or none are."""
    mines = sum(mine[c] for c in cells)
    if not 0 < mines < len(cells):
        return None
    rank = rng.permutation(len(cells))
    return [bool(rank[k] < mines) for k in range(len(cells))]


def _redeal(play: QuickPlay, rng: np.random.Generator) -> bool:
    """Deal again the cells not open near a random number on the edge of what is known (or,
    when proven mines wall off what is left, near one of them), as the play goes on; False
    if nothing there can move."""
    edge = sorted(play.active)
    if not edge:
        flags = np.flatnonzero(np.frombuffer(play.flagged, dtype=np.uint8)).tolist()
        edge = [c for c in flags if play.hidden_around(c)]
    if not edge:
        return False
    centre = edge[int(rng.integers(len(edge)))]
    radius = 2
    while radius < 2 * max(play.height, play.width):
        cells = [c for c in _window(play.height, play.width, centre, radius) if not play.open[c]]
        dealt = _deal(cells, play.mine, rng)
        if dealt is not None:
            for cell in cells:
                play.unflag(cell)  # a proven mine may move: it is proven again if it stays
            play.move_mines(cells, dealt)
            return True
        radius = radius * 3 // 2 + 1
    return False


def repair(
    mines: BoolGrid,
    first_click: tuple[int, int],
    counter: bool,
    rng: np.random.Generator,
    budget: int,
    deadline: float = math.inf,
) -> tuple[BoolGrid, int]:
    """``mines`` repaired until certain moves clear it from ``first_click``; the layout and
    how many deals it took. Raises `BoardError` after ``budget`` deals, or at ``deadline``
    (of `time.monotonic`).

    >>> fifty = np.array([[1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [1, 0, 0, 0]], dtype=bool)
    >>> fixed, deals = repair(fifty, (1, 3), True, np.random.default_rng(2), budget=100)
    >>> QuickPlay(fixed, (1, 3)).solve(), int(fixed.sum())
    (True, 2)
    """
    play = QuickPlay(mines, first_click, counter=counter)
    deals = 0
    while True:
        if play.solve():
            again = QuickPlay(play.layout(), first_click, counter=counter)
            if again.solve():
                return again.layout(), deals
            play = again  # a deal undid an earlier proof: go on from the fresh play
            continue
        if time.monotonic() > deadline:
            raise BoardError(f"time ran out after {deals} repairs")
        if deals >= budget or not _redeal(play, rng):
            raise BoardError(f"still a guess after {deals} repairs")
        deals += 1
