"""Variable selection and value ordering."""

from __future__ import annotations

from typing import Any

from aimacsp import (
    CSP,
    AllDifferent,
    Solver,
    State,
    degree,
    dom_wdeg,
    first_unassigned_variable,
    forward_checking,
    lcv,
    mrv,
    mrv_degree,
    unordered_domain_values,
)
from tests.aimacsp.strategies import brute_force


def star() -> CSP[str, int]:
    """A hub tied to three leaves; one leaf has a smaller domain."""
    csp: CSP[str, int] = CSP()
    csp.add_variable("leaf1", [0, 1, 2])
    csp.add_variable("leaf2", [0, 1])
    csp.add_variable("hub", [0, 1, 2])
    csp.add_variable("leaf3", [0, 1, 2])
    for leaf in ["leaf1", "leaf2", "leaf3"]:
        csp.add_constraint(lambda x, y: x != y, ["hub", leaf])
    return csp


def test_selectors_choose_as_documented() -> None:
    state = State(star())
    assert first_unassigned_variable(state) == "leaf1"
    assert mrv(state) == "leaf2"
    assert degree(state) == "hub"
    assert dom_wdeg(state) == "hub"  # 3 values over weighted degree 3


def test_mrv_degree_breaks_ties_by_degree() -> None:
    csp = star()
    csp.add_variable("lonely", [0, 1, 2])
    assert mrv_degree(State(csp)) == "leaf2"
    csp2: CSP[str, int] = CSP()
    csp2.add_variables(["a", "b", "c"], [0, 1])
    csp2.add_constraint(lambda x, y: x != y, ["b", "c"])
    assert mrv(State(csp2)) == "a"
    assert mrv_degree(State(csp2)) == "b"


def test_lcv_prefers_values_that_leave_more_choices() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variable("x", [0, 1, 2])
    csp.add_variable("y", [1, 2])
    csp.add_variable("z", [2])
    csp.add_constraint(lambda a, b: a != b, ["x", "y"])
    csp.add_constraint(lambda a, b: a != b, ["x", "z"])
    state = State(csp)
    assert unordered_domain_values("x", state) == [0, 1, 2]
    assert lcv("x", state) == [0, 1, 2]  # 0 removes nothing, 1 one value, 2 wipes z out
    assert state.domain("y") == [1, 2]  # probing left no trace


def test_a_custom_selector_plugs_in() -> None:
    def most_values(state: State[Any, Any]) -> Any:
        return max(state.unassigned(), key=state.size)

    solver = Solver(star(), select=most_values, inference=forward_checking)
    assert solver.count() == len(brute_force(star())) == 16


def test_dom_wdeg_turns_to_constraints_that_failed() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variable("a", [0, 1])
    csp.add_variable("b", [0, 1])
    csp.add_variable("c", [0, 1, 2, 3])
    csp.add_constraint(lambda x, y: True, ["a", "c"])
    csp.add_constraint(lambda x, y: False, ["b", "c"])
    state = State(csp)
    assert dom_wdeg(state) == "a"  # a, b: 2 values / weight 1; c: 4 / 2
    state.wake_all()
    assert not state.propagate()  # the constraint on b and c wipes a domain out
    assert dom_wdeg(state) == "b"  # its weight doubled: b scores 2 / 2


def test_dom_wdeg_decides_the_models_own_variables_before_auxiliary_ones() -> None:
    csp: CSP[Any, int] = CSP()
    x = csp.integers("x", 3, 0, 9)
    csp.add(AllDifferent([x[0] % 3, x[1] % 4, x[2]]))  # two auxiliary variables of 3 and 4 values
    state = State(csp)
    assert len(csp.auxiliary) == 2 and state.decisions == [0, 1, 2]
    assert dom_wdeg(state) == "x[0]"  # 10 values, before the auxiliary variable of 3
    for i in range(3):  # once the model's variables are decided, the auxiliary ones come
        state.assign(i, state.value_index[i])
    assert dom_wdeg(state) == csp.auxiliary[0]


def test_the_truth_values_of_conditions_are_decisions_too() -> None:
    # choosing which comparisons hold is a real choice (XCSP3's NonTransitiveDice took 100
    # times longer when its truth values waited for the model's variables)
    csp: CSP[Any, int] = CSP()
    x = csp.integers("x", 6, 0, 9)
    csp.add(sum(x[i] > x[i + 1] for i in range(5)) == 2)  # five 0/1 auxiliary variables
    state = State(csp)
    assert len(csp.auxiliary) == 5 and state.decisions == list(range(11))
    assert dom_wdeg(state) in csp.auxiliary  # 2 values each, before the model's 10


def test_values_keep_the_order_they_were_given_in() -> None:
    csp: CSP[str, Any] = CSP()
    csp.add_variable("x", [3, 1, 2])
    csp.add_variable("y", ["red", 7, "blue"])
    state = State(csp)
    assert unordered_domain_values("x", state) == [3, 1, 2]
    assert state.domain("y") == ["red", 7, "blue"]
    assert state.remove("x", 1) and state.domain("x") == [3, 2]


def test_mrv_counts_legal_values_when_nothing_prunes() -> None:
    csp = star()  # leaf2 has 2 values, the hub and the other leaves 3
    state = State(csp)
    state.prunes = False
    state.assign(state.index["hub"], state.value_index[0])
    assert state.legal_values("leaf1") == 2  # 0 is taken by the hub
    assert state.legal_values("leaf2") == 1
    assert mrv(state) == "leaf2"
    solver = Solver(csp, select=mrv)  # with MAC, the domains themselves are the legal values
    assert solver.count() == 16


def test_mrv_degree_counts_legal_values_too() -> None:
    csp = star()
    csp.add_variable("loner", [0, 1])
    state = State(csp)
    state.prunes = False
    state.assign(state.index["hub"], state.value_index[1])
    # leaf2 and loner both have two values in their domains, but only leaf2 lost one.
    assert mrv_degree(state) == "leaf2"
