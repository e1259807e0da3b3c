"""Counting all solutions: `count_solutions` against `weighted_count`, `Solver.count()` and,
when it is installed, python-constraint2 (a peer, never a dependency).

    python benchmarks/counting.py [--repeats 3] [--instances 60] [--no-enumerate]

Two jobs. *Colouring*: the 4-colourings of a 30-node planar graph (random points joined by
the shortest non-crossing segments: a triangulation, 79 edges; 251,712 colourings), one
``!=`` predicate per edge. *Mixed*: random CSPs of 12 variables with domains in 0..3 and 9
constraints drawn from predicates, tables, ``AllDifferent`` and weighted ``Sum`` (seeded), all
counted one after the other. The libraries alternate within each repeat, in one process; the
table shows the median seconds and each time divided by `count_solutions`'s. Every count is
checked against the others.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from aimacsp import (
    CSP,
    AllDifferent,
    Predicate,
    Solver,
    Sum,
    Table,
    count_solutions,
    mac,
    mrv,
    weighted_count,
)

try:
    import constraint as pc2  # python-constraint2
except ImportError:  # pragma: no cover - an optional peer
    pc2 = None

Edge = tuple[int, int]


def _crosses(
    p: tuple[float, float], q: tuple[float, float], r: tuple[float, float], s: tuple[float, float]
) -> bool:
    def turn(a: tuple[float, float], b: tuple[float, float], c: tuple[float, float]) -> int:
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return (v > 0) - (v < 0)

    return turn(p, q, r) * turn(p, q, s) < 0 and turn(r, s, p) * turn(r, s, q) < 0


def planar_graph(n: int, seed: int) -> list[Edge]:
    """Random points joined shortest first by segments that cross no earlier one."""
    rng = random.Random(seed)
    points = [(rng.random(), rng.random()) for _ in range(n)]
    pairs = sorted(
        (
            (points[a][0] - points[b][0]) ** 2 + (points[a][1] - points[b][1]) ** 2,
            a,
            b,
        )
        for a, b in itertools.combinations(range(n), 2)
    )
    edges: list[Edge] = []
    for _, a, b in pairs:
        if all(
            len({a, b, c, d}) < 4 or not _crosses(points[a], points[b], points[c], points[d])
            for c, d in edges
        ):
            edges.append((a, b))
    return edges


def colouring(edges: list[Edge], n: int, colours: int) -> CSP[int, int]:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n), range(colours))
    for a, b in edges:
        csp.add_constraint(lambda x, y: x != y, [a, b])
    return csp


def random_mixed(seed: int, variables: int = 12, constraints: int = 9) -> CSP[int, int]:
    """A random CSP over 0..3 mixing the four constraint families."""
    rng = random.Random(seed)
    csp: CSP[int, int] = CSP()
    for v in range(variables):
        csp.add_variable(v, sorted(rng.sample(range(4), rng.randint(2, 4))))
    for _ in range(constraints):
        kind = rng.choice(["predicate", "table", "alldiff", "sum"])
        scope = rng.sample(range(variables), rng.randint(2, 3))
        if kind in ("predicate", "table"):
            universe = list(itertools.product(range(4), repeat=len(scope)))
            allowed = frozenset(t for t in universe if rng.random() < 0.6)
            if kind == "table":
                csp.add_constraint(Table(scope, allowed))
            else:
                csp.add_constraint(Predicate(lambda *v, a=allowed: v in a, scope))
        elif kind == "alldiff":
            csp.add_constraint(AllDifferent(scope))
        else:
            weights = [rng.randint(1, 2) for _ in scope]
            op = rng.choice(["==", "<=", ">="])
            rhs = rng.randint(len(scope), 3 * len(scope))
            csp.add_constraint(Sum(scope, op, rhs, weights))
    return csp


def to_pc2(csp: CSP[Any, Any]) -> Any:
    """The same model in python-constraint2."""
    problem = pc2.Problem()
    for var in csp.variables:
        problem.addVariable(var, list(csp.domains[var]))
    for c in csp.constraints:
        scope = list(c.scope)
        if isinstance(c, AllDifferent):
            problem.addConstraint(pc2.AllDifferentConstraint(), scope)
        elif isinstance(c, Sum) and c.op == "==":
            # (its MaxSum and MinSum fail on some of these models: those go as functions)
            problem.addConstraint(pc2.ExactSumConstraint(c.rhs, list(c.weights)), scope)
        else:
            problem.addConstraint(lambda *v, c=c: c.is_satisfied(v), scope)
    return problem


def timed(job: Callable[[], int]) -> tuple[float, int]:
    start = time.perf_counter()
    result = job()
    return time.perf_counter() - start, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--instances", type=int, default=60)
    parser.add_argument(
        "--no-enumerate",
        action="store_true",
        help="skip Solver.count() (it enumerates every solution)",
    )
    args = parser.parse_args()
    graph = colouring(planar_graph(30, 0), 30, 4)
    mixed = [random_mixed(seed) for seed in range(args.instances)]
    jobs: dict[str, dict[str, Callable[[], int]]] = {"colouring": {}, "mixed": {}}
    for name, models in (("colouring", [graph]), ("mixed", mixed)):
        jobs[name]["count_solutions"] = lambda m=models: sum(count_solutions(c) for c in m)
        jobs[name]["weighted_count"] = lambda m=models: sum(weighted_count(c).count for c in m)
        if not args.no_enumerate:
            jobs[name]["Solver.count (mrv, mac)"] = lambda m=models: sum(
                Solver(c, select=mrv, inference=mac).count() for c in m
            )
        if pc2 is not None:
            peers = [to_pc2(c) for c in models]
            jobs[name]["python-constraint2"] = lambda p=peers: sum(len(q.getSolutions()) for q in p)
    if pc2 is None:
        print("python-constraint2 is not installed: its column is skipped")
    for name, named in jobs.items():
        times: dict[str, list[float]] = {label: [] for label in named}
        answers: dict[str, int] = {}
        for _ in range(args.repeats):
            for label, job in named.items():
                seconds, answers[label] = timed(job)
                times[label].append(seconds)
        assert len(set(answers.values())) == 1, answers
        base = statistics.median(times["count_solutions"])
        print(f"\n{name}: {next(iter(answers.values()))} solutions in all")
        print(f"{'counter':28} {'median s':>9} {'/ count_solutions':>18}")
        for label, series in times.items():
            median = statistics.median(series)
            print(f"{label:28} {median:9.3f} {median / base:18.2f}")


if __name__ == "__main__":
    main()
