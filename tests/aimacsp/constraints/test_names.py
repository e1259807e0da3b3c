"""Constraints print readably, and ``name=`` overrides the printed form everywhere."""

from __future__ import annotations

import operator

import pytest

from aimacsp import CSP, AllDifferent, Constraint, ModelError, Predicate, Sum, Table


def test_each_family_prints_its_relation() -> None:
    assert repr(Sum(["a", "b", "c"], "==", 2)) == "Sum(a + b + c == 2)"
    assert repr(Sum(["x", "y", "z"], ">=", -1, [-1, 3, 1])) == "Sum(-x + 3*y + z >= -1)"
    assert repr(Sum([f"x{k}" for k in range(40)], "<=", 10)) == "Sum(x0 + ... + x39 <= 10)"
    assert repr(AllDifferent([f"r1c{k}" for k in range(1, 10)])) == "AllDifferent(r1c1..r1c9)"
    assert repr(AllDifferent(["q0", "q1"], offsets=[0, -1])) == "AllDifferent(q0+0, q1-1)"
    assert repr(Predicate(lambda a, b: a != b, ["WA", "NT"])) == "Predicate(<lambda>(WA, NT))"
    assert repr(Predicate(operator.ne, [(0, 0), (0, 1)])) == "Predicate(ne((0, 0), (0, 1)))"
    assert repr(Table(["X", "Y"], [(1, 2), (2, 1)])) == "Table(X, Y in [(1, 2), (2, 1)])"
    assert repr(Table(["X", "Y"], [(a, b) for a in range(3) for b in range(3)])) == (
        "Table(X, Y in 9 tuples)"
    )


def test_a_name_overrides_the_printed_form() -> None:
    named = [
        Sum(["a", "b"], "==", 1, name="one of a, b"),
        AllDifferent(["a", "b", "c"], name="row 1"),
        Predicate(operator.lt, ["a", "b"], name="a before b"),
        Table(["a", "b"], [(0, 1)], name="a then b"),
    ]
    assert [str(c) for c in named] == ["one of a, b", "row 1", "a before b", "a then b"]
    assert [c.describe() for c in named][:2] == ["Sum(a + b == 1)", "AllDifferent(a, b, c)"]


def test_add_constraint_names_a_predicate() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b"], [0, 1])
    added = csp.add_constraint(lambda a, b: a <= b, ["a", "b"], name="a <= b")
    assert repr(added) == "a <= b" and added.name == "a <= b"
    with pytest.raises(ModelError, match=r"name it when it is made \(Sum\(\.\.\., name='s'\)\)"):
        csp.add_constraint(Sum(["a", "b"], "==", 1), name="s")  # type: ignore[call-overload]


def test_a_name_must_be_text() -> None:
    with pytest.raises(ModelError, match="AllDifferent: the name 3 is not a string"):
        AllDifferent(["a", "b"], name=3)  # type: ignore[arg-type]


def test_a_subclass_prints_its_class_and_scope() -> None:
    class Less(Constraint[str, int]):
        def is_satisfied(self, values: object) -> bool:
            return True

    assert repr(Less(["x", "y"])) == "Less(x, y)"
    assert repr(Less([f"v{k}" for k in range(10)])) == "Less(v0..v9)"
