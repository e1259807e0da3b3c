"""Implied constraints: found where the model states them, never where it does not, and never
changing an answer (solutions, counts, optima against brute force)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from aimacsp import CSP, BinPacking, Solver, Status, maximum
from aimacsp.search.implied import implied_constraints, packings
from tests.aimacsp.strategies import brute_force


@st.composite
def packing_models(draw: st.DrawFn) -> tuple[CSP[str, int], Any]:
    """Items of sizes 0..4 put in bins by variables over -1..3 (holes too), a capacity sum
    (``<=`` or ``<``) over ``x == b`` for some of the bins, at times another condition; the
    objective the last bin used."""
    csp: CSP[str, int] = CSP()
    n = draw(st.integers(2, 4))
    where = []
    for k in range(n):
        values = draw(st.lists(st.integers(-1, 3), min_size=1, max_size=4, unique=True))
        csp.add_variable(f"x{k}", sorted(values))
        where.append(csp.var(f"x{k}"))
    sizes = draw(st.lists(st.integers(0, 4), min_size=n, max_size=n))
    for b in draw(st.lists(st.integers(-1, 3), min_size=1, max_size=4, unique=True)):
        load = sum(s * (x == b) for s, x in zip(sizes, where))
        cap = draw(st.integers(0, 7))
        csp.add(load < cap if draw(st.booleans()) else load <= cap)
    if draw(st.booleans()):
        csp.add(where[0] != where[-1])
    return csp, maximum(where)


@settings(max_examples=150, deadline=None)
@given(packing_models())
def test_the_answers_are_brute_force_s_with_or_without_implied_constraints(
    model: tuple[CSP[str, int], Any],
) -> None:
    csp, objective = model
    note(repr(csp.constraints))
    expected = {frozenset(s.items()) for s in brute_force(csp)}
    best = None
    for implied in (True, False):
        found = [frozenset(s.items()) for s in Solver(csp, implied=implied).solutions()]
        assert len(found) == len(set(found)) and set(found) == expected, implied
        solver = Solver(csp, implied=implied)
        answer = solver.minimize(objective)
        if not expected:
            assert answer is None and solver.status is Status.UNSATISFIABLE
            continue
        assert answer is not None and solver.status is Status.OPTIMAL
        assert best is None or solver.objective == best
        best = solver.objective
    if expected:
        assert best == min(max(v for k, v in s if k.startswith("x")) for s in expected)


def written_as_sums(sizes: list[int], capacity: int, bins: int) -> tuple[CSP[str, int], Any]:
    csp: CSP[str, int] = CSP()
    where = csp.integers("where", len(sizes), 0, bins - 1)
    csp.add(sum(s * (x == b) for s, x in zip(sizes, where)) <= capacity for b in range(bins))
    return csp, where


def test_a_bin_packing_written_as_sums_is_found_and_fails_at_the_root() -> None:
    # 6, 7 and 6 in two bins of 10: no two share a bin, which no sum alone sees
    csp, where = written_as_sums([6, 7, 6], 10, 2)
    (found,) = packings(csp)
    assert isinstance(found, BinPacking) and found.items == ("where[0]", "where[1]", "where[2]")
    assert found.capacity == (10, 10) and found.base == 0
    with_it, without = Solver(csp), Solver(csp, implied=False)
    assert with_it.solve() is None is without.solve()
    assert with_it.stats.assignments == 0 < without.stats.assignments


def test_a_bin_with_no_sum_has_the_total_as_its_capacity() -> None:
    csp: CSP[str, int] = CSP()
    where = csp.integers("where", 3, 1, 4)
    for b in (2, 4):
        csp.add(sum(s * (x == b) for s, x in zip([3, 4, 5], where)) <= 6 - b)
    (found,) = packings(csp)
    assert found.base == 1 and found.capacity == (12, 4, 12, 2)


@pytest.mark.parametrize(
    "written",
    [
        lambda x: [sum(s * (v == b) for s, v in zip([2, 3], x)) >= 1 for b in (0, 1)],
        lambda x: [2 * (x[0] == b) - 3 * (x[1] == b) <= 1 for b in (0, 1)],
        lambda x: [2 * (x[0] == b) + 3 * (x[1] == 1 - b) <= 4 for b in (0, 1)],
        lambda x: [sum(s * (v == 0) for s, v in zip([2, 3], x)) <= 4],
        lambda x: [2 * (x[0] == b) + 3 * (x[1] == b) <= 4 for b in (0,)]
        + [3 * (x[0] == 1) + 2 * (x[1] == 1) <= 4],
        lambda x: [2 * (x[0] == b) + 3 * (x[1] <= b) <= 4 for b in (0, 1)],
        lambda x: [2 * (x[0] == b) + 2 * (x[1] == b) <= 3 for b in (0, 1)],
    ],
    ids=["at least", "a negative size", "two bins", "one bin", "other sizes", "<=", "counts"],
)
def test_what_is_not_a_bin_packing_is_left_alone(written: Any) -> None:
    csp: CSP[str, int] = CSP()
    x = csp.integers("x", 2, 0, 1)
    csp.add(written(x))
    assert packings(csp) == []


def test_items_held_as_intervals_get_no_packing() -> None:
    csp, _ = written_as_sums([6, 7, 6], 10, 2)
    assert implied_constraints(csp, lambda var: False) == []
    assert len(implied_constraints(csp)) == 1


def test_the_switch_is_a_truth_value() -> None:
    with pytest.raises(TypeError, match="implied must be True or False, got 'yes'"):
        Solver(CSP(), implied="yes")  # type: ignore[arg-type]
