"""Nogoods from restarts: each says what a search refuted, and propagates as a clause does."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from aimacsp import CSP, Restarts, Solver, State, Status, dom_wdeg, mac
from aimacsp.propagation import Restart
from aimacsp.search.nogoods import Nogood, record_nogoods
from tests.aimacsp.strategies import brute_force, csps, frozen


@given(st.data())
def test_a_nogood_propagates_exactly_its_supported_values(data: st.DataObject) -> None:
    n = data.draw(st.integers(1, 4))
    variables = [f"x{k}" for k in range(n)]
    csp: CSP[str, int] = CSP()
    for var in variables:
        csp.add_variable(var, data.draw(st.lists(st.integers(0, 3), min_size=1, max_size=4,
                                                 unique=True)))
    literals = [(var, data.draw(st.integers(0, 3))) for var in variables]
    literals = [(var, value) for var, value in literals if value in csp.domains[var]]
    if not literals:
        return
    nogood = Nogood(literals)
    state = State(csp)
    propagator = state.add_propagator(nogood)
    domains = {var: state.domain(var) for var in csp.variables}
    supported: dict[str, set[int]] = {var: set() for var in nogood.scope}
    for values in itertools.product(*(domains[v] for v in nogood.scope)):
        if nogood.is_satisfied(values):
            for var, value in zip(nogood.scope, values):
                supported[var].add(value)
    fine = propagator.propagate(state)
    if not any(supported.values()) or not all(supported.values()):
        assert not fine
        return
    assert fine
    for var in nogood.scope:
        assert set(state.domain(var)) == supported[var], (literals, domains)


def test_a_nogood_prints_as_its_literals() -> None:
    assert repr(Nogood([("a", 1), ("b", "x")])) == "Nogood(a=1, b=x)"
    assert not Nogood([("a", 1)]).is_satisfied((1,))


def test_refutations_at_the_root_are_removed_and_deeper_ones_kept() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c"], [0, 1, 2])
    state = State(csp)
    bit = state.value_index.__getitem__
    # a = 1 after a = 0 refuted; then b = 2 after b = 0 refuted; c's values 0 and 1 refuted
    decisions = [
        (0, bit(1), 1 << bit(0)),
        (1, bit(2), 1 << bit(0)),
        (2, -1, (1 << bit(0)) | (1 << bit(1))),
    ]
    assert record_nogoods(state, decisions) == 3
    assert state.domain("a") == [1, 2]  # the root's refutation, for good
    kept = [p.constraint for p in state.propagators]
    assert [repr(c) for c in kept] == [
        "Nogood(a=1, b=0)", "Nogood(a=1, b=2, c=0)", "Nogood(a=1, b=2, c=1)",
    ]
    everything_refuted = [(0, -1, state.dom[0])]
    assert record_nogoods(state, everything_refuted) == -1


def pigeons(n: int) -> CSP[int, int]:
    """n + 1 pigeons in n holes, pairwise different: no solution, and MAC must search."""
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n + 1), range(n))
    for i, j in itertools.combinations(range(n + 1), 2):
        csp.add_constraint(lambda a, b: a != b, [i, j])
    return csp


def test_restarting_loses_no_proof() -> None:
    # with nogoods, a search that restarts after every two failures still proves a hard
    # unsatisfiable problem in about the nodes of one that never restarts (without them, it
    # would search the same subtrees again after each of its hundred restarts)
    events: list[Any] = []
    plain = Solver(pigeons(6), select=dom_wdeg, inference=mac)
    often = Solver(pigeons(6), select=dom_wdeg, inference=mac, restarts=Restarts.luby(2),
                   trace=lambda e, s: events.append(e))
    assert plain.solve() is None and often.solve() is None
    assert plain.status is often.status is Status.UNSATISFIABLE
    restarts = [e for e in events if isinstance(e, Restart)]
    assert len(restarts) > 50 and sum(e.nogoods for e in restarts) > 50
    assert often.stats.assignments < 2 * plain.stats.assignments


@given(csps(max_variables=6, max_constraints=8))
def test_nogoods_never_cut_a_solution(csp: CSP[str, int]) -> None:
    expected = frozen(brute_force(csp))
    for unit in (1, 3):
        solver = Solver(csp, restarts=Restarts.luby(unit))
        found = solver.solve()
        assert (found is None) == (not expected)
        assert found is None or frozenset(found.items()) in expected


@given(st.data())
def test_a_learnt_nogood_watching_two_literals_prunes_as_one_reading_every_literal(
    data: st.DataObject,
) -> None:
    # The same narrowings and backtracks on two states, one whose nogood is learnt (woken
    # only when a watched variable is fixed, its watches moved and never undone) and one
    # whose nogood reads every literal at every change: the same domains at every fixpoint.
    n = data.draw(st.integers(2, 5))
    csp: CSP[str, int] = CSP()
    csp.add_variables([f"x{k}" for k in range(n)], range(3))
    literals = [(f"x{k}", data.draw(st.integers(0, 2))) for k in range(n)]
    watched, plain = State(csp), State(csp)
    watched.add_propagator(Nogood(literals, learnt=True))
    plain.add_propagator(Nogood(literals))
    assert watched.propagators[0].wakes_when_fixed and not plain.propagators[0].wakes_when_fixed
    for state in (watched, plain):
        state.wake_all()
        assert state.propagate()
    for _ in range(data.draw(st.integers(1, 12))):
        if watched.marks and data.draw(st.booleans()):
            watched.pop_level()
            plain.pop_level()
        else:
            i, mask = data.draw(st.integers(0, n - 1)), data.draw(st.integers(1, 7))
            fine = []
            for state in (watched, plain):
                state.push_level()
                fine.append(state.keep(i, mask) and state.propagate())
                state.clear_queue()
            assert fine[0] == fine[1]
            if not fine[0]:
                watched.pop_level()
                plain.pop_level()
        assert watched.dom == plain.dom
