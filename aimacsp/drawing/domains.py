"""The domains over time: one row per variable, one column per step of a recorded search.

A cell is shaded by how much of the variable's domain is gone (white: all values left; dark
orange: one left), an assigned variable is solid blue, and a wiped-out domain red; the number
of values left is written in the cell. Reading along a row shows forward checking or MAC
shrinking a domain before the search reaches the variable.

The picture is never wider than a page's text column (`MAX_WIDTH`), so that its words stay
at 11 pixels wherever it is shown: a long search wraps onto several bands, one under the other,
each with its own step labels.
"""

from __future__ import annotations

from .layout import MAX_WIDTH
from .markup import short, svg_document, text
from .record import Recorder

__all__ = ["ROW_LIMIT", "domains_svg"]

ROW_LIMIT = 40  # variables drawn; the rest are counted under the picture
COLUMN, ROW = 22, 18
FONT = 11  # every word and number of the picture, in pixels
LABELS = 74  # room above a band for its step labels, written at a slant
RIGHT = 40  # room on the right for the last slanted label
ASSIGNED, WIPED = "#3b5b92", "#d62728"


def domains_svg(record: Recorder) -> str:
    """The picture as SVG text."""
    steps, variables = record.steps, record.variables[:ROW_LIMIT]
    if not steps or not variables:
        return svg_document(
            420, 24, text(4, 16, "no steps recorded (the search made no assignment)", FONT)
        )
    left = 12 + 7 * min(max(len(str(v)) for v in variables), 14)
    per_band = max(1, int((MAX_WIDTH - left - RIGHT) // COLUMN))
    full = [max(step.sizes[k] for step in steps) or 1 for k in range(len(variables))]
    parts = [_heading()]
    y = 22.0
    for start in range(0, len(steps), per_band):
        band = range(start, min(start + per_band, len(steps)))
        top = y + LABELS
        for k, var in enumerate(variables):
            row = top + k * ROW
            parts.append(text(left - 6, row + 13, short(var, 14), FONT, "text-anchor='end'"))
            for j in band:
                x = left + (j - start) * COLUMN
                step = steps[j]
                parts.append(_cell(x, row, step.sizes[k], full[k], step.assigned[k]))
        for j in band:
            at = left + (j - start) * COLUMN + COLUMN / 2 + 4
            label = short(steps[j].label, 12)
            parts.append(text(at, top - 4, label, FONT, f"transform='rotate(-60 {at} {top - 4})'"))
        y = top + len(variables) * ROW + 10
    notes = _notes(record)
    for k, note in enumerate(notes):
        parts.append(text(4, y + 14 + 16 * k, note, FONT, "fill='#333' class='note'"))
    bands = -(-len(steps) // per_band)
    columns = per_band if bands > 1 else len(steps)
    width = max(left + columns * COLUMN + RIGHT, 460)
    return svg_document(width, y + 16 * len(notes) + 8, "".join(parts))


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
    number = text(x + COLUMN / 2, y + 13, str(size), FONT, f"text-anchor='middle' fill='{ink}'")
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
    return text(4, 14, words, FONT)


def _notes(record: Recorder) -> list[str]:
    notes = []
    if len(record.variables) > ROW_LIMIT:
        notes.append(f"… and {len(record.variables) - ROW_LIMIT} more variables not drawn")
    if record.more_steps:
        notes.append(f"… and {record.more_steps:,} more steps not drawn")
    return notes
