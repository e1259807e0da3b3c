"""Repair a layout until certain moves clear it: the fallback when no-guess layouts are rare.

Where the play gets stuck, a cell of the stuck frontier (an unknown cell next to an open
number) is picked at random, and the mines of the 9x9 block around it (open cells included,
the first click's area left out) are dealt again uniformly, as many as were there, and the
play starts over from the first click. No mine leaves the block, so every region keeps the
density of a uniform layout; dealing the open cells too, not only the unknown ones, keeps the
part already played from being kept as it came (which made boards easier: more openings,
mines crowded into corners). It is still not rejection, whose every no-guess layout is
equally likely: `benchmarks/no_guess.py` measures how far its boards are from those.
"""

from __future__ import annotations

import math
import time

import numpy as np
import numpy.typing as npt

from minesweeper.ai.noguess.play import QuickPlay
from minesweeper.game.board import BoardError
from minesweeper.game.grid import BoolGrid

__all__ = ["RADIUS", "repair_layout"]

RADIUS = 4  #: the block dealt again reaches this far from its centre (9x9)


def _block(height: int, width: int, centre: int, radius: int) -> list[int]:
    """The cells within ``radius`` of ``centre`` in both directions, row-major."""
    row, col = divmod(centre, width)
    return [
        r * width + c
        for r in range(max(row - radius, 0), min(row + radius + 1, height))
        for c in range(max(col - radius, 0), min(col + radius + 1, width))
    ]


def _stuck_frontier(play: QuickPlay) -> list[int]:
    """The unknown cells next to an open number; else (proven mines wall the rest off) every
    unknown cell."""
    frontier = sorted({cell for number in play.active for cell in play.hidden_around(number)})
    if frontier:
        return frontier
    return [c for c in range(len(play.open)) if not play.open[c] and not play.flagged[c]]


def _redeal(
    layout: npt.NDArray[np.bool_], play: QuickPlay, kept: set[int], rng: np.random.Generator
) -> bool:
    """Deal again the block around a random cell of the stuck frontier (larger if it holds
    only mines or none); False if no block can change."""
    frontier = _stuck_frontier(play)
    if not frontier:
        return False
    centre = frontier[int(rng.integers(len(frontier)))]
    radius = RADIUS
    while radius <= max(play.height, play.width):
        cells = [c for c in _block(play.height, play.width, centre, radius) if c not in kept]
        mines = int(layout[cells].sum())
        if 0 < mines < len(cells):
            layout[cells] = rng.permutation(len(cells)) < mines
            return True
        radius *= 2
    return False


def repair_layout(
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
    >>> fixed, deals = repair_layout(fifty, (1, 3), True, np.random.default_rng(2), budget=100)
    >>> QuickPlay(fixed, (1, 3)).solve(), int(fixed.sum())
    (True, 2)
    """
    height, width = mines.shape
    kept = set(_block(height, width, first_click[0] * width + first_click[1], 1))
    layout = np.array(mines, dtype=np.bool_).reshape(-1)
    deals = 0
    while True:
        play = QuickPlay(layout.reshape(height, width), first_click, counter=counter)
        if play.solve():
            return layout.reshape(height, width), deals
        if time.monotonic() > deadline:
            raise BoardError(f"time ran out after {deals} repairs")
        if deals >= budget or not _redeal(layout, play, kept, rng):
            raise BoardError(f"still a guess after {deals} repairs")
        deals += 1
