"""N-queens timings for the aimacsp engine, against a special-purpose backtracker.

    python benchmarks/nqueens.py [--repeats 15]

For n = 8, 20, 50, 100 it times the first solution of the textbook model (one predicate per
pair of columns) with MRV + forward checking and with MRV + MAC, and counts all 92
solutions of 8-queens. Each figure is the median over the repeats, model building excluded,
the solver's own set-up included. A plain backtracker written for queens alone (sets of used
rows and diagonals, first free row first) runs in the same process as a yardstick for the
machine: the last column divides each time by the yardstick's (all 92 solutions of 8-queens
by plain backtracking), so runs on different machines can be compared.
"""

from __future__ import annotations

import argparse
import statistics
import time
import warnings
from collections.abc import Callable

from aimacsp import Solver, count_solutions, forward_checking, mac, mrv
from aimacsp.problems import queens


def special_purpose(n: int, count_all: bool = False) -> int:
    """Queens placed column by column, rows tried in order: the number of solutions found
    (stopping at the first unless ``count_all``)."""
    rows: set[int] = set()
    up: set[int] = set()
    down: set[int] = set()
    found = 0

    def place(col: int) -> bool:
        nonlocal found
        if col == n:
            found += 1
            return not count_all
        for row in range(n):
            if row not in rows and row + col not in up and row - col not in down:
                rows.add(row), up.add(row + col), down.add(row - col)
                if place(col + 1):
                    return True
                rows.discard(row), up.discard(row + col), down.discard(row - col)
        return False

    place(0)
    return found


def median_ms(job: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        job()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def row(job: str, ms: float, nodes: object, yardstick: float) -> None:
    print(f"{job:38} {ms:10.3f} {nodes!s:>7} {ms / yardstick:10.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args()
    # the textbook model on large boards is measured on purpose: no warning about it
    warnings.filterwarnings("ignore", message=r"queens\(\d+, 'binary'\)")
    yardstick = median_ms(lambda: special_purpose(8, count_all=True), args.repeats)
    print(f"yardstick: special-purpose backtracker, all 8-queens solutions: {yardstick:.3f} ms")
    print(f"{'job':38} {'median ms':>10} {'nodes':>7} {'/ yardstick':>10}")
    for n in (8, 20, 50, 100):
        csp = queens(n, "binary")  # the textbook model, on purpose
        for name, inference in (("mrv + forward_checking", forward_checking), ("mrv + mac", mac)):
            solver = Solver(csp, select=mrv, inference=inference)
            repeats = args.repeats if n <= 50 and inference is forward_checking else 3
            ms = median_ms(solver.solve, repeats)
            row(f"{n}-queens first, {name}", ms, solver.stats.assignments, yardstick)
    csp = queens(8)
    solver = Solver(csp, select=mrv, inference=forward_checking)
    ms = median_ms(solver.count, args.repeats)
    row("8-queens all 92, mrv + forward_checking", ms, solver.stats.assignments, yardstick)
    row(
        "8-queens count_solutions (mrv + mac)",
        median_ms(lambda: count_solutions(csp), args.repeats),
        "",
        yardstick,
    )


if __name__ == "__main__":
    main()
