from collections import Counter
from itertools import combinations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.game.board import Board, BoardError, MbfError
from minesweeper.game.difficulty import Size
from tests.minesweeper.helpers import boards, brute_neighbours, brute_numbers


@settings(deadline=None)
@given(boards())
def test_numbers_equal_neighbouring_mine_counts(board: Board) -> None:
    assert np.array_equal(board.numbers, brute_numbers(board.mines))


def test_board_arrays_are_read_only() -> None:
    board = Board.from_text("*.\n..")
    with pytest.raises(ValueError):
        board.mines[0, 0] = False
    with pytest.raises(ValueError):
        board.numbers[0, 0] = 3


def test_board_copies_its_input() -> None:
    layout = np.zeros((2, 2), dtype=bool)
    board = Board(layout)
    layout[0, 0] = True
    assert board.mine_count == 0


def test_board_shape_and_counts() -> None:
    board = Board.from_text("*..\n..*\n...\n")
    assert (board.height, board.width, board.mine_count) == (3, 3, 2)
    assert board.mine_cells() == [(0, 0), (1, 2)]
    assert board.to_text() == "*..\n..*\n...\n"
    assert repr(board) == "Board(3x3, 2 mines)"


@pytest.mark.parametrize(
    ("text", "words"),
    [("*.\n*", "line 2: expected 2 cells like line 1, got 1"), ("*.\n.x", "line 2, column 2")],
)
def test_board_text_errors(text: str, words: str) -> None:
    with pytest.raises(BoardError, match=words):
        Board.from_text(text)


def test_from_cells_checks_each_mine() -> None:
    assert Board.from_cells(3, 2, [(1, 2)]).mine_cells() == [(1, 2)]
    with pytest.raises(BoardError, match=r"mine at \(2, 0\) lies outside the 3x2 board"):
        Board.from_cells(3, 2, [(2, 0)])
    with pytest.raises(BoardError, match="given twice"):
        Board.from_cells(3, 2, [(0, 0), (0, 0)])


@settings(deadline=None)
@given(st.integers(1, 12), st.integers(1, 12), st.data())
def test_placement_obeys_the_first_click_rule(width: int, height: int, data: st.DataObject) -> None:
    rule = data.draw(st.sampled_from(["safe", "opening"]))
    click = (data.draw(st.integers(0, height - 1)), data.draw(st.integers(0, width - 1)))
    clear = {click} | (brute_neighbours(*click, height, width) if rule == "opening" else set())
    mines = data.draw(st.integers(0, width * height - len(clear)))
    seed = data.draw(st.integers(0, 2**32))
    board = Board.place(Size(width, height, mines), np.random.default_rng(seed), click, rule)
    assert board.mine_count == mines
    assert not any(board.mines[cell] for cell in clear)
    if rule == "opening":
        assert board.numbers[click] == 0


def test_placement_is_reproducible_from_the_seed() -> None:
    size = Size(16, 16, 40)
    first = Board.place(size, np.random.default_rng(5), (3, 3))
    again = Board.place(size, np.random.default_rng(5), (3, 3))
    other = Board.place(size, np.random.default_rng(6), (3, 3))
    assert first == again and first != other
    assert hash(first) == hash(again)


@pytest.mark.parametrize(("rule", "click"), [("safe", (1, 1)), ("opening", (0, 0)), ("none", None)])
def test_placement_is_uniform(rule: str, click: tuple[int, int] | None) -> None:
    # 2 mines on a 4x3 board: every allowed pair of cells should come up about equally often.
    size, trials = Size(4, 3, 2), 6000
    rng = np.random.default_rng(12345)
    counts = Counter(
        tuple(Board.place(size, rng, click, rule).mine_cells())  # type: ignore[arg-type]
        for _ in range(trials)
    )
    blocked = {"safe": {(1, 1)}, "opening": {(0, 0), (0, 1), (1, 0), (1, 1)}, "none": set()}
    allowed = [(r, c) for r in range(3) for c in range(4) if (r, c) not in blocked[rule]]
    expected = list(combinations(allowed, 2))
    assert set(counts) == set(expected)
    mean = trials / len(expected)
    chi2 = sum((counts[layout] - mean) ** 2 / mean for layout in expected)
    assert chi2 < 2 * len(expected) + 20  # beyond the 99.9th percentile of chi-square


def test_placement_reports_when_the_rule_leaves_no_room() -> None:
    with pytest.raises(BoardError, match="leaves only 0 cells free"):
        Board.place(Size(3, 3, 1), np.random.default_rng(0), (1, 1), "opening")


@settings(deadline=None)
@given(boards(max_side=20))
def test_mbf_round_trip(board: Board) -> None:
    data = board.to_mbf()
    assert len(data) == 4 + 2 * board.mine_count
    assert Board.from_mbf(data) == board


def test_mbf_layout_of_the_bytes() -> None:
    board = Board.from_cells(4, 3, [(0, 3), (2, 1)])
    assert board.to_mbf() == bytes([4, 3, 0, 2, 3, 0, 1, 2])


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"\x04\x03\x00", "3 bytes long; its header needs 4"),
        (b"\x00\x03\x00\x00", "byte 0: board width must be at least 1"),
        (b"\x04\x00\x00\x00", "byte 1: board height must be at least 1"),
        (b"\x04\x03\x00\x02\x00\x00", r"mine count 2 \(bytes 2-3\) needs exactly 4 \+ 2 x 2 = 8"),
        (b"\x04\x03\x00\x01\x04\x00", "byte 4: mine 1 at x=4, y=0 lies outside the 4x3 board"),
        (b"\x04\x03\x00\x02\x01\x01\x01\x01", "byte 6: mine 2 at x=1, y=1 is a repeat"),
    ],
)
def test_mbf_errors_name_the_byte(data: bytes, words: str) -> None:
    with pytest.raises(MbfError, match=words):
        Board.from_mbf(data)


def test_mbf_limits() -> None:
    with pytest.raises(BoardError, match="up to 255x255"):
        Board(np.zeros((1, 256), dtype=bool)).to_mbf()
    with pytest.raises(BoardError, match="non-empty 2-D"):
        Board(np.zeros((0, 3), dtype=bool))
