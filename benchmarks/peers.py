"""aimacsp against its peers on the same models: python-constraint2 and OR-Tools CP-SAT.

    python benchmarks/peers.py [--repeats 5] [--budget 20] [--only queens,sudoku]
                               [--baseline /path/to/another/aimacsp]

Each job is one model or a set of them (`peer_libraries.Spec`), built by every library that
is installed (a missing peer is skipped with a note: neither is a dependency). The libraries
take turns on a job, in a rotating order, so that load on a shared machine hits them alike;
each runs ``--repeats`` times unless its runs pass ``--budget`` seconds first. The figure is
the median, model building excluded and each solver's own set-up included. The last column
divides by the job's first aimacsp row: above 1, aimacsp is faster. Every answer is checked:
solutions against the spec, counts against the other libraries.

``--baseline`` loads another copy of the aimacsp package (a directory holding its
``__init__.py``) under another name and runs it as one more library: before and after a
change, in one process.
"""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from peer_libraries import Spec, aimacsp_library, constraint2_library, cpsat_library

import aimacsp

DATA = Path(__file__).resolve().parent.parent / "sudoku" / "data"


def queens(n: int) -> Spec:
    """The textbook model: one predicate per pair of columns."""
    spec = Spec({c: list(range(n)) for c in range(n)})
    for i, j in itertools.combinations(range(n), 2):
        spec.constraints.append(
            (
                "pred",
                lambda a, b, d=j - i: a != b and abs(a - b) != d,
                (i, j),
                lambda a, b, d=j - i: (a - b, a - b - d, a - b + d),
            )
        )
    return spec


def sudoku(line: str) -> Spec:
    """27 all-different units; a given is a one-value domain."""
    spec = Spec(
        {k: [int(c)] if c in "123456789" else list(range(1, 10)) for k, c in enumerate(line)}
    )
    rows = [[9 * r + c for c in range(9)] for r in range(9)]
    boxes = [
        [9 * (r + br) + c + bc for r in range(3) for c in range(3)]
        for br in (0, 3, 6)
        for bc in (0, 3, 6)
    ]
    for unit in rows + [list(col) for col in zip(*rows)] + boxes:
        spec.constraints.append(("alldiff", tuple(unit)))
    return spec


def send_more_money() -> Spec:
    letters = "SENDMORY"
    weights = [1000, 91, -90, 1, -9000, -900, 10, -1]
    spec = Spec({c: list(range(10)) for c in letters})
    spec.constraints += [
        ("alldiff", tuple(letters)),
        ("sum", tuple(letters), weights, "==", 0),
        ("pred", lambda s: s != 0, ("S",), None),
        ("pred", lambda m: m != 0, ("M",), None),
    ]
    return spec


def magic_square(n: int) -> Spec:
    cells = [(r, c) for r in range(n) for c in range(n)]
    spec = Spec({cell: list(range(1, n * n + 1)) for cell in cells})
    spec.constraints.append(("alldiff", tuple(cells)))
    lines = [[(r, c) for c in range(n)] for r in range(n)] + [
        [(r, c) for r in range(n)] for c in range(n)
    ]
    lines += [[(k, k) for k in range(n)], [(k, n - 1 - k) for k in range(n)]]
    for line in lines:
        spec.constraints.append(("sum", tuple(line), [1] * n, "==", n * (n * n + 1) // 2))
    return spec


def random_binary(
    seed: int, n: int = 25, d: int = 10, density: float = 0.3, tightness: float = 0.45
) -> Spec:
    """Model B near the phase transition: ``density`` of the pairs constrained, each
    forbidding ``tightness`` of the value pairs."""
    rng = random.Random(seed)
    spec = Spec({v: list(range(d)) for v in range(n)})
    pairs = list(itertools.combinations(range(n), 2))
    all_rows = list(itertools.product(range(d), repeat=2))
    for scope in rng.sample(pairs, round(density * len(pairs))):
        rows = rng.sample(all_rows, round((1 - tightness) * len(all_rows)))
        spec.constraints.append(("table", rows, scope))
    return spec


def random_mixed(seed: int, n: int = 9) -> Spec:
    """Predicates, tables, all-different and weighted sums over small domains."""
    rng = random.Random(seed)
    spec = Spec({v: sorted(rng.sample(range(5), rng.randint(3, 5))) for v in range(n)})
    for _ in range(6):
        scope = tuple(rng.sample(range(n), rng.randint(2, 3)))
        kind = rng.choice(["pred", "table", "alldiff", "sum"])
        if kind in ("pred", "table"):
            universe = list(itertools.product(range(5), repeat=len(scope)))
            rows = rng.sample(universe, len(universe) * 3 // 4)
            if kind == "table":
                spec.constraints.append(("table", rows, scope))
            else:
                allowed = frozenset(rows)
                spec.constraints.append(("pred", lambda *v, a=allowed: v in a, scope, None))
        elif kind == "alldiff":
            spec.constraints.append(("alldiff", scope))
        else:
            weights = [rng.choice([-2, -1, 1, 2]) for _ in scope]
            spec.constraints.append(
                ("sum", scope, weights, rng.choice(["<=", ">="]), rng.randint(-2, 6))
            )
    return spec


def planar_colouring(colours: int = 4) -> Spec:
    """A planar graph of 30 nodes and 78 edges: a 5 x 6 grid, each cell cut by a diagonal
    (either way, at random), and an ear over every other node of the outer ring."""
    rng = random.Random(7)
    node = {(r, c): 6 * r + c for r in range(5) for c in range(6)}
    edges = [(node[r, c], node[r, c + 1]) for r in range(5) for c in range(5)]
    edges += [(node[r, c], node[r + 1, c]) for r in range(4) for c in range(6)]
    for r, c in itertools.product(range(4), range(5)):
        down = rng.random() < 0.5
        edges.append((node[r, c], node[r + 1, c + 1]) if down else (node[r, c + 1], node[r + 1, c]))
    ring = [node[0, c] for c in range(6)] + [node[r, 5] for r in range(1, 5)]
    ring += [node[4, c] for c in range(4, -1, -1)] + [node[r, 0] for r in range(3, 0, -1)]
    edges += [(ring[k], ring[(k + 2) % len(ring)]) for k in range(0, len(ring), 2)]
    spec = Spec({v: list(range(colours)) for v in range(30)})
    for a, b in edges:
        spec.constraints.append(("pred", lambda x, y: x != y, (a, b), lambda x, y: (x - y,)))
    return spec


def jobs(sudoku_count: int) -> list[tuple[str, str, list[Spec], list[str], str]]:
    """(name, title, specs, modes for aimacsp, strategy): the mode ``first``, ``all``
    (enumerate), ``count`` (aimacsp runs count_solutions and weighted_count) or ``local:seed``."""
    lines = (DATA / "top95.txt").read_text().split()[:sudoku_count]
    return [
        (
            "queens",
            "100-queens, first solution (MRV + forward checking)",
            [queens(100)],
            ["first"],
            "fc",
        ),
        (
            "queens",
            "10-queens, all 724 solutions (MRV + forward checking)",
            [queens(10)],
            ["all"],
            "fc",
        ),
        (
            "sudoku",
            f"Sudoku top95, {len(lines)} puzzles, first solution",
            [sudoku(line) for line in lines],
            ["first"],
            "mac",
        ),
        ("send", "SEND + MORE = MONEY, all solutions", [send_more_money()], ["all"], "mac"),
        ("magic", "magic square 3 x 3, all 8 solutions", [magic_square(3)], ["all"], "mac"),
        ("magic", "magic square 4 x 4, first solution", [magic_square(4)], ["first"], "mac"),
        (
            "random",
            "random binary CSPs near the phase transition, 10 x first",
            [random_binary(s) for s in range(10)],
            ["first"],
            "mac",
        ),
        (
            "count",
            "counting: 20 random mixed CSPs",
            [random_mixed(s) for s in range(20)],
            ["count", "weighted"],
            "mac",
        ),
        (
            "count",
            "counting: 4-colourings of a 30-node planar graph",
            [planar_colouring()],
            ["count", "weighted"],
            "mac",
        ),
        ("local", "min-conflicts, 100-queens, 3 seeds", [queens(100)] * 3, ["local"], "fc"),
        ("local", "min-conflicts, 200-queens, 3 seeds", [queens(200)] * 3, ["local"], "fc"),
    ]


Entry = tuple[str, list[Callable[[], Any]]]


def entries(
    specs: list[Spec], modes: list[str], strategy: str, libraries: list[tuple[str, ModuleType]]
) -> list[Entry]:
    """The rows of one job: each library's calls, one per spec."""
    local = modes == ["local"]

    def mode_for(k: int, mode: str) -> str:
        return f"local:{k}" if local else mode  # min-conflicts: spec k runs with seed k

    found: list[Entry] = []
    for label, lib in libraries:
        for mode in modes:
            name = {"count": " count_solutions", "weighted": " weighted_count"}.get(mode, "")
            calls = [
                aimacsp_library(lib, strategy, mode_for(k, mode))(spec)
                for k, spec in enumerate(specs)
            ]
            found.append((label + name, calls))
    peer_mode = "first" if modes == ["first"] else "all"
    solver = "backtracking" if strategy == "fc" else "default"
    if constraint2_library(solver, peer_mode) is not None:
        pc2 = [
            constraint2_library(solver, mode_for(k, peer_mode))(spec)  # type: ignore[misc]
            for k, spec in enumerate(specs)
        ]
        kind = "MinConflictsSolver" if local else f"{solver} solver"
        found.append((f"python-constraint2 ({kind})", pc2))
    cpsat = cpsat_library(peer_mode)
    if cpsat is not None and not local:
        found.append(("OR-Tools CP-SAT (1 worker)", [cpsat(spec) for spec in specs]))
    return found


#: The clock rows are timed by: wall time, or with --cpu this process's processor time (steadier
#: on a shared machine, where another job's load would count against whichever row it hits).
CLOCK = time.perf_counter


def run(
    job: list[Entry], specs: list[Spec], repeats: int, budget: float
) -> list[tuple[str, float, int, str]]:
    """Median seconds per row, alternating the rows; each row's answers checked."""
    times: dict[str, list[float]] = {label: [] for label, _ in job}
    answers: dict[str, list[Any]] = {}
    for r in range(repeats):
        order = job[r % len(job) :] + job[: r % len(job)]
        for label, calls in order:
            if sum(times[label]) > budget:
                continue
            start = CLOCK()
            answers[label] = [call() for call in calls]
            times[label].append(CLOCK() - start)
    rows = []
    counts = {label: a for label, a in answers.items() if all(isinstance(x, int) for x in a)}
    for label, _ in job:
        note = ""
        got = answers[label]
        if label in counts:
            if any(c != counts[label] for c in counts.values()):
                note = "COUNTS DISAGREE"
        elif not all(spec.is_solution(a) for spec, a in zip(specs, got)):
            wrong = sum(not spec.is_solution(a) for spec, a in zip(specs, got))
            note = f"{wrong} of {len(got)} not solved"
        rows.append((label, statistics.median(times[label]), len(times[label]), note))
    return rows


def load_baseline(path: str) -> ModuleType:
    """Another copy of the aimacsp package, imported under the name ``aimacsp_baseline``."""
    init = Path(path) / "__init__.py"
    if not init.is_file():
        raise SystemExit(f"--baseline {path}: no package there (give the aimacsp folder itself)")
    spec = importlib.util.spec_from_file_location(
        "aimacsp_baseline", init, submodule_search_locations=[str(Path(path))]
    )
    if spec is None or spec.loader is None:
        raise SystemExit(f"--baseline {path}: no package there")
    module = importlib.util.module_from_spec(spec)
    sys.modules["aimacsp_baseline"] = module
    spec.loader.exec_module(module)
    return module


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument(
        "--budget",
        type=float,
        default=20.0,
        help="seconds of runs per row, at most (one run at least)",
    )
    parser.add_argument(
        "--only",
        default="",
        help="comma-separated job groups: queens,sudoku,send,magic,random,count,local",
    )
    parser.add_argument("--sudoku", type=int, default=95, help="how many top95 puzzles")
    parser.add_argument(
        "--baseline", default="", help="directory of another aimacsp package to compare with"
    )
    parser.add_argument(
        "--cpu", action="store_true", help="time by processor time, not wall time (a busy machine)"
    )
    args = parser.parse_args()
    if args.cpu:
        global CLOCK
        CLOCK = time.process_time
    libraries: list[tuple[str, ModuleType]] = [("aimacsp", aimacsp)]
    if args.baseline:
        libraries.append(("aimacsp (baseline)", load_baseline(args.baseline)))
    if constraint2_library("default", "first") is None:
        print("note: python-constraint2 is not installed, its rows are skipped")
    if cpsat_library("first") is None:
        print("note: OR-Tools is not installed, its rows are skipped")
    only = set(filter(None, args.only.split(",")))
    print("| job | library | median s | runs | / aimacsp | note |")
    print("|---|---|---:|---:|---:|---|")
    for group, title, specs, modes, strategy in jobs(args.sudoku):
        if only and group not in only:
            continue
        rows = run(entries(specs, modes, strategy, libraries), specs, args.repeats, args.budget)
        reference = rows[0][1]
        for label, seconds, runs, note in rows:
            ratio = seconds / reference
            print(
                f"| {title} | {label} | {seconds:.4g} | {runs} | {ratio:.2f} | {note} |", flush=True
            )
            title = ""


if __name__ == "__main__":
    main()
