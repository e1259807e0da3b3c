"""Wrong arguments to the public API: the package's error, or a TypeError naming the argument."""

from __future__ import annotations

import numpy as np
import pytest

from minesweeper import (
    Analyzer,
    Board,
    BoardError,
    Game,
    Position,
    PositionError,
    make_agent,
    mine_probabilities,
    parse_difficulty,
)

POSITION = Position.from_text("3x2x1\n1HH\n1F1\n")


@pytest.mark.parametrize("text", [None, b"3x1x0\n000\n", 3])
def test_text_readers_take_text_only(text: object) -> None:
    with pytest.raises(TypeError, match="Position.from_text: text must be a str"):
        Position.from_text(text)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Board.from_text: text must be a str"):
        Board.from_text(text)  # type: ignore[arg-type]


@pytest.mark.parametrize("data", [None, "abcd", [0, 0, 0, 0]])
def test_the_mbf_reader_takes_bytes_only(data: object) -> None:
    with pytest.raises(TypeError, match="Board.from_mbf: data must be bytes"):
        Board.from_mbf(data)  # type: ignore[arg-type]
    assert Board.from_mbf(bytearray(b"\x02\x01\x00\x01\x01\x00")).mine_cells() == [(0, 1)]


@pytest.mark.parametrize(
    ("width", "height", "cells", "words"),
    [
        (3.5, 3, [], "width must be a whole number, got 3.5"),
        (3, "3", [], "height must be a whole number, got '3'"),
        (3, 3, [(1.5, 0)], r"a mine must be a \(row, col\) pair of whole numbers, got \(1.5, 0\)"),
        (3, 3, [1], "got 1"),
        (3, 3, [(0, 1, 2)], r"got \(0, 1, 2\)"),
    ],
)
def test_mine_cells_are_pairs_of_whole_numbers(
    width: object, height: object, cells: list[object], words: str
) -> None:
    with pytest.raises(BoardError, match=words):
        Board.from_cells(width, height, cells)  # type: ignore[arg-type]


def test_numpy_integers_are_whole_numbers() -> None:
    board = Board.from_cells(np.int64(3), 2, [(np.int64(1), np.int32(2))])
    assert board.mine_cells() == [(1, 2)]
    assert parse_difficulty((np.int64(9), np.int16(9), 10)) == (9, 9, 10)


@pytest.mark.parametrize("call", ["is_revealed", "is_flagged", "number_at"])
@pytest.mark.parametrize(
    ("cell", "words"),
    [
        ((-1, 0), r"cell \(-1, 0\) is off the board: rows run 0..1, columns 0..2"),
        ((0, 3), r"cell \(0, 3\) is off the board"),
        (("0", 0), r"cell \('0', 0\): expected whole-number coordinates"),
    ],
)
def test_a_position_names_a_cell_off_its_board(
    call: str, cell: tuple[object, object], words: str
) -> None:
    with pytest.raises(PositionError, match=words):
        getattr(POSITION, call)(*cell)
    assert POSITION.number_at(np.int64(1), 2) == 1 and POSITION.is_flagged(1, 1)


@pytest.mark.parametrize("position", [None, "3x1x0\n000\n", Game("beginner", seed=1)])
def test_probabilities_need_a_position(position: object) -> None:
    with pytest.raises(TypeError, match="position must be a Position, got"):
        mine_probabilities(position)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="position must be a Position"):
        Analyzer()(position)  # type: ignore[arg-type]


@pytest.mark.parametrize("capacity", [-1, 2.5, "10", None])
def test_an_analyzer_capacity_is_a_whole_number(capacity: object) -> None:
    with pytest.raises(TypeError, match="Analyzer: capacity must be a whole number >= 0"):
        Analyzer(capacity)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["nobody", None, ["best"]])
def test_an_unknown_agent_lists_the_agents(name: object) -> None:
    with pytest.raises(ValueError, match="unknown agent .*; choose from random, rules"):
        make_agent(name)  # type: ignore[arg-type]
