"""The board drawn as a player sees it: well-formed SVG showing exactly what the position holds."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings

from minesweeper import HIDDEN, Board, Game, Position
from minesweeper.game.picture import MAX_SIDE
from tests.minesweeper.pictures import notes, parse, rects, texts
from tests.minesweeper.positions import played_positions


@settings(max_examples=40, deadline=None)
@given(played_positions(wrong_flags=True))
def test_the_picture_shows_each_cell_as_the_position_holds_it(position: Position) -> None:
    root = parse(position._repr_svg_())
    numbers = texts(root, "number")
    revealed, flags, hidden = rects(root, "revealed"), rects(root, "flag"), rects(root, "hidden")
    for row in range(position.height):
        for col in range(position.width):
            value = int(position.cells[row, col])
            cell = (row, col)
            if value >= 0:
                assert cell in revealed and numbers.get(cell, "0") == str(value)
            elif position.is_flagged(row, col):
                assert cell in flags and cell not in revealed
            else:
                assert value == HIDDEN and cell in hidden and cell not in numbers
    assert len(revealed) + len(flags) + len(hidden) == position.width * position.height
    assert notes(root)[0] == f"{position.mines_left} of {position.mines} mines not flagged"


def test_a_one_cell_board_draws() -> None:
    root = parse(Position.from_text("1x1x0\n0\n")._repr_svg_())
    assert list(rects(root, "revealed")) == [(0, 0)] and texts(root, "number") == {}
    root = parse(Position.from_text("1x1x1\nH\n")._repr_svg_())
    assert list(rects(root, "hidden")) == [(0, 0)]


def test_a_huge_board_is_cut_and_says_so() -> None:
    cells = np.full((1000, 1000), HIDDEN, dtype=np.int8)
    cells[0, :3] = [0, 1, 2]
    svg = Position(1000, 1000, 5000, cells)._repr_svg_()
    assert len(svg) < 3_000_000
    root = parse(svg)
    assert len(rects(root, "hidden")) + len(rects(root, "revealed")) == MAX_SIDE**2
    assert texts(root, "number") == {(0, 1): "1", (0, 2): "2"}
    assert f"showing rows 1-{MAX_SIDE} and columns 1-{MAX_SIDE} of this 1000x1000 board" in (
        notes(root)
    )


def test_a_lost_game_shows_the_mines_and_the_one_that_went_off() -> None:
    board = Board.from_cells(3, 3, [(1, 1), (0, 2)])
    game = Game.from_board(board)
    game.reveal(0, 0)
    game.flag(0, 1)  # a wrong flag
    game.flag(1, 1)  # a right one
    game.reveal(0, 2)
    root = parse(game._repr_svg_())
    assert list(rects(root, "exploded")) == [(0, 2)]
    assert list(rects(root, "wrong-flag")) == [(0, 1)]
    assert sum(1 for e in root.iter() if e.get("class") == "mine-icon") == 1  # the flagged one not
    assert notes(root)[0] == "lost: 0 of 2 mines not flagged"


def test_a_game_in_play_hides_its_mines() -> None:
    game = Game("beginner", seed=4)
    game.reveal(4, 4)
    root = parse(game._repr_svg_())
    assert not any(e.get("class") == "mine-icon" for e in root.iter())
    assert notes(root)[0] == "playing: 10 of 10 mines not flagged"
    assert parse(Game("beginner", seed=4)._repr_svg_()) is not None  # before the mines are down
