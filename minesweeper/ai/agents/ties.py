"""The one rule that breaks ties among cells the `best` agent rates alike: the first in reading
order (the top row first, each row from the left).

The hint, the review and the agent all ask `best` for its move. A random tie-break made them
name different cells of equal worth (the hint one corner of an opening, the review another),
and the same position could get two different hints. With this rule the move is a function of
the position alone, whatever the agent's seed, and a person can be told which of the tied
cells it names and why.

>>> first_in_reading_order([(8, 0), (0, 8), (0, 0)])
(0, 0)
>>> sorted([(1, 0), (0, 5)], key=reading_order)
[(0, 5), (1, 0)]
"""

from __future__ import annotations

from collections.abc import Iterable

from minesweeper.ai.model import Cell

__all__ = ["first_in_reading_order", "reading_order"]


def reading_order(cell: Cell) -> Cell:
    """The sort key of the rule: row, then column."""
    return cell


def first_in_reading_order(cells: Iterable[Cell]) -> Cell:
    """The cell the rule takes among ``cells`` of equal worth."""
    return min(cells, key=reading_order)
