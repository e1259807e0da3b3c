"""Run strategies over a puzzle set: per-puzzle records, a summary per strategy, a table.

Every solution is checked by `validate`, which knows nothing of the CSP. A puzzle that hits
the time limit counts as unsolved, with the work done until then.

>>> rows = run(["4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2....."
...             "1.4......"], ["fc", "mac"])
>>> [(s.strategy, s.solved) for s in summarise(rows, ["fc", "mac"])]
[('fc', 1), ('mac', 1)]
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from aimacsp import Limits, Status

from .grid import Grid, GridError, validate
from .model import solver, to_grid

__all__ = ["Record", "Summary", "run", "summarise", "table", "report"]


@dataclass(frozen=True)
class Record:
    """One strategy on one puzzle."""

    strategy: str
    puzzle: int  #: 0-based position in the set
    status: str  #: "solved", "unsatisfiable" or "limit reached"
    assignments: int
    backtracks: int
    seconds: float


@dataclass(frozen=True)
class Summary:
    """One strategy over the set: the row of the comparison table."""

    strategy: str
    solved: int
    total: int
    mean_assignments: float
    max_assignments: int
    mean_backtracks: float
    mean_seconds: float
    median_seconds: float
    total_seconds: float


def run(
    puzzles: Sequence[Grid | str],
    strategies: Sequence[str],
    encoding: str = "alldiff",
    level: str = "gac",
    timeout: float | None = None,
    progress: Callable[[str], None] | None = None,
) -> list[Record]:
    """Solve every puzzle with every strategy; raise `GridError` on a wrong answer.

    ``progress(strategy)`` hears of each puzzle done, with the strategy that did it.
    """
    grids = [p if isinstance(p, Grid) else Grid.parse(p) for p in puzzles]
    records = []
    limits = Limits(seconds=timeout)
    for name in strategies:
        for k, grid in enumerate(grids):
            search = solver(grid, name, encoding, level, limits)
            clock = time.perf_counter()
            answer = search.solve()
            seconds = time.perf_counter() - clock
            if answer is not None:
                try:
                    validate(to_grid(answer), grid)
                except GridError as error:
                    raise GridError(
                        f"{name} gave a wrong answer to puzzle {k + 1}: {error}"
                    ) from None
            stats = search.stats
            records.append(
                Record(name, k, search.status.value, stats.assignments, stats.backtracks, seconds)
            )
            if progress is not None:
                progress(name)
    return records


def summarise(records: Sequence[Record], strategies: Sequence[str]) -> list[Summary]:
    """One `Summary` per strategy, in the order given."""
    summaries = []
    for name in strategies:
        rows = [r for r in records if r.strategy == name]
        if not rows:
            continue
        seconds = [r.seconds for r in rows]
        summaries.append(
            Summary(
                strategy=name,
                solved=sum(r.status == Status.SOLVED.value for r in rows),
                total=len(rows),
                mean_assignments=statistics.fmean(r.assignments for r in rows),
                max_assignments=max(r.assignments for r in rows),
                mean_backtracks=statistics.fmean(r.backtracks for r in rows),
                mean_seconds=statistics.fmean(seconds),
                median_seconds=statistics.median(seconds),
                total_seconds=sum(seconds),
            )
        )
    return summaries


def table(summaries: Sequence[Summary]) -> str:
    """The comparison table, as aligned text."""
    header = ("strategy", "solved", "mean assign", "max assign", "mean backtr", "mean s", "total s")
    rows = [header] + [
        (
            s.strategy,
            f"{s.solved}/{s.total}",
            f"{s.mean_assignments:.1f}",
            str(s.max_assignments),
            f"{s.mean_backtracks:.1f}",
            f"{s.mean_seconds:.4f}",
            f"{s.total_seconds:.2f}",
        )
        for s in summaries
    ]
    widths = [max(len(row[c]) for row in rows) for c in range(len(header))]
    return "\n".join(
        "  ".join(cell.ljust(w) if c == 0 else cell.rjust(w) for c, (cell, w) in
                  enumerate(zip(row, widths)))
        for row in rows
    )


def report(records: Sequence[Record], summaries: Sequence[Summary]) -> dict[str, Any]:
    """Everything as plain data, for ``--json``."""
    return {
        "summaries": [asdict(s) for s in summaries],
        "records": [asdict(r) for r in records],
    }
