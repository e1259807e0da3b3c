"""The global constraints together in random CSPs: every search configuration, counting and
min-conflicts agree with brute force (their propagators wake one another)."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import given, note, settings
from hypothesis import strategies as st

from aimacsp import (
    CSP,
    AllDifferent,
    AllEqual,
    Channel,
    Constraint,
    Count,
    Decreasing,
    Element,
    GlobalCardinality,
    Increasing,
    LexDecreasing,
    LexIncreasing,
    Maximum,
    Minimum,
    NValues,
    Solver,
    Sum,
    count_solutions,
    dom_wdeg,
    first_unassigned_variable,
    forward_checking,
    lcv,
    mac,
    min_conflicts,
    mrv,
    no_inference,
)
from tests.aimacsp.strategies import brute_force, frozen

KINDS = [
    "alldifferent", "allequal", "sum", "element", "increasing", "decreasing", "lex",
    "count", "cardinality", "nvalues", "minimum", "maximum", "channel",
]  # fmt: skip


@st.composite
def global_over(draw: st.DrawFn, variables: list[str]) -> Constraint[str, int]:
    """One random global constraint over a random part of ``variables`` (values 0..3)."""
    order = draw(st.permutations(variables))
    kind = draw(st.sampled_from(KINDS))
    n = len(order)
    if kind == "alldifferent":
        return AllDifferent(
            order[: draw(st.integers(2, n))], excepting=draw(st.sets(st.integers(0, 3), max_size=1))
        )
    if kind == "allequal":
        return AllEqual(order[:2])
    if kind == "sum":
        op = draw(st.sampled_from(["==", "!=", "<", "<=", ">", ">="]))
        return Sum(
            order[:3],
            op,
            draw(st.integers(0, 6)),
            draw(st.lists(st.integers(-2, 2), min_size=3, max_size=3)),
        )
    if kind == "element":
        return Element(order[:2], order[2], order[3], base=draw(st.integers(0, 1)))
    if kind in ("increasing", "decreasing"):
        cls = Increasing if kind == "increasing" else Decreasing
        return cls(
            order[:3],
            strict=draw(st.booleans()),
            lengths=draw(st.lists(st.integers(-1, 1), min_size=2, max_size=2)),
        )
    if kind == "lex":
        cls = draw(st.sampled_from([LexIncreasing, LexDecreasing]))
        return cls([order[:2], order[2:4]], strict=draw(st.booleans()))
    if kind == "count":
        return Count(order[:3], draw(st.sets(st.integers(0, 3), min_size=1, max_size=2)), order[3])
    if kind == "cardinality":
        return GlobalCardinality(order[:3], [0, 1], order[3:5], closed=draw(st.booleans()))
    if kind == "nvalues":
        return NValues(order[:3], order[3])
    if kind in ("minimum", "maximum"):
        cls = Minimum if kind == "minimum" else Maximum
        return cls(order[:3], order[3])
    return Channel(order[:2], order[2:4]) if draw(st.booleans()) else Channel(order[:3])


@st.composite
def csps(draw: st.DrawFn) -> CSP[str, int]:
    variables = [f"x{k}" for k in range(5)]
    csp: CSP[str, int] = CSP()
    for var in variables:
        csp.add_variable(
            var, draw(st.lists(st.integers(0, 3), min_size=1, max_size=4, unique=True))
        )
    for _ in range(draw(st.integers(1, 3))):
        csp.add_constraint(draw(global_over(variables)))
    return csp


CONFIGURATIONS = [
    *itertools.product(
        [first_unassigned_variable, mrv, dom_wdeg], [no_inference, forward_checking, mac]
    ),
]


@settings(max_examples=100, deadline=None)
@given(csps())
def test_every_configuration_and_the_count_agree_with_brute_force(csp: CSP[str, int]) -> None:
    note(f"{dict(csp.domains)} {csp.constraints}")
    expected = frozen(brute_force(csp))
    for select, inference in CONFIGURATIONS:
        found = list(Solver(csp, select=select, order=lcv, inference=inference).solutions())
        assert len(found) == len(frozen(found)), (select.__name__, inference.__name__)
        assert frozen(found) == expected, (select.__name__, inference.__name__)
    assert count_solutions(csp) == len(expected)


@settings(max_examples=30, deadline=None)
@given(csps())
def test_min_conflicts_finds_only_solutions(csp: CSP[str, int]) -> None:
    found: dict[str, Any] | None = min_conflicts(csp, max_steps=300, seed=0)
    assert found is None or csp.is_solution(found)
