"""Time no-guess board generation: ours (`lay_no_guess`, pure Python) against ms_toollib's
`laymine_solvable` (compiled Rust) in the same run, on the same first cells.

    nice -n 10 python benchmarks/no_guess.py [--boards 50] [--seed 0] [--check]

Sizes: beginner, intermediate, expert, and 30x16 with 115, 120 and 130 mines. Board ``i`` of
a size gets its first cell from ``seed + i`` and each generator its own seeded draw; the two
generators alternate board by board, so machine load falls on both alike. Prints, per size,
the median, 90th percentile and worst seconds of each, the ratio of medians (theirs / ours,
above 1 when ours is faster), and with ``--check`` how many of our boards two independent
players clear without a guess: the exact probabilities (mine counter included) and
ms_toollib's ``is_solvable`` (which leaves the counter out, so it refuses some boards whose
end needs it). Without ms_toollib (``pip install ms_toollib``) only ours is timed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from minesweeper.ai.certain import CertainPlay  # noqa: E402
from minesweeper.ai.noguess import lay_no_guess  # noqa: E402
from minesweeper.game.difficulty import Size, parse_difficulty  # noqa: E402

SIZES = ["beginner", "intermediate", "expert", "30x16/115", "30x16/120", "30x16/130"]

try:
    import ms_toollib as ms
except ImportError:
    ms = None


def first_cell(size: Size, seed: int) -> tuple[int, int]:
    """The first click of a board, the same for both generators."""
    rng = np.random.default_rng([seed, 1])
    return int(rng.integers(size.height)), int(rng.integers(size.width))


def ours(size: Size, seed: int, first: tuple[int, int]) -> tuple[float, np.ndarray]:
    start = time.perf_counter()
    board = lay_no_guess(size, np.random.default_rng([seed, 2]), first)
    return time.perf_counter() - start, board.mines


def theirs(size: Size, first: tuple[int, int]) -> tuple[float, bool]:
    start = time.perf_counter()
    _, found = ms.laymine_solvable(size.height, size.width, size.mines, *first, 1_000_000)
    return time.perf_counter() - start, bool(found)


def summary(times: list[float]) -> str:
    ordered = sorted(times)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return f"{statistics.median(times):8.4f} {p90:8.4f} {max(times):8.4f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=50)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--check", action="store_true", help="play every board of ours")
    args = parser.parse_args()
    print(f"{args.boards} boards per size, seeds {args.seed}..{args.seed + args.boards - 1};"
          " seconds: median, 90th percentile, worst")  # fmt: skip
    print(f"{'size':12} {'ours':>26}  {'ms_toollib':>26}  {'ratio':>6}  checks")
    for label in SIZES:
        size = parse_difficulty(label)
        mine, other, failed, cleared, their_check = [], [], 0, 0, 0
        for seed in range(args.seed, args.seed + args.boards):
            first = first_cell(size, seed)
            seconds, mines = ours(size, seed, first)
            mine.append(seconds)
            if ms is not None:
                seconds, found = theirs(size, first)
                other.append(seconds)
                failed += not found
            if args.check:
                cleared += CertainPlay(mines, first).solve()
                if ms is not None:
                    numbers = CertainPlay(mines, first).numbers
                    shown = np.where(mines.reshape(-1), -1, numbers).reshape(mines.shape)
                    their_check += bool(ms.is_solvable(shown.astype(int).tolist(), *first))
        line = f"{label:12} {summary(mine)}"
        if ms is not None:
            ratio = statistics.median(other) / statistics.median(mine)
            note = f" ({failed} not found)" if failed else ""
            line += f"  {summary(other)}  {ratio:6.2f}{note}"
        if args.check:
            line += f"  exact {cleared}/{args.boards}"
            if ms is not None:
                line += f", is_solvable {their_check}/{args.boards}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
