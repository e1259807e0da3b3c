"""Fuzzing the global constraints as a developer writes them: handles, arrays of one and two
dimensions, names, numbers and anything else, in every argument; each refusal is a
`ModelError`, or a `TypeError` that says where (see `tests.test_fuzz_calls.answers`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from aimacsp import (
    CSP,
    MDD,
    AllDifferent,
    BinPacking,
    Channel,
    Circuit,
    Count,
    Cumulative,
    Element,
    GlobalCardinality,
    Increasing,
    LexIncreasing,
    Minimum,
    NoOverlap,
    NoOverlap2D,
    NValues,
    Regular,
    ShortTable,
    Sum,
    Table,
)
from tests.test_fuzz import FUZZ
from tests.test_fuzz_calls import LIBRARY, answers, arguments

#: Each public constraint made from four fuzzed arguments (in its argument order).
GLOBALS: list[Callable[[Any, Any, Any, Any], Any]] = [
    lambda a, b, c, d: Count(a, b, c),
    lambda a, b, c, d: GlobalCardinality(a, b, c),
    lambda a, b, c, d: NValues(a, b),
    lambda a, b, c, d: Minimum(a, b),
    lambda a, b, c, d: Element(a, b, c),
    lambda a, b, c, d: Cumulative(a, b, c, d),
    lambda a, b, c, d: BinPacking(a, b, c, d),
    lambda a, b, c, d: NoOverlap(a, b),
    lambda a, b, c, d: NoOverlap2D(a, b, c, d),
    lambda a, b, c, d: Sum(a, "==", b, c),
    lambda a, b, c, d: AllDifferent(a, offsets=b, excepting=c),
    lambda a, b, c, d: Increasing(a, lengths=b),
    lambda a, b, c, d: LexIncreasing(a),
    lambda a, b, c, d: Channel(a, b),
    lambda a, b, c, d: Circuit(a),
    lambda a, b, c, d: Table(a, b),
    lambda a, b, c, d: ShortTable(a, b),
    lambda a, b, c, d: Regular(a, b, c, d),
    lambda a, b, c, d: MDD(a, b),
]
_HANDLES = CSP()
_ROW, _GRID = _HANDLES.integers("x", 3, 0, 2), _HANDLES.integers("g", (2, 2), 0, 2)
#: What a developer passes where variables go: handles, arrays, names, numbers, mixes.
variable_like = st.sampled_from(
    [_ROW, _GRID, _ROW[0], _ROW[0] + 1, "x[0]", 3, [_ROW[0], "x[1]"], [[_ROW[0]]], [1, 2]]
)


@FUZZ
@given(st.sampled_from(GLOBALS), *[st.one_of(variable_like, arguments)] * 4)
def test_global_constraints(make: Any, a: Any, b: Any, c: Any, d: Any) -> None:
    csp = CSP()
    csp.integers("x", 3, 0, 2)
    csp.integers("g", (2, 2), 0, 2)
    answers(lambda: csp.add(make(a, b, c, d)), LIBRARY)
