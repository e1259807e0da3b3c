"""Restarts: the sequences, and a search that restarts stays exact and complete."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aimacsp import CSP, ModelError, Restarts, SearchRecord, Solver, Status, dom_wdeg, mac
from aimacsp.propagation import Restart
from aimacsp.search.restarts import luby
from tests.aimacsp.strategies import brute_force, csps, frozen


def luby_by_definition(i: int) -> int:
    """Luby et al.'s definition, recursively: 2^(k-1) at i = 2^k - 1, else a repeat."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    if i == (1 << k) - 1:
        return 1 << (k - 1)
    return luby_by_definition(i - (1 << (k - 1)) + 1)


@given(st.integers(1, 5000))
def test_luby_follows_its_definition(i: int) -> None:
    assert luby(i) == luby_by_definition(i)


def test_the_cutoffs_grow_without_end() -> None:
    assert list(itertools.islice(Restarts.luby(3).cutoffs(), 7)) == [3, 3, 6, 3, 3, 6, 12]
    geometric = list(itertools.islice(Restarts.geometric(2, 2.0).cutoffs(), 5))
    assert geometric == [2, 4, 8, 16, 32]
    far = list(itertools.islice(Restarts.geometric(10, 10.0).cutoffs(), 2000))
    assert far[-1] == 10**18 and far == sorted(far)  # capped, never an overflow


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Restarts("random"), "kind 'random'"),
        (lambda: Restarts.luby(0), "unit must be a whole number >= 1"),
        (lambda: Restarts.geometric(10, 1.0), "factor must be a finite number > 1"),
        (lambda: Restarts.geometric(10, float("nan")), "factor must be a finite number > 1"),
    ],
)
def test_bad_restarts_are_named(make: Any, message: str) -> None:
    with pytest.raises(ModelError, match=message):
        make()


def test_restarts_must_be_restarts() -> None:
    with pytest.raises(TypeError, match="restarts must be Restarts.luby"):
        Solver(CSP(), restarts="luby")  # type: ignore[arg-type]


@given(csps(max_variables=6, max_constraints=7))
def test_a_search_that_restarts_after_every_failure_is_exact(csp: CSP[str, int]) -> None:
    expected = frozen(brute_force(csp))
    solver = Solver(csp, select=dom_wdeg, inference=mac, restarts=Restarts.luby(1))
    first = solver.solve()
    assert (first is None) == (not expected)
    assert first is None or frozenset(first.items()) in expected
    assert solver.status is (Status.SOLVED if expected else Status.UNSATISFIABLE)


def pigeons(n: int) -> CSP[int, int]:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n + 1), range(n))
    for i, j in itertools.combinations(range(n + 1), 2):
        csp.add_constraint(lambda a, b: a != b, [i, j])
    return csp


def test_restarts_are_counted_traced_and_drawn() -> None:
    events: list[Any] = []
    solver = Solver(pigeons(5), restarts=Restarts.luby(2), trace=lambda e, s: events.append(e))
    assert solver.solve() is None and solver.status is Status.UNSATISFIABLE
    restarts = [e for e in events if isinstance(e, Restart)]
    assert solver.stats.restarts == len(restarts) > 3
    assert [e.number for e in restarts] == list(range(1, len(restarts) + 1))
    record = SearchRecord()
    Solver(pigeons(4), restarts=Restarts.luby(1), trace=record).solve()
    assert "svg" in record._repr_html_()


def test_a_search_for_every_solution_never_restarts() -> None:
    solver = Solver(pigeons(3), restarts=Restarts.luby(1))
    assert solver.count() == 0 and solver.stats.restarts == 0
    assert Solver(pigeons(3)).restarts is not None  # the default search restarts in solve()
    assert Solver(pigeons(3), select=dom_wdeg).restarts is None  # a named strategy does not
