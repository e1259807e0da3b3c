"""Wrong arguments to the public API: the package's error, naming the argument, at once."""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable
from typing import Any

import pytest

from aimacsp import (
    CSP,
    AllDifferent,
    Limits,
    ModelError,
    Predicate,
    Solver,
    Sum,
    Table,
    ac3,
    backtracking_search,
    components,
    count_solutions,
    explain,
    gac,
    min_conflicts,
    minimal_conflict,
    tree_csp_solver,
    weighted_count,
)
from aimacsp.counting.weights import MAX_DEGREE
from aimacsp.model import MAX_DOMAIN
from aimacsp.problems import magic_square, queens


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


def test_a_huge_number_is_shown_by_its_size() -> None:
    with pytest.raises(ModelError, match="got an integer of about 5001 digits$"):
        Limits(seconds=10**5000)  # its repr alone would raise: Python stops at 4300 digits


CSP_TAKERS: list[tuple[str, Callable[[Any], object]]] = [
    ("Solver", lambda csp: Solver(csp)),
    ("backtracking_search", lambda csp: backtracking_search(csp)),
    ("count_solutions", lambda csp: count_solutions(csp)),
    ("components", lambda csp: components(csp)),
    ("weighted_count", lambda csp: weighted_count(csp)),
    ("minimal_conflict", lambda csp: minimal_conflict(csp)),
    ("explain", lambda csp: explain(csp, "a", 0)),
    ("ac3", lambda csp: ac3(csp)),
    ("gac", lambda csp: gac(csp)),
    ("min_conflicts", lambda csp: min_conflicts(csp)),
    ("tree_csp_solver", lambda csp: tree_csp_solver(csp)),
]


@pytest.mark.parametrize(("name", "call"), CSP_TAKERS)
@pytest.mark.parametrize("thing", [None, "SEND+MORE", [("a", [0, 1])], small])
def test_every_function_of_a_csp_names_anything_else(
    name: str, call: Callable[[Any], object], thing: object
) -> None:
    with pytest.raises(TypeError, match=f"^{name}: csp must be a CSP, got "):
        call(thing)


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"select": "mrv"}, "Solver: select must be a function or None, got 'mrv'"),
        ({"order": "lcv"}, "Solver: order must be a function or None, got 'lcv'"),
        ({"inference": 3}, "Solver: inference must be a function or None, got 3"),
        ({"trace": []}, r"Solver: trace must be a function or None, got \[\]"),
        ({"limits": 5}, r"Solver: limits must be Limits\(nodes=..., seconds=...\) or None, got 5"),
        ({"limits": {"nodes": 3}}, "Solver: limits must be Limits"),
        ({"preprocess": "no"}, "Solver: preprocess must be True, False or None, got 'no'"),
        ({"restarts": "luby"}, "Solver: restarts must be Restarts.luby"),
    ],
)
def test_a_solver_names_a_wrong_plug_in_when_made(kwargs: dict[str, object], words: str) -> None:
    with pytest.raises(TypeError, match=words):
        Solver(small(), **kwargs)  # type: ignore[arg-type]


def test_the_textbook_names_are_the_ones_named() -> None:
    with pytest.raises(TypeError, match="select_unassigned_variable must be a function"):
        backtracking_search(small(), "mrv")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="order_domain_values must be a function"):
        backtracking_search(small(), order_domain_values=1)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("call", "error", "words"),
    [
        (lambda: count_solutions(small(), limits=3), TypeError, "count_solutions: limits must be"),
        (lambda: minimal_conflict(small(), limits="1s"), TypeError, "minimal_conflict: limits"),
        (lambda: explain(small(), "a", 0, limits=1), TypeError, "explain: limits must be"),
        (lambda: minimal_conflict(small(), method="fast"), ModelError, "unknown method 'fast'"),
        (lambda: minimal_conflict(small(), method=[]), ModelError, r"unknown method \[\]"),
        (lambda: minimal_conflict(small(), among="ab"), TypeError, "among: expected a list"),
        (lambda: weighted_count(small(), max_degree="3"), TypeError, "max_degree must be a whole"),
        (lambda: weighted_count(small(), max_degree=1.5), TypeError, "got 1.5"),
        (lambda: weighted_count(small(), max_degree=-1), ModelError, "must be at least 0, got -1"),
        (lambda: weighted_count(small(), weight=2), TypeError, "weight must be a function or"),
        (lambda: weighted_count(small(), degree="x"), TypeError, "degree must be a function or"),
        (lambda: min_conflicts(small(), max_steps="9"), TypeError, "max_steps must be a whole"),
        (lambda: min_conflicts(small(), max_steps=-1), ModelError, "max_steps must be at least 0"),
        (lambda: min_conflicts(small(), seed=[1]), TypeError, "seed must be an int, a random"),
        (lambda: small().is_solution([("a", 0)]), TypeError, "is_solution: expected a dict"),
        (lambda: queens("8"), TypeError, "queens: n must be a whole number, got '8'"),
        (lambda: queens(-1), ModelError, "queens: n must be at least 0, got -1"),
        (lambda: queens(4, "sat"), ModelError, "unknown encoding 'sat'"),
        (lambda: magic_square(0), ModelError, "magic_square: n must be at least 1, got 0"),
    ],
)
def test_other_arguments_are_named(
    call: Callable[[], object], error: type[Exception], words: str
) -> None:
    with pytest.raises(error, match=words):
        call()


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: AllDifferent(3), "AllDifferent: scope must be a list of variables, got 3"),
        (lambda: Sum(None, "==", 1), "Sum: scope must be a list of variables, got None"),
        (lambda: Predicate(abs, 7), "Predicate: scope must be a list of variables, got 7"),
        (lambda: Table(None, []), "Table: scope must be a list of variables"),
        (lambda: Table(["x"], None), "Table: allowed must be a list of tuples of values, got None"),
    ],
)
def test_constraints_name_a_scope_or_table_that_is_no_collection(
    make: Callable[[], object], words: str
) -> None:
    with pytest.raises(TypeError, match=words):
        make()


@pytest.mark.parametrize("row", ["ab", 3, None])
def test_a_table_row_must_be_a_tuple_of_values(row: object) -> None:
    with pytest.raises(ModelError, match=f"allowed tuple #1 {re.escape(repr(row))} is not a tuple"):
        Table(["x", "y"], [(1, 2), row])  # type: ignore[list-item]


def test_a_listed_domain_holds_at_most_a_million_values_and_a_range_any_width() -> None:
    csp: CSP[str, int] = CSP()
    with pytest.raises(ModelError, match="variable 'x': a domain holds at most 1,000,000 values"):
        csp.add_variable("x", list(range(MAX_DOMAIN + 1)))
    with pytest.raises(ModelError, match="at most 1,000,000 values"):
        csp.add_variable("y", itertools.count())  # an endless generator is refused too
    with pytest.raises(ModelError, match="at most 1,000,000 values"):
        csp.add_variable("y", range(0, 3 * MAX_DOMAIN, 2))  # not consecutive: listed
    csp.add_variable("z", range(MAX_DOMAIN))
    csp.add_variable("w", range(10**18))  # kept unlisted
    assert len(csp.domains["z"]) == MAX_DOMAIN and csp.variables == ("z", "w")
    assert csp.domains["w"] == range(10**18)
    with pytest.raises(ModelError, match="more than the 9,223,372,036,854,775,807 values"):
        csp.add_variable("v", range(-(10**19), 10**19))


def test_degrees_that_reach_too_high_are_refused_unless_capped() -> None:
    csp = small()
    with pytest.raises(
        ModelError, match="the degrees add up to 2000000000, more than the 10,000,000"
    ):
        weighted_count(csp, degree=lambda var, value: 10**9)
    capped = weighted_count(csp, degree=lambda var, value: 10**9 * value, max_degree=3)
    assert capped.total == [] and capped.count == 0  # both solutions have a degree of 10**9
    assert weighted_count(csp, degree=lambda var, value: 2 * MAX_DEGREE // 4).total[-1] == 2


def test_a_marginal_of_an_unknown_variable_is_named() -> None:
    result = weighted_count(small())
    with pytest.raises(ModelError, match="marginal: 'q' is not a variable of the CSP counted"):
        result.marginal("q", 0)
    with pytest.raises(ModelError, match=r"marginal: \['a'\] is not a variable"):
        result.marginal(["a"], 0)  # type: ignore[arg-type]
    assert result.marginal("a", 7) == [] and result.marginal("a", [0]) == []  # type: ignore[arg-type]
    assert result.marginal("a", 1) == [1]


def test_the_quick_arity_check_never_passes_what_the_signature_refuses() -> None:
    import inspect

    from aimacsp.arguments import _takes

    def kw(a, *, b):  # type: ignore[no-untyped-def]
        return a

    def kw_default(a, *, b=1):  # type: ignore[no-untyped-def]
        return a

    shapes = [
        lambda: 0, lambda a: a, lambda a, b: a, lambda a, b=1: a, lambda *a: a,
        lambda a, *b: a, lambda a, b, c=1, *d: a, kw, kw_default, print, len,
    ]  # fmt: skip
    for function in shapes:
        for arity in range(4):
            try:
                inspect.signature(function).bind(*[None] * arity)
                fits = True
            except TypeError:
                fits = False
            except ValueError:  # a built-in without a signature: the check lets it through
                continue
            quick = _takes(function, arity)
            assert fits or not quick, (function, arity)  # never lets a wrong arity through
            if isinstance(function, type(kw)) and function is not kw:
                assert quick == fits, (function, arity)  # and decides plain functions alone
