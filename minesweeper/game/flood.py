"""What a click opens: an iterative flood fill over horizontal runs, no recursion; and what a
chord opens."""

from __future__ import annotations

import numpy as np

from minesweeper.game.grid import BoolGrid, IntGrid, dilate, neighbours

__all__ = ["chord_targets", "flood_region", "opened_by"]


def flood_region(passable: BoolGrid, start: tuple[int, int]) -> BoolGrid:
    """The 8-connected region of ``passable`` cells that contains ``start``.

    Works a run (a maximal horizontal stretch of passable cells) at a time, with an explicit
    stack, so a 1000x1000 open board costs a few thousand steps and no recursion.

    >>> import numpy as np
    >>> grid = np.array([[1, 1, 0, 0], [0, 0, 1, 0], [1, 0, 0, 1]], dtype=bool)
    >>> flood_region(grid, (0, 0)).astype(int).tolist()
    [[1, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
    """
    height, width = passable.shape
    region = np.zeros_like(passable, dtype=np.bool_)
    if not passable[start]:
        return region
    blocked_by_row: dict[int, list[int]] = {}
    stack = [start]
    while stack:
        row, col = stack.pop()
        if region[row, col]:
            continue
        blocked = blocked_by_row.get(row)
        if blocked is None:
            blocked = np.flatnonzero(~passable[row]).tolist()
            blocked_by_row[row] = blocked
        index = int(np.searchsorted(blocked, col))
        low = blocked[index - 1] + 1 if index > 0 else 0
        high = blocked[index] if index < len(blocked) else width
        region[row, low:high] = True
        # Diagonal contact counts, so the rows above and below are searched one cell wider.
        left, right = max(low - 1, 0), min(high + 1, width)
        for other in (row - 1, row + 1):
            if 0 <= other < height:
                fresh = passable[other, left:right] & ~region[other, left:right]
                starts = fresh.copy()
                starts[1:] &= ~fresh[:-1]
                stack.extend((other, left + int(i)) for i in np.flatnonzero(starts))
    return region


def opened_by(numbers: IntGrid, closed: BoolGrid, start: tuple[int, int]) -> BoolGrid:
    """The cells a click on the safe cell ``start`` opens: itself, or a zero's whole region
    and its rim. ``closed`` marks the cells that may open (hidden and not flagged).

    >>> numbers = np.array([[0, 1, 2], [1, 1, 2]])
    >>> opened_by(numbers, np.ones((2, 3), dtype=bool), (0, 0)).astype(int).tolist()
    [[1, 1, 0], [1, 1, 0]]
    """
    if numbers[start] > 0:
        opened = np.zeros_like(closed)
        opened[start] = True
        return opened
    return dilate(flood_region((numbers == 0) & closed, start)) & closed


def chord_targets(
    closed: BoolGrid, flags: BoolGrid, cell: tuple[int, int]
) -> list[tuple[int, int]]:
    """The cells a chord on the open number at ``cell`` opens: its neighbours that are hidden
    and not flagged (``closed`` marks the hidden ones), row-major.

    >>> closed = np.array([[False, True, True], [False, True, True]])
    >>> chord_targets(closed, np.array([[0, 1, 0], [0, 0, 0]], dtype=bool), (0, 0))
    [(1, 1)]
    """
    height, width = closed.shape
    return [(r, c) for r, c in neighbours(*cell, height, width) if closed[r, c] and not flags[r, c]]
