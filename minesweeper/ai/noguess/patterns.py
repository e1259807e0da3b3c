"""Certificates that a layout needs a guess, read off many layouts at once with numpy.

Most layouts drawn at random need a guess, and playing each one out to find that is the
generator's cost. Two patterns prove it without playing, and cost a few whole-array
operations per batch of layouts:

- **Twins**: a mine ``a`` and a safe cell ``b`` (not opened by the first click) such that
  every other cell next to exactly one of them is a mine. Swapping them changes no number a
  player can ever see, nor the count, so ``b`` is never proven safe.
- **Cut off**: a safe cell that no path of safe cells joins to the first click. No open
  number ever touches it, so only the mine counter could prove it safe, and only if it
  can tell it from a mine that no open number touches either: with the counter, the board
  needs a guess when such a mine exists; without it, always.

Both are sound (a layout they flag does need a guess), not complete: the rest is played.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import numpy.typing as npt

__all__ = ["Layouts", "cut_off", "needs_a_guess", "twins"]

Layouts = npt.NDArray[np.bool_]
"""Layouts of one size, stacked: ``layouts[k, row, col]`` is True where layout k has a mine."""

_AROUND = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]


@lru_cache(maxsize=1)
def _twin_offsets() -> list[tuple[tuple[int, int], list[tuple[int, int]]]]:
    """For each offset ``d`` of ``b`` from ``a`` (one of each opposite pair, at most 2 away in
    each direction), the offsets from ``a`` of the cells next to exactly one of them."""
    found = []
    for d in [(dr, dc) for dr in range(3) for dc in range(-2, 3) if (dr, dc) > (0, 0)]:
        near_a = set(_AROUND)
        near_b = {(d[0] + dr, d[1] + dc) for dr, dc in _AROUND}
        found.append((d, sorted((near_a ^ near_b) - {(0, 0), d})))
    return found


def _shifted(padded: Layouts, pad: int, shape: tuple[int, int], dr: int, dc: int) -> Layouts:
    """``padded`` seen from ``dr, dc`` away: entry [k, r, c] is cell (r + dr, c + dc)."""
    height, width = shape
    return padded[:, pad + dr : pad + dr + height, pad + dc : pad + dc + width]


def twins(layouts: Layouts, opened: npt.NDArray[np.bool_]) -> npt.NDArray[np.bool_]:
    """Which layouts hold twins (see the module); ``opened`` marks the first click's area.

    >>> edge = np.array([[[1, 0, 0, 0], [0, 0, 0, 0]]], dtype=bool)  # a 50/50 in the corner
    >>> opened = np.array([[0, 0, 1, 1], [0, 0, 1, 1]], dtype=bool)
    >>> twins(edge, opened).tolist(), twins(~edge & False, opened).tolist()
    ([True], [False])
    """
    count, height, width = layouts.shape
    pad = 3  # a cell next to b is at most 3 away from a
    padded = np.ones((count, height + 2 * pad, width + 2 * pad), dtype=np.bool_)  # off: "mine"
    padded[:, pad:-pad, pad:-pad] = layouts
    on_board = np.zeros((1, height + 2 * pad, width + 2 * pad), dtype=np.bool_)
    on_board[:, pad:-pad, pad:-pad] = True
    closed = np.ones_like(on_board)  # cells the first click does not open
    closed[0, pad:-pad, pad:-pad] = ~opened
    found = np.zeros(count, dtype=np.bool_)
    for (dr, dc), others in _twin_offsets():
        b = _shifted(padded, pad, (height, width), dr, dc)
        # one of a and b a mine, the other a safe cell the first click leaves shut
        hit = (layouts != b) & _shifted(on_board, pad, (height, width), dr, dc)
        hit &= np.where(layouts, _shifted(closed, pad, (height, width), dr, dc), ~opened)
        for r, c in others:
            hit &= _shifted(padded, pad, (height, width), r, c)
        found |= hit.any(axis=(1, 2))
    return found


def _dilate(mask: Layouts) -> Layouts:
    """Each layer of ``mask`` with its cells' neighbours added."""
    count, height, width = mask.shape
    padded = np.zeros((count, height + 2, width + 2), dtype=np.bool_)
    padded[:, 1:-1, 1:-1] = mask
    grown: Layouts = mask.copy()
    for dr, dc in _AROUND:
        grown |= padded[:, 1 + dr : 1 + dr + height, 1 + dc : 1 + dc + width]
    return grown


def cut_off(
    layouts: Layouts, opened: npt.NDArray[np.bool_], counter: bool
) -> npt.NDArray[np.bool_]:
    """Which layouts hold a safe cell no path of safe cells joins to the first click's area
    ``opened`` (with ``counter``, and a mine away from every cell such a path reaches).

    >>> walled = np.array([[[0, 0, 1, 0], [0, 0, 1, 0]],
    ...                    [[0, 0, 1, 0], [0, 0, 1, 1]]], dtype=bool)
    >>> opened = np.array([[1, 1, 0, 0], [1, 1, 0, 0]], dtype=bool)
    >>> cut_off(walled, opened, counter=False).tolist()  # a safe cell behind the wall
    [True, True]
    >>> cut_off(walled, opened, counter=True).tolist()  # the second: a mine there too
    [False, True]
    """
    safe = ~layouts
    reached = np.broadcast_to(opened, layouts.shape) & safe
    while True:
        grown = _dilate(reached) & safe
        if np.array_equal(grown, reached):
            break
        reached = grown
    stranded: npt.NDArray[np.bool_] = np.any(safe & ~reached, axis=(1, 2))
    if counter:  # the counter tells the stranded cells apart unless a mine is stranded too
        stranded &= np.any(layouts & ~_dilate(reached), axis=(1, 2))
    return stranded


def needs_a_guess(
    layouts: Layouts, first_click: tuple[int, int], counter: bool
) -> npt.NDArray[np.bool_]:
    """Which layouts the patterns prove need a guess from ``first_click``.

    >>> layouts = np.array([[[1, 0, 0, 0], [0, 0, 0, 0]], [[0, 1, 0, 0], [0, 0, 0, 0]],
    ...                     [[1, 0, 0, 0], [1, 0, 0, 0]]], dtype=bool)
    >>> needs_a_guess(layouts, (0, 3), counter=True).tolist()  # one mine: a 50/50; two: none
    [True, True, False]
    """
    _, height, width = layouts.shape
    row, col = first_click
    opened = np.zeros((height, width), dtype=np.bool_)
    opened[max(row - 1, 0) : row + 2, max(col - 1, 0) : col + 2] = True
    found = twins(layouts, opened)
    rest = ~found
    if rest.any():
        found[rest] = cut_off(layouts[rest], opened, counter)
    return found
