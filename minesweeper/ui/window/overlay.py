"""The window's odds overlay: a colour, a label and a weight for each hidden cell's chance.

Any chance between the certainties runs along ColorBrewer's yellow-orange-red scale, whose
lightness falls evenly, so a higher chance always looks darker. The chance is spread by its
square root: the low chances a player chooses among (10%, 20%, 25% on an expert board) get
most of the scale, not a sliver of it. The two certainties stand apart from the scale: safe is
green with a bold ``S``, a mine near-black with a bold ``M``. The other labels, the percentage
in two characters so the cell keeps its width, are in a light weight, dark or white as the
shade beneath needs.
"""

from __future__ import annotations

from fractions import Fraction
from math import sqrt

from minesweeper.ui.odds import odds_label

__all__ = ["OVERLAY_LEGEND", "overlay_colour", "overlay_ink", "overlay_text", "overlay_weight"]

OVERLAY_LEGEND = (
    "Odds: each hidden cell's mine chance in %, darker for likelier. Green S: safe for"
    " certain; black M: a mine for certain."
)
_SAFE, _MINE = "#3fae49", "#262626"
# ColorBrewer YlOrRd (Cynthia Brewer, colorbrewer2.org): lightness falls evenly along it.
_SCALE = ("#ffffcc", "#ffeda0", "#fed976", "#feb24c", "#fd8d3c", "#fc4e2a", "#e31a1c", "#bd0026")
_DARK_INK, _LIGHT_INK = "#000000", "#ffffff"

overlay_text = odds_label  # the same label the terminal shows


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def overlay_colour(p: Fraction) -> str:
    """A Tk colour: green when safe for certain, near-black for a sure mine, else the scale.

    >>> [overlay_colour(Fraction(n, 100)) for n in (0, 1, 20, 25, 100)]
    ['#3fae49', '#fff2ad', '#fead4a', '#fea044', '#262626']
    """
    if p in (0, 1):
        return _MINE if p else _SAFE
    where = sqrt(float(p)) * (len(_SCALE) - 1)
    k = min(int(where), len(_SCALE) - 2)
    low, high, t = _rgb(_SCALE[k]), _rgb(_SCALE[k + 1]), where - k
    return "#" + "".join(f"{round(a + (b - a) * t):02x}" for a, b in zip(low, high))


def overlay_ink(p: Fraction) -> str:
    """The label's colour: dark on a light shade, white on a dark one (WCAG luminance)."""
    channels = [c / 255 for c in _rgb(overlay_colour(p))]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    # The luminance where white and near-black text have the same contrast.
    return _DARK_INK if luminance > 0.18 else _LIGHT_INK


def overlay_weight(p: Fraction) -> str:
    """Bold for the certainties only, so the few sure cells stand out of the percentages."""
    return "bold" if p in (0, 1) else "normal"
