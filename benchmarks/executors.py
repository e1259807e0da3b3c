"""The cost of Dask: the same bench on local processes and on a dask LocalCluster, alternated.

    python benchmarks/executors.py [--games 2000] [--agents best] [--repeats 3] [--workers 2]

Each repeat runs ``minesweeper bench`` twice as a fresh command, once per executor, in
alternating order (local first on even repeats, dask first on odd ones) so that the load of a
shared machine falls on both alike. The wall time of the whole command counts: interpreter,
cluster start and stop included. It prints every run, then the median of each executor and
the overhead of dask over local, and checks that both executors gave the same summaries.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def run(executor: str, args: argparse.Namespace, out: Path) -> tuple[float, list[object]]:
    """Seconds of one whole ``minesweeper bench`` command, and its summaries less the times."""
    command = [
        sys.executable, "-m", "minesweeper", "bench", "--agents", args.agents,
        "-d", args.difficulty, "--games", str(args.games), "--workers", str(args.workers),
        "--executor", executor, "--json", str(out), "--no-progress",
    ]  # fmt: skip
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    seconds = time.perf_counter() - start
    summaries = [
        {k: v for k, v in s.items() if not k.startswith("time")}
        for s in json.loads(out.read_text())
    ]
    return seconds, summaries


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--agents", default="best")
    parser.add_argument("-d", "--difficulty", default="beginner")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    times: dict[str, list[float]] = {"local": [], "dask": []}
    answers: dict[str, list[object]] = {}
    with tempfile.TemporaryDirectory() as folder:
        for repeat in range(args.repeats):
            order = ("local", "dask") if repeat % 2 == 0 else ("dask", "local")
            for executor in order:
                seconds, answers[executor] = run(executor, args, Path(folder) / "out.json")
                times[executor].append(seconds)
                print(f"repeat {repeat + 1} {executor:5} {seconds:7.2f} s", flush=True)
    local, dask = (statistics.median(times[name]) for name in ("local", "dask"))
    print(f"median local {local:.2f} s, dask {dask:.2f} s, overhead {dask / local - 1:+.1%}")
    same = answers["local"] == answers["dask"]
    print("same summaries (times aside):", same)
    if not same:
        sys.exit(1)


if __name__ == "__main__":
    main()
