"""Isolated regions against brute force: the board's layouts are the region's times the rest's,
and playing the region's move first never lowers the chance to win the game."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
from hypothesis import given, note, settings

from minesweeper import FLAG, HIDDEN, Position
from minesweeper.ai.agents.best import BestAgent
from minesweeper.ai.agents.regions import isolated_regions, region_move
from minesweeper.ai.model import Cell
from minesweeper.ai.probability import mine_probabilities
from minesweeper.game.grid import neighbour_counts
from tests.minesweeper.ai.test_best import check_first_move_is_perfect
from tests.minesweeper.ai.test_fifty import scattered_positions
from tests.minesweeper.positions import brute_force_layouts


@settings(max_examples=300, deadline=None)
@given(scattered_positions())
def test_a_region_is_independent_of_the_rest_of_the_board(position: Position) -> None:
    probabilities = mine_probabilities(position)
    layouts = set(brute_force_layouts(position))
    note(position.to_text())
    for component in isolated_regions(probabilities):
        cells = frozenset(component.cells)
        inside = {layout & cells for layout in layouts}
        outside = {layout - cells for layout in layouts}
        # Any inside part with any outside part: each layout is one pair of parts, so the
        # layouts are all the pairs exactly when there are as many (counted, not listed: a
        # region of 300 layouts beside 5,000 others would be 1.5 million unions to compare).
        assert len(inside) * len(outside) == len(layouts)
        seen = {n for c in cells for n in position.neighbors(*c)} - cells
        assert all(position.cells[n] != HIDDEN or all(n in w for w in layouts) for n in seen)


@settings(max_examples=200, deadline=None)
@given(scattered_positions())
def test_the_region_move_is_perfect_play(position: Position) -> None:
    check_first_move_is_perfect(position, lambda p: (region_move(p) or (None,))[0])


@settings(max_examples=100, deadline=None)
@given(scattered_positions())
def test_a_region_needs_a_guess_when_one_is_found(position: Position) -> None:
    found = region_move(mine_probabilities(position))
    assert found is None or 0 < found[1] < 1


def position_from(width: int, height: int, mines: set[Cell], shown: set[Cell]) -> Position:
    """The position with ``shown`` revealed over these mines, the mines in ``shown`` flagged."""
    layout = np.zeros((height, width), dtype=np.bool_)
    for cell in mines:
        layout[cell] = True
    counts, grid = neighbour_counts(layout), np.full((height, width), HIDDEN, dtype=np.int8)
    for cell in shown:
        grid[cell] = FLAG if cell in mines else counts[cell]
    return Position(width, height, len(mines), grid)


def test_an_enclosed_pocket_is_played_exactly_whatever_the_rest() -> None:
    # Top left, one mine in (0, 0) and (0, 1), walled in by two numbers and two flags; to the
    # right, a field with far too many layouts for the endgame search of the whole board.
    mines = {(0, 0), (0, 2), (1, 2), (2, 3), (3, 2), (0, 9), (2, 6), (3, 11), (1, 7), (3, 5)}
    shown = {(1, 0), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1), (2, 2), (3, 2), (0, 2), (1, 2)}
    position = position_from(14, 4, mines, shown)
    probabilities = mine_probabilities(position)
    assert probabilities.layouts > 2000
    (region,) = isolated_regions(probabilities)
    assert region.cells == ((0, 0), (0, 1))
    found = region_move(probabilities)
    assert found is not None and found[1] == Fraction(1, 2)
    agent = BestAgent(seed=0)
    agent.forced_guesses = False  # the pocket is a forced pair too: the region step takes it
    decision = agent.next_move(position)
    assert decision.cell in region.cells and "region of 2 cells" in decision.reason
