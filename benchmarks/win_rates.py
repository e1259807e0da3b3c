"""The win rates docs/minesweeper-ai.md reports: an agent on the standard boards, both first-click
rules.

Every (board, rule) row is played on boards derived from the reporting seed, which was never
used while tuning (tuning runs of ``benchmarks/compare_agents.py`` use seeds 1-999), and is
printed with its 95% Wilson interval beside the strongest published figure for the same rule:

    python benchmarks/win_rates.py                       # docs/minesweeper-ai.md's table (an hour)
    python benchmarks/win_rates.py --scale 0.1 --json out.json   # a tenth of the games

The published figures: safe first click in a corner and opening first click inside the board,
from the Java solver of JSMinesweeper's author (expert 41.13% / 54.3%) and a C++ solver using
PSEQ with an exhaustive endgame (the small boards), as quoted in the project's issue 8.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from minesweeper.bench.runner import BenchConfig, run_bench, summaries  # noqa: E402
from minesweeper.game.difficulty import FirstClick, parse_difficulty  # noqa: E402

REPORTING_SEED = 20261123

#: (board, rule, games, strongest published win rate or None)
ROWS: list[tuple[str, FirstClick, int, float | None]] = [
    ("9x9/10", "safe", 10000, 0.9184),
    ("8x8/10", "safe", 10000, 0.8177),
    ("16x16/40", "safe", 5000, 0.7823),
    ("30x16/99", "safe", 5000, 0.4113),
    ("9x9/10", "opening", 10000, 0.9728),
    ("8x8/10", "opening", 10000, None),
    ("16x16/40", "opening", 5000, 0.8943),
    ("30x16/99", "opening", 5000, 0.543),
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--agent", default="best")
    parser.add_argument("--seed", type=int, default=REPORTING_SEED)
    parser.add_argument("--scale", type=float, default=1.0, help="play this share of the games")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--only", help="comma-separated boards to play (e.g. 30x16/99)")
    parser.add_argument("--json", metavar="OUT", help="write the rows as JSON")
    args = parser.parse_args()
    wanted = set(args.only.split(",")) if args.only else None
    print(f"agent {args.agent}, seed {args.seed}")
    print("| board | rule | games | win rate | 95% CI | published | mean s/game |")
    print("|---|---|---:|---:|---|---:|---:|")
    rows = []
    for board, rule, games, published in ROWS:
        if wanted is not None and board not in wanted:
            continue
        count = max(1, round(games * args.scale))
        difficulty = [(board, parse_difficulty(board))]
        config = BenchConfig([args.agent], difficulty, count, rule, args.seed)
        started = time.perf_counter()
        (summary,) = summaries(run_bench(config, args.workers))
        low, high = summary.ci95
        shown = f"{published:.2%}" if published is not None else "-"
        print(
            f"| {board} | {rule} | {count} | {summary.win_rate:.2%} | {low:.2%}-{high:.2%}"
            f" | {shown} | {summary.time_mean_s:.3f} |",
            flush=True,
        )
        rows.append(
            {
                "board": board,
                "rule": rule,
                "games": count,
                "wins": summary.wins,
                "win_rate": summary.win_rate,
                "ci95": [low, high],
                "published": published,
                "time_mean_s": summary.time_mean_s,
                "wall_s": time.perf_counter() - started,
            }
        )
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
