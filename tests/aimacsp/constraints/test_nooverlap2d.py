"""`NoOverlap2D`: rectangles with variable origins and sizes, against brute force."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import assume, given, note, settings
from hypothesis import strategies as st

from aimacsp import CSP, ModelError, NoOverlap2D, Solver, State, min_conflicts

from .oracle import check_one_call, check_settles_last, check_solutions, model, one_call


@st.composite
def instances(
    draw: st.DrawFn, most: int = 3, tuples: int = 3000
) -> tuple[NoOverlap2D[str, int], dict[str, list[int]]]:
    """1..most rectangles, origins from -1 to 3, sizes from 0 to 2 (sometimes one size
    variable shared), at most ``tuples`` combinations to enumerate."""
    n = draw(st.integers(1, most))
    xs, ys = [f"x{k}" for k in range(n)], [f"y{k}" for k in range(n)]
    ws, hs = [f"w{k}" for k in range(n)], [f"h{k}" for k in range(n)]
    if draw(st.booleans()):
        hs = ["h"] * n
    domains: dict[str, list[int]] = {}
    for var in xs + ys:
        domains[var] = draw(st.lists(st.integers(-1, 3), min_size=1, max_size=3, unique=True))
    for var in ws + hs:
        domains[var] = draw(st.lists(st.integers(0, 2), min_size=1, max_size=2, unique=True))
    assume(math.prod(len(d) for d in domains.values()) <= tuples)
    ignored = draw(st.booleans())
    return NoOverlap2D(xs, ys, ws, hs, zero_ignored=ignored), domains


def disjoint(boxes: list[tuple[int, int, int, int]], ignored: bool) -> bool:
    """The relation restated on unit cells: no cell lies in two rectangles, and without
    ``ignored`` a flat rectangle may not cut through another (its line inside its area)."""
    counted = [b for b in boxes if not (ignored and 0 in b[2:])]
    for a in range(len(counted)):
        for b in range(a + 1, len(counted)):
            (x1, y1, w1, h1), (x2, y2, w2, h2) = counted[a], counted[b]

            # Each dimension's intervals share more than a point, or a zero-length one lies
            # strictly inside the other.
            def meet(s: int, d: int, t: int, e: int) -> bool:
                shared = max(s, t) < min(s + d, t + e)
                return shared or (d == 0 and t < s < t + e) or (e == 0 and s < t < s + d)

            if meet(x1, w1, x2, w2) and meet(y1, h1, y2, h2):
                return False
    return True


@settings(max_examples=150, deadline=None)
@given(instances(), st.data())
def test_is_satisfied_restates_the_relation(instance: Any, data: st.DataObject) -> None:
    constraint, domains = instance
    values = [data.draw(st.sampled_from(domains[v])) for v in constraint.scope]
    scope = list(constraint.scope)
    boxes = [tuple(values[p] for p in box) for box in constraint.boxes]
    note(f"{scope} {values}")
    assert constraint.is_satisfied(values) == disjoint(boxes, constraint.zero_ignored)


@settings(max_examples=60, deadline=None)
@given(instances(tuples=800))
def test_search_finds_exactly_the_brute_force_solutions(instance: Any) -> None:
    constraint, domains = instance
    check_solutions(domains, constraint)


@settings(max_examples=100, deadline=None)
@given(instances())
def test_propagation_is_sound(instance: Any) -> None:
    constraint, domains = instance
    check_one_call(domains, constraint)


@settings(max_examples=100, deadline=None)
@given(instances(), st.data())
def test_the_last_variable_keeps_exactly_its_satisfying_values(
    instance: Any, data: st.DataObject
) -> None:
    constraint, domains = instance
    check_settles_last(data, domains, constraint)


def test_rectangles_that_cannot_be_apart_vertically_are_apart_horizontally() -> None:
    # Both 2 high at y = 0: a (width 2) at x = 0 pushes b (width 1) to x >= 2.
    c = NoOverlap2D(["xa", "xb"], ["ya", "yb"], ["wa", "wb"], ["h", "h"])
    domains = {"xa": [0], "xb": [0, 1, 2, 3], "ya": [0], "yb": [0, 1], "wa": [2], "wb": [1],
               "h": [2]}  # fmt: skip
    result = one_call(c, domains)
    assert result is not None and result["xb"] == {2, 3}


def test_a_packing() -> None:
    # Four 1 x 2 dominoes fill a 2 x 4 box: the sizes are variables of one value, shared.
    csp: CSP[str, int] = CSP()
    csp.add_variables(["one"], [1])
    csp.add_variables(["two"], [2])
    xs, ys = [f"x{k}" for k in range(4)], [f"y{k}" for k in range(4)]
    csp.add_variables(xs, range(4))
    csp.add_variables(ys, [0])
    csp.add_constraint(NoOverlap2D(xs, ys, ["one"] * 4, ["two"] * 4))
    found = Solver(csp).solve()
    assert found is not None and sorted(found[x] for x in xs) == [0, 1, 2, 3]
    found = min_conflicts(csp, seed=1)
    assert found is not None and csp.is_solution(found)


def test_wrong_arguments_are_named() -> None:
    with pytest.raises(ModelError, match=r"the four lists differ in length \(2 xs, 2 ys, 1 wid"):
        NoOverlap2D(["a", "b"], ["c", "d"], ["w"], ["h", "h"])
    with pytest.raises(TypeError, match="NoOverlap2D: widths 'w' is a string; write \\['w'\\]"):
        NoOverlap2D(["a"], ["c"], "w", ["h"])
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "y", "h"], [0, 1])
    csp.add_variable("w", [-1, 1])
    with pytest.raises(ModelError, match="size variable 'w' has the negative value -1"):
        csp.add_constraint(NoOverlap2D(["x"], ["y"], ["w"], ["h"]))


def test_the_propagator_declares_what_it_does() -> None:
    (propagator,) = State(
        model({"x": [0], "y": [0], "w": [1], "h": [1]}, NoOverlap2D(["x"], ["y"], ["w"], ["h"]))
    ).propagators
    assert propagator.settles_last_variable and propagator.idempotent
    assert propagator.consistency == "forward"


def test_the_last_size_left_is_settled_even_where_zero_may_ignore_the_pair() -> None:
    # b may be 0 wide (ignored) or 2 wide (over a): the pair rules skip it, the last-variable
    # step keeps only 0.
    c = NoOverlap2D(["xa", "xb"], ["ya", "yb"], ["wa", "wb"], ["ha", "hb"])
    domains = {"xa": [0], "xb": [0], "ya": [0], "yb": [0], "wa": [1], "wb": [0, 2], "ha": [1],
               "hb": [1]}  # fmt: skip
    result = one_call(c, domains)
    assert result is not None and result["wb"] == {0}
