"""What the AI tells a player about a position: the probability map, the hint, the JSON form.

Shared by the terminal (``hint``, ``prob``), the window's hint, and ``minesweeper hint FILE``.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import numpy.typing as npt

from minesweeper.agents import Decision
from minesweeper.model import Cell, describe
from minesweeper.position import FLAG, HIDDEN, Position
from minesweeper.probability import MineProbabilities
from minesweeper.view import board_text

__all__ = [
    "MAP_LEGEND",
    "advice_json",
    "hint_lines",
    "map_text",
    "percent",
    "position_glyphs",
    "probability_glyph",
]

MAP_LEGEND = (
    "Map: S safe for certain, M a mine for certain, F flag, . open cell; 0-9 the mine\n"
    "chance in tenths: 0 under 10% (but not 0), 3 from 30% to 40%, 9 from 90% (but not 100%)."
)
_LISTED = 8  # cells named in a list before "and N more"


def probability_glyph(p: Fraction) -> str:
    """One character for a mine probability: ``S`` (0), ``M`` (1), else its tenth ``0``-``9``.

    >>> [probability_glyph(Fraction(n, 8)) for n in (0, 1, 4, 7, 8)]
    ['S', '1', '5', '8', 'M']
    """
    if p == 0:
        return "S"
    if p == 1:
        return "M"
    return str(min(int(p * 10), 9))


def percent(p: Fraction) -> str:
    """A probability as a percentage and, when it is not a round one, the exact fraction.

    >>> percent(Fraction(1, 8)), percent(Fraction(1, 2)), percent(Fraction(0))
    ('12.5% (1/8)', '50.0% (1/2)', '0.0%')
    """
    exact = f" ({p.numerator}/{p.denominator})" if 0 < p < 1 else ""
    return f"{float(p):.1%}{exact}"


def position_glyphs(position: Position) -> npt.NDArray[np.str_]:
    """The position as the terminal board shows it: numbers, ``.`` for 0, ``#`` and ``F``."""
    cells = position.cells
    out = np.where(cells > 0, cells.astype("<U1"), ".").astype("<U1")
    out[cells == HIDDEN] = "#"
    out[cells == FLAG] = "F"
    return out


def map_text(position: Position, probabilities: MineProbabilities) -> str:
    """The probability map as a labelled board, with its legend underneath."""
    cells = np.full(position.cells.shape, ".", dtype="<U1")
    cells[position.cells == FLAG] = "F"
    for cell, p in probabilities.probabilities.items():
        cells[cell] = probability_glyph(p)
    return board_text(cells) + "\n" + MAP_LEGEND


def _cells(cells: list[Cell]) -> str:
    named = "; ".join(describe(cell) for cell in cells[:_LISTED])
    more = len(cells) - _LISTED
    return named + (f"; and {more} more" if more > 0 else "")


def _count(n: int) -> str:
    """A layout count in words a person can read, however large."""
    return f"{n:,}" if n < 10**12 else f"about {float(n):.3g}"


def hint_lines(probabilities: MineProbabilities, move: Decision) -> list[str]:
    """The hint: the cells proven safe and the mines, or else the best guess and why."""
    safe, mines = sorted(probabilities.safe), sorted(probabilities.mines)
    lines = []
    if safe:
        lines.append(f"Safe for certain ({len(safe)}): {_cells(safe)}.")
    if mines:
        lines.append(f"Mines for certain ({len(mines)}): {_cells(mines)}.")
    p = probabilities.probabilities.get(move.cell)
    odds = f", mine probability {percent(p)}" if p is not None else ""
    if safe or mines:
        lines.append(f"Suggested: {move.action} {describe(move.cell)}{odds}: {move.reason}.")
        return lines
    layouts = _count(probabilities.layouts)
    lines.append(f"No cell is safe for certain ({layouts} mine layouts fit what is shown).")
    lines.append(f"Best guess: {move.action} {describe(move.cell)}{odds}.")
    lowest = probabilities.safest()
    ties = f"; {len(lowest)} cells share the lowest probability" if len(lowest) > 1 else ""
    lines.append(f"Why: {move.reason}{ties}.")
    return lines


def _exact(p: Fraction | None) -> dict[str, object]:
    if p is None:
        return {"probability": None, "probability_float": None}
    return {"probability": f"{p.numerator}/{p.denominator}", "probability_float": float(p)}


def advice_json(
    position: Position, probabilities: MineProbabilities, move: Decision | None
) -> dict[str, object]:
    """The analysis for programs: 0-based ``row``/``col``, probabilities exact and as floats."""
    recommended = None
    if move is not None:
        recommended = {
            "action": move.action,
            "row": move.cell[0],
            "col": move.cell[1],
            "kind": move.kind,
            "reason": move.reason,
            **_exact(probabilities.probabilities.get(move.cell)),
        }
    return {
        "width": position.width,
        "height": position.height,
        "mines_total": position.mines,
        "mines_left": position.mines_left,
        "layouts": probabilities.layouts,
        "cells": [
            {"row": row, "col": col, **_exact(p)}
            for (row, col), p in probabilities.probabilities.items()
        ],
        "safe": [list(cell) for cell in sorted(probabilities.safe)],
        "mines": [list(cell) for cell in sorted(probabilities.mines)],
        "recommended": recommended,
    }
