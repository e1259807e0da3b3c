"""The errors a handle can reach: each names the mistake made and what to write instead, never
the mechanism that tripped on it (the audit of issue 38, one case per error)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from aimacsp import (
    CSP,
    AllDifferent,
    Count,
    Cumulative,
    Element,
    GlobalCardinality,
    ModelError,
    Solver,
    maximum,
)


def model() -> tuple[CSP[Any, int], Any, Any]:
    """A model with an array of four and a 2 x 2 grid."""
    csp: CSP[Any, int] = CSP()
    return csp, csp.integers("s", 4, 0, 9), csp.integers("g", (2, 2), 0, 3)


#: (what was written, how, the error, what its message must say)
CASES: list[tuple[str, Callable[[CSP[Any, int], Any, Any], object], type[Exception], str]] = [
    (
        "if on a condition",
        lambda c, s, g: bool(s[0] < s[1]),
        TypeError,
        r"not a truth value: post it with csp\.add",
    ),
    (
        "max() of handles",
        lambda c, s, g: max(s[0], s[1]),
        TypeError,
        r"max\(\), min\(\) and sorted\(\) compare .* maximum\(\[\.\.\.\]\)",
    ),
    (
        "in on a list of values",
        lambda c, s, g: s[0] in [1, 2],
        TypeError,
        r"write x\.is_in\(\[1, 2\]\)",
    ),
    (
        "== with a list",
        lambda c, s, g: s[0] == [1, 2],
        TypeError,
        r"compared with the collection \[1, 2\].*\.is_in\(\[1, 2\]\)",
    ),
    (
        "a name in arithmetic",
        lambda c, s, g: s[0] + "s[1]",
        TypeError,
        r"'s\[1\]' is a string; .*use its handle \(csp\.var\('s\[1\]'\)\)",
    ),
    (
        "a float in arithmetic",
        lambda c, s, g: s[0] * 0.5,
        TypeError,
        r"0\.5 is not a whole number; .*integers",
    ),
    (
        "a list in arithmetic",
        lambda c, s, g: s[0] + [1],
        TypeError,
        r"\[1\] is a collection; arithmetic is on one value",
    ),
    ("/ for division", lambda c, s, g: s[0] / 2, TypeError, r"write // for integer division"),
    (
        "int() of a handle",
        lambda c, s, g: int(s[0]),
        TypeError,
        r"no value while the model is written; .*\.value\(solution\)",
    ),
    (
        "a handle indexing a list",
        lambda c, s, g: [1, 2, 3][s[0]],
        TypeError,
        r"write element\(the_list, s\[0\]\)",
    ),
    (
        "one index on a grid by a handle",
        lambda c, s, g: g[s[0]],
        TypeError,
        r"selects a value, not a row: give one index per dimension",
    ),
    (
        "a slice with a handle",
        lambda c, s, g: g[s[0], :],
        TypeError,
        r"selects one value: give an index .* for every dimension",
    ),
    (
        "too many indices",
        lambda c, s, g: g[0, 0, 0],
        IndexError,
        r"3 indices for an array of 2 dimensions",
    ),
    (
        "a float index",
        lambda c, s, g: s[1.5],
        TypeError,
        r"indexed by numbers, slices or expressions",
    ),
    ("columns of a row", lambda c, s, g: s.columns, TypeError, r"has no columns: it is one row"),
    (
        "a list as objective",
        lambda c, s, g: Solver(c).minimize([s[0], s[1]]),
        TypeError,
        r"is a list, where one variable or expression goes: .*sum\(\[s\[0\], s\[1\]\]\)",
    ),
    (
        "a handle as a new name",
        lambda c, s, g: c.integer(s[0], 0, 1),
        TypeError,
        r"is a handle or an expression, not a name",
    ),
    (
        "a handle of another model",
        lambda c, s, g: c.add(s[0] == CSP().integer("t", 0, 1)),
        ModelError,
        r"'t' is not a variable of this CSP",
    ),
    (
        "a string scope",
        lambda c, s, g: AllDifferent("SEND"),
        TypeError,
        r"is a string; write \['SEND'\] .* list\('SEND'\)",
    ),
    (
        "string variables",
        lambda c, s, g: c.add_variables("SEND", range(10)),
        TypeError,
        r"is a string; write \['SEND'\]",
    ),
    (
        "a value by handle in Count",
        lambda c, s, g: Count(s, [s[0]], 1),
        TypeError,
        r"values are constants, and s\[0\] is a variable",
    ),
    (
        "a float count",
        lambda c, s, g: Count(s, [1], 2.5),
        ModelError,
        r"the count must be a whole number or a variable",
    ),
    (
        "an expression in a list inside a list",
        lambda c, s, g: maximum([[s[0]], [s[1]]]),
        TypeError,
        r"a list inside the list",
    ),
    (
        "a solution that is not a dict",
        lambda c, s, g: s.value([1, 2, 3, 4]),
        TypeError,
        r"give a solution \(a dict from names to values\)",
    ),
]


@pytest.mark.parametrize(
    ("make", "error", "message"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_each_mistake_says_what_to_write(make: Any, error: type, message: str) -> None:
    csp, s, g = model()
    with pytest.raises(error, match=message):
        make(csp, s, g)


def test_the_issues_first_resource_model_now_reads_as_it_was_written() -> None:
    # Cumulative, Count, Element and GlobalCardinality given handles and plain numbers: they
    # said "s[0] == 's[0]' is part of a model, not a truth value" and "unknown variable 2".
    csp, s, _ = model()
    durations, heights = [3, 2, 2, 1], [2, 1, 2, 1]
    end = csp.integer("end", 0, 20)
    csp.add(Cumulative(s, durations, heights, 3))
    csp.add(s[k] + durations[k] <= end for k in range(4))
    csp.add(Count(s, [0], 1))
    csp.add(Element(s, 3, 0))
    csp.add(GlobalCardinality(s[:2], [0], [0]))
    solver = Solver(csp)
    best = solver.minimize(end)
    assert best is not None and solver.objective == 6  # tasks 0 and 2 (height 2) in turn, after 1
    assert best[s[3]] == best["s[3]"] == 0 and s.value(best)[3] == 0
    assert sum(1 for v in s.value(best) if v == 0) == 1 and end.value(best) == 6


def test_functions_that_take_a_variable_take_its_handle() -> None:
    csp, s, _ = model()
    csp.add(s[0] < s[1])
    csp.add(s[1] + s[2] == s[3])
    assert csp.neighbors(s[1]) == ("s[0]", "s[2]", "s[3]") == csp.neighbors("s[1]")
    assert csp.constraints_on(s[0]) == csp.constraints_on("s[0]")
    assert csp.var(s[2]).name == "s[2]"
    solver = Solver(csp)
    best = solver.minimize(s[3])
    assert best is not None and solver.objective == 1 and best[s[3]] == 1
    assert csp.is_solution({csp.var(name): value for name, value in best.items()})
