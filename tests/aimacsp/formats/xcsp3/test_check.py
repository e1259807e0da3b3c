"""The independent checker: it accepts every solution ACE found (with ACE's optimum), rejects
values outside the domains, names what fails, and never skips a constraint it does not know."""

from __future__ import annotations

import pytest

from aimacsp.formats.xcsp3 import XCSP3Error, check
from aimacsp.formats.xcsp3.declarations import Declarations
from aimacsp.formats.xcsp3.document import parse_file
from aimacsp.formats.xcsp3.relations import (
    accepts,
    apart,
    circuit_size,
    cumulative_peak,
    mdd_accepts,
)
from aimacsp.formats.xcsp3.solution import assignment, instantiation

from .corpus import FOLDER, SOLUTIONS


@pytest.mark.parametrize("name", sorted(SOLUTIONS))
def test_every_solution_of_ace_is_accepted_with_its_cost(name: str) -> None:
    root = parse_file(FOLDER / name)
    names = Declarations.read(root.child("variables"), name)  # type: ignore[arg-type]
    values = assignment(SOLUTIONS[name]["ace_solution"], names)
    verdict = check(root, values)
    assert verdict.ok, verdict.violations
    cost = SOLUTIONS[name]["cost"]
    assert verdict.objective == (None if cost == "-" else int(cost))
    # the v line we print reads back to the same values
    assert assignment(instantiation(values, names), names) == values
    # a value outside its domain is refused, and named
    var = next(iter(values))
    wrong = {**values, var: max(names.domains[var]) + 1}
    assert f"{var} = {wrong[var]} is not in its domain" in check(root, wrong).violations


def test_violations_name_the_line_and_missing_values() -> None:
    text = (
        '<instance format="XCSP3" type="CSP"><variables><array id="x" size="[3]"> 0..3'
        " </array></variables>\n<constraints>\n<allDifferent> x[] </allDifferent>\n"
        "<intension> eq(x[0],div(x[1],x[2])) </intension></constraints></instance>"
    )
    assert check(text, {"x[0]": 1, "x[1]": 3, "x[2]": 2}).ok
    assert check(text, {"x[0]": 1, "x[1]": 1, "x[2]": 0}).violations == [
        "line 3: <allDifferent> does not hold",
        "line 4: <intension> has no value (division by zero)",
    ]
    assert check(text, {"x[0]": 1, "x[1]": 2}).violations == [
        "line 3: <allDifferent> reads x[2], which has no value",
        "line 4: <intension> reads x[2], which has no value",
    ]


def test_an_unknown_constraint_is_an_error_not_a_pass() -> None:
    text = ('<instance format="XCSP3" type="CSP"><variables><var id="x"> 0 </var></variables>'
            "<constraints><flow> x </flow></constraints></instance>")  # fmt: skip
    with pytest.raises(
        XCSP3Error, match="line 1: <flow> is not a constraint this checker knows"
    ):
        check(text, {"x": 0})


def test_relations_on_their_own() -> None:
    assert cumulative_peak([0, 0, 5], [2, 0, 1], [1, 9, 4]) == 4
    assert apart([[0, 0], [2, 0]], [[2, 1], [1, 1]], True)
    assert not apart([[0, 0], [1, 0]], [[2, 1], [0, 1]], False)
    assert apart([[0, 0], [1, 0]], [[2, 1], [0, 1]], True)
    assert circuit_size([1, 2, 0, 3], 0) == 3 and circuit_size([1, 0, 3, 2], 0) is None
    assert circuit_size([0, 1], 0) is None and circuit_size([2, 1], 1) == 2
    arcs = [("a", 0, "a"), ("a", 1, "b"), ("b", 1, "b"), ("a", 1, "a")]
    assert accepts([0, 1, 1], arcs, "a", {"b"}) and not accepts([1, 0], arcs, "a", {"b"})
    assert mdd_accepts([0, 1], [("r", 0, "n"), ("n", 1, "t")])
    assert not mdd_accepts([1, 1], [("r", 0, "n"), ("n", 1, "t")])
