"""The game's terminal commands: moves, new game, save and load, help and quit."""

from __future__ import annotations

import textwrap
from collections.abc import Callable

from minesweeper.game.difficulty import FirstClick, parse_first_click
from minesweeper.game.files import load_game, save_game
from minesweeper.game.play import Game
from minesweeper.ui.terminal.session import COMMANDS, CommandError, Session, command
from minesweeper.ui.view import GAME_NOTES, GLYPHS

__all__: list[str] = []

_USAGE_COLUMN = 16  # the width of the usage column in help; longer usages take their own line


def _move(
    session: Session, args: list[str], action: Callable[[Game, int, int], object], idle: str
) -> None:
    """Play a move on the typed cell; say ``idle`` if it changes nothing."""
    if session.game.status != "playing":
        raise CommandError(f"the game is over ({session.game.status}): type 'new' to play again")
    row, col = session.cell(args)
    before = len(session.game.moves)
    action(session.game, row, col)
    if len(session.game.moves) == before:
        session.say(f"Nothing happens: {idle}.")
    else:
        session.show()


@command(
    "reveal", "r", "open", "o", usage="reveal ROW COL", summary="open a cell (or just ROW COL)"
)
def _reveal(session: Session, args: list[str]) -> None:
    _move(session, args, Game.reveal, "the cell is open already, or flagged")


@command("flag", "f", usage="flag ROW COL", summary="put a flag on a cell, or take it off")
def _flag(session: Session, args: list[str]) -> None:
    _move(session, args, Game.flag, "an open cell takes no flag")


@command("question", "?", "mark", usage="question ROW COL", summary="put or take a question mark")
def _question(session: Session, args: list[str]) -> None:
    _move(session, args, Game.question, "an open cell takes no mark")


@command(
    "chord", "c", usage="chord ROW COL", summary="open the neighbours of a fully flagged number"
)
def _chord(session: Session, args: list[str]) -> None:
    idle = "chord works on an open number with exactly that many flags around it"
    _move(session, args, Game.chord, idle)


@command(
    "new",
    "n",
    usage="new [DIFFICULTY] [RULE]",
    summary="new game: beginner, intermediate, expert, classic or WxH/M; first-click RULE safe,"
    " opening, none or no-guess",
)
def _new(session: Session, args: list[str]) -> None:
    if len(args) > 2:
        raise CommandError(
            f"expected at most a difficulty and a first-click rule, got {' '.join(args)!r}"
        )
    difficulty = args[0] if args else session.game.size
    rule: FirstClick = parse_first_click(args[1]) if len(args) > 1 else session.game.first_click
    session.new_game(Game(difficulty, rule, clock=session.clock))


@command(
    "save", "s", usage="save FILE", summary="save the game (.json; .mine position; .mbf layout)"
)
def _save(session: Session, args: list[str]) -> None:
    if len(args) != 1:
        raise CommandError("expected one file name, such as 'save game.json'")
    session.say(save_game(session.game, args[0]))


@command("load", "l", usage="load FILE", summary="load a saved game (.json) or a layout (.mbf)")
def _load(session: Session, args: list[str]) -> None:
    if len(args) != 1:
        raise CommandError("expected one file name, such as 'load game.json'")
    session.new_game(load_game(args[0], clock=session.clock))


@command("show", "board", "b", usage="show", summary="draw the board again")
def _show(session: Session, args: list[str]) -> None:
    session.show()


@command("help", "h", usage="help", summary="list the commands and symbols")
def _help(session: Session, args: list[str]) -> None:
    width = max(session.width, 40)
    indent = " " * (_USAGE_COLUMN + 4)
    for known in COMMANDS.values():
        spellings = f" (also: {', '.join(known.aliases)})" if known.aliases else ""
        first = f"  {known.usage:<{_USAGE_COLUMN}}  "
        if len(first) > len(indent):  # a long usage gets a line of its own
            session.say(first.rstrip())
            first = indent
        session.say(textwrap.fill(known.summary + spellings, width, initial_indent=first,
                                  subsequent_indent=indent))  # fmt: skip
    legend = ", ".join(f"{glyph} {meaning}" for glyph, meaning in GLYPHS.items())
    session.say(
        textwrap.fill(f"Rows and columns count from 1. Symbols: 1-8 numbers, {legend}.", width)
    )
    for paragraph in GAME_NOTES:
        session.say(textwrap.fill(paragraph, width))


@command("quit", "q", "exit", usage="quit", summary="leave the game")
def _quit(session: Session, args: list[str]) -> None:
    if args:  # "q 1 1" was meant as a question mark: never lose a game to a slip
        raise CommandError(
            f"quit takes nothing after it, got {' '.join(args)!r}; to mark a cell type"
            " '? ROW COL', to leave type 'quit' alone"
        )
    if session.in_progress and not session.confirm(session.keeper.leaving_question("Quit")):
        session.say("Not quitting. 'save FILE' keeps the game for later.")
        return
    left = session.leave()
    if left:
        session.say(left)
    session.running = False
    session.say("Bye.")
