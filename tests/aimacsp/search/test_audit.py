"""The audit mode: no false alarm on the built-in plug-ins, and each planted bug named with the
solution it loses."""

from __future__ import annotations

import contextlib
import io
import itertools
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp import (
    CSP,
    Constraint,
    Propagator,
    Restarts,
    SearchRecord,
    Solver,
    State,
    UnsoundPruning,
    degree,
    dom_wdeg,
    first_unassigned_variable,
    forward_checking,
    last_conflict,
    lcv,
    mac,
    mrv,
    mrv_degree,
    mrv_wdeg,
    no_inference,
    phase_saving,
    solutions,
    unordered_domain_values,
)
from aimacsp.problems import queens
from aimacsp.search.audit import AUDIT_LIMIT
from aimacsp.types import DomainStore
from tests.aimacsp.constraints.test_globals_together import csps as global_csps
from tests.aimacsp.strategies import brute_force, csps, frozen

SELECTORS = [
    first_unassigned_variable, mrv, degree, mrv_degree, dom_wdeg, mrv_wdeg, last_conflict(mrv)
]  # fmt: skip
ORDERERS = [unordered_domain_values, lcv, phase_saving(lcv)]
INFERENCES = [no_inference, forward_checking, mac]
FOUR_QUEENS = [{0: 1, 1: 3, 2: 0, 3: 2}, {0: 2, 1: 0, 2: 3, 3: 1}]


@given(csps(), st.sampled_from(SELECTORS), st.sampled_from(ORDERERS))
def test_no_false_alarm_on_the_built_in_plug_ins(
    csp: CSP[str, int], select: Any, order: Any
) -> None:
    note(f"{dict(csp.domains)} {csp.constraints}")
    expected = frozen(brute_force(csp))
    for inference, restarts in itertools.product(INFERENCES, (None, Restarts.luby(1))):
        audited = Solver(csp, select, order, inference, restarts=restarts, audit=True)
        plain = Solver(csp, select, order, inference, restarts=restarts)
        assert (audited.solve() is None) == (not expected)
        plain.solve()
        # the audit watches the search, it does not steer it
        assert audited.stats.assignments == plain.stats.assignments
        assert audited.stats.restarts == plain.stats.restarts
        assert frozen(list(audited.solutions())) == expected
    assert (Solver(csp, audit=True).solve() is None) == (not expected)


@given(global_csps(), st.sampled_from(SELECTORS))
def test_no_false_alarm_on_the_global_constraints(csp: CSP[str, int], select: Any) -> None:
    note(f"{dict(csp.domains)} {csp.constraints}")
    expected = frozen(brute_force(csp))
    for inference in INFERENCES:
        audited = Solver(csp, select, lcv, inference, audit=True)
        assert frozen(list(audited.solutions())) == expected
    assert (Solver(csp, audit=True).solve() is None) == (not expected)


@given(csps(), st.booleans())
def test_no_false_alarm_in_branch_and_bound(csp: CSP[str, int], least: bool) -> None:
    note(f"{dict(csp.domains)} {csp.constraints}")
    found = [s["x0"] for s in brute_force(csp)]
    solver = Solver(csp, audit=True)
    best = solver.minimize("x0") if least else solver.maximize("x0")
    assert (best is None) == (not found)
    if best is not None:
        assert best["x0"] == (min(found) if least else max(found))


def greedy(var: int, state: State[int, int]) -> bool:
    """Forward checking, then one value too many: the last of the next open domain."""
    if not forward_checking(var, state):
        return False
    for other in state.unassigned():
        if state.size(other) > 1:
            return state.remove(other, state.domain(other)[-1])
    return True


def assert_witness(error: UnsoundPruning, csp: CSP[Any, Any]) -> None:
    """The witness is a solution that extends the node's assignment with the removed value."""
    assert csp.is_solution(error.witness)
    assert error.assignment.items() <= error.witness.items()
    assert error.depth == len(error.assignment)
    if error.var is not None:
        assert error.witness[error.var] == error.value
        assert error.var not in error.assignment


@pytest.mark.parametrize("select", [first_unassigned_variable, mrv, dom_wdeg])
def test_an_inference_that_prunes_one_value_too_many_is_named_in_4_queens(select: Any) -> None:
    assert Solver(queens(4), select=select, inference=greedy).solve() is None  # the bug
    with pytest.raises(UnsoundPruning) as caught:
        Solver(queens(4), select=select, inference=greedy, audit=True).solve()
    error = caught.value
    assert_witness(error, queens(4))
    assert error.witness in FOUR_QUEENS
    assert error.source is greedy and error.culprit == "inference 'greedy'"
    message = str(error)
    assert f"depth {error.depth}" in message and "inference 'greedy' removed the value" in message
    assert f"from variable {error.var!r}" in message and "is a solution that uses it" in message


def test_the_first_unsound_removal_is_the_one_named() -> None:
    with pytest.raises(UnsoundPruning) as caught:
        Solver(queens(4), select=first_unassigned_variable, inference=greedy, audit=True).solve()
    # 0 = 0 has no solution, so what greedy removes under it is sound; under 0 = 1, 1 = 3
    # it removes 2 from column 3, and 1, 3, 0, 2 is a solution
    error = caught.value
    assert (error.depth, error.assignment, error.var, error.value) == (2, {0: 1, 1: 3}, 3, 2)
    assert error.witness == {0: 1, 1: 3, 2: 0, 3: 2}


class SloppyPair(Constraint[int, int]):
    """Two queens that do not attack each other; its propagate removes one row too many."""

    def is_satisfied(self, values: Sequence[int]) -> bool:
        x, y = values
        return x != y and abs(x - y) != self.scope[1] - self.scope[0]

    def propagate(self, state: DomainStore[int, int]) -> bool:
        a, b = self.scope
        if state.size(a) == 1:
            x = state.domain(a)[0]
            for y in state.domain(b):
                if (not self.is_satisfied((x, y)) or y == x + 2) and not state.remove(b, y):
                    return False
        return True


def queens_with(pair: Constraint[int, int], n: int = 4) -> CSP[int, int]:
    """n-queens with the columns of ``pair`` kept by it instead of a predicate."""
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n), range(n))
    for i, j in itertools.combinations(range(n), 2):
        if (i, j) == pair.scope:
            csp.add_constraint(pair)
        else:
            csp.add_constraint(lambda a, b, d=j - i: a != b and abs(a - b) != d, [i, j])
    return csp


@pytest.mark.parametrize("inference", [forward_checking, mac])
def test_a_propagator_that_removes_a_supported_value_is_named(inference: Any) -> None:
    pair = SloppyPair([0, 1])
    csp = queens_with(pair)
    assert frozen(list(solutions(csp, inference=inference))) == frozen(FOUR_QUEENS[1:])  # one lost
    with pytest.raises(UnsoundPruning) as caught:
        Solver(csp, select=first_unassigned_variable, inference=inference, audit=True).solve()
    error = caught.value
    assert_witness(error, csp)
    assert (error.assignment, error.var, error.value) == ({0: 1}, 1, 3)
    assert error.source is pair
    name = inference.__name__
    assert error.culprit == f"the propagate method of SloppyPair(0, 1), run by inference {name!r}"


class Pessimist(SloppyPair):
    """Reports a wipe-out whenever its second queen has more than one row left."""

    def propagate(self, state: DomainStore[int, int]) -> bool:
        return state.size(self.scope[1]) == 1


def test_a_wrong_unsatisfiable_is_named_with_a_solution() -> None:
    # MAC propagates the whole problem first: the wipe-out at the root ends the search
    pessimist = Pessimist([0, 3])
    csp = queens_with(pessimist)
    plain = Solver(csp, inference=mac)
    assert plain.solve() is None and plain.status.value == "unsatisfiable"
    with pytest.raises(UnsoundPruning) as caught:
        Solver(csp, inference=mac, audit=True).solve()
    error = caught.value
    assert_witness(error, csp)
    assert (error.depth, error.var, error.value, error.source) == (0, None, None, pessimist)
    assert str(error).startswith(
        "unsound answer: the search answered UNSATISFIABLE (the last wipe-out reported by the"
        " propagate method of Pessimist(0, 3)), yet {"
    )


def test_a_wrong_wipe_out_under_an_assignment_is_named() -> None:
    pessimist = Pessimist([0, 3])
    csp = queens_with(pessimist)
    plan: dict[str, Any] = {"select": first_unassigned_variable, "inference": forward_checking}
    assert Solver(csp, **plan).count() == 0
    with pytest.raises(UnsoundPruning) as caught:
        Solver(csp, **plan, audit=True).count()
    error = caught.value
    assert_witness(error, csp)
    assert (error.depth, error.var, error.value) == (0, 0, 1)
    assert error.culprit == (
        "the propagate method of Pessimist(0, 3), run by inference 'forward_checking'"
    )
    assert "rejected the assignment 0 = 1 (returned False)" in str(error)


def test_an_inference_that_rejects_a_good_assignment_is_named() -> None:
    def moody(var: int, state: State[int, int]) -> bool:
        return state.value(var) != 1

    with pytest.raises(UnsoundPruning) as caught:
        Solver(queens(4), select=first_unassigned_variable, inference=moody, audit=True).solve()
    error = caught.value
    assert_witness(error, queens(4))
    assert (error.var, error.value, error.source) == (0, 1, moody)


class NotOneCheck(Propagator):
    """The relation's check, rejecting besides any pair whose first value is 1."""

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        return True

    def check(self, state: DomainStore[Any, Any]) -> bool:
        one = 1 << state.value_index[1]
        return super().check(state) and state.dom[self.vars[0]] != one


class CheckedPair(SloppyPair):
    """Two queens that do not attack each other, with a wrong check."""

    propagate = Constraint.propagate

    def propagator(self, state: DomainStore[int, int]) -> Propagator:
        return NotOneCheck(self, state)


class Lenient(NotOneCheck):
    """A check that lets every pair pass."""

    def check(self, state: DomainStore[Any, Any]) -> bool:
        return True


class LenientPair(CheckedPair):
    """Two queens that do not attack each other, with a check that rejects nothing."""

    def propagator(self, state: DomainStore[int, int]) -> Propagator:
        return Lenient(self, state)


def test_a_check_that_rejects_a_good_assignment_is_named() -> None:
    pair = CheckedPair([0, 1])
    csp = queens_with(pair)
    with pytest.raises(UnsoundPruning) as caught:
        Solver(csp, select=first_unassigned_variable, inference=no_inference, audit=True).solve()
    error = caught.value
    assert_witness(error, csp)
    assert (error.depth, error.var, error.value, error.source) == (0, 0, 1, pair)
    assert error.culprit == "the check of CheckedPair(0, 1)"


def test_a_check_that_lets_a_violation_pass_is_named() -> None:
    csp = queens_with(LenientPair([0, 1]))
    wrong = Solver(csp, select=first_unassigned_variable, inference=no_inference).solve()
    assert wrong == {0: 0, 1: 0, 2: 3, 3: 1}  # the bug: not a solution
    with pytest.raises(ValueError) as caught:
        Solver(csp, select=first_unassigned_variable, inference=no_inference, audit=True).solve()
    assert str(caught.value) == (
        "the audit: the search reported {0: 0, 1: 0, 2: 3, 3: 1}, which violates"
        " LenientPair(0, 1): its check or a propagator let the violation pass"
    )


def test_a_probe_is_not_questioned_but_what_it_leaves_is() -> None:
    # lcv removes and restores values as it probes: no alarm (the property test runs it too)
    assert Solver(queens(5), order=lcv, inference=forward_checking, audit=True).count() == 10

    def careless(var: int, state: State[int, int]) -> list[int]:
        if var == 0:
            state.remove(1, 0)  # left removed at the root: column 1 loses row 0
        return state.domain(var)

    with pytest.raises(UnsoundPruning) as caught:
        Solver(queens(4), select=first_unassigned_variable, order=careless, audit=True).count()
    error = caught.value
    assert_witness(error, queens(4))
    assert (error.depth, error.var, error.value) == (0, 1, 0)
    assert error.culprit == "the value orderer 'careless', which left it removed"


def test_a_lost_optimum_is_named() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "y"], range(10))
    csp.add_constraint(lambda x, y: x + y >= 7, ["x", "y"])
    csp.add_variable("cost", range(30))
    csp.add_constraint(lambda x, y, c: c == 2 * x + 3 * y, ["x", "y", "cost"])

    def no_zero_y(var: str, state: State[str, int]) -> bool:
        return forward_checking(var, state) and state.remove("y", 0)

    lost = Solver(csp, inference=no_zero_y).minimize("cost")
    assert lost == {"x": 6, "y": 1, "cost": 15}  # 7, 0, 14 lost
    with pytest.raises(UnsoundPruning) as caught:
        Solver(csp, inference=no_zero_y, audit=True).minimize("cost")
    error = caught.value
    assert_witness(error, csp)
    assert (error.var, error.value) == ("y", 0)


def test_the_trace_still_sees_the_search_up_to_the_alarm() -> None:
    record = SearchRecord()
    with pytest.raises(UnsoundPruning):
        Solver(queens(4), select=first_unassigned_variable, inference=greedy, trace=record,
               audit=True).solve()  # fmt: skip
    assert record.nodes == 4  # 0=0, 1=2 (rejected), 0=1, 1=3: where greedy went wrong
    last = record.root.children[-1].children[-1]
    assert (last.var, last.value, last.prunes[-1]) == (1, 3, (3, (2,)))  # the removal named


def test_a_problem_too_large_is_refused_before_searching() -> None:
    with pytest.raises(ValueError) as caught:
        Solver(queens(8), audit=True)
    assert str(caught.value) == (
        "Solver: audit=True: the domain sizes of the 8 variables multiply to 16,777,216, more"
        f" than the {AUDIT_LIMIT:,} the audit accepts (each value removed is checked by a plain"
        " search of the problem); audit a smaller instance of it"
    )
    many: CSP[int, int] = CSP()
    many.add_variables(range(201), [0])
    with pytest.raises(ValueError, match="201 variables, more than the 200"):
        Solver(many, audit=True)
    # the model is read again by each search: grown too large since, it is refused then
    grown = queens(6)
    solver = Solver(grown, audit=True)
    grown.add_variables(range(6, 9), range(6))
    with pytest.raises(ValueError, match="multiply to 10,077,696"):
        solver.solve()
    with pytest.raises(TypeError, match="audit must be True or False, got 'yes'"):
        Solver(queens(4), audit="yes")  # type: ignore[arg-type]


def test_the_library_page_shows_what_the_audit_prints() -> None:
    page = (Path(__file__).resolve().parents[3] / "docs" / "aimacsp.md").read_text("utf-8")
    section = page.split("### Auditing a plug-in", 1)[1]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    shown = section.split("```text\n", 1)[1].split("```", 1)[0]
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, "docs/aimacsp.md", "exec"), {})
    assert printed.getvalue().split() == shown.split()  # the page wraps the long line
