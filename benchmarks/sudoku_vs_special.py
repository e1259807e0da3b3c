"""Time the generic engine (``sudoku.solve``, default strategy) against a special-purpose
Sudoku solver on the bundled puzzle sets, in one run on one machine.

The special-purpose solver below is written here from the published algorithm (Norvig,
"Solving Every Sudoku Puzzle", 2006): each square holds a string of candidate digits; assigning
a digit eliminates the others, and each elimination propagates two rules, a square left with
one digit removes it from its peers, and a unit with one place left for a digit puts it there;
then depth-first search on the square with fewest candidates, copying the 81 strings per node.

Both solvers start from the 81-character line and end with a solution checked by
`sudoku.validate`. Puzzles are timed alternately (special, engine), each the best of
``--repeat`` runs, so that load on a shared machine hits both alike; compare the ratios, not
the absolute times.

    python benchmarks/sudoku_vs_special.py [--sets top95,hardest,...] [--repeat 3]
        [--strategies fast,mac]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sudoku import Grid, solve, validate  # noqa: E402
from sudoku.model import DEFAULT_STRATEGY, STRATEGIES  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "sudoku" / "data"

# -- the special-purpose solver --------------------------------------------------------------

DIGITS = "123456789"
UNITS = (
    [[9 * r + c for c in range(9)] for r in range(9)]
    + [[9 * r + c for r in range(9)] for c in range(9)]
    + [
        [9 * (r + br) + c + bc for r in range(3) for c in range(3)]
        for br in (0, 3, 6)
        for bc in (0, 3, 6)
    ]
)
UNITS_OF = [[u for u in UNITS if s in u] for s in range(81)]
PEERS = [sorted({q for u in UNITS_OF[s] for q in u} - {s}) for s in range(81)]


def assign(cands: list[str], s: int, d: str) -> bool:
    """Make ``d`` the only candidate of square ``s`` by eliminating the others."""
    return all(eliminate(cands, s, other) for other in cands[s].replace(d, ""))


def eliminate(cands: list[str], s: int, d: str) -> bool:
    """Remove candidate ``d`` from square ``s`` and propagate; False on a contradiction."""
    here = cands[s]
    if d not in here:
        return True
    left = here.replace(d, "")
    if not left:
        return False
    cands[s] = left
    if len(left) == 1 and not all(eliminate(cands, p, left) for p in PEERS[s]):
        return False
    for unit in UNITS_OF[s]:
        places = [q for q in unit if d in cands[q]]
        if not places or (len(places) == 1 and not assign(cands, places[0], d)):
            return False
    return True


def search(cands: list[str] | None) -> list[str] | None:
    """Depth-first search on the square with fewest candidates."""
    if cands is None:
        return None
    best, square = 10, -1
    for s in range(81):
        n = len(cands[s])
        if 1 < n < best:
            best, square = n, s
    if square < 0:
        return cands
    for d in cands[square]:
        trial = cands[:]
        if assign(trial, square, d):
            found = search(trial)
            if found is not None:
                return found
    return None


def special_solve(line: str) -> str | None:
    """The special-purpose solver: 81-character puzzle in, 81-character solution out."""
    cands: list[str] | None = [DIGITS] * 81
    for s, ch in enumerate(line):
        if ch in DIGITS and not assign(cands, s, ch):  # type: ignore[arg-type]
            cands = None
            break
    found = search(cands)
    return None if found is None else "".join(found)


def engine_solver(strategy: str) -> Callable[[str], str | None]:
    """The generic engine through the public API, with the named strategy."""

    def engine_solve(line: str) -> str | None:
        grid = solve(line, strategy)
        return None if grid is None else grid.to_line()

    return engine_solve


# -- timing ------------------------------------------------------------------------------------


def time_set(name: str, repeat: int, strategies: list[str]) -> dict[str, list[float]]:
    """Per-puzzle seconds of the special solver and the engine's ``strategies`` on one set,
    the best of ``repeat`` runs (a shared machine only ever adds time), taken in turn and in
    alternating order; every answer is validated."""
    lines = [ln.strip() for ln in (DATA / f"{name}.txt").read_text().splitlines() if ln.strip()]
    solvers = [("special", special_solve)] + [(n, engine_solver(n)) for n in strategies]
    times: dict[str, list[float]] = {label: [] for label, _ in solvers}
    for k, line in enumerate(lines):
        puzzle = Grid.parse(line)
        best = {label: float("inf") for label, _ in solvers}
        for r in range(repeat):
            for label, fn in solvers if (k + r) % 2 == 0 else solvers[::-1]:
                start = time.perf_counter()
                answer = fn(line)
                best[label] = min(best[label], time.perf_counter() - start)
                if answer is None:
                    raise SystemExit(f"{label} found no solution to {name} puzzle {k + 1}")
                validate(Grid.parse(answer), puzzle)
        for label, seconds in best.items():
            times[label].append(seconds)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default="top95,hardest,top1465,forum_hardest_1106")
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs per puzzle")
    parser.add_argument(
        "--strategies",
        default=DEFAULT_STRATEGY,
        help=f"comma-separated engine strategies (default {DEFAULT_STRATEGY}, what solve uses)",
    )
    args = parser.parse_args()
    strategies = args.strategies.split(",")
    unknown = [n for n in strategies if n not in STRATEGIES]
    if unknown:
        raise SystemExit(f"unknown strategy {unknown[0]!r}: choose among {', '.join(STRATEGIES)}")
    header = (
        f"{'set':<20}{'engine':>8}{'n':>6}{'engine total':>14}{'median ms':>11}{'max s':>8}"
        f"{'special total':>15}{'median ms':>11}{'max s':>8}{'ratio':>7}{'med ratio':>11}"
    )
    print(header)
    for name in args.sets.split(","):
        t = time_set(name, args.repeat, strategies)
        s = t["special"]
        for strategy in strategies:
            e = t[strategy]
            print(
                f"{name:<20}{strategy:>8}{len(e):>6}{sum(e):>13.2f}s"
                f"{statistics.median(e) * 1e3:>11.2f}{max(e):>8.3f}{sum(s):>14.2f}s"
                f"{statistics.median(s) * 1e3:>11.2f}{max(s):>8.3f}{sum(e) / sum(s):>7.2f}"
                f"{statistics.median(e) / statistics.median(s):>11.2f}",
                flush=True,
            )
    print("ratio = engine / special (below 1: the generic engine is faster)")


if __name__ == "__main__":
    main()
