"""Inputs slow to read, and ``aimacsp solve --time-limit 1`` on each (``xcsp3.py --slow``).

Each input is written from a fixed seed into a temporary folder, and is slow at a different
step of the way to the first search node:

- ``varcoeffs``: ten sums whose coefficients are variables (``x[] * y[]`` over 0..300): each
  product is compiled into a table of 90,601 rows (the issue's "sums with variable
  coefficients");
- ``intension``: 400,000 ``<intension>`` constraints, 20 MB of XML: parsing and compiling;
- ``million``: an array of 1,000 x 1,000 variables: declaring, then building the model;
- ``table``: one ``<extension>`` of 300,000 rows over five variables: reading the rows,
  building the table and its propagator, then the first propagation.

A run is a process timed from its start (the interpreter and the library's import
included) to its exit, as a competition harness times it; ``reading alone`` is
`aimacsp.formats.xcsp3.read` without a limit, in a process of its own (stopped at
``--read-cap`` seconds).
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

__all__ = ["INPUTS", "write", "slow_table"]

HEAD = '<instance format="XCSP3" type="{kind}"><variables>{variables}</variables><constraints>'


def _varcoeffs() -> str:
    sums = "".join(f"<sum><list> x[] </list><coeffs> y[] </coeffs><condition> (ge,{1000 + k})"
                   " </condition></sum>" for k in range(10))  # fmt: skip
    variables = (
        '<array id="x" size="[30]"> 0..300 </array><array id="y" size="[30]"> 0..300 </array>'
    )
    return (HEAD.format(kind="COP", variables=variables) + sums + "</constraints><objectives>"
            '<minimize type="sum"> x[] </minimize></objectives></instance>')  # fmt: skip


def _intension() -> str:
    rng = random.Random(1)
    rows = []
    for k in range(400_000):
        i, j = rng.sample(range(2000), 2)
        rows.append(f"<intension> ne(add(x[{i}],{k % 7}),x[{j}]) </intension>")
    variables = '<array id="x" size="[2000]"> 0..9 </array>'
    return (
        HEAD.format(kind="CSP", variables=variables) + "\n".join(rows) + "</constraints></instance>"
    )


def _million() -> str:
    variables = '<array id="x" size="[1000][1000]"> 0..99 </array>'
    return (HEAD.format(kind="CSP", variables=variables)
            + "<allDifferent> x[0][] </allDifferent></constraints></instance>")  # fmt: skip


def _table() -> str:
    rng = random.Random(2)
    rows = " ".join("(" + ",".join(str(rng.randrange(100)) for _ in range(5)) + ")"
                    for _ in range(300_000))  # fmt: skip
    variables = '<array id="x" size="[5]"> 0..99 </array>'
    return (HEAD.format(kind="CSP", variables=variables)
            + f"<extension><list> x[] </list><supports> {rows} </supports></extension>"
            "</constraints></instance>")  # fmt: skip


INPUTS = {"varcoeffs": _varcoeffs, "intension": _intension, "million": _million, "table": _table}


def write(folder: Path) -> dict[str, Path]:
    """Each input written into ``folder``."""
    paths = {}
    for name, make in INPUTS.items():
        paths[name] = folder / f"{name}.xml"
        paths[name].write_text(make(), encoding="utf-8")
    return paths


def _timed(command: list[str], cap: float) -> tuple[str, float]:
    start = time.perf_counter()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=cap)
        out = done.stdout
    except subprocess.TimeoutExpired:
        out = "killed"
    return out, time.perf_counter() - start


def slow_table(repeats: int, read_cap: float) -> str:
    """Markdown: per input, its size, reading alone, and ``--time-limit 1`` (median wall)."""
    lines = [
        "| input | size | reading alone (s) | `solve --time-limit 1`: wall (s) | answered |",
        "|---|---:|---:|---:|---|",
    ]
    with tempfile.TemporaryDirectory(prefix="slow-") as folder:
        for name, path in write(Path(folder)).items():
            read = [sys.executable, "-c", "import sys; from aimacsp.formats.xcsp3 import read;"
                    " read(sys.argv[1])", str(path)]  # fmt: skip
            out, alone = _timed(read, read_cap)
            reading = f"> {read_cap:g}" if out == "killed" else f"{alone:.2f}"
            walls, said = [], set()
            for _ in range(repeats):
                command = [sys.executable, "-m", "aimacsp", "solve", str(path), "--time-limit", "1"]
                out, wall = _timed(command, 60.0)
                walls.append(wall)
                said |= {line for line in out.splitlines() if line.startswith("s ")}
                print(f"{name:10s} {wall:6.2f} s  {sorted(said)}", flush=True)
            size = path.stat().st_size / 2**20
            wall = statistics.median(walls)
            lines.append(
                f"| {name} | {size:.2f} MiB | {reading} | {wall:.2f} | {', '.join(sorted(said))} |"
            )
    return "\n".join(lines)
