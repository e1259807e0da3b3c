"""`VarArray`: rows, columns, transpose, blocks and flattening, for every shape, against the
same indexing done on nested lists; and an array's values read back from a solution."""

from __future__ import annotations

import itertools
import pickle
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aimacsp import CSP, AllDifferent, Solver
from aimacsp.expressions import Var, VarArray, element
from aimacsp.expressions.arrays import array_of
from aimacsp.expressions.nodes import key_of

shapes = st.lists(st.integers(0, 3), min_size=1, max_size=3).map(tuple)


def names(item: Any) -> Any:
    """The names in ``item``, nested as it is."""
    if isinstance(item, VarArray):
        return [names(entry) for entry in item]
    return item.name


def nested(dims: tuple[int, ...], prefix: str = "x") -> Any:
    """The names of an array of shape ``dims`` as nested lists: the oracle."""
    if len(dims) == 1:
        return [f"{prefix}[{k}]" for k in range(dims[0])]
    return [nested(dims[1:], f"{prefix}[{k}]") for k in range(dims[0])]


def reverse_axes(lists: Any, dims: tuple[int, ...]) -> Any:
    """``lists`` of shape ``dims`` with its axes in reverse order."""

    def at(cell: tuple[int, ...]) -> Any:
        found = lists
        for k in reversed(cell):
            found = found[k]
        return found

    def build(prefix: tuple[int, ...], rest: tuple[int, ...]) -> Any:
        if len(rest) == 1:
            return [at((*prefix, k)) for k in range(rest[0])]
        return [build((*prefix, k), rest[1:]) for k in range(rest[0])]

    return build((), tuple(reversed(dims)))


@given(shapes)
def test_an_array_has_its_shape_and_its_transpose_reverses_it(dims: tuple[int, ...]) -> None:
    x = array_of("x", dims, Var)
    assert x.shape == dims and names(x) == nested(dims)
    assert x.T.shape == tuple(reversed(dims)) and names(x.T) == reverse_axes(nested(dims), dims)
    assert x.T.T.shape == dims and names(x.T.T) == nested(dims)
    flat = [v.name for v in x.flat]
    assert flat == list(itertools.chain.from_iterable(_flatten(nested(dims))))


def _flatten(lists: Any) -> Any:
    for entry in lists:
        if isinstance(entry, list):
            yield from _flatten(entry)
        else:
            yield [entry]


slices = st.one_of(
    st.integers(-3, 3),
    st.builds(slice, st.none() | st.integers(-4, 4), st.none() | st.integers(-4, 4)),
)


@given(st.tuples(st.integers(1, 3), st.integers(1, 3)), slices, slices)
def test_two_indices_select_as_on_nested_lists(
    dims: tuple[int, int], rows: int | slice, cols: int | slice
) -> None:
    x = array_of("x", dims, Var)
    lists = nested(dims)

    def expected() -> Any:
        picked = lists[rows]
        if isinstance(rows, slice):
            return [row[cols] for row in picked]
        return picked[cols]

    try:
        want = expected()
    except IndexError:
        with pytest.raises(IndexError):
            x[rows, cols]
        return
    got = x[rows, cols]
    assert (got.name if isinstance(got, Var) else names(got)) == want
    if isinstance(got, VarArray):  # an empty block keeps the size of the dimension kept
        kept = [
            len(range(*s.indices(n))) for s, n in zip((rows, cols), dims) if isinstance(s, slice)
        ]
        assert list(got.shape) == kept


def test_rows_columns_and_blocks_of_a_grid() -> None:
    x = array_of("x", (3, 4), Var)
    assert names(x[:, 1]) == ["x[0][1]", "x[1][1]", "x[2][1]"]
    assert names(x[0:2, 2:4]) == [["x[0][2]", "x[0][3]"], ["x[1][2]", "x[1][3]"]]
    assert [names(c) for c in x.columns] == [names(x[:, k]) for k in range(4)]
    assert x.rows == tuple(x) and x[1, 2].name == "x[1][2]" and x[-1, -1].name == "x[2][3]"
    with pytest.raises(TypeError, match="has no columns"):
        _ = array_of("y", (3,), Var).columns
    with pytest.raises(
        IndexError, match=r"3 indices for an array of 2 dimensions \(shape \(3, 4\)\)"
    ):
        x[0, 0, 0]
    with pytest.raises(TypeError, match="indexed by numbers, slices or expressions"):
        x[[0, 1]]


def test_indices_that_are_expressions_select_one_value() -> None:
    x, i, j = array_of("x", (2, 3), Var), Var("i"), Var("j")
    assert key_of(x[i, 2]) == key_of(element([x[0][2], x[1][2]], i))
    assert key_of(x[1, j]) == key_of(element(list(x[1]), j))
    assert key_of(x[i, j]) == key_of(element([element(list(row), j) for row in x], i))
    with pytest.raises(TypeError, match="selects a value, not a row"):
        x[i]
    with pytest.raises(TypeError, match="for every dimension"):
        x[i, :]


def test_an_array_reads_its_values_from_a_solution_in_its_shape() -> None:
    csp = CSP()
    square = csp.integers("square", (3, 3), 1, 3)
    csp.add(AllDifferent(row) for row in square.rows)
    csp.add(AllDifferent(column) for column in square.columns)
    csp.add(square[0, 0] == 1)
    solution = Solver(csp).solve()
    assert solution is not None
    grid = square.value(solution)
    assert all(sorted(row) == [1, 2, 3] for row in grid + [list(c) for c in zip(*grid)])
    assert square.T.value(solution) == [list(c) for c in zip(*grid)]
    assert square[:, 0].value(solution)[0] == solution[square[0, 0]] == 1
    assert grid[1][2] == solution[square[1][2]] == solution["square[1][2]"]
    with pytest.raises(TypeError, match="give a solution"):
        square.value(None)  # type: ignore[arg-type]


def test_an_array_keeps_its_shape_through_a_pickle() -> None:
    empty = array_of("e", (3, 0), Var)
    assert empty.shape == (3, 0) and empty.T.shape == (0, 3)
    assert pickle.loads(pickle.dumps(empty.T)).shape == (0, 3)
