"""The AI subcommand ``minesweeper hint FILE.mine`` (``bench`` is in `cli_bench`).

It is a pair, a function adding the arguments and one running them, for the table in
:mod:`minesweeper.ui.cli`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

from minesweeper.ai.advice import Encoded, advice_json, impossible_json
from minesweeper.ai.advisor import Advice, advise
from minesweeper.ai.agents import make_agent
from minesweeper.ai.probability import mine_probabilities
from minesweeper.game.difficulty import FIRST_CLICK_RULES
from minesweeper.game.position import Position
from minesweeper.game.words import plural
from minesweeper.ui.options import DEFAULT_FIRST_CLICK, add_agent_option, seed
from minesweeper.ui.view import board_text, map_text, position_glyphs

__all__ = ["configure_hint", "run_hint"]


def configure_hint(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``hint``: the file, the agent, JSON output."""
    parser.add_argument("file", metavar="FILE.mine", help="a written position ('-' reads stdin)")
    add_agent_option(parser)
    parser.add_argument("--json", action="store_true", help="print JSON for programs")
    parser.add_argument(
        "--seed", type=seed, default=0,
        help="the agent's seed (the guesses of random, rules and the CSP agents, the ties of"
        " probabilistic; best takes the first of tied cells in reading order)",
    )  # fmt: skip
    parser.add_argument(
        "--first-click",
        choices=FIRST_CLICK_RULES,
        default=DEFAULT_FIRST_CLICK,
        help="the game's first-click rule: where an untouched board is best opened (default"
        f" {DEFAULT_FIRST_CLICK}, as games are played unless chosen otherwise)",
    )


def read_stdin() -> str:
    """Standard input as strict UTF-8, so that bytes that are not text are named as for a file
    (the text layer of stdin would replace them silently)."""
    raw = getattr(sys.stdin, "buffer", None)
    return sys.stdin.read() if raw is None else raw.read().decode("utf-8")


def _impossible_json(advice: Advice) -> dict[str, object]:
    """An impossible position for programs; one no number takes part in (the first-click
    rule's) has no cells."""
    if advice.why is not None:
        return impossible_json(advice.why)
    return {"because": [], "because_mine_counter": False, "explanation": advice.problem}


def write_json(data: dict[str, object], out: TextIO) -> None:
    """``data`` as JSON, a key a line and a list's element a line (an `Encoded` element
    copied as it is): as easy to read as an indented dump, but each line is written by the
    C encoder (``indent`` makes json write in Python: 15 s for the 500,000 cells of a
    1000x1000 board) and a list may be an iterator."""
    out.write("{")
    for k, (key, value) in enumerate(data.items()):
        out.write(("," if k else "") + f"\n  {json.dumps(key)}: ")
        if isinstance(value, Iterator | list):
            separator = "["
            for item in value:
                text = item if isinstance(item, Encoded) else json.dumps(item)
                out.write(separator + "\n    " + text)
                separator = ","
            out.write("[]" if separator == "[" else "\n  ]")
        else:
            out.write(json.dumps(value, indent=2).replace("\n", "\n  "))
    out.write("\n}\n")


def run_hint(args: argparse.Namespace) -> int:
    """Analyse the position: the board, its probability map, the recommended move."""
    name = "<stdin>" if args.file == "-" else args.file
    try:
        text = read_stdin() if args.file == "-" else Path(args.file).read_text(encoding="utf-8")
        position = Position.from_text(text)
    except UnicodeDecodeError as error:
        raise ValueError(
            f"{name}: not a .mine position (byte {error.start + 1} is not UTF-8 text)"
        ) from None
    except ValueError as error:
        raise ValueError(f"{name}: {error}") from None
    agent = make_agent(args.agent, seed=args.seed, first_click=args.first_click)
    # The agent's analyzer, when it has one, keeps the components it counts here for its move.
    analyse = getattr(agent, "analyse", mine_probabilities)
    advice = advise(position, args.first_click, agent, analyse=analyse)
    if advice.problem:  # numbers, flags and counter that no layout fits
        if args.json:
            print(json.dumps({"impossible": _impossible_json(advice)}, indent=2))
        raise ValueError(f"{name}: {advice.problem}")
    probabilities, move = advice.probabilities, advice.move
    assert probabilities is not None  # counted, or the first-click odds around the move
    if args.json:
        write_json(advice_json(position, probabilities, move, streamed=True), sys.stdout)
        return 0
    print(
        f"{name}: {position.width}x{position.height}, {plural(position.mines, 'mine')},"
        f" {position.mines_left} not flagged"
    )
    print(board_text(position_glyphs(position)))
    print("\nMine probabilities:")
    print(map_text(position, probabilities))
    print()
    print("\n".join(advice.lines()) if move else "Nothing is left to open.")
    return 0
