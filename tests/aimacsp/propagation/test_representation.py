"""Which domains a search holds as intervals, the trail over them, and what the rest of the
library does with a model whose numbers are wide."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import (
    CSP,
    ModelError,
    Predicate,
    SearchRecord,
    Solver,
    State,
    Sum,
    Table,
    count_solutions,
    cutset_conditioning,
    min_conflicts,
    minimal_conflict,
    solve_tree_decomposition,
    tree_csp_solver,
)
from aimacsp.intervals import from_values, iter_values
from aimacsp.propagation.representation import interval_form, wide_variables
from tests.aimacsp.constraints.wide import all_wide


def test_a_wide_range_under_bounds_constraints_is_held_as_intervals() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "y"], range(10**9))
    csp.add_variable("small", range(10))
    csp.add_variable("listed", range(1000))
    csp.add_constraint(Sum(["x", "y", "small"], "<=", 10**9))
    csp.add_constraint(Table(["listed", "small"], [(3, 4)]))
    state: State[str, int] = State(csp, intervals=True)
    assert state.wide == [True, True, False, False]
    assert state.dom[0] == (0, 10**9 - 1) and type(state.dom[3]) is int
    assert len(state.values) == 1000  # the bitsets' values only: no billion interned


def test_a_constraint_that_needs_listed_values_over_a_wide_range_is_named() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "y"], range(10**9))
    csp.add_constraint(Predicate(lambda a, b: a < b, ["x", "y"], name="x before y"))
    with pytest.raises(ModelError) as caught:
        Solver(csp).solve()
    message = str(caught.value)
    assert "x before y needs the values of 'x' listed" in message
    assert "1,000,000,000 integers (0..999999999)" in message
    assert "csp.add(x + y <= z)" in message  # what to write instead


def test_counting_min_conflicts_and_the_tree_solver_refuse_wide_domains_at_once() -> None:
    csp: CSP[str, int] = CSP()
    x, y = csp.integer("x", 0, 10**9), csp.integer("y", 0, 10**9)
    csp.add(x + y == 10**9)
    with pytest.raises(ModelError, match="lists every value.*1,000,000,001"):
        count_solutions(csp)
    with pytest.raises(ModelError, match="min_conflicts reads every value.*'x' holds"):
        min_conflicts(csp)
    with pytest.raises(ModelError, match="tree_csp_solver reads every value"):
        tree_csp_solver(csp)
    with pytest.raises(ModelError, match="cutset_conditioning reads every value"):
        cutset_conditioning(csp)
    with pytest.raises(ModelError, match="solve_tree_decomposition reads every value"):
        solve_tree_decomposition(csp)
    with pytest.raises(ValueError, match="audit=True: the domain sizes"):
        Solver(csp, audit=True)
    assert Solver(csp).solve() == {"x": 0, "y": 10**9}


def test_a_conflict_among_wide_constraints_is_found() -> None:
    csp: CSP[str, int] = CSP()
    x, y = csp.integer("x", 0, 10**12), csp.integer("y", 0, 10**12)
    (total,) = csp.add(x + y <= 5 * 10**9)
    (order,) = csp.add(y - x >= 0)
    (low_x,) = csp.add(x >= 3 * 10**9)
    csp.add(y >= 10**9)  # in no conflict
    conflict = minimal_conflict(csp)
    assert conflict is not None and set(conflict) == {total, order, low_x}


def test_a_search_record_draws_splits_of_wide_domains() -> None:
    csp: CSP[str, int] = CSP()
    s = csp.integers("s", 3, 0, 86_399)
    csp.add((s[0] + 3600 <= s[1]) | (s[1] + 3600 <= s[0]))
    csp.add(s[2] == s[0] + s[1])
    csp.add(s[0] >= 50_000)
    record = SearchRecord()
    assert Solver(csp, trace=record).solve() is not None
    assert record.nodes >= 3 and record.solutions == 1
    assert "<svg" in record._repr_html_()


# -- the trail over intervals -------------------------------------------------------------

STEPS = st.lists(
    st.tuples(
        st.sampled_from(["push", "pop", "between", "discard", "value", "fix", "keep"]),
        st.integers(0, 2),
        st.integers(-5, 30),
        st.integers(-5, 30),
    ),
    max_size=40,
)


@settings(max_examples=200, deadline=None)
@given(STEPS)
def test_every_change_is_undone_exactly_by_the_trail(steps: list[Any]) -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c"], range(-3, 70))
    csp.add_constraint(Sum(["a", "b", "c"], "<=", 1000))
    with all_wide():  # 73 values: a bitset unless told, and small enough to check
        state: State[str, int] = State(csp, intervals=True)
    assert all(state.wide)
    copies: list[list[Any]] = []
    for action, i, p, q in steps:
        if action == "push":
            state.push_level()
            copies.append(list(state.dom))
            continue
        if action == "pop":
            if copies:
                state.pop_level()
                assert state.dom == copies.pop()
            continue
        before = set(iter_values(state.dom[i]))
        if action == "between":
            fine, expected = state.keep_between(i, p, q), {v for v in before if p <= v <= q}
        elif action == "discard":
            fine, expected = state.discard_between(i, p, q), {v for v in before if not p <= v <= q}
        elif action == "value":
            fine, expected = state.discard_value(i, p), before - {p}
        elif action == "fix":
            fine, expected = state.fix(i, p), before & {p}
        else:
            fine, expected = state.keep_values(i, [p, q, 7]), before & {p, q, 7}
        after = set(iter_values(state.dom[i]))
        assert fine == bool(expected)
        assert after == (expected if expected else before)  # a wipe-out changes nothing
        assert state.size_of(i) == len(after) and state.low(i) == min(after)
    while copies:
        state.pop_level()
        assert state.dom == copies.pop()


# -- the same model, shifted --------------------------------------------------------------


@st.composite
def linear_models(draw: st.DrawFn) -> tuple[list[tuple[int, int]], list[Any]]:
    """Two variables over ranges of 64 to 80 values (wide: kept unlisted) or three over 20
    to 40 (listed), and two to four linear conditions, one an equation, so that few
    assignments remain (and brute force lists at most 68,921 of them)."""
    n = draw(st.integers(2, 3))
    widths = (64, 80) if n == 2 else (20, 40)
    ranges = []
    for _ in range(n):
        low = draw(st.integers(-50, 50))
        ranges.append((low, low + draw(st.integers(*widths))))
    conditions = []
    for k in range(draw(st.integers(2, 4))):
        weights = draw(st.lists(st.integers(-3, 3), min_size=n, max_size=n))
        op = "==" if k == 0 else draw(st.sampled_from(["<=", ">=", "!=", "<", ">"]))
        conditions.append((weights, op, draw(st.integers(-100, 100))))
    return ranges, conditions


def solutions_of(
    model: tuple[list[tuple[int, int]], list[Any]], shift: int
) -> set[tuple[int, ...]]:
    ranges, conditions = model
    csp: CSP[str, int] = CSP()
    xs = [csp.integer(f"x{k}", low + shift, high + shift) for k, (low, high) in enumerate(ranges)]
    for weights, op, rhs in conditions:
        total = sum(w * x for w, x in zip(weights, xs))
        moved = rhs + shift * sum(weights)
        csp.add({"==": total == moved, "!=": total != moved, "<=": total <= moved,
                 ">=": total >= moved, "<": total < moved, ">": total > moved}[op])  # fmt: skip
    return {tuple(s[f"x{k}"] - shift for k in range(len(xs))) for s in Solver(csp).solutions()}


@settings(max_examples=60, deadline=None)
@given(linear_models())
def test_shifting_every_domain_by_a_trillion_shifts_the_solutions(
    model: tuple[list[tuple[int, int]], list[Any]],
) -> None:
    ranges, conditions = model
    expected = {
        values
        for values in itertools.product(*(range(lo, hi + 1) for lo, hi in ranges))
        if all(
            {"==": t == r, "!=": t != r, "<=": t <= r, ">=": t >= r, "<": t < r, ">": t > r}[op]
            for weights, op, r in conditions
            for t in [sum(w * v for w, v in zip(weights, values))]
        )
    }
    assert solutions_of(model, 0) == expected
    assert solutions_of(model, 10**12) == expected  # bitsets of huge values
    with all_wide():  # and intervals, as a domain of 1,024 values or more would be held
        assert solutions_of(model, 0) == expected
        assert solutions_of(model, 10**12) == expected


def test_interval_form_reads_ranges_and_few_runs() -> None:
    assert interval_form(range(5, 10**12)) == (5, 10**12 - 1)
    assert interval_form(tuple(random.Random(1).sample(range(100), 100))) == (0, 99)
    assert interval_form((1, "a")) is None and interval_form(range(0, 10, 2)) is None
    assert from_values([3, 1, 2, 9]) == (1, 3, 9, 9)
    csp: CSP[str, int] = CSP()
    csp.add_variable("x", range(10**6 + 1))
    with pytest.raises(ModelError, match="lists every value"):
        wide_variables(csp, intervals=False)


def test_mrv_on_a_large_sparse_model_with_wide_domains_scans_instead_of_bucketing() -> None:
    from aimacsp import mrv

    csp: CSP[str, int] = CSP()
    xs = csp.integers("x", 300, 0, 10**9)
    csp.add(xs[k] + 1 <= xs[k + 1] for k in range(299))
    solution = Solver(csp, select=mrv).solve()
    assert solution is not None and solution["x[299]"] == 299
