"""The domains over time: one row per variable, one column per step of a recorded search.

A cell is shaded by how much of the variable's domain is gone (white: all values left; dark
orange: one left), an assigned variable is solid blue, and a wiped-out domain red; the number
of values left is written in the cell. Reading along a row shows forward checking or MAC
shrinking a domain before the search reaches the variable.
"""

from __future__ import annotations

from .markup import short, svg_document, text
from .record import Recorder

__all__ = ["ROW_LIMIT", "domains_svg"]

ROW_LIMIT = 40  # variables drawn; the rest are counted under the picture
COLUMN, ROW = 18, 16
ASSIGNED, WIPED = "#3b5b92", "#d62728"


def domains_svg(record: Recorder) -> str:
    """The picture as SVG text."""
    steps, variables = record.steps, record.variables[:ROW_LIMIT]
    if not steps or not variables:
        return svg_document(
            420, 24, text(4, 16, "no steps recorded (the search made no assignment)", 12)
        )
    left = 10 + 7 * min(max(len(str(v)) for v in variables), 14)
    top = 70
    full = [max(step.sizes[k] for step in steps) or 1 for k in range(len(variables))]
    parts = [_heading()]
    for k, var in enumerate(variables):
        y = top + k * ROW
        parts.append(text(left - 6, y + 12, short(var, 14), 11, "text-anchor='end'"))
        for j, step in enumerate(steps):
            parts.append(_cell(left + j * COLUMN, y, step.sizes[k], full[k], step.assigned[k]))
    for j, step in enumerate(steps):
        x = left + j * COLUMN + COLUMN / 2 + 3
        parts.append(
            text(x, top - 4, short(step.label, 12), 9, f"transform='rotate(-60 {x} {top - 4})'")
        )
    notes = _notes(record)
    bottom = top + len(variables) * ROW + 14
    for k, note in enumerate(notes):
        parts.append(text(4, bottom + 14 * k, note, 11, "fill='#333' class='note'"))
    width = max(left + len(steps) * COLUMN + 10, 460)
    return svg_document(width, bottom + 14 * len(notes) + 4, "".join(parts))


def _cell(x: float, y: float, size: int, full: int, assigned: bool) -> str:
    if assigned:
        fill, ink = ASSIGNED, "#ffffff"
    elif size == 0:
        fill, ink = WIPED, "#ffffff"
    else:
        gone = 1 - (size - 1) / max(full - 1, 1)  # 0: every value left, 1: one left
        fill = _orange(gone)
        ink = "#ffffff" if gone > 0.75 else "#222222"
    kind = "assigned" if assigned else "domain"
    number = text(x + COLUMN / 2, y + 12, str(size), 9, f"text-anchor='middle' fill='{ink}'")
    return (
        f"<g class='{kind}'><rect x='{x}' y='{y}' width='{COLUMN}' height='{ROW}' fill='{fill}'"
        f" stroke='#ffffff'/>{number}</g>"
    )


def _orange(t: float) -> str:
    """White to dark orange, in even steps of lightness."""
    low, high = (255, 255, 255), (204, 76, 2)
    return "#" + "".join(f"{round(a + (b - a) * t):02x}" for a, b in zip(low, high, strict=True))


def _heading() -> str:
    words = "domain sizes, step by step (blue: assigned; darker: fewer values left)"
    return text(4, 14, words, 11)


def _notes(record: Recorder) -> list[str]:
    notes = []
    if len(record.variables) > ROW_LIMIT:
        notes.append(f"… and {len(record.variables) - ROW_LIMIT} more variables not drawn")
    if record.more_steps:
        notes.append(f"… and {record.more_steps:,} more steps not drawn")
    return notes
