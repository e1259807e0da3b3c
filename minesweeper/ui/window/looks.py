"""How each cell of the window is painted: the look of every glyph, and the looks laid over them.

A cell's `Look` starts from its glyph (`minesweeper.ui.view.glyphs`); the odds overlay, the
numbers that prove a hint, the hint itself and the cells a held button presses are then laid
over it, in that order, so that what the player's hand is doing always shows.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from minesweeper.ui.window.gestures import Preview
from minesweeper.ui.window.overlay import overlay_colour, overlay_ink, overlay_text, overlay_weight

__all__ = ["LOOKS", "Look", "Looks", "pressed_cells", "with_hint", "with_odds", "with_pressed"]

Cell = tuple[int, int]


@dataclass(frozen=True)
class Look:
    """How one cell is painted: its text, colours, whether it stands up (still hidden), and
    the weight of its text (the odds overlay's percentages are light)."""

    text: str
    foreground: str
    background: str
    raised: bool
    weight: str = "bold"


Looks = list[list[Look]]

_HIDDEN_BG, _OPEN_BG, _HINT_BG, _WHY_BG = "#c6c6c6", "#e4e4e4", "#7fb2ff", "#ffe07a"
_NUMBER_COLOURS = ("", "#0000ff", "#007b00", "#ff0000", "#00007b", "#7b0000", "#007b7b", "#000000")
LOOKS: dict[str, Look] = {
    "#": Look("", "#000000", _HIDDEN_BG, True),
    "F": Look("\u2691", "#e00000", _HIDDEN_BG, True),
    "?": Look("?", "#000000", _HIDDEN_BG, True),
    ".": Look("", "#000000", _OPEN_BG, False),
    "*": Look("\u25cf", "#000000", _OPEN_BG, False),
    "X": Look("\u25cf", "#000000", "#ff3030", False),
    "x": Look("\u2691", "#e00000", "#ffc0c0", False),
    "8": Look("8", "#7b7b7b", _OPEN_BG, False),
} | {str(n): Look(str(n), _NUMBER_COLOURS[n], _OPEN_BG, False) for n in range(1, 8)}
"""The look of every glyph of :func:`minesweeper.ui.view.glyphs`."""


def with_odds(looks: Looks, odds: dict[Cell, Fraction], away: npt.NDArray[np.bool_]) -> None:
    """Colour each hidden cell by its chance; the cells ``away`` from the numbers share one
    chance, which the legend gives once rather than the board hundreds of times."""
    for (row, col), p in odds.items():
        label = "" if away[row, col] else overlay_text(p)
        text = looks[row][col].text or label  # a question mark stays
        looks[row][col] = Look(text, overlay_ink(p), overlay_colour(p), True, overlay_weight(p))


def with_hint(looks: Looks, because: tuple[Cell, ...], highlight: Cell | None) -> None:
    """Mark the numbers and flags that prove a hint in yellow, and the hinted cell in blue."""
    for row, col in because:
        looks[row][col] = replace(looks[row][col], background=_WHY_BG)
    if highlight is not None:
        row, col = highlight
        looks[row][col] = replace(
            looks[row][col], foreground="#000000", background=_HINT_BG, raised=True
        )


def pressed_cells(preview: Preview | None, height: int, width: int) -> list[Cell]:
    """The cells a held button covers: the one under the pointer, or its 3x3 block.

    >>> pressed_cells(("chord", (0, 0)), 9, 9)
    [(0, 0), (0, 1), (1, 0), (1, 1)]
    """
    if preview is None:
        return []
    kind, (row, col) = preview
    if kind == "open":
        return [(row, col)]
    return [
        (r, c)
        for r in range(max(row - 1, 0), min(row + 2, height))
        for c in range(max(col - 1, 0), min(col + 2, width))
    ]


def with_pressed(looks: Looks, cells: list[Cell]) -> None:
    """Show the still-hidden, unflagged ``cells`` pressed down, as a held button shows them."""
    for row, col in cells:
        look = looks[row][col]
        if look.raised and look.text != LOOKS["F"].text:  # a flag keeps its cell up
            looks[row][col] = LOOKS["?"] if look.text == "?" else LOOKS["."]
            looks[row][col] = replace(looks[row][col], background=_OPEN_BG, raised=False)
