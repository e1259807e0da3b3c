"""Run strategies over a puzzle set: per-puzzle records, a summary per strategy, a table.

The puzzles go in tasks (`tasks`) to a `taskfarm` executor: this process, local processes or
a Dask cluster. Every solution is checked by `validate`, which knows nothing of the CSP. A
puzzle that hits the time limit counts as unsolved, with the work done until then (so only a
time limit, never the executor, can change a record other than its time).

>>> rows = run(["4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2....."
...             "1.4......"], ["fc", "mac"])
>>> [(s.strategy, s.solved) for s in summarise(rows, ["fc", "mac"])]
[('fc', 1), ('mac', 1)]
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from aimacsp import Status
from taskfarm import Executor, LocalExecutor
from taskfarm.records import rounded_repr

from .grid import Grid
from .tasks import Record, cut, solve_task

__all__ = ["Record", "Summary", "run", "summarise", "table", "report"]


@dataclass(frozen=True, repr=False)
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
    #: The searches the time limit stopped (unsolved, but not proved to have no solution).
    stopped: int = 0

    def __repr__(self) -> str:
        return rounded_repr(self)


def run(
    puzzles: Sequence[Grid | str],
    strategies: Sequence[str],
    encoding: str = "alldiff",
    level: str | None = None,
    timeout: float | None = None,
    progress: Callable[[str], None] | None = None,
    executor: Executor | None = None,
    task_size: int = 0,
) -> list[Record]:
    """Solve every puzzle with every strategy; raise `GridError` on a wrong answer.

    The work goes in tasks of ``task_size`` puzzles (0: enough tasks to keep every worker of
    ``executor`` busy; without one, this process solves them). ``progress(strategy)`` hears of
    each puzzle done, as its task finishes. The records come back ordered by strategy, then
    puzzle, whoever solved them.
    """
    lines = [(p if isinstance(p, Grid) else Grid.parse(p)).to_line() for p in puzzles]
    if executor is None:
        with LocalExecutor(1) as local:
            return run(lines, strategies, encoding, level, timeout, progress, local, task_size)
    size = task_size or max(1, min(20, len(lines) // (4 * executor.workers)))
    records = []
    for done in executor.map_unordered(
        solve_task, cut(lines, strategies, encoding, level, timeout, size)
    ):
        records.extend(done)
        if progress is not None:
            for record in done:
                progress(record.strategy)
    order = {name: k for k, name in enumerate(strategies)}
    return sorted(records, key=lambda r: (order[r.strategy], r.puzzle))


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
                stopped=sum(r.status == Status.LIMIT_REACHED.value for r in rows),
                total_seconds=sum(seconds),
            )
        )
    return summaries


def table(summaries: Sequence[Summary]) -> str:
    """The comparison table, as aligned text. A strategy some of whose searches were stopped
    by the time limit has its work marked ``>=``: the searches needed more than it shows."""
    header = ("strategy", "solved", "mean assign", "max assign", "mean backtr", "mean s", "total s")
    rows = [header] + [
        (
            s.strategy,
            f"{s.solved}/{s.total}",
            (at_least := ">=" if s.stopped else "") + f"{s.mean_assignments:.1f}",
            at_least + str(s.max_assignments),
            at_least + f"{s.mean_backtracks:.1f}",
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
