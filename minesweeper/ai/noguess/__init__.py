"""No-guess boards: mines laid after the first click so that reasoning alone clears the board.

Two definitions, as players meet them: ``no-guess`` boards are cleared by certain moves with
the mine counter counted (the last cells may need it), ``no-guess-strict`` boards by the
numbers alone (ms_toollib's ``is_solvable``). Either way the board is drawn fairly: uniform
layouts with an opening at the first click, dealt until one needs no guess (`draw`), so that
a player's 3BV/s on them compares with any other fair generator's. Where such layouts are
too rare to deal (dense boards), the next layout is repaired instead (`repair_layout`), and the
benchmark `benchmarks/no_guess.py` measures how far that moves the boards; beyond about 30%
of mines, where the repair gives up, a layout is built by force (`build_layout`: easier boards, but
a board at any density).

`lay_no_guess` registers itself as the layer of both rules (`minesweeper.game.layers`).
"""

from __future__ import annotations

import time
from functools import partial

import numpy as np

from minesweeper.ai.noguess.build import build_layout
from minesweeper.ai.noguess.draw import REJECTION_TRIES, Draw, deal, draw_by_rejection
from minesweeper.ai.noguess.play import QuickPlay
from minesweeper.ai.noguess.repair import repair_layout
from minesweeper.game.board import Board, BoardError
from minesweeper.game.difficulty import Size
from minesweeper.game.grid import BoolGrid
from minesweeper.game.layers import register_layer

__all__ = ["MAX_SECONDS", "Draw", "QuickPlay", "draw_no_guess", "lay_no_guess"]

MAX_SECONDS = 30.0  #: a board that takes longer than this is given up (an error, never a hang)


def draw_no_guess(
    size: Size,
    rng: np.random.Generator,
    first_click: tuple[int, int],
    *,
    counter: bool = True,
    tries: int = REJECTION_TRIES,
    max_repairs: int | None = None,
    max_seconds: float = MAX_SECONDS,
) -> Draw:
    """A no-guess layout of ``size`` for ``first_click``, and how it was found: the first of
    ``tries`` uniform layouts that needs no guess; else the next one repaired block by block
    (`repair_layout`); else, past the density where that works, built by force (`build_layout`).

    >>> dense = draw_no_guess(Size(30, 16, 120), np.random.default_rng(4), (8, 15), tries=0)
    >>> dense.how, QuickPlay(dense.mines, (8, 15)).solve()
    ('repaired', True)
    """
    found = draw_by_rejection(size, rng, first_click, counter, tries)
    if found is not None:
        return found
    cells = size.width * size.height
    budget = 4 * cells + 100 if max_repairs is None else max_repairs
    deadline = time.monotonic() + max_seconds
    layout = deal(size, rng, first_click, 1)[0]
    try:
        blocks = min(budget, cells + 100)  # at 30x16/120 one board in 100 needs 300 deals
        mines, _ = repair_layout(layout, first_click, counter, rng, blocks, deadline)
        return Draw(mines, tries + 1, "repaired")
    except BoardError:
        pass
    try:
        mines, _ = build_layout(layout, first_click, counter, rng, budget, deadline)
    except BoardError as error:
        raise BoardError(
            f"no no-guess board of {size} found ({error}): {size.mines} mines on"
            f" {cells} cells is too dense for boards that reasoning alone can clear;"
            " try fewer mines"
        ) from None
    return Draw(mines, tries + 1, "built")


def lay_no_guess(
    size: Size,
    rng: np.random.Generator,
    first_click: tuple[int, int],
    *,
    counter: bool = True,
    max_repairs: int | None = None,
    max_seconds: float = MAX_SECONDS,
) -> Board:
    """A board of ``size`` that certain moves clear from ``first_click`` (with the mine
    counter, or without it when ``counter`` is False), drawn as `draw_no_guess` draws it.

    >>> board = lay_no_guess(Size(9, 9, 10), np.random.default_rng(1), (4, 4))
    >>> QuickPlay(board.mines, (4, 4)).solve()
    True
    """
    return Board(
        draw_no_guess(
            size, rng, first_click, counter=counter, max_repairs=max_repairs,
            max_seconds=max_seconds,
        ).mines
    )  # fmt: skip


def _layer(counter: bool, size: Size, rng: np.random.Generator, first: tuple[int, int]) -> BoolGrid:
    """The layer the game room calls for a no-guess rule: the mines of `lay_no_guess`."""
    return lay_no_guess(size, rng, first, counter=counter).mines


register_layer("no-guess", partial(_layer, True))
register_layer("no-guess-strict", partial(_layer, False))
