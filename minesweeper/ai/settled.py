"""Cells the numbers settle on their own, before anything is counted.

A number whose unsettled hidden cells are as many as the mines it still needs makes them all
mines; one that needs no more mines makes them all safe. Taking those cells out of every
number that touches them can settle more numbers in turn (unit propagation, as a SAT solver
does). What is left is the part of the frontier that needs counting, with each number's
remaining cells and mines. On positions from real games it is a small part: an agent reveals
the cells it has proven safe one at a time, so most numbers it leaves behind need no more
mines.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from minesweeper.ai.model import Cell, MineModel, Number
from minesweeper.game.grid import cells_of, dilate, neighbour_counts
from minesweeper.game.position import FLAG, HIDDEN

__all__ = ["Settled", "settle", "settle_model"]


@dataclass(frozen=True)
class Settled:
    """Frontier cells the numbers fix (1: a mine, 0: safe), and the numbers left to count."""

    fixed: dict[Cell, int]
    numbers: tuple[Number, ...]  #: each with its unsettled cells and the mines they hold

    @property
    def mines(self) -> int:
        """How many of the fixed cells are mines."""
        return sum(self.fixed.values())


def settle(numbers: tuple[Number, ...] | list[Number]) -> Settled | None:
    """Settle what the numbers fix alone; None when they contradict each other.

    >>> a = Number((0, 0), 1, 1, ((0, 1),))
    >>> b = Number((0, 3), 1, 1, ((0, 1), (0, 2), (0, 4)))
    >>> settled = settle([a, b])  # the first 1 makes (0, 1) a mine: the second is done
    >>> settled.fixed, settled.numbers
    ({(0, 1): 1, (0, 2): 0, (0, 4): 0}, ())
    """
    touching: dict[Cell, list[int]] = defaultdict(list)
    for k, number in enumerate(numbers):
        for cell in number.hidden:
            touching[cell].append(k)
    # need[k], free[k]: the mines number k still needs, among how many unfixed cells.
    need = [number.mines for number in numbers]
    free = [len(number.hidden) for number in numbers]
    fixed: dict[Cell, int] = {}
    queue = [k for k, n in enumerate(numbers) if n.mines in (0, len(n.hidden))]
    while queue:
        k = queue.pop()
        if not free[k]:
            continue
        if need[k] < 0 or need[k] > free[k]:
            return None
        if need[k] not in (0, free[k]):
            continue
        value = 1 if need[k] else 0
        for cell in numbers[k].hidden:
            if cell in fixed:
                continue
            fixed[cell] = value
            for j in touching[cell]:
                need[j] -= value
                free[j] -= 1
                queue.append(j)
    rest = []
    for k, number in enumerate(numbers):
        if need[k] < 0 or need[k] > free[k]:
            return None
        if free[k] == len(number.hidden):
            rest.append(number)
        elif free[k]:
            left = tuple(cell for cell in number.hidden if cell not in fixed)
            rest.append(Number(number.cell, number.value, need[k], left))
    return Settled(fixed, tuple(rest))


def settle_model(model: MineModel, grid_from: int = 20_000) -> Settled | None:
    """`settle` on ``model.numbers``, worked out on the whole grid at once: each round every
    number that needs no more mines clears its cells and every number whose cells are all
    mines fills them (numpy over the board), until a round changes nothing. Unit propagation
    reaches one fixpoint whatever the order, so the answer is `settle`'s; on a 1000x1000
    board where 240,000 numbers fix 127,000 cells it is a few dozen array passes instead of
    a million dictionary updates. Only the numbers left unsettled become Python objects.
    Below ``grid_from`` numbers, the arrays' fixed cost is more than the loop's: `settle`."""
    if len(model.numbers) < grid_from:
        return settle(model.numbers)
    position = model.position
    cells = position.cells
    numbers = cells >= 0
    unknown = cells == HIDDEN
    need = np.where(numbers, cells - neighbour_counts(cells == FLAG), 0).astype(np.int16)
    free = neighbour_counts(unknown).astype(np.int16)
    mines = np.zeros_like(unknown)
    while True:
        if np.any(numbers & ((need < 0) | (need > free))):
            return None
        active = numbers & (free > 0)
        clear, fill = active & (need == 0), active & (need == free)
        if not (clear.any() or fill.any()):
            break
        safe, mined = dilate(clear) & unknown, dilate(fill) & unknown
        if np.any(safe & mined):
            return None
        unknown &= ~(safe | mined)
        mines |= mined
        need -= neighbour_counts(mined)
        free -= neighbour_counts(safe | mined)
    fixed_cells = (cells == HIDDEN) & ~unknown & dilate(numbers)
    fixed = dict(zip(cells_of(fixed_cells), mines[fixed_cells].astype(int).tolist(), strict=True))
    # Only the numbers with cells still unknown are kept, in the model's order.
    index = {number.cell: number for number in _unsettled(model, numbers & (free > 0))}
    rest = []
    for number in index.values():
        left = tuple(cell for cell in number.hidden if cell not in fixed)
        if len(left) == len(number.hidden):
            rest.append(number)
        else:
            rest.append(Number(number.cell, number.value, int(need[number.cell]), left))
    return Settled(fixed, tuple(rest))


def _unsettled(model: MineModel, where: npt.NDArray[np.bool_]) -> list[Number]:
    """The model's numbers on the cells of ``where``, in the model's (row-major) order."""
    wanted = set(cells_of(where))
    return [number for number in model.numbers if number.cell in wanted]
