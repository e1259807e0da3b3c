"""What the window shows of a game: the cells' looks, the counter, the timer, the face, the
status line and the title.

`Display` is the half of the presenter that only reads: the presenter (which turns clicks,
menus and the AI into moves) inherits it, so the window asks one object for everything and
this half is tested, like the other, without a display.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import numpy.typing as npt

from minesweeper.ai.advisor import chance_words
from minesweeper.ai.assist import Assistant
from minesweeper.ai.model import Cell
from minesweeper.game.difficulty import NO_GUESS_RULES, FirstClick
from minesweeper.game.grid import dilate
from minesweeper.game.play import Game
from minesweeper.ui.stats.keeper import Keeper
from minesweeper.ui.view import board_kind, end_message, glyphs
from minesweeper.ui.window.gestures import Gestures
from minesweeper.ui.window.looks import (
    LOOKS,
    Looks,
    pressed_cells,
    with_hint,
    with_odds,
    with_pressed,
)
from minesweeper.ui.window.overlay import OVERLAY_LEGEND

__all__ = ["IDLE", "Display"]

IDLE = "Left: open   Right: flag   Both or middle: chord"
"""The status line when there is nothing else to say."""


class Display:
    """What to paint, read from the presenter's state (the attributes below)."""

    game: Game
    keeper: Keeper
    assistant: Assistant
    gestures: Gestures
    message: str
    overlay: bool
    highlight: Cell | None
    because: tuple[Cell, ...]

    def odds(self) -> dict[Cell, Fraction] | None:
        """The overlay's chances (the presenter's, from the AI)."""
        raise NotImplementedError

    def looks(self) -> Looks:
        """The look of every cell, row by row."""
        cells: npt.NDArray[np.str_] = glyphs(self.game)
        looks = [[LOOKS[str(glyph)] for glyph in row] for row in cells]
        if self.game.status != "playing":
            return looks
        odds = self.odds() if self.overlay else None
        if odds is not None:
            # The cells away from the numbers share one chance, which the legend gives once;
            # while the status line says something else (a hint, say), each cell says it.
            shared = self._away_from_numbers()
            with_odds(looks, odds, shared if not self.message else np.zeros_like(shared))
        with_hint(looks, self.because, self.highlight)
        with_pressed(looks, pressed_cells(self.gestures.preview, self.game.height, self.game.width))
        return looks

    @property
    def counter_digits(self) -> int:
        """The mine counter's width: three digits, as on the classic display, and as many as
        the mines of a larger board need (1000 mines: four).

        >>> Display.counter_digits.fget(type("D", (), {"game": Game("100x100/1000")})())
        4
        """
        return max(3, len(str(self.game.mines_total)))

    @property
    def counter_text(self) -> str:
        """The mines-left counter, zero-padded to `counter_digits`."""
        return f"{self.game.mines_left:0{self.counter_digits}d}"

    @property
    def timer_text(self) -> str:
        """Whole seconds, three digits, stopping at 999."""
        return f"{min(int(self.game.elapsed), 999):03d}"

    @property
    def face(self) -> str:
        """The face on the new-game button."""
        if self.game.status != "playing":
            return "B-)" if self.game.status == "won" else "X-("
        return ":-o" if self.gestures.preview is not None else ":-)"

    def _away_from_numbers(self) -> npt.NDArray[np.bool_]:
        """The hidden cells next to no open cell (none before the first click: then every
        cell is labelled alike)."""
        revealed = self.game.revealed
        if not revealed.any():
            return np.zeros_like(revealed)
        return ~dilate(revealed)

    def overlay_legend(self) -> str:
        """What the odds overlay means, and the one chance of the unlabelled cells."""
        odds, away = self.odds(), self._away_from_numbers()
        if odds is None and self.game.status == "playing":  # blank: say why
            return self.assistant.advise(self.game, move=False).odds_note()
        shared = next((p for cell, p in (odds or {}).items() if away[cell]), None)
        if shared is None:
            return OVERLAY_LEGEND
        return f"{OVERLAY_LEGEND} Unlabelled, away from the numbers: {chance_words(shared)}."

    @property
    def status_text(self) -> str:
        """The end-of-game message, else the last note (an error, a save), else what the
        buttons and keys do (and, on a no-guess board, what kind it is)."""
        ended = end_message(self.game)
        if ended:
            return f"{ended} {self.keeper.note}".rstrip()
        if self.message:
            return self.message
        if self.overlay:
            return self.overlay_legend()
        kind = board_kind(self.game)
        return f"{IDLE}\n{kind}" if kind else IDLE

    @property
    def title(self) -> str:
        """The window title: the size, and the kind of board when it is a no-guess one."""
        rule: FirstClick = self.game.first_click
        return f"Minesweeper {self.game.size}" + (f", {rule}" if rule in NO_GUESS_RULES else "")
