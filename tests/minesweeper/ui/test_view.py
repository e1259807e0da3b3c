from fractions import Fraction

import numpy as np
import pytest

from minesweeper.ai.probability import mine_probabilities
from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.game.position import Position
from minesweeper.ui.view import (
    MAP_LEGEND,
    board_text,
    end_message,
    glyphs,
    map_text,
    position_glyphs,
    probability_glyph,
    status_line,
)
from tests.minesweeper.helpers import FakeClock


def game_on(text: str, clock: FakeClock | None = None) -> Game:
    return Game.from_board(Board.from_text(text), clock=clock or FakeClock())


def test_glyphs_while_playing() -> None:
    game = game_on("*...\n....\n..*.\n")
    game.reveal(0, 3)
    game.flag(0, 0)
    game.question(2, 2)
    assert ["".join(row) for row in glyphs(game)] == ["F1..", "#211", "##?#"]


def test_glyphs_after_a_loss_show_mines_wrong_flags_and_the_blast() -> None:
    game = game_on("*...\n....\n..*.\n")
    game.reveal(0, 3)
    game.flag(0, 0)
    game.flag(2, 3)
    game.reveal(2, 2)
    assert ["".join(row) for row in glyphs(game)] == ["F1..", "#211", "##Xx"]
    game = game_on("*...\n....\n..*.\n")
    game.reveal(0, 0)
    assert glyphs(game)[0, 0] == "X" and glyphs(game)[2, 2] == "*"


def test_glyphs_after_a_win_show_every_mine_flagged() -> None:
    game = game_on("*.\n..\n")
    for cell in [(0, 1), (1, 0), (1, 1)]:
        game.reveal(*cell)
    assert ["".join(row) for row in glyphs(game)] == ["F1", "11"]


def test_board_text_labels_rows_and_columns_from_one() -> None:
    text = board_text(np.full((10, 12), "#"))
    lines = text.splitlines()
    assert lines[0] == "                       1 1 1"
    assert lines[1] == "     1 2 3 4 5 6 7 8 9 0 1 2"
    assert lines[2] == "   1 # # # # # # # # # # # #"
    assert lines[11] == "  10 # # # # # # # # # # # #"
    assert "\x1b[" not in text


def test_board_text_in_colour() -> None:
    text = board_text(np.array([["1", "F", "."]]), color=True)
    assert "\x1b[34m1\x1b[0m" in text and "\x1b[31;1mF\x1b[0m" in text
    assert " . " not in text or "\x1b[" in text


def test_status_and_end_messages() -> None:
    clock = FakeClock()
    game = game_on("*.\n..\n", clock)
    assert end_message(game) is None
    game.reveal(0, 1)
    game.flag(0, 0)
    clock.advance(3.25)
    assert status_line(game) == "Mines left: 0   Time: 3 s   2x2/1   playing"
    game.flag(0, 0)
    game.reveal(0, 0)
    assert end_message(game) == (
        "Boom! The mine at row 1, column 1 went off after 3.2 s."
        "  3BV 1/3  3BV/s 0.31  clicks 4  efficiency 25%."
    )
    assert status_line(game).endswith("lost")
    won = game_on("*.\n..\n", clock)
    for cell in [(0, 1), (1, 0), (1, 1)]:
        won.reveal(*cell)
    assert end_message(won) == "You won in 0.0 s!  3BV 3  3BV/s -  clicks 3  efficiency 100%."
    assert status_line(won).endswith("won!")


@pytest.mark.parametrize(
    ("p", "glyph"),
    [
        (Fraction(0), "S"),
        (Fraction(1, 1000), "a"),
        (Fraction(1, 10), "b"),
        (Fraction(399, 1000), "d"),
        (Fraction(2, 5), "e"),
        (Fraction(999, 1000), "j"),
        (Fraction(1), "M"),
    ],
)
def test_probability_glyph_is_the_tenth_and_never_claims_certainty(p: Fraction, glyph: str) -> None:
    assert probability_glyph(p) == glyph


def test_position_glyphs() -> None:
    position = Position.from_text("3x2x2\n0F1\nHH2\n")
    assert position_glyphs(position).tolist() == [[".", "F", "1"], ["#", "#", "2"]]


def test_map_text_marks_open_flagged_safe_mined_and_uncertain_cells() -> None:
    position = Position.from_text("4x2x2\n1HFH\nHHH1\n")
    probabilities = mine_probabilities(position)
    glyphs = {cell: probability_glyph(p) for cell, p in probabilities.probabilities.items()}
    text = map_text(position, probabilities)
    assert text.splitlines()[1:3] == [  # the numbers stay on the map, open zeros are "."
        f"  1 1 {glyphs[0, 1]} F {glyphs[0, 3]}",
        f"  2 {glyphs[1, 0]} {glyphs[1, 1]} {glyphs[1, 2]} 1",
    ]
    assert text.endswith("\n" + MAP_LEGEND) and set(glyphs.values()) == {"S", "d"}
    known = Position.from_text("3x1x1\n0HH\n")
    assert map_text(known, mine_probabilities(known)).splitlines()[1] == "  1 . S M"
