"""`Sum`: a linear constraint ``sum(w * x) op rhs`` with integer weights and values."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence
from numbers import Integral
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import LISTED, Constraint, Propagator
from .intervals import number_line
from .linear import VARIABLE_WEIGHTS, moved_left
from .lists import constant_list, constants

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
        if weights is not None and type(weights) is not list and type(weights) is not tuple:
            weights = constants("Sum", "weights", weights)
        if type(rhs) is not int and (not isinstance(rhs, Integral) or isinstance(rhs, bool)):
            # a variable on the right: sum(w * x) - rhs op 0, the constraint's own form
            scope, weights, rhs = moved_left(scope, weights, rhs)
        super().__init__(scope, name)
        if op not in OPERATORS:
            raise ModelError(f"{self._where()}: operator {op!r} is not one of {OPERATORS}")
        if weights is None:
            weights = [1] * len(self.scope)
        weights = tuple(weights)
        if len(weights) != len(self.scope):
            raise ModelError(
                f"{self._where()}: {len(weights)} weights for {len(self.scope)} variables"
            )
        for w in weights:
            if type(w) is not int and (not isinstance(w, Integral) or isinstance(w, bool)):
                constant_list(self._where(), "weights", [w], VARIABLE_WEIGHTS, numeric=True)
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

    on_intervals = True

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        for var in self.scope:
            if type(domains[var]) is range:
                continue  # integers only
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
        indices = [state.index[v] for v in self.scope]
        if any(state.wide[i] for i in indices):
            return WideSumPropagator(self, state)
        if set(self.weights) == {1} and all(set(state.values_of(i)) <= {0, 1} for i in indices):
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

    __slots__ = ("terms", "lo_rhs", "hi_rhs", "numbers", "base")
    idempotent = True

    def __init__(self, constraint: Sum[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        # The terms with a non-zero weight, as (variable index, weight).
        self.terms = [(i, w) for i, w in zip(self.vars, constraint.weights) if w]
        # The sum must lie in [lo_rhs, hi_rhs]; None is unbounded.
        self.lo_rhs, self.hi_rhs = constraint.totals()
        # The real numbers have the lowest bits, in increasing order (see State), so a
        # bisection in this prefix turns a value interval into a bit interval; when they are
        # consecutive integers (the usual case), a subtraction does. Made once per search.
        line = number_line(state)
        self.numbers, self.base = line.numbers, line.base

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, values, terms = state.dom, state.values, self.terms
        lo_rhs, hi_rhs = self.lo_rhs, self.hi_rhs
        while True:
            lows, highs = [], []
            total_lo = total_hi = span = 0
            for i, w in terms:
                d = dom[i]
                if w > 0:
                    low = w * values[(d & -d).bit_length() - 1]
                    high = w * values[d.bit_length() - 1]
                else:
                    low = w * values[d.bit_length() - 1]
                    high = w * values[(d & -d).bit_length() - 1]
                lows.append(low)
                highs.append(high)
                total_lo += low
                total_hi += high
                if high - low > span:
                    span = high - low
            # How far the totals may move before they leave [lo_rhs, hi_rhs]: a term loses
            # values only when its own span exceeds one of them.
            over = span if lo_rhs is None else total_hi - lo_rhs
            under = span if hi_rhs is None else hi_rhs - total_lo
            if over < 0 or under < 0:
                return False
            if span <= over and span <= under:
                return True
            changed = False
            for k, (i, w) in enumerate(terms):
                low, high = lows[k], highs[k]
                if high - low <= over and high - low <= under:
                    continue
                # w * x must lie in [high - over, low + under]
                if w > 0:
                    x_lo, x_hi = -((over - high) // w), (low + under) // w
                else:
                    x_lo, x_hi = -((low + under) // -w), (over - high) // -w
                if not self.narrow(state, i, x_lo, x_hi):
                    return False
                changed = True
            if not changed:
                return True

    def narrow(self, state: DomainStore[Any, Any], i: int, low: int, high: int) -> bool:
        """Keep variable ``i``'s values in [low, high]; False on a wipe-out."""
        base = self.base
        if base is not None:
            first = low - base if low > base else 0
            last = high - base + 1
        else:
            first, last = bisect_left(self.numbers, low), bisect_right(self.numbers, high)
        if last <= first:
            return False
        return state.keep(i, ((1 << last) - 1) >> first << first)


class WideSumPropagator(SumPropagator):
    """`SumPropagator`'s bounds consistency over a scope with wide domains (intervals): the
    same reasoning, reading and narrowing each domain through the state's methods."""

    __slots__ = ()

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        low_of, high_of, terms = state.low, state.high, self.terms
        lo_rhs, hi_rhs = self.lo_rhs, self.hi_rhs
        while True:
            lows, highs = [], []
            total_lo = total_hi = span = 0
            for i, w in terms:
                if w > 0:
                    low, high = w * low_of(i), w * high_of(i)
                else:
                    low, high = w * high_of(i), w * low_of(i)
                lows.append(low)
                highs.append(high)
                total_lo += low
                total_hi += high
                if high - low > span:
                    span = high - low
            over = span if lo_rhs is None else total_hi - lo_rhs
            under = span if hi_rhs is None else hi_rhs - total_lo
            if over < 0 or under < 0:
                return False
            if span <= over and span <= under:
                return True
            changed = False
            for k, (i, w) in enumerate(terms):
                low, high = lows[k], highs[k]
                if high - low <= over and high - low <= under:
                    continue
                if w > 0:
                    x_lo, x_hi = -((over - high) // w), (low + under) // w
                else:
                    x_lo, x_hi = -((low + under) // -w), (over - high) // -w
                if not state.keep_between(i, x_lo, x_hi):
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
    wakes_when_fixed = True  # only a variable fixed can leave one unfixed

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
            if (d & (d - 1)) if type(d) is int else d[0] != d[-1]:
                if last >= 0:
                    return True
                last, weight = i, w
            else:
                total += w * (values[d.bit_length() - 1] if type(d) is int else d[0])
        rest = self.rhs - total
        if last < 0:
            return rest != 0
        if rest % weight:
            return True
        return state.discard_value(last, rest // weight)
