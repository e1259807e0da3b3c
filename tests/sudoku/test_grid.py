"""Parsing, formatting and checking grids; every bad input names its place."""

from __future__ import annotations

import pytest

from sudoku.grid import UNITS, Grid, GridError, cell_name, is_solution, parse_puzzles, validate

PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
SOLUTION = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"

NINE_LINES = """\
4 . . | . . . | 8 . 5
. 3 . | . . . | . . .
. . . | 7 . . | . . .
------+-------+------
. 2 . | . . . | . 6 .
. . . | . 8 . | 4 . .
. . . | . 1 . | . . .
------+-------+------
. . . | 6 . 3 | . 7 .
5 . . | 2 . . | . . .
1 . 4 | . . . | . . .
"""


def test_a_line_and_a_nine_line_grid_read_the_same() -> None:
    line = Grid.parse(PUZZLE)
    assert Grid.parse(NINE_LINES) == line
    assert line.to_line() == PUZZLE
    assert line[0, 0] == 4 and line[0, 1] == 0 and line[8, 2] == 4


def test_zero_is_a_blank_and_format_reads_back() -> None:
    grid = Grid.parse(PUZZLE.replace(".", "0"))
    assert grid == Grid.parse(PUZZLE)
    assert Grid.parse(grid.format()) == grid
    assert grid.format().splitlines()[3] == "------+-------+------"
    assert grid.to_line(blank="0") == PUZZLE.replace(".", "0")


def test_givens_and_completeness() -> None:
    grid = Grid.parse(PUZZLE)
    assert list(grid.givens())[:2] == [((0, 0), 4), ((0, 6), 8)]
    assert not grid.is_complete()
    assert Grid.parse(SOLUTION).is_complete()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (PUZZLE[:-1], "line 1: 80 cells, expected 81"),
        (PUZZLE + ".", "line 1: 82 cells, expected 81"),
        (PUZZLE[:10] + "x" + PUZZLE[11:], "line 1: 'x' at r2c2 is not a digit or a blank"),
        ("44" + PUZZLE[2:], "line 1: r1c1 and r1c2 both hold 4 (row 1)"),
        (PUZZLE[:9] + "4" + PUZZLE[10:], "r1c1 and r2c1 both hold 4 (column 1)"),
        (PUZZLE[:10] + "4" + PUZZLE[11:], "r1c1 and r2c2 both hold 4 (box 1)"),
        ("", "found 0 non-empty lines"),
        (PUZZLE + "\n" + PUZZLE, "found 2 non-empty lines"),
    ],
)
def test_bad_lines_are_named(text: str, message: str) -> None:
    with pytest.raises(GridError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Grid.parse(text)


def test_bad_nine_line_grids_name_the_line() -> None:
    lines = NINE_LINES.splitlines()
    short = "\n".join(lines[:5] + ["2 . . | . . . | . 6"] + lines[6:])
    with pytest.raises(GridError, match="line 6: 8 cells, expected 9"):
        Grid.parse(short)
    clash = "\n".join(lines[:10] + ["1 . 4 | . . . | . . 1"])
    with pytest.raises(GridError, match=r"line 11: r9c1 and r9c9 both hold 1 \(row 9\)"):
        Grid.parse(clash)
    letter = "\n".join(lines[:1] + [". 3 . | . z . | . . ."] + lines[2:])
    with pytest.raises(GridError, match="line 2: 'z' at r2c5"):
        Grid.parse(letter)


def test_grid_needs_81_digits() -> None:
    with pytest.raises(GridError, match="81 cells, not 3"):
        Grid((1, 2, 3))
    with pytest.raises(GridError, match="r1c1: 10 is not a digit"):
        Grid((10,) + (0,) * 80)
    with pytest.raises(GridError, match="r1c2: True is not a digit"):
        Grid((1, True) + (0,) * 79)
    with pytest.raises(
        TypeError, match=r"Grid: cells must be a tuple of 81 digits, got str \(Grid.parse"
    ):
        Grid("." * 81)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="got NoneType"):
        Grid(None)  # type: ignore[arg-type]
    listed = Grid([0] * 81)  # type: ignore[arg-type]
    assert listed.cells == (0,) * 81 and hash(listed) == hash(Grid((0,) * 81))


def test_parse_puzzles_reads_lines_grids_and_comments() -> None:
    text = f"# a comment\n{PUZZLE}\n\n{SOLUTION}  # solved\n"
    assert [g.to_line() for g in parse_puzzles(text)] == [PUZZLE, SOLUTION]
    assert parse_puzzles(NINE_LINES + "\n" + NINE_LINES) == [Grid.parse(PUZZLE)] * 2
    with pytest.raises(GridError, match="line 3: 80 cells"):
        parse_puzzles(f"{PUZZLE}\n\n{PUZZLE[1:]}\n")
    with pytest.raises(GridError, match="not a multiple of 9"):
        parse_puzzles("\n".join(NINE_LINES.splitlines()[:-1]))
    with pytest.raises(GridError, match="no puzzle"):
        parse_puzzles("# nothing\n\n")


def test_validate_accepts_a_solution_and_names_each_fault() -> None:
    puzzle, solution = Grid.parse(PUZZLE), Grid.parse(SOLUTION)
    validate(solution, puzzle)
    assert is_solution(solution, puzzle)
    with pytest.raises(GridError, match="r1c2 is blank"):
        validate(Grid((4, 0) + solution.cells[2:]))
    swapped = list(solution.cells)
    swapped[0], swapped[1] = swapped[1], swapped[0]  # rows stay right, columns break
    with pytest.raises(GridError, match="both hold 1 \\(column 1\\)"):
        validate(Grid(tuple(swapped)))
    other = Grid.parse(SOLUTION[::-1])  # a valid grid that ignores the givens
    validate(other)
    with pytest.raises(GridError, match="r1c1 holds 3 but the puzzle gives 4"):
        validate(other, puzzle)
    assert not is_solution(other, puzzle)


def test_units_and_cell_names() -> None:
    assert len(UNITS) == 27 and all(len(cells) == 9 for _, cells in UNITS)
    assert UNITS[18] == ("box 1", [(r, c) for r in range(3) for c in range(3)])
    assert cell_name((8, 0)) == "r9c1"


def test_repr_is_the_call_that_rebuilds_the_grid() -> None:
    line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    grid = Grid.parse(line)
    assert repr(grid) == f"Grid.parse('{line}')"
    assert eval(repr(grid)) == grid
    assert str(grid).startswith("4 . . | . . . | 8 . 5\n")  # str stays the drawn grid
