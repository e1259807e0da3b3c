"""Two versions of aimacsp compared by the instructions they execute, not by the clock.

    python benchmarks/instructions.py --against ../base [--instances la01-le666,golomb-8]
        [--problems jobshop,...] [--small] [--xcsp3 RCPSP-j030-01-01,MagicSequence-10]

Each instance of the models suite (`models_instances`, modelled by `models_aimacsp` with the
default search) is solved once under ``valgrind --tool=callgrind`` with this tree's aimacsp
and once with the other tree's (``git worktree add ../base <commit>``); from each count the
count of importing alone is taken away. Instruction counts do not change with the load of the
machine (two runs of one version agree to a few parts in a million), so a ratio of 0.97 is a
real 3%, where the clock on a shared machine moves by 20%. They leave out what the clock sees
and callgrind does not (cache misses, memory), so the wall-clock suites (`models.py`,
`peers.py`) still have the last word; this one says which way a change went, and by how much.
Needs valgrind; slow (about 50 times a normal run): choose instances that solve in seconds.

``--xcsp3`` adds instances of the XCSP3 corpus (``tests/data/xcsp3``, by file name without
``.xml``), read and solved by each tree's own reader and default `Solver` (minimised or
maximised when the instance has an objective); from each count the count of importing and
reading that instance is taken away, so the figure is the search alone. They reach the
global constraints the models suite does not (`Cumulative`, `Element`, `Count`, `Lex`, ...).
"""

from __future__ import annotations

import argparse
import math
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PROGRAM = """
import sys, time
sys.path.insert(0, {tree!r}); sys.path.insert(0, {here!r})
import aimacsp
assert aimacsp.__file__.startswith({tree!r}), aimacsp.__file__
from models_instances import INSTANCES
import models_aimacsp
if {name!r}:
    status, _, _ = models_aimacsp.solve(INSTANCES[{name!r}], time.perf_counter() + 3600, "default")
    print(status)
"""

XCSP3_PROGRAM = """
import sys
sys.path.insert(0, {tree!r})
import aimacsp
assert aimacsp.__file__.startswith({tree!r}), aimacsp.__file__
from aimacsp import Solver
from aimacsp.formats.xcsp3 import read
instance = read({path!r})
if {solve!r}:
    solver = Solver(instance.csp)
    if instance.objective is None:
        solver.solve()
    elif instance.minimize:
        solver.minimize(instance.objective)
    else:
        solver.maximize(instance.objective)
    print(solver.status.name, solver.stats.assignments, "nodes")
"""
CORPUS = ROOT / "tests" / "data" / "xcsp3"


def callgrind(code: str) -> tuple[int, str]:
    """The instructions running ``code`` in a new interpreter executes, and what it printed."""
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c",
         code],
        capture_output=True,
        text=True,
        check=True,
    )  # fmt: skip
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"callgrind printed no count: {done.stderr[-500:]}")
    return int(found.group(1)), done.stdout.strip()


def xcsp3_instructions(tree: Path, name: str) -> tuple[int, str]:
    """The instructions ``tree`` executes solving the corpus instance ``name``, less those of
    importing and reading it, and what it printed."""
    path = str(CORPUS / f"{name}.xml")
    total, status = callgrind(XCSP3_PROGRAM.format(tree=str(tree), path=path, solve=True))
    reading, _ = callgrind(XCSP3_PROGRAM.format(tree=str(tree), path=path, solve=False))
    return total - reading, status


def instructions(tree: Path, name: str) -> tuple[int, str]:
    """The instructions one run executes (solving ``name``, or only importing when empty),
    and what it printed."""
    return callgrind(PROGRAM.format(tree=str(tree), here=str(HERE), name=name))


def main(argv: list[str] | None = None) -> dict[str, float]:
    """Print the instructions per instance for both trees and their ratio; return the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, required=True, help="the other checkout")
    parser.add_argument("--instances", default="", help="comma-separated instance names")
    parser.add_argument("--problems", default="", help="comma-separated problems")
    parser.add_argument("--small", action="store_true", help="only the small puzzles")
    parser.add_argument("--xcsp3", default="", help="comma-separated XCSP3 corpus instances")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (apt-get install valgrind)")
    sys.path.insert(0, str(HERE))
    from models_instances import INSTANCES

    chosen = [i for i in INSTANCES.values() if not args.small or i.small]
    if args.problems:
        chosen = [i for i in chosen if i.problem in args.problems.split(",")]
    if args.instances:
        chosen = [i for i in chosen if i.name in args.instances.split(",")]
    elif args.xcsp3 and not args.problems and not args.small:
        chosen = []  # only the corpus instances asked for
    corpus = [name for name in args.xcsp3.split(",") if name]
    for name in corpus:
        if not (CORPUS / f"{name}.xml").is_file():
            sys.exit(f"no instance {name}.xml in {CORPUS}")
    trees = {"this": ROOT, args.against.name: args.against.resolve()}
    imports = {label: instructions(tree, "")[0] for label, tree in trees.items()}
    ratios: dict[str, float] = {}
    print(f"| instance | {' | '.join(trees)} (millions of instructions) | ratio |")
    print("|---|" + "---:|" * (len(trees) + 1))
    runs = [(i.name, False) for i in chosen] + [(name, True) for name in corpus]
    for name, xcsp3 in runs:
        counts = {}
        for label, tree in trees.items():
            if xcsp3:
                counts[label] = xcsp3_instructions(tree, name)
            else:
                total, status = instructions(tree, name)
                counts[label] = (total - imports[label], status)
        ours, theirs = counts["this"][0], counts[args.against.name][0]
        ratios[name] = ours / theirs
        cells = " | ".join(f"{n / 1e6:,.1f} {s}" for n, s in counts.values())
        print(f"| {name} | {cells} | {ratios[name]:.3f} |", flush=True)
    if ratios:
        mean = math.exp(sum(math.log(r) for r in ratios.values()) / len(ratios))
        print(f"| geometric mean | | | {mean:.3f} |")
    return ratios


if __name__ == "__main__":
    main()
