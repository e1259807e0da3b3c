"""Benchmark output: the text table, the JSON summary and per-game CSV records (the plot is
`minesweeper.bench.plot`)."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
from collections.abc import Sequence
from pathlib import Path

from minesweeper.bench.games import GameRecord
from minesweeper.bench.stats import Summary
from minesweeper.game.record import atomic_write

__all__ = ["format_table", "write_json", "write_records"]

_HEADERS = (
    "agent",
    "difficulty",
    "games",
    "wins",
    "win rate",
    "95% CI",
    "revealed",
    "guesses/game",
    "mean s",
    "median s",
)


def _row(s: Summary) -> tuple[str, ...]:
    low, high = s.ci95
    return (
        s.agent,
        s.difficulty,
        str(s.games),
        str(s.wins),
        f"{s.win_rate:.1%}",
        f"{low:.1%} - {high:.1%}",
        f"{s.revealed_share:.1%}",
        f"{s.guesses_per_game:.2f}",
        f"{s.time_mean_s:.4f}",
        f"{s.time_median_s:.4f}",
    )


def format_table(results: Sequence[Summary]) -> str:
    """A plain-text table, one row per agent and difficulty, a blank line between difficulties.

    >>> from minesweeper.bench.stats import summarize
    >>> print(format_table([summarize("rules", "beginner", [True], [1.0], [0], [0.01])]))
    agent  difficulty  games  wins  win rate  95% CI          revealed  guesses/game  mean s  median s
    rules  beginner        1     1    100.0%  20.7% - 100.0%    100.0%          0.00  0.0100    0.0100
    """  # noqa: E501
    rows = [_row(s) for s in results]
    widths = [max(len(cell) for cell in column) for column in zip(_HEADERS, *rows)]
    left = {0, 1, 5}  # names and the interval read best left-aligned; numbers right-aligned

    def line(cells: Sequence[str]) -> str:
        pairs = enumerate(zip(cells, widths))
        parts = [c.ljust(w) if k in left else c.rjust(w) for k, (c, w) in pairs]
        return "  ".join(parts).rstrip()

    out = [line(_HEADERS)]
    for k, row in enumerate(rows):
        if k and row[1] != rows[k - 1][1]:
            out.append("")
        out.append(line(row))
    return "\n".join(out)


def write_json(results: Sequence[Summary], path: str | Path) -> None:
    """One object per agent and difficulty, with the keys of `Summary.as_json`."""
    atomic_write(Path(path), json.dumps([s.as_json() for s in results], indent=2) + "\n")


def write_records(records: Sequence[GameRecord], path: str | Path) -> None:
    """Every game as a CSV row (agent, difficulty, index, board seed, outcome, effort, time)."""
    names = [f.name for f in dataclasses.fields(GameRecord)]
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(names)
    for record in records:
        writer.writerow(getattr(record, name) for name in names)
    atomic_write(Path(path), text.getvalue())
