"""A predicate must answer True or False: wherever one is evaluated, None or another type is a
TypeError naming the constraint and the values; numpy's bool is a real answer."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import (
    CSP,
    Predicate,
    Solver,
    ac3,
    backtracking_search,
    count_solutions,
    explain,
    forward_checking,
    gac,
    lcv,
    mac,
    min_conflicts,
    minimal_conflict,
    mrv,
    recursive_backtracking_search,
    solutions,
    tree_csp_solver,
    weighted_count,
)

#: Every public way a predicate gets evaluated, each given a CSP.
ENTRIES: dict[str, Callable[[CSP[Any, Any]], object]] = {
    "backtracking_search": backtracking_search,
    "backtracking_search fc": lambda csp: backtracking_search(
        csp, select_unassigned_variable=mrv, order_domain_values=lcv, inference=forward_checking
    ),
    "backtracking_search mac": lambda csp: backtracking_search(csp, inference=mac),
    "recursive_backtracking_search": recursive_backtracking_search,
    "Solver.solve": lambda csp: Solver(csp).solve(),
    "Solver.count": lambda csp: Solver(csp, inference=forward_checking).count(),
    "solutions": lambda csp: list(solutions(csp)),
    "count_solutions": count_solutions,
    "weighted_count": lambda csp: weighted_count(csp, lambda var, value: 1),
    "min_conflicts": lambda csp: min_conflicts(csp, max_steps=50, seed=1),
    "minimal_conflict": minimal_conflict,
    "explain": lambda csp: explain(csp, csp.variables[0], csp.domains[csp.variables[0]][0]),
    "ac3": ac3,
    "gac": gac,
    "tree_csp_solver": tree_csp_solver,
    "is_solution": lambda csp: [
        csp.is_solution(dict(zip(csp.variables, values)))
        for values in itertools.product(*csp.domains.values())
    ],
}


def forgets_return(*values: int) -> bool:
    """The student's predicate: says False when two values are equal, and otherwise falls
    off its end (None)."""
    if len(set(values)) < len(values):
        return False
    return None  # type: ignore[return-value]  # what a missing return gives, spelled out


def model(function: Callable[..., Any], arity: int) -> CSP[str, int]:
    """Three variables over 1..3 with one predicate of ``arity`` on the first ones."""
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "y", "z"], [1, 2, 3])
    csp.add_constraint(function, list("xyz"[:arity]))
    return csp


#: The tree solver reads binary constraints only (and unary ones); ac3 reads every arity.
BINARY_ONLY = {"tree_csp_solver"}


@pytest.mark.parametrize(
    ("entry", "arity"),
    [(e, k) for e in sorted(ENTRIES) for k in (1, 2, 3) if k < 3 or e not in BINARY_ONLY],
)
def test_a_predicate_answering_none_is_named_everywhere(entry: str, arity: int) -> None:
    def function(*values: int) -> Any:
        return None if arity == 1 else forgets_return(*values)

    csp = model(function, arity)
    scope = ", ".join("xyz"[:arity])
    with pytest.raises(TypeError, match=rf"Predicate\(function\({scope}\)\) returned None for x="):
        ENTRIES[entry](csp)


@pytest.mark.parametrize("entry", sorted(ENTRIES))
@pytest.mark.parametrize("answer", [1, 0, "yes", [], 0.0])
def test_other_types_are_named_too(entry: str, answer: object) -> None:
    csp = model(lambda a, b: answer, 2)
    shown = re.escape(repr(answer))
    with pytest.raises(TypeError, match=rf"returned {shown} for x=\d, y=\d: .* not "):
        ENTRIES[entry](csp)


def test_the_message_says_what_to_do() -> None:
    csp = model(forgets_return, 2)
    with pytest.raises(TypeError) as caught:
        count_solutions(csp)
    message = str(caught.value)
    assert message.startswith("Predicate(forgets_return(x, y)) returned None for x=")
    assert "must return True or False" in message and "without `return`" in message
    with pytest.raises(TypeError, match="not int .*comparison"):
        count_solutions(model(lambda a, b: a - b, 2))


def test_long_values_are_cut_short() -> None:
    predicate = Predicate(lambda a, b: None, ["a", "b"])
    with pytest.raises(TypeError) as caught:
        predicate.is_satisfied((list(range(1000)), "x" * 1000))
    assert len(str(caught.value)) < 300


@settings(max_examples=40, deadline=None)
@given(
    st.sets(st.tuples(st.integers(0, 3), st.integers(0, 3))),
    st.sampled_from(sorted(ENTRIES)),
)
def test_numpy_bools_are_answers(allowed: set[tuple[int, int]], entry: str) -> None:
    numpy = pytest.importorskip("numpy", reason="numpy (a minesweeper dependency) makes the bools")
    plain: CSP[str, int] = CSP()
    through_numpy: CSP[str, int] = CSP()
    for csp in (plain, through_numpy):
        csp.add_variables(["x", "y"], range(4))
    plain.add_constraint(lambda a, b: (a, b) in allowed, ["x", "y"])
    through_numpy.add_constraint(lambda a, b: numpy.bool_((a, b) in allowed), ["x", "y"])
    if entry in ("count_solutions", "Solver.count", "solutions", "ac3", "gac", "is_solution"):
        assert ENTRIES[entry](through_numpy) == ENTRIES[entry](plain)
    else:
        ENTRIES[entry](through_numpy)  # runs; the answers may differ only by chance
    assert count_solutions(through_numpy) == len(allowed)  # the brute-force count
