"""Numbers of real size: the same models with their numbers in small and in large units.

    python benchmarks/big_numbers.py [--models chain,sum,ft06,knapsack,lateness] [--repeats 3]
        [--seconds 10] [--peers] [--markdown FILE]

Each model is written once, as the docs teach (`csp.integers`, `csp.add`, `Solver.minimize`),
with its numbers in a unit passed in: a chain of ten tasks over a horizon of 10**3, 10**6
and 10**9 (``x[i] + 60 <= x[i + 1]``, the last as early as can be); ``x + y == c`` over
0..10**3, 0..10**6 and 0..10**9; Fisher and Thompson's ft06 job-shop in minutes, seconds and
microseconds; a knapsack of 20 items in kilos, grams and milligrams; a weighted-lateness
schedule of 8 jobs on one machine in minutes, seconds and milliseconds. A model's runs differ
only by the unit, so the time of a wide one over its narrowest is what a wide domain costs
(issue 35's goal: at most 1.5). Every answer is checked by code that uses no library
(`check`), and, with ``--peers``, the same models in CPMpy with OR-tools CP-SAT run in the
same process, interleaved with aimacsp's (medians of ``--repeats``, processor time).
(Issue 35 named this script ``numbers.py``: that name would hide the standard library's
``numbers`` module from every script in this folder, numpy's imports included.)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from aimacsp import CSP, Limits, NoOverlap, Solver, maximum  # noqa: E402
from aimacsp.problems import FT06  # noqa: E402

#: A knapsack: (weight in kilos, value in euros) per item, and the capacity in kilos.
ITEMS = [(12, 24), (7, 13), (11, 23), (8, 15), (9, 16), (6, 11), (14, 30), (5, 9), (10, 19),
         (13, 27), (4, 7), (15, 31), (3, 5), (9, 17), (8, 16), (7, 12), (12, 25), (6, 10),
         (10, 21), (11, 22)]  # fmt: skip
CAPACITY = 70
#: Jobs on one machine: (processing time, due date, weight), in minutes.
JOBS = [(26, 60, 3), (12, 40, 1), (35, 110, 2), (18, 70, 4), (40, 150, 1), (22, 90, 3),
        (15, 50, 2), (30, 160, 2)]  # fmt: skip


@dataclass(frozen=True)
class Case:
    """One model at one unit: what to build, and the answer's meaning."""

    model: str
    unit: int
    label: str


CASES = [
    *(Case("chain", w, f"horizon 10^{len(str(w)) - 1}") for w in (10**3, 10**6, 10**9)),
    *(Case("sum", w, f"0..10^{len(str(w)) - 1}") for w in (10**3, 10**6, 10**9)),
    *(Case("ft06", u, name) for u, name in ((1, "minutes"), (60, "seconds"), (60 * 10**6, "µs"))),
    *(Case("knapsack", u, name) for u, name in ((1, "kg"), (1000, "g"), (10**6, "mg"))),
    *(Case("lateness", u, name) for u, name in ((1, "minutes"), (60, "seconds"), (60000, "ms"))),
]


# -- the models, in aimacsp ---------------------------------------------------------------


def chain(unit: int) -> tuple[CSP[Any, int], Any, bool]:
    csp: CSP[Any, int] = CSP()
    x = csp.integers("x", 10, 0, unit - 1)
    csp.add(x[k] + 60 <= x[k + 1] for k in range(9))
    return csp, x[9], True


def sums(unit: int) -> tuple[CSP[Any, int], Any, bool]:
    csp: CSP[Any, int] = CSP()
    x, y = csp.integer("x", 0, unit), csp.integer("y", 0, unit)
    csp.add(x + y == unit + 7)
    return csp, None, True


def ft06(unit: int) -> tuple[CSP[Any, int], Any, bool]:
    horizon = sum(d for job in FT06 for _, d in job) * unit
    csp: CSP[Any, int] = CSP()
    start = csp.integers("s", (6, 6), 0, horizon)
    makespan = csp.integer("makespan", 0, horizon)
    for j, job in enumerate(FT06):
        csp.add(start[j][k] + d * unit <= start[j][k + 1] for k, (_, d) in enumerate(job[:-1]))
        csp.add(start[j][-1] + job[-1][1] * unit <= makespan)
    for machine in range(6):
        tasks = [(start[j][k], d * unit) for j, job in enumerate(FT06)
                 for k, (m, d) in enumerate(job) if m == machine]  # fmt: skip
        csp.add(NoOverlap([s for s, _ in tasks], [d for _, d in tasks]))
    return csp, makespan, True


def knapsack(unit: int) -> tuple[CSP[Any, int], Any, bool]:
    csp: CSP[Any, int] = CSP()
    take = csp.booleans("take", len(ITEMS))
    csp.add(sum(w * unit * t for (w, _), t in zip(ITEMS, take)) <= CAPACITY * unit)
    return csp, sum(v * unit * t for (_, v), t in zip(ITEMS, take)), False


def lateness(unit: int) -> tuple[CSP[Any, int], Any, bool]:
    horizon = sum(p for p, _, _ in JOBS) * unit
    csp: CSP[Any, int] = CSP()
    start = csp.integers("s", len(JOBS), 0, horizon)
    csp.add(NoOverlap(list(start), [p * unit for p, _, _ in JOBS]))
    late = [maximum([s + (p - due) * unit, 0]) for s, (p, due, _) in zip(start, JOBS)]
    return csp, sum(w * t for w, t in zip([w for _, _, w in JOBS], late)), True


MODELS: dict[str, Callable[[int], tuple[CSP[Any, int], Any, bool]]] = {
    "chain": chain,
    "sum": sums,
    "ft06": ft06,
    "knapsack": knapsack,
    "lateness": lateness,
}


def run_aimacsp(case: Case, seconds: float) -> tuple[str, int | None, dict[str, int]]:
    """Solve ``case`` with the default search: its status, objective and solution."""
    csp, objective, smallest = MODELS[case.model](case.unit)
    solver = Solver(csp, limits=Limits(seconds=seconds))
    if objective is None:
        found = solver.solve()
    else:
        found = solver.minimize(objective) if smallest else solver.maximize(objective)
    value = solver.objective if objective is not None else None
    return solver.status.value, value, dict(found or {})


# -- the same models in CPMpy -------------------------------------------------------------


def run_cpmpy(case: Case, seconds: float) -> tuple[str, int | None, dict[str, int]]:
    """Solve ``case`` with CPMpy and CP-SAT: its status, objective and solution."""
    import cpmpy as cp

    u = case.unit
    names: dict[str, Any] = {}
    if case.model == "chain":
        x = cp.intvar(0, u - 1, shape=10, name="x")
        model = cp.Model([x[k] + 60 <= x[k + 1] for k in range(9)], minimize=x[9])
        names = {f"x[{k}]": x[k] for k in range(10)}
    elif case.model == "sum":
        x, y = cp.intvar(0, u, name="x"), cp.intvar(0, u, name="y")
        model = cp.Model(x + y == u + 7)
        names = {"x": x, "y": y}
    elif case.model == "ft06":
        horizon = sum(d for job in FT06 for _, d in job) * u
        s = cp.intvar(0, horizon, shape=(6, 6), name="s")
        makespan = cp.intvar(0, horizon, name="makespan")
        model = cp.Model(minimize=makespan)
        for j, job in enumerate(FT06):
            model += [s[j, k] + d * u <= s[j, k + 1] for k, (_, d) in enumerate(job[:-1])]
            model += s[j, -1] + job[-1][1] * u <= makespan
        for machine in range(6):
            tasks = [(j, k, d * u) for j, job in enumerate(FT06)
                     for k, (m, d) in enumerate(job) if m == machine]  # fmt: skip
            starts = [s[j, k] for j, k, _ in tasks]
            durations = [d for _, _, d in tasks]
            model += cp.NoOverlap(starts, durations, [a + d for a, d in zip(starts, durations)])
        names = {f"s[{j}][{k}]": s[j, k] for j in range(6) for k in range(6)}
        names["makespan"] = makespan
    elif case.model == "knapsack":
        take = cp.boolvar(shape=len(ITEMS), name="take")
        model = cp.Model(
            cp.sum([w * u * t for (w, _), t in zip(ITEMS, take)]) <= CAPACITY * u,
            maximize=cp.sum([v * u * t for (_, v), t in zip(ITEMS, take)]),
        )
        names = {f"take[{k}]": take[k] for k in range(len(ITEMS))}
    else:
        horizon = sum(p for p, _, _ in JOBS) * u
        s = cp.intvar(0, horizon, shape=len(JOBS), name="s")
        durations = [p * u for p, _, _ in JOBS]
        model = cp.Model(cp.NoOverlap(list(s), durations, [a + d for a, d in zip(s, durations)]))
        late = [cp.max([s[k] + (p - due) * u, 0]) for k, (p, due, _) in enumerate(JOBS)]
        model.minimize(cp.sum([w * t for (_, _, w), t in zip(JOBS, late)]))
        names = {f"s[{k}]": s[k] for k in range(len(JOBS))}
    solved = model.solve(time_limit=seconds)
    status = model.status().exitstatus.name
    value = model.objective_value() if model.has_objective() and solved else None
    found = {name: int(var.value()) for name, var in names.items()} if solved else {}
    return status, value, found


# -- the check, with no library -----------------------------------------------------------

#: The optimum of each model at unit 1 (the chain's and the sum's do not depend on it).
OPTIMA = {"chain": 540, "ft06": 55, "knapsack": 145}


def check(case: Case, value: int | None, found: dict[str, int]) -> str:
    """"ok" when ``found`` satisfies the model and ``value`` is its objective, else why not."""
    u = case.unit
    if case.model == "chain":
        xs = [found[f"x[{k}]"] for k in range(10)]
        fine = all(0 <= v < u for v in xs) and all(a + 60 <= b for a, b in zip(xs, xs[1:]))
        return "ok" if fine and value == xs[-1] else f"wrong chain {xs}"
    if case.model == "sum":
        return "ok" if found["x"] + found["y"] == u + 7 else "wrong sum"
    if case.model == "ft06":
        s = [[found[f"s[{j}][{k}]"] for k in range(6)] for j in range(6)]
        for j, job in enumerate(FT06):
            if any(s[j][k] + d * u > s[j][k + 1] for k, (_, d) in enumerate(job[:-1])):
                return "a job's order broken"
        busy = [(m, s[j][k], s[j][k] + d * u) for j, job in enumerate(FT06)
                for k, (m, d) in enumerate(job)]  # fmt: skip
        for a in busy:
            for b in busy:
                if a is not b and a[0] == b[0] and a[1] < b[2] and b[1] < a[2]:
                    return "two tasks overlap on a machine"
        end = max(s[j][-1] + FT06[j][-1][1] * u for j in range(6))
        return "ok" if value is not None and end <= value else "makespan wrong"
    if case.model == "knapsack":
        take = [found[f"take[{k}]"] for k in range(len(ITEMS))]
        weight = sum(w * u * t for (w, _), t in zip(ITEMS, take))
        worth = sum(v * u * t for (_, v), t in zip(ITEMS, take))
        return "ok" if weight <= CAPACITY * u and worth == value else "knapsack wrong"
    s = [found[f"s[{k}]"] for k in range(len(JOBS))]
    spans = sorted((a, a + p * u) for a, (p, _, _) in zip(s, JOBS))
    if any(b[0] < a[1] for a, b in zip(spans, spans[1:])):
        return "two jobs overlap"
    cost = sum(w * max(0, a + (p - due) * u) for a, (p, due, w) in zip(s, JOBS))
    return "ok" if cost == value else f"lateness {cost} != {value}"


def main(argv: list[str] | None = None) -> list[dict[str, Any]]:
    """Run the cases, print a line per run and a Markdown table; return the rows."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--peers", action="store_true", help="CPMpy + CP-SAT beside aimacsp")
    parser.add_argument("--markdown", type=Path)
    args = parser.parse_args(argv)
    chosen = [c for c in CASES if c.model in args.models.split(",")]
    runners: dict[str, Callable[[Case, float], tuple[str, int | None, dict[str, int]]]]
    runners = {"aimacsp": run_aimacsp}
    if args.peers:
        runners["CP-SAT"] = run_cpmpy
    times: dict[tuple[str, Case], list[float]] = {}
    outcome: dict[tuple[str, Case], tuple[str, int | None, str]] = {}
    for repeat in range(args.repeats):
        for k, case in enumerate(chosen):
            order = list(runners.items())
            if (repeat + k) % 2:
                order.reverse()  # take turns, so that load hits both alike
            for name, run in order:
                begun = time.process_time()
                status, value, found = run(case, args.seconds)
                spent = time.process_time() - begun
                verdict = check(case, value, found) if found else "no answer"
                times.setdefault((name, case), []).append(spent)
                outcome[(name, case)] = (status, value, verdict)
                print(f"{case.model:9} {case.label:14} {name:8} {status:14} {value!s:>16}"
                      f" {spent:8.3f} s {verdict}", flush=True)  # fmt: skip
    rows = []
    narrowest: dict[str, float] = {}
    lines = [
        "| model | numbers | " + " | ".join(f"{n} s" for n in runners)
        + " | aimacsp status | aimacsp / narrowest |",
        "|---|---|" + "---:|" * len(runners) + "---|---:|",
    ]  # fmt: skip
    for case in chosen:
        medians = {n: statistics.median(times[(n, case)]) for n in runners}
        ours = medians["aimacsp"]
        narrowest.setdefault(case.model, ours)
        ratio = ours / narrowest[case.model]
        status, value, verdict = outcome[("aimacsp", case)]
        cells = " | ".join(f"{medians[n]:.3f}" for n in runners)
        lines.append(f"| {case.model} | {case.label} | {cells} | {status} ({verdict}) |"
                     f" {ratio:.2f} |")  # fmt: skip
        rows.append({"case": case, "medians": medians, "ratio": ratio, "status": status})
    table = "\n".join(lines)
    print("\n" + table)
    if args.markdown:
        args.markdown.write_text(table + "\n")
    return rows


if __name__ == "__main__":
    main()
