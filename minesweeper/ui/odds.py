"""How both front ends show the odds: each hidden cell's band and short label.

The chances themselves come from `minesweeper.ai.advisor.advise`, the one advice path: before
the first click under the ``safe`` and ``opening`` rules every cell is safe, as the hint says;
under ``none`` every cell carries the mine density.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from minesweeper.game.play import Game

__all__ = [
    "BANDS",
    "Band",
    "band",
    "before_first_click",
    "odds_label",
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


def before_first_click(game: Game) -> bool:
    """Whether nothing is open yet and the rule makes the first click safe."""
    return game.first_click != "none" and not game.revealed.any()
