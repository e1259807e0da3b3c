"""The full-screen terminal game without curses: the cursor, what each key does, what to say.

`keys` maps key presses to the methods here, `screen` draws the result as styled text and
`curses_app` runs it in a real terminal, so everything below is tested without a terminal.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from minesweeper.ai.agents import DEFAULT_AGENT
from minesweeper.ai.assist import Assistant
from minesweeper.ai.model import Cell
from minesweeper.game.files import save_game
from minesweeper.game.play import Game
from minesweeper.ui.copilot import SPEEDS, Copilot
from minesweeper.ui.stats.keeper import Keeper
from minesweeper.ui.view import end_message, error_text

__all__ = ["FullScreen", "Prompt"]

LEFT, MIDDLE, RIGHT = 1, 2, 3


@dataclass
class Prompt:
    """A line the player is typing in the status line (a file name), and what Enter does.

    The field starts empty, the ``default`` shown in brackets as a hint: what is typed is the
    whole name (it never lands after the default), and Enter on an empty field takes the
    default, as a shell's prompts do.
    """

    label: str
    done: Callable[[str], None]
    default: str = ""
    text: str = ""

    @property
    def line(self) -> str:
        """The status line while the prompt is open."""
        hint = f" [{self.default}]" if self.default else ""
        return f"{self.label}{hint}: {self.text}"

    def answer(self) -> str:
        """What Enter gives: the name typed, else the default."""
        return self.text.strip() or self.default


class FullScreen:
    """One full-screen game: a cursor on the board, the AI beside the player, and a status line.

    >>> screen = FullScreen(Game("beginner", seed=1))
    >>> screen.move(-9, -9); screen.cursor
    (0, 0)
    >>> screen.open(); bool(screen.game.revealed[0, 0])
    True
    """

    def __init__(
        self,
        game: Game,
        *,
        agent: str = DEFAULT_AGENT,
        agent_seed: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        save_path: str = "minesweeper.json",
    ) -> None:
        self.clock = clock
        self.assistant = Assistant(agent, agent_seed)
        self.copilot = Copilot(self.assistant)
        self.overlay = False
        self.color = True  #: whether the terminal shows colours (the legend names them)
        self.save_path = save_path
        self.running = True
        self.question: tuple[str, Callable[[], None]] | None = None  #: a yes/no to answer
        self.prompt: Prompt | None = None
        self.keeper = Keeper()  #: statistics and the last game, in the player's data folder
        self._start(game, "")

    def _start(self, game: Game, message: str) -> None:
        message = self.copilot.new_game(message, "a")
        self.game = game
        self.keeper.start(game)
        self.cursor: Cell = (game.height // 2, game.width // 2)
        self.highlight: list[Cell] = []  #: the cell a hint points at
        self.because: list[Cell] = []  #: the numbers and flags that prove it
        self.scroll: Cell = (0, 0)  #: the board's first row and column on screen
        self.message = message

    # --- moving and playing -----------------------------------------------------------------

    def move(self, drow: int, dcol: int) -> None:
        """Move the cursor, stopping at the edges."""
        row, col = self.cursor
        self.go(row + drow, col + dcol)

    def go(self, row: int, col: int) -> None:
        """Put the cursor on (row, col), kept on the board."""
        self.cursor = (
            min(max(row, 0), self.game.height - 1),
            min(max(col, 0), self.game.width - 1),
        )

    def _play(self, move: Callable[[int, int], object], idle: str = "") -> None:
        if self.game.status != "playing":
            return  # the status line already says the game is over, and what to do
        before = len(self.game.moves)
        try:
            move(*self.cursor)
        except ValueError as error:  # no flags left
            self.message = str(error)
            return
        if len(self.game.moves) != before:
            self.highlight, self.because = [], []
            self.message = ""
            self.keeper.finish(self.game, self.assistant.help_given(self.game))
        elif idle:
            self.message = idle

    def open(self) -> None:
        """Open the cell under the cursor; on an open number, chord."""
        if self.game.revealed[self.cursor]:
            self.chord()
        else:
            self._play(self.game.reveal, "A flag protects this cell: f takes it off.")

    def flag(self) -> None:
        """Put a flag on the cell under the cursor, or take it off."""
        self._play(self.game.flag, "An open cell takes no flag.")

    def mark(self) -> None:
        """Put a question mark on the cell under the cursor, or take it off."""
        self._play(self.game.question, "An open cell takes no question mark.")

    def chord(self) -> None:
        """Open the neighbours of the number under the cursor once its flags are all placed."""
        idle = "Chord works on an open number with exactly that many flags around it."
        self._play(self.game.chord, idle)

    def click(self, button: int, row: int, col: int) -> None:
        """A mouse click on a cell: left opens (chords on a number), right flags, middle chords."""
        self.go(row, col)
        if button == LEFT:
            self.open()
        elif button == RIGHT:
            self._play(self.game.cycle_mark)
        elif button == MIDDLE:
            self.chord()

    # --- the AI -----------------------------------------------------------------------------

    def hint(self) -> None:
        """Put the cursor on the AI's next move, highlight it and the numbers that prove it,
        and say why (or which numbers and flags contradict each other)."""
        self.highlight, self.because = [], []
        try:
            advice = self.assistant.advise(self.game)
        except ValueError as error:  # the game is over
            self.message = f"No hint: {error}."
            return
        if advice.move is not None:
            self.go(*advice.move.cell)
            self.highlight = [advice.move.cell]
        self.because = list(advice.because)
        self.message = advice.hint()

    def toggle_ai(self) -> None:
        """Let the AI play (the loop then calls `ai_tick`), or stop it."""
        self.copilot.toggle()
        self.message = f"AI on at {self.copilot.speed} speed." if self.copilot.on else "AI off."

    def change_speed(self, step: int) -> None:
        """A step faster (+1) or slower (-1) through `SPEEDS`."""
        names = list(SPEEDS)
        index = min(max(names.index(self.copilot.speed) + step, 0), len(names) - 1)
        self.copilot.set_speed(names[index])
        self.message = f"AI speed: {self.copilot.speed}."

    def ai_tick(self) -> int | None:
        """The AI's moves for now; milliseconds until the next tick, or None when it stops."""
        before = len(self.game.moves)
        delay = self.copilot.tick(self.game)
        if len(self.game.moves) != before:
            self.highlight, self.because = [], []
            self.keeper.finish(self.game, self.assistant.help_given(self.game))
        self.message = self.copilot.message
        return delay

    def toggle_odds(self) -> None:
        """Show or hide every hidden cell's mine chance."""
        self.overlay = not self.overlay
        self.message = ""

    def odds(self) -> dict[Cell, Fraction] | None:
        """The mine chance of each hidden cell on screen; None when no layout fits the
        position, whose numbers and flags at fault are then marked (`odds_note` says why)."""
        if self.game.status != "playing":
            return None
        advice = self.assistant.advise(self.game, move=False)
        if advice.odds is None and not self.because:
            self.because = list(advice.because)
        return advice.odds

    def odds_note(self) -> str:
        """Why the odds overlay is blank, or "" when it is not (or is off)."""
        if not self.overlay or self.game.status != "playing":
            return ""
        return self.assistant.advise(self.game, move=False).odds_note()

    # --- the game as a whole ----------------------------------------------------------------

    @property
    def in_progress(self) -> bool:
        """Whether leaving now would throw away a game begun and not finished."""
        return self.game.status == "playing" and self.game.begun

    def _confirm(self, question: str, action: Callable[[], None]) -> None:
        if self.in_progress:
            self.question = (question, action)
        else:
            action()

    def answer(self, yes: bool) -> None:
        """Answer the yes/no question on screen."""
        question, self.question = self.question, None
        if question is not None and yes:
            question[1]()
        elif question is not None:
            self.message = ""

    def leave(self) -> str:
        """Leave the game on screen: one begun and unfinished is recorded as abandoned (a
        loss, unless the player chose otherwise); returns what to tell the player."""
        return self.keeper.leave(self.assistant.help_given(self.game)) or ""

    def new_game(self) -> None:
        """A new game of the same size and rule (asks first if this one is under way)."""

        def start() -> None:
            game, left = self.game, self.leave()
            new = Game(game.size, game.first_click, clock=self.clock)
            self._start(new, f"New game. {left}".strip())

        self._confirm(f"{self.keeper.leaving_question('Start a new game')} (y/n)", start)

    def quit(self) -> None:
        """Leave (asks first if a game is under way)."""

        def leave() -> None:
            self.leave()
            self.running = False

        self._confirm(f"{self.keeper.leaving_question('Quit')} (y/n)", leave)

    def save(self) -> None:
        """Ask for a file name in the status line (the last one used, if Enter alone), then
        save to it."""
        self.prompt = Prompt(
            "Save to (.json game, .mine position, .mbf layout)", self._save_to, self.save_path
        )

    def _save_to(self, name: str) -> None:
        name = name.strip()
        if not name:
            self.message = "Not saved: no file name."
            return
        try:
            self.message = save_game(self.game, Path(name).expanduser())
            self.save_path = name
        except (OSError, ValueError) as error:
            self.message = f"Not saved: {error_text(error)}"

    def type_key(self, key: str) -> None:
        """A key while the prompt is open: text, Backspace, Enter (done) or Escape (cancel)."""
        prompt = self.prompt
        if prompt is None:
            return
        if key == "\n":
            self.prompt = None
            prompt.done(prompt.answer())
        elif key == "\x1b":
            self.prompt = None
            self.message = "Not saved."
        elif key in ("\b", "\x7f"):
            prompt.text = prompt.text[:-1]
        elif key.isprintable():
            prompt.text += key

    # --- what to show -----------------------------------------------------------------------

    @property
    def status(self) -> str:
        """The status line: a prompt, a question, else the last message."""
        if self.prompt is not None:
            return self.prompt.line
        if self.question is not None:
            return self.question[0]
        ended = end_message(self.game)
        said = f"{ended} {self.keeper.note}".rstrip()
        return f"{said}  n: new game, q: quit." if ended else self.message
