"""The window's odds overlay: a colour and a short label for each hidden cell's mine chance.

Green means safe for certain and nothing else; any other chance runs from pale yellow (barely
above nothing) through orange (even odds) to red, and a certain mine is dark red. The label is
the percentage (two characters, so the cell keeps its width), ``S`` or ``M`` when certain.
"""

from __future__ import annotations

from fractions import Fraction

from minesweeper.ui.odds import odds_label

__all__ = ["OVERLAY_LEGEND", "overlay_colour", "overlay_text"]

OVERLAY_LEGEND = (
    "Odds: each hidden cell's mine chance in %. Green S: safe for certain; pale yellow to"
    " orange to red: the chance rising; dark red M: a mine for certain."
)
_SAFE, _MINE = (120, 220, 120), (190, 40, 40)
_LOW, _EVEN, _HIGH = (250, 240, 180), (245, 170, 80), (235, 80, 70)

overlay_text = odds_label  # the same label the terminal shows


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, ...]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def overlay_colour(p: Fraction) -> str:
    """A Tk colour: green only when safe for certain, else pale yellow through orange to red.

    >>> [overlay_colour(Fraction(n, 4)) for n in (0, 1, 2, 4)]
    ['#78dc78', '#f8cd82', '#f5aa50', '#be2828']
    """
    if p in (0, 1):
        rgb: tuple[int, ...] = _MINE if p else _SAFE
    else:
        t = float(p)
        rgb = _mix(_LOW, _EVEN, 2 * t) if t <= 0.5 else _mix(_EVEN, _HIGH, 2 * t - 1)
    return "#" + "".join(f"{v:02x}" for v in rgb)
