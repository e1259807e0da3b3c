"""The tables of `models.py`: medians, same-run ratios and model lines, in Markdown.

A run *settles* its instance when it answers what is asked (a solution, a proof that there is
none, or a proven optimum), rightly and within the time limit. A cell shows the median over
the repeats, an unsettled run counting as endless: a time, ``limit`` (stopped, nothing
proven), ``feasible`` (a solution, its optimality not proven), ``error`` or ``WRONG``.
"""

from __future__ import annotations

import ast
import math
import statistics
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from models_instances import PROBLEMS

__all__ = ["Run", "model_lines", "cell", "median_run", "markdown"]

HERE = Path(__file__).resolve().parent
TWO = "†"  # marks a time spent on two decisions in place of an optimisation


@dataclass
class Run:
    """One run of one library (``label``: with its aimacsp strategy) on one instance."""

    label: str
    instance: str
    status: str
    verdict: str
    settled: bool
    seconds: float
    note: str = ""
    objective: int | None = None  # the answer's cost, counted by the checker
    bound: Any = None  # the best value a solution could still reach, as the library says


def model_lines(path: Path, names: Collection[str] = PROBLEMS) -> dict[str, int]:
    """Lines of each model function in ``path`` (of those ``names``): its body less the
    docstring, imports, blank lines and comments (read from the source, never imported).

    The model files are laid out by ``ruff format`` (lines of 100), so that a count measures
    the model, not how its author wraps lines.
    """
    source = path.read_text().splitlines()
    counts: dict[str, int] = {}
    for node in ast.parse(path.read_text()).body:
        if not isinstance(node, ast.FunctionDef) or node.name not in names:
            continue
        body = node.body
        if isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body = body[1:]  # the docstring
        skip = {
            n
            for stmt in ast.walk(node)
            if isinstance(stmt, (ast.Import, ast.ImportFrom))
            for n in range(stmt.lineno, (stmt.end_lineno or stmt.lineno) + 1)
        }
        lines = range(body[0].lineno, (node.end_lineno or node.lineno) + 1)
        counts[node.name] = sum(
            1
            for n in lines
            if n not in skip and source[n - 1].strip() and not source[n - 1].strip().startswith("#")
        )
    return counts


def median_run(runs: Sequence[Run]) -> Run:
    """The median of ``runs``, a run that did not settle counting as endless."""
    ordered = sorted(runs, key=lambda r: (not r.settled, r.seconds))
    return ordered[(len(ordered) - 1) // 2]


def cell(runs: Sequence[Run]) -> tuple[float, str]:
    """The median time (inf when the median run did not settle) and its text."""
    if any(r.verdict.startswith("wrong") for r in runs):
        return math.inf, "WRONG"
    run = median_run(runs)
    mark = f" {TWO}" if run.note.startswith("two decisions") else ""
    if run.settled:
        return run.seconds, f"{run.seconds:.3g}{mark}"
    words = {"FEASIBLE": "feasible", "ERROR": "error", "REFUSED": "refused"}
    return math.inf, words.get(run.status, "limit") + mark


def _ratio(ours: float, theirs: float, limit: float) -> str:
    if math.isinf(ours) and math.isinf(theirs):
        return "—"
    if math.isinf(ours):
        return f"≥ {limit / theirs:.3g}"
    if math.isinf(theirs):
        return f"≤ {ours / limit:.3g}"
    return f"{ours / theirs:.3g}"


def _geomean(ours: list[float], theirs: list[float], limit: float) -> str:
    pairs = [
        (min(a, limit), min(b, limit))
        for a, b in zip(ours, theirs)
        if not (math.isinf(a) and math.isinf(b))
    ]
    if not pairs:
        return "—"
    return f"{math.exp(statistics.fmean(math.log(a / b) for a, b in pairs)):.3g}"


def markdown(
    runs: Sequence[Run],
    labels: Sequence[str],
    titles: dict[str, str],
    instances: Sequence[str],
    ours: Sequence[str],
    limit: float,
) -> str:
    """The three tables: times, ratios of each aimacsp search to each peer, model lines."""
    grouped: dict[tuple[str, str], list[Run]] = {}
    for run in runs:
        grouped.setdefault((run.instance, run.label), []).append(run)
    cells = {key: cell(group) for key, group in grouped.items()}
    peers = [label for label in labels if label not in ours]
    out = [
        "| instance | " + " | ".join(titles[label] for label in labels) + " |",
        "|---|" + "---:|" * len(labels),
    ]
    for name in instances:
        out.append(
            f"| {name} | "
            + " | ".join(
                cells[(name, label)][1] if (name, label) in cells else "" for label in labels
            )
            + " |"
        )
    settled = [
        sum(1 for name in instances if not math.isinf(cells.get((name, label), (math.inf,))[0]))
        for label in labels
    ]
    out.append("| settled | " + " | ".join(f"{n} of {len(instances)}" for n in settled) + " |")
    if peers and ours:
        pairs = [(a, p) for a in ours for p in peers]
        out += [
            "",
            "| instance | " + " | ".join(f"{titles[a]} / {titles[p]}" for a, p in pairs) + " |",
            "|---|" + "---:|" * len(pairs),
        ]
        times = {key: value[0] for key, value in cells.items()}
        for name in instances:
            out.append(
                f"| {name} | "
                + " | ".join(
                    _ratio(times.get((name, a), math.inf), times.get((name, p), math.inf), limit)
                    for a, p in pairs
                )
                + " |"
            )
        out.append(
            "| geometric mean | "
            + " | ".join(
                _geomean(
                    [times.get((n, a), math.inf) for n in instances],
                    [times.get((n, p), math.inf) for n in instances],
                    limit,
                )
                for a, p in pairs
            )
            + " |"
        )
    return "\n".join(out) + "\n"


def lines_table(libraries: Sequence[str], titles: dict[str, str], problems: Sequence[str]) -> str:
    """Model lines per problem and library, and aimacsp's over CPMpy's."""
    counts = {  # (job-shop is the models suite's, which the optimisation suite reuses)
        library: (
            model_lines(HERE / f"optimisation_{library}.py")
            if (HERE / f"optimisation_{library}.py").exists()
            else {}
        )
        | model_lines(HERE / f"models_{library}.py")
        for library in libraries
    }
    header = [titles[library] for library in libraries]
    ratio = "aimacsp" in libraries and "cpmpy" in libraries
    out = [
        "| problem | " + " | ".join(header) + (" | aimacsp / CPMpy |" if ratio else " |"),
        "|---|" + "---:|" * (len(libraries) + ratio),
    ]
    for problem in problems:
        row = [str(counts[library].get(problem, "")) for library in libraries]
        if ratio:
            row.append(f"{counts['aimacsp'][problem] / counts['cpmpy'][problem]:.2g}")
        out.append(f"| {problem} | " + " | ".join(row) + " |")
    return "\n".join(out) + "\n"
