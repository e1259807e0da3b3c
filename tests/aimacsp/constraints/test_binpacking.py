"""`BinPacking`: items in bins under loads and capacities, against brute force; the bounds on
the number of bins (`binbounds`) against the least number found by enumeration."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from aimacsp import (
    CSP,
    BinPacking,
    ModelError,
    Solver,
    State,
    dom_wdeg,
    forward_checking,
    maximum,
    mrv,
)
from aimacsp.constraints.binbounds import l1, l2, reachable

from .oracle import check_one_call, check_settles_last, check_solutions, model, one_call
from .wide import some_wide

FORMS = ["loads", "limits", "both", "condition"]


@st.composite
def instances(draw: st.DrawFn, most: int = 4) -> tuple[BinPacking[str, int], dict[str, list[int]]]:
    """A random `BinPacking` of 1..most items (sizes 0..4) in one of its four forms (loads,
    a capacity per bin, both, one capacity for the values taken), the items' domains
    reaching past the bins, the loads' from -1 to 7."""
    n = draw(st.integers(1, most))
    items = [f"i{k}" for k in range(n)]
    sizes = draw(st.lists(st.integers(0, 4), min_size=n, max_size=n))
    form = draw(st.sampled_from(FORMS))
    base = 0 if form == "condition" else draw(st.integers(-1, 1))
    m = draw(st.integers(1, 3))
    values = st.sampled_from(range(base - 1, base + m + 1))
    domains = {v: draw(st.lists(values, min_size=1, max_size=3, unique=True)) for v in items}
    loads = None
    if form in ("loads", "both"):
        loads = [f"l{b}" for b in range(m)]
        for var in loads:
            domains[var] = draw(st.lists(st.integers(-1, 7), min_size=1, max_size=4, unique=True))
    capacity: Any = None
    if form in ("limits", "both"):
        capacity = draw(st.lists(st.integers(0, 6), min_size=m, max_size=m))
    if form == "condition" or (form == "both" and draw(st.booleans())):
        capacity = draw(st.integers(0, 6))
    return BinPacking(items, sizes, loads, capacity, base=base), domains


def packs(constraint: BinPacking[str, int], values: list[int]) -> bool:
    """The relation restated: each item in a bin, each bin's load its load and within its
    capacity."""
    n = len(constraint.items)
    placed, loads = values[:n], values[n:]
    if constraint.count is None:
        bins = set(placed)
    else:
        bins = set(range(constraint.base, constraint.base + constraint.count))
    if not set(placed) <= bins:
        return False
    load = {b: sum(s for x, s in zip(placed, constraint.sizes) if x == b) for b in bins}
    for k, b in enumerate(sorted(bins)):
        caps = constraint.capacity
        cap = caps if isinstance(caps, int) else None if caps is None else caps[k]
        if cap is not None and load[b] > cap or loads and loads[k] != load[b]:
            return False
    return True


@settings(max_examples=200, deadline=None)
@given(instances(), st.data())
def test_is_satisfied_restates_the_relation(instance: Any, data: st.DataObject) -> None:
    constraint, domains = instance
    values = [data.draw(st.sampled_from(domains[v])) for v in constraint.scope]
    assert constraint.is_satisfied(values) == packs(constraint, values)


@settings(max_examples=100, deadline=None)
@given(instances())
def test_search_finds_exactly_the_brute_force_solutions(instance: Any) -> None:
    constraint, domains = instance
    check_solutions(domains, constraint)


@settings(max_examples=200, deadline=None)
@given(instances())
def test_propagation_removes_no_value_of_a_solution_and_decides_a_fixed_scope(
    instance: Any,
) -> None:
    note(repr(instance))
    constraint, domains = instance
    check_one_call(domains, constraint)


@settings(max_examples=150, deadline=None)
@given(instances(), st.data())
def test_the_last_variable_keeps_exactly_its_satisfying_values(
    instance: Any, data: st.DataObject
) -> None:
    constraint, domains = instance
    check_settles_last(data, domains, constraint)


@settings(max_examples=100, deadline=None)
@given(instances(), st.data())
def test_wide_loads_are_held_as_intervals_and_give_the_same_answers(
    instance: Any, data: st.DataObject
) -> None:
    constraint, domains = instance
    with some_wide():
        state = State(model(domains, constraint), intervals=True)
        assert not any(state.wide[state.index[v]] for v in constraint.items)
        check_one_call(domains, constraint, intervals=True)
        check_settles_last(data, domains, constraint, intervals=True)


def least_bins(sizes: list[int], capacity: int) -> int:
    """The least number of bins of ``capacity`` that hold the items, by enumeration."""
    for m in range(len(sizes) + 1):
        for placed in itertools.product(range(m), repeat=len(sizes)):
            loads = [0] * m
            for b, s in zip(placed, sizes):
                loads[b] += s
            if all(load <= capacity for load in loads):
                return m
    raise AssertionError("n bins always do")


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 12), st.data())
def test_l1_and_l2_never_exceed_the_least_number_of_bins(
    capacity: int, data: st.DataObject
) -> None:
    sizes = data.draw(st.lists(st.integers(0, capacity), min_size=0, max_size=6))
    least = least_bins(sizes, capacity)
    assert l1(sizes, capacity) <= l2(sizes, capacity) <= least


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 9), max_size=6), st.integers(0, 30))
def test_reachable_holds_exactly_the_subset_sums(sizes: list[int], most: int) -> None:
    sums = {
        sum(chosen)
        for r in range(len(sizes) + 1)
        for chosen in itertools.combinations(sizes, r)
        if sum(chosen) <= most
    }
    bits = reachable(sizes, most)
    assert {t for t in range(most + 1) if bits >> t & 1} == sums and bits < 2 ** (most + 1)


def test_l2_sees_items_that_cannot_share_a_bin() -> None:
    assert (l1([6, 6, 6], 10), l2([6, 6, 6], 10)) == (2, 3)
    # three items of 7 keep the 4s out of their bins: 3 bins of 7, then 4+4+4 = 2 more
    assert (l1([7, 7, 7, 4, 4, 4], 10), l2([7, 7, 7, 4, 4, 4], 10)) == (4, 5)
    assert l2([], 10) == l1([], 10) == 0 and l2([3], 0) == 0


def test_too_few_bins_fail_before_any_search() -> None:
    # 6 + 6 + 6 <= 2 x 10, but no two 6s share a bin: L2 says three bins
    packing = BinPacking(["a", "b", "c"], [6, 6, 6], capacity=10)
    assert one_call(packing, dict.fromkeys("abc", [0, 1])) is None
    assert one_call(packing, dict.fromkeys("abc", [0, 1, 2])) is not None


def test_the_room_left_in_bins_counts_towards_the_bound() -> None:
    # The loads make bins of 5, 5 and 2: the 4s go one in bin 0, one in bin 1, which leaves
    # room for one 2 of the two. Each item fits alone and the total fits (12 of 12); the
    # bound sees it when bin 2 counts as a bin of 5 holding a 3 already.
    packing = BinPacking(["a", "b", "c", "d"], [2, 4, 2, 4], ["l0", "l1", "l2"])
    domains = {"a": [0, 2], "b": [0, 1], "c": [0, 1, 2], "d": [0, 1]}
    assert one_call(packing, {**domains, "l0": [3, 4, 5], "l1": [4, 5], "l2": [2]}) is None
    assert one_call(packing, {**domains, "l0": [3, 4, 5, 6], "l1": [4, 5], "l2": [2]})


def test_loads_are_bounded_by_the_items_sure_and_possible_and_by_the_total() -> None:
    packing = BinPacking(["a", "b"], [4, 3], ["l0", "l1"])
    after = one_call(packing, {"a": [0], "b": [0, 1], "l0": list(range(9)), "l1": [0, 1, 2, 3]})
    assert after == {"a": {0}, "b": {0, 1}, "l0": {4, 5, 6, 7}, "l1": {0, 1, 2, 3}}
    # the loads add up to 7: with l1 fixed to 3, l0 is 4, and b goes in bin 1
    after = one_call(packing, {"a": [0], "b": [0, 1], "l0": list(range(9)), "l1": [3]})
    assert after == {"a": {0}, "b": {1}, "l0": {4}, "l1": {3}}


def test_a_load_is_a_sum_its_candidates_can_make() -> None:
    # 3 and 5 make 0, 3, 5 or 8: a load of 1..7 is one of 3..5 (its bounds move)
    packing = BinPacking(["a", "b"], [3, 5], ["l0", "l1"])
    after = one_call(packing, {"a": [0, 1], "b": [0, 1], "l0": range(1, 8), "l1": range(9)})
    assert after is not None and after["l0"] == {3, 4, 5} and after["l1"] == {3, 4, 5}


def test_an_item_leaves_a_bin_it_would_overfill() -> None:
    packing = BinPacking(["a", "b", "c"], [5, 3, 1], capacity=[6, 6])
    after = one_call(packing, {"a": [0], "b": [0, 1], "c": [0, 1]})
    assert after == {"a": {0}, "b": {1}, "c": {0, 1}}


def test_an_item_goes_in_a_bin_that_needs_it() -> None:
    # 10 and 7 fill bins 0 and 1 (they cannot share), so bin 2 must take the 5
    packing = BinPacking(["a", "b", "c"], [10, 7, 5], capacity=[10, 10, 10])
    after = one_call(packing, {"a": [0, 1], "b": [0, 1], "c": [1, 2]})
    assert after == {"a": {0, 1}, "b": {0, 1}, "c": {2}}


def test_values_that_are_no_bin_are_removed() -> None:
    packing = BinPacking(["a", "b"], [1, 1], ["l1", "l2"], base=1)
    after = one_call(packing, {"a": [0, 1, 3], "b": [2, 5], "l1": range(3), "l2": range(3)})
    assert after is not None and after["a"] == {1} and after["b"] == {2}


@pytest.mark.parametrize("seed", range(6))
def test_minimising_the_bins_used_agrees_with_brute_force(seed: int) -> None:
    import random

    rng = random.Random(seed)
    sizes = [rng.randint(1, 6) for _ in range(rng.randint(3, 6))]
    capacity = rng.randint(6, 9)
    expected = least_bins(sizes, capacity)
    for strategy in ({}, {"select": mrv}, {"select": dom_wdeg, "inference": forward_checking}):
        csp: CSP[str, int] = CSP()
        where = csp.integers("where", len(sizes), 0, len(sizes) - 1)
        csp.add(BinPacking(where, sizes, capacity=capacity))
        solver = Solver(csp, **strategy)  # type: ignore[arg-type]
        best = solver.minimize(maximum(where) + 1)
        assert best is not None and solver.status.name == "OPTIMAL", strategy
        assert solver.objective == expected and csp.is_solution(best), strategy


def test_the_forms_print_what_they_say() -> None:
    assert repr(BinPacking(["a", "b"], [2, 3], ["l0", "l1"])) == (
        "BinPacking(a of 2, b of 3 in bins loads l0, l1)"
    )
    assert repr(BinPacking(["a"], [2], capacity=[4, 5], base=1)) == (
        "BinPacking(a of 2 in bins from 1 <= [4, 5])"
    )


def test_handles_numbers_and_expressions_go_where_variables_go() -> None:
    csp: CSP[str, int] = CSP()
    where = csp.integers("where", 3, 0, 1)
    spare = csp.integer("spare", 0, 5)
    csp.add(BinPacking(where, [2, 3, 4], [5, spare + 1]))  # bin 0 holds exactly 5
    found = {tuple(where.value(s)) for s in Solver(csp).solutions()}
    assert found == {(0, 0, 1)}
    assert all(s["spare"] == 3 for s in Solver(csp).solutions())


def test_wrong_arguments_are_named() -> None:
    where = "BinPacking over \\['a', 'b'\\]"
    cases: list[tuple[Any, str]] = [
        (lambda: BinPacking(["a", "b"], [1], capacity=3), f"{where}: 1 sizes for 2 items"),
        (lambda: BinPacking(["a", "b"], [1, -2], capacity=3), "sizes #1 is -2, which is negative"),
        (lambda: BinPacking(["a", "b"], [1, 1.5], capacity=3), "sizes #1 1.5 is not a whole"),
        (lambda: BinPacking(["a", "b"], [True, 1], capacity=3), "sizes #0 True is not a whole"),
        (lambda: BinPacking(["a", "b"], [1, 1]), "give the bins' loads, a capacity, or both"),
        (lambda: BinPacking(["a", "b"], [1, 1], capacity=-1), "capacity #0 is -1, which is neg"),
        (lambda: BinPacking(["a", "b"], [1, 1], ["l"], [2, 3]), "2 capacities for 1 loads"),
        (lambda: BinPacking(["a", "b"], [1, 1], ["l"], base=0.5), "base must be a whole number"),
        (lambda: BinPacking(["a", "b"], [1, 1], ["a"]), "variable 'a' appears twice"),
    ]
    for make, message in cases:
        with pytest.raises(ModelError, match=message):
            make()
    with pytest.raises(TypeError, match="BinPacking: bins 'ab' is a string"):
        BinPacking("ab", [1, 1], capacity=2)
    csp: CSP[str, Any] = CSP()
    csp.add_variables(["a", "b"], [0, "x"])
    with pytest.raises(ModelError, match="the bin variable 'a' has the value 'x'"):
        csp.add_constraint(BinPacking(["a", "b"], [1, 1], capacity=2))


def test_the_propagator_declares_what_it_does() -> None:
    (propagator,) = State(
        model({"a": [0, 1]}, BinPacking(["a"], [1], capacity=[1, 1]))
    ).propagators
    assert propagator.settles_last_variable and propagator.idempotent
    assert propagator.consistency == "forward"
