"""Two versions of aimacsp compared by the instructions they execute, not by the clock.

    python benchmarks/instructions.py --against ../base [--instances la01-le666,golomb-8]
        [--problems jobshop,...] [--small]

Each instance of the models suite (`models_instances`, modelled by `models_aimacsp` with the
default search) is solved once under ``valgrind --tool=callgrind`` with this tree's aimacsp
and once with the other tree's (``git worktree add ../base <commit>``); from each count the
count of importing alone is taken away. Instruction counts do not change with the load of the
machine (two runs of one version agree to a few parts in a million), so a ratio of 0.97 is a
real 3%, where the clock on a shared machine moves by 20%. They leave out what the clock sees
and callgrind does not (cache misses, memory), so the wall-clock suites (`models.py`,
`peers.py`) still have the last word; this one says which way a change went, and by how much.
Needs valgrind; slow (about 50 times a normal run): choose instances that solve in seconds.
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


def instructions(tree: Path, name: str) -> tuple[int, str]:
    """The instructions one run executes (solving ``name``, or only importing when empty),
    and what it printed."""
    code = PROGRAM.format(tree=str(tree), here=str(HERE), name=name)
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


def main(argv: list[str] | None = None) -> dict[str, float]:
    """Print the instructions per instance for both trees and their ratio; return the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, required=True, help="the other checkout")
    parser.add_argument("--instances", default="", help="comma-separated instance names")
    parser.add_argument("--problems", default="", help="comma-separated problems")
    parser.add_argument("--small", action="store_true", help="only the small puzzles")
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
    trees = {"this": ROOT, args.against.name: args.against.resolve()}
    imports = {label: instructions(tree, "")[0] for label, tree in trees.items()}
    ratios: dict[str, float] = {}
    print(f"| instance | {' | '.join(trees)} (millions of instructions) | ratio |")
    print("|---|" + "---:|" * (len(trees) + 1))
    for instance in chosen:
        counts = {}
        for label, tree in trees.items():
            total, status = instructions(tree, instance.name)
            counts[label] = (total - imports[label], status)
        ours, theirs = counts["this"][0], counts[args.against.name][0]
        ratios[instance.name] = ours / theirs
        cells = " | ".join(f"{n / 1e6:,.1f} {s}" for n, s in counts.values())
        print(f"| {instance.name} | {cells} | {ratios[instance.name]:.3f} |", flush=True)
    if ratios:
        mean = math.exp(sum(math.log(r) for r in ratios.values()) / len(ratios))
        print(f"| geometric mean | | | {mean:.3f} |")
    return ratios


if __name__ == "__main__":
    main()
