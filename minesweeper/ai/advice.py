"""What the AI tells a player about a position: the hint in words, and the JSON form.

Shared by the terminal (``hint``), the window's hint, and ``minesweeper hint FILE``; the
probability map as text is drawn by `minesweeper.ui.view`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from fractions import Fraction
from math import log10

from minesweeper.ai.agents import Decision
from minesweeper.ai.explain import Explanation, explain_move
from minesweeper.ai.model import Cell, describe
from minesweeper.ai.probability import MineProbabilities
from minesweeper.game.position import Position

__all__ = [
    "COORDINATES",
    "EXACT_DIGITS",
    "Encoded",
    "advice_json",
    "digits",
    "explain_hint",
    "hint_lines",
    "impossible_json",
    "opening_lines",
    "percent",
]

COORDINATES = (
    "row and col count from 0 (so do because and the [row, col] lists); the sentences in"
    " reason and explanation count from 1, as the board on screen does"
)
"""What the JSON says of its numbering, since its numbers and its sentences differ."""

_LISTED = 8  # cells named in a list before "and N more"

EXACT_DIGITS = 1000
"""The most digits an exact number may have in the JSON (and a fraction in a hint): past it
the JSON gives a count by its digits and logarithm, and a probability as a float only, so
that the answer stays small and never meets Python's limit on writing integers (4,300
digits)."""


def digits(n: int) -> int:
    """The number of decimal digits of ``n >= 0``, without writing it out.

    >>> digits(0), digits(9), digits(10), digits(10**512), digits(10**5000)
    (1, 1, 2, 513, 5001)
    """
    if n < 10:
        return 1
    guess = int(log10(n)) + 1  # a float: a power of ten can land a digit either side
    if n >= 10**guess:
        return guess + 1
    return guess if n >= 10 ** (guess - 1) else guess - 1


def percent(p: Fraction) -> str:
    """A probability as a percentage and, when it is not a round one, the exact fraction.

    >>> percent(Fraction(1, 8)), percent(Fraction(1, 2)), percent(Fraction(0))
    ('12.5% (1/8)', '50.0% (1/2)', '0.0%')
    """
    exact = f" ({p.numerator}/{p.denominator})" if 0 < p < 1 and _short(p) else ""
    return f"{float(p):.1%}{exact}"


def _cells(cells: list[Cell]) -> str:
    named = "; ".join(describe(cell) for cell in cells[:_LISTED])
    more = len(cells) - _LISTED
    return named + (f"; and {more} more" if more > 0 else "")


def _short(p: Fraction) -> bool:
    """Whether ``p`` is written out exactly: both of its parts within `EXACT_DIGITS`."""
    bound: int = 10**EXACT_DIGITS
    return max(p.numerator, p.denominator) < bound


def _count(n: int) -> str:
    """A layout count in words a person can read, however large."""
    if n < 10**12:
        return f"{n:,}"
    if n < 10**300:  # within a float
        return f"about {float(n):.3g}"
    power = log10(n)
    whole = int(power)
    mantissa = round(10 ** (power - whole), 2)
    if mantissa >= 10:
        mantissa, whole = mantissa / 10, whole + 1
    return f"about {mantissa:.3g}e+{whole}"


def explain_hint(probabilities: MineProbabilities, move: Decision) -> Explanation:
    """Why ``move``: its proof, or the figures of a guess (`explain_move`, told the
    probability already known so that it proves only the cells that are certain)."""
    position = probabilities.model.position
    return explain_move(position, move, probabilities.probabilities.get(move.cell))


#: How an agent words its first click under the no-guess rule (see `Agent.opening`).
NO_GUESS_OPENING = "first click (no-guess rule)"


def _chance(p: Fraction) -> str:
    return "a mine for certain" if p == 1 else f"a mine with probability {percent(p)}"


def opening_lines(probabilities: MineProbabilities, move: Decision) -> list[str]:
    """The hint before the first click: where, what the rule keeps clear, and the odds of
    the other cells once it lands (``probabilities`` from `first_click_odds`)."""
    odds = probabilities.probabilities
    lines = [f"Nothing is open yet. Suggested: {move.action} {describe(move.cell)}: {move.reason}."]
    p = odds.get(move.cell)
    if p is None:
        return lines
    if p:  # no rule keeps it clear: the mines are down already
        return [*lines, f"The mines are down already: it is {_chance(p)}, as every cell is."]
    clear = [cell for cell, q in odds.items() if q == 0]
    kept = "is never a mine" if len(clear) == 1 else "and its neighbours are never mines"
    lines.append(f"The rule keeps it clear: the first click {kept}.")
    if move.reason == NO_GUESS_OPENING:
        # The mines are laid after the click so that it is so: no chance to quote per cell.
        lines.append("After it, reasoning alone clears the rest: no guess will be needed.")
        return lines
    others = [cell for cell, q in odds.items() if q != 0]
    if others:
        many = f"each of the other {len(others)} hidden cells is" if len(others) > 1 else ""
        lines.append(f"After it, {many or 'the other hidden cell is'} {_chance(odds[others[0]])}.")
    return lines


def hint_lines(probabilities: MineProbabilities, move: Decision) -> list[str]:
    """The hint: the cells proven safe and the mines, or else the best guess and why; a
    proven move says which numbers (flags, mine counter) prove it."""
    if move.kind == "opening":
        return opening_lines(probabilities, move)
    safe, mines = sorted(probabilities.safe), sorted(probabilities.mines)
    lines = []
    if safe:
        lines.append(f"Safe for certain ({len(safe)}): {_cells(safe)}.")
    if mines:
        lines.append(f"Mines for certain ({len(mines)}): {_cells(mines)}.")
    p = probabilities.probabilities.get(move.cell)
    odds = ""
    if p is not None and "probability" not in move.reason:  # a guess's reason says it: once
        odds = f", mine probability {percent(p)}"
    if safe or mines:
        lines.append(f"Suggested: {move.action} {describe(move.cell)}{odds}: {move.reason}.")
        why = explain_hint(probabilities, move)
        if why.evidence:
            lines.append(f"Why: {why.text}.")
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
    exact = f"{p.numerator}/{p.denominator}" if _short(p) else None
    return {"probability": exact, "probability_float": float(p)}


def _layouts(n: int) -> dict[str, object]:
    """A layout count for programs, in one form at every size: exact while it has at most
    `EXACT_DIGITS` digits (else ``None``), with its digit count and base-10 logarithm."""
    return {
        "layouts": n if digits(n) <= EXACT_DIGITS else None,
        "layouts_digits": digits(n),
        "layouts_log10": log10(n),
    }


def advice_json(
    position: Position,
    probabilities: MineProbabilities,
    move: Decision | None,
    *,
    streamed: bool = False,
) -> dict[str, object]:
    """The analysis for programs: 0-based ``row``/``col``, probabilities exact and as floats.

    ``recommended.because`` lists the numbers and flags that prove the move (``[row, col]``,
    empty for a guess), ``because_mine_counter`` whether the mine counter takes part, and
    ``explanation`` says it in words. ``streamed`` gives ``cells`` as an iterator of each
    cell's entry already written as JSON (`Encoded`), made as it is read: a board of
    millions of cells is never held twice, and a probability's digits are written once.
    """
    recommended = None
    if move is not None:
        why = explain_hint(probabilities, move)
        recommended = {
            "action": move.action,
            "row": move.cell[0],
            "col": move.cell[1],
            "kind": move.kind,
            "reason": move.reason,
            **_exact(probabilities.probabilities.get(move.cell)),
            "because": [list(cell) for cell in why.cells],
            "because_mine_counter": why.counter,
            "explanation": why.text,
        }
    cells = _cells_encoded(probabilities) if streamed else _cells_json(probabilities)
    return {
        "coordinates": COORDINATES,
        "width": position.width,
        "height": position.height,
        "mines_total": position.mines,
        "mines_left": position.mines_left,
        **_layouts(probabilities.layouts),
        "cells": cells if streamed else list(cells),
        "safe": _pairs(probabilities.safe, streamed),
        "mines": _pairs(probabilities.mines, streamed),
        "recommended": recommended,
    }


class Encoded(str):
    """A value already written as JSON, for a writer to copy as it is."""


def _pairs(cells: frozenset[Cell], streamed: bool) -> list[list[int]] | Iterator[Encoded]:
    """Cells as ``[row, col]`` lists, row-major (as JSON text when ``streamed``)."""
    if streamed:
        return (Encoded(f"[{row}, {col}]") for row, col in sorted(cells))
    return [list(cell) for cell in sorted(cells)]


def _cells_encoded(probabilities: MineProbabilities) -> Iterator[Encoded]:
    """Each hidden cell's entry as JSON text, row-major."""
    written: dict[int, str] = {}  # cells off the frontier share one Fraction
    for (row, col), p in probabilities.probabilities.items():
        tail = written.get(id(p))
        if tail is None:
            tail = written[id(p)] = json.dumps(_exact(p))[1:]
        yield Encoded(f'{{"row": {row}, "col": {col}, {tail}')


def _cells_json(probabilities: MineProbabilities) -> Iterator[dict[str, object]]:
    """Each hidden cell's entry, row-major; a probability's digits are written once."""
    written: dict[int, dict[str, object]] = {}  # cells off the frontier share one Fraction
    for (row, col), p in probabilities.probabilities.items():
        exact = written.get(id(p))
        if exact is None:
            exact = written[id(p)] = _exact(p)
        yield {"row": row, "col": col, **exact}


def impossible_json(why: Explanation) -> dict[str, object]:
    """An impossible position for programs: the numbers and flags that contradict each
    other (``[row, col]`` from 0), whether the mine counter takes part, and the sentence."""
    return {
        "because": [list(cell) for cell in why.cells],
        "because_mine_counter": why.counter,
        "explanation": why.text,
    }
