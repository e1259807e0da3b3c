"""The model: building, reading, and clear errors naming the culprit."""

from __future__ import annotations

import re

import pytest

from aimacsp import CSP, AllDifferent, ModelError, Predicate, Sum, Table


def australia() -> CSP[str, str]:
    csp: CSP[str, str] = CSP()
    csp.add_variables(["WA", "NT", "SA", "Q"], ["red", "green", "blue"])
    for a, b in [("WA", "NT"), ("WA", "SA"), ("NT", "SA"), ("NT", "Q"), ("SA", "Q")]:
        csp.add_constraint(lambda x, y: x != y, [a, b])
    return csp


def test_read_access() -> None:
    csp = australia()
    assert csp.variables == ("WA", "NT", "SA", "Q")
    assert csp.domains["SA"] == ("red", "green", "blue")
    assert len(csp.constraints) == 5
    assert isinstance(csp.constraints[0], Predicate)
    assert csp.neighbors("NT") == ("WA", "SA", "Q")
    assert len(csp.constraints_on("Q")) == 2


def test_domains_are_read_only() -> None:
    csp = australia()
    with pytest.raises(TypeError):
        csp.domains["WA"] = ("red",)  # type: ignore[index]


def test_is_solution() -> None:
    csp = australia()
    good = {"WA": "red", "NT": "green", "SA": "blue", "Q": "red"}
    assert csp.is_solution(good)
    assert not csp.is_solution({**good, "Q": "green"})
    assert not csp.is_solution({**good, "Q": "pink"})
    assert not csp.is_solution({"WA": "red"})


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda c: c.add_variable("WA", ["red"]), "'WA' is added twice"),
        (lambda c: c.add_variable("X", []), "'X' has an empty domain"),
        (lambda c: c.add_variable("X", [1, 1]), "value 1 appears twice"),
        (lambda c: c.add_variable(["X"], [1]), "not hashable"),
        (lambda c: c.add_variable("X", [[1]]), "value [1] is not hashable"),
        (lambda c: c.add_variable("X", [(1, [2])]), "value (1, [2]) is not hashable"),
        (lambda c: c.add_constraint(lambda a, b: a != b, ["WA", "XX"]), "unknown variable 'XX'"),
        (lambda c: c.add_constraint(lambda a, b: a != b, ["WA", "WA"]), "'WA' appears twice"),
        (lambda c: c.add_constraint(lambda a: a, ["WA", "NT"]), "cannot take 2 values"),
        (lambda c: c.add_constraint(lambda a, b, c: a, ["WA", "NT"]), "cannot take 2 values"),
        (lambda c: c.add_constraint(lambda a, b: a), "needs a scope"),
        (lambda c: c.add_constraint(42, ["WA"]), "neither a Constraint nor a function"),
        (lambda c: c.add_constraint(Sum(["WA", "NT"], "==", 1)), "'red', which is not an integer"),
        (lambda c: c.add_constraint(AllDifferent(["WA", "NT"]), ["WA"]), "already has a scope"),
    ],
)
def test_bad_models_raise_model_error(build, message: str) -> None:  # type: ignore[no-untyped-def]
    csp = australia()
    with pytest.raises(ModelError, match=re.escape(message)):
        build(csp)
    assert len(csp.constraints) == 5  # nothing half-added


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Sum(["a", "b"], "=<", 1), "operator '=<'"),
        (lambda: Sum(["a", "b"], "==", 1.5), "right-hand side must be a whole number or a.*1.5"),
        (lambda: Sum(["a", "b"], "==", 1, [1]), "1 weights for 2 variables"),
        (lambda: Sum(["a", "b"], "==", 1, [1, 0.5]), "weight 0.5"),
        (lambda: Table(["a", "b"], [(1, 2), (1,)]), r"tuple #1 \(1,\) has 1 values"),
        (lambda: AllDifferent(["a", "b"], offsets=[1]), "1 offsets for 2 variables"),
        (lambda: AllDifferent(["a", "b"], level="magic"), "level 'magic'"),
        (lambda: AllDifferent([]), "scope is empty"),
    ],
)
def test_bad_constraints_raise_model_error(make, message: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ModelError, match=message):
        make()


def test_model_error_is_a_value_error() -> None:
    assert issubclass(ModelError, ValueError)


def test_predicates_with_defaults_and_varargs_are_accepted() -> None:
    csp = australia()
    csp.add_constraint(lambda a, b, c=3: a != b, ["WA", "Q"])
    csp.add_constraint(lambda *values: len(set(values)) == 3, ["WA", "NT", "SA"])
    assert len(csp.constraints) == 7


def test_a_handle_names_the_variable_it_stands_for() -> None:
    first: CSP[str, int] = CSP()
    x = first.integer("x", 0, 3)
    other: CSP[str, int] = CSP()
    other.add_variable(x, range(3))  # the same variable in a second model
    other.add_variables([first.integer("y", 0, 1)], range(2))
    assert list(other.variables) == ["x", "y"]
    assert all(type(v) is str for v in other.variables)
    with pytest.raises(ModelError, match="added twice"):
        other.add_variable(x, range(2))
    with pytest.raises(ModelError, match="needs a name.*not the expression x \\+ 1"):
        other.add_variable(x + 1, range(2))
