"""The bounded simplex against brute force: the optimum of a small linear program is the best
of its vertices, found exactly with fractions; its duals prove that optimum."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp.search.simplex import solve_lp


def vertices_optimum(
    c: list[int], rows: list[tuple[dict[int, int], str, int]], lower: list[int], upper: list[int]
) -> Fraction | None:
    """The least ``c.x`` over the feasible vertices (None: no feasible point)."""
    n = len(c)
    planes = [([Fraction(r.get(j, 0)) for j in range(n)], Fraction(b)) for r, _, b in rows]
    for j in range(n):
        unit = [Fraction(int(k == j)) for k in range(n)]
        planes += [(unit, Fraction(lower[j])), (unit, Fraction(upper[j]))]
    best = None
    for chosen in itertools.combinations(planes, n):
        x = solve(chosen, n)
        if x is None or not feasible(x, rows, lower, upper):
            continue
        value = sum(Fraction(ci) * xi for ci, xi in zip(c, x))
        best = value if best is None else min(best, value)
    return best


def solve(planes: tuple[tuple[list[Fraction], Fraction], ...], n: int) -> list[Fraction] | None:
    """The one point on all ``planes`` (Gaussian elimination), or None."""
    matrix = [row[:] + [b] for row, b in planes]
    for col in range(n):
        pivot = next((r for r in range(col, n) if matrix[r][col] != 0), None)
        if pivot is None:
            return None
        matrix[col], matrix[pivot] = matrix[pivot], matrix[col]
        for r in range(n):
            if r != col and matrix[r][col] != 0:
                f = matrix[r][col] / matrix[col][col]
                matrix[r] = [a - f * p for a, p in zip(matrix[r], matrix[col])]
    return [matrix[k][n] / matrix[k][k] for k in range(n)]


def feasible(x: list[Fraction], rows: list[tuple[dict[int, int], str, int]], lower: list[int],
             upper: list[int]) -> bool:  # fmt: skip
    if any(not lo <= v <= hi for v, lo, hi in zip(x, lower, upper)):
        return False
    for r, op, b in rows:
        total = sum(a * x[j] for j, a in r.items())
        if (op == "<=" and total > b) or (op == ">=" and total < b) or (op == "==" and total != b):
            return False
    return True


Program = tuple[list[int], list[tuple[dict[int, int], str, int]], list[int], list[int]]


@st.composite
def programs(draw: st.DrawFn) -> Program:
    n = draw(st.integers(1, 3))
    lower = draw(st.lists(st.integers(-3, 2), min_size=n, max_size=n))
    upper = [lo + draw(st.integers(0, 4)) for lo in lower]
    c = draw(st.lists(st.integers(-5, 5), min_size=n, max_size=n))
    rows = []
    for _ in range(draw(st.integers(0, 3))):
        coefficients = {j: draw(st.integers(-4, 4)) for j in range(n)}
        op = draw(st.sampled_from(["<=", ">=", "=="]))
        rows.append((coefficients, op, draw(st.integers(-6, 6))))
    return c, rows, lower, upper


@given(programs())
def test_the_optimum_is_the_best_vertex_and_the_duals_prove_it(program: Program) -> None:
    c, rows, lower, upper = program
    note(f"{program}")
    floats = [({j: float(a) for j, a in r.items()}, op, float(b)) for r, op, b in rows]
    found = solve_lp(
        [float(v) for v in c], floats, [float(v) for v in lower], [float(v) for v in upper]
    )
    best = vertices_optimum(c, rows, lower, upper)
    if best is None:
        assert found.status == "infeasible"
        return
    assert found.status == "optimal" and found.value == pytest.approx(float(best), abs=1e-6)
    x = found.x  # a point of the program, to within rounding
    assert all(lo - 1e-6 <= v <= hi + 1e-6 for v, lo, hi in zip(x, lower, upper))
    for r, op, b in rows:
        total = sum(a * x[j] for j, a in r.items())
        assert (op != "<=" or total <= b + 1e-6) and (op != ">=" or total >= b - 1e-6)
        assert op != "==" or abs(total - b) < 1e-6
    # the duals: signs that keep each row valid, and a Lagrangian bound equal to the optimum
    for (_, op, _), y in zip(rows, found.duals):
        assert (op != "<=" or y <= 1e-9) and (op != ">=" or y >= -1e-9)
    reduced = [ci - sum(y * r.get(j, 0) for (r, _, _), y in zip(rows, found.duals))
               for j, ci in enumerate(c)]  # fmt: skip
    bound = sum(y * b for (_, _, b), y in zip(rows, found.duals))
    bound += sum(min(d * lo, d * hi) for d, lo, hi in zip(reduced, lower, upper))
    assert bound == pytest.approx(float(best), abs=1e-6)


def test_bad_input_is_named() -> None:
    with pytest.raises(ValueError, match="2 costs but 1 and 2 bounds"):
        solve_lp([1.0, 1.0], [], [0.0], [1.0, 1.0])
    with pytest.raises(ValueError, match="operator '<'"):
        solve_lp([1.0], [({0: 1.0}, "<", 1.0)], [0.0], [1.0])
    assert solve_lp([1.0], [], [2.0], [1.0]).status == "infeasible"  # empty bounds


def test_a_pivot_limit_is_said() -> None:
    rows = [({0: 1.0, 1: 1.0, 2: 1.0}, "<=", 2.0), ({0: 1.0, 1: -1.0}, ">=", -1.0)]
    assert solve_lp([-1.0, -2.0, -3.0], rows, [0.0] * 3, [1.0] * 3, max_pivots=0).status == "limit"
    assert solve_lp([-1.0, -2.0, -3.0], rows, [0.0] * 3, [1.0] * 3).value == pytest.approx(-5.0)
