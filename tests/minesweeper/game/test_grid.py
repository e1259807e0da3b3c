import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from minesweeper.game.grid import cells_of, dilate, in_bounds, neighbour_counts, neighbours
from tests.minesweeper.helpers import brute_neighbours, brute_numbers

masks = st.tuples(st.integers(1, 8), st.integers(1, 8)).flatmap(
    lambda shape: arrays(np.bool_, shape)
)


@settings(deadline=None)
@given(st.integers(1, 6), st.integers(1, 6), st.data())
def test_neighbours_match_the_definition(height: int, width: int, data: st.DataObject) -> None:
    row = data.draw(st.integers(0, height - 1))
    col = data.draw(st.integers(0, width - 1))
    found = neighbours(row, col, height, width)
    assert found == sorted(found)
    assert set(found) == brute_neighbours(row, col, height, width)


@settings(deadline=None)
@given(masks)
def test_neighbour_counts_match_brute_force(mask: np.ndarray) -> None:
    assert np.array_equal(neighbour_counts(mask), brute_numbers(mask))


@settings(deadline=None)
@given(masks)
def test_dilate_adds_exactly_the_neighbours(mask: np.ndarray) -> None:
    height, width = mask.shape
    expected = mask.copy()
    for r, c in zip(*np.nonzero(mask), strict=True):
        for n in brute_neighbours(int(r), int(c), height, width):
            expected[n] = True
    assert np.array_equal(dilate(mask), expected)


def test_cells_of_is_row_major_plain_ints() -> None:
    cells = cells_of(np.array([[0, 1], [1, 1]], dtype=bool))
    assert cells == [(0, 1), (1, 0), (1, 1)]
    assert all(type(v) is int for cell in cells for v in cell)


def test_in_bounds() -> None:
    assert in_bounds(0, 0, 1, 1) and not in_bounds(1, 0, 1, 1) and not in_bounds(0, -1, 3, 3)
