"""What checking a predicate's answer costs: this tree against another commit, same run.

    python benchmarks/predicate_check.py [--against main] [--repeats 7]

Since a predicate must answer True or False (None is a named error), every place that calls
one keeps its answer after an identity test, and the model's `add_constraint` watches for
lambdas reading a loop variable late. Both cost something on paths that call predicates by the
thousand. Each workload below runs in a fresh process, from this tree and from ``--against``
(exported with ``git archive``) in turn, so load on a shared machine hits both; the table
gives each side's median seconds and their ratio (this tree / the other).

- ``build``: the textbook 150-queens model, 11,175 binary predicates added;
- ``fc``: the first solution of 80-queens, MRV and forward checking (pair tests memoised);
- ``count``: all 724 solutions of 10-queens by `count_solutions`;
- ``ternary``: all solutions of x + y == z over 0..40 stated as a 3-variable predicate
  (the n-ary propagator's support search), chained over 6 variables;
- ``min-conflicts``: 300-queens, binary predicates (tests called inline, not memoised);
- ``is_solution``: 20,000 checks of a colouring of Australia.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def workloads() -> dict[str, Callable[[], object]]:
    """The jobs, each a function of no argument (imports done here, in the child)."""
    from aimacsp import (
        CSP,
        Solver,
        count_solutions,
        forward_checking,
        min_conflicts,
        mrv,
    )
    from aimacsp.problems import australia, queens

    def ternary() -> int:
        csp: CSP[str, int] = CSP()
        csp.add_variables(["a", "b", "c", "d", "e", "f"], range(41))
        for x, y, z in ("abc", "bcd", "cde", "def"):
            csp.add_constraint(lambda p, q, r: p + q == r, [x, y, z])
        return Solver(csp).count()

    colouring = Solver(australia()).solve()
    map_csp = australia()

    return {
        "build": lambda: queens(150),
        "fc": lambda: Solver(queens(80), select=mrv, inference=forward_checking).solve(),
        "count": lambda: count_solutions(queens(10)),
        "ternary": ternary,
        "min-conflicts": lambda: min_conflicts(queens(300), seed=1),
        "is_solution": lambda: [map_csp.is_solution(colouring) for _ in range(20_000)],  # type: ignore[arg-type]
    }


def child() -> None:
    """Time each workload once and print the seconds as JSON."""
    jobs = workloads()
    times = {}
    for name, job in jobs.items():
        start = time.perf_counter()
        job()
        times[name] = time.perf_counter() - start
    print(json.dumps(times))


def export(commit: str, folder: Path) -> None:
    """The tree of ``commit`` written into ``folder``."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, "aimacsp"], check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)


def run(tree: Path) -> dict[str, float]:
    """One child's times, with ``tree`` first on the import path."""
    out = subprocess.run(
        [sys.executable, __file__, "--child"],
        env={**os.environ, "PYTHONPATH": str(tree)},
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(out)  # type: ignore[no-any-return]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="main", help="the commit to compare with")
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child()
        return
    ours: list[dict[str, float]] = []
    theirs: list[dict[str, float]] = []
    with tempfile.TemporaryDirectory() as folder:
        other = Path(folder)
        export(args.against, other)
        for k in range(args.repeats):
            pair = [(ROOT, ours), (other, theirs)]
            for tree, found in pair if k % 2 == 0 else pair[::-1]:
                found.append(run(tree))
    print(f"this tree vs {args.against}; medians of {args.repeats}, a fresh process per run")
    print(f"{'workload':16} {'this tree':>10} {args.against:>10} {'ratio':>6}")
    for name in ours[0]:
        mine = statistics.median(t[name] for t in ours)
        other_s = statistics.median(t[name] for t in theirs)
        print(f"{name:16} {mine:9.3f}s {other_s:9.3f}s {mine / other_s:6.2f}")


if __name__ == "__main__":
    main()
