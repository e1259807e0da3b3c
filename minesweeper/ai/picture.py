"""Mine probabilities drawn as a heat map on the board (SVG for Jupyter).

Each hidden cell is filled by its mine chance on a sequential yellow-orange-red scale (light is
safe, dark is dangerous, ordered in lightness so it reads in grey and to colour-blind eyes) and
labelled with the chance in whole percent in small plain text. The cells next to no number all
share one chance: they are filled but not labelled, and the legend states their chance once,
so an expert board is not a wall of equal numbers. Certain cells carry a sign instead (a green
tick, safe; a mine, a mine), the suggested move is framed in blue, and every cell's tooltip
gives its exact fraction.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from minesweeper.ai.model import Cell, describe
from minesweeper.game.grid import dilate
from minesweeper.game.picture import FONT, BoardPicture
from minesweeper.game.position import HIDDEN, Position, PositionError

__all__ = ["ProbabilityMap", "chance_colour", "chance_label"]

#: The colour scale from 0 to 1: ColorBrewer's nine-class YlOrRd, evenly spaced.
SCALE = (
    "#ffffcc",
    "#ffeda0",
    "#fed976",
    "#feb24c",
    "#fd8d3c",
    "#fc4e2a",
    "#e31a1c",
    "#bd0026",
    "#800026",
)
SAFE_FILL, TICK = "#c7e9c0", "#1a7f37"
SUGGESTED = "#0047ff"
Chance = Fraction | float


def chance_colour(p: Chance) -> str:
    """The fill for mine chance ``p`` (0..1), interpolated along `SCALE`."""
    where = float(p) * (len(SCALE) - 1)
    low = min(int(where), len(SCALE) - 2)
    t = where - low
    a, b = _rgb(SCALE[low]), _rgb(SCALE[low + 1])
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b, strict=True))


def chance_label(p: Chance) -> str:
    """A chance as the map writes it: whole percent, ``<1`` and ``>99`` next to certainty.

    >>> chance_label(Fraction(1, 8)), chance_label(Fraction(1, 1000)), chance_label(0.999)
    ('13', '<1', '>99')
    """
    exact = Fraction(p)
    if 0 < exact < Fraction(1, 200):
        return "<1"
    if Fraction(199, 200) < exact < 1:
        return ">99"
    return str(math.floor(exact * 100 + Fraction(1, 2)))  # half up, as people round


@dataclass(frozen=True)
class ProbabilityMap:
    """A position's mine chances as a heat map; ``suggested`` (a cell) is framed.

    ``probabilities`` maps hidden cells to chances: what `mine_probabilities` returns in
    ``.probabilities``, or any mapping of your own (floats too). Hidden cells it leaves out
    are drawn as on screen.
    """

    position: Position
    probabilities: Mapping[Cell, Chance]
    suggested: Cell | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.position, Position):
            raise TypeError(
                f"ProbabilityMap: position must be a Position, got {type(self.position).__name__}"
            )
        if not isinstance(self.probabilities, Mapping):
            raise TypeError(
                "ProbabilityMap: probabilities must map cells to chances, got"
                f" {type(self.probabilities).__name__}"
            )
        for cell, p in self.probabilities.items():
            self._check_cell(cell, "probabilities")
            if not isinstance(p, (Fraction, float, int)) or not 0 <= p <= 1:  # NaN fails too
                raise ValueError(
                    f"ProbabilityMap: the chance of {describe(cell)} is {p!r}, not between 0 and 1"
                )
        if self.suggested is not None:
            self._check_cell(self.suggested, "suggested")

    def _check_cell(self, cell: Cell, what: str) -> None:
        try:
            row, col = cell
            number = self.position.number_at(row, col)
        except (TypeError, ValueError, PositionError) as error:
            raise ValueError(
                f"ProbabilityMap: {what}: {cell!r} is not a cell of the board ({error})"
            ) from None
        if number is not None and what == "probabilities":
            raise ValueError(f"ProbabilityMap: {describe(cell)} is revealed: it has no chance")

    def __repr__(self) -> str:
        return (
            f"ProbabilityMap({self.position.width}x{self.position.height},"
            f" {len(self.probabilities)} cells, suggested={self.suggested!r})"
        )

    def _repr_svg_(self) -> str:
        return self.svg()

    def svg(self) -> str:
        """The heat map as SVG text."""
        picture = BoardPicture(self.position)
        picture.draw_seen(raised=False)
        shared = self._shared_outside_chance()
        near_numbers = dilate(self.position.cells >= 0)
        for row in range(picture.rows):
            for col in range(picture.cols):
                p = self.probabilities.get((row, col))
                if p is None:
                    if self.position.number_at(row, col) is None and not (
                        self.position.is_flagged(row, col)
                    ):
                        picture.raised(row, col, "hidden")
                    continue
                labelled = shared is None or near_numbers[row, col]
                _draw_chance(picture, row, col, p, labelled)
        if self.suggested is not None and picture.shows(*self.suggested):
            picture.outline(*self.suggested, SUGGESTED, "suggested", width=max(2, picture.size / 8))
        if shared is not None:
            picture.notes.append(
                f"cells next to no number: {chance_label(shared)}% each ({_exact(shared)})"
            )
        return picture.svg(70, _legend(), min_width=430)

    def _shared_outside_chance(self) -> Chance | None:
        """The one chance of all the cells next to no number, when there are such cells."""
        position = self.position
        outside = np.argwhere((position.cells == HIDDEN) & ~dilate(position.cells >= 0))
        chances = {self.probabilities.get((int(r), int(c))) for r, c in outside}
        if len(chances) != 1 or None in chances:
            return None
        (chance,) = chances
        return None if chance in (0, 1) else chance


def _draw_chance(picture: BoardPicture, row: int, col: int, p: Chance, labelled: bool) -> None:
    """One hidden cell of the map: its colour, and its label or certainty sign."""
    title = f"{describe((row, col))}: mine chance {_exact(p)}"
    if p == 0:
        picture.filled(row, col, SAFE_FILL, "certain-safe", title)
        s, x, y = picture.size, col * picture.size, row * picture.size
        picture.cells.append(
            f"<path class='tick' d='M{x + s * 0.24} {y + s * 0.52}L{x + s * 0.43} {y + s * 0.72}"
            f"L{x + s * 0.78} {y + s * 0.3}' fill='none' stroke='{TICK}'"
            f" stroke-width='{s * 0.11:.1f}'/>"
        )
    elif p == 1:
        picture.filled(row, col, SCALE[-1], "certain-mine", title)
        picture.mine(row, col, "#ffffff")
    else:
        fill = chance_colour(p)
        picture.filled(row, col, fill, "chance", title)
        if labelled:
            ink = "#000000" if _luminance(fill) > 0.4 else "#ffffff"
            picture.text(row, col, chance_label(p), ink, kind="chance-label", scale=0.42)


def _legend() -> str:
    """The colour bar and the signs, 70 pixels tall."""
    stops = "".join(
        f"<stop offset='{k / (len(SCALE) - 1):.3f}' stop-color='{c}'/>" for k, c in enumerate(SCALE)
    )
    ticks = "".join(
        f"<text x='{10 + 1.6 * v}' y='40' {FONT} font-size='10' text-anchor='middle'>{v}%</text>"
        for v in (0, 25, 50, 75, 100)
    )
    return (
        f"<defs><linearGradient id='mine-chance-scale'>{stops}</linearGradient></defs>"
        f"<text x='0' y='12' {FONT} font-size='11' fill='#333'>mine chance, in % on each cell"
        f" (hover for the exact fraction)</text><rect x='10' y='18' width='160' height='10'"
        f" fill='url(#mine-chance-scale)' stroke='#999' stroke-width='0.5'/>{ticks}"
        f"<rect x='200' y='16' width='14' height='14' fill='{SAFE_FILL}'/>"
        f"<path d='M203 23L206 27L212 19' fill='none' stroke='{TICK}' stroke-width='2'/>"
        f"<text x='220' y='27' {FONT} font-size='11'>safe for certain</text>"
        f"<rect x='320' y='16' width='14' height='14' fill='{SCALE[-1]}'/>"
        f"<circle cx='327' cy='23' r='3.5' fill='#fff'/>"
        f"<text x='340' y='27' {FONT} font-size='11'>a mine</text>"
        f"<rect x='200' y='46' width='14' height='14' fill='none' stroke='{SUGGESTED}'"
        f" stroke-width='2.5'/><text x='220' y='57' {FONT} font-size='11'>suggested move</text>"
    )


def _exact(p: Chance) -> str:
    if isinstance(p, Fraction) and 0 < p < 1:
        return f"{float(p):.1%} = {p.numerator}/{p.denominator}"
    return f"{float(p):.1%}"


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _luminance(colour: str) -> float:
    """Relative luminance (WCAG), to choose black or white text on a fill."""
    channels = [c / 255 for c in _rgb(colour)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
