"""`Circuit` and `SubCircuit`: successor variables against brute force."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from aimacsp import (
    CSP,
    Circuit,
    ModelError,
    Solver,
    State,
    SubCircuit,
    count_solutions,
    min_conflicts,
)
from aimacsp.constraints.successors import circuit_filter

from .oracle import check_one_call, check_settles_last, check_solutions, model, one_call


@st.composite
def instances(draw: st.DrawFn, most: int = 5) -> tuple[Circuit[str, int], dict[str, list[int]]]:
    """A random `Circuit` or `SubCircuit` (either kind of emptiness) over 1..most nodes
    numbered from a random base, the domains holding values outside the nodes too."""
    n = draw(st.integers(1, most))
    base = draw(st.integers(-2, 2))
    scope = [f"x{k}" for k in range(n)]
    values = list(range(base - 1, base + n + 1))
    domains = {
        x: draw(st.lists(st.sampled_from(values), min_size=1, max_size=n + 1, unique=True))
        for x in scope
    }
    kind = draw(st.sampled_from(["circuit", "sub", "sub-nonempty"]))
    if kind == "circuit":
        return Circuit(scope, base=base), domains
    return SubCircuit(scope, base=base, nonempty=kind == "sub-nonempty"), domains


def one_cycle(successors: list[int], base: int, loops: bool, nonempty: bool) -> bool:
    """The relation restated by walking the arcs: every value names a node; the nodes that do
    not loop (all of them, without ``loops``) form a single cycle."""
    n = len(successors)
    nxt = [v - base for v in successors]
    if any(not 0 <= v < n for v in nxt) or len(set(nxt)) != n:
        return False
    inside = {k for k in range(n) if nxt[k] != k}
    if not loops and n > 1 and len(inside) < n:
        return False
    if not inside:
        return not nonempty and (loops or n == 1)
    start = min(inside)
    walked = {start}
    node = nxt[start]
    while node != start:
        walked.add(node)
        node = nxt[node]
    return walked == inside


@settings(max_examples=150, deadline=None)
@given(instances(), st.data())
def test_is_satisfied_restates_the_relation(instance: Any, data: st.DataObject) -> None:
    constraint, domains = instance
    values = [data.draw(st.sampled_from(domains[x])) for x in constraint.scope]
    loops = isinstance(constraint, SubCircuit)
    expected = one_cycle(values, constraint.base, loops, constraint.nonempty)
    assert constraint.is_satisfied(values) == expected


@settings(max_examples=100, deadline=None)
@given(instances(4))
def test_search_finds_exactly_the_brute_force_solutions(instance: Any) -> None:
    constraint, domains = instance
    check_solutions(domains, constraint)


@settings(max_examples=150, deadline=None)
@given(instances())
def test_propagation_is_sound(instance: Any) -> None:
    note(repr(instance))
    constraint, domains = instance
    check_one_call(domains, constraint)


@settings(max_examples=150, deadline=None)
@given(instances(), st.data())
def test_the_last_successor_keeps_exactly_its_satisfying_values(
    instance: Any, data: st.DataObject
) -> None:
    constraint, domains = instance
    check_settles_last(data, domains, constraint)


def test_circuits_are_counted() -> None:
    # (n - 1)! Hamiltonian circuits on n nodes; a subcircuit picks a set of two or more nodes
    # and a circuit on it: for 4 nodes 6 * 1 + 4 * 2 + 1 * 6 = 20, and 21 with the empty one.
    for n, circuits in [(1, 1), (2, 1), (3, 2), (5, 24)]:
        csp: CSP[int, int] = CSP()
        csp.add_variables(range(n), range(n))
        csp.add_constraint(Circuit(list(range(n))))
        assert count_solutions(csp) == circuits
    for nonempty, count in [(False, 21), (True, 20)]:
        csp = CSP()
        csp.add_variables(range(4), range(4))
        csp.add_constraint(SubCircuit(list(range(4)), nonempty=nonempty))
        assert count_solutions(csp) == count


def test_a_chain_of_fixed_arcs_cannot_close_early() -> None:
    # 0 -> 1 -> 2 is fixed: 2 -> 0 would leave 3 out, so 2 -> 3 and 3 -> 0.
    constraint = Circuit(["a", "b", "c", "d"])
    domains = {"a": [1], "b": [2], "c": [0, 1, 2, 3], "d": [0, 1, 2, 3]}
    assert one_call(constraint, domains) == {"a": {1}, "b": {2}, "c": {3}, "d": {0}}


def test_nodes_cut_off_from_those_that_must_be_in_are_left_out() -> None:
    # a and b cannot loop and reach each other; c can reach nobody but itself and a.
    constraint = SubCircuit(["a", "b", "c"])
    domains = {"a": [1, 2], "b": [0], "c": [0, 2]}
    assert one_call(constraint, domains) == {"a": {1}, "b": {0}, "c": {2}}


def test_the_filter_on_node_bitsets() -> None:
    succ = [0b0110, 0b1001, 0b1001, 0b0110]  # 0 and 3 lead to {1, 2}, 1 and 2 back to {0, 3}
    assert circuit_filter(succ, [0] * 4, sub=False, nonempty=False)
    assert not circuit_filter([0b10, 0b01, 0b1000, 0b100], [0] * 4, sub=False, nonempty=False)


def test_a_large_tour_is_found_quickly() -> None:
    n = 30
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n), range(n))
    csp.add_constraint(Circuit(list(range(n))))
    for k in range(n):  # a knight's-move-like sparse graph: next is k + 1 or k + 7
        csp.add_constraint(lambda v, k=k: v in {(k + 1) % n, (k + 7) % n}, [k])
    found = Solver(csp).solve()
    assert found is not None and Circuit(list(range(n))).is_satisfied([found[k] for k in range(n)])


def test_min_conflicts_finds_a_tour() -> None:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(4), range(4))
    csp.add_constraint(Circuit(list(range(4))))
    found = min_conflicts(csp, seed=1)
    assert found is not None and csp.is_solution(found)


def test_wrong_arguments_are_named() -> None:
    with pytest.raises(ModelError, match=r"Circuit over \['a', 'b'\]: base 0.5 is not a whole"):
        Circuit(["a", "b"], base=0.5)  # type: ignore[arg-type]
    with pytest.raises(ModelError, match="SubCircuit over .*: nonempty must be True or False"):
        SubCircuit(["a", "b"], nonempty=1)  # type: ignore[arg-type]
    csp: CSP[str, Any] = CSP()
    csp.add_variables(["a", "b"], [0, 1, "c"])
    with pytest.raises(ModelError, match=r"Circuit\(a, b\): variable 'a' has the value 'c'"):
        csp.add_constraint(Circuit(["a", "b"]))


def test_the_propagator_declares_what_it_does() -> None:
    (propagator,) = State(model({"a": [0, 1], "b": [0, 1]}, SubCircuit(["a", "b"]))).propagators
    assert propagator.settles_last_variable and propagator.idempotent
    assert propagator.consistency == "forward"


def test_a_call_on_the_domains_it_left_does_no_work(monkeypatch: pytest.MonkeyPatch) -> None:
    import aimacsp.constraints.circuit as module

    calls: list[int] = []
    real = module.circuit_filter

    def counting(*args: Any) -> bool:
        calls.append(1)
        return real(*args)

    monkeypatch.setattr(module, "circuit_filter", counting)
    state = State(model({k: list(range(4)) for k in range(4)}, Circuit(list(range(4)))))
    (propagator,) = state.propagators
    assert propagator.propagate(state) and propagator.propagate(state)
    done = len(calls)  # the first call removed the loops, the second found nothing more
    assert propagator.propagate(state) and len(calls) == done
    assert state.remove(0, 1) and propagator.propagate(state) and len(calls) == done + 1
