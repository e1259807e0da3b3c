"""Large neighbourhood search finds solutions, never proofs: with it, minimize and maximize
prove brute force's optimum, each solution it hands on better than the last."""

from __future__ import annotations

from typing import Any

from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp import CSP, Limits, Solver, Status
from tests.aimacsp.strategies import brute_force, csps


@given(csps(max_variables=5, max_constraints=6), st.data())
def test_the_proven_answer_is_brute_forces_with_or_without_neighbourhoods(
    csp: CSP[str, int], data: st.DataObject
) -> None:
    objective = data.draw(st.sampled_from(csp.variables))
    minimize = data.draw(st.booleans())
    note(f"{dict(csp.domains)} {csp.constraints} {objective} min={minimize}")
    solutions = brute_force(csp)
    for neighbourhoods in (False, True):
        seen: list[int] = []
        solver = Solver(csp)
        optimize = solver.minimize if minimize else solver.maximize
        best = optimize(objective, neighbourhoods=neighbourhoods, on_solution=keep(seen))
        if not solutions:
            assert best is None and solver.status is Status.UNSATISFIABLE
            continue
        optimum = (min if minimize else max)(s[objective] for s in solutions)
        assert solver.status is Status.OPTIMAL and solver.objective == optimum
        assert best is not None and csp.is_solution(best)
        assert seen == (sorted(set(seen), reverse=True) if minimize else sorted(set(seen)))


def keep(seen: list[int]) -> Any:
    return lambda solution, value: seen.append(value)


def weighted_sum(n: int) -> tuple[CSP[str, int], Any]:
    csp: CSP[str, int] = CSP()
    x = csp.integers("x", n, 0, 4)
    csp.add(x[k] != x[k + 1] for k in range(n - 1))
    csp.add(sum(x) >= 2 * n)
    return csp, sum((k % 3 + 1) * v for k, v in enumerate(x))


def test_the_rounds_find_the_optimum_of_a_larger_problem_and_the_proof_follows() -> None:
    csp, objective = weighted_sum(12)
    with_rounds, without = Solver(csp), Solver(csp)
    with_rounds.minimize(objective, neighbourhoods=True)
    without.minimize(objective)
    assert with_rounds.status is without.status is Status.OPTIMAL
    assert with_rounds.objective == without.objective


def test_a_limit_stops_the_rounds_with_an_honest_bound() -> None:
    csp, objective = weighted_sum(14)
    proof = Solver(csp)
    proof.minimize(objective)
    optimum = proof.objective
    for nodes in (1, 5, 50, 400):
        solver = Solver(csp, limits=Limits(nodes=nodes))
        solver.minimize(objective, neighbourhoods=True)
        assert solver.stats.assignments <= nodes  # the rounds' nodes count too
        if solver.status is Status.SOLVED:
            assert solver.bound <= optimum <= solver.objective
        elif solver.status is Status.OPTIMAL:
            assert solver.objective == optimum
        else:  # stopped before a first solution
            assert solver.status is Status.LIMIT_REACHED and solver.objective is None
