"""Every constraint that reasons on bounds works on both representations of a domain.

A search holds a wide integer range as intervals (see `aimacsp.propagation.representation`);
the audit never reaches such models, so each family that accepts intervals is held here to
the brute-force oracle with every domain as intervals and with the two representations mixed
in one scope, and to the same bounds as on bitsets after propagating to a fixpoint (the
differential check of issue 35). `AllDifferent` is bounds consistent on intervals where it is
domain consistent on bitsets: it is held to that. A family that needs the values listed is
refused, before search, over a domain too wide to list.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import (
    ANY,
    CSP,
    MDD,
    AllDifferent,
    AllEqual,
    Channel,
    Circuit,
    Constraint,
    Count,
    Cumulative,
    Element,
    GlobalCardinality,
    Increasing,
    LexIncreasing,
    ModelError,
    NoOverlap2D,
    NValues,
    Predicate,
    Regular,
    ShortTable,
    Solver,
    State,
    SubCircuit,
    Sum,
    Table,
)
from aimacsp.constraints import alldifferent
from aimacsp.model import MAX_DOMAIN

from . import (
    test_alldifferent,
    test_allequal,
    test_arithmetic,
    test_cardinality,
    test_count,
    test_cumulative,
    test_cumulative_sizes,
    test_element,
    test_extremum,
    test_lex,
    test_nooverlap,
    test_nooverlap2d,
    test_ordered,
    test_reified,
    test_sum,
)
from .oracle import check_constraint
from .wide import all_wide, bounds_after, some_wide

Strategy = Any


def _swapped(strategy: Strategy) -> Strategy:
    """A strategy of ``(constraint, domains)`` as ``(domains, constraint)``."""
    return strategy.map(lambda pair: (pair[1], pair[0]))


#: Per family, a strategy of ``(domains, constraint)`` over small integer domains.
FAMILIES: dict[str, Strategy] = {
    "Sum": test_sum.sums(),
    "Arithmetic": test_arithmetic.operations(),
    "ReifiedSum": test_reified.reified(),
    "Minimum/Maximum": test_extremum.instances(),
    "NoOverlap": _swapped(test_nooverlap.instances()),
    "Increasing/Decreasing": test_ordered.instances(),
    "LexIncreasing/LexDecreasing": test_lex.instances(),
    "Count": test_count.instances(words=False),
    "GlobalCardinality": test_cardinality.instances(),
    "Element": test_element.instances(words=False),
    "AllEqual": test_allequal.instances(words=False),
    "Cumulative": _swapped(test_cumulative.instances()),
    "Cumulative with sizes": _swapped(test_cumulative_sizes.instances()),
    "NoOverlap2D": _swapped(test_nooverlap2d.instances()),
}

#: The families again, with words among the values where the family takes them (those
#: domains stay bitsets), and AllDifferent.
MIXED: dict[str, Strategy] = {
    **FAMILIES,
    "Count": test_count.instances(),
    "Element": test_element.instances(),
    "AllEqual": test_allequal.instances(),
    "AllDifferent": test_alldifferent.instances(words=True),
}


@pytest.mark.parametrize("family", sorted(FAMILIES))
@settings(max_examples=120, deadline=None)
@given(data=st.data())
def test_both_representations_end_with_the_same_bounds(family: str, data: st.DataObject) -> None:
    domains, constraint = data.draw(FAMILIES[family])
    assert all(constraint.accepts_intervals(var) for var in constraint.scope)
    bitsets = bounds_after(domains, [constraint], wide=False)
    assert bitsets == bounds_after(domains, [constraint], wide=True)


@pytest.mark.parametrize("family", sorted(FAMILIES))
@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_the_contract_holds_on_intervals(family: str, data: st.DataObject) -> None:
    domains, constraint = data.draw(FAMILIES[family])
    with all_wide():
        check_constraint(data, domains, constraint, intervals=True)


@pytest.mark.parametrize("family", sorted(MIXED))
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_the_contract_holds_on_mixed_representations(family: str, data: st.DataObject) -> None:
    domains, constraint = data.draw(MIXED[family])
    with some_wide():
        check_constraint(data, domains, constraint, intervals=True)


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_all_different_is_bounds_consistent_on_intervals(data: st.DataObject) -> None:
    domains, constraint = data.draw(test_alldifferent.instances())
    with all_wide():
        check_constraint(data, domains, constraint, intervals=True)


@settings(max_examples=300, deadline=None)
@given(test_alldifferent.instances(excepting=False))
def test_all_different_on_intervals_keeps_the_bounds_of_bitsets_or_wider(
    instance: tuple[dict[str, list[object]], Any],
) -> None:
    # bounds consistency is weaker than Régin's domain consistency, never stronger
    domains, constraint = instance
    bitsets = bounds_after(domains, [constraint], wide=False)
    wide = bounds_after(domains, [constraint], wide=True)
    if bitsets is None:
        return  # (bounds reasoning may miss a failure that Régin's filter sees)
    assert wide is not None
    for var, (low, high) in bitsets.items():
        assert wide[var][0] <= low and high <= wide[var][1]


WIDE = range(0, 10**9)


class _Below(Constraint[str, int]):
    """A constraint of a user's own, with the default (forward checking) propagator."""

    def is_satisfied(self, values: Sequence[int]) -> bool:
        return values[0] < values[1]


def _needing_values() -> list[Constraint[str, Any]]:
    """One constraint of each family that needs the values listed, over x and y (and z)."""
    ones = [("q0", 0, "q0"), ("q0", 1, "q1"), ("q1", 0, "q1")]
    diagram = [("r", 0, "u"), ("r", 1, "v"), ("u", 1, "t"), ("v", 0, "t"), ("v", 1, "t")]
    return [
        Table(["x", "y"], [(1, 2), (3, 0)]),
        Table(["x", "y", "z"], [(1, 2, 0), (3, 0, 1)]),
        ShortTable(["x", "y", "z"], [(1, ANY, 2)]),
        Regular(["x", "y", "z"], ones, "q0", ["q1"]),
        MDD(["x", "y"], diagram),
        Channel(["x", "y", "z"]),
        Circuit(["x", "y", "z"]),
        SubCircuit(["x", "y", "z"]),
        NValues(["x", "y"], "z"),
        Predicate(lambda a: a % 7 == 3, ["x"]),
        Predicate(lambda a, b: a * b == 12345, ["x", "y"]),
        Predicate(lambda a, b, c: a + b == c, ["x", "y", "z"]),
        _Below(["x", "y"]),
    ]


@pytest.mark.parametrize("constraint", _needing_values(), ids=repr)
def test_a_family_that_needs_values_refuses_a_wide_domain_by_name(
    constraint: Constraint[str, Any],
) -> None:
    assert not constraint.accepts_intervals("x")
    csp: CSP[str, int] = CSP()
    csp.add_variable("x", WIDE)
    for var in ("y", "z"):
        csp.add_variable(var, range(3))
    csp.add_constraint(constraint)
    solver = Solver(csp)
    with pytest.raises(ModelError) as error:
        solver.solve()
    message = str(error.value)
    assert repr(constraint) in message and "'x'" in message
    assert "1,000,000,000" in message and "0..999999999" in message
    assert solver.stats.assignments == 0  # refused before the search


def _wide_models() -> dict[str, tuple[CSP[str, int], bool]]:
    """Per family, a model over domains of up to 10**9 values, and whether it has a solution."""
    models: dict[str, tuple[CSP[str, int], bool]] = {}

    def csp_of(domains: dict[str, range], *constraints: Constraint[str, Any]) -> CSP[str, int]:
        csp: CSP[str, int] = CSP()
        for var, domain in domains.items():
            csp.add_variable(var, domain)
        for constraint in constraints:
            csp.add_constraint(constraint)
        return csp

    xs = [f"x{k}" for k in range(5)]
    models["Increasing"] = (
        csp_of(dict.fromkeys(xs, WIDE), Increasing(xs, strict=True, lengths=[10**8] * 4)),
        True,
    )
    rows = [["a", "b"], ["c", "d"]]
    models["LexIncreasing"] = (
        csp_of(
            {"a": range(10**8, 10**9), "b": WIDE, "c": range(0, 10**8 + 1), "d": WIDE},
            LexIncreasing(rows, strict=True),
        ),
        True,
    )
    models["Count"] = (
        csp_of(
            {**dict.fromkeys(xs[:3], WIDE), "n": range(3, 10**9)},
            Count(xs[:3], [5, 10**8], "n"),
        ),
        True,
    )
    models["GlobalCardinality"] = (
        csp_of(
            {**dict.fromkeys(xs[:3], WIDE), "c0": range(2, 10**9), "c1": range(2, 10**9)},
            GlobalCardinality(xs[:3], [7, 8], ["c0", "c1"], closed=True),
        ),
        False,  # three variables cannot give two values two each
    )
    models["Element"] = (
        csp_of(
            {"a0": WIDE, "a1": range(0, 100), "a2": range(10**8, 10**9), "i": range(3),
             "z": range(5 * 10**8, 10**9)},  # fmt: skip
            Element(["a0", "a1", "a2"], "i", "z"),
            Sum(["a0"], "<=", 10),
        ),
        True,
    )
    models["AllEqual"] = (
        csp_of(
            {"x": WIDE, "y": range(10**8, 2 * 10**9), "z": range(5 * 10**8, 10**9)},
            AllEqual(["x", "y", "z"]),
        ),
        True,
    )
    day = range(0, 86_400)
    models["Cumulative"] = (
        csp_of({**dict.fromkeys(xs, day), "cap": range(1, 2)},
               Cumulative(xs, [3600] * 5, [1] * 5, "cap")),  # fmt: skip
        True,
    )
    models["Cumulative with sizes"] = (
        csp_of({**dict.fromkeys(xs[:3], day), "d": range(60, 86_400), "cap": range(1, 2)},
               Cumulative(xs[:3], ["d", 3600, 3600], [1, 1, 1], "cap"),
               Sum(["d"], ">=", 7200)),  # fmt: skip
        True,
    )
    models["NoOverlap2D"] = (
        csp_of({**dict.fromkeys(["x0", "x1", "y0", "y1"], WIDE), "w": range(10**6, 10**6 + 1)},
               NoOverlap2D(["x0", "x1"], ["y0", "y1"], ["w", "w"], ["w", "w"])),  # fmt: skip
        True,
    )
    models["AllDifferent"] = (
        csp_of(dict.fromkeys(xs[:4], WIDE), AllDifferent(xs[:4]),
               *(Sum([x], "<=", 2) for x in xs[:4])),  # fmt: skip
        False,  # four variables, three values: the bounds say so at the root
    )
    return models


WIDE_MODELS = _wide_models()


@pytest.mark.parametrize("family", sorted(WIDE_MODELS))
def test_each_family_solves_a_model_of_a_billion_values_by_bounds(family: str) -> None:
    csp, solvable = WIDE_MODELS[family]
    state: State[str, int] = State(csp, intervals=True)
    assert sum(state.wide) >= 2  # no value of those domains is listed
    solver = Solver(csp)
    solution = solver.solve()
    assert (solution is not None) == solvable
    assert solution is None or csp.is_solution(solution)
    assert solver.stats.assignments <= 20  # bounds lead the way: no value tried one by one


def test_all_different_keeps_a_bitset_where_one_fits() -> None:
    # Régin's filter on a bitset is stronger than bounds; intervals only past a bitset's size
    assert alldifferent.LISTABLE == MAX_DOMAIN
    csp: CSP[str, int] = CSP()
    csp.add_variables(["q0", "q1"], range(100))
    csp.add_variable("far", range(10**9))
    csp.add_constraint(AllDifferent(["q0", "q1"]))
    csp.add_constraint(AllDifferent(["q1", "far"]))
    state: State[str, int] = State(csp, intervals=True)
    assert state.wide == [False, False, True]
    assert [type(p).__name__ for p in state.propagators] == [
        "AllDifferentPropagator",
        "BoundsAllDifferentPropagator",
    ]
