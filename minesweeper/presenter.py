"""The window's logic without the window: mouse gestures to moves, and what each part shows.

The Tk code in :mod:`minesweeper.gui` only forwards clicks here and paints what this returns,
so everything below is tested without a display.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from minesweeper.difficulty import Difficulty, FirstClick, parse_first_click
from minesweeper.files import load_game, save_game
from minesweeper.game import Game
from minesweeper.view import end_message, glyphs

__all__ = ["LEFT", "LOOKS", "MIDDLE", "RIGHT", "Look", "Presenter"]

LEFT, MIDDLE, RIGHT = 1, 2, 3
"""Tk's mouse button numbers."""


@dataclass(frozen=True)
class Look:
    """How one cell is painted: its text, colours and whether it stands up (still hidden)."""

    text: str
    foreground: str
    background: str
    raised: bool


_HIDDEN_BG, _OPEN_BG = "#c6c6c6", "#e4e4e4"
_NUMBER_COLOURS = ("", "#0000ff", "#007b00", "#ff0000", "#00007b", "#7b0000", "#007b7b", "#000000")
LOOKS: dict[str, Look] = {
    "#": Look("", "#000000", _HIDDEN_BG, True),
    "F": Look("\u2691", "#e00000", _HIDDEN_BG, True),
    "?": Look("?", "#000000", _HIDDEN_BG, True),
    ".": Look("", "#000000", _OPEN_BG, False),
    "*": Look("\u25cf", "#000000", _OPEN_BG, False),
    "X": Look("\u25cf", "#000000", "#ff3030", False),
    "x": Look("\u2691", "#e00000", "#ffc0c0", False),
    "8": Look("8", "#7b7b7b", _OPEN_BG, False),
} | {str(n): Look(str(n), _NUMBER_COLOURS[n], _OPEN_BG, False) for n in range(1, 8)}
"""The look of every glyph of :func:`minesweeper.view.glyphs`."""


class Presenter:
    """Turns presses and releases on cells into moves, and says what the window should show.

    A left click opens on release; a right press cycles flag / question / none; a middle click,
    or left and right held together, chords on release (the classic two-button gesture).
    """

    def __init__(self, game: Game, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.game = game
        self.clock = clock
        self.message = ""
        self._down: set[int] = set()
        self._chording = False

    # --- mouse ------------------------------------------------------------------------------

    def press(self, button: int, row: int, col: int) -> None:
        """A mouse button went down on (row, col)."""
        if button == RIGHT and LEFT not in self._down:
            self._try(lambda: self.game.cycle_mark(row, col))
        if {button} | self._down >= {LEFT, RIGHT}:
            self._chording = True
        self._down.add(button)

    def release(self, button: int, row: int, col: int) -> None:
        """A mouse button came up; the move applies to the cell the press began on."""
        self._down.discard(button)
        if button == MIDDLE:
            self._try(lambda: self.game.chord(row, col))
        elif self._chording:
            if not self._down & {LEFT, RIGHT}:
                self._chording = False
                self._try(lambda: self.game.chord(row, col))
        elif button == LEFT:
            self._try(lambda: self.game.reveal(row, col))

    def _try(self, move: Callable[[], object]) -> None:
        if self.game.status != "playing":
            return  # clicks on a finished board do nothing, as in the classic game
        self.message = ""
        try:
            move()
        except ValueError as error:  # say, no flags left
            self.message = str(error)

    # --- game menu --------------------------------------------------------------------------

    def new_game(
        self, difficulty: Difficulty | None = None, first_click: str | None = None
    ) -> bool:
        """Start a new game, by default like the last one; False (and a message) if refused."""
        rule: FirstClick = (
            self.game.first_click if first_click is None else parse_first_click(first_click)
        )
        try:
            game = Game(
                self.game.size if difficulty is None else difficulty, rule, clock=self.clock
            )
        except ValueError as error:
            self.message = str(error)
            return False
        self._start(game, "")
        return True

    def save(self, path: str | Path) -> bool:
        """Save to ``path`` (by suffix: .json game, .mine position, .mbf layout)."""
        try:
            self.message = save_game(self.game, path)
        except (OSError, ValueError) as error:
            self.message = f"could not save: {error}"
            return False
        return True

    def load(self, path: str | Path) -> bool:
        """Load a saved game (.json) or start on a layout (.mbf)."""
        try:
            game = load_game(path, clock=self.clock)
        except (OSError, ValueError) as error:
            self.message = f"could not load: {error}"
            return False
        self._start(game, f"Loaded {path}.")
        return True

    def _start(self, game: Game, message: str) -> None:
        self.game, self.message = game, message
        self._down.clear()
        self._chording = False

    # --- what to show -----------------------------------------------------------------------

    def looks(self) -> list[list[Look]]:
        """The look of every cell, row by row."""
        cells: npt.NDArray[np.str_] = glyphs(self.game)
        return [[LOOKS[str(glyph)] for glyph in row] for row in cells]

    @property
    def counter_text(self) -> str:
        """The mines-left counter, three digits as on the classic display."""
        return f"{self.game.mines_left:03d}"

    @property
    def timer_text(self) -> str:
        """Whole seconds, three digits, stopping at 999."""
        return f"{min(int(self.game.elapsed), 999):03d}"

    @property
    def face(self) -> str:
        """The face on the new-game button."""
        if self.game.status != "playing":
            return "B-)" if self.game.status == "won" else "X-("
        return ":-o" if LEFT in self._down else ":-)"

    @property
    def status_text(self) -> str:
        """The end-of-game message, else the last note (an error, a save), else a hint."""
        return (
            end_message(self.game)
            or self.message
            or ("Left: open   Right: flag   Both or middle: chord")
        )

    @property
    def title(self) -> str:
        """The window title."""
        return f"Minesweeper {self.game.size}"
