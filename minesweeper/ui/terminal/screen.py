"""What the full-screen game shows, as lines of styled text for a terminal of a given size.

The board scrolls with the cursor when it is larger than the terminal; with the odds on, each
cell widens to three columns so a percentage fits beside its neighbours. `curses_app` only
turns the style names into colours and writes the text.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from minesweeper.ai.model import Cell
from minesweeper.ui.odds import BANDS, Band, band, odds_label
from minesweeper.ui.terminal.fullscreen import FullScreen
from minesweeper.ui.terminal.keys import HELP
from minesweeper.ui.view import glyphs

__all__ = ["GLYPH_STYLES", "Layout", "Run", "header", "odds_legend", "render"]

GLYPH_STYLES = {
    "#": "hidden",
    ".": "empty",
    "F": "flag",
    "?": "question",
    "*": "mine",
    "X": "boom",
    "x": "wrong",
} | {str(n): f"n{n}" for n in range(1, 9)}
"""The style of each glyph of :func:`minesweeper.ui.view.glyphs`."""

Odds = dict[Cell, Fraction] | None
_STATUS_LINES = 3
_BAND_COLOURS: dict[Band, str] = {"low": "yellow", "medium": "magenta", "high": "red"}


def odds_legend(color: bool) -> str:
    """What the odds show; the colours are named only when there are colours."""
    legend = "Odds: each hidden cell's mine chance in %, S safe and M a mine for certain"
    if not color:
        return legend + "; the numbers stay."
    bands = ", ".join(f"{_BAND_COLOURS[name]} {BANDS[name]}" for name in _BAND_COLOURS)
    return legend + f"; green safe for certain, {bands}."


class Run(NamedTuple):
    """A piece of text in one style, possibly under the cursor or pointed at by a hint."""

    text: str
    style: str
    cursor: bool = False
    hint: bool = False  #: the cell a hint points at
    why: bool = False  #: a number or flag that proves the hint


@dataclass(frozen=True)
class Layout:
    """Where the board sits: its first screen line and column, the width of a cell, and the
    board's first row and column on screen with how many of each fit."""

    top: int
    left: int
    stride: int
    first: Cell
    rows: int
    cols: int

    def cell_at(self, y: int, x: int) -> Cell | None:
        """The board cell under screen line ``y``, column ``x``, if any."""
        row, col = y - self.top, (x - self.left) // self.stride
        if 0 <= row < self.rows and x >= self.left and col < self.cols:
            return self.first[0] + row, self.first[1] + col
        return None


def _follow(first: int, cursor: int, visible: int, total: int) -> int:
    """The first line (or column) shown, moved as little as keeps the cursor in view."""
    if cursor < first:
        first = cursor
    elif cursor >= first + visible:
        first = cursor - visible + 1
    return max(0, min(first, total - visible))


def _column_labels(layout: Layout, width: int) -> str:
    line = [" "] * width
    end = 0
    for k in range(layout.cols):
        col = layout.first[1] + k
        x = layout.left + k * layout.stride
        label = str(col + 1)
        wanted = len(label) < layout.stride or col == layout.first[1] or (col + 1) % 5 == 0
        if wanted and x >= end and x + len(label) <= width:
            line[x : x + len(label)] = label
            end = x + len(label) + 1
    return "".join(line).rstrip()


def _cell_runs(
    screen: FullScreen, layout: Layout, row: int, cells: npt.NDArray[np.str_], odds: Odds
) -> list[Run]:
    runs = []
    for col in range(layout.first[1], layout.first[1] + layout.cols):
        glyph = str(cells[row, col])
        text, style = glyph, GLYPH_STYLES[glyph]
        p = odds.get((row, col)) if odds is not None else None
        if p is not None:
            text = glyph if glyph == "?" else odds_label(p)
            style = f"odds-{band(p)}"
        text = (text.rjust(2) + " ") if layout.stride == 3 else (text + " ")
        cell = (row, col)
        marks = (cell == screen.cursor, cell in screen.highlight, cell in screen.because)
        runs.append(Run(text, style, *marks))
    return runs


def header(screen: FullScreen, width: int) -> str:
    """The line above the board (size, mines left, time, AI, cursor) in at most ``width``
    columns: on a narrow terminal the parts that matter least go first (the title, the size,
    the AI), so mines, time and cursor stay whole."""
    game = screen.game
    row, col = screen.cursor
    state = {"playing": "", "won": "WON", "lost": "LOST"}[game.status]
    ai = f"AI {screen.copilot.speed}" if screen.copilot.on else "AI off"
    # (separator, text, rank): a higher rank is dropped sooner
    parts = [
        ("", "Minesweeper", 6),
        (" ", str(game.size), 5),
        ("  ", f"Mines {game.mines_left}", 1),
        ("  ", f"Time {int(game.elapsed)}", 2),
        ("  ", ai, 4),
        ("  ", f"row {row + 1} col {col + 1}", 3),
        ("  ", state, 0),
    ]
    kept = [part for part in parts if part[1]]
    while True:
        line = "".join(separator + text for separator, text, _ in kept).lstrip()
        if len(line) <= width or len(kept) == 1:
            return line[:width]
        kept.remove(max(kept, key=lambda part: part[2]))


def render(screen: FullScreen, height: int, width: int) -> tuple[list[list[Run]], Layout]:
    """The lines to draw on a ``height`` x ``width`` terminal, and where the board went."""
    game = screen.game
    help_lines = textwrap.wrap(HELP, width) or [""]
    label_width = len(str(game.height)) + 1
    stride = 3 if screen.overlay else 2
    rows = min(game.height, height - 2 - _STATUS_LINES - len(help_lines))
    cols = min(game.width, (width - label_width - 1) // stride)
    if rows < 1 or cols < 1:
        too_small = f"The terminal is too small ({width}x{height}): make it larger, or q quits."
        return [[Run(line, "title")] for line in textwrap.wrap(too_small, max(width, 10))], (
            Layout(0, 0, stride, (0, 0), 0, 0)
        )
    first = (
        _follow(screen.scroll[0], screen.cursor[0], rows, game.height),
        _follow(screen.scroll[1], screen.cursor[1], cols, game.width),
    )
    screen.scroll = first
    layout = Layout(2, label_width + 1, stride, first, rows, cols)
    lines = [
        [Run(header(screen, width), "title")],
        [Run(_column_labels(layout, width), "label")],
    ]
    cells = glyphs(game)
    odds = screen.odds() if screen.overlay and game.status == "playing" else None
    for row in range(first[0], first[0] + rows):
        label = Run(f"{row + 1:>{label_width}} ", "label")
        lines.append([label, *_cell_runs(screen, layout, row, cells, odds)])
    status = screen.status
    if not status and screen.overlay:  # blank odds say why, else the legend says what they are
        status = screen.odds_note() or odds_legend(screen.color)
    wrapped = textwrap.wrap(status, width) if status else []
    if len(wrapped) > _STATUS_LINES:
        wrapped = wrapped[:_STATUS_LINES]
        wrapped[-1] = wrapped[-1][: width - 3] + "..."
    style = "prompt" if screen.prompt or screen.question else "status"
    lines += [[Run(text, style)] for text in wrapped]
    lines += [[]] * (_STATUS_LINES - len(wrapped))
    lines += [[Run(text, "label")] for text in help_lines]
    return lines, layout
