"""The ``minesweeper`` command: ``play`` in the terminal (the default) and ``gui`` in a window.

Subcommands live in :data:`SUBCOMMANDS`; a new one adds its arguments and its run function there.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from minesweeper.difficulty import (
    FIRST_CLICK_RULES,
    DifficultyError,
    Size,
    parse_difficulty,
)
from minesweeper.files import load_game
from minesweeper.game import Game

__all__ = ["SUBCOMMANDS", "Subcommand", "build_parser", "main", "new_game"]


@dataclass(frozen=True)
class Subcommand:
    """A subcommand: its help, a function adding its arguments, and one running it."""

    help: str
    configure: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


def _difficulty(text: str) -> Size:
    try:
        return parse_difficulty(text)
    except DifficultyError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _seed(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"expected a whole number >= 0, got {text!r}")
    return int(text)


def add_game_options(parser: argparse.ArgumentParser) -> None:
    """The options that say which game to start: difficulty, first-click rule, seed, file."""
    parser.add_argument(
        "-d",
        "--difficulty",
        type=_difficulty,
        default=parse_difficulty("beginner"),
        help="beginner (9x9/10, default), intermediate (16x16/40), expert (30x16/99),"
        " classic (8x8/10) or WIDTHxHEIGHT/MINES",
    )
    parser.add_argument(
        "--first-click",
        choices=FIRST_CLICK_RULES,
        default="safe",
        help="safe: never a mine (default); opening: never next to one either; none: no help",
    )
    parser.add_argument("--seed", type=_seed, help="seed for the mine layout, to replay a board")
    parser.add_argument(
        "--load", metavar="FILE", help="resume a saved game (.json) or play an .mbf"
    )


def new_game(args: argparse.Namespace) -> Game:
    """The game the options ask for."""
    if args.load:
        return load_game(args.load)
    return Game(args.difficulty, args.first_click, args.seed)


def _configure_play(parser: argparse.ArgumentParser) -> None:
    add_game_options(parser)
    parser.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default="auto",
        help="colour the board: auto (on a terminal unless NO_COLOR is set), always, never",
    )


def _run_play(args: argparse.Namespace) -> int:
    from minesweeper.tui import Session, use_color

    color = {"always": True, "never": False}.get(args.color, use_color(sys.stdout))
    return Session(new_game(args), sys.stdin, sys.stdout, color=color).run()


def _run_gui(args: argparse.Namespace) -> int:
    try:
        from minesweeper.gui import run_window
    except ImportError as error:  # Python built without Tk
        print(f"minesweeper: the window needs tkinter: {error}", file=sys.stderr)
        return 1
    return run_window(new_game(args))


SUBCOMMANDS: dict[str, Subcommand] = {
    "play": Subcommand("play in the terminal (the default)", _configure_play, _run_play),
    "gui": Subcommand("play in a window (Tk)", add_game_options, _run_gui),
}


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = argparse.ArgumentParser(
        prog="minesweeper",
        description="Minesweeper in the terminal or in a window.",
        epilog="Without a subcommand, 'play' runs. Rows and columns are numbered from 1 on screen.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, sub in SUBCOMMANDS.items():
        sub.configure(subparsers.add_parser(name, help=sub.help, description=sub.help))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    words = list(sys.argv[1:] if argv is None else argv)
    if not words or (words[0].startswith("-") and words[0] not in ("-h", "--help")):
        words.insert(0, "play")
    parser = build_parser()
    args = parser.parse_args(words)
    try:
        return SUBCOMMANDS[args.command].run(args)
    except OSError as error:
        print(f"minesweeper: {error.filename}: {error.strerror}", file=sys.stderr)
    except ValueError as error:
        print(f"minesweeper: {error}", file=sys.stderr)
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    return 1
