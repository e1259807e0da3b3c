"""The linear rows of a model hold in every solution; the rows of a function of one variable
cut out exactly the convex hull of its points."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp import CSP, element, maximum, minimum
from aimacsp.search.linearize import hull_rows, rows_of
from tests.aimacsp.strategies import brute_force


def holds(row: tuple[dict[Any, int], str, int], values: dict[Any, int]) -> bool:
    coefficients, op, rhs = row
    total = sum(a * values[v] for v, a in coefficients.items())
    return total <= rhs if op == "<=" else total >= rhs if op == ">=" else total == rhs


def in_hull(p: tuple[int, int], points: list[tuple[int, int]]) -> bool:
    """Brute force: ``p`` is on the inner side of every line through two points that has
    all the points on one side (the supporting lines), and within the points' x range."""
    if not points[0][0] <= p[0] <= points[-1][0]:
        return False
    for a, b in itertools.combinations(points, 2):
        side = [(b[0] - a[0]) * (q[1] - a[1]) - (b[1] - a[1]) * (q[0] - a[0]) for q in points]
        mine = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
        if all(s >= 0 for s in side) and mine < 0 or all(s <= 0 for s in side) and mine > 0:
            return False
    return True


@given(st.lists(st.tuples(st.integers(-5, 5), st.integers(-6, 6)), min_size=1, max_size=7,
                unique_by=lambda p: p[0]))  # fmt: skip
def test_the_rows_of_a_function_are_its_convex_hull(given_points: list[tuple[int, int]]) -> None:
    points = sorted(given_points)
    rows = hull_rows(points, "x", "y")
    note(f"{points} {rows}")
    for px, py in itertools.product(range(-6, 7), range(-8, 9)):
        if not points[0][0] <= px <= points[-1][0]:
            continue  # beyond the ends: the bounds of x speak there
        inside = in_hull((px, py), points) if len(points) > 1 else (px, py) == points[0]
        assert all(holds(row, {"x": px, "y": py}) for row in rows) == inside or len(points) == 1


@given(st.data())
def test_every_row_of_a_model_holds_in_each_of_its_solutions(data: st.DataObject) -> None:
    csp: CSP[str, int] = CSP()
    x = csp.integers("x", 3, 0, 3)
    costs = data.draw(st.lists(st.integers(-3, 9), min_size=4, max_size=4))
    csp.add(x[0] + 2 * x[1] - x[2] <= data.draw(st.integers(0, 6)))
    csp.add(element(costs, x[0]) + x[1] >= data.draw(st.integers(0, 8)))
    big: CSP[str, int] = CSP()  # extrema of wide domains stay constraints of their own
    y = big.integers("y", 3, 0, 60)
    big.add(maximum(y) - minimum(y) <= data.draw(st.integers(0, 60)))
    grid = [dict(zip(big.variables, v)) for v in itertools.product(range(0, 61, 6), repeat=3)]
    for model, candidates in ((csp, brute_force(csp)), (big, grid)):
        rows = rows_of(model)
        assert rows
        for solution in candidates:
            if model.is_solution(solution):
                full = model.with_auxiliary(solution)
                assert all(holds(row, full) for row in rows), full
