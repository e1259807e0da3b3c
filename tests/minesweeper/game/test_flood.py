from collections import deque

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from minesweeper.game.flood import flood_region
from tests.minesweeper.helpers import brute_neighbours


def brute_region(passable: np.ndarray, start: tuple[int, int]) -> np.ndarray:
    height, width = passable.shape
    region = np.zeros_like(passable)
    if not passable[start]:
        return region
    region[start] = True
    queue = deque([start])
    while queue:
        for n in brute_neighbours(*queue.popleft(), height, width):
            if passable[n] and not region[n]:
                region[n] = True
                queue.append(n)
    return region


@settings(deadline=None, max_examples=300)
@given(
    st.tuples(st.integers(1, 12), st.integers(1, 12)).flatmap(
        lambda shape: st.tuples(
            arrays(np.bool_, shape),
            st.integers(0, shape[0] - 1),
            st.integers(0, shape[1] - 1),
        )
    )
)
def test_flood_region_is_the_connected_component(case: tuple[np.ndarray, int, int]) -> None:
    passable, row, col = case
    assert np.array_equal(flood_region(passable, (row, col)), brute_region(passable, (row, col)))


def test_diagonal_contact_connects() -> None:
    grid = np.array([[1, 0], [0, 1]], dtype=bool)
    assert np.array_equal(flood_region(grid, (0, 0)), grid)
    assert not flood_region(grid, (0, 1)).any()  # a blocked start has no region


def test_a_huge_open_board_needs_no_recursion() -> None:
    passable = np.ones((1000, 1000), dtype=bool)
    passable[::7, 3::11] = False  # scattered blocks make many runs
    assert flood_region(passable, (500, 500)).sum() == passable.sum()
