"""One clock for every engine: how far past the same ``Limits(seconds=...)`` each one stops.

    python benchmarks/budget.py [--seconds 0.2,0.5,1] [--repeats 7]

A search (`Solver.solve`, forward checking), a count (`count_solutions`), a weighted count
(`weighted_count`) and an explanation (`minimal_conflict`, whose sub-searches spend their
parent's budget) each get a problem none of them settles in time, and the same limit. They
take turns within each repeat, so load on a shared machine hits them alike. For each limit
the table gives each engine's median wall time from the call to the exception, its median
overshoot past the limit, and the spread: the slowest engine's median time over the fastest
one's (issue 28 asks for at most 1.10).
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import statistics
import time
from collections.abc import Callable

from aimacsp import (
    CSP,
    Limits,
    SearchLimitReached,
    Solver,
    Status,
    count_solutions,
    forward_checking,
    minimal_conflict,
    weighted_count,
)
from aimacsp.problems import queens


def pigeons(holes: int) -> CSP[int, int]:
    """One pigeon more than holes, pairwise apart: unsatisfiable, and exponential to prove
    for a search (the counter sees through it at once, so it counts queens instead)."""
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(holes + 1), range(holes))
    for a, b in itertools.combinations(range(holes + 1), 2):
        csp.add_constraint(lambda x, y: x != y, [a, b])
    return csp


def engines(limits: Limits) -> dict[str, Callable[[], object]]:
    """Each engine's run under ``limits``, on a problem it cannot settle in time."""
    hard = pigeons(11)
    many = queens(14, encoding="binary")  # 365,596 solutions: counted for far longer

    def search() -> object:
        solver = Solver(hard, inference=forward_checking, limits=limits)
        solver.solve()  # a search stopped by a limit says so in its status, not by raising
        if solver.status is Status.LIMIT_REACHED:
            raise SearchLimitReached(solver.status.value)
        return solver.status

    return {
        "search": search,
        "count": lambda: count_solutions(many, limits=limits),
        "weighted count": lambda: weighted_count(many, limits=limits),
        "explanation": lambda: minimal_conflict(hard, limits=limits),
    }


def stopped_after(run: Callable[[], object]) -> float:
    """Wall seconds from the call until the limit stops it (an error if it finished)."""
    start = time.perf_counter()
    with contextlib.suppress(SearchLimitReached):
        run()
        raise RuntimeError("the engine settled its problem within the limit: make it harder")
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    """Print one table row per engine and limit, and the spread per limit."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", default="0.2,0.5,1", help="limits to try, comma-separated")
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args(argv)
    print("| limit (s) | engine | median time (s) | median overshoot (ms) |")
    print("|---|---|---|---|")
    spreads = []
    for text in args.seconds.split(","):
        limit = float(text)
        runs = engines(Limits(seconds=limit))
        times: dict[str, list[float]] = {name: [] for name in runs}
        names = list(runs)
        for k in range(args.repeats):
            for name in names[k % len(names) :] + names[: k % len(names)]:  # rotating turns
                times[name].append(stopped_after(runs[name]))
        medians = {name: statistics.median(seen) for name, seen in times.items()}
        for name, median in medians.items():
            print(f"| {limit:g} | {name} | {median:.3f} | {1000 * (median - limit):.1f} |")
        spreads.append((limit, max(medians.values()) / min(medians.values())))
    for limit, spread in spreads:
        print(f"limit {limit:g} s: slowest engine / fastest = {spread:.3f}")


if __name__ == "__main__":
    main()
