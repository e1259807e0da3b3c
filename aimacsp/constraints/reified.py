"""`ReifiedSum`: a 0/1 variable is 1 exactly when a linear comparison holds.

``truth == (sum(weights[k] * scope[k]) op rhs)``: what a condition used as a value becomes
(``(s1 + d1 <= s2) | (s2 + d2 <= s1)``, ``sum(x > 10 for x in xs)``) when its variables are
too wide for a table. The propagator reads the sum's bounds: when they decide the comparison,
``truth`` is fixed; once ``truth`` is fixed, the comparison (or its negation) is enforced by
`Sum`'s own propagator. MiniZinc ``int_lin_le_reif``, ``int_lin_eq_reif``, ``int_lin_ne_reif``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import Constraint, Propagator
from .lists import among, number
from .sum import Sum

__all__ = ["ReifiedSum"]

#: The comparison that holds exactly when ``op`` does not.
NEGATION = {"==": "!=", "!=": "==", "<=": ">", "<": ">=", ">=": "<", ">": "<="}


class ReifiedSum(Constraint[V, D]):
    """``truth == (sum(weights[k] * scope[k]) op rhs)``, ``truth`` a 0/1 variable.

    >>> r = ReifiedSum(["x", "y"], "<=", 5, "b")
    >>> r, r.is_satisfied((2, 3, 1)), r.is_satisfied((2, 4, 1)), r.is_satisfied((2, 4, 0))
    (ReifiedSum(b == (x + y <= 5)), True, False, True)
    """

    on_intervals = True

    def __init__(
        self,
        scope: Sequence[V],
        op: str,
        rhs: int,
        truth: V,
        weights: Sequence[int] | None = None,
        name: str | None = None,
    ) -> None:
        self.sum: Sum[V, D] = Sum(scope, op, rhs, weights)
        truth = number("ReifiedSum", "the truth variable", truth, "truth")
        if among(truth, self.sum.scope):
            raise ModelError(f"ReifiedSum: the truth variable {truth!r} is also in the sum")
        super().__init__([*self.sum.scope, truth], name)
        self.negated: Sum[V, D] = Sum(self.sum.scope, NEGATION[op], rhs, self.sum.weights)
        self.truth: V = truth

    def describe(self) -> str:
        return f"ReifiedSum({self.truth} == ({self.sum.describe()[4:-1]}))"

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        self.sum.check_domains(domains)
        if any(v not in (0, 1) for v in domains[self.truth]):
            raise ModelError(f"{self!r}: the truth variable {self.truth!r} must take 0 or 1 only")

    def is_satisfied(self, values: Sequence[D]) -> bool:
        return bool(values[-1] == int(self.sum.is_satisfied(values[:-1])))

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        return ReifiedSumPropagator(self, state)


class ReifiedSumPropagator(Propagator):
    """Fix the truth value once the sum's bounds decide the comparison; then filter as the
    comparison or its negation (see the module)."""

    consistency = "forward"
    settles_last_variable = True
    __slots__ = ("terms", "low", "high", "rhs", "truth", "holds", "fails")

    def __init__(self, constraint: ReifiedSum[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        self.terms = [(i, w) for i, w in zip(self.vars, constraint.sum.weights) if w]
        self.low, self.high = constraint.sum.totals()
        self.rhs = constraint.sum.rhs
        self.truth = self.vars[-1]
        self.holds = constraint.sum.propagator(state)
        self.fails = constraint.negated.propagator(state)

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        truth = self.truth
        if state.is_fixed(truth):
            inner = self.holds if state.low(truth) == 1 else self.fails
            return inner.propagate(state)
        decided = self.decided(state)
        if decided is None:
            return True
        return state.fix(truth, decided)

    def decided(self, state: DomainStore[Any, Any]) -> int | None:
        """1 (0) when every value the sum can take meets (misses) the comparison, else None."""
        low_of, high_of = state.low, state.high
        total_lo = total_hi = 0
        for i, w in self.terms:
            a, b = w * low_of(i), w * high_of(i)
            total_lo += min(a, b)
            total_hi += max(a, b)
        low, high = self.low, self.high
        if low is None and high is None:  # !=: decided when the sum cannot be rhs
            rhs = self.rhs
            if total_lo == total_hi:
                return int(total_lo != rhs)
            return 1 if rhs < total_lo or rhs > total_hi else None
        if (low is None or total_lo >= low) and (high is None or total_hi <= high):
            return 1
        if (low is not None and total_hi < low) or (high is not None and total_lo > high):
            return 0
        return None
