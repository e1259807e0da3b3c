"""The three shrinking methods return the same preferred conflict, minimal, at their costs."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aimacsp import CSP, Constraint, Sum, minimal_conflict
from aimacsp.explanations.shrink import METHODS, chunked_deletion, deletion, quickxplain
from tests.aimacsp.strategies import csps


class Oracle:
    """A monotone test over numbered constraints: no solution when the set holds all of one
    of the hidden ``conflicts``; counts its calls."""

    def __init__(self, conflicts: list[set[int]]) -> None:
        self.conflicts = conflicts
        self.calls = 0

    def __call__(self, constraints: Sequence[Constraint[str, int]]) -> bool:
        self.calls += 1
        held = {c.rhs for c in constraints}  # type: ignore[attr-defined]
        return not any(conflict <= held for conflict in self.conflicts)


def numbered(n: int) -> list[Constraint[str, int]]:
    return [Sum(["x"], "==", k) for k in range(n)]


@given(
    st.integers(1, 40).flatmap(
        lambda n: st.tuples(
            st.just(n),
            st.lists(st.sets(st.integers(0, n - 1), min_size=1, max_size=6), min_size=1,
                     max_size=4),
        )
    )
)
def test_every_method_finds_the_same_minimal_preferred_conflict(
    case: tuple[int, list[set[int]]],
) -> None:
    n, conflicts = case
    candidates = numbered(n)
    found = {name: method(Oracle(conflicts), [], candidates) for name, method in METHODS.items()}
    reference = [c.rhs for c in found["deletion"]]  # type: ignore[attr-defined]
    for name, result in found.items():
        assert [c.rhs for c in result] == reference, name  # type: ignore[attr-defined]
    oracle = Oracle(conflicts)
    assert not oracle(found["deletion"])
    for k in range(len(reference)):
        assert oracle(found["deletion"][:k] + found["deletion"][k + 1 :])
    # Preferred: no conflict ends earlier (its last constraint comes before ours).
    assert min(max(conflict) for conflict in conflicts) == reference[-1]


@pytest.mark.parametrize("k", [1, 2, 5, 64])
def test_the_costs_follow_the_size_of_the_conflict(k: int) -> None:
    n = 64
    conflict = {j * (n // k) for j in range(k)}
    calls = {}
    for name, method in (("qx", quickxplain), ("del", deletion), ("chunks", chunked_deletion)):
        oracle = Oracle([conflict])
        assert len(method(oracle, [], numbered(n))) == k
        calls[name] = oracle.calls
    assert calls["del"] == n
    assert calls["qx"] <= 2 * k * math.log2(n / k) + 2 * k
    if k == n:
        assert calls["chunks"] == n  # never worse than deletion when all are needed
    else:
        assert calls["chunks"] <= 4 * k * math.log2(n) + 4  # and close to QuickXplain


@given(csps(max_variables=4, max_constraints=6))
def test_minimal_conflict_gives_the_same_answer_by_every_method(csp: CSP[str, int]) -> None:
    answers = [minimal_conflict(csp, method=name) for name in METHODS]
    assert all(answer == answers[0] for answer in answers)


def test_an_unknown_method_is_named() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variable("x", [0])
    with pytest.raises(ValueError, match="unknown method 'fast': choose one of quickxplain"):
        minimal_conflict(csp, method="fast")
