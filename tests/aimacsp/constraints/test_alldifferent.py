"""`AllDifferent`: its three propagation levels against brute force, with and without offsets."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, AllDifferent, ModelError, Solver, State
from aimacsp.constraints.alldifferent import hall_set_possible, singles
from aimacsp.search.heuristics import first_unassigned_variable
from aimacsp.search.inference import mac

from .oracle import int_domains
from .test_matching import supports_by_matching, units

# A scope of 1..6 variables, each with a non-empty subset of 0..6 as its domain, and offsets.
problems = st.integers(min_value=1, max_value=6).flatmap(
    lambda n: st.tuples(
        st.lists(
            st.sets(st.integers(min_value=0, max_value=6), min_size=1, max_size=7),
            min_size=n,
            max_size=n,
        ),
        st.one_of(
            st.none(),
            st.lists(st.integers(min_value=-3, max_value=3), min_size=n, max_size=n),
        ),
    )
)


Problem = tuple[list[set[int]], "list[int] | None"]


@st.composite
def instances(
    draw: st.DrawFn, words: bool = False, excepting: bool = True
) -> tuple[dict[str, list[object]], AllDifferent[str, object]]:
    """``(domains, constraint)`` over 1..5 variables with holes and negatives, offsets or an
    excepted value sometimes; ``words``: the first variable may hold words instead."""
    n = draw(st.integers(1, 5))
    names = [f"x{k}" for k in range(n)]
    domains: dict[str, list[object]] = dict(draw(int_domains(names, -2, 4, max_size=5)))
    offsets = draw(st.one_of(st.none(), st.lists(st.integers(-2, 2), min_size=n, max_size=n)))
    excepted = draw(st.sampled_from([None, [0], [0, 2]])) if excepting else None
    if words and offsets is None and draw(st.booleans()):
        pool = st.sampled_from([0, 1, "red", "blue"])
        domains[names[0]] = draw(st.lists(pool, min_size=1, max_size=3, unique=True))
    return domains, AllDifferent(names, offsets=offsets, excepting=excepted)


def model(domains: list[set[int]], offsets: list[int] | None, level: str) -> CSP[str, int]:
    csp: CSP[str, int] = CSP()
    names = [f"x{k}" for k in range(len(domains))]
    for name, domain in zip(names, domains):
        csp.add_variable(name, sorted(domain))
    csp.add_constraint(AllDifferent(names, offsets=offsets, level=level))
    return csp


def supported(domains: list[set[int]], offsets: list[int] | None) -> list[set[int]] | None:
    """The values of each variable used by some solution, by enumeration; None if unsatisfiable."""
    shift = offsets or [0] * len(domains)
    found: list[set[int]] = [set() for _ in domains]
    for combo in itertools.product(*(sorted(d) for d in domains)):
        keys = [v + o for v, o in zip(combo, shift)]
        if len(set(keys)) == len(keys):
            for k, v in enumerate(combo):
                found[k].add(v)
    return found if all(found) else None


def propagated(csp: CSP[str, int]) -> list[set[int]] | None:
    state = State(csp)
    state.wake_all()
    if not state.propagate():
        return None
    return [set(state.domain(var)) for var in csp.variables]


@settings(max_examples=300, deadline=None)
@given(problems)
def test_gac_level_removes_exactly_the_unsupported_values(problem: Problem) -> None:
    domains, offsets = problem
    assert propagated(model(domains, offsets, "gac")) == supported(domains, offsets)


@settings(max_examples=300, deadline=None)
@given(problems)
def test_basic_level_is_sound_and_agrees_on_satisfiability(problem: Problem) -> None:
    domains, offsets = problem
    expected = supported(domains, offsets)
    result = propagated(model(domains, offsets, "basic"))
    # Hall's theorem: the basic level fails exactly when no complete matching exists.
    assert (result is None) == (expected is None)
    if result is not None and expected is not None:
        assert all(e <= r for e, r in zip(expected, result))


@settings(max_examples=300, deadline=None)
@given(problems)
def test_singles_level_is_sound_and_places_every_hidden_single(problem: Problem) -> None:
    domains, offsets = problem
    expected = supported(domains, offsets)
    result = propagated(model(domains, offsets, "singles"))
    if result is None:
        assert expected is None  # sound: it fails only where nothing is left
        return
    if expected is not None:
        assert all(e <= r for e, r in zip(expected, result))
    # at its fixpoint no fixed value is left elsewhere, and, while the free variables have
    # exactly as many values as there are of them, no value has a single place left
    shift = offsets or [0] * len(result)
    keys = [{v + o for v in dom} for dom, o in zip(result, shift)]
    fixed = [k for k in keys if len(k) == 1]
    free = [k for k in keys if len(k) > 1]
    for one in fixed:
        assert sum(one <= k for k in free) == 0
    if free and len(set().union(*free)) == len(free):
        for value in set().union(*free):
            assert sum(value in k for k in free) > 1


def test_singles_places_a_hidden_single_that_basic_leaves() -> None:
    domains = [{1, 2}, {1, 2}, {1, 2, 3}]
    assert propagated(model(domains, None, "singles")) == [{1, 2}, {1, 2}, {3}]
    assert propagated(model(domains, None, "basic")) == domains


@settings(max_examples=100, deadline=None)
@given(problems, st.sampled_from(["basic", "singles", "gac"]))
def test_search_finds_exactly_the_brute_force_solutions(problem: Problem, level: str) -> None:
    domains, offsets = problem
    csp = model(domains, offsets, level)
    shift = offsets or [0] * len(domains)
    expected = {
        combo
        for combo in itertools.product(*(sorted(d) for d in domains))
        if len({v + o for v, o in zip(combo, shift)}) == len(combo)
    }
    solver = Solver(csp, select=first_unassigned_variable, inference=mac)
    found = [tuple(s[v] for v in csp.variables) for s in solver.solutions()]
    assert len(found) == len(set(found))
    assert set(found) == expected


def test_gac_removes_a_naked_pair_that_basic_keeps() -> None:
    domains = [{1, 2}, {1, 2}, {1, 2, 3}]
    assert propagated(model(domains, None, "gac")) == [{1, 2}, {1, 2}, {3}]
    assert propagated(model(domains, None, "basic")) == [{1, 2}, {1, 2}, {1, 2, 3}]


def test_gac_finds_a_hidden_single() -> None:
    # Three variables, three values: only x2 can take 3.
    domains = [{1, 2}, {1, 2}, {1, 2, 3}]
    result = propagated(model(domains, None, "gac"))
    assert result is not None and result[2] == {3}


def test_both_levels_fail_on_a_pigeonhole() -> None:
    for level in ("basic", "gac"):
        assert propagated(model([{1, 2}, {1, 2}, {1, 2}], None, level)) is None


def test_gac_with_offsets_prunes_queens_diagonals() -> None:
    # q0 + 0, q1 + 1 differ: q0 = 1 forbids q1 = 0.
    assert propagated(model([{1}, {0, 1, 2}], [0, 1], "gac")) == [{1}, {1, 2}]


def test_default_level_is_gac() -> None:
    assert AllDifferent(["a", "b"]).level == "gac"


def test_an_unknown_level_is_named_in_the_error() -> None:
    with pytest.raises(ModelError, match="'full'"):
        AllDifferent(["a", "b"], level="full")


def test_a_call_on_the_domains_it_left_does_no_work(monkeypatch: pytest.MonkeyPatch) -> None:
    import aimacsp.constraints.alldifferent as module
    from aimacsp.constraints.matching import regin_filter as real

    calls = []

    def counting(*args: object) -> bool:
        calls.append(1)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(module, "regin_filter", counting)
    state = State(model([{1, 2}, {1, 2}, {1, 2, 3, 4}, {3, 4, 5, 6}], None, "gac"))
    (propagator,) = state.propagators
    assert propagator.propagate(state) and len(calls) == 1
    assert state.domain("x2") == [3, 4]
    assert propagator.propagate(state) and len(calls) == 1  # the domains it left: skipped
    state.push_level()
    assert state.remove("x3", 6) and propagator.propagate(state) and len(calls) == 2
    assert propagator.propagate(state) and len(calls) == 2
    state.pop_level()  # other domains again: the filter runs
    assert propagator.propagate(state) and len(calls) == 3


@settings(max_examples=300, deadline=None)
@given(units)
def test_gac_propagator_is_exact_on_full_units(doms: list[int]) -> None:
    # n variables over n values, up to 9: singles, the size count and Régin's graph all act.
    domains = [{b + 1 for b in range(9) if d >> b & 1} for d in doms]
    expected = supports_by_matching(doms)
    result = propagated(model(domains, None, "gac"))
    if expected is None:
        assert result is None
    else:
        assert result == [{b + 1 for b in range(9) if d >> b & 1} for d in expected]


def test_singles_fix_hidden_singles_and_detect_clashes() -> None:
    doms = [0b0011, 0b0011, 0b0111, 0b1111]  # 4 has one place, then 3 has one place
    assert singles(doms) == [0, 1]
    assert doms == [0b0011, 0b0011, 0b0100, 0b1000]
    assert singles([0b0011, 0b0011, 0b1100, 0b0011]) is None  # 3 and 4: x2 only
    assert singles([0b011, 0b011, 0b011]) is None  # three variables, two values
    assert singles([0b001, 0b001, 0b110]) is None  # a fixed value twice
    wide = [0b0011, 0b0110]  # more values than variables: nothing is forced
    assert singles(wide) == [0, 1] and wide == [0b0011, 0b0110]


def test_hall_sets_are_looked_for_only_where_they_can_be() -> None:
    full = [0b1111] * 4
    assert not hall_set_possible(full, [0, 1, 2, 3])
    assert hall_set_possible([0b0011, 0b0011, 0b1111, 0b1111], [0, 1, 2, 3])  # a naked pair
    assert not hall_set_possible([0b011, 0b110, 0b101], [0, 1, 2])  # three: singles suffice
    assert hall_set_possible([0b0011, 0b0110], [0, 1])  # a free value: ask the graph


def test_full_unit_without_small_sets_skips_the_graph(monkeypatch: pytest.MonkeyPatch) -> None:
    import aimacsp.constraints.alldifferent as module

    def never(*args: object) -> bool:
        raise AssertionError("the graph was built")

    monkeypatch.setattr(module, "regin_filter", never)
    domains = [{1, 2, 3, 4}] * 3 + [{1, 2, 3}]
    assert propagated(model(domains, None, "gac")) == domains
