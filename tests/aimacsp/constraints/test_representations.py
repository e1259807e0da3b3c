"""Every constraint that reasons on bounds works on both representations of a domain.

A search holds a wide integer range as intervals (see `aimacsp.propagation.representation`);
the audit never reaches such models, so each family that accepts intervals is held here to
the brute-force oracle with every domain as intervals, and to the same bounds as on bitsets
after propagating to a fixpoint (the differential check of issue 35).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from . import test_arithmetic, test_extremum, test_nooverlap, test_reified, test_sum
from .oracle import check_constraint
from .wide import all_wide, bounds_after

Strategy = Any


def _sum_instances() -> Strategy:
    return test_sum.sums()


def _nooverlap_instances() -> Strategy:
    return test_nooverlap.instances().map(lambda pair: (pair[1], pair[0]))


#: Per family, a strategy of ``(domains, constraint)`` over small integer domains.
FAMILIES: dict[str, Strategy] = {
    "Sum": _sum_instances(),
    "Arithmetic": test_arithmetic.operations(),
    "ReifiedSum": test_reified.reified(),
    "Minimum/Maximum": test_extremum.instances(),
    "NoOverlap": _nooverlap_instances(),
}


@pytest.mark.parametrize("family", sorted(FAMILIES))
@settings(max_examples=120, deadline=None)
@given(data=st.data())
def test_both_representations_end_with_the_same_bounds(family: str, data: st.DataObject) -> None:
    domains, constraint = data.draw(FAMILIES[family])
    assert constraint.accepts_intervals(constraint.scope[0])
    bitsets = bounds_after(domains, [constraint], wide=False)
    assert bitsets == bounds_after(domains, [constraint], wide=True)


@pytest.mark.parametrize("family", sorted(FAMILIES))
@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_the_contract_holds_on_intervals(family: str, data: st.DataObject) -> None:
    domains, constraint = data.draw(FAMILIES[family])
    with all_wide():
        check_constraint(data, domains, constraint, intervals=True)
