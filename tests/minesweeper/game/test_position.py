import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.game.position import FLAG, HIDDEN, Position, PositionError


@st.composite
def positions(draw: st.DrawFn) -> Position:
    width, height = draw(st.integers(1, 12)), draw(st.integers(1, 12))
    values = st.sampled_from([HIDDEN, FLAG, 0, 1, 2, 3, 4, 5, 6, 7, 8])
    cells = np.array(draw(st.lists(values, min_size=width * height, max_size=width * height)))
    cells = cells.reshape(height, width)
    flags = int((cells == FLAG).sum())
    unrevealed = int((cells < 0).sum())
    mines = draw(st.integers(flags, unrevealed))
    return Position(width, height, mines, cells)


@settings(deadline=None)
@given(positions())
def test_mine_text_round_trip(position: Position) -> None:
    text = position.to_text()
    assert Position.from_text(text) == position
    assert Position.from_text(text).to_text() == text


def test_reading_the_format() -> None:
    position = Position.from_text("4x2x3\n01HF\nHH2H\n")
    assert (position.width, position.height, position.mines) == (4, 2, 3)
    assert position.cells.tolist() == [[0, 1, HIDDEN, FLAG], [HIDDEN, HIDDEN, 2, HIDDEN]]
    assert position.cells.dtype == np.int8
    assert position.hidden_cells() == [(0, 2), (1, 0), (1, 1), (1, 3)]
    assert position.flags() == [(0, 3)]
    assert position.revealed_cells() == [(0, 0), (0, 1), (1, 2)]
    assert position.is_revealed(0, 0) and not position.is_revealed(0, 2)
    assert position.is_flagged(0, 3) and not position.is_flagged(0, 2)
    assert position.number_at(1, 2) == 2 and position.number_at(1, 0) is None
    assert position.mines_left == 2
    assert position.neighbors(0, 0) == [(0, 1), (1, 0), (1, 1)]
    assert str(position) == "4x2x3\n01HF\nHH2H\n"


def test_crlf_and_missing_final_newline_are_fine() -> None:
    assert Position.from_text("2x1x1\r\n1H") == Position.from_text("2x1x1\n1H\n")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "line 1: expected a header WIDTHxHEIGHTxMINES, got nothing"),
        ("9x9\n", "line 1: expected a header WIDTHxHEIGHTxMINES such as 9x9x10, got '9x9'"),
        ("0x2x0\n\n\n", "line 1: board must be at least 1x1"),
        ("3x2x1\n1HH\n", "line 3: expected 2 rows after the header, got 1"),
        ("3x2x1\n1HH\n1HH\n1HH\n1HH\n", "line 4: expected 2 rows after the header, got 4"),
        ("3x2x1\n1HH\n1H\n", "line 3, column 3: expected 3 cells, got 2"),
        ("3x2x1\n1HH\n1HHH\n", "line 3, column 4: expected 3 cells, got 4"),
        ("3x2x1\n1HH\n1h1\n", "line 3, column 2: expected 0-8, H or F, got 'h'"),
        ("3x2x1\n1H9\n111\n", "line 2, column 3: expected 0-8, H or F, got '9'"),
        ("3x2x0\n1HF\n111\n", "line 1: 1 cell is flagged, more than the 0 mines"),
        ("3x2x3\n1HH\n111\n", "line 1: 3 mines do not fit in the 2 cells that are not revealed"),
    ],
)
def test_bad_text_names_line_and_column(text: str, words: str) -> None:
    with pytest.raises(PositionError, match=words):
        Position.from_text(text)


def test_position_checks_itself() -> None:
    with pytest.raises(PositionError, match=r"shape \(1, 2\), expected \(height, width\)"):
        Position(3, 1, 0, np.zeros((1, 2)))
    with pytest.raises(PositionError, match=r"cell \(0, 1\) holds 9"):
        Position(2, 1, 0, np.array([[0, 9]]))
    with pytest.raises(PositionError, match=r"cell \(0, 0\) holds -3"):
        Position(2, 1, 0, np.array([[-3, 0]]))
    with pytest.raises(PositionError, match="more than the 0 mines"):
        Position(2, 1, 0, np.array([[FLAG, 0]]))


def test_cells_are_read_only_and_copied() -> None:
    source = np.full((2, 2), HIDDEN)
    position = Position(2, 2, 1, source)
    source[0, 0] = 0
    assert position.cells[0, 0] == HIDDEN
    with pytest.raises(ValueError):
        position.cells[0, 0] = 1


def test_equality_and_hash() -> None:
    a = Position.from_text("2x1x1\n1H\n")
    b = Position.from_text("2x1x1\n1H\n")
    c = Position.from_text("2x1x1\n1F\n")
    assert a == b and hash(a) == hash(b) and a != c
    assert {a, b, c} == {a, c}
    assert a != "2x1x1\n1H\n"


def test_repr_is_the_call_that_rebuilds_a_small_board_and_a_summary_of_a_large_one() -> None:
    small = Position.from_text("3x2x1\n1HH\n1F1\n")
    assert repr(small) == "Position.from_text('3x2x1\\n1HH\\n1F1\\n')"
    assert eval(repr(small)) == small
    assert str(small) == "3x2x1\n1HH\n1F1\n"  # str stays the text form
    cells = np.full((40, 40), HIDDEN, dtype=np.int8)
    cells[0, :3] = (0, 1, FLAG)
    assert repr(Position(40, 40, 9, cells)) == "<Position 40x40x9: 2 open, 1 flagged, 1597 hidden>"
