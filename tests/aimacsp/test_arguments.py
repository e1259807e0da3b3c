"""Wrong arguments to the public API: the package's error, naming the argument, at once."""

from __future__ import annotations

import math

import pytest

from aimacsp import CSP, Limits, ModelError, Table, weighted_count


def small() -> CSP[str, int]:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b"], [0, 1])
    csp.add_constraint(lambda x, y: x != y, ["a", "b"])
    return csp


def test_a_table_value_that_cannot_be_hashed_is_a_model_error() -> None:
    with pytest.raises(ModelError, match=r"value \(1, \[2\]\) in tuple #0 is not hashable"):
        Table(["x", "y"], [((1, [2]), 3)])


def test_a_string_domain_is_refused_rather_than_split_into_letters() -> None:
    csp: CSP[str, str] = CSP()
    with pytest.raises(TypeError, match="variable 's': the domain 'abc' is a string"):
        csp.add_variable("s", "abc")
    assert csp.variables == ()


@pytest.mark.parametrize("domain", [3, None, 2.5])
def test_a_domain_that_is_no_collection_is_named(domain: object) -> None:
    with pytest.raises(TypeError, match="variable 'a': the domain must be a collection"):
        CSP().add_variables(["a"], domain)  # type: ignore[arg-type]


def test_variables_that_are_no_collection_are_named() -> None:
    with pytest.raises(TypeError, match="add_variables: variables must be a list"):
        CSP().add_variables(7, [0, 1])  # type: ignore[arg-type]


def test_a_predicate_without_a_usable_scope_is_named() -> None:
    csp = small()
    with pytest.raises(ModelError, match="a predicate needs a scope"):
        csp.add_constraint(lambda x: True, None)  # type: ignore[call-overload]
    with pytest.raises(TypeError, match="add_constraint: scope must be a list of variables"):
        csp.add_constraint(lambda x: True, 5)  # type: ignore[call-overload]


@pytest.mark.parametrize("query", ["neighbors", "constraints_on"])
def test_asking_about_an_unknown_variable_names_it(query: str) -> None:
    with pytest.raises(ModelError, match=f"{query}: 'q' is not a variable of this CSP"):
        getattr(small(), query)("q")
    with pytest.raises(ModelError, match=r"\[1\] is not a variable"):
        getattr(small(), query)([1])  # unhashable: not a variable either


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"nodes": "3"}, "Limits(nodes=...): expected a whole number >= 0, got '3'"),
        ({"nodes": -1}, "got -1"),
        ({"nodes": 2.0}, "got 2.0"),
        ({"nodes": True}, "got True"),
        ({"seconds": math.nan}, "Limits(seconds=...): expected a finite number"),
        ({"seconds": 10**400}, "from 0 to 1e+09"),
        ({"seconds": math.inf}, "got inf"),
        ({"seconds": -1}, "got -1"),
        ({"seconds": "1"}, "got '1'"),
    ],
)
def test_limits_are_checked_when_made(kwargs: dict[str, object], words: str) -> None:
    with pytest.raises(ModelError) as info:
        Limits(**kwargs)  # type: ignore[arg-type]
    assert words in str(info.value)


def test_good_limits_are_kept() -> None:
    assert Limits(nodes=0, seconds=0).nodes == 0
    assert Limits(seconds=2).seconds == 2


@pytest.mark.parametrize("bad", [0.5, 2.0, "1", None])
def test_a_weight_that_is_not_a_whole_number_is_refused(bad: object) -> None:
    with pytest.raises(ModelError, match="weight of 'a' = 0 is .*: weights must be whole numbers"):
        weighted_count(small(), weight=lambda var, value: bad)  # type: ignore[arg-type,return-value]


def test_negative_weights_and_degrees_are_refused() -> None:
    with pytest.raises(ModelError, match="weight of 'a' = 0 is -2"):
        weighted_count(small(), weight=lambda var, value: -2)
    with pytest.raises(ModelError, match="degree of 'a' = 0 is -1"):
        weighted_count(small(), degree=lambda var, value: -1)
