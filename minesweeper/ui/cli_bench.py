"""``minesweeper bench``: the agents on the same seeded boards, here or on a Dask cluster.

A pair, a function adding the arguments and one running them, for the table in
:mod:`minesweeper.ui.cli`. The games stream back from the executor into the progress bar and,
with ``--records``, into the CSV as they finish; ``--resume`` continues from that CSV.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from minesweeper.ai.agents import AGENTS
from minesweeper.bench.checkpoint import read_recorded, record_log
from minesweeper.bench.external import register_external
from minesweeper.bench.games import GameRecord
from minesweeper.bench.plot import plot_win_rates, require_matplotlib
from minesweeper.bench.report import format_table, write_json, write_records
from minesweeper.bench.runner import BenchConfig, run_bench, summaries
from minesweeper.game.difficulty import FIRST_CLICK_RULES
from minesweeper.ui.options import agent_list, difficulty_list, positive, seed
from taskfarm import Executor, add_executor_options, executor_from_args, prepare_output

__all__ = ["configure_bench", "run_bench_command"]


def configure_bench(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``bench``: agents, difficulties, games, rule, seed, executor, outputs."""
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
        help=f"the games' first-click rule: {', '.join(FIRST_CLICK_RULES)} (default safe)",
    )
    parser.add_argument("--seed", type=seed, default=0, help="seed of the boards (default 0)")
    parser.add_argument(
        "--external",
        metavar="NAME=COMMAND",
        action="append",
        default=[],
        help="also play a solver of your own, run as COMMAND (docs/external-player.md)",
    )
    add_executor_options(parser, "cores")
    parser.add_argument("--json", metavar="OUT", help="write the summary as JSON")
    parser.add_argument(
        "--records", metavar="OUT.csv", help="write every game as a CSV row, as games finish"
    )
    parser.add_argument(
        "--resume",
        metavar="OUT.csv",
        help="continue the study recorded there (same options): play only the games missing",
    )
    parser.add_argument("--plot", metavar="OUT.png", help="draw the win rates (needs matplotlib)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")


def run_bench_command(args: argparse.Namespace) -> int:
    """Play the games, print the table, write the files asked for."""
    if args.plot:
        require_matplotlib()  # say so now, not after minutes of games
    for option in ("json", "records", "plot"):  # likewise a path that cannot be written
        if getattr(args, option):
            prepare_output(getattr(args, option), f"--{option}")
    if args.resume and args.records and Path(args.resume) != Path(args.records):
        raise ValueError("--resume continues its own file: give --records the same file, or none")
    agents = list(args.agents) + [register_external(spec) for spec in args.external]
    config = BenchConfig(
        agents, args.difficulty, args.games, args.first_click, args.seed, args.task_size
    )
    recorded = read_recorded(args.resume, config) if args.resume else []
    path = args.resume or args.records
    with executor_from_args(args, os.cpu_count() or 1) as executor:
        where = executor.describe()
        records = _play(config, executor, recorded, path, bool(args.resume), args.no_progress)
    results = summaries(records)
    print(
        f"{args.games} games per agent and difficulty, first click {args.first_click}"
        f" (where the agent chooses), seed {args.seed}, on {where}"
    )
    if recorded:
        print(f"resumed: {len(recorded)} games from {args.resume}, {len(records) - len(recorded)}"
              " played now")
    print(format_table(results))
    if args.json:
        write_json(results, args.json)
        print(f"wrote {args.json}")
    if path:
        write_records(records, path)  # the same file, now in order
        print(f"wrote {path}")
    if args.plot:
        plot_win_rates(results, args.plot)
        print(f"wrote {args.plot}")
    return 0


def _play(
    config: BenchConfig,
    executor: Executor,
    recorded: list[GameRecord],
    path: str | None,
    resume: bool,
    quiet: bool,
) -> list[GameRecord]:
    """Run the bench with a progress bar, appending each finished task's games to ``path``."""
    from tqdm import tqdm  # here, not at the top: it reads package metadata, a tenth of start-up

    log = record_log(path) if path else None
    total = config.games * len(config.groups())
    # disable=None: a bar on a terminal, nothing in a log or a pipe
    bar = tqdm(
        total=total, initial=len(recorded), unit="game", file=sys.stderr,
        disable=True if quiet else None,
    )  # fmt: skip
    with bar:
        if log is not None:
            log.start(resume)

        def finished(records: list[GameRecord]) -> None:
            bar.update(len(records))
            if log is not None:
                log.append(records)

        try:
            return run_bench(config, progress=finished, executor=executor, recorded=recorded)
        except KeyboardInterrupt:
            if log is not None:
                bar.close()
                print(f"interrupted: the games finished are in {path};"
                      f" --resume {path} plays the rest", file=sys.stderr)
            raise
        finally:
            if log is not None:
                log.close()
