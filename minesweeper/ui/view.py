"""How a game looks: one glyph a cell, the text board with labels, and the status lines."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import numpy.typing as npt

from minesweeper.ai.probability import MineProbabilities
from minesweeper.game.play import Game
from minesweeper.game.position import FLAG, HIDDEN, Position
from minesweeper.game.score import score

__all__ = [
    "GAME_NOTES",
    "GLYPHS",
    "MAP_LEGEND",
    "board_text",
    "end_message",
    "error_text",
    "glyphs",
    "map_text",
    "position_glyphs",
    "probability_glyph",
    "status_line",
]

GLYPHS = {
    "#": "hidden",
    "F": "flag",
    "?": "question mark",
    ".": "empty (0)",
    "*": "mine (shown when the game ends)",
    "X": "the mine that went off",
    "x": "a flag that was wrong",
}
"""Every glyph but the numbers 1-8, and what it means."""

GAME_NOTES = (
    "Hints and odds check the position first: when no layout of mines fits the numbers and"
    " your flags (a wrong flag, most often), there is no hint and no odds, only which numbers"
    " and flags contradict each other.",
    "Statistics (minesweeper stats) count a game from its first opened cell; one left"
    " unfinished (a new game, quit) counts as a loss, unless 'minesweeper stats --abandoned"
    " uncounted'. Every click counts for efficiency (3BV / clicks), wasted ones too. A board"
    " of 3BV 1, or a win under 0.01 s, is never a best time. Games with a hint, the odds"
    " shown or the AI's moves are counted apart.",
)
"""What the game's help says of its advice and its statistics, after the commands."""

MAP_LEGEND = (
    "Map: open cells and flags as on the board; a hidden cell shows S (safe for certain),\n"
    "M (a mine for certain) or its mine chance in tenths as a letter, so it never looks like\n"
    "a number: a under 10%, b 10-20%, c 20-30%, ... i 80-90%, j 90% or more."
)

# ANSI colours after the classic palette: 1 blue, 2 green, 3 red, 4 navy, 5 maroon, 6 teal...
_COLOURS = {
    "1": "34",
    "2": "32",
    "3": "31",
    "4": "34;1",
    "5": "31;2",
    "6": "36",
    "7": "37;1",
    "8": "90",
    "#": "2",
    "F": "31;1",
    "?": "33;1",
    "*": "1",
    "X": "1;37;41",
    "x": "35;1",
}


def glyphs(game: Game) -> npt.NDArray[np.str_]:
    """One character a cell: ``1``-``8``, ``.``, ``#``, ``F``, ``?``, and at the end ``*X x``."""
    position = game.position()
    cells = position.cells
    out = np.full(cells.shape, "#", dtype="<U1")
    revealed = cells >= 0
    out[revealed] = cells[revealed].astype("<U1")
    out[out == "0"] = "."
    out[cells == -2] = "F"
    out[game.questions & ~revealed] = "?"
    if game.status == "lost":
        mines = game.board.mines
        out[mines & (out != "F")] = "*"
        out[(cells == -2) & ~mines] = "x"
        if game.exploded is not None:
            out[game.exploded] = "X"
    return out


def _column_labels(width: int, indent: int) -> list[str]:
    """Column numbers from 1, written downwards so each column stays two characters wide."""
    labels = [str(col) for col in range(1, width + 1)]
    depth = len(labels[-1])
    return [
        " " * indent + " ".join(label.rjust(depth)[digit] for label in labels).rstrip()
        for digit in range(depth)
    ]


def board_text(cells: npt.NDArray[np.str_], color: bool = False) -> str:
    """The board with 1-based row and column labels; ANSI colours if ``color``.

    >>> print(board_text(np.array([["1", "#"], ["F", "."]])))
        1 2
      1 1 #
      2 F .
    """
    height, width = cells.shape
    margin = len(str(height)) + 2
    lines = _column_labels(width, margin + 1)
    for row in range(height):
        glyphs = cells[row].tolist()
        shown = [_paint(g, color) for g in glyphs] if color else glyphs
        lines.append(f"{row + 1:>{margin}} " + " ".join(shown))
    return "\n".join(lines)


def _paint(glyph: str, color: bool) -> str:
    code = _COLOURS.get(glyph) if color else None
    return f"\x1b[{code}m{glyph}\x1b[0m" if code else glyph


def status_line(game: Game) -> str:
    """Mines left, time and state, as one line."""
    state = {"playing": "playing", "won": "won!", "lost": "lost"}[game.status]
    return f"Mines left: {game.mines_left}   Time: {int(game.elapsed)} s   {game.size}   {state}"


def end_message(game: Game) -> str | None:
    """What to tell the player when the game is over (with its 3BV, clicks and efficiency),
    or None while it goes on."""
    seconds = f"{game.elapsed:.1f} s"
    numbers = score(game)
    after = f"  {numbers.text()}." if numbers is not None else ""
    if game.status == "won":
        return f"You won in {seconds}!{after}"
    if game.status == "lost" and game.exploded is not None:
        row, col = game.exploded
        return (
            f"Boom! The mine at row {row + 1}, column {col + 1} went off after {seconds}.{after}"
        )
    return None


def probability_glyph(p: Fraction) -> str:
    """One character for a mine probability: ``S`` (0), ``M`` (1), else its tenth as a letter
    from ``a`` (under 10%) to ``j`` (90% or more), so that no chance reads as a board number.

    >>> [probability_glyph(Fraction(n, 8)) for n in (0, 1, 4, 7, 8)]
    ['S', 'b', 'f', 'i', 'M']
    """
    if p == 0:
        return "S"
    if p == 1:
        return "M"
    return "abcdefghij"[min(int(p * 10), 9)]


def position_glyphs(position: Position) -> npt.NDArray[np.str_]:
    """The position as the terminal board shows it: numbers, ``.`` for 0, ``#`` and ``F``."""
    cells = position.cells
    out = np.where(cells > 0, cells.astype("<U1"), ".").astype("<U1")
    out[cells == HIDDEN] = "#"
    out[cells == FLAG] = "F"
    return out


def map_text(position: Position, probabilities: MineProbabilities) -> str:
    """The probability map as a labelled board (the numbers kept), with its legend underneath."""
    cells = position_glyphs(position)
    # Cells share their probability objects (every cell off the frontier has the same one),
    # so each glyph is worked out once per object.
    glyphs: dict[int, str] = {}
    for cell, p in probabilities.probabilities.items():
        glyph = glyphs.get(id(p))
        if glyph is None:
            glyph = glyphs[id(p)] = probability_glyph(p)
        cells[cell] = glyph
    return board_text(cells) + "\n" + MAP_LEGEND


def error_text(error: Exception) -> str:
    """An error as one line for a person: an OS error as ``file: reason``, others as told.

    >>> error_text(FileNotFoundError(2, "No such file or directory", "x.json"))
    'x.json: No such file or directory'
    """
    if isinstance(error, OSError) and error.strerror:
        return error.strerror if error.filename is None else f"{error.filename}: {error.strerror}"
    return str(error)
