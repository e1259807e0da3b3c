"""`ac3` and `gac` against brute-force arc consistency."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp import CSP, AllDifferent, ModelError, Sum, Table, ac3, gac
from aimacsp.propagation.consistency import SUPPORT_LIMIT

from ..strategies import VALUES, csps, domains_for


def brute_force_ac(csp: CSP[Any, Any], max_arity: int = 2) -> dict[Any, list[Any]] | None:
    """Arc consistency by its definition, over the constraints of at most ``max_arity``
    variables: remove unsupported values until none is left."""
    domains = {var: list(values) for var, values in csp.domains.items()}
    changed = True
    while changed:
        changed = False
        for constraint in csp.constraints:
            scope = constraint.scope
            if len(scope) > max_arity:
                continue
            for k, var in enumerate(scope):
                keep = [
                    value
                    for value in domains[var]
                    if any(
                        constraint.is_satisfied(values)
                        for values in itertools.product(*(domains[v] for v in scope))
                        if values[k] == value
                    )
                ]
                if keep != domains[var]:
                    if not keep:
                        return None
                    domains[var], changed = keep, True
    return domains


@given(st.data())
def test_gac_on_tables_is_exact(data: st.DataObject) -> None:
    variables = ["a", "b", "c", "d"]
    doms = data.draw(domains_for(variables))
    csp: CSP[str, int] = CSP()
    for var in variables:
        csp.add_variable(var, doms[var])
    for _ in range(data.draw(st.integers(1, 3))):
        arity = data.draw(st.integers(2, 3))
        scope = data.draw(st.permutations(variables))[:arity]
        universe = list(itertools.product(VALUES, repeat=arity))
        csp.add_constraint(Table(scope, data.draw(st.sets(st.sampled_from(universe), max_size=20))))
    expected = brute_force_ac(csp, max_arity=4)
    assert gac(csp) == expected


def test_ac3_example_from_the_book() -> None:
    # AIMA section 6.2.2: Y = X^2 over the digits makes X in {0,1,2,3} and Y in {0,1,4,9}.
    csp: CSP[str, int] = CSP()
    csp.add_variables(["X", "Y"], range(10))
    csp.add_constraint(lambda x, y: y == x * x, ["X", "Y"])
    assert ac3(csp) == {"X": [0, 1, 2, 3], "Y": [0, 1, 4, 9]}


def test_ac3_detects_a_wipe_out_and_leaves_the_model_alone() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["X", "Y"], [0])
    csp.add_constraint(lambda x, y: x != y, ["X", "Y"])
    assert ac3(csp) is None
    assert gac(csp) is None
    assert csp.domains["X"] == (0,)


@given(csps(max_variables=4, max_constraints=5))
def test_ac3_is_generalised_arc_consistency_on_constraints_of_any_arity(
    csp: CSP[str, int],
) -> None:
    # csps() draws predicates, tables, all-different and sums over one to four variables.
    note(f"{dict(csp.domains)} {csp.constraints}")
    assert ac3(csp) == brute_force_ac(csp, max_arity=4)


def test_ac3_revises_the_three_cells_that_pairwise_reasoning_cannot() -> None:
    # Notebook 2's tiny unit: as three != pairs arc consistency keeps c's 1 and 2; as one
    # all-different, at either filtering level, GAC leaves c only 3.
    pairs: CSP[str, int] = CSP()
    pairs.add_variables(list("ab"), [1, 2])
    pairs.add_variable("c", [1, 2, 3])
    for x, y in ["ab", "ac", "bc"]:
        pairs.add_constraint(lambda u, v: u != v, [x, y])
    assert ac3(pairs) == {"a": [1, 2], "b": [1, 2], "c": [1, 2, 3]}
    for level in ("basic", "gac"):
        unit: CSP[str, int] = CSP()
        unit.add_variables(list("ab"), [1, 2])
        unit.add_variable("c", [1, 2, 3])
        unit.add_constraint(AllDifferent(["a", "b", "c"], level=level))
        assert ac3(unit) == {"a": [1, 2], "b": [1, 2], "c": [3]}, level
    predicate: CSP[str, int] = CSP()
    predicate.add_variables(list("ab"), [1, 2])
    predicate.add_variable("c", [1, 2, 3])
    predicate.add_constraint(lambda *xs: len(set(xs)) == 3, ["a", "b", "c"])
    assert ac3(predicate) == {"a": [1, 2], "b": [1, 2], "c": [3]}


def test_a_revision_wakes_the_arcs_of_other_wide_constraints() -> None:
    # x + y + w <= 1 takes 2 from x and y; then x + y == z takes z's 3 and 4: a revision of
    # one 3-ary constraint wakes the arcs of another.
    csp: CSP[str, int] = CSP()
    csp.add_variables(list("xy"), range(3))
    csp.add_variable("z", range(5))
    csp.add_variable("w", [0])
    csp.add_constraint(lambda x, y, w: x + y + w <= 1, ["x", "y", "w"])
    csp.add_constraint(lambda x, y, z: x + y == z, ["x", "y", "z"])
    csp.add_constraint(lambda x, y: x == y, ["x", "y"])
    assert ac3(csp) == brute_force_ac(csp, max_arity=3) == {
        "x": [0, 1], "y": [0, 1], "z": [0, 1, 2], "w": [0]
    }


def test_ac3_revises_a_sudoku_unit_through_its_own_filtering() -> None:
    # Nine cells over 1..9: enumerating supports would mean up to 9^8 combinations, so the
    # all-different's own propagator (it declares full arc consistency) revises it.
    unit: CSP[int, int] = CSP()
    unit.add_variables(range(9), range(1, 10))
    unit.add_constraint(AllDifferent(list(range(9))))
    for cell in range(8):
        unit.add_constraint(lambda v, c=cell: v == c + 1, [cell])
    assert ac3(unit) == gac(unit)
    assert ac3(unit)[8] == [9]  # type: ignore[index]


def test_a_wide_constraint_too_big_to_enumerate_is_named_not_skipped() -> None:
    csp: CSP[str, int] = CSP()
    names = [f"x{i}" for i in range(7)]
    csp.add_variables(names, range(10))
    csp.add_constraint(Sum(names, "<=", 30, name="budget"))  # bounds consistency only
    with pytest.raises(ModelError, match=r"ac3: the constraint budget over 7 variables") as err:
        ac3(csp)
    assert "1,000,000 combinations" in str(err.value) and "gac(csp)" in str(err.value)
    assert gac(csp) is not None


def test_ac3_stays_exact_on_wide_constraints_just_under_the_limit() -> None:
    # 4 variables over 0..9: 1,000 combinations of the others per value, under SUPPORT_LIMIT.
    csp: CSP[str, int] = CSP()
    csp.add_variables(list("abcd"), range(10))
    csp.add_constraint(Sum(list("abcd"), "==", 35))
    assert SUPPORT_LIMIT >= 10**3
    assert ac3(csp) == brute_force_ac(csp, max_arity=4) == {v: [8, 9] for v in "abcd"}
