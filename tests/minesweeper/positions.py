"""Random positions from random games, and brute-force mine probabilities to judge by."""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
from hypothesis import strategies as st

from minesweeper import FLAG, HIDDEN, Game, Position


@st.composite
def played_positions(draw: st.DrawFn, max_cells: int = 30, wrong_flags: bool = False) -> Position:
    """A position reached by revealing random safe cells of a random small game, with some
    flags (on mines, or anywhere when ``wrong_flags``)."""
    width = draw(st.integers(2, 6))
    height = draw(st.integers(2, max(2, min(6, max_cells // width))))
    mines = draw(st.integers(1, max(1, width * height // 4)))
    game = Game((width, height, mines), first_click="safe", seed=draw(st.integers(0, 10**6)))
    start = (draw(st.integers(0, height - 1)), draw(st.integers(0, width - 1)))
    game.reveal(*start)
    layout = game.board.mines
    for _ in range(draw(st.integers(0, 4))):
        if game.status != "playing":
            break
        safe = [
            (r, c)
            for r in range(height)
            for c in range(width)
            if not layout[r, c] and not game.revealed[r, c]
        ]
        if not safe:
            break
        game.reveal(*draw(st.sampled_from(safe)))
    cells = np.array(game.position().cells)
    hidden = [(r, c) for r in range(height) for c in range(width) if cells[r, c] == HIDDEN]
    flaggable = hidden if wrong_flags else [cell for cell in hidden if layout[cell]]
    if flaggable:
        for cell in draw(st.lists(st.sampled_from(flaggable), max_size=min(2, mines), unique=True)):
            cells[cell] = FLAG
    return Position(width, height, mines, cells)


def brute_force_layouts(position: Position) -> list[frozenset[tuple[int, int]]]:
    """Every placement of the unflagged mines on the hidden cells that fits the numbers."""
    cells = position.cells
    numbers = [(int(cells[cell]), position.neighbors(*cell)) for cell in position.revealed_cells()]
    return [
        frozenset(mines)
        for mines in itertools.combinations(position.hidden_cells(), position.mines_left)
        if all(
            sum(1 for n in around if n in mines or cells[n] == FLAG) == value
            for value, around in numbers
        )
    ]


def brute_force_probabilities(position: Position) -> tuple[dict[tuple[int, int], Fraction], int]:
    """Enumerate every placement of the unflagged mines on the hidden cells."""
    found = brute_force_layouts(position)
    if not found:
        return {}, 0
    return {
        cell: Fraction(sum(1 for layout in found if cell in layout), len(found))
        for cell in position.hidden_cells()
    }, len(found)
