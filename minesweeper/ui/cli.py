"""The ``minesweeper`` command: ``play`` in the terminal (the default), ``gui`` in a window,
``hint`` on a written position and ``bench`` for the agents.

Subcommands live in :data:`SUBCOMMANDS`; a new one adds its arguments and its run function there.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from aimacsp.version import VersionAction
from minesweeper.game.files import load_game
from minesweeper.game.play import Game
from minesweeper.ui import cli_ai, cli_bench, cli_review, cli_stats
from minesweeper.ui.options import add_agent_option, add_game_options
from minesweeper.ui.view import GAME_NOTES, error_text

__all__ = ["SUBCOMMANDS", "Subcommand", "add_game_options", "build_parser", "main", "new_game"]


@dataclass(frozen=True)
class Subcommand:
    """A subcommand: its help, a function adding its arguments, and one running it."""

    help: str
    configure: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


def new_game(args: argparse.Namespace) -> Game:
    """The game the options ask for."""
    if args.load:
        return load_game(args.load)
    return Game(args.difficulty, args.first_click, args.seed)


def _configure_play(parser: argparse.ArgumentParser) -> None:
    add_game_options(parser)
    add_agent_option(parser)
    parser.epilog = " ".join(GAME_NOTES)
    parser.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default="auto",
        help="colour the board: auto (on a terminal unless NO_COLOR is set), always, never",
    )
    parser.add_argument(
        "--prompt",
        action="store_true",
        help="type commands at a prompt instead of the full-screen game"
        " (the default when input or output is not a terminal)",
    )


def full_screen_wanted(args: argparse.Namespace, environ: Mapping[str, str] = os.environ) -> bool:
    """The full-screen game unless ``--prompt``, a pipe at either end, or a dumb terminal."""
    ttys = all(getattr(stream, "isatty", lambda: False)() for stream in (sys.stdin, sys.stdout))
    return ttys and not args.prompt and environ.get("TERM", "dumb") not in ("dumb", "")


def _run_play(args: argparse.Namespace) -> int:
    from minesweeper.ui.terminal.session import Session, use_color

    color = {"always": True, "never": False}.get(args.color, use_color(sys.stdout))
    if full_screen_wanted(args):
        try:
            from minesweeper.ui.terminal.curses_app import run_fullscreen
        except ImportError:  # Python without curses (Windows without windows-curses)
            print(
                "minesweeper: this Python has no curses for the full-screen game, so you play"
                " at the prompt (on Windows: pip install windows-curses)",
                file=sys.stderr,
            )
        else:
            return run_fullscreen(new_game(args), agent=args.agent, color=color)
    session = Session(new_game(args), sys.stdin, sys.stdout, color=color, agent=args.agent)
    return session.run()


def _configure_gui(parser: argparse.ArgumentParser) -> None:
    add_game_options(parser)
    add_agent_option(parser)
    parser.epilog = " ".join(GAME_NOTES)


def _run_gui(args: argparse.Namespace) -> int:
    try:
        from minesweeper.ui.window.gui import run_window
    except ImportError as error:  # Python built without Tk
        print(f"minesweeper: the window needs tkinter: {error}", file=sys.stderr)
        return 1
    return run_window(new_game(args), agent=args.agent)


SUBCOMMANDS: dict[str, Subcommand] = {
    "play": Subcommand(
        "play in the terminal, full screen (the default)", _configure_play, _run_play
    ),
    "gui": Subcommand("play in a window (Tk)", _configure_gui, _run_gui),
    "hint": Subcommand(
        "analyse a .mine position: probabilities, best move", cli_ai.configure_hint, cli_ai.run_hint
    ),
    "bench": Subcommand(
        "benchmark agents on the same seeded boards",
        cli_bench.configure_bench,
        cli_bench.run_bench_command,
    ),
    "review": Subcommand(
        "each click of a game looked at again: certain, or a guess (needless?)",
        cli_review.configure_review,
        cli_review.run_review,
    ),
    "stats": Subcommand(
        "your statistics and best times", cli_stats.configure_stats, cli_stats.run_stats
    ),
}


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = argparse.ArgumentParser(
        prog="minesweeper",
        description="Minesweeper in the terminal or in a window.",
        epilog="Without a subcommand, 'play' runs. Rows and columns are numbered from 1 on screen.",
    )
    parser.add_argument("--version", action=VersionAction)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, sub in SUBCOMMANDS.items():
        sub.configure(subparsers.add_parser(name, help=sub.help, description=sub.help))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    words = list(sys.argv[1:] if argv is None else argv)
    if not words or (words[0].startswith("-") and words[0] not in ("-h", "--help", "--version")):
        words.insert(0, "play")
    parser = build_parser()
    args = parser.parse_args(words)
    try:
        return SUBCOMMANDS[args.command].run(args)
    except BrokenPipeError:
        # The reader stopped early (``| head``): nothing to report, but Python would complain
        # again when it flushes stdout at exit, so point stdout at /dev/null first.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141  # 128 + SIGPIPE, as a shell reports it: not an error of the input (1)
    except (OSError, ValueError) as error:
        print(f"minesweeper: {error_text(error)}", file=sys.stderr)
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    return 1
