"""The window's logic without the window: clicks, menus and the AI made into moves.

The Tk code in :mod:`minesweeper.ui.window.gui` forwards the mouse and the keys to the
presenter's `Gestures` (:mod:`minesweeper.ui.window.gestures`), which call `Presenter.click`
for every click on a cell; the menus and the AI buttons call the presenter too. What the
window paints, the presenter's other half says (:mod:`minesweeper.ui.window.display`), so
everything is tested without a display.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

from minesweeper.ai.agents import DEFAULT_AGENT
from minesweeper.ai.assist import Assistant
from minesweeper.ai.model import Cell
from minesweeper.game.difficulty import Difficulty, FirstClick, parse_first_click
from minesweeper.game.files import load_game, save_game
from minesweeper.game.play import Game
from minesweeper.ui.copilot import Copilot
from minesweeper.ui.stats import read_statistics, statistics_text
from minesweeper.ui.stats.keeper import Keeper
from minesweeper.ui.view import error_text
from minesweeper.ui.window.display import Display
from minesweeper.ui.window.gestures import LEFT, MIDDLE, RIGHT, Gesture, Gestures
from minesweeper.ui.window.looks import LOOKS, Look
from minesweeper.ui.window.settings import Settings, read_settings, write_settings

__all__ = ["LEFT", "LOOKS", "MIDDLE", "RIGHT", "Look", "Presenter"]


class Presenter(Display):
    """Turns clicks on cells into moves, and says what the window should show.

    The mouse and the keys are read by `gestures` (act on release, under the pointer; previews
    while a button is held; a keyboard cursor), which reports each click to `click`. The AI
    (`copilot`) plays alongside on request; `hint` marks its suggestion and the numbers that
    prove it; the overlay colours every hidden cell by its mine probability. The zoom and the
    question marks are the player's `settings`, kept in the data folder.
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
        self.settings, self.message = read_settings(self.keeper.folder)
        self.gestures = self._gestures()
        self.assistant = Assistant(agent, agent_seed)
        self.copilot = Copilot(self.assistant)
        self.overlay = False
        self.highlight: Cell | None = None  #: the cell the last hint points at
        self.because: tuple[Cell, ...] = ()  #: the numbers and flags that prove it

    def _gestures(self) -> Gestures:
        game = self.game
        return Gestures(game.height, game.width, self.click, lambda r, c: bool(game.revealed[r, c]))

    # --- clicks -----------------------------------------------------------------------------

    def click(self, gesture: Gesture, row: int, col: int) -> None:
        """A click happened on (row, col): make the game's move (every click comes here,
        wasted ones too: a reveal on an open cell, a chord that cannot open)."""
        game = self.game
        if gesture == "open":
            self._try(lambda: game.reveal(row, col))
        elif gesture == "chord":
            self._try(lambda: game.chord(row, col))
        elif gesture == "flag":
            self._try(lambda: game.flag(row, col))
        elif self.settings.question_marks or game.mark(row, col) == "none":
            self._try(lambda: game.cycle_mark(row, col))
        elif game.mark(row, col) == "flag":  # no question marks: a flag comes straight off
            self._try(lambda: game.flag(row, col))
        else:  # a question mark left from before they were turned off
            self._try(lambda: game.question(row, col))

    def press(self, button: int, row: int, col: int) -> None:
        """A mouse button went down on (row, col)."""
        self.gestures.press(button, (row, col))

    def release(self, button: int, row: int, col: int) -> None:
        """A mouse button came up on (row, col): the click is on that cell."""
        self.gestures.release(button, (row, col))

    def _try(self, move: Callable[[], object]) -> None:
        if self.game.status != "playing":
            return  # clicks on a finished board do nothing, as in the classic game
        self.message = ""
        self.highlight, self.because = None, ()
        try:
            move()
        except ValueError as error:  # say, no flags left
            self.message = str(error)
        self.keeper.finish(self.game, self.assistant.help_given(self.game))

    # --- settings ---------------------------------------------------------------------------

    def zoom(self, step: int) -> bool:
        """Cells one size larger (1), smaller (-1) or back to the default (0), remembered;
        whether the size changed (the window then rebuilds the board)."""
        return self._set(self.settings.zoomed(step))

    def toggle_question_marks(self) -> bool:
        """Whether right clicks put question marks, switched and remembered; the new value."""
        self._set(Settings(self.settings.cell, not self.settings.question_marks))
        return self.settings.question_marks

    def _set(self, settings: Settings) -> bool:
        changed = settings != self.settings
        if changed:
            self.settings = settings
            self.message = write_settings(self.keeper.folder, settings)
        return changed

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
        return self.keeper.leave(self.assistant.help_given(self.game)) or ""

    def _start(self, game: Game, message: str) -> None:
        message = f"{message} {self.leave()}".strip()
        message = self.copilot.new_game(message, "A")
        self.game, self.message = game, message
        self.keeper.start(game)
        self.highlight, self.because = None, ()
        self.gestures = self._gestures()

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
            self.keeper.finish(self.game, self.assistant.help_given(self.game))
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
