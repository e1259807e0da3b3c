"""Matching, fixed-value pruning and Régin's filter against brute force on small domains."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp.bitsets import bits_of
from aimacsp.constraints.matching import (
    complete_matching,
    prune_fixed,
    regin_filter,
    strongly_connected,
)

# Up to 7 variables over up to 8 values: brute force stays small, yet Hall sets, free values
# and several components all occur.
domains = st.lists(st.integers(min_value=1, max_value=255), min_size=1, max_size=7)
mates = st.lists(st.sampled_from([0] + [1 << b for b in range(9)]), min_size=7, max_size=7)


def supports(doms: list[int]) -> list[int] | None:
    """Per variable, the values used by some all-different assignment; None if there is none."""
    found = [0] * len(doms)
    any_solution = False
    for combo in itertools.product(*(bits_of(d) for d in doms)):
        if len(set(combo)) == len(combo):
            any_solution = True
            for p, b in enumerate(combo):
                found[p] |= 1 << b
    return found if any_solution else None


def is_matching(doms: list[int], mate: list[int]) -> bool:
    return all(m & d and not m & (m - 1) for m, d in zip(mate, doms)) and len(set(mate)) == len(
        mate
    )


@settings(max_examples=400, deadline=None)
@given(domains, mates)
def test_regin_filter_keeps_exactly_the_supported_values(doms: list[int], mate: list[int]) -> None:
    expected = supports(doms)
    filtered = list(doms)
    mate = mate[: len(doms)]
    ok = regin_filter(filtered, mate)
    assert ok == (expected is not None)
    if ok:
        assert filtered == expected


def supports_by_matching(doms: list[int]) -> list[int] | None:
    """The same as `supports`, by asking for a complete matching with each edge forced: an
    oracle for larger scopes, resting on `complete_matching` (itself checked by brute force)."""
    if not complete_matching(doms, [0] * len(doms)):
        return None
    found = [0] * len(doms)
    for p, d in enumerate(doms):
        for b in bits_of(d):
            forced = list(doms)
            forced[p] = 1 << b
            if complete_matching(forced, [0] * len(doms)):
                found[p] |= 1 << b
    return found


# Sudoku-like units: n variables over exactly n values, where singles, the size count and the
# graph all take turns; n up to 9.
def unit_domains(n: int) -> st.SearchStrategy[list[int]]:
    any_subset = st.integers(min_value=1, max_value=(1 << n) - 1)
    # Mostly wide domains too, as in the middle of a Sudoku search, where no small set exists.
    few_missing = st.sets(st.integers(min_value=0, max_value=n - 1), max_size=n // 2).map(
        lambda gone: ((1 << n) - 1) & ~sum(1 << b for b in gone)
    )
    return st.lists(st.one_of(any_subset, few_missing), min_size=n, max_size=n)


units = st.integers(min_value=2, max_value=9).flatmap(unit_domains)


@settings(max_examples=400, deadline=None)
@given(units)
def test_regin_filter_is_exact_on_full_units(doms: list[int]) -> None:
    expected = supports_by_matching(doms)
    filtered = list(doms)
    assert regin_filter(filtered, [0] * len(doms)) == (expected is not None)
    if expected is not None:
        assert filtered == expected


@settings(max_examples=300, deadline=None)
@given(domains, mates)
def test_complete_matching_exists_exactly_when_brute_force_finds_one(
    doms: list[int], mate: list[int]
) -> None:
    mate = mate[: len(doms)]
    ok = complete_matching(doms, mate)
    assert ok == (supports(doms) is not None)
    if ok:
        assert is_matching(doms, mate)


@settings(max_examples=300, deadline=None)
@given(domains)
def test_prune_fixed_is_sound_and_reports_free_positions(doms: list[int]) -> None:
    expected = supports(doms)
    pruned = list(doms)
    free = prune_fixed(pruned)
    if free is None:
        assert expected is None
        return
    assert free == [p for p, d in enumerate(pruned) if d & (d - 1)]
    if expected is not None:
        # Sound: nothing a solution uses is removed.
        assert all(e & ~d == 0 for e, d in zip(expected, pruned))
    # Fixed values are gone from every other domain.
    for p, d in enumerate(pruned):
        if d & (d - 1) == 0:
            assert all(q == p or not d & other for q, other in enumerate(pruned))


def test_prune_fixed_cascades_and_detects_clashes() -> None:
    doms = [0b001, 0b011, 0b111, 0b1111]
    assert prune_fixed(doms) == []
    assert doms == [0b001, 0b010, 0b100, 0b1000]
    assert prune_fixed([0b001, 0b011, 0b011]) is None
    assert prune_fixed([0b001, 0]) is None


def test_regin_removes_a_hall_pair_from_the_others() -> None:
    doms = [0b0011, 0b0011, 0b0111, 0b1111]
    assert regin_filter(doms, [0, 0, 0, 0])
    assert doms == [0b0011, 0b0011, 0b0100, 0b1000]


def test_regin_keeps_values_reachable_from_a_free_value() -> None:
    # Three values for two variables: every edge is in some matching.
    doms = [0b011, 0b110]
    assert regin_filter(doms, [0, 0])
    assert doms == [0b011, 0b110]


def test_regin_repairs_a_stale_matching() -> None:
    mate = [0b10000] * 4  # every variable claims a value none has
    doms = [0b0011, 0b0011, 0b1111, 0b1111]
    assert regin_filter(doms, mate)
    assert doms == [0b0011, 0b0011, 0b1100, 0b1100]
    assert is_matching(doms, mate)


def reachable(succ: list[int], a: int, b: int) -> bool:
    seen, todo = {a}, [a]
    while todo:
        v = todo.pop()
        for w in bits_of(succ[v]):
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return b in seen


@settings(max_examples=200, deadline=None)
@given(
    st.integers(min_value=1, max_value=8).flatmap(
        lambda n: st.lists(st.integers(min_value=0, max_value=(1 << n) - 1), min_size=n, max_size=n)
    )
)
def test_strongly_connected_matches_mutual_reachability(succ: list[int]) -> None:
    components = strongly_connected(succ)
    n = len(succ)
    assert sum(c.bit_count() for c in components) == n
    assert sum(components) == (1 << n) - 1  # a partition
    for c in components:
        for a in bits_of(c):
            for b in range(n):
                together = bool(c >> b & 1)
                assert together == (reachable(succ, a, b) and reachable(succ, b, a))


def test_strongly_connected_handles_a_long_path_without_recursion() -> None:
    n = 3000
    succ = [1 << (p + 1) for p in range(n - 1)] + [1]  # one cycle through every node
    assert strongly_connected(succ) == [(1 << n) - 1]
    chain = [1 << (p + 1) for p in range(n - 1)] + [0]
    assert len(strongly_connected(chain)) == n
