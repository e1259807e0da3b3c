"""An explanation drawn on the board: the cell explained and the evidence that proves it.

The cell explained is framed in the colour of its verdict (green safe, red mine, blue a guess
or the opening); each number and flag of the evidence is framed in purple and tinted; the
sentence, and the mine counter when it takes part, are written under the board.
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from minesweeper.game.picture import BoardPicture
from minesweeper.game.position import Position

if TYPE_CHECKING:
    from minesweeper.ai.explain import Explanation

__all__ = ["explanation_svg"]

VERDICT_COLOURS = {"safe": "#1a7f37", "mine": "#d62728", "guess": "#0047ff", "opening": "#0047ff"}
EVIDENCE = "#7b2cbf"


def explanation_svg(explanation: Explanation, position: Position) -> str:
    """``explanation`` drawn on ``position`` as SVG text."""
    picture = BoardPicture(position)
    picture.draw_seen()
    width = max(2, picture.size / 8)
    for cell in explanation.cells:
        if picture.shows(*cell):
            s = picture.size
            picture.marks.append(
                f"<rect class='evidence' x='{cell[1] * s}' y='{cell[0] * s}' width='{s}'"
                f" height='{s}' fill='{EVIDENCE}' fill-opacity='0.18' stroke='none'/>"
            )
            picture.outline(*cell, EVIDENCE, "evidence-frame", width)
    subject = explanation.cell
    if subject is not None and picture.shows(*subject):
        colour = VERDICT_COLOURS.get(explanation.verdict, VERDICT_COLOURS["guess"])
        picture.outline(*subject, colour, f"subject {explanation.verdict}", width * 1.5)
    columns = max(40, int(max(picture.cols * picture.size, 240) / 6.6))
    lines = textwrap.wrap(_sentence(explanation), columns, break_on_hyphens=False)
    picture.notes.extend(lines)
    return picture.svg()


def _sentence(explanation: Explanation) -> str:
    text = explanation.text
    return text[0].upper() + text[1:] if text else text
