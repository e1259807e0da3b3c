"""The linear relaxation's bound against brute force: the surrogate holds in every solution,
so its bound never cuts an optimum, and minimize proves the same optimum with it or without."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp import CSP, Limits, Solver, Status, maximum
from aimacsp.search.relaxation import bound, linear_program, surrogate
from tests.aimacsp.strategies import brute_force


@st.composite
def linear_models(draw: st.DrawFn) -> tuple[CSP[str, int], Any, bool]:
    """Up to four small variables, up to three linear conditions, an objective that is a
    weighted sum (and sometimes the largest of two sums), minimised or maximised."""
    csp: CSP[str, int] = CSP()
    n = draw(st.integers(2, 4))
    x = [csp.integer(f"x{k}", draw(st.integers(-2, 1)), draw(st.integers(1, 3))) for k in range(n)]
    for _ in range(draw(st.integers(1, 3))):
        weights = draw(st.lists(st.integers(-4, 5), min_size=n, max_size=n))
        total = sum(w * v for w, v in zip(weights, x))
        rhs = draw(st.integers(-4, 8))
        csp.add(draw(st.sampled_from([total <= rhs, total >= rhs, total == rhs])))
    costs = draw(st.lists(st.integers(-6, 9), min_size=n, max_size=n))
    objective: Any = sum(c * v for c, v in zip(costs, x))
    if draw(st.booleans()):
        objective = maximum([objective, x[0] - x[-1]])
    return csp, objective, draw(st.booleans())


@given(linear_models())
def test_the_surrogate_holds_in_every_solution_and_never_cuts_the_optimum(
    model: tuple[CSP[str, int], Any, bool],
) -> None:
    csp, given_objective, minimize = model
    objective = csp.variable_for(given_objective)
    cut = surrogate(csp, objective, minimize)
    note(f"{csp.constraints} {objective} min={minimize} cut={cut}")
    solutions = [csp.with_auxiliary(s) for s in brute_force(csp)]
    if cut is not None:
        assert all(cut.is_satisfied([s[v] for v in cut.scope]) for s in solutions)
        limit = bound(cut, csp, objective)
        values = [s[objective] for s in solutions]
        if values:
            assert limit is not None
            assert limit <= min(values) if minimize else limit >= max(values)
    # with it or without it, minimize proves brute force's optimum
    for relaxation in (True, False):
        solver = Solver(csp)
        optimize = solver.minimize if minimize else solver.maximize
        best = optimize(given_objective, relaxation=relaxation)
        if not solutions:
            assert best is None and solver.status is Status.UNSATISFIABLE
        else:
            optimum = (min if minimize else max)(s[objective] for s in solutions)
            assert solver.status is Status.OPTIMAL and solver.objective == optimum


def knapsack(weights: list[int], values: list[int], capacity: int) -> tuple[CSP[str, int], Any]:
    csp: CSP[str, int] = CSP()
    take = csp.booleans("take", len(weights))
    csp.add(sum(w * x for w, x in zip(weights, take)) <= capacity)
    return csp, csp.variable_for(sum(v * x for v, x in zip(values, take)))


def dantzig(weights: list[int], values: list[int], capacity: int) -> float:
    """The knapsack's linear relaxation: the best items by value per weight, the last one cut."""
    total, room = 0.0, capacity
    for w, v in sorted(zip(weights, values), key=lambda wv: -wv[1] / wv[0]):
        share = min(1.0, room / w)
        total, room = total + share * v, room - share * w
    return total


@given(st.lists(st.tuples(st.integers(1, 30), st.integers(1, 40)), min_size=2, max_size=9),
       st.integers(1, 100))  # fmt: skip
def test_a_knapsacks_bound_is_dantzigs(items: list[tuple[int, int]], capacity: int) -> None:
    weights, values = [w for w, _ in items], [v for _, v in items]
    csp, value = knapsack(weights, values, capacity)
    cut = surrogate(csp, value, minimize=False)
    relaxed = dantzig(weights, values, capacity)
    best = max(
        sum(v for v, c in zip(values, chosen) if c)
        for chosen in itertools.product([0, 1], repeat=len(items))
        if sum(w for w, c in zip(weights, chosen) if c) <= capacity
    )
    if cut is None:  # the relaxation is no better than the sum of all values
        assert int(relaxed + 1e-6) >= sum(values)
    else:
        assert best <= bound(cut, csp, value) <= int(relaxed + 1e-6) + 1  # the floats' rounding


def test_the_relaxation_reaches_the_objective_only_through_shared_variables() -> None:
    csp: CSP[str, int] = CSP()
    x = csp.integers("x", 3, 0, 5)
    y = csp.integers("y", 2, 0, 5)
    csp.add(x[0] + x[1] + x[2] >= 7)
    csp.add(y[0] + y[1] <= 3)  # another part of the model: no row of it is kept
    variables, rows, lower, upper = linear_program(csp, csp.variable_for(2 * x[0] + x[1] + x[2]))
    assert len(rows) == 2 and not {"y[0]", "y[1]"} & set(variables)
    assert lower == [0] * len(variables) and max(upper) > 5  # the objective's own range


def test_a_relaxation_that_bounds_nothing_more_is_not_posted() -> None:
    csp: CSP[str, int] = CSP()
    x = csp.integers("x", 3, 0, 5)
    csp.add(x[0] != x[1])
    assert surrogate(csp, csp.variable_for(x[0] + x[1] + x[2]), minimize=True) is None


def test_the_bound_after_a_limit_is_the_relaxations() -> None:
    weights = [23, 31, 29, 44, 53, 38, 63, 85, 89, 82]
    values = [92, 57, 49, 68, 60, 43, 67, 84, 87, 72]
    csp, value = knapsack(weights, values, 165)
    cut = surrogate(csp, value, minimize=False)
    assert cut is not None and bound(cut, csp, value) == int(dantzig(weights, values, 165))
    with_it, without = Solver(csp, limits=Limits(nodes=0)), Solver(csp, limits=Limits(nodes=0))
    with_it.maximize(value)
    without.maximize(value, relaxation=False)
    assert with_it.status is without.status is Status.LIMIT_REACHED  # stopped at the root
    assert with_it.bound == bound(cut, csp, value) < without.bound
    solver = Solver(csp)
    assert solver.maximize(value) is not None and solver.bound <= with_it.bound
