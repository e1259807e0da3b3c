"""`ac3` and `gac` against brute-force arc consistency."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp import CSP, Table, ac3, gac

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


@given(csps(max_variables=4, max_constraints=6))
def test_ac3_is_exact_on_binary_and_unary_constraints(csp: CSP[str, int]) -> None:
    note(f"{dict(csp.domains)} {csp.constraints}")
    assert ac3(csp) == brute_force_ac(csp)


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
