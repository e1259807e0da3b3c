"""Compare the Minesweeper agents on the same seeded beginner boards, in a few seconds.

Run from the repository root: ``python examples/minesweeper_agents.py [GAMES]``. For real
numbers use the command line, e.g. ``minesweeper bench --games 1000 -d beginner,expert``.
"""

import sys

from minesweeper.ai.agents import AGENTS, DEFAULT_AGENT
from minesweeper.bench.report import format_table
from minesweeper.bench.runner import BenchConfig, parse_difficulties, run_bench, summaries


def main(games: int) -> None:
    # Weakest to strongest; the default agent (the strongest) closes the list.
    names = [name for name in ("random", "rules", "gac", "probabilistic") if name in AGENTS]
    names += [DEFAULT_AGENT] if DEFAULT_AGENT not in names else []
    config = BenchConfig(names, parse_difficulties("beginner"), games, seed=2024)
    records = run_bench(config, workers=1)  # one process: small runs need no pool
    print(f"{games} beginner games each, the same boards for every agent:")
    print(format_table(summaries(records)))
    # Each record is one game; its board seed replays it: Game("beginner", "safe", seed).
    lost = [r.board_seed for r in records if r.agent == DEFAULT_AGENT and not r.won]
    replay = f"; replay the first: Game('beginner', 'safe', {lost[0]})" if lost else ""
    print(f"boards {DEFAULT_AGENT} lost: {len(lost)}{replay}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
