"""`Arithmetic` (products, quotients, remainders, ``abs``) by brute force, on bitsets and on
intervals, which must end with the same bounds."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, Arithmetic, ModelError, Solver
from aimacsp.constraints.arithmetic import OPERATIONS, result_bounds

from .oracle import check_constraint, check_solutions, int_domains
from .wide import all_wide, bounds_after


@st.composite
def operations(draw: st.DrawFn) -> tuple[dict[str, list[int]], Arithmetic[str, int]]:
    op = draw(st.sampled_from(sorted(OPERATIONS)))
    square = op == "mul" and draw(st.booleans())
    operands = ["x"] if op == "abs" or square else ["x", "y"]
    domains = draw(int_domains([*operands, "z"], -4, 5, max_size=5))
    return domains, Arithmetic(op, operands * 2 if square else operands, "z")


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_every_operation_against_brute_force(data: st.DataObject) -> None:
    domains, constraint = data.draw(operations())
    check_constraint(data, domains, constraint)


@settings(max_examples=300, deadline=None)
@given(operations())
def test_bitsets_and_intervals_end_with_the_same_bounds(
    instance: tuple[dict[str, list[int]], Arithmetic[str, int]],
) -> None:
    domains, constraint = instance
    assert bounds_after(domains, [constraint], False) == bounds_after(domains, [constraint], True)


@settings(max_examples=100, deadline=None)
@given(operations())
def test_the_solutions_on_intervals_are_brute_forces(
    instance: tuple[dict[str, list[int]], Arithmetic[str, int]],
) -> None:
    domains, constraint = instance
    with all_wide():
        check_solutions(domains, constraint)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_result_bounds_hold_every_value(data: st.DataObject) -> None:
    op = data.draw(st.sampled_from(sorted(OPERATIONS)))
    ends = [sorted(data.draw(st.tuples(st.integers(-9, 9), st.integers(-9, 9)))) for _ in "xy"]
    hull = result_bounds(op, [(a, b) for a, b in ends])
    values = [
        OPERATIONS[op](*([a] if op == "abs" else [a, b]))
        for a in range(ends[0][0], ends[0][1] + 1)
        for b in range(ends[1][0], ends[1][1] + 1)
        if op in ("mul", "abs") or b != 0
    ]
    if not values:
        assert hull is None
    else:
        assert hull is not None and hull[0] <= min(values) and max(values) <= hull[1]


def test_a_product_of_wide_numbers_is_solved_on_its_bounds() -> None:
    csp: CSP[str, int] = CSP()
    x, y = csp.integer("x", 2, 10**4), csp.integer("y", 2, 10**4)
    csp.add(x * y == 12345)
    csp.add(x <= y)
    solver = Solver(csp)
    assert sorted((s["x"], s["y"]) for s in solver.solutions()) == [(3, 4115), (5, 2469), (15, 823)]


def test_seconds_to_hours_and_minutes() -> None:
    csp: CSP[str, int] = CSP()
    t = csp.integer("t", 0, 86_399)
    csp.add([t // 3600 == 13, (t % 3600) // 60 == 37])
    solver = Solver(csp)
    assert solver.minimize(t) == {"t": 13 * 3600 + 37 * 60}
    assert solver.stats.assignments < 20  # the remainder's bounds, not 2,220 values tried


def test_bad_arguments_are_named() -> None:
    with pytest.raises(ModelError, match="'pow' is not one of"):
        Arithmetic("pow", ["x", "y"], "z")
    with pytest.raises(ModelError, match="it takes 2 operand"):
        Arithmetic("mul", ["x"], "z")
    with pytest.raises(ModelError, match="the result 'x' is also an operand"):
        Arithmetic("abs", ["x"], "x")
    csp: CSP[str, object] = CSP()
    csp.add_variables(["x", "z"], ["a", 1])
    with pytest.raises(ModelError, match="not an integer"):
        csp.add_constraint(Arithmetic("abs", ["x"], "z"))
