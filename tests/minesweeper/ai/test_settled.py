"""`settle`: what unit propagation fixes is true in every layout, and contradictions are real."""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import assume, given, note, settings

from minesweeper import Game, Position
from minesweeper.ai.model import Cell, ImpossiblePosition, build_model
from minesweeper.ai.settled import settle, settle_model
from tests.minesweeper.positions import played_positions


def frontier_layouts(position: Position) -> list[set[Cell]]:
    """Every choice of mines on the frontier that meets the numbers (the counter aside)."""
    model = build_model(position)
    frontier = model.frontier
    found = []
    for bits in itertools.product((0, 1), repeat=len(frontier)):
        mines = {cell for cell, bit in zip(frontier, bits, strict=True) if bit}
        if all(sum(1 for c in n.hidden if c in mines) == n.mines for n in model.numbers):
            found.append(mines)
    return found


@given(played_positions(wrong_flags=True))
def test_settled_cells_hold_in_every_layout(position: Position) -> None:
    note(position.to_text())
    try:
        model = build_model(position)
    except ValueError:
        return
    assume(len(model.frontier) <= 14)
    layouts = frontier_layouts(position)
    settled = settle(model.numbers)
    if settled is None:
        assert not layouts
        return
    for cell, value in settled.fixed.items():
        assert all((cell in layout) == bool(value) for layout in layouts), cell
    kept = {cell for number in settled.numbers for cell in number.hidden}
    assert kept.isdisjoint(settled.fixed)
    assert kept | set(settled.fixed) == set(model.frontier)


def test_a_chain_of_settled_numbers() -> None:
    # The 1s at the top left and bottom right each see one hidden cell: a mine. That fills
    # the other 1s, whose remaining cells are then safe.
    position = Position.from_text("5x2x2\n1HH1H\n11H11\n")
    settled = settle(build_model(position).numbers)
    assert settled is not None
    assert settled.numbers == ()
    assert settled.fixed == {(0, 1): 1, (0, 4): 1, (0, 2): 0, (1, 2): 0}


@settings(max_examples=300, deadline=None)
@given(played_positions(max_cells=36, wrong_flags=True))
def test_settling_on_the_grid_gives_what_settling_the_numbers_gives(position: Position) -> None:
    try:
        model = build_model(position)
    except ImpossiblePosition:
        return
    assert settle_model(model, grid_from=0) == settle(model.numbers)


def test_settling_on_the_grid_on_a_large_board() -> None:
    game = Game((150, 100, 2000), first_click="safe", seed=3)
    rng = np.random.default_rng(5)
    game.reveal(50, 75)
    for _ in range(60):
        if game.status != "playing":
            break
        row, col = divmod(int(rng.choice(np.flatnonzero(~game.revealed & ~game.board.mines))), 150)
        game.reveal(row, col)
    model = build_model(game.position())
    found = settle_model(model, grid_from=1000)
    assert len(model.numbers) >= 1000
    assert found is not None and found == settle(model.numbers) and found.fixed
