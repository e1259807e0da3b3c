"""The odds both front ends show: each hidden cell's mine chance, its band and its short label.

Before the first click the chance that matters is the first click's: under the ``safe`` and
``opening`` rules it is never a mine, so every cell shows safe, as the hint says; under
``none`` every cell carries the mine density.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from minesweeper.ai.model import Cell
from minesweeper.ai.probability import mine_probabilities
from minesweeper.game.play import Game

__all__ = [
    "BANDS",
    "Band",
    "band",
    "before_first_click",
    "chance_words",
    "odds_label",
    "shown_odds",
]

Band = Literal["safe", "low", "medium", "high", "mine"]
BANDS: dict[Band, str] = {
    "safe": "safe for certain",
    "low": "under 20%",
    "medium": "20% to 50%",
    "high": "50% or more",
    "mine": "a mine for certain",
}
"""The bands a chance falls in, and what each means (the legends say the same)."""


def band(p: Fraction) -> Band:
    """The band of a mine chance.

    >>> [band(Fraction(n, 10)) for n in (0, 1, 2, 5, 10)]
    ['safe', 'low', 'medium', 'high', 'mine']
    """
    if p == 0:
        return "safe"
    if p == 1:
        return "mine"
    return "low" if p < Fraction(1, 5) else "medium" if p < Fraction(1, 2) else "high"


def odds_label(p: Fraction) -> str:
    """``S``, ``M``, or the percentage rounded into 1..99, so it never reads as certain.

    >>> [odds_label(Fraction(n, 1000)) for n in (0, 2, 125, 996, 1000)]
    ['S', '1', '12', '99', 'M']
    """
    if p == 0:
        return "S"
    if p == 1:
        return "M"
    return str(min(max(round(100 * p), 1), 99))


def chance_words(p: Fraction) -> str:
    """A mine chance as a hint says it.

    >>> chance_words(Fraction(0)), chance_words(Fraction(1, 8)), chance_words(Fraction(1))
    ('safe for certain', '12.5% a mine', 'a mine for certain')
    """
    if p in (0, 1):
        return "a mine for certain" if p else "safe for certain"
    return f"{float(p):.1%} a mine"


def before_first_click(game: Game) -> bool:
    """Whether nothing is open yet and the rule makes the first click safe."""
    return game.first_click != "none" and not game.revealed.any()


def shown_odds(game: Game) -> dict[Cell, Fraction]:
    """The mine chance of every hidden, unflagged cell (``ValueError`` if none can be right)."""
    position = game.position()
    if before_first_click(game):
        return {cell: Fraction(0) for cell in position.hidden_cells()}
    if not position.revealed_cells() and not position.flags():
        chance = Fraction(game.mines_total, game.width * game.height)  # skip the counting
        return {cell: chance for cell in position.hidden_cells()}
    return dict(mine_probabilities(position).probabilities)
