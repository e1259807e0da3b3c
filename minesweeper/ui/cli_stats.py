"""``minesweeper stats``: the player's statistics and best times."""

from __future__ import annotations

import argparse
import json
import sys

from minesweeper.ui.stats import data_folder, read_statistics, statistics_text
from minesweeper.ui.stats.keeper import STATISTICS
from minesweeper.ui.stats.store import to_json

__all__ = ["configure_stats", "run_stats"]


def configure_stats(parser: argparse.ArgumentParser) -> None:
    """The options of ``stats``."""
    parser.add_argument("--json", action="store_true", help="print the statistics as JSON")
    parser.epilog = (
        f"The file is {STATISTICS} in the data folder ({data_folder()}; set MINESWEEPER_DATA"
        " to use another). Games in which a hint was taken or the AI moved are counted apart."
    )


def run_stats(args: argparse.Namespace) -> int:
    """Print the statistics; notes (a file set aside) go to stderr."""
    path = data_folder() / STATISTICS
    stats, notes = read_statistics(path)
    for note in notes:
        print(f"minesweeper: {note}", file=sys.stderr)
    if args.json:
        print(json.dumps(json.loads(to_json(stats))["tallies"], indent=1))
    else:
        print(statistics_text(stats))
        print(f"\n(from {path})")
    return 0
