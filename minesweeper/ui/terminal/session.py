"""The terminal's command loop over injected text streams, driven by a command table.

Commands live in :data:`COMMANDS`; a new one is a function registered with :func:`command`
in a module of its own (`commands` holds the game's, `ai_commands` the AI's)::

    @command("count", usage="count", summary="count the flags")
    def _count(session: Session, args: list[str]) -> None: ...
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TextIO

from minesweeper.ai.agents import DEFAULT_AGENT
from minesweeper.ai.assist import Assistant
from minesweeper.game.play import Game
from minesweeper.ui.stats.keeper import Keeper
from minesweeper.ui.view import (
    board_kind,
    board_text,
    end_message,
    error_text,
    glyphs,
    status_line,
)

__all__ = [
    "COMMANDS",
    "Command",
    "CommandError",
    "EndOfInput",
    "Session",
    "command",
    "is_number",
    "use_color",
]

Handler = Callable[["Session", list[str]], None]


class CommandError(ValueError):
    """A command typed wrong: the message says what was expected."""


class EndOfInput(Exception):
    """The input ended while a question waited for its answer: the session ends."""


@dataclass(frozen=True)
class Command:
    """A terminal command: its name, other spellings, usage line, summary and handler."""

    name: str
    aliases: tuple[str, ...]
    usage: str
    summary: str
    handler: Handler


COMMANDS: dict[str, Command] = {}
"""Every command by name, in the order ``help`` lists them."""


def command(name: str, *aliases: str, usage: str, summary: str) -> Callable[[Handler], Handler]:
    """Register the decorated function as the handler of a terminal command."""

    def register(handler: Handler) -> Handler:
        taken = {word for known in COMMANDS.values() for word in (known.name, *known.aliases)}
        clash = {name, *aliases} & taken
        if clash:
            raise ValueError(f"command words already taken: {', '.join(sorted(clash))}")
        COMMANDS[name] = Command(name, aliases, usage, summary, handler)
        return handler

    return register


def find_command(word: str) -> Command | None:
    """The command called ``word`` by its name or an alias."""
    word = word.lower()
    return next((c for c in COMMANDS.values() if word == c.name or word in c.aliases), None)


def is_number(word: str) -> bool:
    """Whether ``word`` is a whole number in ASCII digits (``str.isdigit`` also takes '²')."""
    return word.isascii() and word.isdigit()


def _coordinate(word: str, name: str, top: int) -> int:
    """A row or column number from 1 to ``top``; huge ones are refused before `int` reads
    them (it refuses thousands of digits, with a message about Python's limits)."""
    number = int(word) if len(word.lstrip("0")) <= 9 else top + 1
    if not 1 <= number <= top:
        shown = word if len(word) <= 12 else word[:9] + "..."
        plural = "columns" if name == "column" else "rows"
        raise CommandError(f"{name} {shown} is off the board: {plural} run 1..{top}")
    return number


def use_color(stream: TextIO, environ: Mapping[str, str] = os.environ) -> bool:
    """Colours only on a terminal, and never when ``NO_COLOR`` is set or TERM is ``dumb``."""
    isatty = getattr(stream, "isatty", None)
    return bool(
        isatty is not None
        and isatty()
        and not environ.get("NO_COLOR")
        and environ.get("TERM") != "dumb"
    )


class Session:
    """One terminal session: a game, an input stream of commands and an output stream."""

    def __init__(
        self,
        game: Game,
        stdin: TextIO,
        stdout: TextIO,
        *,
        color: bool = False,
        clock: Callable[[], float] = time.monotonic,
        agent: str = DEFAULT_AGENT,
        agent_seed: int | None = None,
        width: int | None = None,
        keeper: Keeper | None = None,
    ) -> None:
        self.game = game
        self.keeper = Keeper() if keeper is None else keeper  #: statistics, last game
        self.keeper.start(game)
        #: columns to wrap long lines at: the terminal's, else $COLUMNS, else 80
        self.width = width or shutil.get_terminal_size().columns
        self.assistant = Assistant(agent, agent_seed)  # answers hint, prob and auto
        self.input = stdin
        self.output = stdout
        self.color = color
        self.clock = clock
        self.running = True
        # Typed commands echo on a terminal; from a pipe, echo them so the transcript reads well.
        self.echo_free = bool(getattr(stdin, "isatty", lambda: False)())

    def say(self, text: str) -> None:
        """Write a line (or lines) to the output."""
        self.output.write(text + "\n")

    def show(self) -> None:
        """Draw the board, the status line and, at the end, the verdict."""
        self.say(board_text(glyphs(self.game), self.color))
        self.say(status_line(self.game))
        message = end_message(self.game)
        if message:
            self.keeper.finish(self.game, self.assistant.help_given(self.game))
            self.say(message + "  Type 'new' to play again, 'review' or 'quit'.")
            if self.keeper.note:
                self.say(self.keeper.note)

    def run(self) -> int:
        """Read commands until ``quit`` or the end of the input; returns the exit status. A
        game begun and unfinished when the session ends counts as abandoned."""
        try:
            return self._loop()
        finally:
            left = self.leave()
            if left:
                self.say(left)

    def _loop(self) -> int:
        kind = f"{board_kind(self.game)} " if board_kind(self.game) else ""
        self.say(f"Minesweeper {self.game.size}. {kind}Type 'help' for the commands.")
        self.show()
        while self.running:
            self.output.write("> ")
            self.output.flush()
            line = self.input.readline()
            if not line:
                self.say("")
                break
            if not self.echo_free:
                self.output.write(line if line.endswith("\n") else line + "\n")
            try:
                self.execute(line)
            except EndOfInput:
                # No answer can come any more: end as the end of input at the prompt does,
                # saying so, since the question was left open.
                self.say("\nEnd of input: quitting.")
                break
        return 0

    def execute(self, line: str) -> None:
        """Carry out one command line; a mistake gets a message, never an exception."""
        words = line.split()
        if not words:
            return
        if is_number(words[0]):
            words.insert(0, "reveal")  # "3 5" alone opens row 3, column 5
        found = find_command(words[0])
        if found is None:
            self.say(f"unknown command {words[0]!r}; type 'help' for the list")
            return
        try:
            found.handler(self, words[1:])
        except (OSError, ValueError) as error:
            self.say(f"error: {error_text(error)}")

    def cell(self, args: list[str]) -> tuple[int, int]:
        """Read ``ROW COL`` (numbered from 1, as on screen) into a 0-based (row, col)."""
        if len(args) != 2 or not all(is_number(arg) for arg in args):
            given = repr(" ".join(args)) if args else "nothing"
            raise CommandError(f"expected ROW COL as two numbers, such as '3 5'; got {given}")
        row = _coordinate(args[0], "row", self.game.height)
        col = _coordinate(args[1], "column", self.game.width)
        return row - 1, col - 1

    @property
    def in_progress(self) -> bool:
        """Whether leaving now would throw away a game begun and not finished."""
        return self.game.status == "playing" and self.game.begun

    def leave(self) -> str:
        """Leave the game on screen: one begun and unfinished is recorded as abandoned (a
        loss, unless the player chose otherwise); returns what to tell the player."""
        return self.keeper.leave(self.assistant.help_given(self.game)) or ""

    def confirm(self, question: str) -> bool:
        """Ask ``question`` and read the answer from the next line: only y or yes is yes.

        Raises `EndOfInput` if the input ends before an answer."""
        self.output.write(f"{question} (y/n) ")
        self.output.flush()
        line = self.input.readline()
        if not line:
            raise EndOfInput(question)
        if not self.echo_free:
            self.output.write(line if line.endswith("\n") else line + "\n")
        return line.strip().lower() in ("y", "yes")

    def new_game(self, game: Game) -> None:
        """Switch to ``game`` (asking first while one is under way) and draw it."""
        if self.in_progress and not self.confirm(self.keeper.leaving_question("Start a new game")):
            self.say("Not started: this game goes on.")
            return
        left = self.leave()
        if left:
            self.say(left)
        self.game = game
        self.keeper.start(game)
        self.show()
