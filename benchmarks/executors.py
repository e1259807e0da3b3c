"""The cost of Dask: the same bench on local processes and on a dask LocalCluster, alternated.

    python benchmarks/executors.py [--games 2000] [--agents best] [--repeats 3] [--workers 2]

Each repeat runs ``minesweeper bench`` twice as a fresh command, once per executor, in
alternating order (local first on even repeats, dask first on odd ones) so that the load of a
shared machine falls on both alike. The whole command counts: interpreter, cluster start and
stop included. Two measures: the wall time, and the CPU time of the command and every process
it started (workers, scheduler), which the load of other users barely moves. It prints every
run, then the medians of each executor and the overhead of dask over local, and checks that
both executors gave the same summaries.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def run(executor: str, args: argparse.Namespace, out: Path) -> tuple[float, float, list[object]]:
    """Wall and CPU seconds of one whole ``minesweeper bench`` command, and its summaries less
    the times."""
    command = [
        sys.executable, "-m", "minesweeper", "bench", "--agents", args.agents,
        "-d", args.difficulty, "--games", str(args.games), "--workers", str(args.workers),
        "--executor", executor, "--json", str(out), "--no-progress",
    ]  # fmt: skip
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)  # the descendants it waited for too
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    summaries = [
        {k: v for k, v in s.items() if not k.startswith("time")}
        for s in json.loads(out.read_text())
    ]
    return seconds, cpu, summaries


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--agents", default="best")
    parser.add_argument("-d", "--difficulty", default="beginner")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    wall: dict[str, list[float]] = {"local": [], "dask": []}
    cpu: dict[str, list[float]] = {"local": [], "dask": []}
    answers: dict[str, list[object]] = {}
    with tempfile.TemporaryDirectory() as folder:
        for repeat in range(args.repeats):
            order = ("local", "dask") if repeat % 2 == 0 else ("dask", "local")
            for executor in order:
                took, used, answers[executor] = run(executor, args, Path(folder) / "out.json")
                wall[executor].append(took)
                cpu[executor].append(used)
                print(f"repeat {repeat + 1} {executor:5} wall {took:7.2f} s  cpu {used:7.2f} s",
                      flush=True)
    for name, measure in (("wall", wall), ("cpu", cpu)):
        local, dask = (statistics.median(measure[key]) for key in ("local", "dask"))
        print(f"median {name}: local {local:.2f} s, dask {dask:.2f} s,"
              f" overhead {dask / local - 1:+.1%}")
    same = answers["local"] == answers["dask"]
    print("same summaries (times aside):", same)
    if not same:
        sys.exit(1)


if __name__ == "__main__":
    main()
