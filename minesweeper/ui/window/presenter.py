"""The window's logic without the window: mouse gestures to moves, and what each part shows.

The Tk code in :mod:`minesweeper.ui.window.gui` only forwards clicks here and paints what this
returns,
so everything below is tested without a display.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path

import numpy as np
import numpy.typing as npt

from minesweeper.ai.advisor import chance_words
from minesweeper.ai.agents import DEFAULT_AGENT
from minesweeper.ai.assist import Assistant
from minesweeper.ai.model import Cell
from minesweeper.game.difficulty import Difficulty, FirstClick, parse_first_click
from minesweeper.game.files import load_game, save_game
from minesweeper.game.grid import dilate
from minesweeper.game.play import Game
from minesweeper.ui.copilot import Copilot
from minesweeper.ui.stats import read_statistics, statistics_text
from minesweeper.ui.stats.keeper import Keeper
from minesweeper.ui.view import end_message, error_text, glyphs
from minesweeper.ui.window.overlay import (
    OVERLAY_LEGEND,
    overlay_colour,
    overlay_ink,
    overlay_text,
    overlay_weight,
)

__all__ = ["LEFT", "LOOKS", "MIDDLE", "RIGHT", "Look", "Presenter"]

LEFT, MIDDLE, RIGHT = 1, 2, 3
"""Tk's mouse button numbers."""


@dataclass(frozen=True)
class Look:
    """How one cell is painted: its text, colours, whether it stands up (still hidden), and
    the weight of its text (the odds overlay's percentages are light)."""

    text: str
    foreground: str
    background: str
    raised: bool
    weight: str = "bold"


_HIDDEN_BG, _OPEN_BG, _HINT_BG, _WHY_BG = "#c6c6c6", "#e4e4e4", "#7fb2ff", "#ffe07a"
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
"""The look of every glyph of :func:`minesweeper.ui.view.glyphs`."""


class Presenter:
    """Turns presses and releases on cells into moves, and says what the window should show.

    A left click opens on release; a right press cycles flag / question / none; a middle click,
    or left and right held together, chords on release (the classic two-button gesture).
    The AI (`copilot`) plays alongside on request; `hint` marks its suggestion and the
    numbers that prove it; the overlay colours every hidden cell by its mine probability.
    """

    def __init__(
        self,
        game: Game,
        *,
        clock: Callable[[], float] = time.monotonic,
        agent: str = DEFAULT_AGENT,
        agent_seed: int | None = None,
        keeper: Keeper | None = None,
    ) -> None:
        self.game = game
        self.keeper = Keeper() if keeper is None else keeper  #: statistics, last game
        self.keeper.start(game)
        self.clock = clock
        self.message = ""
        self._down: set[int] = set()
        self._chording = False
        self.assistant = Assistant(agent, agent_seed)
        self.copilot = Copilot(self.assistant)
        self.overlay = False
        self.highlight: Cell | None = None  #: the cell the last hint points at
        self.because: tuple[Cell, ...] = ()  #: the numbers and flags that prove it

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
        self.highlight, self.because = None, ()
        try:
            move()
        except ValueError as error:  # say, no flags left
            self.message = str(error)
        self.keeper.finish(self.game, self.assistant.helped(self.game))

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
            self.message = f"could not save: {error_text(error)}"
            return False
        return True

    def load(self, path: str | Path) -> bool:
        """Load a saved game (.json) or start on a layout (.mbf)."""
        try:
            game = load_game(path, clock=self.clock)
        except (OSError, ValueError) as error:
            self.message = f"could not load: {error_text(error)}"
            return False
        self._start(game, f"Loaded {path}.")
        return True

    def leave(self) -> str:
        """Leave the game on screen (a new game, a file loaded, the window closed): one begun
        and unfinished is recorded as abandoned; returns what to tell the player."""
        return self.keeper.leave(self.assistant.helped(self.game)) or ""

    def _start(self, game: Game, message: str) -> None:
        message = f"{message} {self.leave()}".strip()
        message = self.copilot.new_game(message, "A")
        self.game, self.message = game, message
        self.keeper.start(game)
        self.highlight, self.because = None, ()
        self._down.clear()
        self._chording = False

    def statistics(self) -> str:
        """The player's statistics and best times, as the Statistics dialog shows them."""
        stats, notes = read_statistics(self.keeper.statistics_path)
        return "\n\n".join([*notes, statistics_text(stats)])

    # --- AI ---------------------------------------------------------------------------------

    # The hint, the odds and their words come from the assistant's one advice path
    # (`minesweeper.ai.advisor.advise`), as in the terminal: nothing here asks an agent.

    def hint(self) -> None:
        """Point at the AI's next move and say why, marking the numbers that prove it (or
        what is wrong with the position, marking the numbers and flags that contradict)."""
        self.highlight, self.because = None, ()
        try:
            advice = self.assistant.advise(self.game)
        except ValueError as error:  # the game is over
            self.message = f"No hint: {error}."
            return
        self.highlight = advice.move.cell if advice.move is not None else None
        self.because = advice.because
        self.message = advice.hint()

    def toggle_ai(self) -> bool:
        """Switch the AI player on or off; the window then calls `ai_tick` while it is on."""
        self.message = ""
        return self.copilot.toggle()

    def ai_tick(self) -> int | None:
        """Let the AI play its moves for now; milliseconds to the next tick, or None."""
        moves = len(self.game.moves)
        delay = self.copilot.tick(self.game)
        if len(self.game.moves) != moves:
            self.highlight, self.because = None, ()
            self.keeper.finish(self.game, self.assistant.helped(self.game))
        self.message = self.copilot.message
        return delay

    def toggle_overlay(self) -> bool:
        """Show or hide the probability colours; returns whether they are shown now."""
        self.overlay = not self.overlay
        return self.overlay

    def odds(self) -> dict[Cell, Fraction] | None:
        """The overlay's chances: the first click's before it (safe under ``safe`` and
        ``opening``), the exact probabilities after; None if the position is impossible,
        whose numbers and flags at fault are then marked (`overlay_legend` says why)."""
        if self.game.status != "playing":
            return None
        advice = self.assistant.advise(self.game, move=False)
        if advice.odds is None and not self.because:  # mark what contradicts, as a hint does
            self.because = advice.because
        return advice.odds

    # --- what to show -----------------------------------------------------------------------

    def looks(self) -> list[list[Look]]:
        """The look of every cell, row by row."""
        cells: npt.NDArray[np.str_] = glyphs(self.game)
        looks = [[LOOKS[str(glyph)] for glyph in row] for row in cells]
        odds = self.odds() if self.overlay and self.game.status == "playing" else None
        if odds is not None:
            away = self._away_from_numbers()
            for (row, col), p in odds.items():
                # A question mark stays; the many cells away from the numbers share one chance,
                # which the legend gives once rather than the board hundreds of times.
                label = "" if away[row, col] else overlay_text(p)
                text = looks[row][col].text or label
                looks[row][col] = Look(
                    text, overlay_ink(p), overlay_colour(p), True, overlay_weight(p)
                )
        if self.game.status == "playing":
            for row, col in self.because:
                looks[row][col] = replace(looks[row][col], background=_WHY_BG)
        if self.highlight is not None and self.game.status == "playing":
            row, col = self.highlight
            looks[row][col] = replace(
                looks[row][col], foreground="#000000", background=_HINT_BG, raised=True
            )
        return looks

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
        """The end-of-game message, else the last note (an error, a save), else a hint."""
        idle = (
            self.overlay_legend()
            if self.overlay
            else "Left: open   Right: flag   Both or middle: chord"
        )
        ended = end_message(self.game)
        return f"{ended} {self.keeper.note}".rstrip() if ended else self.message or idle

    @property
    def title(self) -> str:
        """The window title."""
        return f"Minesweeper {self.game.size}"
