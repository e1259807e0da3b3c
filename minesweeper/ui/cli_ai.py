"""The AI subcommands: ``minesweeper hint FILE.mine`` and ``minesweeper bench``.

Each is a pair, a function adding the arguments and one running them, for the table in
:mod:`minesweeper.ui.cli`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from tqdm import tqdm

from minesweeper.ai.advice import advice_json, hint_lines, impossible_json
from minesweeper.ai.agents import AGENTS, make_agent
from minesweeper.ai.explain import explain_position
from minesweeper.ai.model import ImpossiblePosition
from minesweeper.ai.probability import mine_probabilities
from minesweeper.bench.plot import plot_win_rates, require_matplotlib
from minesweeper.bench.report import format_table, write_json, write_records
from minesweeper.bench.runner import BenchConfig, run_bench, summaries
from minesweeper.game.difficulty import FIRST_CLICK_RULES
from minesweeper.game.position import Position
from minesweeper.game.words import plural
from minesweeper.ui.options import add_agent_option, agent_list, difficulty_list, positive, seed
from minesweeper.ui.view import board_text, map_text, position_glyphs

__all__ = ["configure_bench", "configure_hint", "run_bench_command", "run_hint"]


def configure_hint(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``hint``: the file, the agent, JSON output."""
    parser.add_argument("file", metavar="FILE.mine", help="a written position ('-' reads stdin)")
    add_agent_option(parser)
    parser.add_argument("--json", action="store_true", help="print JSON for programs")
    parser.add_argument("--seed", type=seed, default=0, help="the agent's seed (ties, guesses)")
    parser.add_argument(
        "--first-click",
        choices=FIRST_CLICK_RULES,
        default="safe",
        help="the game's first-click rule: where an untouched board is best opened (default safe)",
    )


def run_hint(args: argparse.Namespace) -> int:
    """Analyse the position: the board, its probability map, the recommended move."""
    name = "<stdin>" if args.file == "-" else args.file
    text = sys.stdin.read() if args.file == "-" else Path(args.file).read_text(encoding="utf-8")
    try:
        position = Position.from_text(text)
    except ValueError as error:
        raise ValueError(f"{name}: {error}") from None
    try:
        probabilities = mine_probabilities(position)
    except ImpossiblePosition as error:  # numbers, flags and counter that no layout fits
        why = explain_position(position)
        if why is None:  # pragma: no cover - mine_probabilities and the proof disagree
            raise ValueError(f"{name}: {error}") from None
        if args.json:
            print(json.dumps({"impossible": impossible_json(why)}, indent=2))
        raise ValueError(f"{name}: {why.text}") from None
    move = None
    if position.hidden_cells():
        agent = make_agent(args.agent, seed=args.seed, first_click=args.first_click)
        move = agent.next_move(position)
    if args.json:
        print(json.dumps(advice_json(position, probabilities, move), indent=2))
        return 0
    print(
        f"{name}: {position.width}x{position.height}, {plural(position.mines, 'mine')},"
        f" {position.mines_left} not flagged"
    )
    print(board_text(position_glyphs(position)))
    print("\nMine probabilities:")
    print(map_text(position, probabilities))
    print()
    print("\n".join(hint_lines(probabilities, move)) if move else "Nothing is left to open.")
    return 0


def configure_bench(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``bench``: agents, difficulties, games, rule, seed, workers, outputs."""
    every = ",".join(AGENTS)
    parser.add_argument(
        "--agents", type=agent_list, default=every, help=f"comma-separated (default {every})"
    )
    parser.add_argument(
        "-d",
        "--difficulty",
        type=difficulty_list,
        default="beginner",
        help="comma-separated: beginner (default), intermediate, expert, classic, WxH/M",
    )
    parser.add_argument(
        "--games", type=positive, default=100, help="games per agent and difficulty (100)"
    )
    parser.add_argument(
        "--first-click",
        choices=FIRST_CLICK_RULES,
        default="safe",
        help="the games' first-click rule: safe (default), opening or none",
    )
    parser.add_argument("--seed", type=seed, default=0, help="seed of the boards (default 0)")
    parser.add_argument(
        "--workers", type=positive, default=os.cpu_count() or 1, help="processes (default: cores)"
    )
    parser.add_argument("--json", metavar="OUT", help="write the summary as JSON")
    parser.add_argument("--records", metavar="OUT.csv", help="write every game as a CSV row")
    parser.add_argument("--plot", metavar="OUT.png", help="draw the win rates (needs matplotlib)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")


def run_bench_command(args: argparse.Namespace) -> int:
    """Play the games, print the table, write the files asked for."""
    if args.plot:
        require_matplotlib()  # say so now, not after minutes of games
    config = BenchConfig(args.agents, args.difficulty, args.games, args.first_click, args.seed)
    total = args.games * len(config.agents) * len(config.difficulties)
    # disable=None: a bar on a terminal, nothing in a log or a pipe
    with tqdm(
        total=total, unit="game", file=sys.stderr, disable=True if args.no_progress else None
    ) as bar:

        def advance(done: int) -> None:
            bar.update(done)

        records = run_bench(config, args.workers, advance)
    results = summaries(records)
    print(
        f"{args.games} games per agent and difficulty, first click {args.first_click}"
        f" (where the agent chooses), seed {args.seed}, {args.workers} workers"
    )
    print(format_table(results))
    if args.json:
        write_json(results, args.json)
        print(f"wrote {args.json}")
    if args.records:
        write_records(records, args.records)
        print(f"wrote {args.records}")
    if args.plot:
        plot_win_rates(results, args.plot)
        print(f"wrote {args.plot}")
    return 0
