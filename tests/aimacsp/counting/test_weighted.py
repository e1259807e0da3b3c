"""`weighted_count` against brute-force enumeration."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp import CSP, Sum, weighted_count
from tests.aimacsp.strategies import brute_force, csps


def by_degree(solutions: list[dict[Any, Any]], weight: Any, degree: Any) -> list[int]:
    total: list[int] = []
    for s in solutions:
        w, k = 1, 0
        for var, value in s.items():
            w *= weight(var, value)
            k += degree(var, value)
        if w:
            total.extend([0] * (k + 1 - len(total)))
            total[k] += w
    while total and not total[-1]:
        total.pop()
    return total


def trimmed(poly: list[int]) -> list[int]:
    poly = list(poly)
    while poly and not poly[-1]:
        poly.pop()
    return poly


@given(csps(max_variables=6, max_constraints=5), st.data())
def test_totals_and_marginals_match_brute_force(csp: CSP[str, int], data: st.DataObject) -> None:
    weights = {
        (var, value): data.draw(st.integers(0, 3))
        for var in csp.variables
        for value in csp.domains[var]
    }
    degrees = {key: data.draw(st.integers(0, 2)) for key in weights}
    note(f"{dict(csp.domains)} {csp.constraints} {weights} {degrees}")

    def weight(var: str, value: int) -> int:
        return weights[(var, value)]

    def degree(var: str, value: int) -> int:
        return degrees[(var, value)]

    solutions = brute_force(csp)
    result = weighted_count(csp, weight, degree)
    assert trimmed(result.total) == by_degree(solutions, weight, degree)
    for var in csp.variables:
        for value in csp.domains[var]:
            expected = by_degree([s for s in solutions if s[var] == value], weight, degree)
            assert trimmed(result.marginal(var, value)) == expected, (var, value)


@given(csps(max_variables=6, max_constraints=5))
def test_unit_weights_count_solutions(csp: CSP[str, int]) -> None:
    assert weighted_count(csp).count == len(brute_force(csp))


def test_a_long_chain_is_counted_without_enumeration() -> None:
    # 300 cells in a row, each window of three holding exactly one mine: the count is
    # tiny per window but plain enumeration would still walk every solution; here the
    # cache makes it linear.
    n = 300
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n), [0, 1])
    for k in range(n - 2):
        csp.add_constraint(Sum([k, k + 1, k + 2], "==", 1))
    result = weighted_count(csp, degree=lambda var, value: value)
    assert result.count == 3
    assert trimmed(result.total) == [0] * 100 + [3]

    free: CSP[int, int] = CSP()
    free.add_variables(range(n), [0, 1])
    for k in range(0, n - 2, 2):  # windows of three overlapping by one, at most one mine
        free.add_constraint(Sum([k, k + 1, k + 2], "<=", 1))
    assert weighted_count(free).count > 2**100


@given(csps(max_variables=5, max_constraints=4), st.data())
def test_weighed_marginals_and_a_degree_cap_match_brute_force(
    csp: CSP[str, int], data: st.DataObject
) -> None:
    weights = {
        (var, value): data.draw(st.integers(0, 3))
        for var in csp.variables
        for value in csp.domains[var]
    }
    degrees = {key: data.draw(st.integers(0, 2)) for key in weights}
    by_total = data.draw(st.lists(st.integers(0, 5), max_size=12))
    cap = data.draw(st.none() | st.integers(0, 8))
    note(f"{dict(csp.domains)} {csp.constraints} {weights} {degrees} {by_total} {cap}")

    def weight(var: str, value: int) -> int:
        return weights[(var, value)]

    def degree(var: str, value: int) -> int:
        return degrees[(var, value)]

    def capped(poly: list[int]) -> list[int]:
        return trimmed(poly if cap is None else poly[: cap + 1])

    solutions = brute_force(csp)
    result = weighted_count(csp, weight, degree, max_degree=cap)
    assert trimmed(result.total) == capped(by_degree(solutions, weight, degree))
    weighed = result.weighed(by_total)
    for var in csp.variables:
        for value in csp.domains[var]:
            marginal = by_degree([s for s in solutions if s[var] == value], weight, degree)
            assert trimmed(result.marginal(var, value)) == capped(marginal)
            expected = sum(c * w for c, w in zip(capped(marginal), by_total))
            assert weighed.get((var, value), 0) == expected, (var, value)


def test_negative_degrees_and_caps_are_refused() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b"], [0, 1])
    with pytest.raises(ValueError, match="degree of 'a' = 1 is -1"):
        weighted_count(csp, degree=lambda var, value: -value)
    with pytest.raises(ValueError, match="max_degree"):
        weighted_count(csp, max_degree=-1)


def test_a_weighted_count_prints_its_size_not_its_digits() -> None:
    from aimacsp.problems import queens

    small = weighted_count(queens(6), lambda v, x: 1, lambda v, x: 0)
    assert repr(small) == "<WeightedCount of 6 variables: 4, degrees 0..0>"
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(120), list(range(10)))
    huge = weighted_count(csp, lambda v, x: 1, lambda v, x: 0)
    power = (10**120).bit_length() - 1
    assert repr(huge) == f"<WeightedCount of 120 variables: about 2^{power}, degrees 0..0>"
