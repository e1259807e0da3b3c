"""Brute-force references for the no-guess judge: every layout listed, nothing clever."""

from __future__ import annotations

from itertools import combinations, product

import numpy as np

from tests.minesweeper.helpers import brute_neighbours, brute_numbers

Cell = tuple[int, int]


def fits(mines: np.ndarray, opened: set[Cell], counter: bool) -> list[set[Cell]]:
    """Every set of mines among the cells not opened that shows the same numbers on the
    opened cells (and, with ``counter``, holds as many mines): without the counter, over the
    cells next to an opened one only (the others are free either way)."""
    height, width = mines.shape
    numbers = brute_numbers(mines)
    closed = [(r, c) for r in range(height) for c in range(width) if (r, c) not in opened]
    near = [cell for cell in closed
            if brute_neighbours(*cell, height, width) & opened]  # fmt: skip
    if counter:
        choices = [set(m) for m in combinations(closed, int(mines.sum()))]
    else:
        choices = [{c for c, bit in zip(near, bits) if bit}
                   for bits in product((0, 1), repeat=len(near))]  # fmt: skip
    return [
        chosen for chosen in choices
        if all(len(brute_neighbours(*o, height, width) & chosen) == numbers[o] for o in opened)
    ]  # fmt: skip


def certain_play(mines: np.ndarray, first: Cell, counter: bool) -> set[Cell]:
    """What a player who never guesses opens from ``first``: round after round, every cell
    that is safe in all the layouts that fit what is open."""
    height, width = mines.shape
    opened = {first}
    while True:
        found = fits(mines, opened, counter)
        closed = [(r, c) for r in range(height) for c in range(width) if (r, c) not in opened]
        if counter:
            safe = {c for c in closed if not any(c in f for f in found)}
        else:  # a cell next to nothing open may be a mine or not
            near = {c for c in closed if brute_neighbours(*c, height, width) & opened}
            safe = {c for c in near if not any(c in f for f in found)}
        if not safe:
            return opened
        opened |= safe


def cleared(mines: np.ndarray, first: Cell, counter: bool) -> bool:
    """Whether the certain play opens every safe cell."""
    return len(certain_play(mines, first, counter)) == mines.size - int(mines.sum())
