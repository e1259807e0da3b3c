"""Job-shop with `NoOverlap` against the same model with one predicate per pair of tasks.

    python benchmarks/jobshop.py [--budget 20] [--repeats 3]

For ft06 (Fisher and Thompson 1963, least makespan 55) and la01 (Lawrence 1984, 666) it asks
for a schedule within the optimum (a solution) and within one less (a proof that there is
none), with MRV and with dom/wdeg (MAC both). Each model states a job's order with
linear constraints; the machines are one `NoOverlap` each (`aimacsp.problems.jobshop`), or a
predicate ``x + dx <= y or y + dy <= x`` for every pair of tasks on a machine, as a developer
writes it without a global constraint. Times are medians over the repeats, model building
excluded, both models in the same run; a run stopped by the budget counts as the budget.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import time
from typing import Any

from aimacsp import CSP, Limits, Solver, Sum, dom_wdeg, mrv
from aimacsp.problems import FT06, jobshop

#: Lawrence's la01, 10 jobs on 5 machines, as the OR-Library lists it: (machine, duration).
LA01_ROWS = """\
1 21 0 53 4 95 3 55 2 34
0 21 3 52 4 16 2 26 1 71
3 39 4 98 1 42 2 31 0 12
1 77 0 55 4 79 2 66 3 77
0 83 3 34 2 64 1 19 4 37
1 54 2 43 4 79 0 92 3 62
3 69 4 77 1 87 2 87 0 93
2 38 0 60 1 41 3 24 4 83
3 17 1 49 4 25 0 44 2 98
4 77 3 79 2 43 1 75 0 96"""
LA01 = [
    [(row[k], row[k + 1]) for k in range(0, len(row), 2)]
    for row in ([int(x) for x in line.split()] for line in LA01_ROWS.splitlines())
]


def pairwise(jobs: list[list[tuple[int, int]]], horizon: int) -> CSP[Any, int]:
    """`jobshop`'s model with a predicate per pair of tasks on a machine for `NoOverlap`."""
    machines: dict[int, list[tuple[Any, int]]] = {}
    model: CSP[Any, int] = CSP()
    for j, job in enumerate(jobs):
        for k, (machine, duration) in enumerate(job):
            model.add_variable(("s", j, k), range(horizon - duration + 1))
            machines.setdefault(machine, []).append((("s", j, k), duration))
        for k in range(len(job) - 1):
            pair = [("s", j, k), ("s", j, k + 1)]
            model.add_constraint(Sum(pair, "<=", -job[k][1], [1, -1]))
    model.add_variable("makespan", range(horizon + 1))
    for j, job in enumerate(jobs):
        last = [("s", j, len(job) - 1), "makespan"]
        model.add_constraint(Sum(last, "<=", -job[-1][1], [1, -1]))
    for tasks in machines.values():
        for (a, da), (b, db) in itertools.combinations(tasks, 2):
            model.add_constraint(lambda x, y, da=da, db=db: x + da <= y or y + db <= x, [a, b])
    return model


def timed(csp: CSP[Any, int], select: Any, budget: float, repeats: int) -> tuple[str, int, float]:
    """Status, nodes and the median time of ``repeats`` searches for a first solution."""
    times = []
    for _ in range(repeats):
        solver = Solver(csp, select=select, limits=Limits(seconds=budget))
        started = time.perf_counter()
        solver.solve()
        times.append(min(time.perf_counter() - started, budget))
    return solver.status.name, solver.stats.assignments, statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--budget", type=float, default=20, help="seconds per search")
    parser.add_argument("--repeats", type=int, default=3, help="runs per figure (median)")
    args = parser.parse_args()
    print(f"{'instance':12} {'search':9} {'model':10} {'status':14} {'nodes':>8} {'s':>8} ratio")
    for name, jobs, best in (("ft06", FT06, 55), ("la01", LA01, 666)):
        for horizon in (best, best - 1):
            for label, select in (("mrv", mrv), ("dom/wdeg", dom_wdeg)):
                rows = []
                for model, build in (("NoOverlap", jobshop), ("pairwise", pairwise)):
                    status, nodes, seconds = timed(
                        build(jobs, horizon), select, args.budget, args.repeats
                    )
                    rows.append((model, status, nodes, seconds))
                base = rows[1][3]
                for model, status, nodes, seconds in rows:
                    print(
                        f"{name} <= {horizon:<4} {label:9} {model:10} {status:14} {nodes:8} "
                        f"{seconds:8.3f} {seconds / base:.3f}"
                    )


if __name__ == "__main__":
    main()
