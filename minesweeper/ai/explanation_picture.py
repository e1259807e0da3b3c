"""An explanation drawn on the board: the cell explained and the evidence that proves it.

The cell explained is framed in the colour of its verdict (green safe, red mine, blue a guess
or the opening); each number and flag of the evidence is framed in purple and tinted; the
sentence, and the mine counter when it takes part, are written under the board.
"""

from __future__ import annotations

import textwrap

from minesweeper.ai.model import Cell
from minesweeper.game.picture import BoardPicture
from minesweeper.game.position import Position

__all__ = ["explanation_svg"]

VERDICT_COLOURS = {"safe": "#1a7f37", "mine": "#d62728", "guess": "#0047ff", "opening": "#0047ff"}
EVIDENCE = "#7b2cbf"


def explanation_svg(
    position: Position, subject: Cell | None, verdict: str, cells: tuple[Cell, ...], text: str
) -> str:
    """An explanation drawn on ``position`` as SVG text: the ``subject`` cell framed in the
    colour of its ``verdict``, the evidence ``cells`` framed and tinted, ``text`` below."""
    picture = BoardPicture(position)
    picture.draw_seen()
    width = max(2, picture.size / 8)
    for cell in cells:
        if picture.shows(*cell):
            s = picture.size
            picture.marks.append(
                f"<rect class='evidence' x='{cell[1] * s}' y='{cell[0] * s}' width='{s}'"
                f" height='{s}' fill='{EVIDENCE}' fill-opacity='0.18' stroke='none'/>"
            )
            picture.outline(*cell, EVIDENCE, "evidence-frame", width)
    if subject is not None and picture.shows(*subject):
        colour = VERDICT_COLOURS.get(verdict, VERDICT_COLOURS["guess"])
        picture.outline(*subject, colour, f"subject {verdict}", width * 1.5)
    columns = max(40, int(max(picture.cols * picture.size, 240) / 6.6))
    sentence = text[:1].upper() + text[1:]
    picture.notes.extend(textwrap.wrap(sentence, columns, break_on_hyphens=False))
    return picture.svg()
