"""The window's probability overlay: a colour and a short label for each hidden cell's odds.

Green is safe, yellow even odds, red a mine; the label is the percentage (two characters, so
the cell keeps its width), ``S`` for certainly safe and ``M`` for certainly a mine.
"""

from __future__ import annotations

from fractions import Fraction

__all__ = ["OVERLAY_LEGEND", "overlay_colour", "overlay_text"]

OVERLAY_LEGEND = (
    "Probabilities: each hidden cell's mine chance in %, S safe, M mine;"
    " green safe, yellow even, red likely a mine."
)
_SAFE, _EVEN, _MINE = (120, 220, 120), (240, 220, 90), (235, 100, 90)


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, ...]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def overlay_colour(p: Fraction) -> str:
    """A Tk colour from green (0) through yellow (1/2) to red (1).

    >>> overlay_colour(Fraction(0)), overlay_colour(Fraction(1, 2)), overlay_colour(Fraction(1))
    ('#78dc78', '#f0dc5a', '#eb645a')
    """
    t = float(p)
    rgb = _mix(_SAFE, _EVEN, 2 * t) if t <= 0.5 else _mix(_EVEN, _MINE, 2 * t - 1)
    return "#" + "".join(f"{v:02x}" for v in rgb)


def overlay_text(p: Fraction) -> str:
    """The label: ``S``, ``M``, or the percentage, rounded into 1..99 so it never reads as sure.

    >>> [overlay_text(Fraction(n, 1000)) for n in (0, 2, 125, 996, 1000)]
    ['S', '1', '12', '99', 'M']
    """
    if p == 0:
        return "S"
    if p == 1:
        return "M"
    return str(min(max(round(100 * p), 1), 99))
