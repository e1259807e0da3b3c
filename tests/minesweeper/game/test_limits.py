"""Sizes and numbers a parser accepts but a game cannot take: refused where they enter, fast,
with the place and the problem named; files named in their errors."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest

from minesweeper import (
    Board,
    BoardError,
    DifficultyError,
    Game,
    GameError,
    Position,
    PositionError,
    RecordError,
    parse_difficulty,
)
from minesweeper.game.difficulty import MAX_CELLS, MAX_SIDE, size_problem
from minesweeper.game.files import load_game, save_game
from minesweeper.game.record import Record

HUGE = [(10_000_000_000, 1), (1_000_000_000_000, 3), (10_000_000, 256), (5, 10_000_000)]


@pytest.mark.parametrize(("width", "height"), HUGE)
def test_huge_sizes_are_refused_everywhere_a_size_enters(width: int, height: int) -> None:
    assert size_problem(width, height) is not None
    with pytest.raises(DifficultyError, match="too large"):
        parse_difficulty(f"{width}x{height}/1")
    with pytest.raises(DifficultyError, match="too large"):
        Game((width, height, 1))
    with pytest.raises(BoardError, match="too large"):
        Board.from_cells(width, height, [])
    with pytest.raises(PositionError, match="line 1: .*too large"):
        Position.from_text(f"{width}x{height}x1\nH\n")


def test_the_largest_boards_are_allowed() -> None:
    assert size_problem(MAX_SIDE, MAX_CELLS // MAX_SIDE) is None
    assert size_problem(MAX_SIDE + 1, 1) is not None
    assert size_problem(MAX_SIDE, MAX_CELLS // MAX_SIDE + 1) is not None
    assert parse_difficulty(f"{MAX_SIDE}x2/5") == (MAX_SIDE, 2, 5)


def test_a_header_with_a_number_of_thousands_of_digits_is_named() -> None:
    with pytest.raises(PositionError, match="line 1: .* is too large a board"):
        Position.from_text("9" * 5000 + "x2x1\nHH\nHH\n")


def test_a_position_checks_its_numbers_types() -> None:
    with pytest.raises(PositionError, match="width must be a whole number, got '3'"):
        Position("3", 1, 0, np.zeros((1, 3)))  # type: ignore[arg-type]
    with pytest.raises(PositionError, match="too large"):
        Position(20_000, 1, 0, np.zeros((1, 1)))


def saved(**changes: object) -> str:
    game = Game("beginner", seed=3)
    game.reveal(0, 0)
    document = json.loads(game.to_json())
    document.update(changes)
    return json.dumps(document)


@pytest.mark.parametrize(
    "changes",
    [{"width": 10_000_000_000}, {"width": 1_000_000_000_000, "height": 3}, {"height": 10**7}],
)
def test_a_saved_game_with_a_huge_board_is_refused(changes: dict[str, int]) -> None:
    with pytest.raises(RecordError, match="fields 'width' and 'height': .*too large"):
        Record.from_json(saved(**changes))


@pytest.mark.parametrize("elapsed", [math.inf, -math.inf, math.nan, 10**400, 1e300, 2e9, -1])
def test_non_finite_and_huge_times_in_a_save_are_refused(elapsed: float) -> None:
    text = saved(elapsed=elapsed)  # json.dumps writes Infinity and NaN, as a hostile file may
    with pytest.raises(RecordError, match="field 'elapsed': expected seconds from 0 to 1e9"):
        Record.from_json(text)
    document = json.loads(saved())
    document["moves"][0][3] = elapsed
    with pytest.raises(RecordError, match=r"field 'moves\[0\]'"):
        Record.from_json(json.dumps(document))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (saved().replace('"seed": 3', '"seed": ' + "9" * 5000), "a number has thousands of digits"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        (saved(layout=[[0, 0]] * 82), r"field 'layout': 82 cells, more than a 9x9 board has"),
        (saved(moves=[[1] * 10_000]), r"field 'moves\[0\]': .*got \[1, 1, 1.*\.\.\.$"),
    ],
)
def test_a_hostile_save_is_a_record_error(text: str, words: str) -> None:
    assert text != saved()
    with pytest.raises(RecordError, match=words):
        Record.from_json(text)


@pytest.mark.parametrize("text", [None, 3, ["{}"]])
def test_a_record_is_read_from_text_only(text: object) -> None:
    with pytest.raises(TypeError, match="Record.from_json: text must be a str"):
        Record.from_json(text)  # type: ignore[arg-type]


def test_load_names_the_file_and_the_problem(tmp_path: Path) -> None:
    passwd = tmp_path / "passwd"
    passwd.write_text("root:x:0:0:root:/root:/bin/bash\n")
    with pytest.raises(RecordError, match=f"{passwd}: line 1, column 1: not valid JSON"):
        load_game(passwd)
    binary = tmp_path / "game.json"
    binary.write_bytes(b"\x80\x81\x00\xff")
    with pytest.raises(GameError, match=f"{binary}: not a saved game"):
        load_game(binary)
    wrong = tmp_path / "wrong.json"
    wrong.write_text(saved(elapsed=math.inf))
    with pytest.raises(RecordError, match=f"{wrong}: field 'elapsed'"):
        load_game(wrong)


def test_save_into_a_missing_folder_names_the_users_file(tmp_path: Path) -> None:
    target = tmp_path / "no" / "such" / "x.json"
    with pytest.raises(FileNotFoundError) as info:
        save_game(Game("beginner", seed=1), target)
    assert str(target) in str(info.value) and ".x.json." not in str(info.value)


def test_save_onto_a_folder_names_the_users_folder_and_leaves_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    with pytest.raises(IsADirectoryError) as info:
        save_game(Game("beginner", seed=1), folder)
    assert info.value.filename == str(folder) and ".tmp" not in str(info.value)
    assert "is a folder" in str(info.value)
    assert sorted(tmp_path.iterdir()) == [folder] and not any(folder.iterdir())
