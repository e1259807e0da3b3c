"""The anytime answer of minimize and maximize: each better solution handed on as it is found,
and after a limit the best so far, a bound that never cuts the optimum, and the gap."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp import CSP, Limits, Solver, Status
from tests.aimacsp.budgets import Countdown
from tests.aimacsp.strategies import brute_force, csps


@given(csps(max_variables=5, max_constraints=6), st.data())
def test_each_better_solution_is_handed_on_and_a_limit_keeps_an_honest_bound(
    csp: CSP[str, int], data: st.DataObject
) -> None:
    objective = data.draw(st.sampled_from(csp.variables))
    minimize = data.draw(st.booleans())
    nodes = data.draw(st.one_of(st.none(), st.integers(0, 30)))
    note(f"{dict(csp.domains)} {csp.constraints} {objective} min={minimize} nodes={nodes}")
    found: list[tuple[dict[str, int], int]] = []
    solver = Solver(csp, limits=Limits(nodes=nodes))
    optimize = solver.minimize if minimize else solver.maximize
    best = optimize(objective, on_solution=lambda s, v: found.append((dict(s), v)))
    sign = 1 if minimize else -1
    values = [v for _, v in found]
    assert all(sign * a > sign * b for a, b in zip(values, values[1:]))  # each one better
    assert all(csp.is_solution(s) and s[objective] == v for s, v in found)
    solutions = brute_force(csp)
    if best is None:
        assert not found and solver.objective is None and solver.gap is None
        assert solver.status is (Status.UNSATISFIABLE if not solutions else Status.LIMIT_REACHED)
        return
    optimum = (min if minimize else max)(s[objective] for s in solutions)
    assert found[-1] == (best, solver.objective) and best[objective] == solver.objective
    assert sign * solver.bound <= sign * optimum <= sign * solver.objective  # never cut
    assert solver.gap == abs(solver.objective - solver.bound)
    if solver.status is Status.OPTIMAL:
        assert solver.objective == optimum and solver.gap == 0
    else:
        assert solver.status is Status.SOLVED and nodes is not None


def test_the_solutions_handed_on_leave_out_the_expressions_variables() -> None:
    csp: CSP[str, int] = CSP()
    x = csp.integers("x", 4, 0, 3)
    csp.add(x[0] + x[1] >= 3)
    csp.add(x[2] != x[3])
    seen: list[tuple[dict[str, int], int]] = []
    keep = lambda s, v: seen.append((s, v))  # noqa: E731
    best = Solver(csp).maximize(2 * x[0] - x[2] + x[3], on_solution=keep)
    assert best is not None and seen[-1][0] == best and set(best) == {v.name for v in x}
    assert all(2 * s["x[0]"] - s["x[2]"] + s["x[3]"] == v for s, v in seen)
    assert seen[-1][1] == 2 * 3 - 0 + 3


def test_the_solver_holds_the_value_when_the_callback_runs_and_its_error_reaches_the_caller() -> (
    None
):
    csp: CSP[str, int] = CSP()
    x = csp.integers("x", 3, 0, 5)
    csp.add(sum(x) >= 4)
    solver = Solver(csp)

    class Enough(Exception):
        pass

    def stop(solution: dict[str, int], value: int) -> None:
        assert solver.objective == value
        raise Enough

    with pytest.raises(Enough):
        solver.minimize(sum(x), on_solution=stop)


@pytest.mark.parametrize("callback", ["print", lambda solution: None, 3])
def test_a_callback_that_is_not_a_function_of_two_arguments_is_named(callback: Any) -> None:
    csp: CSP[str, int] = CSP()
    x = csp.integer("x", 0, 3)
    with pytest.raises(TypeError, match="Solver.minimize: on_solution must"):
        Solver(csp).minimize(x, on_solution=callback)


def chain(n: int) -> CSP[str, int]:
    csp: CSP[str, int] = CSP()
    x = csp.integers("x", n, 0, 3 * n)
    csp.add(x[k] + 1 <= x[k + 1] for k in range(n - 1))
    return csp


@pytest.mark.parametrize("looks", [0, 1, 5])
def test_a_budget_spent_while_building_and_propagating_stops_the_work(looks: int) -> None:
    # 60 constraints: one look per propagator built, then one per 64 propagations
    csp = chain(61)
    budget = Countdown(looks)
    solver = Solver(csp, limits=budget)
    assert solver.minimize("x[60]") is None and solver.status is Status.LIMIT_REACHED
    assert budget.seen == looks + 1  # the look that found it spent is the last
    assert solver.stats.propagations == 0 and solver.stats.assignments == 0  # nothing run
    assert solver.objective is None and solver.bound is None and solver.gap is None


def test_a_budget_spent_during_the_first_propagation_stops_it_there() -> None:
    csp = chain(61)
    budget = Countdown(60 + 2)  # every propagator built, then two looks while propagating
    solver = Solver(csp, limits=budget)
    assert solver.solve() is None and solver.status is Status.LIMIT_REACHED
    assert solver.stats.propagations == 3 * 64 and solver.stats.assignments == 0
    unlimited = Solver(csp)
    assert unlimited.solve() is not None and unlimited.stats.propagations > 3 * 64
