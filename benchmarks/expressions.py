"""Models written with expressions against the same models written by hand, in one run.

    python benchmarks/expressions.py [--repeats 11]

Five models, each built twice: with handles and ``csp.add(...)`` (the short form of
`aimacsp.expressions`) and with the constraints of `aimacsp` named by hand (predicates,
weighted `Sum`, `AllDifferent` with offsets, difference variables written out). For each it
prints the median CPU time to build the model, the median CPU time of one search, the search
nodes of both (they should be equal: the compiled model propagates as the hand-written one
does), and the ratios short / hand. Builds and searches alternate between the two forms, and
CPU time (not wall time) is measured, so that a busy machine hits both alike.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from aimacsp import CSP, AllDifferent, Solver, Sum, dom_wdeg, mac, mrv, mrv_degree
from aimacsp.problems import FT06, queens, send_more_money

HORIZON = 55  # ft06's least makespan


def queens_short(n: int = 200) -> CSP[Any, Any]:
    csp: CSP[Any, Any] = CSP()
    q = csp.integers("q", n, 0, n - 1)
    csp.add(AllDifferent(q))
    csp.add(AllDifferent([q[i] + i for i in range(n)]))
    csp.add(AllDifferent([q[i] - i for i in range(n)]))
    return csp


_RANDOM = random.Random(300)
EDGES = [(u, v) for u, v in itertools.combinations(range(300), 2) if _RANDOM.random() < 0.03]


def colouring_short() -> CSP[Any, Any]:
    csp: CSP[Any, Any] = CSP()
    colour = csp.integers("c", 300, 0, 4)
    csp.add(colour[u] != colour[v] for u, v in EDGES)
    return csp


def colouring_hand() -> CSP[Any, Any]:
    csp: CSP[Any, Any] = CSP()
    csp.add_variables([f"c[{i}]" for i in range(300)], range(5))
    for u, v in EDGES:
        csp.add_constraint(lambda a, b: a != b, [f"c[{u}]", f"c[{v}]"])
    return csp


def jobshop_short() -> CSP[Any, Any]:
    csp: CSP[Any, Any] = CSP()
    s = csp.integers("s", (6, 6), 0, HORIZON)
    tasks = []
    for j, job in enumerate(FT06):
        csp.add(s[j][k] + d <= s[j][k + 1] for k, (_, d) in enumerate(job[:-1]))
        csp.add(s[j][-1] + job[-1][1] <= HORIZON)
        tasks += [(s[j][k], m, d) for k, (m, d) in enumerate(job)]
    for (a, ma, da), (b, mb, db) in itertools.combinations(tasks, 2):
        if ma == mb:
            csp.add((a + da <= b) | (b + db <= a))
    return csp


def jobshop_hand() -> CSP[Any, Any]:
    csp: CSP[Any, Any] = CSP()
    start = [[f"s[{j}][{k}]" for k in range(6)] for j in range(6)]
    csp.add_variables([name for row in start for name in row], range(HORIZON + 1))
    tasks = []
    for j, job in enumerate(FT06):
        for k, (_, d) in enumerate(job[:-1]):
            csp.add_constraint(Sum([start[j][k], start[j][k + 1]], "<=", -d, [1, -1]))
        csp.add_constraint(Sum([start[j][-1]], "<=", HORIZON - job[-1][1]))
        tasks += [(start[j][k], m, d) for k, (m, d) in enumerate(job)]
    for (a, ma, da), (b, mb, db) in itertools.combinations(tasks, 2):
        if ma == mb:
            csp.add_constraint(lambda x, y, p=da, q=db: x + p <= y or y + q <= x, [a, b])
    return csp


def send_more_short() -> CSP[Any, Any]:
    csp: CSP[Any, Any] = CSP()
    S, E, N, D, M, O, R, Y = (csp.integer(c, 0, 9) for c in "SENDMORY")  # noqa: E741
    csp.add(AllDifferent([S, E, N, D, M, O, R, Y]))
    csp.add(
        1000 * S + 100 * E + 10 * N + D + 1000 * M + 100 * O + 10 * R + E
        == 10000 * M + 1000 * O + 100 * N + 10 * E + Y
    )
    csp.add([S != 0, M != 0])
    return csp


MARKS, LENGTH = 7, 25  # the shortest ruler of 7 marks


def golomb_short() -> CSP[Any, Any]:
    csp: CSP[Any, Any] = CSP()
    m = csp.integers("m", MARKS, 0, LENGTH)
    csp.add(m[0] == 0)
    csp.add(m[i] < m[i + 1] for i in range(MARKS - 1))
    csp.add(AllDifferent([m[j] - m[i] for i, j in itertools.combinations(range(MARKS), 2)]))
    return csp


def golomb_hand() -> CSP[Any, Any]:
    csp: CSP[Any, Any] = CSP()
    marks = [f"m[{k}]" for k in range(MARKS)]
    csp.add_variables(marks, range(LENGTH + 1))
    csp.add_constraint(lambda v: v == 0, [marks[0]])
    for a, b in zip(marks, marks[1:]):
        csp.add_constraint(Sum([a, b], "<=", -1, [1, -1]))
    gaps = []
    for i, j in itertools.combinations(range(MARKS), 2):
        gap = f"d{i}{j}"
        csp.add_variable(gap, range(-LENGTH, LENGTH + 1))
        csp.add_constraint(Sum([gap, marks[j], marks[i]], "==", 0, [1, -1, 1]))
        gaps.append(gap)
    csp.add_constraint(AllDifferent(gaps))
    return csp


Make = Callable[[], CSP[Any, Any]]
MODELS: list[tuple[str, Make, Make, dict[str, Any]]] = [
    ("200-queens, 3 AllDifferent", queens_short, lambda: queens(200, "alldiff"), {"select": mrv}),
    ("G(300, 0.03), 5 colours", colouring_short, colouring_hand, {"select": mrv_degree}),
    ("ft06 at 55, disjunctions", jobshop_short, jobshop_hand, {"select": dom_wdeg}),
    ("SEND+MORE, all solutions", send_more_short, send_more_money, {"select": mrv}),
    ("Golomb 7 marks at 25", golomb_short, golomb_hand, {"select": dom_wdeg}),
]


def cpu(job: Callable[[], Any]) -> tuple[float, Any]:
    """CPU seconds of ``job()`` (collector paused, as timeit does) and its result."""
    gc.collect()
    gc.disable()
    try:
        start = time.process_time()
        result = job()
        return time.process_time() - start, result
    finally:
        gc.enable()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=11)
    args = parser.parse_args()
    print(f"{'model':28} {'build ms short/hand':>22} {'search ms short/hand':>24} {'nodes':>14}")
    for title, short, hand, options in MODELS:
        builds: dict[str, list[float]] = {"short": [], "hand": []}
        searches: dict[str, list[float]] = {"short": [], "hand": []}
        nodes: dict[str, int] = {}
        for _ in range(args.repeats):
            for form, make in (("short", short), ("hand", hand)):
                seconds, csp = cpu(make)
                builds[form].append(seconds)
                solver = Solver(csp, inference=mac, **options)
                every = "SEND" in title
                seconds, _ = cpu(lambda s=solver, e=every: list(s.solutions()) if e else s.solve())
                searches[form].append(seconds)
                nodes[form] = solver.stats.assignments
        b = {form: statistics.median(times) * 1000 for form, times in builds.items()}
        s = {form: statistics.median(times) * 1000 for form, times in searches.items()}
        print(
            f"{title:28} {b['short']:7.1f} {b['hand']:7.1f} {b['short'] / b['hand']:6.2f}"
            f" {s['short']:8.1f} {s['hand']:8.1f} {s['short'] / s['hand']:6.2f}"
            f" {nodes['short']:>6} {nodes['hand']:>6}"
        )


if __name__ == "__main__":
    main()
