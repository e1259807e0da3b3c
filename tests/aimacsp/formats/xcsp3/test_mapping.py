"""Every constraint kind mapped by the reader, against the independent checker: on random
small instances, the solver's solutions of the model the reader builds are exactly the
assignments the checker accepts (two readings of the file, sharing no constraint)."""

from __future__ import annotations

import pytest
from hypothesis import given, note, settings

from aimacsp import Solver, mrv
from aimacsp.formats.xcsp3 import read

from .instances import KINDS, accepted, instances, projected


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_kind_solves_to_what_the_checker_accepts(kind: str) -> None:
    @settings(max_examples=40, deadline=None)
    @given(instances([kind]))
    def agree(text: str) -> None:
        note(text)
        instance = read(text)
        found = projected(Solver(instance.csp, select=mrv).solutions(), instance.variables)
        assert found == accepted(text)

    agree()


@settings(max_examples=150, deadline=None)
@given(instances())
def test_kinds_together_solve_to_what_the_checker_accepts(text: str) -> None:
    note(text)
    instance = read(text)
    found = projected(Solver(instance.csp).solutions(), instance.variables)
    assert found == accepted(text)


def test_a_constant_condition_with_no_value_holds_for_no_assignment() -> None:
    # found by the property test above: lt(0, div(0, 0)) has no value, so it is false
    text = (
        '<instance format="XCSP3" type="CSP"><variables><array id="x" size="[2]"> -1 </array>'
        "</variables><constraints><intension> lt(0,div(0,0)) </intension></constraints>"
        "</instance>"
    )
    instance = read(text)
    assert Solver(instance.csp).solve() is None
    assert accepted(text) == set()
