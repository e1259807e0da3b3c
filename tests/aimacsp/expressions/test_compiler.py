"""Compiled models against brute force over the original expressions.

Each random model is compiled twice: as the compiler chooses (small conditions become one
table) and with `TABLE_LIMIT` at 0, which forces every expression through auxiliary
variables operator by operator, so both routes are held to the same oracle.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import aimacsp.expressions.compiler as compiler_module
import aimacsp.expressions.terms as terms_module
from aimacsp import (
    CSP,
    AllDifferent,
    Arithmetic,
    ModelError,
    Predicate,
    Solver,
    Sum,
    Table,
    count_solutions,
    forward_checking,
    mac,
)
from aimacsp.expressions import (
    Expression,
    Op,
    Undefined,
    Var,
    count,
    element,
    evaluate,
    if_then_else,
    maximum,
    minimum,
)
from aimacsp.expressions.nodes import is_constant

from .trees import NAMES, as_tuples, brute_force, conditions, domains, integers


@contextmanager
def table_limit(limit: int) -> Iterator[None]:
    with (
        mock.patch.object(terms_module, "TABLE_LIMIT", limit),
        mock.patch.object(compiler_module, "TABLE_LIMIT", limit),
    ):
        yield


def model(doms: dict[str, list[int]]) -> CSP[Any, Any]:
    csp: CSP[Any, Any] = CSP()
    for name in NAMES:
        csp.add_variable(name, doms[name])
    return csp


def check_against(csp: CSP[Any, Any], expected: set[tuple[int, ...]]) -> None:
    """The solver's solutions (both inferences) and the count are the oracle's."""
    for inference in (forward_checking, mac):
        found = as_tuples(list(Solver(csp, inference=inference).solutions()))
        assert len(found) == len(set(found)), "a solution came twice"
        assert set(found) == expected, inference.__name__
    # Counting sees the auxiliary variables too: it agrees only because each is a function
    # of the others.
    assert count_solutions(csp) == len(expected)
    for values in expected:
        assert csp.is_solution(dict(zip(NAMES, values)))


@pytest.mark.parametrize("limit", [terms_module.TABLE_LIMIT, 0])
@settings(max_examples=120)
@given(doms=domains(), items=st.lists(conditions(integers(4)), min_size=1, max_size=2))
def test_posted_conditions_have_the_oracles_solutions(
    limit: int, doms: dict[str, list[int]], items: list[Any]
) -> None:
    csp = model(doms)
    items = [item for item in items if not is_constant(item)]  # tested on their own
    with table_limit(limit):
        for item in items:
            csp.add(item)
    check_against(csp, brute_force(doms, items))


@pytest.mark.parametrize("limit", [terms_module.TABLE_LIMIT, 0])
@settings(max_examples=80)
@given(doms=domains(), terms=st.lists(integers(4), min_size=2, max_size=3), data=st.data())
def test_globals_over_expressions_have_the_oracles_solutions(
    limit: int, doms: dict[str, list[int]], terms: list[Any], data: st.DataObject
) -> None:
    scope = [t for t in terms if not isinstance(t, int)]  # a bare int would be a name
    names = [t.__aimacsp_variable__() for t in scope]
    if len(scope) < 2 or len(set(names)) < len(names) or all(map(is_constant, scope)):
        return  # (a scope with no variable at all is refused: tested below)
    kind = data.draw(st.sampled_from(["alldiff", "sum", "table"]))
    if kind == "alldiff":
        made: Any = AllDifferent(scope)
        relation = lambda *v: len(set(v)) == len(v)  # noqa: E731
    elif kind == "sum":
        op = data.draw(st.sampled_from(["==", "<=", ">="]))
        rhs = data.draw(st.integers(-4, 4))
        made = Sum(scope, op, rhs)
        relation = lambda *v: {"==": sum(v) == rhs, "<=": sum(v) <= rhs, ">=": sum(v) >= rhs}[op]  # noqa: E731
    else:
        rows = data.draw(st.lists(st.tuples(*[st.integers(-3, 3)] * len(scope)), max_size=8))
        made = Table(scope, rows)
        relation = lambda *v: v in set(rows)  # noqa: E731
    csp = model(doms)
    with table_limit(limit):
        csp.add(made)
    expected = set()
    for values in brute_force(doms, []):
        assignment = dict(zip(NAMES, values))
        try:
            if relation(*[evaluate(t, assignment) for t in scope]):
                expected.add(values)
        except Undefined:
            pass
    check_against(csp, expected)


def value_of(item: object, assignment: dict[str, int]) -> Any:
    try:
        return evaluate(item, assignment)
    except Undefined:
        return Undefined


@settings(max_examples=40)
@given(doms=domains(), item=integers(4).filter(lambda t: isinstance(t, Expression)))
def test_an_expressions_variable_equals_it(doms: dict[str, list[int]], item: Any) -> None:
    values = {}
    for combo in brute_force(doms, []):
        values[combo] = value_of(item, dict(zip(NAMES, combo)))
    try:
        model(doms).variable_for(item)
    except ModelError:
        assert set(values.values()) == {Undefined}  # it has no value anywhere
        return
    for target in set(values.values()) - {Undefined}:
        csp = model(doms)
        csp.add(Var(csp.variable_for(item)) == target)
        check_against(csp, {combo for combo, v in values.items() if v == target})


x, y, z = Var("a"), Var("b"), Var("c")


def small_model() -> CSP[Any, Any]:
    return model({"a": [0, 1, 2, 3], "b": [-1, 0, 1, 2], "c": [1, 2, 3]})


def test_equal_expressions_share_one_variable() -> None:
    csp = small_model()
    csp.add(abs(x - y) + abs(x - y) * 2 >= z)
    csp.add(abs(x - y) != 2)
    shared = [v for v in csp.auxiliary if repr(v) == "(abs(a - b))"]
    assert len(shared) <= 1
    assert csp.variable_for(abs(x - y)) == csp.variable_for(abs(x - y))


def test_a_linear_condition_is_one_sum_and_a_handle_pair_one_shared_relation() -> None:
    csp = small_model()
    (posted,) = csp.add(3 * x - (y - 2) * 2 <= z + 1)
    assert isinstance(posted, Sum) and not csp.auxiliary
    assert posted.weights == (3, -2, -1) and posted.op == "<=" and posted.rhs == -3
    (lt,) = csp.add(x < z)
    assert isinstance(lt, Sum) and lt.op == "<=" and lt.rhs == -1
    (first,), (second,) = csp.add(x != y), csp.add(y != z)
    assert isinstance(first, Predicate)
    assert first.function is second.function  # type: ignore[attr-defined]
    assert repr(first) == "a != b"


def test_alldifferent_over_shifted_variables_takes_offsets() -> None:
    csp: CSP[Any, Any] = CSP()
    q = csp.integers("q", 6, 0, 5)
    (diagonal,) = csp.add(AllDifferent([q[i] + i for i in range(6)]))
    assert isinstance(diagonal, AllDifferent) and diagonal.offsets == tuple(range(6))
    assert not csp.auxiliary


def test_globals_take_handles_and_conditions_take_numeric_globals() -> None:
    csp = small_model()
    csp.add(count([x, y, z], 1) >= 1)
    csp.add(maximum([x, y]) - minimum([y, z]) <= 2)
    csp.add(element([3, 1, 4, 1], x) == if_then_else(y > 0, 1, 3))
    items = [
        count([x, y, z], 1) >= 1,
        maximum([x, y]) - minimum([y, z]) <= 2,
        element([3, 1, 4, 1], x) == if_then_else(y > 0, 1, 3),
    ]
    doms = {name: list(csp.domains[name]) for name in NAMES}
    check_against(csp, brute_force(doms, items))


def test_a_condition_that_never_holds_makes_the_model_unsatisfiable() -> None:
    csp = small_model()
    csp.add(x // (y - y) == 1)  # no value anywhere
    assert Solver(csp).solve() is None and count_solutions(csp) == 0
    csp = small_model()
    csp.add(x - x == 1)
    assert count_solutions(csp) == 0
    csp = small_model()
    assert csp.add(x - x == 0) == []  # always true: nothing to post
    csp.add(x * 0 + 1 == 2 - 0 * y)  # false, whatever a and b are
    assert count_solutions(csp) == 0
    with pytest.raises(ModelError, match="names no variable"):
        small_model().add(Op("eq", (1, 2)))
    with pytest.raises(ModelError, match="a Python truth value"):
        small_model().add(3 == 3)


def test_wide_operands_reason_on_bounds_and_sizes_past_a_range_are_refused() -> None:
    csp: CSP[Any, Any] = CSP()
    a, b, c = (csp.integer(name, 0, 999) for name in "abc")
    (product,) = [k for k in csp.add(a * b + c == 7) if isinstance(k, Arithmetic)]
    assert product.op == "mul"  # bounds, not a table of a million rows
    solution = Solver(csp).solve()
    assert solution is not None and solution["a"] * solution["b"] + solution["c"] == 7
    wide: CSP[Any, Any] = CSP()
    v = wide.integers("v", 3, 0, 2**62)
    with pytest.raises(ModelError, match="ranges over 13,835,058,055,282,163,713 integers"):
        wide.add(AllDifferent([v[0] + v[1] + v[2], v[0]]))


def test_a_condition_on_an_expression_with_a_variable_reads_or_narrows_it() -> None:
    csp: CSP[Any, Any] = CSP()
    m = csp.integers("m", 4, 0, 9)
    diffs = [m[j] - m[i] for i in range(4) for j in range(i + 1, 4)]
    csp.add(AllDifferent(diffs))
    gap = csp.variable_for(diffs[0])
    assert min(csp.domains[gap]) == -9
    assert csp.add(diffs[0] > 0) == []  # no constraint: the variable's own values narrowed
    assert csp.domains[gap] == tuple(range(1, 10))
    (sum_,) = csp.add(diffs[0] < diffs[-1])  # over the two differences' variables
    assert isinstance(sum_, Sum) and set(sum_.scope) == {gap, csp.variable_for(diffs[-1])}
    (table,) = csp.add(m[0] == 0)  # the author's variables keep their domains: a table
    assert isinstance(table, Table) and tuple(csp.domains["m[0]"]) == tuple(range(10))
    # the meaning is the same either way
    expected = {
        marks
        for marks in itertools.product(range(10), repeat=4)
        if marks[0] == 0
        and marks[1] > 0
        and marks[1] < marks[3] - marks[2]
        and len({b - a for a, b in itertools.combinations(marks, 2)}) == 6
    }
    found = {tuple(s[f"m[{k}]"] for k in range(4)) for s in Solver(csp).solutions()}
    assert found == expected


def test_the_extreme_of_one_value_is_that_value() -> None:
    # found by the XCSP3 tests of minimumArg: the generated function read min(x) over an int
    csp: CSP[str, int] = CSP()
    x, y = csp.integer("x", 0, 2), csp.integer("y", 0, 2)
    csp.add(minimum([x]) + maximum([y]) == 3)
    assert sorted((s["x"], s["y"]) for s in Solver(csp).solutions()) == [(1, 2), (2, 1)]
