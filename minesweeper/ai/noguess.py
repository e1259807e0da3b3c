"""No-guess boards: mines laid after the first click so that reasoning alone clears the board.

The board starts as an ``opening`` board (the first click and its neighbours clear) and is
played from the first click with certain moves only (`CertainPlay`). Where the play is
stuck, the layout is *repaired* there rather than drawn again: one open number on the edge of
what is known is picked, and the hidden cells around it are all emptied or all filled (which
needs fewer mines moved), the mines going to or coming from cells far from anything open. That
number then proves its neighbours, the play goes on, and nothing open or proven moves. A
repair changes some open numbers, so the finished layout is checked once more by a play from
scratch, and repaired again if that play is stuck. Every choice comes from the game's seeded
generator, so a seed gives the same board on every machine; a size and density that still
needs a guess after a bounded number of repairs gets a `BoardError` saying so.
"""

from __future__ import annotations

import time

import numpy as np

from minesweeper.ai.certain import CertainPlay
from minesweeper.game.board import Board, BoardError
from minesweeper.game.difficulty import Size
from minesweeper.game.grid import BoolGrid
from minesweeper.game.layers import register_layer

__all__ = ["MAX_SECONDS", "lay_no_guess"]

MAX_SECONDS = 30.0  #: a board that takes longer than this is given up (an error, never a hang)


def _pick(rng: np.random.Generator, cells: list[int], count: int) -> list[int]:
    """``count`` of ``cells`` drawn at random, without repeats."""
    return [cells[int(i)] for i in rng.choice(len(cells), size=count, replace=False)]


def _repair(play: CertainPlay, rng: np.random.Generator) -> bool:
    """Repair the layout around one open number on the edge of what is known; False if no
    number's neighbourhood can be changed (no cells left to trade mines with)."""
    edge = play.edge()
    for index in rng.permutation(len(edge)):
        number = edge[int(index)]
        around = play.unknown_around(number)
        pool = play.far_unknown(set(around)) or play.other_unknown(number, set(around))
        mines = [c for c in around if play.mines[c]]
        clear = [c for c in around if not play.mines[c]]
        free = [c for c in pool if not play.mines[c]]
        full = [c for c in pool if play.mines[c]]
        can_empty, can_fill = len(free) >= len(mines), len(full) >= len(clear)
        if can_empty and (not can_fill or len(mines) < len(clear)
                          or (len(mines) == len(clear) and rng.random() < 0.5)):  # fmt: skip
            play.swap(mines, _pick(rng, free, len(mines)))
        elif can_fill:
            play.swap(_pick(rng, full, len(clear)), clear)
        else:
            # The last cells (say, a 50/50 at the end): fill them with proven mines, which
            # become hidden safe cells that their numbers, now one less, can prove.
            proven = play.proven_mines()
            if len(proven) < len(clear):
                continue
            sources = _pick(rng, proven, len(clear))
            for source in sources:
                play.unflag(source)
            play.swap(sources, clear)
        play.recheck(number)
        return True
    return _free_a_flag(play, rng)


def _free_a_flag(play: CertainPlay, rng: np.random.Generator) -> bool:
    """When proven mines wall off the rest (no open number touches it), empty one of them
    that touches both sides, so the next repair can open a way through."""
    walls = play.walls()
    if not walls:
        return False
    wall = walls[int(rng.integers(len(walls)))]
    pool = play.far_unknown(set()) or play.other_unknown(wall, set())
    free = [c for c in pool if not play.mines[c]]
    if not free:
        return False
    play.unflag(wall)
    play.swap([wall], _pick(rng, free, 1))
    return True


def lay_no_guess(
    size: Size,
    rng: np.random.Generator,
    first_click: tuple[int, int],
    *,
    max_repairs: int | None = None,
    max_seconds: float = MAX_SECONDS,
) -> Board:
    """A board of ``size`` that certain moves clear from ``first_click``, mine counter included.

    >>> board = lay_no_guess(Size(9, 9, 10), np.random.default_rng(1), (4, 4))
    >>> CertainPlay(board.mines, (4, 4)).solve()
    True
    """
    start = Board.place(size, rng, first_click, "opening").mines
    budget = 4 * size.width * size.height + 100 if max_repairs is None else max_repairs
    deadline = time.monotonic() + max_seconds
    play = CertainPlay(start, first_click)
    repairs = 0
    while True:
        if play.solve():
            check = CertainPlay(play.mines.reshape(size.height, size.width), first_click)
            if check.solve():
                return Board(check.mines.reshape(size.height, size.width))
            play = check  # a repair undid an earlier proof: go on from the fresh play
            continue
        if repairs >= budget or time.monotonic() > deadline or not _repair(play, rng):
            raise BoardError(
                f"no no-guess board of {size} found after {repairs} repairs"
                f" ({'time ran out' if time.monotonic() > deadline else 'still a guess'}):"
                f" {size.mines} mines on {size.width * size.height} cells is too dense for"
                " boards that reasoning alone can clear; try fewer mines"
            )
        repairs += 1




def _no_guess_layout(
    size: Size, rng: np.random.Generator, first_click: tuple[int, int]
) -> BoolGrid:
    """The layer the game room calls for the ``no-guess`` rule: the mines of `lay_no_guess`."""
    return lay_no_guess(size, rng, first_click).mines


register_layer("no-guess", _no_guess_layout)
