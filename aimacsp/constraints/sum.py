"""`Sum`: a linear constraint ``sum(w * x) op rhs`` with integer weights and values."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence
from numbers import Integral, Real
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import LISTED, Constraint, Propagator

__all__ = ["Sum"]

OPERATORS = ("==", "!=", "<=", "<", ">=", ">")


class Sum(Constraint[V, D]):
    """``sum(weights[k] * scope[k]) op rhs``, with ``op`` one of ``"=="``, ``"!="``, ``"<="``,
    ``"<"``, ``">="``, ``">"``.

    Weights default to 1. For ``==``, ``<=`` and ``>=`` the propagator enforces bounds
    consistency (for ``==``, on the real relaxation: each end of a domain has a support where
    the other variables may take any real value between their ends; integer supports would
    be subset sum), which on 0/1 variables with unit weights (a Minesweeper number) is full
    arc consistency; ``<`` and ``>`` are ``<=`` and ``>=`` with the right-hand side moved by one
    (they print as written). For ``!=`` it is domain consistency: once a single variable with
    a non-zero weight is left unfixed, the one value that would make the sum equal goes.
    XCSP3 ``sum``; MiniZinc ``sum`` and ``int_lin_eq``/``int_lin_le``/``int_lin_ne``.

    >>> Sum(["a", "b", "c"], "==", 2).is_satisfied((1, 0, 1))
    True
    >>> Sum(["a", "b", "c"], "==", 2), Sum(["x", "y"], "<=", 4, [2, -1])
    (Sum(a + b + c == 2), Sum(2*x - y <= 4))
    >>> Sum(["x", "y"], "!=", 3).is_satisfied((1, 2)), Sum(["x", "y"], "<", 3).totals()
    (False, (None, 2))
    """

    def __init__(
        self,
        scope: Sequence[V],
        op: str,
        rhs: int,
        weights: Sequence[int] | None = None,
        name: str | None = None,
    ) -> None:
        super().__init__(scope, name)
        if op not in OPERATORS:
            raise ModelError(f"{self._where()}: operator {op!r} is not one of {OPERATORS}")
        if not isinstance(rhs, Integral):
            raise ModelError(f"{self._where()}: right-hand side {rhs!r} is not an integer")
        if weights is None:
            weights = [1] * len(self.scope)
        weights = tuple(weights)
        if len(weights) != len(self.scope):
            raise ModelError(
                f"{self._where()}: {len(weights)} weights for {len(self.scope)} variables"
            )
        for w in weights:
            if type(w) is not int and not isinstance(w, Integral):
                raise ModelError(f"{self._where()}: weight {w!r} is not an integer")
        self.op: str = op
        self.rhs: int = int(rhs)
        self.weights: tuple[int, ...] = tuple(int(w) for w in weights)

    def _where(self) -> str:
        return f"Sum over {list(self.scope)!r}"

    def describe(self) -> str:
        terms = [_term(w, var) for w, var in zip(self.weights, self.scope)]
        if len(terms) > LISTED:
            terms = [terms[0], "+ ...", terms[-1]]
        text = " ".join(terms)
        text = text[2:] if text.startswith("+") else "-" + text[2:]
        return f"Sum({text} {self.op} {self.rhs})"

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        for var in self.scope:
            for value in domains[var]:
                # (the type test first: an ABC check costs far more, on every value)
                if type(value) is not int and not isinstance(value, Integral):
                    raise ModelError(
                        f"{self!r}: variable {var!r} has the value {value!r}, "
                        "which is not an integer"
                    )

    def is_satisfied(self, values: Sequence[D]) -> bool:
        numbers: Sequence[int] = values  # type: ignore[assignment]  # check_domains made sure
        total = sum(w * v for w, v in zip(self.weights, numbers))
        return _compare(total, self.op, self.rhs)

    def totals(self) -> tuple[int | None, int | None]:
        """The least and greatest totals allowed (None: unbounded); ``!=`` bounds nothing."""
        op, rhs = self.op, self.rhs
        low = rhs if op in ("==", ">=") else rhs + 1 if op == ">" else None
        high = rhs if op in ("==", "<=") else rhs - 1 if op == "<" else None
        return low, high

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        if self.op == "!=":
            return NotEqualPropagator(self, state)
        if set(self.weights) == {1} and all(
            set(state.values_of(i)) <= {0, 1} for i in (state.index[v] for v in self.scope)
        ):
            return CountPropagator(self, state)
        return SumPropagator(self, state)


def _term(weight: int, var: object) -> str:
    """One term of the sum as it prints, with its sign: ``+ x``, ``- y``, ``+ 3*z``."""
    size = abs(weight)
    return f"{'-' if weight < 0 else '+'} {'' if size == 1 else f'{size}*'}{var}"


def _compare(total: int, op: str, rhs: int) -> bool:
    if op == "==":
        return total == rhs
    if op == "!=":
        return total != rhs
    if op == "<=":
        return total <= rhs
    if op == "<":
        return total < rhs
    if op == ">=":
        return total >= rhs
    return total > rhs


class SumPropagator(Propagator):
    """Bounds consistency: each term must fit between what the others can reach at least and
    at most; values outside that interval are removed, until nothing changes."""

    settles_last_variable = True
    consistency = "bounds"

    __slots__ = ("weights", "lo_rhs", "hi_rhs", "numbers")
    idempotent = True

    def __init__(self, constraint: Sum[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        self.weights = constraint.weights
        # The sum must lie in [lo_rhs, hi_rhs]; None is unbounded.
        self.lo_rhs, self.hi_rhs = constraint.totals()
        # The real numbers have the lowest bits, in increasing order (see State), so a
        # bisection in this prefix turns a value interval into a bit interval.
        self.numbers = [v for v in state.values if isinstance(v, Real)]

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, values, numbers = state.dom, state.values, self.numbers
        vars_, weights = self.vars, self.weights
        lo_rhs, hi_rhs = self.lo_rhs, self.hi_rhs
        while True:
            lows, highs = [], []
            for i, w in zip(vars_, weights):
                d = dom[i]
                small = w * values[(d & -d).bit_length() - 1]
                large = w * values[d.bit_length() - 1]
                if w < 0:
                    small, large = large, small
                lows.append(small)
                highs.append(large)
            total_lo, total_hi = sum(lows), sum(highs)
            if (lo_rhs is not None and total_hi < lo_rhs) or (
                hi_rhs is not None and total_lo > hi_rhs
            ):
                return False
            # A term can only lose values when its own span exceeds the slack on one side.
            span = max([high - low for low, high in zip(lows, highs)])
            if (lo_rhs is None or total_hi - lo_rhs >= span) and (
                hi_rhs is None or hi_rhs - total_lo >= span
            ):
                return True
            changed = False
            for k, (i, w) in enumerate(zip(vars_, weights)):
                if not w:
                    continue
                # Bounds on w * x given the other terms.
                term_lo = None if lo_rhs is None else lo_rhs - (total_hi - highs[k])
                term_hi = None if hi_rhs is None else hi_rhs - (total_lo - lows[k])
                if w < 0:
                    term_lo, term_hi = term_hi, term_lo
                x_lo = None if term_lo is None else -(-term_lo // w)  # ceil division
                x_hi = None if term_hi is None else term_hi // w
                first = 0 if x_lo is None else bisect_left(numbers, x_lo)
                last = len(numbers) if x_hi is None else bisect_right(numbers, x_hi)
                mask = ((1 << last) - 1) & ~((1 << first) - 1)
                d = dom[i]
                if d & mask != d:
                    if not state.keep(i, mask):
                        return False
                    changed = True
            if not changed:
                return True


class CountPropagator(Propagator):
    """The 0/1 unit-weight case, ``count of ones op rhs``: when the ones already fixed, or
    all the undecided ones, meet the bound exactly, the undecided variables are decided."""

    settles_last_variable = True
    consistency = "domain"

    __slots__ = ("zero", "one", "lo_rhs", "hi_rhs")
    idempotent = True

    def __init__(self, constraint: Sum[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        index = state.value_index
        self.zero = 1 << index[0] if 0 in index else 0
        self.one = 1 << index[1] if 1 in index else 0
        low, high = constraint.totals()
        self.lo_rhs = -1 if low is None else low
        self.hi_rhs = len(self.vars) + 1 if high is None else high

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, one = state.dom, self.one
        ones = 0
        free = []
        for i in self.vars:
            d = dom[i]
            if d == one:
                ones += 1
            elif d & (d - 1):
                free.append(i)
        most = ones + len(free)
        if most < self.lo_rhs or ones > self.hi_rhs:
            return False
        if not free:
            return True
        if ones == self.hi_rhs:
            keep = self.zero
        elif most == self.lo_rhs:
            keep = one
        else:
            return True
        for i in free:
            state.keep(i, keep)
        return True


class NotEqualPropagator(Propagator):
    """``sum != rhs``, domain consistent: while two variables with non-zero weights are
    unfixed, each of their values has a support (the other can always move the sum off
    ``rhs``), so only the last of them can lose a value: the one that makes the sum equal."""

    settles_last_variable = True
    consistency = "domain"

    __slots__ = ("weights", "rhs")
    idempotent = True

    def __init__(self, constraint: Sum[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        self.weights = constraint.weights
        self.rhs = constraint.rhs

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, values = state.dom, state.values
        total = 0
        last = -1  # the one unfixed variable with a non-zero weight, if one
        weight = 0
        for i, w in zip(self.vars, self.weights):
            if not w:
                continue
            d = dom[i]
            if d & (d - 1):
                if last >= 0:
                    return True
                last, weight = i, w
            else:
                total += w * values[d.bit_length() - 1]
        rest = self.rhs - total
        if last < 0:
            return rest != 0
        if rest % weight:
            return True
        bit = state.value_index.get(rest // weight)
        return bit is None or state.keep(last, ~(1 << bit))
