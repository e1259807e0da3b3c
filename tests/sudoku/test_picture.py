"""A grid draws as a 9x9 board: every digit in its cell, givens bold and filled digits blue."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from sudoku import Grid, GridError, GridPicture, explain_unsolvable, solve
from sudoku.svg import MARGIN, SIDE

SVG = "{http://www.w3.org/2000/svg}"
PUZZLE = Grid.parse(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
)


def digits(svg: str) -> dict[tuple[int, int], tuple[str, str, str | None]]:
    """(row, col) -> (digit, class, font weight), read back from the parsed SVG."""
    found = {}
    for e in ET.fromstring(svg).iter(f"{SVG}text"):
        if e.get("class") in ("given", "filled"):
            col = int((float(e.get("x", "0")) - MARGIN) // SIDE)
            row = int((float(e.get("y", "0")) - MARGIN) // SIDE)
            found[row, col] = (e.text or "", e.get("class", ""), e.get("font-weight"))
    return found


def test_a_puzzle_draws_its_givens_bold() -> None:
    shown = digits(PUZZLE._repr_svg_())
    assert shown == {cell: (str(d), "given", "bold") for cell, d in PUZZLE.givens()}


def test_a_solution_against_its_puzzle_tells_givens_from_filled() -> None:
    solution = solve(PUZZLE)
    assert solution is not None
    shown = digits(GridPicture(solution, PUZZLE)._repr_svg_())
    assert len(shown) == 81
    for (row, col), (digit, kind, weight) in shown.items():
        assert digit == str(solution[row, col])
        given = PUZZLE[row, col] != 0
        assert (kind, weight) == (("given", "bold") if given else ("filled", None))


def test_the_boxes_have_thick_lines() -> None:
    root = ET.fromstring(PUZZLE._repr_svg_())
    kinds = [e.get("class") for e in root.iter(f"{SVG}path")]
    assert kinds.count("box-line") == 4 and kinds.count("cell-line") == 6
    assert all(
        e.get("stroke-width") == "2.5"
        for e in root.iter(f"{SVG}path")
        if e.get("class") == "box-line"
    )


def test_an_impossible_puzzle_shades_the_givens_that_clash() -> None:
    puzzle = Grid.parse("12345678." + "........9" + "." * 63)
    cells = explain_unsolvable(puzzle) or []
    root = ET.fromstring(GridPicture(puzzle, shaded=cells).svg())
    shaded = {
        (
            int((float(e.get("y", "0")) - MARGIN) // SIDE),
            int((float(e.get("x", "0")) - MARGIN) // SIDE),
        )
        for e in root.iter(f"{SVG}rect")
        if e.get("class") == "shaded"
    }
    assert shaded == set(cells) and len(cells) == 7


def test_an_empty_grid_draws_no_digit() -> None:
    assert digits(Grid((0,) * 81)._repr_svg_()) == {}


def test_bad_pictures_are_named() -> None:
    solution = solve(PUZZLE)
    assert solution is not None
    other = Grid.parse("5" + PUZZLE.to_line()[1:])
    with pytest.raises(GridError, match="r1c1 holds 4 but the puzzle gives 5"):
        GridPicture(solution, other)
    with pytest.raises(GridError, match=r"shaded cell \(9, 0\) is not"):
        GridPicture(PUZZLE, shaded=[(9, 0)])
    with pytest.raises(TypeError, match="must be Grids"):
        GridPicture(PUZZLE.to_line())  # type: ignore[arg-type]
