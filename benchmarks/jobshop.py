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

from models_instances import LA01  # the models suite's copy (a sibling script)

from aimacsp import CSP, Limits, Solver, Sum, dom_wdeg, mrv
from aimacsp.problems import FT06, jobshop


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
