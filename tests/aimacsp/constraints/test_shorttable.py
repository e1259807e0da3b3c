"""`ShortTable`: tuples with the wildcard `ANY`, against brute force."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import ANY, CSP, ModelError, ShortTable, Solver

from .oracle import check_one_call, check_settles_last, check_solutions, int_domains


@st.composite
def instances(draw: st.DrawFn) -> tuple[ShortTable[str, int], dict[str, list[int]]]:
    n = draw(st.integers(1, 3))
    scope = [f"v{k}" for k in range(n)]
    cell = st.one_of(st.integers(-2, 3), st.just(ANY))
    rows = draw(st.lists(st.tuples(*[cell] * n), max_size=6))
    return ShortTable(scope, rows), draw(int_domains(scope))


@settings(max_examples=200, deadline=None)
@given(instances(), st.data())
def test_short_tables_against_brute_force(instance: Any, data: st.DataObject) -> None:
    constraint, domains = instance
    check_one_call(domains, constraint)
    check_settles_last(data, domains, constraint)
    check_solutions(domains, constraint)


def test_the_wildcard_matches_every_value() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c"], range(10))
    csp.add_constraint(ShortTable(["a", "b", "c"], [(1, ANY, ANY), (ANY, 2, 3)]))
    assert sum(1 for _ in Solver(csp).solutions()) == 100 + 10 - 1
    assert repr(ANY) == "ANY" and ShortTable(["a"], [(ANY,)]).is_satisfied((5,))


def test_bad_rows_are_named() -> None:
    with pytest.raises(ModelError, match="tuple #1 \\(1,\\) has 1 values, the scope has 2"):
        ShortTable(["a", "b"], [(1, 2), (1,)])
    with pytest.raises(ModelError, match="is not a tuple of values"):
        ShortTable(["a"], ["ab"])
