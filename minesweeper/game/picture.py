"""The board drawn as SVG, as a player sees it: what ``Position`` and ``Game`` show in Jupyter.

`BoardPicture` is the canvas: the revealed numbers, flags and mines, and the hidden cells
drawn raised (as on screen) or filled with a colour and a label by the caller (the AI room's
probability map and explanations draw on it). A board wider or taller than `MAX_SIDE` cells is
cut to its top-left `MAX_SIDE` x `MAX_SIDE` corner and the caption says so, so a
1000x1000 position draws in well under a megabyte.

This module reads a position and a game only through the Protocols below (their public
methods), so that ``position.py`` and ``play.py`` can call it without an import cycle.
"""

from __future__ import annotations

from html import escape
from typing import Any, Protocol


class Position(Protocol):
    """What the picture reads of a `minesweeper.game.position.Position`."""

    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...
    @property
    def mines(self) -> int: ...
    @property
    def mines_left(self) -> int: ...
    def number_at(self, row: int, col: int) -> int | None: ...
    def is_flagged(self, row: int, col: int) -> bool: ...


class Game(Protocol):
    """What the picture reads of a `minesweeper.game.play.Game`."""

    @property
    def status(self) -> str: ...
    @property
    def board(self) -> Any: ...
    @property
    def exploded(self) -> tuple[int, int] | None: ...
    @property
    def mines_left(self) -> int: ...
    @property
    def mines_total(self) -> int: ...
    def position(self) -> Position: ...


__all__ = ["MAX_SIDE", "BoardPicture", "game_svg", "position_svg"]

MAX_SIDE = 80
"""The most rows (and columns) drawn; a larger board is cut and the caption says where."""

#: The colours of the numbers 1..8, as the classic game paints them.
NUMBER_COLOURS = (
    "",
    "#0000ff",
    "#007b00",
    "#ff0000",
    "#00007b",
    "#7b0000",
    "#007b7b",
    "#000000",
    "#7b7b7b",
)
REVEALED_FILL = "#e4e4e4"
HIDDEN_FILL = "#bdbdbd"
GRID_LINE = "#9a9a9a"
FONT = "font-family='DejaVu Sans, Verdana, Arial, sans-serif'"


class BoardPicture:
    """An SVG board being drawn: cells first, then outlines, then the caption below."""

    def __init__(self, position: Position) -> None:
        self.position = position
        self.rows = min(position.height, MAX_SIDE)
        self.cols = min(position.width, MAX_SIDE)
        # Big boards get smaller cells so that a wide board still fits a notebook's width.
        self.size = 24 if self.cols <= 40 else max(10, 960 // self.cols)
        self.cells: list[str] = []
        self.marks: list[str] = []
        self.notes: list[str] = []
        if (self.rows, self.cols) != (position.height, position.width):
            self.notes.append(
                f"showing rows 1-{self.rows} and columns 1-{self.cols} of this"
                f" {position.width}x{position.height} board"
            )

    def shows(self, row: int, col: int) -> bool:
        """Whether (row, col) lies in the part of the board drawn."""
        return 0 <= row < self.rows and 0 <= col < self.cols

    def draw_seen(self, raised: bool = True) -> None:
        """Draw what the player sees: numbers, flags, and (when ``raised``) the hidden cells."""
        position = self.position
        for row in range(self.rows):
            for col in range(self.cols):
                number = position.number_at(row, col)
                if number is not None:
                    self.number(row, col, number)
                elif position.is_flagged(row, col):
                    self.raised(row, col, "flag")
                    self.flag(row, col)
                elif raised:
                    self.raised(row, col, "hidden")

    def number(self, row: int, col: int, number: int) -> None:
        """A revealed cell and its number (blank for 0)."""
        x, y, s = col * self.size, row * self.size, self.size
        self.cells.append(
            f"<rect class='revealed' x='{x}' y='{y}' width='{s}' height='{s}'"
            f" fill='{REVEALED_FILL}' stroke='{GRID_LINE}' stroke-width='0.5'/>"
        )
        if number:
            self.text(row, col, str(number), NUMBER_COLOURS[number], bold=True, kind="number")

    def raised(self, row: int, col: int, kind: str) -> None:
        """A hidden cell as on screen: grey, lit from the top left."""
        x, y, s = col * self.size, row * self.size, self.size
        self.cells.append(
            f"<rect class='{kind}' x='{x}' y='{y}' width='{s}' height='{s}'"
            f" fill='{HIDDEN_FILL}' stroke='#7b7b7b' stroke-width='0.5'/>"
            f"<path d='M{x + 1.5} {y + s - 1.5}V{y + 1.5}H{x + s - 1.5}' fill='none'"
            " stroke='#ffffff' stroke-width='2'/>"
        )

    def filled(self, row: int, col: int, fill: str, kind: str, title: str = "") -> None:
        """A hidden cell filled with ``fill`` (a probability's colour, say), with a tooltip."""
        x, y, s = col * self.size, row * self.size, self.size
        tip = f"<title>{escape(title)}</title>" if title else ""
        self.cells.append(
            f"<rect class='{kind}' x='{x}' y='{y}' width='{s}' height='{s}' fill='{fill}'"
            f" stroke='#ffffff' stroke-width='1'>{tip}</rect>"
        )

    def text(
        self,
        row: int,
        col: int,
        words: str,
        colour: str,
        *,
        bold: bool = False,
        kind: str = "label",
        scale: float = 0.62,
    ) -> None:
        """Text centred in a cell."""
        s, font = self.size, self.size * scale
        weight = " font-weight='bold'" if bold else ""
        # The baseline is placed by hand: renderers disagree on dominant-baseline.
        self.cells.append(
            f"<text class='{kind}' x='{col * s + s / 2}' y='{row * s + s / 2 + font * 0.36:.1f}'"
            f" {FONT} font-size='{font:.1f}'{weight} fill='{colour}' text-anchor='middle'>"
            f"{escape(words)}</text>"
        )

    def flag(self, row: int, col: int) -> None:
        """A red flag on its pole."""
        x, y, s = col * self.size, row * self.size, self.size
        pole = f"M{x + s * 0.6} {y + s * 0.14}V{y + s * 0.8}"
        cloth = f"M{x + s * 0.64} {y + s * 0.12}L{x + s * 0.14} {y + s * 0.34}"
        cloth += f"L{x + s * 0.64} {y + s * 0.56}Z"
        foot = f"M{x + s * 0.26} {y + s * 0.82}H{x + s * 0.86}"
        self.cells.append(
            f"<g class='flag-icon'><path d='{pole}' stroke='#000' stroke-width='{s * 0.09:.1f}'/>"
            f"<path d='{cloth}' fill='#e00000'/>"
            f"<path d='{foot}' stroke='#000' stroke-width='{s * 0.12:.1f}'/></g>"
        )

    def mine(self, row: int, col: int, colour: str = "#000000") -> None:
        """A mine: a round body with four spikes."""
        cx, cy, s = (col + 0.5) * self.size, (row + 0.5) * self.size, self.size
        r, arm = s * 0.22, s * 0.34
        self.cells.append(
            f"<g class='mine-icon' stroke='{colour}' stroke-width='{s * 0.07:.1f}'>"
            f"<path d='M{cx - arm} {cy}H{cx + arm}M{cx} {cy - arm}V{cy + arm}'/>"
            f"<circle cx='{cx}' cy='{cy}' r='{r:.1f}' fill='{colour}'/></g>"
        )

    def outline(self, row: int, col: int, colour: str, kind: str, width: float = 3) -> None:
        """A coloured frame inside a cell, drawn above every cell."""
        s, inset = self.size, width / 2
        self.marks.append(
            f"<rect class='{kind}' x='{col * s + inset}' y='{row * s + inset}'"
            f" width='{s - width}' height='{s - width}' fill='none' stroke='{colour}'"
            f" stroke-width='{width}'/>"
        )

    def svg(self, extra_height: int = 0, footer: str = "", min_width: int = 240) -> str:
        """The finished picture; ``footer`` (SVG, ``extra_height`` tall) goes under the notes."""
        board_width, board_height = self.cols * self.size, self.rows * self.size
        width = max(board_width, min_width)
        lines = "".join(
            f"<text class='note' x='0' y='{board_height + 16 * (k + 1)}' {FONT} font-size='12'"
            f" fill='#333'>{escape(note)}</text>"
            for k, note in enumerate(self.notes)
        )
        top = board_height + 16 * len(self.notes) + 6
        shifted = f"<g transform='translate(0 {top})'>{footer}</g>" if footer else ""
        return (
            f"<svg xmlns='http://www.w3.org/2000/svg' width='{width}' height='{top + extra_height}'"
            f" viewBox='0 0 {width} {top + extra_height}'>"
            f"<rect x='0' y='0' width='{board_width}' height='{board_height}'"
            f" fill='{REVEALED_FILL}'/>"
            + "".join(self.cells)
            + "".join(self.marks)
            + lines
            + shifted
            + "</svg>"
        )


def position_svg(position: Position) -> str:
    """The position as the player sees it, as SVG text."""
    picture = BoardPicture(position)
    picture.draw_seen()
    picture.notes.insert(0, f"{position.mines_left} of {position.mines} mines not flagged")
    return picture.svg()


def game_svg(game: Game) -> str:
    """A game as its player sees it; once lost, the mines too (the one that went off in red)."""
    position = game.position()
    picture = BoardPicture(position)
    picture.draw_seen()
    if game.status == "lost":
        mines = game.board.mines
        for row in range(picture.rows):
            for col in range(picture.cols):
                flagged = position.is_flagged(row, col)
                if mines[row, col] and not flagged:
                    if (row, col) == game.exploded:
                        picture.filled(row, col, "#ff3b30", "exploded", "the mine that went off")
                    picture.mine(row, col)
                elif flagged and not mines[row, col]:
                    picture.outline(row, col, "#d00000", "wrong-flag")
    picture.notes.insert(
        0, f"{game.status}: {game.mines_left} of {game.mines_total} mines not flagged"
    )
    return picture.svg()
