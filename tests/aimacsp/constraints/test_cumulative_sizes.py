"""`Cumulative` with variable durations and heights (`SizedTasksPropagator`), against brute
force: the relation restated, the solutions, one call's soundness and the last variable."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, Cumulative, ModelError, Solver

from .oracle import check_one_call, check_settles_last, check_solutions

TIMES = list(range(-1, 5))


@st.composite
def instances(draw: st.DrawFn, most: int = 3) -> tuple[Cumulative[str, int], dict[str, list[int]]]:
    """Tasks with starts, durations and heights each a constant or a variable (a size
    variable sometimes shared by two places), and a capacity variable."""
    n = draw(st.integers(1, most))
    domains: dict[str, list[int]] = {}
    small = st.lists(st.integers(0, 3), min_size=1, max_size=3, unique=True)

    def size(role: str, k: int) -> Any:
        kind = draw(st.sampled_from(["constant", "variable", "shared"]))
        if kind == "constant":
            return draw(st.integers(0, 3))
        name = f"{role}{k}" if kind == "variable" or k == 0 else f"{role}0"
        if name not in domains:
            domains[name] = draw(small)
        return name

    starts = [f"s{k}" for k in range(n)]
    for s in starts:
        domains[s] = draw(st.lists(st.sampled_from(TIMES), min_size=1, max_size=3, unique=True))
    durations = [size("d", k) for k in range(n)]
    heights = [size("h", k) for k in range(n)]
    domains["cap"] = draw(st.lists(st.integers(-1, 4), min_size=1, max_size=3, unique=True))
    return Cumulative(starts, durations, heights, "cap"), domains


def fits(values: dict[str, int], constraint: Cumulative[str, int]) -> bool:
    """The relation, moment by moment."""

    def size(given: Any) -> int:
        return given if isinstance(given, int) else values[given]

    tasks = [(values[s], size(d), size(h)) for s, d, h in
             zip(constraint.starts, constraint.durations, constraint.heights)]  # fmt: skip
    moments = {t for s, d, _ in tasks for t in range(s, s + d)}
    use = max((sum(h for s, d, h in tasks if s <= t < s + d) for t in moments), default=0)
    return use <= values["cap"]


@settings(max_examples=150, deadline=None)
@given(instances(), st.data())
def test_is_satisfied_restates_the_relation(instance: Any, data: st.DataObject) -> None:
    constraint, domains = instance
    values = {v: data.draw(st.sampled_from(domains[v])) for v in constraint.scope}
    assert constraint.is_satisfied([values[v] for v in constraint.scope]) == fits(
        values, constraint
    )


@settings(max_examples=150, deadline=None)
@given(instances(), st.data())
def test_one_call_is_sound_and_settles_the_last_variable(
    instance: Any, data: st.DataObject
) -> None:
    constraint, domains = instance
    check_one_call(domains, constraint)
    check_settles_last(data, domains, constraint)


@settings(max_examples=80, deadline=None)
@given(instances())
def test_search_finds_exactly_the_brute_force_solutions(instance: Any) -> None:
    constraint, domains = instance
    check_solutions(domains, constraint)


def test_the_sizes_filter_each_other() -> None:
    # a task lasting 2 or 3 of height 1 or 2 beside a fixed task of height 2 in [1, 3),
    # capacity 3: starting at 0, it cannot be 2 high, and lasting 1 more does not fit
    csp: CSP[str, int] = CSP()
    csp.add_variable("a", [0])
    csp.add_variable("b", [1])
    csp.add_variable("d", [2, 3])
    csp.add_variable("h", [1, 2])
    csp.add_variable("cap", [2])
    csp.add_constraint(Cumulative(["a", "b"], ["d", 2], ["h", 2], "cap"))
    assert list(Solver(csp).solutions()) == []
    spare: CSP[str, int] = CSP()
    for name, values in [("a", [0]), ("b", [1]), ("d", [1, 2, 3]), ("h", [1, 2]), ("cap", [3])]:
        spare.add_variable(name, values)
    spare.add_constraint(Cumulative(["a", "b"], ["d", 2], ["h", 2], "cap"))
    found = sorted((s["d"], s["h"]) for s in Solver(spare).solutions())
    assert found == [(1, 1), (1, 2), (2, 1), (3, 1)]


def test_a_size_variable_may_not_be_negative() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "cap"], range(3))
    csp.add_variable("d", [-1, 2])
    with pytest.raises(ModelError, match="the duration of task 0, variable 'd', may be negative"):
        csp.add_constraint(Cumulative(["a"], ["d"], [1], "cap"))
