"""What a worker does: one strategy on a run of consecutive puzzles, records back as data.

A task carries its puzzles as 81-character lines (small, and the same on any machine), so a
worker needs nothing but this package; each answer is checked by `validate` where it is found.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from aimacsp import Limits
from taskfarm.records import rounded_repr

from .grid import Grid, GridError, validate
from .model import solver, to_grid

__all__ = ["Record", "Task", "cut", "solve_task"]


@dataclass(frozen=True, repr=False)
class Record:
    """One strategy on one puzzle."""

    strategy: str
    puzzle: int  #: 0-based position in the set
    status: str  #: "solved", "unsatisfiable" or "limit reached"
    assignments: int
    backtracks: int
    seconds: float

    def __repr__(self) -> str:
        return rounded_repr(self)


@dataclass(frozen=True)
class Task:
    """Puzzles ``first``, ``first + 1``, ... of the set, for one strategy and model."""

    strategy: str
    encoding: str
    level: str | None  #: None: the strategy's own
    timeout: float | None
    first: int
    puzzles: tuple[str, ...]


def cut(
    lines: Sequence[str], strategies: Sequence[str], encoding: str, level: str | None,
    timeout: float | None, size: int,
) -> Iterator[Task]:  # fmt: skip
    """The work as tasks of ``size`` consecutive puzzles, strategy by strategy.

    >>> [(t.strategy, t.first, len(t.puzzles)) for t in cut(["."] * 5, ["fc"], "alldiff",
    ...                                                     "gac", None, 2)]
    [('fc', 0, 2), ('fc', 2, 2), ('fc', 4, 1)]
    """
    for name in strategies:
        for first in range(0, len(lines), size):
            yield Task(name, encoding, level, timeout, first, tuple(lines[first : first + size]))


def solve_task(task: Task) -> list[Record]:
    """Solve the task's puzzles; raise `GridError` on a wrong answer."""
    records = []
    limits = Limits(seconds=task.timeout)
    for k, line in enumerate(task.puzzles, start=task.first):
        grid = Grid.parse(line)
        search = solver(grid, task.strategy, task.encoding, task.level, limits)
        clock = time.perf_counter()
        answer = search.solve()
        seconds = time.perf_counter() - clock
        if answer is not None:
            try:
                validate(to_grid(answer), grid)
            except GridError as error:
                raise GridError(
                    f"{task.strategy} gave a wrong answer to puzzle {k + 1}: {error}"
                ) from None
        stats = search.stats
        records.append(
            Record(
                task.strategy, k, search.status.value, stats.assignments, stats.backtracks, seconds
            )
        )
    return records
