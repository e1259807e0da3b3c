"""Shared test helpers: a hand-driven clock, brute-force references, hypothesis strategies."""

from __future__ import annotations

from collections import deque

import numpy as np
from hypothesis import strategies as st

from minesweeper.game.board import Board
from tests import clock


class FakeClock(clock.FakeClock):
    """A game's clock that moves only when told to (from 100 s, as a monotonic clock would
    be some time after the machine started)."""

    def __init__(self, now: float = 100.0) -> None:
        super().__init__()
        self.now = now


def brute_neighbours(row: int, col: int, height: int, width: int) -> set[tuple[int, int]]:
    """The 8-neighbourhood by the definition, for checking the fast code."""
    return {
        (row + dr, col + dc)
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr, dc) != (0, 0) and 0 <= row + dr < height and 0 <= col + dc < width
    }


def brute_numbers(mines: np.ndarray) -> np.ndarray:
    """Neighbouring mine counts, one cell at a time."""
    height, width = mines.shape
    out = np.zeros((height, width), dtype=int)
    for r in range(height):
        for c in range(width):
            out[r, c] = sum(bool(mines[n]) for n in brute_neighbours(r, c, height, width))
    return out


def brute_opening(board: Board, start: tuple[int, int]) -> set[tuple[int, int]]:
    """What a click on ``start`` opens on a fresh board: the zero region and its border."""
    if board.mines[start]:
        return {start}
    if board.numbers[start] > 0:
        return {start}
    seen = {start}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for n in brute_neighbours(*cell, board.height, board.width):
            if n not in seen:
                seen.add(n)
                if board.numbers[n] == 0:
                    queue.append(n)
    return seen


@st.composite
def boards(draw: st.DrawFn, max_side: int = 10, min_free: int = 0) -> Board:
    """A random mine layout with at least ``min_free`` safe cells."""
    width = draw(st.integers(1, max_side))
    height = draw(st.integers(1, max_side))
    cells = width * height
    mines = draw(st.integers(0, max(cells - min_free, 0)))
    chosen = draw(st.permutations(range(cells)))[:mines]
    layout = np.zeros(cells, dtype=bool)
    layout[list(chosen)] = True
    return Board(layout.reshape(height, width))


moves = st.lists(
    st.tuples(
        st.sampled_from(["reveal", "reveal", "reveal", "flag", "question", "cycle_mark", "chord"]),
        st.integers(0, 30),
        st.integers(0, 30),
    ),
    max_size=25,
)


def play(game: object, script: list[tuple[str, int, int]]) -> None:
    """Play a drawn script on a game, folding coordinates onto the board, until it ends."""
    from minesweeper.game.play import Game, GameError

    assert isinstance(game, Game)
    for action, row, col in script:
        if game.status != "playing":
            return
        try:
            getattr(game, action)(row % game.height, col % game.width)
        except GameError as error:
            assert "no flags left" in str(error)
