"""No-guess boards drawn fairly: uniform layouts, kept only when no guess is needed.

A uniform layout with an opening at the first click, played out with certain moves only
(`QuickPlay`), either clears or needs a guess. Keeping the first that clears (rejection)
gives every no-guess layout the same chance, so the boards are what a player would meet by
dealing uniform boards and skipping those that need a guess: their 3BV, openings and mines
by region are those of no-guess boards, not of a construction's. Layouts are dealt in
batches and the twin and cut-off patterns (`patterns.needs_a_guess`) strike most of those
that need a guess before any is played.

When the density makes no-guess layouts rare (30x16 with 120 mines: about 1 in 1,000), the
draw gives up after `REJECTION_TRIES` layouts and repairs the next one instead
(`repair.repair`); the benchmark `benchmarks/no_guess.py` measures what that changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import numpy as np

from minesweeper.ai.noguess.patterns import Layouts, needs_a_guess
from minesweeper.ai.noguess.play import QuickPlay
from minesweeper.game.difficulty import Size
from minesweeper.game.grid import BoolGrid

__all__ = ["BATCH", "REJECTION_TRIES", "Draw", "How", "deal", "draw_by_rejection"]

BATCH = 32  #: layouts dealt at once, at most (the first batches are smaller: 4, 8, 16)
REJECTION_TRIES = 64  #: layouts dealt before the draw repairs one instead


How = Literal["dealt", "repaired", "built"]


@dataclass(frozen=True)
class Draw:
    """A no-guess layout, and how it was found: after how many layouts, and whether dealt
    (every no-guess layout as likely), repaired (`repair_layout`) or built (`build_layout`)."""

    mines: BoolGrid
    tries: int
    how: How

    @property
    def repaired(self) -> bool:
        """Whether the layout was changed after it was dealt."""
        return self.how != "dealt"


def deal(size: Size, rng: np.random.Generator, first_click: tuple[int, int], count: int) -> Layouts:
    """``count`` uniform layouts of ``size``, none with a mine at or next to ``first_click``.

    >>> layouts = deal(Size(9, 9, 10), np.random.default_rng(1), (0, 0), 3)
    >>> layouts.shape, layouts.sum(axis=(1, 2)).tolist(), bool(layouts[:, :2, :2].any())
    ((3, 9, 9), [10, 10, 10], False)
    """
    row, col = first_click
    allowed = np.ones((size.height, size.width), dtype=np.bool_)
    allowed[max(row - 1, 0) : row + 2, max(col - 1, 0) : col + 2] = False
    cells = np.flatnonzero(allowed)
    # the `mines` smallest of independent uniform keys: a uniform choice of cells, per row
    layouts = np.zeros((count, size.height * size.width), dtype=np.bool_)
    if size.mines:
        keys = rng.random((count, cells.size))
        chosen = np.argpartition(keys, size.mines - 1, axis=1)[:, : size.mines]
        np.put_along_axis(layouts, cells[chosen], True, axis=1)
    return layouts.reshape(count, size.height, size.width)


def draw_by_rejection(
    size: Size, rng: np.random.Generator, first_click: tuple[int, int], counter: bool, tries: int
) -> Draw | None:
    """The first of at most ``tries`` uniform layouts that certain moves clear, or None.

    >>> found = draw_by_rejection(Size(9, 9, 10), np.random.default_rng(1), (4, 4), True, 64)
    >>> found.tries, found.repaired, int(found.mines.sum())
    (1, False, 10)
    """
    dealt, batch = 0, 4
    while dealt < tries:
        count = min(batch, tries - dealt)
        batch = min(2 * batch, BATCH)
        layouts = deal(size, rng, first_click, count)
        doomed = needs_a_guess(layouts, first_click, counter)
        for k in range(count):
            if not doomed[k] and QuickPlay(layouts[k], first_click, counter=counter).solve():
                return Draw(layouts[k], dealt + k + 1, "dealt")
        dealt += count
    return None
