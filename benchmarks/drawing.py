"""What the pictures cost: the search recorder's overhead, and the pictures' size and time.

The recorder is timed against the same search with an empty trace (which already makes the
engine build every event), in the same run, alternating, as medians of ``--repeat`` runs:

    nice -n 10 python benchmarks/drawing.py --repeat 7

It then draws the hostile cases the tests bound (a 1000x1000 position, its heat map, an expert
heat map, a Sudoku CSP, a search of 8-queens) and reports each picture's size and time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from aimacsp import CSP, SearchRecord, Solver, forward_checking  # noqa: E402
from aimacsp.problems import queens  # noqa: E402
from minesweeper import HIDDEN, Game, Position, ProbabilityMap, mine_probabilities  # noqa: E402
from sudoku import Grid, build_csp  # noqa: E402


def search(csp: CSP[Any, Any], trace: Callable[[Any, Any], None]) -> float:
    """Seconds to count every solution with forward checking, under ``trace``."""
    start = time.perf_counter()
    Solver(csp, inference=forward_checking, trace=trace, preprocess=False).count()
    return time.perf_counter() - start


def timed(make: Callable[[], str]) -> tuple[float, int]:
    start = time.perf_counter()
    text = make()
    return time.perf_counter() - start, len(text.encode("utf-8"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--queens", type=int, default=8)
    args = parser.parse_args()
    csp = queens(args.queens)
    plain: list[float] = []
    recorded: list[float] = []
    for _ in range(args.repeat):
        plain.append(search(csp, lambda event, state: None))
        recorded.append(search(csp, SearchRecord()))
    a, b = statistics.median(plain), statistics.median(recorded)
    print(f"count {args.queens}-queens, forward checking, median of {args.repeat}:")
    print(f"  empty trace {a * 1000:.1f} ms   SearchRecord {b * 1000:.1f} ms   ratio {b / a:.2f}")
    huge = np.full((1000, 1000), HIDDEN, dtype=np.int8)
    huge[0, 0] = 1
    big = Position(1000, 1000, 100_000, huge)
    chances = {(r, c): Fraction(1, 3) for r, c in [(0, 1), (1, 0), (1, 1)]}
    expert = Game("expert", "opening", seed=5)
    expert.reveal(8, 15)
    record = SearchRecord()
    Solver(queens(8), trace=record, preprocess=False).count()
    puzzle = Grid.parse("." * 81)
    cases: dict[str, Callable[[], str]] = {
        "1000x1000 position": big._repr_svg_,
        "1000x1000 heat map": ProbabilityMap(big, chances).svg,
        "expert heat map": lambda: mine_probabilities(expert.position())._repr_svg_(),
        "Sudoku CSP (81 variables)": build_csp(puzzle)._repr_html_,
        "8-queens search tree": record.tree,
        "8-queens domains": lambda: record.domains().svg(),
    }
    for name, make in cases.items():
        seconds, size = timed(make)
        print(f"  {name:28} {size / 1000:8.1f} kB {seconds * 1000:8.1f} ms")


if __name__ == "__main__":
    main()
