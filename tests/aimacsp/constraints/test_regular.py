"""`Regular` and `MDD`: words of an automaton and paths of a diagram, against brute force."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from aimacsp import CSP, MDD, ModelError, Regular, Solver, State, min_conflicts
from aimacsp.constraints.layered import layered_supports

from .oracle import check_one_call, check_settles_last, check_solutions, model, one_call

VALUES = [-2, -1, 0, 1, 2]


@st.composite
def automata(draw: st.DrawFn, most: int = 4) -> tuple[Regular[str, int], dict[str, list[int]]]:
    """A random (often non-deterministic) automaton over negative and positive values, with
    states named by strings, and a word of 1..most variables."""
    n = draw(st.integers(1, most))
    states = [f"q{k}" for k in range(draw(st.integers(1, 4)))]
    arcs = st.tuples(st.sampled_from(states), st.sampled_from(VALUES), st.sampled_from(states))
    transitions = draw(st.lists(arcs, max_size=12))
    start = draw(st.sampled_from(states))
    finals = draw(st.sets(st.sampled_from(states)))
    scope = [f"x{k}" for k in range(n)]
    domains = {
        x: draw(st.lists(st.sampled_from(VALUES), min_size=1, max_size=5, unique=True))
        for x in scope
    }
    return Regular(scope, transitions, start, finals), domains


@st.composite
def diagrams(draw: st.DrawFn, most: int = 4) -> tuple[MDD[str, int], dict[str, list[int]]]:
    """A random layered diagram of 1..most layers with a path from the root to the sink (some
    inner nodes may be entered by no arc: the root and sink are named)."""
    n = draw(st.integers(1, most))
    layers = [["root"]] + [
        [f"n{k}_{m}" for m in range(draw(st.integers(1, 3)))] for k in range(1, n)
    ] + [["sink"]]  # fmt: skip
    transitions = []
    for k in range(n):
        # every node leaves by one arc at least: the root reaches the sink
        for node in layers[k]:
            for _ in range(draw(st.integers(1, 3))):
                target = draw(st.sampled_from(layers[k + 1]))
                transitions.append((node, draw(st.sampled_from(VALUES)), target))
    scope = [f"x{k}" for k in range(n)]
    domains = {
        x: draw(st.lists(st.sampled_from(VALUES), min_size=1, max_size=5, unique=True))
        for x in scope
    }
    return MDD(scope, transitions, root="root", sink="sink"), domains


def accepted(word: list[int], constraint: Regular[str, int]) -> bool:
    """The relation restated: some run of the automaton reads the word and ends final
    (a search over the runs, one choice at a time)."""

    def runs(state: Any, rest: list[int]) -> bool:
        if not rest:
            return state in constraint.finals
        return any(
            runs(target, rest[1:])
            for source, value, target in constraint.transitions
            if source == state and value == rest[0]
        )

    return runs(constraint.start, word)


@settings(max_examples=150, deadline=None)
@given(automata(), st.data())
def test_is_satisfied_restates_the_relation(instance: Any, data: st.DataObject) -> None:
    constraint, domains = instance
    word = [data.draw(st.sampled_from(domains[x])) for x in constraint.scope]
    assert constraint.is_satisfied(word) == accepted(word, constraint)


@settings(max_examples=100, deadline=None)
@given(st.one_of(automata(), diagrams()))
def test_search_finds_exactly_the_brute_force_solutions(instance: Any) -> None:
    constraint, domains = instance
    check_solutions(domains, constraint)


@settings(max_examples=150, deadline=None)
@given(st.one_of(automata(5), diagrams(5)))
def test_propagation_is_domain_consistent(instance: Any) -> None:
    note(repr(instance))
    constraint, domains = instance
    check_one_call(domains, constraint)


@settings(max_examples=100, deadline=None)
@given(st.one_of(automata(5), diagrams(5)), st.data())
def test_the_last_value_keeps_exactly_the_accepted_ones(instance: Any, data: st.DataObject) -> None:
    constraint, domains = instance
    check_settles_last(data, domains, constraint)


def test_a_nonogram_row() -> None:
    # One block of three ones in a row of five, the second cell known empty.
    block = [("a", 0, "a"), ("a", 1, "b"), ("b", 1, "c"), ("c", 1, "d"), ("d", 0, "d")]
    row = [f"c{k}" for k in range(5)]
    constraint = Regular(row, block, "a", ["d"])
    domains: dict[str, list[int]] = {c: [0, 1] for c in row}
    domains["c1"] = [0]
    assert one_call(constraint, domains) == {
        "c0": {0}, "c1": {0}, "c2": {1}, "c3": {1}, "c4": {1},
    }  # fmt: skip


def test_the_layered_filter_on_bitsets() -> None:
    arcs = [[(0, 0b01), (1, 0b10)], [(1, 0b10)]]  # 0* then 1+: state 1 is final
    assert layered_supports([0b11, 0b11], arcs, 0, 0b10) == [0b11, 0b10]
    assert layered_supports([0b10, 0b01], arcs, 0, 0b10) is None


def test_values_need_not_be_numbers() -> None:
    csp: CSP[str, str] = CSP()
    csp.add_variables(["a", "b"], ["red", "green"])
    csp.add_constraint(Regular(["a", "b"], [(0, "red", 1), (1, "green", 2)], 0, [2]))
    assert Solver(csp).solve() == {"a": "red", "b": "green"}


def test_min_conflicts_finds_an_accepted_word() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c"], [0, 1])
    ones = [("p", 0, "p"), ("p", 1, "q"), ("q", 0, "q")]
    csp.add_constraint(Regular(["a", "b", "c"], ones, "p", ["q"]))
    found = min_conflicts(csp, seed=1)
    assert found is not None and csp.is_solution(found)
    csp = CSP()
    csp.add_variables(["a", "b"], [0, 1])
    csp.add_constraint(MDD(["a", "b"], [("r", 1, "u"), ("u", 0, "t")]))
    found = min_conflicts(csp, seed=1)
    assert found is not None and csp.is_solution(found)


def test_wrong_arguments_are_named() -> None:
    with pytest.raises(ModelError, match=r"Regular over \['a'\]: transition #1 \(1, 2\) is not"):
        Regular(["a"], [(0, 1, 1), (1, 2)], 0, [1])
    with pytest.raises(ModelError, match="transitions must be a list of"):
        Regular(["a"], "q0", 0, [1])
    with pytest.raises(ModelError, match=r"holds \[1\], which is not hashable"):
        Regular(["a"], [(0, [1], 1)], 0, [1])
    with pytest.raises(ModelError, match="finals must be a list of states"):
        Regular(["a"], [(0, 1, 1)], 0, 1)  # type: ignore[arg-type]
    with pytest.raises(ModelError, match="cannot tell the root, .* no arc enters .*2 such"):
        MDD(["a"], [("r", 0, "t"), ("s", 0, "t")])
    with pytest.raises(ModelError, match="cannot tell the sink, the one node no arc leaves"):
        MDD(["a"], [("r", 0, "t"), ("t", 0, "r")], root="r")
    with pytest.raises(ModelError, match=r"no path of 2 arcs \(one per variable\) leads from"):
        MDD(["a", "b"], [("r", 0, "t")])
    with pytest.raises(ModelError, match="the diagram has no arcs"):
        MDD(["a"], [])


def test_the_propagator_declares_what_it_does() -> None:
    (propagator,) = State(model({"a": [0, 1]}, Regular(["a"], [(0, 1, 1)], 0, [1]))).propagators
    assert propagator.settles_last_variable and propagator.idempotent
    assert propagator.consistency == "domain"
