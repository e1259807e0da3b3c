"""A plug-in's mistake is named, never turned into a wrong answer; plug-ins declare what they do.

Buggy selectors, orderers and inferences are drawn at random and run on random CSPs against
brute force: every search either gives exactly the right answer or stops with an error that
names the plug-in. The recursive search of Figure 6.5 is the oracle the fast solver agrees with.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aimacsp import (
    CSP,
    Constraint,
    Solver,
    State,
    Status,
    backtracking_search,
    declare_inference,
    first_unassigned_variable,
    forward_checking,
    lcv,
    mac,
    mrv,
    no_inference,
    recursive_backtracking_search,
    unordered_domain_values,
)
from aimacsp.problems import australia, queens
from aimacsp.search import declaration_of
from tests.aimacsp.strategies import brute_force, csps

INFERENCES = [no_inference, forward_checking, mac]


def forgets_assigned(state: State[Any, Any]) -> Any:
    """The classic student mistake: MRV over every variable, assigned or not."""
    return min(state.variables, key=state.size)


def test_a_selector_choosing_an_assigned_variable_is_named() -> None:
    for inference in INFERENCES:
        with pytest.raises(ValueError, match=r"select returned \d, which is already assigned"):
            Solver(queens(8), select=forgets_assigned, inference=inference).solve()
        with pytest.raises(ValueError, match="select returned '.*', which is already assigned"):
            Solver(australia(), select=forgets_assigned, inference=inference).solve()


@pytest.mark.parametrize(
    ("answer", "error", "message"),
    [
        (None, ValueError, "select returned None, which is not a variable of the problem"),
        (("WA", "NT"), ValueError, r"select returned \('WA', 'NT'\), which is not a variable"),
        (["WA"], TypeError, r"select returned \['WA'\], which is not a variable"),
    ],
)
def test_a_selector_returning_a_stranger_is_named(answer: Any, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        Solver(australia(), select=lambda state: answer).solve()


def test_an_orderer_listing_unknown_values_is_named() -> None:
    def as_text(var: Any, state: State[Any, Any]) -> list[str]:
        return [str(v) for v in state.domain(var)]

    def with_scores(var: Any, state: State[Any, Any]) -> list[tuple[Any, int]]:
        return [(v, 0) for v in state.domain(var)]

    with pytest.raises(ValueError, match=r"order returned '\d' for \d, which is not in its domain"):
        Solver(queens(6), order=as_text).solve()
    with pytest.raises(ValueError, match=r"order returned \(\d, 0\) for \d, which is not in"):
        Solver(queens(6), order=with_scores).solve()
    with pytest.raises(TypeError, match="order returned 'abc' for .*: it must return a list"):
        Solver(australia(), order=lambda var, state: "abc").solve()
    with pytest.raises(TypeError, match=r"order returned \[\] for 'WA', which is not a value"):
        Solver(australia(), order=lambda var, state: [[]]).solve()


def test_an_orderer_must_list_each_value_once_and_all_of_them() -> None:
    with pytest.raises(ValueError, match="order returned 'red' twice for '(WA|NT|SA)'"):
        Solver(australia(), order=lambda var, state: ["red", "red"]).solve()
    with pytest.raises(ValueError, match=r"order left out \['red'\] of the domain of"):
        # a search that lost values could say "no solution" where there are many
        Solver(australia(), order=lambda var, state: state.domain(var)[1:]).count()


def test_an_orderer_may_list_values_the_search_has_ruled_out() -> None:
    # AIMA's ORDER-DOMAIN-VALUES may list the model's domain: the pruned values are passed over
    csp = queens(6)

    def model_domain(var: Any, state: State[Any, Any]) -> list[Any]:
        return list(csp.domains[var])

    assert Solver(csp, order=model_domain, inference=forward_checking).count() == 4


def test_an_inference_must_return_a_bool() -> None:
    with pytest.raises(TypeError, match=r"inference returned None: an inference must return"):
        Solver(australia(), inference=lambda var, state: None).solve()  # type: ignore[arg-type,return-value]
    with pytest.raises(TypeError, match=r"inference returned \(True,\)"):
        Solver(australia(), inference=lambda var, state: (True,)).solve()  # type: ignore[arg-type,return-value]


def test_plug_ins_with_the_wrong_arity_are_refused_when_the_solver_is_made() -> None:
    with pytest.raises(TypeError, match=r"Solver: select must take 1 argument, but <lambda>\(\)"):
        Solver(australia(), select=lambda: None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Solver: order must take 2 arguments"):
        Solver(australia(), order=lambda var: [])  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="backtracking_search: inference must take 2 arguments"):
        backtracking_search(australia(), inference=lambda state: True)  # type: ignore[arg-type]


def test_an_inference_that_lies_about_checking_cannot_make_a_wrong_solution() -> None:
    @declare_inference(checks=True)
    def careless(var: Any, state: State[Any, Any]) -> bool:
        return True  # says it checks constraints, checks nothing

    with pytest.raises(ValueError, match="declares checks=True, but it .* let the violated"):
        Solver(australia(), inference=careless, preprocess=False).solve()


# -- random buggy plug-ins on random CSPs --------------------------------------------------


def buggy_selector(draw: st.DrawFn) -> Any:
    kind = draw(st.sampled_from(["assigned", "stranger", "none", "fine"]))
    turn = draw(st.integers(0, 3))
    calls = itertools.count()

    def select(state: State[Any, Any]) -> Any:
        if next(calls) >= turn:
            if kind == "assigned" and any(state.assigned):
                return state.variables[state.assigned.index(True)]
            if kind == "stranger":
                return "no such variable"
            if kind == "none":
                return None
        return first_unassigned_variable(state)

    return select


def buggy_orderer(draw: st.DrawFn) -> Any:
    kind = draw(st.sampled_from(["foreign", "twice", "short", "fine", "reversed"]))
    turn = draw(st.integers(0, 3))
    calls = itertools.count()

    def order(var: Any, state: State[Any, Any]) -> list[Any]:
        values = state.domain(var)
        if next(calls) >= turn:
            if kind == "foreign":
                return [*values, 99]
            if kind == "twice":
                return values + values[:1]
            if kind == "short":
                return values[1:]
            if kind == "reversed":
                return values[::-1]
        return values

    return order


def buggy_inference(draw: st.DrawFn) -> Any:
    kind = draw(st.sampled_from(["not-bool", "lies", "fine", "mac"]))
    base = draw(st.sampled_from(INFERENCES))

    def infer(var: Any, state: State[Any, Any]) -> Any:
        result = base(var, state)
        return 1 if kind == "not-bool" else result

    if kind == "lies":
        return declare_inference(checks=True)(lambda var, state: True)
    return mac if kind == "mac" else infer


@st.composite
def plug_ins(draw: st.DrawFn) -> tuple[Any, Any, Any]:
    return buggy_selector(draw), buggy_orderer(draw), buggy_inference(draw)


class Careless(Constraint[str, int]):
    """A user's constraint whose propagate never fails: MAC and forward checking rely on
    propagators to reject a violated, fixed scope."""

    def __init__(self, scope: Any, allowed: frozenset[tuple[int, ...]]) -> None:
        super().__init__(scope)
        self.allowed = allowed

    def is_satisfied(self, values: Any) -> bool:
        return tuple(values) in self.allowed

    def propagate(self, state: Any) -> bool:
        return True


@given(csps(max_variables=5), st.data())
def test_a_careless_user_propagator_cannot_make_a_wrong_solution(
    csp: CSP[str, int], data: st.DataObject
) -> None:
    variables = list(csp.variables)
    scope = data.draw(st.lists(st.sampled_from(variables), min_size=1, max_size=3, unique=True))
    rows = data.draw(st.frozensets(st.tuples(*[st.integers(0, 3)] * len(scope)), max_size=4))
    csp.add_constraint(Careless(scope, rows))
    truth = brute_force(csp)
    for inference in INFERENCES:
        solver = Solver(csp, inference=inference)
        try:
            found = list(solver.solutions())
        except ValueError as error:
            assert "violates Careless" in str(error)
            continue
        assert len(found) == len(truth) and all(csp.is_solution(s) for s in found)


@given(csps(), plug_ins())
def test_buggy_plug_ins_never_give_a_wrong_answer(csp: CSP[str, int], plugs: Any) -> None:
    select, order, inference = plugs
    truth = brute_force(csp)
    solver = Solver(csp, select=select, order=order, inference=inference, preprocess=False)
    try:
        found = list(solver.solutions())
    except (TypeError, ValueError) as error:
        assert any(word in str(error) for word in ("select", "order", "inference")), error
        return
    assert all(csp.is_solution(s) for s in found)
    assert len(found) == len(truth)
    assert solver.status is (Status.SOLVED if truth else Status.UNSATISFIABLE)


# -- Figure 6.5 read line by line, and the fast solver -------------------------------------


@given(csps())
def test_the_recursive_search_is_the_fast_solvers_oracle(csp: CSP[str, int]) -> None:
    truth = brute_force(csp)
    for select, order, inference in itertools.product(
        [first_unassigned_variable, mrv], [unordered_domain_values, lcv], INFERENCES
    ):
        slow = recursive_backtracking_search(csp, select, order, inference)
        fast = Solver(csp, select=select, order=order, inference=inference, preprocess=False)
        assert fast.solve() == slow
        assert (slow is None) == (not truth)
        assert slow is None or csp.is_solution(slow)


def test_the_built_in_inferences_declare_what_they_do() -> None:
    declared = [declaration_of(f) for f in INFERENCES]
    assert [d.prunes for d in declared] == [False, True, True]
    assert [d.checks for d in declared] == [False, True, True]
    assert [d.fixpoint for d in declared] == [False, False, True]
    assert [d.runs_every_propagator for d in declared] == [False, True, True]


def test_a_declared_wrapper_of_mac_is_treated_as_mac() -> None:
    csp = queens(12, encoding="binary")

    @declare_inference(checks=True, fixpoint=True, runs_every_propagator=True)
    def my_mac(var: Any, state: State[Any, Any]) -> bool:
        return mac(var, state)

    assert declaration_of(my_mac) == declaration_of(mac)
    built_in, wrapper = Solver(csp, inference=mac), Solver(csp, inference=my_mac)
    assert built_in.solve() == wrapper.solve()
    stats_of = [
        (s.stats.assignments, s.stats.propagations, s.stats.checks) for s in (built_in, wrapper)
    ]
    # the same statistics, and the same guard: no constraint checked again at the solution
    assert stats_of[0] == stats_of[1] and stats_of[0][2] == 0


def test_the_last_guard_follows_the_declaration_not_the_function() -> None:
    csp = queens(12, encoding="binary")

    @declare_inference(checks=True, fixpoint=True)  # does not promise to run every propagator
    def modest_mac(var: Any, state: State[Any, Any]) -> bool:
        return mac(var, state)

    modest = Solver(csp, inference=modest_mac)
    undeclared = Solver(csp, inference=lambda var, state: mac(var, state))
    built_in = Solver(csp, inference=mac)
    assert modest.solve() == undeclared.solve() == built_in.solve()
    # the guard checks each of the 66 constraints once at the solution, and counts it
    assert modest.stats.checks == len(csp.constraints) == 66
    assert modest.stats.assignments == built_in.stats.assignments
    assert undeclared.stats.checks > 0


def test_declare_inference_takes_booleans() -> None:
    with pytest.raises(TypeError, match="declare_inference: prunes must be True or False"):
        declare_inference(prunes=1)  # type: ignore[arg-type]


def test_a_plug_in_may_be_an_unhashable_callable() -> None:
    class Settings:  # a plug-in with settings, comparing by value: not hashable
        __hash__ = None  # type: ignore[assignment]
        checks = True

        def __eq__(self, other: object) -> bool:
            return isinstance(other, Settings)

        def __call__(self, var: Any, state: State[Any, Any]) -> bool:
            return forward_checking(var, state)

    assert Solver(queens(6), inference=Settings()).count() == 4


class Spy(Constraint[Any, Any]):
    """A constraint that remembers the domains of its scope at each call of its propagator
    (the default `propagate`, which settles its last variable)."""

    def __init__(self, inner: Constraint[Any, Any]) -> None:
        super().__init__(inner.scope)
        self.inner = inner
        self.seen: list[tuple[tuple[Any, ...], ...]] = []

    def is_satisfied(self, values: Any) -> bool:
        return self.inner.is_satisfied(values)

    def propagate(self, state: Any) -> bool:
        self.seen.append(tuple(tuple(state.domain(var)) for var in self.scope))
        return super().propagate(state)


@given(csp=csps())
def test_the_built_in_inferences_keep_their_declarations(csp: CSP[Any, Any]) -> None:
    # What the last guard relies on: with an inference that declares runs_every_propagator,
    # every constraint has been filtered, at a solution, with at most one of its variables
    # unfixed and the rest as the solution has them; and prunes / checks / fixpoint hold
    # after every assignment the inference accepts.
    spied: CSP[Any, Any] = CSP()
    for var in csp.variables:
        spied.add_variable(var, csp.domains[var])
    spies = [spied.add_constraint(Spy(c)) for c in csp.constraints]
    for inference in INFERENCES:
        declared = declaration_of(inference)

        def watched(
            var: Any, state: State[Any, Any], inference: Any = inference, declared: Any = declared
        ) -> bool:
            fine = inference(var, state)
            # the values assigned, not every domain of one value: forward checking may fix a
            # neighbour after a constraint it shares with two others has run (that constraint
            # fails when the neighbour is assigned, and runs again)
            fixed = state.assignment()
            if fine and declared.checks:
                for c in state.constraints_on(var):
                    if all(v in fixed for v in c.scope):
                        assert c.is_satisfied([fixed[v] for v in c.scope])
            if fine and declared.prunes:  # the legal values: those the assignment allows
                assignment = state.assignment()
                for other in state.unassigned():
                    for c in state.constraints_on(other):
                        rest = [v for v in c.scope if v != other]
                        if rest and all(v in assignment for v in rest):
                            for value in state.domain(other):
                                values = [value if v == other else assignment[v] for v in c.scope]
                                assert c.is_satisfied(values), (inference, other, value)
            if fine and declared.fixpoint:
                before = list(state.dom)
                state.push_level()
                state.wake_all()
                assert state.propagate() and state.dom == before
                state.pop_level()
            return fine

        for spy in spies:
            spy.seen.clear()
        plug_in = declare_inference(**vars(declared))(lambda var, state, w=watched: w(var, state))
        solver = Solver(spied, inference=plug_in)
        for solution in solver.solutions():
            if not declared.runs_every_propagator:
                continue
            for spy in spies:
                final = [solution[v] for v in spy.scope]
                assert any(
                    sum(len(d) > 1 for d in seen) <= 1
                    and all(value in d for value, d in zip(final, seen))
                    for seen in spy.seen
                ), (inference, spy)
