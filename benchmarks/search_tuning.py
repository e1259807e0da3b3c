"""Tune the default search on problems of its own, apart from those the results are reported on.

    python benchmarks/search_tuning.py [--variants default,dom_wdeg,...] [--seconds 10]
        [--families rb,qwh,colouring,jobshop,magic,golomb] [--seed 2911]

The reporting suite is `benchmarks/models.py`'s; the instances here are other ones, drawn
from their own seed (random binary CSPs of model RB near the threshold, Latin squares with
holes, G(n, p) colourings near their chromatic number, random 6x6 job-shops at their
optimum, 7x7 and 8x8 magic squares, Golomb rulers of 7 marks), so that what is chosen
here is not fitted to what is reported. Each variant runs every instance in this process,
in rotating order; the table gives the instances settled within the limit and the PAR2 score
(seconds, twice the limit for an instance not settled), the usual measure of solvers'
competitions, with the median time over the instances all variants settle.
"""

from __future__ import annotations

import argparse
import itertools
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from aimacsp import (  # noqa: E402
    CSP,
    AllDifferent,
    Limits,
    Restarts,
    Solver,
    Status,
    Sum,
    Table,
    dom_wdeg,
    last_conflict,
    mrv,
    phase_saving,
    unordered_domain_values,
)
from aimacsp.search.adaptive import chs  # noqa: E402

#: The variants compared: keyword arguments of `Solver` (the default names none).
VARIANTS: dict[str, dict[str, Any]] = {
    "default": {},
    "mrv": {"select": mrv},
    "dom_wdeg": {"select": dom_wdeg},
    "dom_wdeg+restarts": {"select": dom_wdeg, "restarts": True},
    "no-last-conflict": {
        "select": dom_wdeg,
        "order": phase_saving(unordered_domain_values),
        "restarts": True,
    },
    "no-phase": {"select": last_conflict(dom_wdeg), "restarts": True},
    "geometric": {
        "select": last_conflict(dom_wdeg),
        "order": phase_saving(unordered_domain_values),
        "restarts": Restarts.geometric(10, 1.3),
    },
    "chs": {
        "select": last_conflict(chs),
        "order": phase_saving(unordered_domain_values),
        "restarts": True,
    },
    "geometric-100": {
        "select": last_conflict(dom_wdeg),
        "order": phase_saving(unordered_domain_values),
        "restarts": Restarts.geometric(100, 1.5),
    },
    "luby-300": {
        "select": last_conflict(dom_wdeg),
        "order": phase_saving(unordered_domain_values),
        "restarts": Restarts.luby(300),
    },
    "luby-30": {
        "select": last_conflict(dom_wdeg),
        "order": phase_saving(unordered_domain_values),
        "restarts": Restarts.luby(30),
    },
}

Instance = tuple[str, Callable[[], CSP[Any, Any]], str | None]  # name, model, objective


def model_rb(rng: random.Random, n: int, tightness: float) -> CSP[int, int]:
    """Model RB (Xu and Li 2000): n variables of n^0.8 values, 0.8 n ln n binary constraints,
    each forbidding a share of the pairs: ``tightness`` times the threshold's, where random
    instances turn from satisfiable to not and are hardest."""
    alpha, r = 0.8, 0.8
    d = round(n**alpha)
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n), range(d))
    threshold = 1 - math.exp(-alpha / r)
    pairs = list(itertools.product(range(d), repeat=2))
    allowed = int(round((1 - threshold * tightness) * len(pairs)))
    for _ in range(int(r * n * math.log(n))):
        csp.add_constraint(Table(rng.sample(range(n), 2), rng.sample(pairs, allowed)))
    return csp


def quasigroup(rng: random.Random, n: int, holes: float) -> CSP[tuple[int, int], int]:
    """A Latin square of order n with a share of its cells left open (always satisfiable:
    the givens come from a shuffled cyclic square)."""
    rows, cols, symbols = list(range(n)), list(range(n)), list(range(n))
    rng.shuffle(rows)
    rng.shuffle(cols)
    rng.shuffle(symbols)
    csp: CSP[tuple[int, int], int] = CSP()
    for r in range(n):
        for c in range(n):
            given = symbols[(rows[r] + cols[c]) % n]
            csp.add_variable((r, c), range(n) if rng.random() < holes else [given])
    for k in range(n):
        csp.add_constraint(AllDifferent([(k, c) for c in range(n)]))
        csp.add_constraint(AllDifferent([(r, k) for r in range(n)]))
    return csp


def colouring(rng: random.Random, n: int, p: float, colours: int) -> CSP[int, int]:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n), range(colours))
    for i, j in itertools.combinations(range(n), 2):
        if rng.random() < p:
            csp.add_constraint(lambda a, b: a != b, [i, j])
    return csp


def jobshop(rng: random.Random, jobs: int, machines: int) -> CSP[Any, int]:
    """A random job-shop (each job visits every machine once, durations 1..10), makespan
    to minimise."""
    tasks = [[(m, rng.randint(1, 10)) for m in rng.sample(range(machines), machines)]
             for _ in range(jobs)]
    horizon = sum(d for job in tasks for _, d in job)
    csp: CSP[Any, int] = CSP()
    csp.add_variable("makespan", range(horizon + 1))
    for j, job in enumerate(tasks):
        csp.add_variables([(j, k) for k in range(machines)], range(horizon + 1))
        for k in range(machines - 1):
            csp.add_constraint(Sum([(j, k), (j, k + 1)], "<=", -job[k][1], [1, -1]))
        csp.add_constraint(Sum([(j, machines - 1), "makespan"], "<=", -job[-1][1], [1, -1]))
    on = [((j, k), m, d) for j, job in enumerate(tasks) for k, (m, d) in enumerate(job)]
    for (a, m, da), (b, n, db) in itertools.combinations(on, 2):
        if m == n:
            csp.add_constraint(lambda s, t, da=da, db=db: s + da <= t or t + db <= s, [a, b])
    return csp


def magic(n: int) -> CSP[int, int]:
    total = n * (n * n + 1) // 2
    cells = range(n * n)
    csp: CSP[int, int] = CSP()
    csp.add_variables(cells, range(1, n * n + 1))
    csp.add_constraint(AllDifferent(list(cells)))
    lines = [[r * n + c for c in range(n)] for r in range(n)]
    lines += [[r * n + c for r in range(n)] for c in range(n)]
    lines += [[k * n + k for k in range(n)], [k * n + n - 1 - k for k in range(n)]]
    for line in lines:
        csp.add_constraint(Sum(line, "==", total))
    return csp


def golomb(marks: int, length: int) -> CSP[str, int]:
    csp: CSP[str, int] = CSP()
    x = [f"x{i}" for i in range(marks)]
    csp.add_variable(x[0], [0])
    csp.add_variables(x[1:], range(1, length + 1))
    for a, b in zip(x, x[1:]):
        csp.add_constraint(Sum([a, b], "<=", -1, [1, -1]))
    diffs = []
    for i, j in itertools.combinations(range(marks), 2):
        diffs.append(f"d{i}_{j}")
        csp.add_variable(diffs[-1], range(1, length + 1))
        csp.add_constraint(Sum([x[j], x[i], diffs[-1]], "==", 0, [1, -1, -1]))
    csp.add_constraint(AllDifferent(diffs))
    return csp


def instances(seed: int, families: set[str]) -> list[Instance]:
    """The tuning suite: each instance drawn from a seed of its own, taken from ``seed``."""
    rng = random.Random(seed)
    found: list[Instance] = []

    def drawn(name: str, make: Callable[..., CSP[Any, Any]], *args: Any) -> Instance:
        own = rng.randrange(2**32)
        return name, lambda: make(random.Random(own), *args), None

    if "rb" in families:
        found += [drawn(f"rb-50-{k}", model_rb, 50, 0.95) for k in range(6)]
    if "qwh" in families:
        found += [drawn(f"qwh-30-{k}", quasigroup, 30, 0.42) for k in range(4)]
    if "colouring" in families:
        found += [drawn(f"gnp-90-{k}", colouring, 90, 0.1, 4) for k in range(4)]
    if "jobshop" in families:
        found += [(*drawn(f"js-5x5-{k}", jobshop, 5, 5)[:2], "makespan") for k in range(3)]
    if "magic" in families:
        found.append(("magic-7", lambda: magic(7), None))
        found.append(("magic-8", lambda: magic(8), None))
    if "golomb" in families:
        found.append(("golomb-7-at-25", lambda: golomb(7, 25), None))
        found.append(("golomb-7-at-24", lambda: golomb(7, 24), None))
    return found


def run(instance: Instance, variant: str, seconds: float) -> tuple[bool, float, int]:
    """(settled, seconds, nodes) of one variant on one instance."""
    name, make, objective = instance
    csp = make()
    solver = Solver(csp, limits=Limits(seconds=seconds), **VARIANTS[variant])
    start = time.perf_counter()
    if objective is None:
        solver.solve()
        settled = solver.status in (Status.SOLVED, Status.UNSATISFIABLE)
    else:
        solver.minimize(objective)
        settled = solver.status in (Status.OPTIMAL, Status.UNSATISFIABLE)
    return settled, time.perf_counter() - start, solver.stats.assignments


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--families", default="rb,qwh,colouring,jobshop,magic,golomb")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=2911)
    args = parser.parse_args()
    variants = args.variants.split(",")
    for variant in variants:
        if variant not in VARIANTS:
            raise SystemExit(f"unknown variant {variant!r}; choose from {', '.join(VARIANTS)}")
    suite = instances(args.seed, set(args.families.split(",")))
    results: dict[tuple[str, str], tuple[bool, float, int]] = {}
    for k, instance in enumerate(suite):
        order = variants[k % len(variants):] + variants[: k % len(variants)]
        for variant in order:
            results[instance[0], variant] = found = run(instance, variant, args.seconds)
            print(f"{instance[0]:16} {variant:20} {'settled' if found[0] else 'open':8}"
                  f" {found[1]:7.3f} s {found[2]:8} nodes", flush=True)
    print(f"\n| variant | settled (of {len(suite)}) | PAR2 (s) | median where all settle |")
    print("|---|---:|---:|---:|")
    common = [i[0] for i in suite if all(results[i[0], v][0] for v in variants)]
    for variant in variants:
        settled = sum(results[i[0], variant][0] for i in suite)
        par2 = sum(
            results[i[0], variant][1] if results[i[0], variant][0] else 2 * args.seconds
            for i in suite
        )
        times = [results[name, variant][1] for name in common]
        median = f"{statistics.median(times):.3f}" if times else "-"
        print(f"| {variant} | {settled} | {par2:.1f} | {median} |")


if __name__ == "__main__":
    main()
