"""`NoOverlap`: tasks on one machine, against brute force; its time rules on their own."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from aimacsp import CSP, ModelError, NoOverlap, State, min_conflicts
from aimacsp.constraints.disjunctive import (
    detectable_precedences,
    edge_finding,
    not_last,
    unary_bounds,
)
from aimacsp.constraints.thetatree import ThetaTree

from .oracle import check_one_call, check_settles_last, check_solutions, model, one_call

TIMES = list(range(-2, 7))


@st.composite
def instances(draw: st.DrawFn, most: int = 4) -> tuple[NoOverlap[str, int], dict[str, list[int]]]:
    """A random `NoOverlap` over 1..most tasks, with durations 0..3 and domains with holes."""
    n = draw(st.integers(1, most))
    starts = [f"s{k}" for k in range(n)]
    durations = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
    ignored = draw(st.booleans())
    domains = {
        s: draw(st.lists(st.sampled_from(TIMES), min_size=1, max_size=5, unique=True))
        for s in starts
    }
    return NoOverlap(starts, durations, zero_ignored=ignored), domains


def overlap_free(starts: list[int], durations: list[int], ignored: bool) -> bool:
    """The relation restated: no two counted tasks share a moment, and (when zero durations
    count) no task of duration 0 sits strictly inside another."""
    busy = [(s, d) for s, d in zip(starts, durations) if d or not ignored]
    for (s, d), (t, e) in itertools.combinations(busy, 2):
        moments_a = set(range(s, s + d))
        moments_b = set(range(t, t + e))
        if moments_a & moments_b:
            return False
        if d == 0 and t < s < t + e or e == 0 and s < t < s + d:
            return False
    return True


@settings(max_examples=150, deadline=None)
@given(instances(), st.data())
def test_is_satisfied_restates_the_relation(instance: Any, data: st.DataObject) -> None:
    constraint, domains = instance
    values = [data.draw(st.sampled_from(domains[s])) for s in constraint.scope]
    expected = overlap_free(values, list(constraint.durations), constraint.zero_ignored)
    assert constraint.is_satisfied(values) == expected


@settings(max_examples=100, deadline=None)
@given(instances())
def test_search_finds_exactly_the_brute_force_solutions(instance: Any) -> None:
    constraint, domains = instance
    check_solutions(domains, constraint)


@settings(max_examples=150, deadline=None)
@given(instances(5))
def test_propagation_is_sound(instance: Any) -> None:
    note(repr(instance))
    constraint, domains = instance
    check_one_call(domains, constraint)


@settings(max_examples=150, deadline=None)
@given(instances(5), st.data())
def test_the_last_start_keeps_exactly_its_satisfying_values(
    instance: Any, data: st.DataObject
) -> None:
    constraint, domains = instance
    check_settles_last(data, domains, constraint)


def test_a_task_is_pushed_after_two_that_must_come_first() -> None:
    # a (4) is free; b (3) must end by 4, c (2) by 6: both come first, a starts at 5.
    constraint = NoOverlap(["a", "b", "c"], [4, 3, 2])
    domains = {"a": list(range(17)), "b": [0, 1], "c": [0, 1, 2, 3, 4]}
    assert one_call(constraint, domains) == {"a": set(range(5, 17)), "b": {0, 1}, "c": {3, 4}}


def test_starts_that_would_overlap_a_compulsory_part_go_holes_included() -> None:
    # b runs at least over [3, 5) whatever its start; a (2) cannot start at 2, 3 or 4.
    constraint = NoOverlap(["a", "b"], [2, 3])
    domains = {"a": [0, 2, 3, 4, 6], "b": [2, 3]}
    assert one_call(constraint, domains) == {"a": {0, 6}, "b": {2, 3}}


def test_zero_durations_are_ignored_or_kept_out_of_other_tasks() -> None:
    domains = {"a": [0], "z": [0, 1, 2, 3]}
    assert one_call(NoOverlap(["a", "z"], [3, 0]), domains) == {"a": {0}, "z": {0, 1, 2, 3}}
    counted = NoOverlap(["a", "z"], [3, 0], zero_ignored=False)
    assert one_call(counted, domains) == {"a": {0}, "z": {0, 3}}


def test_min_conflicts_schedules_tasks() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c"], range(6))
    csp.add_constraint(NoOverlap(["a", "b", "c"], [2, 2, 2]))
    found = min_conflicts(csp, seed=1)
    assert found is not None and csp.is_solution(found)


def test_wrong_arguments_are_named() -> None:
    with pytest.raises(ModelError, match=r"NoOverlap over \['a', 'b'\]: 1 durations for 2 tasks"):
        NoOverlap(["a", "b"], [1])
    with pytest.raises(ModelError, match="durations #1 is -2, which is negative"):
        NoOverlap(["a", "b"], [1, -2])
    with pytest.raises(ModelError, match="durations #0 1.5 is not a whole number"):
        NoOverlap(["a"], [1.5])  # type: ignore[list-item]
    with pytest.raises(ModelError, match="zero_ignored must be True or False"):
        NoOverlap(["a"], [1], zero_ignored="yes")  # type: ignore[arg-type]
    csp: CSP[str, Any] = CSP()
    csp.add_variables(["a", "b"], [0, 1.5])
    with pytest.raises(ModelError, match=r"NoOverlap\(a for 1, b for 1\): variable 'a' has "
                       "the value 1.5, which is not an integer"):  # fmt: skip
        csp.add_constraint(NoOverlap(["a", "b"], [1, 1]))


# -- the rules on time bounds, on their own ----------------------------------------------


@st.composite
def windows(draw: st.DrawFn) -> tuple[list[int], list[int], list[int]]:
    """Tasks with positive durations and time windows that can each hold their task."""
    n = draw(st.integers(1, 5))
    dur = draw(st.lists(st.integers(1, 4), min_size=n, max_size=n))
    est = draw(st.lists(st.integers(-3, 6), min_size=n, max_size=n))
    slack = draw(st.lists(st.integers(0, 6), min_size=n, max_size=n))
    lct = [e + d + s for e, d, s in zip(est, dur, slack)]
    return est, lct, dur


def schedules(est: list[int], lct: list[int], dur: list[int]) -> list[tuple[int, ...]]:
    """Every assignment of starts within the windows with no two tasks overlapping."""
    ranges = [range(e, c - d + 1) for e, c, d in zip(est, lct, dur)]
    return [
        starts
        for starts in itertools.product(*ranges)
        if all(
            s + d <= t or t + e <= s
            for (s, d), (t, e) in itertools.combinations(zip(starts, dur), 2)
        )
    ]


@settings(max_examples=300, deadline=None)
@given(windows())
def test_each_rule_is_sound(window: tuple[list[int], list[int], list[int]]) -> None:
    est, lct, dur = window
    found = schedules(est, lct, dur)
    ef = edge_finding(est, lct, dur)
    both = unary_bounds(est, lct, dur)
    if not found:
        return
    assert ef is not None and both is not None
    first = [min(s[k] for s in found) for k in range(len(est))]
    last_end = [max(s[k] + dur[k] for s in found) for k in range(len(est))]
    for new in (ef, detectable_precedences(est, lct, dur), both[0]):
        assert all(n <= f for n, f in zip(new, first)), (new, first)
    for new in (not_last(est, lct, dur), both[1]):
        assert all(n >= e for n, e in zip(new, last_end)), (new, last_end)
    lighter = unary_bounds(est, lct, dur, False)  # without not-first/not-last
    assert lighter is not None
    assert all(n <= f for n, f in zip(lighter[0], first))
    assert all(n >= e for n, e in zip(lighter[1], last_end))


def test_the_propagator_leaves_not_first_not_last_out() -> None:
    # task 1 cannot be last (tasks 0 and 2 would not fit after it): not-last ends it by 11,
    # the lighter rules the propagator runs leave its window as it was
    est, lct, dur = [6, 1, 4], [13, 12, 11], [2, 4, 3]
    assert unary_bounds(est, lct, dur) == ([6, 1, 4], [13, 11, 11])
    assert unary_bounds(est, lct, dur, False) == (est, lct)
    state = State(model({"a": list(range(6, 12)), "b": list(range(1, 9)), "c": list(range(4, 9))},
                        NoOverlap(["a", "b", "c"], dur)))  # fmt: skip
    assert state.propagators[0].propagate(state) and state.domain("b")[-1] == 8


@settings(max_examples=300, deadline=None)
@given(windows())
def test_edge_finding_detects_every_overloaded_set(
    window: tuple[list[int], list[int], list[int]],
) -> None:
    # A set overloads when its tasks cannot fit between its least start and greatest end.
    est, lct, dur = window
    n = len(est)
    overloaded = any(
        min(est[k] for k in group) + sum(dur[k] for k in group) > max(lct[k] for k in group)
        for size in range(1, n + 1)
        for group in itertools.combinations(range(n), size)
    )
    assert (edge_finding(est, lct, dur) is None) == overloaded


@settings(max_examples=300, deadline=None)
@given(windows(), st.data())
def test_theta_tree_completion_times(
    window: tuple[list[int], list[int], list[int]], data: st.DataObject
) -> None:
    est, _, dur = window
    n = len(est)
    kinds = data.draw(st.lists(st.sampled_from("wg-"), min_size=n, max_size=n))
    tree = ThetaTree(est, dur)
    for k, kind in enumerate(kinds):
        if kind == "w":
            tree.insert(k)
        elif kind == "g":
            tree.insert_gray(k)

    def ect(tasks: list[int]) -> int | None:
        # The earliest completion of a set: the best over its "start no earlier than" suffixes.
        if not tasks:
            return None
        return max(est[k] + sum(dur[j] for j in tasks if est[j] >= est[k]) for k in tasks)

    white = [k for k in range(n) if kinds[k] == "w"]
    gray = [k for k in range(n) if kinds[k] == "g"]
    plain = ect(white)
    if plain is not None:
        assert tree.ect() == plain
    candidates = [c for c in [plain, *(ect([*white, g]) for g in gray)] if c is not None]
    if not candidates:
        return
    best = max(candidates)
    assert tree.ect_gray() == best
    if plain is None or best > plain:  # a gray task makes the difference: the one named
        assert tree.responsible() in gray and ect([*white, tree.responsible()]) == best


def test_the_propagator_declares_what_it_does() -> None:
    (propagator,) = State(
        model({"a": [0, 1], "b": [0, 1]}, NoOverlap(["a", "b"], [1, 2]))
    ).propagators
    assert propagator.settles_last_variable and propagator.idempotent
    assert propagator.consistency == "forward"


@settings(max_examples=100, deadline=None)
@given(windows(), st.data())
def test_filling_a_theta_tree_equals_inserting_each_task(
    window: tuple[list[int], list[int], list[int]], data: st.DataObject
) -> None:
    est, _, dur = window
    filled, inserted = ThetaTree(est, dur), ThetaTree(est, dur)
    filled.fill()
    for k in range(len(est)):
        inserted.insert(k)
    gray = data.draw(st.sets(st.sampled_from(range(len(est)))))
    for tree in (filled, inserted):
        for k in gray:
            tree.insert_gray(k)
    assert (filled.ect(), filled.ect_gray(), filled.responsible()) == (
        inserted.ect(),
        inserted.ect_gray(),
        inserted.responsible(),
    )


def test_a_call_on_the_domains_it_left_does_no_work(monkeypatch: pytest.MonkeyPatch) -> None:
    import aimacsp.constraints.nooverlap as module

    calls = {"profile": 0, "unary_bounds": 0}
    for name in calls:
        real = getattr(module, name)

        def counting(*args: Any, real: Any = real, name: str = name) -> Any:
            calls[name] += 1
            return real(*args)

        monkeypatch.setattr(module, name, counting)
    state = State(model({"a": list(range(9)), "b": [0, 1, 2], "c": list(range(9))},
                        NoOverlap(["a", "b", "c"], [3, 2, 2])))  # fmt: skip
    (propagator,) = state.propagators
    assert propagator.propagate(state)
    done = dict(calls)
    assert propagator.propagate(state) and calls == done  # the domains it left: skipped
    # A hole inside a's window: time-tabling looks again, the window rules need not.
    assert state.remove("a", 6) and propagator.propagate(state)
    assert calls["profile"] > done["profile"] and calls["unary_bounds"] == done["unary_bounds"]
