"""The optimisation suite's table: per instance and library, the median run's time to proof
(or why there is none), the objective of its answer (counted by the checker) and the bound the
library gives; then CP-SAT's time over aimacsp's, and its geometric mean.

A time is the median over the repeats, an unsettled run counting as endless (see
`models_report.cell`). In a ratio an unsettled run counts as the time limit, so a ratio with
an unsettled aimacsp run is at most what is printed (marked ``≤``), one with an unsettled
peer at least (``≥``), and the mean is marked the same way (``~`` when both occur).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

from models_report import Run, cell, median_run

__all__ = ["optimisation_markdown"]


def _said(run: Run) -> str:
    objective = "" if run.objective is None else str(run.objective)
    bound = "" if run.bound is None else str(run.bound)
    return f"{objective} | {bound}"


def optimisation_markdown(
    runs: Sequence[Run], ours: str, peer: str, titles: dict[str, str], instances: Sequence[str],
    limit: float
) -> str:  # fmt: skip
    """The table for one aimacsp search (``ours``) against one peer (CP-SAT)."""
    grouped: dict[tuple[str, str], list[Run]] = {}
    for run in runs:
        grouped.setdefault((run.instance, run.label), []).append(run)
    a, p = titles[ours], titles[peer]
    out = [
        f"| instance | {a} | objective | bound | {p} | objective | bound | {p} / {a} |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    logs: list[float] = []
    marks: set[str] = set()  # how the mean stands to the truth: at most, at least, or both
    settled = {ours: 0, peer: 0}
    for name in instances:
        row, times = [name], []
        for label in (ours, peer):
            group = grouped.get((name, label))
            if not group:
                row.append(" | | ")
                times.append(math.inf)
                continue
            seconds, text = cell(group)
            settled[label] += not math.isinf(seconds)
            row.append(f"{text} | {_said(median_run(group))}")
            times.append(seconds)
        mine, theirs = (min(t, limit) for t in times)
        if math.isinf(times[0]) and math.isinf(times[1]):
            row.append("—")
        else:
            logs.append(math.log(theirs / mine))
            below, above = math.isinf(times[0]), math.isinf(times[1])
            marks |= {"≤"} if below else {"≥"} if above else set()
            row.append(("≤ " if below else "≥ " if above else "") + f"{theirs / mine:.3g}")
        out.append("| " + " | ".join(row) + " |")
    n = len(instances)
    out.append(f"| settled | {settled[ours]} of {n} | | | {settled[peer]} of {n} | | | |")
    mean = f"{math.exp(statistics.fmean(logs)):.3g}" if logs else "—"
    mark = "~ " if len(marks) == 2 else "".join(marks) + " " if marks else ""
    out.append(f"| geometric mean | | | | | | | {mark}{mean} |")
    return "\n".join(out) + "\n"
