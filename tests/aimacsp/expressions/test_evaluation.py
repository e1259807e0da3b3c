"""Every operator means what Python (for Python's operators) or XCSP3 (for the rest) says."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aimacsp.constraints.relations import relation_key
from aimacsp.expressions import (
    OPERATORS,
    Op,
    Undefined,
    Var,
    count,
    dist,
    div,
    element,
    evaluate,
    evaluator,
    if_then_else,
    iff,
    implies,
    maximum,
    minimum,
    mod,
    scope_of,
)
from aimacsp.expressions.generated import python_function

from .trees import NAMES, conditions, integers

x, y = Var("x"), Var("y")
small = st.integers(-30, 30)

ARITHMETIC = [
    operator.add, operator.sub, operator.mul, operator.floordiv, operator.mod, operator.pow,
    operator.eq, operator.ne, operator.lt, operator.le, operator.gt, operator.ge,
]  # fmt: skip


def python(op: Callable[[Any, Any], Any], a: int, b: int) -> Any:
    """What Python computes, or Undefined where it has no integer."""
    if op in (operator.floordiv, operator.mod) and b == 0:
        return Undefined
    if op is operator.pow and b < 0:
        return Undefined
    return op(a, b)


def value(item: object, **values: int) -> Any:
    try:
        return evaluate(item, values)
    except Undefined:
        return Undefined


@given(st.sampled_from(ARITHMETIC), small, st.integers(-5, 5))
def test_python_operators_on_handles_compute_what_python_does(
    op: Callable[[Any, Any], Any], a: int, b: int
) -> None:
    expected = python(op, a, b)
    assert value(op(x, y), x=a, y=b) == expected
    assert value(op(x, b), x=a) == expected  # a constant on the right
    assert value(op(a, y), y=b) == expected  # and on the left


@given(st.booleans(), st.booleans())
def test_logic_operators_are_logic_on_truth_values(a: bool, b: bool) -> None:
    values = {"x": int(a), "y": int(b)}
    assert evaluate(x & y, values) == (a and b)
    assert evaluate(x | y, values) == (a or b)
    assert evaluate(x ^ y, values) == (a != b)
    assert evaluate(~x, values) == (not a)
    assert evaluate(x.implies(y), values) == evaluate(implies(x, y), values) == (not a or b)
    assert evaluate(x.iff(y), values) == evaluate(iff(x, y), values) == (a == b)


@given(small, small)
def test_logic_reads_any_nonzero_integer_as_true(a: int, b: int) -> None:
    assert evaluate(x & y, {"x": a, "y": b}) == (bool(a) and bool(b))
    assert evaluate(~x, {"x": a}) == (not a)


@given(small, small)
def test_unary_operators(a: int, b: int) -> None:
    assert evaluate(-x, {"x": a}) == -a
    assert evaluate(+x, {"x": a}) == a
    assert evaluate(abs(x), {"x": a}) == abs(a)
    assert evaluate(Op("sqr", (x,)), {"x": a}) == a * a
    assert evaluate(dist(x, y), {"x": a, "y": b}) == abs(a - b)


@given(small, small.filter(bool))
def test_xcsp3_div_and_mod_truncate_towards_zero(a: int, b: int) -> None:
    q, r = evaluate(div(x, y), {"x": a, "y": b}), evaluate(mod(x, y), {"x": a, "y": b})
    assert q == int(a / b)  # exact for these small numbers
    assert q * b + r == a and abs(r) < abs(b)
    assert r == 0 or (r > 0) == (a > 0)  # the remainder has the sign of the dividend


def test_division_by_zero_and_negative_powers_have_no_value() -> None:
    for item in (div(x, 0), mod(x, 0), x // 0, x % 0, x ** (y - 2)):
        with pytest.raises(Undefined):
            evaluate(item, {"x": 3, "y": 1})


@given(st.lists(small, min_size=1, max_size=5), st.integers(-1, 5), small)
def test_array_operators(values: list[int], i: int, v: int) -> None:
    handles = [Var(f"v{k}") for k in range(len(values))]
    assignment: dict[Any, int] = {f"v{k}": value for k, value in enumerate(values)}
    assignment["i"], assignment["x"] = i, v
    assert evaluate(count(handles, x), assignment) == values.count(v)
    assert evaluate(minimum(handles), assignment) == min(values)
    assert evaluate(maximum(handles), assignment) == max(values)
    if 0 <= i < len(values):
        assert evaluate(element(handles, Var("i")), assignment) == values[i]
    else:  # an index outside the array has no value
        with pytest.raises(Undefined):
            evaluate(element(handles, Var("i")), assignment)


@given(st.lists(small, min_size=2, max_size=4))
def test_chained_comparisons_and_nary_forms(values: list[int]) -> None:
    handles = [Var(f"v{k}") for k in range(len(values))]
    assignment = {f"v{k}": value for k, value in enumerate(values)}
    pairs = list(zip(values, values[1:]))
    assert evaluate(Op("lt", handles), assignment) == all(a < b for a, b in pairs)
    assert evaluate(Op("ge", handles), assignment) == all(a >= b for a, b in pairs)
    assert evaluate(Op("eq", handles), assignment) == (len(set(values)) == 1)
    assert evaluate(Op("ne", handles), assignment) == (len(set(values)) == len(values))
    assert evaluate(Op("xor", handles), assignment) == sum(map(bool, values)) % 2
    assert evaluate(Op("iff", handles), assignment) == (len(set(map(bool, values))) == 1)


@given(small, st.lists(small, max_size=4), st.booleans(), small, small)
def test_membership_and_conditions(a: int, values: list[int], c: bool, t: int, e: int) -> None:
    assert evaluate(x.is_in(values), {"x": a}) == (a in values)
    assert evaluate(x.not_in(values), {"x": a}) == (a not in values)
    assert evaluate(if_then_else(y, t, e), {"y": int(c)}) == (t if c else e)


def test_the_evaluator_reads_the_scope_in_order() -> None:
    item = x - 2 * y
    assert scope_of(item) == ["x", "y"]
    assert evaluator(item, ["y", "x"])((1, 10)) == 8
    assert scope_of(count([y, x, y], x)) == ["y", "x"]


def test_every_operator_is_in_the_table_with_its_arity() -> None:
    for name, spec in OPERATORS.items():
        assert spec.name == name and 0 <= spec.least <= spec.most
    with pytest.raises(ValueError, match="unknown operator 'plus'"):
        Op("plus", (x, y))
    with pytest.raises(ValueError, match="sub takes 2 to 2 arguments"):
        Op("sub", (x,))


@given(integers(5) | conditions(), st.lists(st.tuples(small, small, small), max_size=6))
def test_generated_functions_compute_what_the_evaluator_does(item: Any, rows: Any) -> None:
    fast = python_function(item, NAMES)
    if fast is None:
        return  # it may be undefined somewhere: the evaluator's closures serve
    slow = evaluator(item, NAMES)
    for row in [*rows, (0, 1, -1), (2, 2, 2)]:
        assert fast(*row) == slow(row)


def test_conditions_of_one_shape_share_one_relation() -> None:
    a, b = Var("a"), Var("b")
    first = python_function((a + 3 <= b) | (b + 2 <= a), ["a", "b"])
    again = python_function((a + 3 <= b) | (b + 2 <= a), ["a", "b"])
    other = python_function((a + 4 <= b) | (b + 2 <= a), ["a", "b"])
    assert relation_key(first) == relation_key(again) != relation_key(other)  # type: ignore[arg-type]
    assert python_function(a % b == 1, ["a", "b"]) is None  # a remainder may be undefined
