"""Compare agents, or settings of one agent, game by game on the same seeded boards.

Win rates move by tenths of a point, so two versions of an agent are compared on the same
boards (paired): game i of every variant has the same board seed and agent seed, and the
difference in win rate gets a paired 95% interval from the games where only one variant won.
A variant is an agent name, optionally with settings that override the agent's attributes:

    python benchmarks/compare_agents.py best best:window=0.1 -d expert --games 2000 --seed 7
    python benchmarks/compare_agents.py best best:opening_inset=3 -d expert --first-click opening
    python benchmarks/compare_agents.py best mine --external mine="./my-solver" -d expert

Tuning runs use seeds 1-999; the win rates reported in docs/minesweeper-ai.md use seeds
20261123 onwards (see benchmarks/win_rates.py), so no reported board was ever seen while tuning.
"""

from __future__ import annotations

import argparse
import ast
import csv
import math
import multiprocessing
import os
import runpy
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from minesweeper.ai.agents import Agent, make_agent  # noqa: E402
from minesweeper.ai.autoplay import play  # noqa: E402
from minesweeper.bench.external import register_external  # noqa: E402
from minesweeper.bench.games import derived_seed  # noqa: E402
from minesweeper.bench.stats import Z95, wilson_interval  # noqa: E402
from minesweeper.game.difficulty import FirstClick, Size, parse_difficulty  # noqa: E402
from minesweeper.game.play import Game  # noqa: E402


@dataclass(frozen=True)
class Variant:
    """An agent name and the attribute settings that make this variant of it."""

    text: str
    name: str
    settings: tuple[tuple[str, object], ...]

    @classmethod
    def parse(cls, text: str) -> Variant:
        name, _, rest = text.partition(":")
        settings = []
        for item in filter(None, rest.split(",")):
            key, _, value = item.partition("=")
            settings.append((key.strip(), ast.literal_eval(value.strip())))
        return cls(text, name, tuple(settings))

    def make(self, seed: int, first_click: FirstClick) -> Agent:
        agent = make_agent(self.name, seed=seed, first_click=first_click)
        for key, value in self.settings:
            if not hasattr(agent, key):
                raise SystemExit(f"{self.text}: {self.name} has no setting {key!r}")
            setattr(agent, key, value)
        return agent


def play_games(
    job: tuple[list[Variant], Size, FirstClick, int, int, int],
) -> list[tuple[int, list[bool], list[float]]]:
    """Games ``start..stop`` for every variant: (index, won by variant, seconds by variant)."""
    variants, size, rule, seed, start, stop = job
    rows = []
    for index in range(start, stop):
        board_seed = derived_seed(seed, size, index, "board")
        agent_seed = derived_seed(seed, size, index, "agent")
        wins, seconds = [], []
        for variant in variants:
            result = play(Game(size, rule, board_seed), variant.make(agent_seed, rule))
            wins.append(result.won)
            seconds.append(result.seconds)
        rows.append((index, wins, seconds))
    return rows


def paired_difference(a: list[bool], b: list[bool]) -> tuple[float, float, float]:
    """The difference of win rates b - a with a paired 95% interval (normal approximation on
    the discordant games)."""
    n = len(a)
    only_b = sum(1 for x, y in zip(a, b) if y and not x)
    only_a = sum(1 for x, y in zip(a, b) if x and not y)
    diff = (only_b - only_a) / n
    variance = ((only_a + only_b) / n - diff * diff) / n
    half = Z95 * math.sqrt(max(variance, 0.0))
    return diff, diff - half, diff + half


def write_records(
    path: str,
    variants: list[Variant],
    size: Size,
    seed: int,
    rows: list[tuple[int, list[bool], list[float]]],
) -> None:
    """One CSV row per game: its index, its board seed, and whether each variant won it."""
    with open(path, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(["index", "board_seed", *(v.text for v in variants)])
        for index, wins, _ in rows:
            board = derived_seed(seed, size, index, "board")
            writer.writerow([index, board, *(int(won) for won in wins)])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variants", nargs="+", help="NAME or NAME:key=value,key=value")
    parser.add_argument("-d", "--difficulty", default="beginner")
    parser.add_argument("--first-click", default="safe", choices=["safe", "opening", "none"])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--chunk", type=int, default=20, help="games per task")
    parser.add_argument(
        "--plugin", action="append", default=[], help="a Python file that registers agents"
    )
    parser.add_argument(
        "--external",
        metavar="NAME=COMMAND",
        action="append",
        default=[],
        help="a solver of your own, played as the agent NAME (docs/external-player.md)",
    )
    parser.add_argument("--records", metavar="OUT.csv", help="write every game's results, paired")
    args = parser.parse_args()
    for spec in args.external:
        register_external(spec)
    for path in args.plugin:  # e.g. an older version of an agent, kept outside the package
        sys.path.insert(0, str(Path(path).resolve().parent))
        runpy.run_path(path, run_name=Path(path).stem)
    variants = [Variant.parse(text) for text in args.variants]
    size = parse_difficulty(args.difficulty)
    jobs = [
        (variants, size, args.first_click, args.seed, start, min(start + args.chunk, args.games))
        for start in range(0, args.games, args.chunk)
    ]
    started = time.perf_counter()
    rows = []
    with multiprocessing.Pool(args.workers) as pool:
        for done in pool.imap_unordered(play_games, jobs):
            rows.extend(done)
            print(f"\r{len(rows)}/{args.games} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    rows.sort()
    print(
        f"{args.games} games of {size}, first click {args.first_click}, seed {args.seed},"
        f" {time.perf_counter() - started:.0f} s"
    )
    if args.records:
        write_records(args.records, variants, size, args.seed, rows)
    base = [wins[0] for _, wins, _ in rows]
    for k, variant in enumerate(variants):
        won = [wins[k] for _, wins, _ in rows]
        low, high = wilson_interval(sum(won), len(won))
        mean_s = sum(s[k] for _, _, s in rows) / len(rows)
        line = f"{variant.text:<50} {sum(won) / len(won):7.2%} ({low:.2%}-{high:.2%})"
        line += f"  {mean_s:.3f} s/game"
        if k:
            diff, d_low, d_high = paired_difference(base, won)
            line += f"  vs first: {diff:+.2%} ({d_low:+.2%} to {d_high:+.2%})"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
