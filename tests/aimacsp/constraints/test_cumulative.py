"""`Cumulative`: tasks sharing a resource, against brute force; the profile on its own."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from aimacsp import CSP, Cumulative, ModelError, State, min_conflicts
from aimacsp.constraints.timetable import forbidden_starts, profile

from .oracle import check_one_call, check_settles_last, check_solutions, model, one_call

TIMES = list(range(-2, 6))


@st.composite
def instances(draw: st.DrawFn, most: int = 3) -> tuple[Cumulative[str, int], dict[str, list[int]]]:
    """A random `Cumulative` over 1..most tasks (durations and heights 0..3), its starts'
    domains with holes and negative times, and a capacity variable from -1 to 5."""
    n = draw(st.integers(1, most))
    starts = [f"s{k}" for k in range(n)]
    durations = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
    heights = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
    domains = {
        s: draw(st.lists(st.sampled_from(TIMES), min_size=1, max_size=4, unique=True))
        for s in starts
    }
    domains["cap"] = draw(st.lists(st.integers(-1, 5), min_size=1, max_size=4, unique=True))
    return Cumulative(starts, durations, heights, "cap"), domains


def fits(starts: list[int], durations: list[int], heights: list[int], capacity: int) -> bool:
    """The relation restated, moment by moment: the tasks running use at most the capacity
    (and so the capacity is at least 0, the use of a moment when nothing runs)."""
    moments = {t for s, d in zip(starts, durations) for t in range(s, s + d)} | {min(starts) - 1}
    return all(
        sum(h for s, d, h in zip(starts, durations, heights) if s <= t < s + d) <= capacity
        for t in moments
    )


@settings(max_examples=150, deadline=None)
@given(instances(), st.data())
def test_is_satisfied_restates_the_relation(instance: Any, data: st.DataObject) -> None:
    constraint, domains = instance
    values = [data.draw(st.sampled_from(domains[v])) for v in constraint.scope]
    expected = fits(values[:-1], list(constraint.durations), list(constraint.heights), values[-1])
    assert constraint.is_satisfied(values) == expected


@settings(max_examples=100, deadline=None)
@given(instances())
def test_search_finds_exactly_the_brute_force_solutions(instance: Any) -> None:
    constraint, domains = instance
    check_solutions(domains, constraint)


@settings(max_examples=150, deadline=None)
@given(instances(4))
def test_propagation_is_sound(instance: Any) -> None:
    note(repr(instance))
    constraint, domains = instance
    check_one_call(domains, constraint)


@settings(max_examples=150, deadline=None)
@given(instances(4), st.data())
def test_the_last_variable_keeps_exactly_its_satisfying_values(
    instance: Any, data: st.DataObject
) -> None:
    constraint, domains = instance
    check_settles_last(data, domains, constraint)


def test_the_profile_raises_the_capacity_and_pushes_tasks_away() -> None:
    # a (3 x 2) runs over [1, 3) whatever its start in {0, 1}: cap >= 2; with cap <= 3,
    # b (2 x 2) cannot run alongside, so it cannot start at 0, 1 or 2 (holes kept out too).
    constraint = Cumulative(["a", "b"], [3, 2], [2, 2], "cap")
    domains = {"a": [0, 1], "b": [0, 1, 2, 4, 5], "cap": [0, 1, 2, 3]}
    assert one_call(constraint, domains) == {"a": {0, 1}, "b": {4, 5}, "cap": {2, 3}}


def test_a_task_higher_than_the_capacity_fails() -> None:
    constraint = Cumulative(["a"], [1], [4], "cap")
    assert one_call(constraint, {"a": [0, 5], "cap": [1, 3]}) is None


def test_the_capacity_is_never_negative() -> None:
    constraint = Cumulative(["a"], [0], [1], "cap")
    assert one_call(constraint, {"a": [0], "cap": [-2, -1, 0, 1]}) == {"a": {0}, "cap": {0, 1}}


def test_profile_and_forbidden_starts() -> None:
    assert profile([(0, 2, 1), (2, 4, 1), (5, 5, 3)]) == [(0, 2, 1), (2, 4, 1)]
    segments = profile([(0, 3, 2), (1, 2, 1)])
    assert segments == [(0, 1, 2), (1, 2, 3), (2, 3, 2)]
    # A task of 2 x 1 under a limit of 2 cannot overlap [0, 3) at all; its own part counts
    # nothing against itself.
    assert forbidden_starts(segments, None, 2, 1, 2) == [(-1, 2)]
    assert forbidden_starts(segments, (1, 2), 2, 1, 3) == []


def test_min_conflicts_schedules_under_a_capacity() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c"], range(5))
    csp.add_variable("cap", [2])
    csp.add_constraint(Cumulative(["a", "b", "c"], [2, 2, 2], [1, 1, 2], "cap"))
    found = min_conflicts(csp, seed=1)
    assert found is not None and csp.is_solution(found)


def test_wrong_arguments_are_named() -> None:
    with pytest.raises(ModelError, match=r"Cumulative over \['a', 'b'\]: 1 heights for 2 tasks"):
        Cumulative(["a", "b"], [1, 1], [1], "cap")
    with pytest.raises(ModelError, match="durations #0 is -1, which is negative"):
        Cumulative(["a"], [-1], [1], "cap")
    with pytest.raises(ModelError, match="heights #0 True is not a whole number"):
        Cumulative(["a"], [1], [True], "cap")
    with pytest.raises(TypeError, match="Cumulative: starts 'ab' is a string"):
        Cumulative("ab", [1, 1], [1, 1], "cap")
    with pytest.raises(ModelError, match="variable 'a' appears twice"):
        Cumulative(["a"], [1], [1], "a")
    csp: CSP[str, Any] = CSP()
    csp.add_variables(["a", "cap"], [0, "x"])
    with pytest.raises(ModelError, match=r"Cumulative\(a for 1 x 1 <= cap\): variable 'a' has "
                       "the value 'x', which is not an integer"):  # fmt: skip
        csp.add_constraint(Cumulative(["a"], [1], [1], "cap"))


def test_the_propagator_declares_what_it_does() -> None:
    (propagator,) = State(
        model({"a": [0, 1], "cap": [1]}, Cumulative(["a"], [1], [1], "cap"))
    ).propagators
    assert propagator.settles_last_variable and propagator.idempotent
    assert propagator.consistency == "forward"


def test_a_call_on_the_domains_it_left_does_no_work(monkeypatch: pytest.MonkeyPatch) -> None:
    import aimacsp.constraints.cumulative as module

    calls: list[int] = []
    real = module.profile

    def counting(*args: Any) -> Any:
        calls.append(1)
        return real(*args)

    monkeypatch.setattr(module, "profile", counting)
    state = State(model({"a": [0, 1], "b": list(range(6)), "cap": [2, 3]},
                        Cumulative(["a", "b"], [3, 2], [2, 2], "cap")))  # fmt: skip
    (propagator,) = state.propagators
    assert propagator.propagate(state)
    done = len(calls)
    assert propagator.propagate(state) and len(calls) == done
    assert state.remove("b", 5) and propagator.propagate(state) and len(calls) > done


def test_a_size_variable_must_not_be_negative() -> None:
    with pytest.raises(ModelError, match="the height of task 0, variable 'h', may be negative"):
        model({"a": [0], "h": [-1, 2], "cap": [2]}, Cumulative(["a"], [1], ["h"], "cap"))
    with pytest.raises(ModelError, match=r"durations #0 1.5 is not a whole number"):
        Cumulative(["a"], [1.5], [1], "cap")
