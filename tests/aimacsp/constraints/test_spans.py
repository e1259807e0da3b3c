"""`aimacsp.constraints.spans`: any domain read and narrowed as intervals, against sets."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from aimacsp import State
from aimacsp.constraints.spans import keep_spans, spans_of, whole, wholes
from aimacsp.intervals import from_values, iter_values

from .oracle import model
from .wide import all_wide

VALUES = st.lists(
    st.one_of(st.integers(-4, 6), st.sampled_from([2.0, 2.5, "red", True])),
    min_size=1,
    max_size=6,
    unique=True,
)


def test_whole_reads_the_integer_a_value_equals() -> None:
    assert [whole(v) for v in (3, 2.0, True, Fraction(6, 3), 10**30)] == [3, 2, 1, 2, 10**30]
    assert [whole(v) for v in (2.5, float("nan"), float("inf"), "3", None)] == [None] * 5
    assert wholes([3, 3.0, "x", -1, True]) == [-1, 1, 3]


@given(VALUES, st.sets(st.integers(-4, 6)))
def test_spans_hold_the_whole_numbers_and_narrowing_keeps_those_inside(
    values: list[Any], kept: set[int]
) -> None:
    with all_wide():  # a domain of integers alone is held as intervals, one with words not
        state: State[str, Any] = State(model({"x": values}), intervals=True)
    numbers = {whole(v) for v in values} - {None}
    assert set(iter_values(spans_of(state, 0))) == numbers
    expected = [v for v in values if whole(v) in kept]
    state.push_level()
    assert keep_spans(state, 0, from_values(kept)) == bool(expected)
    if expected:
        assert sorted(map(str, state.domain("x"))) == sorted(map(str, expected))
    state.pop_level()
    assert sorted(map(str, state.domain("x"))) == sorted(map(str, values))
