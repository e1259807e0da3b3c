"""What the AI tells a player about a position: the hint in words, and the JSON form.

Shared by the terminal (``hint``), the window's hint, and ``minesweeper hint FILE``; the
probability map as text is drawn by `minesweeper.ui.view`.
"""

from __future__ import annotations

from fractions import Fraction

from minesweeper.ai.agents import Decision
from minesweeper.ai.explain import Explanation, explain_move
from minesweeper.ai.model import Cell, describe
from minesweeper.ai.probability import MineProbabilities
from minesweeper.game.position import Position

__all__ = [
    "COORDINATES",
    "advice_json",
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


def percent(p: Fraction) -> str:
    """A probability as a percentage and, when it is not a round one, the exact fraction.

    >>> percent(Fraction(1, 8)), percent(Fraction(1, 2)), percent(Fraction(0))
    ('12.5% (1/8)', '50.0% (1/2)', '0.0%')
    """
    exact = f" ({p.numerator}/{p.denominator})" if 0 < p < 1 else ""
    return f"{float(p):.1%}{exact}"


def _cells(cells: list[Cell]) -> str:
    named = "; ".join(describe(cell) for cell in cells[:_LISTED])
    more = len(cells) - _LISTED
    return named + (f"; and {more} more" if more > 0 else "")


def _count(n: int) -> str:
    """A layout count in words a person can read, however large."""
    return f"{n:,}" if n < 10**12 else f"about {float(n):.3g}"


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
    return {"probability": f"{p.numerator}/{p.denominator}", "probability_float": float(p)}


def advice_json(
    position: Position, probabilities: MineProbabilities, move: Decision | None
) -> dict[str, object]:
    """The analysis for programs: 0-based ``row``/``col``, probabilities exact and as floats.

    ``recommended.because`` lists the numbers and flags that prove the move (``[row, col]``,
    empty for a guess), ``because_mine_counter`` whether the mine counter takes part, and
    ``explanation`` says it in words.
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
    return {
        "coordinates": COORDINATES,
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


def impossible_json(why: Explanation) -> dict[str, object]:
    """An impossible position for programs: the numbers and flags that contradict each
    other (``[row, col]`` from 0), whether the mine counter takes part, and the sentence."""
    return {
        "because": [list(cell) for cell in why.cells],
        "because_mine_counter": why.counter,
        "explanation": why.text,
    }
