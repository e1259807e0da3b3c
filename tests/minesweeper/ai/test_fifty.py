"""Forced guesses against brute force: no reveal outside a reported group can ever tell its
two mine patterns apart."""

from __future__ import annotations

from math import comb

import numpy as np
import pytest
from hypothesis import assume, given, note, settings
from hypothesis import strategies as st

from minesweeper import FLAG, Position
from minesweeper.ai.agents.fifty import forced_groups, forced_guess
from minesweeper.ai.model import Cell
from minesweeper.ai.probability import mine_probabilities
from minesweeper.game.grid import neighbour_counts
from tests.minesweeper.ai.test_best import check_first_move_is_perfect
from tests.minesweeper.positions import brute_force_layouts, played_positions

Layout = frozenset[Cell]


@st.composite
def scattered_positions(draw: st.DrawFn) -> Position:
    """Random mines on a small board, with any safe cells revealed (not only those a flood
    or a player would reach) and some mines flagged: shapes that trap pairs come often."""
    width, height = draw(st.integers(2, 5)), draw(st.integers(2, 5))
    cells = [(r, c) for r in range(height) for c in range(width)]
    mines = draw(st.sets(st.sampled_from(cells), min_size=1, max_size=len(cells) // 2))
    safe = [cell for cell in cells if cell not in mines]
    grid = np.full((height, width), -1, dtype=np.int8)
    layout = np.zeros((height, width), dtype=np.bool_)
    for cell in mines:
        layout[cell] = True
    counts = neighbour_counts(layout)
    for cell in draw(st.sets(st.sampled_from(safe), max_size=len(safe))) if safe else ():
        grid[cell] = counts[cell]
    for cell in draw(st.sets(st.sampled_from(sorted(mines)), max_size=2)):
        grid[cell] = FLAG
    position = Position(width, height, len(mines), grid)
    # The tests try every placement of the mines left (brute force): a position with more
    # than BRUTE_FORCE of them is drawn again (5x5 with 12 mines and nothing open has 5.2
    # million: minutes and gigabytes). The shapes looked for (pairs, boxes, regions) lie
    # beside open numbers, which cut the placements far below it.
    assume(comb(len(position.hidden_cells()), position.mines_left) <= BRUTE_FORCE)
    return position


#: The most placements of the mines left that a drawn position may have.
BRUTE_FORCE = 20_000


def patterns(group: tuple[Cell, ...]) -> tuple[Layout, Layout]:
    """The two mine patterns of a pair or of a 2x2 box (its diagonals)."""
    if len(group) == 2:
        return frozenset({group[0]}), frozenset({group[1]})
    return frozenset({group[0], group[3]}), frozenset({group[1], group[2]})


def shown(position: Position, layout: Layout, cell: Cell) -> int:
    """The number ``cell`` would show in ``layout`` (flags are mines)."""
    return sum(1 for n in position.neighbors(*cell) if n in layout or position.is_flagged(*n))


def assert_truly_forced(position: Position, group: tuple[Cell, ...]) -> None:
    """Every layout puts one of the two patterns (or nothing) on the group, both occur, and
    swapping them keeps a layout consistent and every other safe cell's number the same."""
    layouts = set(brute_force_layouts(position))
    first, second = patterns(group)
    members = set(group)
    hidden = [cell for cell in position.hidden_cells() if cell not in members]
    seen = {layout & members for layout in layouts}
    assert seen <= {frozenset(), first, second} and {first, second} <= seen
    for layout in layouts:
        for this, other in ((first, second), (second, first)):
            if layout & members != this:
                continue
            swapped = (layout - this) | other
            assert swapped in layouts, f"swapping {group} breaks a number"
            for cell in hidden:
                if cell not in layout:
                    assert shown(position, layout, cell) == shown(position, swapped, cell), cell


def check_every_reported_group(position: Position) -> None:
    probabilities = mine_probabilities(position)
    note(position.to_text())
    for group in forced_groups(probabilities):
        note(f"reported {group}")
        assert_truly_forced(position, group)


@settings(max_examples=600, deadline=None)
@given(scattered_positions())
def test_every_reported_group_is_truly_forced(position: Position) -> None:
    check_every_reported_group(position)


@settings(max_examples=100, deadline=None)
@given(played_positions(max_cells=20))
def test_every_reported_group_in_played_positions_is_truly_forced(position: Position) -> None:
    check_every_reported_group(position)


def test_a_number_seeing_one_cell_of_a_pair_unforces_it() -> None:
    # The 2 at (1, 0) sees (0, 0) and not (0, 2): with the flag, one mine among (0, 0),
    # (2, 0) and (2, 1), which later reveals below can find.
    position = Position.from_text("3x4x5\nH3H\n2FF\nHHH\nHHH\n")
    assert list(forced_groups(mine_probabilities(position))) == []
    with pytest.raises(AssertionError):
        assert_truly_forced(position, ((0, 0), (0, 2)))


def test_a_pair_whose_flank_must_be_a_mine_is_forced() -> None:
    # (1, 1) sees (2, 0) and not (3, 0), and may be safe; but the numbers make it a mine
    # whenever the pair holds its mine, so it can never be revealed to tell them apart.
    position = Position.from_text("4x4x5\nHH21\nHHH1\nHH21\nH1H0\n")
    probabilities = mine_probabilities(position)
    assert probabilities.probabilities[(1, 1)] < 1
    assert ((2, 0), (3, 0)) in list(forced_groups(probabilities))
    assert_truly_forced(position, ((2, 0), (3, 0)))


def test_a_pair_that_may_hold_no_mine_is_a_pseudo_fifty_fifty() -> None:
    probabilities = mine_probabilities(Position.from_text("2x2x1\nH1\nHH\n"))
    found = forced_guess(probabilities)
    assert found is not None and sum(probabilities.probabilities[c] for c in found[1]) < 1


@settings(max_examples=200, deadline=None)
@given(scattered_positions())
def test_taking_a_forced_guess_now_keeps_the_chance_to_win(position: Position) -> None:
    check_first_move_is_perfect(position, lambda p: (forced_guess(p) or (None,))[0])
