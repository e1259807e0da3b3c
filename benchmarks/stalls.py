"""The bin packing of docs/when-the-search-stalls.md, written and solved each way the page
tries, in turns in one process (so that load on a shared machine hits them alike).

    python benchmarks/stalls.py [--instances bin-packing-25,bin-packing-40] [--seconds 10]
        [--repeats 3]

The instances are the optimisation suite's (`optimisation_instances`: items of 10..50 in
bins of 100, as many bins as first fit decreasing uses). Each way is a model (the bins as one
capacity sum each, as `docs/writing-models.md` first wrote them; the same with the symmetry of
the bins broken; `BinPacking`) and the options of `Solver` and `Solver.minimize`. Prints, per
instance and way, the seconds to the proof of the median run (``limit`` when it was not
settled), its objective, bound and nodes, as a Markdown table.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

from models_instances import LA01
from optimisation_instances import generated

from aimacsp import CSP, BinPacking, Limits, Solver, maximum, mrv


def sums(sizes: list[int], capacity: int, bins: int, symmetry: bool = False) -> Any:
    """One capacity sum per bin (and, with ``symmetry``, item ``k`` in one of bins 0..k)."""
    csp: CSP[str, int] = CSP()
    where = csp.integers("where", len(sizes), 0, bins - 1)
    csp.add(sum(s * (x == b) for s, x in zip(sizes, where)) <= capacity for b in range(bins))
    if symmetry:
        csp.add(x <= k for k, x in enumerate(where))
    return csp, maximum(where) + 1


def packing(sizes: list[int], capacity: int, bins: int) -> Any:
    """The global constraint."""
    csp: CSP[str, int] = CSP()
    where = csp.integers("where", len(sizes), 0, bins - 1)
    csp.add(BinPacking(where, sizes, capacity=capacity))
    return csp, maximum(where) + 1


#: Each way: the model, the options of `Solver`, those of `Solver.minimize`.
WAYS: dict[str, tuple[Callable[..., Any], dict[str, Any], dict[str, Any]]] = {
    "sums, nothing added": (sums, {"implied": False}, {}),
    "sums, symmetry broken": (lambda **p: sums(**p, symmetry=True), {"implied": False}, {}),
    "sums, select=mrv": (sums, {"implied": False, "select": mrv}, {}),
    "sums, LNS": (sums, {"implied": False}, {"neighbourhoods": True}),
    "sums, implied constraints (the default)": (sums, {}, {}),
    "BinPacking": (packing, {}, {}),
    "BinPacking, select=mrv": (packing, {"select": mrv}, {}),
}


def run(way: str, params: dict[str, Any], seconds: float) -> tuple[float, Any, Any, int, bool]:
    """One run: seconds, objective, bound, nodes, and whether it was settled."""
    model, options, optimising = WAYS[way]
    start = time.perf_counter()
    csp, objective = model(**params)
    solver = Solver(csp, limits=Limits(seconds=seconds), **options)
    solver.minimize(objective, **optimising)
    took = time.perf_counter() - start
    settled = solver.status.name in ("OPTIMAL", "UNSATISFIABLE")
    return took, solver.objective, solver.bound, solver.stats.assignments, settled


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--instances", default="bin-packing-25,bin-packing-40")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    chosen = args.instances.split(",")
    instances = {name: params for name, problem, params, _ in generated(LA01) if name in chosen}
    print("| instance | way | seconds | objective / bound | nodes |")
    print("|---|---|---:|---:|---:|")
    for name, params in instances.items():
        runs: dict[str, list[tuple[float, Any, Any, int, bool]]] = {way: [] for way in WAYS}
        for turn in range(args.repeats):
            ways = list(WAYS)
            for way in ways[turn % len(ways) :] + ways[: turn % len(ways)]:
                runs[way].append(run(way, params, args.seconds))
        for way, found in runs.items():
            found.sort(key=lambda r: r[0] if r[4] else float("inf"))
            took, value, bound, nodes, settled = found[len(found) // 2]
            shown = f"{took:.3g}" if settled else "limit"
            print(f"| {name} | {way} | {shown} | {value} / {bound} | {nodes} |", flush=True)


if __name__ == "__main__":
    main()
