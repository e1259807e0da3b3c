"""What the audit mode costs: the same searches with ``audit=True`` and without, in one run.

    python benchmarks/audit.py [--repeats 5] [--slow]

Each row counts every solution of a small problem with MRV and an inference, without the
audit and with it (`aimacsp.search.audit`: a plain search of the problem questions each
removal), and gives the median of each and their ratio. The problems: n-queens in the
textbook model (a predicate per pair of columns, which the audit's oracle judges as soon as
two queens are placed) and with three `AllDifferent` (which it judges only once every queen
is placed: its worst case, a search near the product of the domain sizes per question), the
map of Australia, and pigeons in holes (unsatisfiable: each question about it is a proof).
``--slow`` adds 7-queens with `AllDifferent`, near the audit's size limit (about a minute).
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import time
from typing import Any

from aimacsp import CSP, Solver, forward_checking, mac, mrv
from aimacsp.problems import australia, queens


def pigeons(birds: int, holes: int) -> CSP[int, int]:
    """``birds`` pigeons in ``holes`` holes, one pigeon a hole: unsatisfiable when more birds."""
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(birds), range(holes))
    for a, b in itertools.combinations(range(birds), 2):
        csp.add_constraint(lambda x, y: x != y, [a, b])
    return csp


def seconds(csp: CSP[Any, Any], inference: Any, audit: bool) -> tuple[float, int]:
    """The seconds one count takes (the solver made included), and the count."""
    start = time.perf_counter()
    found = Solver(csp, select=mrv, inference=inference, audit=audit).count()
    return time.perf_counter() - start, found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--slow", action="store_true", help="add 7-queens with AllDifferent")
    args = parser.parse_args()
    problems: list[tuple[str, CSP[Any, Any]]] = [
        ("map of Australia", australia()),
        ("6-queens, pairs", queens(6)),
        ("7-queens, pairs", queens(7)),
        ("6-queens, AllDifferent", queens(6, "alldiff")),
        ("7 pigeons, 6 holes", pigeons(7, 6)),
    ]
    if args.slow:
        problems.append(("7-queens, AllDifferent", queens(7, "alldiff")))
    heads = f"{'count':>6} {'plain s':>9} {'audited s':>10} {'ratio':>7}"
    print(f"{'problem':24} {'inference':17} {heads}")
    for (name, csp), inference in itertools.product(problems, (forward_checking, mac)):
        repeats = 1 if "7-queens, AllDifferent" in name else args.repeats
        plain, audited = [], []
        for _ in range(repeats):  # alternated, so that a busy spell slows both
            time_plain, count = seconds(csp, inference, False)
            time_audited, again = seconds(csp, inference, True)
            assert count == again, (name, count, again)
            plain.append(time_plain)
            audited.append(time_audited)
        p, a = statistics.median(plain), statistics.median(audited)
        print(f"{name:24} {inference.__name__:17} {count:6} {p:9.4f} {a:10.3f} {a / p:7.0f}")


if __name__ == "__main__":
    main()
