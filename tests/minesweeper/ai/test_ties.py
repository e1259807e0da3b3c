"""One tie-break rule for `best`: of cells it rates alike, the first in reading order, the same
for the agent, the hint and the review, whatever the agent's seed."""

from __future__ import annotations

import numpy as np

from minesweeper import Game, make_agent
from minesweeper.ai.assist import Assistant
from minesweeper.ai.model import Cell
from minesweeper.ai.review import review_game
from minesweeper.game.position import Position

SEEDS = range(8)


def images(cell: Cell, size: int) -> set[Cell]:
    """``cell`` under the eight symmetries of a square board of side ``size``."""
    row, col = cell
    last = size - 1
    found = set()
    for r, c in ((row, col), (col, row)):
        found |= {(r, c), (last - r, c), (r, last - c), (last - r, last - c)}
    return found


def lone_number() -> Game:
    """A beginner game whose first click, in the middle, opened a lone 2: a guess comes next,
    and the board looks the same turned or mirrored, so the cells come in tied sets."""
    game = Game("beginner", "safe", seed=2)
    game.reveal(4, 4)
    assert int(game.revealed.sum()) == 1 and game.position().cells[4, 4] == 2
    return game


def test_the_agent_takes_the_first_of_tied_cells_in_reading_order() -> None:
    position = lone_number().position()
    chosen = {make_agent("best", seed=seed).next_move(position).cell for seed in SEEDS}
    assert len(chosen) == 1, chosen  # a random tie-break gave one corner or another
    (cell,) = chosen
    assert cell == min(images(cell, 9))  # every cell tied with it by symmetry comes later


def test_the_rule_holds_on_a_position_turned_and_mirrored() -> None:
    cells = lone_number().position().cells
    for turned in (np.rot90(cells), np.fliplr(cells), cells.T):
        position = Position(9, 9, 10, np.ascontiguousarray(turned))
        cell = make_agent("best", seed=0).next_move(position).cell
        assert cell == min(images(cell, 9))


def test_the_hint_the_review_and_the_agent_name_the_same_cell() -> None:
    game = lone_number()
    position = game.position()
    agent = make_agent("best", seed=5).next_move(position).cell
    hints = {Assistant("best", seed=seed).suggest(game).cell for seed in (None, *SEEDS)}
    assert hints == {agent}
    game.reveal(8, 4)  # the person guesses elsewhere; the review says what best would do
    guess = review_game(game).moves[1]
    assert (guess.number, guess.kind, guess.best) == (2, "guess", agent)
