"""Search: every selector x orderer x inference finds exactly the brute-force solutions."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, note

from aimacsp import (
    CSP,
    AllDifferent,
    Limits,
    Restarts,
    SearchLimitReached,
    Solver,
    Status,
    backtracking_search,
    degree,
    dom_wdeg,
    first_unassigned_variable,
    forward_checking,
    last_conflict,
    lcv,
    mac,
    mrv,
    mrv_degree,
    mrv_wdeg,
    no_inference,
    phase_saving,
    solutions,
    unordered_domain_values,
)
from tests.aimacsp.strategies import brute_force, csps, frozen
from tests.clock import FakeClock, patched_clock

SELECTORS = [
    first_unassigned_variable, mrv, degree, mrv_degree, dom_wdeg, mrv_wdeg, last_conflict(mrv)
]
ORDERERS = [unordered_domain_values, lcv, phase_saving(lcv)]
INFERENCES = [no_inference, forward_checking, mac]
COMBINATIONS = list(itertools.product(SELECTORS, ORDERERS, INFERENCES))


@given(csps())
def test_every_configuration_finds_exactly_the_solutions(csp: CSP[str, int]) -> None:
    note(f"{dict(csp.domains)} {csp.constraints}")
    expected = frozen(brute_force(csp))
    for select, order, inference in COMBINATIONS:
        solver = Solver(csp, select=select, order=order, inference=inference)
        found = list(solver.solutions())
        assert len(found) == len(frozen(found)), "a solution was produced twice"
        assert frozen(found) == expected, (select.__name__, order.__name__, inference.__name__)
        assert solver.status is (Status.SOLVED if expected else Status.UNSATISFIABLE)
        assert solver.count() == len(expected)
        first = solver.solve()
        assert (first is None) == (not expected)
        if first is not None:
            assert frozenset(first.items()) in expected
    # the default search (dom/wdeg, last conflict, phase saving, MAC, restarts), and restarts
    # as often as they can be
    for solver in (Solver(csp), Solver(csp, restarts=Restarts.luby(1))):
        first = solver.solve()
        assert (first is None) == (not expected)
        assert first is None or frozenset(first.items()) in expected
        assert frozen(list(solver.solutions())) == expected  # all: with no restart


@given(csps())
def test_preprocessing_does_not_change_the_answers(csp: CSP[str, int]) -> None:
    note(f"{dict(csp.domains)} {csp.constraints}")
    expected = frozen(brute_force(csp))
    for inference in INFERENCES:
        for preprocess in (False, True):
            solver = Solver(csp, inference=inference, preprocess=preprocess)
            assert frozen(list(solver.solutions())) == expected, (inference, preprocess)


def colouring(n_colours: int = 3) -> CSP[str, int]:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["A", "B", "C", "D"], range(n_colours))
    for a, b in ["AB", "BC", "CD", "DA", "AC"]:
        csp.add_constraint(lambda x, y: x != y, [a, b])
    return csp


def test_backtracking_search_uses_the_book_argument_names() -> None:
    csp = colouring()
    solution = backtracking_search(
        csp,
        select_unassigned_variable=mrv,
        order_domain_values=lcv,
        inference=forward_checking,
    )
    assert solution is not None and csp.is_solution(solution)
    assert backtracking_search(colouring(2)) is None


def test_status_and_stats_describe_the_last_search() -> None:
    solver = Solver(colouring(), inference=no_inference)
    assert solver.status is Status.NOT_STARTED
    assert solver.solve() is not None
    assert solver.status is Status.SOLVED
    assert solver.stats.assignments >= 4 and solver.stats.solutions == 1
    assert solver.stats.checks > 0 and solver.stats.seconds >= 0
    unsat = Solver(colouring(2))
    assert unsat.solve() is None
    assert unsat.status is Status.UNSATISFIABLE


def test_solutions_are_lazy() -> None:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(12), range(3))
    solver = Solver(csp, inference=forward_checking)
    iterator = solver.solutions()
    next(iterator)
    assert solver.stats.assignments == 12  # one path down, nothing more
    iterator.close()


def test_node_limit_stops_without_claiming_unsatisfiable() -> None:
    csp: CSP[int, int] = CSP()
    n = 9  # pigeonhole: 9 pigeons, 8 holes, no global reasoning with binary constraints
    csp.add_variables(range(n), range(n - 1))
    for i, j in itertools.combinations(range(n), 2):
        csp.add_constraint(lambda a, b: a != b, [i, j])
    solver = Solver(csp, inference=forward_checking, limits=Limits(nodes=500))
    assert solver.solve() is None
    assert solver.status is Status.LIMIT_REACHED
    assert solver.stats.assignments == 500
    with pytest.raises(SearchLimitReached):
        solver.count()


def test_time_limit_stops_quickly(monkeypatch: pytest.MonkeyPatch) -> None:
    # The clock moves 1/16384 s at every reading: the limit's 820 readings (reading and
    # compiling the model spend the same budget, some fifty of them), and the nodes tried by
    # then, are counted, not timed (the proof itself takes billions of nodes).
    csp: CSP[int, int] = CSP()
    n = 14
    csp.add_variables(range(n), range(n - 1))
    for i, j in itertools.combinations(range(n), 2):
        csp.add_constraint(lambda a, b: a != b, [i, j])
    with patched_clock(monkeypatch, FakeClock(tick=2**-14)) as clock:
        solver = Solver(csp, inference=no_inference, limits=Limits(seconds=0.05))
        assert solver.solve() is None
    assert solver.status is Status.LIMIT_REACHED
    assert 0.05 < solver.stats.seconds <= 0.05 + 8 * 2**-14  # the first look past the limit
    assert 0 < solver.stats.assignments <= 1000 * clock.reads  # it looks often enough


def test_alldifferent_alone_proves_the_pigeonhole_at_once() -> None:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(9), range(8))
    csp.add_constraint(AllDifferent(range(9)))
    solver = Solver(csp, inference=mac)
    assert solver.solve() is None
    assert solver.status is Status.UNSATISFIABLE
    assert solver.stats.assignments == 0


def test_model_is_unchanged_and_results_repeat() -> None:
    csp = colouring()
    domains = {v: tuple(d) for v, d in csp.domains.items()}
    constraints = csp.constraints
    solver = Solver(csp, select=dom_wdeg, order=lcv, inference=mac)
    first = list(solver.solutions())
    second = list(solver.solutions())
    assert first == second
    assert {v: tuple(d) for v, d in csp.domains.items()} == domains
    assert csp.constraints == constraints
    assert list(solutions(csp, inference=forward_checking)) == list(
        solutions(csp, inference=forward_checking)
    )


def test_a_csp_without_variables_has_one_empty_solution() -> None:
    solver: Solver[str, int] = Solver(CSP())
    assert solver.solve() == {}
    assert solver.count() == 1


def test_custom_inference_is_checked_by_the_search() -> None:
    def lazy(var: str, state: object) -> bool:  # prunes nothing, checks nothing
        return True

    csp = colouring()
    expected = frozen(brute_force(csp))
    assert frozen(list(Solver(csp, inference=lazy).solutions())) == expected


def test_solver_state_and_stats_print_for_a_person() -> None:
    from aimacsp import State
    from aimacsp.problems import australia

    solver = Solver(australia())
    assert repr(solver).startswith(
        "<Solver select=last_conflict(dom_wdeg) order=phase_saving(unordered_domain_values)"
        " inference=mac restarts=luby(100) on CSP(7 variables"
    )
    solver = Solver(australia(), select=mrv)
    assert repr(solver).startswith("<Solver select=mrv order=unordered_domain_values")
    assert repr(solver).endswith(": not started>")
    solver.solve()
    assert repr(solver).endswith("CSP(7 variables, 9 constraints): solved>")
    assert "seconds=0.0" in repr(solver.stats) and len(repr(solver.stats).split("seconds=")[1]) == 7
    assert repr(State(australia())) == "<State of 7 variables, 0 assigned, 21 values left, trail 0>"
