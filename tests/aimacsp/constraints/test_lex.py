"""`LexIncreasing` and `LexDecreasing` against brute force: GAC on two rows, sound on more."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, LexDecreasing, LexIncreasing, ModelError, State, min_conflicts

from .oracle import check_constraint, int_domains, model, one_call

Instance = tuple[dict[str, list[int]], LexIncreasing[str, int] | LexDecreasing[str, int]]


@st.composite
def instances(draw: st.DrawFn, max_rows: int = 3) -> Instance:
    rows = draw(st.integers(2, max_rows))
    width = draw(st.integers(1, 3 if rows == 2 else 2))
    names = [[f"r{r}c{c}" for c in range(width)] for r in range(rows)]
    domains = draw(int_domains([v for row in names for v in row], -1, 2, max_size=3))
    kind = draw(st.sampled_from([LexIncreasing, LexDecreasing]))
    return domains, kind(names, strict=draw(st.booleans()))


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_lex_against_brute_force(data: st.DataObject) -> None:
    domains, constraint = data.draw(instances())
    check_constraint(data, domains, constraint)


def _lex_less(a: list[int], b: list[int], strict: bool) -> bool:
    """The order spelled out position by position (no tuple comparison)."""
    for p, q in zip(a, b):
        if p != q:
            return p < q
    return not strict


@given(instances(), st.lists(st.integers(-1, 2), min_size=9, max_size=9))
def test_is_satisfied_orders_each_row_before_the_next(
    instance: Instance, values: list[int]
) -> None:
    _, constraint = instance
    width = len(constraint.rows[0])
    values = values[: len(constraint.scope)]
    rows = [values[k : k + width] for k in range(0, len(values), width)]
    if isinstance(constraint, LexDecreasing):
        rows.reverse()
    expected = all(_lex_less(a, b, constraint.strict) for a, b in itertools.pairwise(rows))
    assert constraint.is_satisfied(values) == expected


def test_the_first_open_position_is_filtered() -> None:
    domains = {"x0": [1], "x1": [2, 3], "x2": [0, 5], "y0": [1], "y1": [0, 1, 2], "y2": [0, 1]}
    after = one_call(LexIncreasing([["x0", "x1", "x2"], ["y0", "y1", "y2"]]), domains)
    # x1 = y1 = 2 leaves x2 <= y2 possible only with x2 = 0: x1 must be 2 and y1 too
    assert after is not None and after["x1"] == {2} and after["y1"] == {2}
    assert after["x2"] == {0} and after["y2"] == {0, 1}
    assert one_call(LexIncreasing([["a"], ["b"]], strict=True), {"a": [1], "b": [1]}) is None


def test_two_rows_declare_domain_consistency_and_more_rows_do_not() -> None:
    two = LexIncreasing([["a"], ["b"]])
    three = LexIncreasing([["a"], ["b"], ["c"]])
    domains = {"a": [0, 1], "b": [0, 1], "c": [0, 1]}
    assert State(model(domains, two)).propagators[0].consistency == "domain"
    assert State(model(domains, three)).propagators[0].consistency == "forward"


def test_mistakes_are_named() -> None:
    with pytest.raises(ModelError, match=r"1 row\(s\); a lexicographic order needs two"):
        LexIncreasing([["a", "b"]])
    with pytest.raises(ModelError, match=r"rows of \[1, 2\] variables"):
        LexIncreasing([["a", "b"], ["c"]])
    with pytest.raises(TypeError, match=r"a row 'ab' is a string; write \['ab'\]"):
        LexDecreasing(["ab", "cd"])
    with pytest.raises(ModelError, match=r"variable 'a' appears twice in the scope"):
        LexIncreasing([["a", "b"], ["a", "c"]])


def test_printed_as_a_chain() -> None:
    assert repr(LexDecreasing([["a", "b"], ["c", "d"]], strict=True)) == (
        "LexDecreasing([a, b] > [c, d])"
    )


def test_min_conflicts_meets_lex() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a0", "a1", "b0", "b1"], range(2))
    csp.add_constraint(LexIncreasing([["a0", "a1"], ["b0", "b1"]], strict=True))
    csp.add_constraint(lambda a, b: a == b, ["a0", "b0"])
    solution = min_conflicts(csp, max_steps=2000, seed=6)
    assert solution is not None and csp.is_solution(solution)
