"""Build a no-guess layout by force: the last resort, for densities nothing fairer reaches.

Where the play is stuck, one open number on the edge of what is known is picked, and the
hidden cells around it are all emptied or all filled (whichever moves fewer mines), the mines
going to or coming from cells far from anything open; that number then proves its
neighbours and the play goes on. At the very end a last 50/50 is filled with proven mines,
which become safe cells their numbers prove; proven mines that wall the rest off are opened
a way through, and a step now and then deals the cells around a number again, so that the
forcing cannot swing for ever between two stuck layouts. This gets through at any density
tried, but it makes boards easier (more openings, mines pushed to where the play ends,
often the corners): it was the generator
before the draw (`draw`) and the block repair (`repair_layout`); now only when the block
repair gives up, beyond about 30% of mines on 30x16 (`benchmarks/no_guess.py`).
"""

from __future__ import annotations

import math
import time

import numpy as np

from minesweeper.ai.noguess.play import QuickPlay
from minesweeper.game.board import BoardError
from minesweeper.game.grid import BoolGrid, dilate

__all__ = ["build_layout"]


def _pick(rng: np.random.Generator, cells: list[int], count: int) -> list[int]:
    """``count`` of ``cells`` drawn at random, without repeats."""
    return [cells[int(i)] for i in rng.choice(len(cells), size=count, replace=False)]


def _unknown(play: QuickPlay) -> np.ndarray:
    """Whether each cell is neither open nor flagged."""
    shut = ~np.frombuffer(play.open, dtype=np.bool_)
    return shut & ~np.frombuffer(play.flagged, dtype=np.bool_)


def _far(play: QuickPlay, near: int, besides: set[int]) -> list[int]:
    """Unknown cells next to no open cell (changing them changes no number on show), else
    any unknown cell away from ``near``; ``besides`` left out."""
    opened = np.frombuffer(play.open, dtype=np.bool_).reshape(play.height, play.width)
    unknown = _unknown(play)
    far = [c for c in np.flatnonzero(unknown & ~dilate(opened).reshape(-1)).tolist()
           if c not in besides]  # fmt: skip
    if far:
        return far
    close = set(play.around[near])
    return [c for c in np.flatnonzero(unknown).tolist() if c not in besides and c not in close]


def _step(play: QuickPlay, rng: np.random.Generator) -> bool:
    """Force the layout around one open number on the edge; one time in five open a wall of
    proven mines instead (a safe cell walled off stays so, however the edge changes), and one
    in five shake the cells around a number (forcing can swing between two stuck layouts);
    False if nothing can change."""
    chance = rng.random()
    if chance < 0.2 and _open_a_wall(play, rng) or 0.2 <= chance < 0.4 and _shake(play, rng):
        return True
    edge = sorted(play.active)
    for index in rng.permutation(len(edge)):
        number = edge[int(index)]
        around = play.hidden_around(number)
        pool = _far(play, number, set(around))
        mines = [c for c in around if play.mine[c]]
        clear = [c for c in around if not play.mine[c]]
        free = [c for c in pool if not play.mine[c]]
        full = [c for c in pool if play.mine[c]]
        can_empty, can_fill = len(free) >= len(mines), len(full) >= len(clear)
        if can_empty and (not can_fill or len(mines) < len(clear)
                          or (len(mines) == len(clear) and rng.random() < 0.5)):  # fmt: skip
            play.move_mines(mines, _pick(rng, free, len(mines)))
        elif can_fill:
            play.move_mines(_pick(rng, full, len(clear)), clear)
        else:
            # The last cells (a 50/50 at the end): fill them with proven mines, which become
            # hidden safe cells that their numbers, now one less, can prove.
            proven = np.flatnonzero(np.frombuffer(play.flagged, dtype=np.bool_)).tolist()
            if len(proven) < len(clear):
                continue
            sources = _pick(rng, proven, len(clear))
            for source in sources:
                play.unflag(source)
            play.move_mines(sources, clear)
        return True
    return _open_a_wall(play, rng)


def _shake(play: QuickPlay, rng: np.random.Generator) -> bool:
    """Deal again the mines of the cells not open within two of a random number on the edge
    (proven mines included); False if there is none, or they are all mines or none."""
    edge = sorted(play.active)
    if not edge:
        return False
    row, col = divmod(edge[int(rng.integers(len(edge)))], play.width)
    cells = [r * play.width + c
             for r in range(max(row - 2, 0), min(row + 3, play.height))
             for c in range(max(col - 2, 0), min(col + 3, play.width))
             if not play.open[r * play.width + c]]  # fmt: skip
    mines = [c for c in cells if play.mine[c]]
    if not 0 < len(mines) < len(cells):
        return False
    for cell in cells:
        play.unflag(cell)
    chosen = set(_pick(rng, cells, len(mines)))
    play.move_mines([c for c in mines if c not in chosen],
                    [c for c in chosen if not play.mine[c]])  # fmt: skip
    return True


def _open_a_wall(play: QuickPlay, rng: np.random.Generator) -> bool:
    """When proven mines wall off the rest (no open number touches it), empty one of them
    that touches both sides, so that the next step can open a way through."""
    unknown = _unknown(play)
    flags = np.flatnonzero(np.frombuffer(play.flagged, dtype=np.bool_)).tolist()
    walls = [c for c in flags if any(play.open[n] for n in play.around[c])
             and any(unknown[n] for n in play.around[c])]  # fmt: skip
    if not walls:
        return False
    wall = walls[int(rng.integers(len(walls)))]
    free = [c for c in _far(play, wall, set()) if not play.mine[c]]
    if not free:
        return False
    play.unflag(wall)
    play.move_mines([wall], _pick(rng, free, 1))
    return True


def build_layout(
    mines: BoolGrid,
    first_click: tuple[int, int],
    counter: bool,
    rng: np.random.Generator,
    budget: int,
    deadline: float = math.inf,
) -> tuple[BoolGrid, int]:
    """``mines`` forced until certain moves clear it from ``first_click``; the layout and
    how many steps it took. Raises `BoardError` after ``budget`` steps, or at ``deadline``.

    >>> dense = np.zeros((5, 5), dtype=bool)
    >>> dense.reshape(-1)[[0, 1, 2, 3, 4, 5, 9, 10, 14, 15, 19, 20, 21, 22, 23]] = True
    >>> built, steps = build_layout(dense, (2, 2), False, np.random.default_rng(0), budget=100)
    >>> QuickPlay(built, (2, 2), counter=False).solve(), int(built.sum())
    (True, 15)
    """
    play = QuickPlay(mines, first_click, counter=counter)
    steps = 0
    while True:
        if play.solve():
            again = QuickPlay(play.layout(), first_click, counter=counter)
            if again.solve():
                return again.layout(), steps
            play = again  # a step undid an earlier proof: go on from the fresh play
            continue
        if time.monotonic() > deadline:
            raise BoardError(f"time ran out after {steps} steps")
        if steps >= budget or not _step(play, rng):
            raise BoardError(f"still a guess after {steps} steps")
        steps += 1
