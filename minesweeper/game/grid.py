"""Neighbourhood arithmetic on rectangular grids, done with whole-array numpy operations."""

from __future__ import annotations

import operator

import numpy as np
import numpy.typing as npt

__all__ = [
    "BoolGrid",
    "IntGrid",
    "cells_of",
    "checked_cell",
    "dilate",
    "in_bounds",
    "neighbour_counts",
    "neighbours",
]

BoolGrid = npt.NDArray[np.bool_]
IntGrid = npt.NDArray[np.int8]


def neighbours(row: int, col: int, height: int, width: int) -> list[tuple[int, int]]:
    """The in-board cells of the 8-neighbourhood of (row, col), row-major.

    >>> neighbours(0, 0, 9, 9)
    [(0, 1), (1, 0), (1, 1)]
    """
    return [
        (r, c)
        for r in range(max(row - 1, 0), min(row + 2, height))
        for c in range(max(col - 1, 0), min(col + 2, width))
        if (r, c) != (row, col)
    ]


def checked_cell(
    row: int, col: int, height: int, width: int, error: type[ValueError] = ValueError
) -> tuple[int, int]:
    """(row, col) as plain ints (agents often pass numpy ints), or ``error`` saying what is
    wrong: these are the program's coordinates, from 0 (numpy would wrap a -1 round).

    >>> checked_cell(2, 0, 3, 4)
    (2, 0)
    >>> checked_cell(3, 0, 3, 4)
    Traceback (most recent call last):
    ValueError: cell (3, 0) is off the board: rows run 0..2, columns 0..3 (counted from 0)
    """
    try:
        r, c = operator.index(row), operator.index(col)
    except TypeError:
        raise error(f"cell ({row!r}, {col!r}): expected whole-number coordinates") from None
    if not (0 <= r < height and 0 <= c < width):
        raise error(
            f"cell ({r}, {c}) is off the board: rows run 0..{height - 1},"
            f" columns 0..{width - 1} (counted from 0)"
        )
    return r, c


def cells_of(mask: BoolGrid) -> list[tuple[int, int]]:
    """The (row, col) of every set cell of ``mask``, row-major, as plain ints."""
    rows, cols = np.nonzero(mask)
    return list(zip(rows.tolist(), cols.tolist(), strict=True))


def in_bounds(row: int, col: int, height: int, width: int) -> bool:
    """Whether (row, col) lies on a board of this height and width."""
    return 0 <= row < height and 0 <= col < width


def _window_sum(grid: npt.NDArray[np.int8]) -> npt.NDArray[np.int8]:
    """Sum of each cell's 3x3 window (itself included), zero outside the board."""
    height, width = grid.shape
    padded = np.zeros((height + 2, width + 2), dtype=np.int8)
    padded[1:-1, 1:-1] = grid
    total = np.zeros((height, width), dtype=np.int8)
    for dr in range(3):
        for dc in range(3):
            total += padded[dr : dr + height, dc : dc + width]
    return total


def neighbour_counts(mask: BoolGrid) -> IntGrid:
    """For every cell, how many of its 8 neighbours are set in ``mask``."""
    ones = mask.astype(np.int8)
    return _window_sum(ones) - ones


def dilate(mask: BoolGrid) -> BoolGrid:
    """The cells of ``mask`` together with all their 8-neighbours."""
    return _window_sum(mask.astype(np.int8)) > 0
