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


def brute_force_probabilities(position: Position) -> tuple[dict[tuple[int, int], Fraction], int]:
    """Enumerate every placement of the unflagged mines on the hidden cells."""
    cells = position.cells
    hidden = position.hidden_cells()
    numbers = [
        (cell, int(cells[cell]), position.neighbors(*cell)) for cell in position.revealed_cells()
    ]
    tally = dict.fromkeys(hidden, 0)
    layouts = 0
    for mines in itertools.combinations(hidden, position.mines_left):
        placed = set(mines)
        if all(
            sum(1 for n in around if n in placed or cells[n] == FLAG) == value
            for _, value, around in numbers
        ):
            layouts += 1
            for cell in placed:
                tally[cell] += 1
    if not layouts:
        return {}, 0
    return {cell: Fraction(k, layouts) for cell, k in tally.items()}, layouts
