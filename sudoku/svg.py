"""A Sudoku grid as SVG text: thick lines round the 3x3 boxes, givens told from filled digits.

Only text in, text out, so that ``Grid`` can draw itself without importing `sudoku.picture`
(which imports ``Grid``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

__all__ = ["grid_svg"]

SIDE = 36  # pixels per cell
MARGIN = 18  # room for the row and column numbers
FONT = "font-family='DejaVu Sans, Verdana, Arial, sans-serif'"
GIVEN_INK, FILLED_INK, SHADE = "#000000", "#1f5fbf", "#ffd8a8"


def grid_svg(
    digits: Sequence[int], given: Sequence[bool], shaded: Iterable[tuple[int, int]] = ()
) -> str:
    """81 digits (0 blank) in row-major order as SVG; ``given[k]`` draws digit k bold black,
    else blue; the ``shaded`` (row, column) cells get an orange ground."""
    size = MARGIN + 9 * SIDE + 2
    parts = [
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{size}' height='{size}'"
        f" viewBox='0 0 {size} {size}'><rect width='{size}' height='{size}' fill='#ffffff'/>"
    ]
    for row, col in sorted(shaded):
        parts.append(
            f"<rect class='shaded' x='{MARGIN + col * SIDE}' y='{MARGIN + row * SIDE}'"
            f" width='{SIDE}' height='{SIDE}' fill='{SHADE}'/>"
        )
    parts.extend(_lines())
    for k, digit in enumerate(digits):
        if digit:
            parts.append(_digit(divmod(k, 9), digit, given[k]))
    parts.append("</svg>")
    return "".join(parts)


def _digit(cell: tuple[int, int], digit: int, given: bool) -> str:
    x, y = MARGIN + cell[1] * SIDE + SIDE / 2, MARGIN + cell[0] * SIDE + SIDE * 0.72
    style = f"font-weight='bold' fill='{GIVEN_INK}'" if given else f"fill='{FILLED_INK}'"
    return (
        f"<text class='{'given' if given else 'filled'}' x='{x}' y='{y}' {FONT}"
        f" font-size='{SIDE * 0.6:.0f}' text-anchor='middle' {style}>{digit}</text>"
    )


def _lines() -> list[str]:
    """The grid: thin cell lines, thick box lines, and the 1-9 row and column numbers."""
    parts = []
    end = MARGIN + 9 * SIDE
    for k in range(10):
        at = MARGIN + k * SIDE
        thick = k % 3 == 0
        stroke = "stroke='#000000' stroke-width='2.5'" if thick else "stroke='#9e9e9e'"
        kind = "box-line" if thick else "cell-line"
        parts.append(
            f"<path class='{kind}' d='M{at} {MARGIN}V{end}M{MARGIN} {at}H{end}' {stroke}/>"
        )
    for k in range(9):
        middle = MARGIN + k * SIDE + SIDE / 2
        parts.append(
            f"<text x='{middle}' y='{MARGIN - 5}' {FONT} font-size='10' fill='#888'"
            f" text-anchor='middle'>{k + 1}</text><text x='{MARGIN / 2}' y='{middle + 4}'"
            f" {FONT} font-size='10' fill='#888' text-anchor='middle'>{k + 1}</text>"
        )
    return parts
