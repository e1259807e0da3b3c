"""The short way to write a model: handles, `CSP.add`, auxiliary variables kept out of sight."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from aimacsp import (
    CSP,
    AllDifferent,
    ModelError,
    Predicate,
    Solver,
    Sum,
    backtracking_search,
    count_solutions,
    mac,
    min_conflicts,
    mrv,
    recursive_backtracking_search,
)
from aimacsp.expressions import Aux, Var, VarArray, element


def test_integers_make_named_variables_and_return_handles() -> None:
    csp: CSP[Any, Any] = CSP()
    x = csp.integer("x", -2, 2)
    m = csp.integers("m", 3, 0, 4)
    grid = csp.integers("g", (2, 3), 1, 9)
    csp.boolean("flag")
    bits = csp.booleans("bit", 2)
    assert x.name == "x" and csp.domains["x"] == (-2, -1, 0, 1, 2)
    assert [v.name for v in m] == ["m[0]", "m[1]", "m[2]"] and m[-1].name == "m[2]"
    assert grid[1][2].name == "g[1][2]" and len(grid.flat) == 6
    assert isinstance(m[1:], VarArray) and [v.name for v in m[1:]] == ["m[1]", "m[2]"]
    assert csp.domains["flag"] == (0, 1) and csp.domains[bits[1].name] == (0, 1)
    assert csp.var("m[1]").name == "m[1]"
    assert csp.variables[:4] == ("x", "m[0]", "m[1]", "m[2]")


def test_bad_variables_are_refused_with_the_place_and_the_problem() -> None:
    csp: CSP[Any, Any] = CSP()
    csp.integer("x", 0, 1)
    with pytest.raises(ModelError, match="'x' is added twice"):
        csp.integer("x", 0, 1)
    with pytest.raises(ModelError, match="least value 3 is above the greatest 1"):
        csp.integer("y", 3, 1)
    with pytest.raises(TypeError, match="bounds must be whole numbers"):
        csp.integer("y", 0, 1.5)  # type: ignore[arg-type]
    big = csp.integers("big", 2, 0, 10**12)  # a wide range: kept unlisted
    assert csp.domains[big[0].name] == range(10**12 + 1)
    with pytest.raises(ModelError, match="more than the 9,223,372,036,854,775,807 values"):
        csp.integers("huge", 2, 0, 10**20)
    with pytest.raises(TypeError, match="shape"):
        csp.integers("z", (2, -1), 0, 1)
    with pytest.raises(TypeError, match="prefix must be a string"):
        csp.integers(3, 2, 0, 1)  # type: ignore[arg-type]
    with pytest.raises(ModelError, match="'nope' is not a variable of this CSP"):
        csp.var("nope")
    with pytest.raises(ModelError, match="is not a variable of this CSP"):
        csp.add(Var("nope") + 1 == 2)


def test_an_array_indexed_by_an_expression_is_an_element() -> None:
    csp: CSP[Any, Any] = CSP()
    xs = csp.integers("x", 3, 0, 2)
    i = csp.integer("i", 0, 5)
    csp.add(xs[i] == 2)
    csp.add(AllDifferent(xs))
    found = list(Solver(csp).solutions())
    assert found and all(s[f"x[{s['i']}]"] == 2 for s in found) and len(found) == 6
    grid = csp.integers("g", (2, 2), 0, 1)
    with pytest.raises(TypeError, match="selects a value, not a row"):
        grid[i]
    assert repr(element([1, 2], i)) == "element([1, 2], i)"


def test_add_takes_conditions_constraints_predicates_and_lists() -> None:
    csp: CSP[Any, Any] = CSP()
    x, y = csp.integer("x", 0, 9), csp.integer("y", 0, 9)
    (p,) = csp.add(lambda a, b: a < b, [x, y], name="x first")
    assert isinstance(p, Predicate) and p.scope == ("x", "y") and repr(p) == "x first"
    added = csp.add(c for c in [x + y == 10, Sum([x, y], ">=", 3)])
    assert [type(c).__name__ for c in added] == ["Sum", "Sum"]
    assert sorted(s["x"] for s in Solver(csp).solutions()) == [1, 2, 3, 4]
    with pytest.raises(ModelError, match="needs its scope"):
        csp.add(lambda a: a > 0)
    with pytest.raises(ModelError, match="name= goes with a predicate"):
        csp.add(x > 1, name="n")
    with pytest.raises(TypeError, match="expected a condition or a constraint"):
        csp.add(3)


def test_auxiliary_variables_are_hidden_from_answers_and_checked_without_them() -> None:
    csp: CSP[Any, Any] = CSP()
    m = csp.integers("m", 4, 0, 6)
    csp.add(m[0] == 0)
    csp.add(m[k] < m[k + 1] for k in range(3))
    csp.add(AllDifferent([m[j] - m[i] for i in range(4) for j in range(i + 1, 4)]))
    assert len(csp.auxiliary) == 6 and all(isinstance(a, Aux) for a in csp.auxiliary)
    user = {f"m[{k}]" for k in range(4)}
    answers = [
        Solver(csp).solve(),
        backtracking_search(csp, select_unassigned_variable=mrv, inference=mac),
        recursive_backtracking_search(csp, inference=mac),
        min_conflicts(csp, seed=2),  # (local search meets the auxiliaries too: slower)
    ]
    for answer in answers:
        assert answer is not None and set(answer) == user and csp.is_solution(answer)
    full = csp.with_auxiliary(answers[0])  # type: ignore[arg-type]
    assert full[Aux(m[3] - m[1])] == full["m[3]"] - full["m[1]"] and csp.is_solution(full)
    full[Aux(m[3] - m[1])] += 1
    assert not csp.is_solution(full)  # a wrong value for an auxiliary is seen
    assert not csp.is_solution({"m[0]": 0, "m[1]": 1, "m[2]": 2, "m[3]": 3})
    assert count_solutions(csp) == 2  # the auxiliaries add no solution


def test_variable_for_names_the_variable_of_an_objective() -> None:
    csp: CSP[Any, Any] = CSP()
    x, y = csp.integer("x", 0, 3), csp.integer("y", 0, 3)
    assert csp.variable_for(x) == "x" and csp.variable_for("y") == "y"
    total = csp.variable_for(2 * x + y)
    assert csp.variable_for(2 * x + y) == total and csp.domains[total] == tuple(range(10))
    with pytest.raises(ModelError, match="has no value"):
        csp.variable_for(x // 0)


def test_a_string_scope_is_refused_with_both_readings() -> None:
    csp: CSP[Any, Any] = CSP()
    csp.add_variables(["a", "b", "ab"], [0, 1])
    message = r"the scope 'ab' is a string; write \['ab'\].*list\('ab'\) for the variables 'a', 'b'"
    with pytest.raises(TypeError, match=message):
        csp.add_constraint(lambda u, v: u != v, "ab")  # type: ignore[call-overload]
    with pytest.raises(TypeError, match="AllDifferent: the scope 'ab' is a string"):
        AllDifferent("ab")
    csp.add_constraint(lambda u: u == 1, ["ab"])  # the one variable
    assert count_solutions(csp) == 4


def test_a_scope_that_is_itself_a_tuple_named_variable_is_ambiguous() -> None:
    csp: CSP[Any, Any] = CSP()
    csp.add_variables([("r", 1), "r", 1], [0, 1])
    with pytest.raises(ModelError, match=r"also the name of a variable; write \[\('r', 1\)\]"):
        csp.add_constraint(lambda *v: sum(v) == 1, ("r", 1))
    with pytest.raises(ModelError, match="also the name of a variable"):
        csp.add_constraint(AllDifferent(("r", 1)))
    csp.add_constraint(lambda v: v == 1, [("r", 1)])  # the fix: a list of the one variable
    csp.add_constraint(AllDifferent(["r", 1]))  # or a list of its parts
    assert count_solutions(csp) == 2


def test_handles_in_the_scope_of_any_constraint_are_names() -> None:
    csp: CSP[Any, Any] = CSP()
    x = csp.integers("x", 3, 1, 3)
    constraint = csp.add_constraint(AllDifferent(x))
    assert constraint.scope == ("x[0]", "x[1]", "x[2]")
    assert csp.neighbors("x[0]") == ("x[1]", "x[2]")


def test_minimize_takes_a_handle_or_an_expression() -> None:
    csp: CSP[Any, Any] = CSP()
    m = csp.integers("m", 5, 0, 15)
    csp.add(m[0] == 0)
    csp.add(m[i] < m[i + 1] for i in range(4))
    csp.add(AllDifferent([m[j] - m[i] for i in range(5) for j in range(i + 1, 5)]))
    solver: Solver[Any, Any] = Solver(csp)
    ruler = solver.minimize(m[-1])  # the shortest Golomb ruler of 5 marks is 11
    assert ruler is not None and ruler["m[4]"] == solver.objective == 11
    assert set(ruler) == {f"m[{k}]" for k in range(5)} and csp.is_solution(ruler)
    widest = Solver(csp).maximize(m[1] - m[0] + 2 * m[2])
    rulers = [
        marks
        for marks in itertools.combinations(range(16), 5)
        if marks[0] == 0 and len({b - a for a, b in itertools.combinations(marks, 2)}) == 10
    ]
    best = max(marks[1] + 2 * marks[2] for marks in rulers)
    assert widest is not None and widest["m[1]"] + 2 * widest["m[2]"] == best
    assert csp.variable_for(m[1] - m[0] + 2 * m[2]) in csp.auxiliary  # made once, kept


def test_an_unknown_variable_in_a_scope_of_expressions_is_named() -> None:
    csp: CSP[Any, Any] = CSP()
    x = csp.integer("x", 0, 3)
    with pytest.raises(ModelError, match="unknown variable 'nope'"):
        csp.add(AllDifferent([x + 1, "nope"]))
    with pytest.raises(ModelError, match="'y' is not a variable of this CSP"):
        csp.add(AllDifferent([x + 1, Var("y") + 2]))
