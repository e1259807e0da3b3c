"""``minesweeper stats``: the player's statistics and best times, and the rule for games left
unfinished. Reading writes nothing, so it works on a read-only data folder."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from typing import get_args

from minesweeper.ui.stats import data_folder, read_statistics, statistics_text, update
from minesweeper.ui.stats.keeper import STATISTICS
from minesweeper.ui.stats.store import to_json
from minesweeper.ui.stats.table import ABANDONED, Abandoned

__all__ = ["configure_stats", "run_stats"]


def configure_stats(parser: argparse.ArgumentParser) -> None:
    """The options of ``stats``."""
    parser.add_argument("--json", action="store_true", help="print the statistics as JSON")
    parser.add_argument(
        "--abandoned",
        choices=get_args(Abandoned),
        help="from now on, a game left unfinished (a new game, quit, the window closed)"
        " counts as a loss (Windows' rule, the default) or is not counted",
    )
    parser.epilog = (
        f"The file is {STATISTICS} in the data folder ({data_folder()}; set MINESWEEPER_DATA"
        " to use another). Games with hints (a hint taken, the odds shown) and games the AI"
        " played (it made a move) are counted apart, each kind in its own rows; a game the AI"
        " played is never a best time."
    )


def run_stats(args: argparse.Namespace) -> int:
    """Print the statistics (after changing the rule, if asked); notes go to stderr."""
    path = data_folder() / STATISTICS
    if args.abandoned is not None:
        rule: Abandoned = args.abandoned
        for note in update(path, lambda stats: replace(stats, abandoned=rule)):
            print(f"minesweeper: {note}", file=sys.stderr)
        print(f"From now on: {ABANDONED[rule]}", file=sys.stderr)
    stats, notes = read_statistics(path)
    for note in notes:
        print(f"minesweeper: {note}", file=sys.stderr)
    if args.json:
        print(json.dumps(json.loads(to_json(stats))["tallies"], indent=1))
    else:
        print(statistics_text(stats))
        print(f"\n(from {path})")
    return 0
