"""`Minimum` and `Maximum`: a variable equals the least (greatest) value of a list."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import ModelError
from ..intervals import Intervals, between, union
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import check_integers, number_line
from .lists import among, number, variable_list
from .spans import keep_spans, spans_of

__all__ = ["Minimum", "Maximum"]


class Extremum(Constraint[V, D]):
    """What `Minimum` and `Maximum` share: the list, the result, the checks."""

    #: True for `Minimum`, False for `Maximum`.
    least = True

    def __init__(self, scope: Sequence[V], result: V, name: str | None = None) -> None:
        kind = type(self).__name__
        scope = variable_list(kind, "the scope", scope)
        result = number(f"{kind} over {list(scope)!r}", "the result", result, "result")
        if among(result, scope):
            raise ModelError(
                f"{kind} over {list(scope)!r}: the result {result!r} is also in the list;"
                " a variable appears in a scope once"
            )
        super().__init__([*scope, result], name)
        self.among: tuple[V, ...] = scope
        self.result: V = result

    def describe(self) -> str:
        return f"{type(self).__name__}([{scope_text(self.among)}] == {self.result})"

    on_intervals = True

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, self.scope, domains)

    def is_satisfied(self, values: Sequence[D]) -> bool:
        numbers: Sequence[Any] = values
        found = min(numbers[:-1]) if self.least else max(numbers[:-1])
        return bool(found == numbers[-1])

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        if any(state.wide[state.index[var]] for var in self.scope):
            return WideExtremumPropagator(self, state)
        return ExtremumPropagator(self, state)


class Minimum(Extremum[V, D]):
    """``result == min(scope)``.

    Bounds consistency: ``result`` lies between the least of the least values and the least
    of the greatest values (and among the values some variable can take); every variable is
    at least ``result``'s least value; when a single variable can be as small as
    ``result``'s greatest value, that one is at most it. XCSP3 ``minimum``; MiniZinc
    ``minimum`` and ``array_int_minimum``.

    >>> Minimum(["x", "y", "z"], "m").is_satisfied((4, 2, 7, 2)), Minimum(["x", "y"], "m")
    (True, Minimum([x, y] == m))
    """


class Maximum(Extremum[V, D]):
    """``result == max(scope)``: bounds consistency, as `Minimum` upside down. XCSP3
    ``maximum``; MiniZinc ``maximum`` and ``array_int_maximum``.

    >>> Maximum(["x", "y", "z"], "m").is_satisfied((4, 2, 7, 7))
    True
    """

    least = False


class ExtremumPropagator(Propagator):
    """The four rules of the class docstrings, repeated until none narrows a domain (bounds
    consistent, idempotent). For `Maximum` the same code runs with each "least" read
    "greatest": ``near`` is the end of a domain towards the extremum, ``far`` the other."""

    settles_last_variable = True
    consistency = "bounds"
    idempotent = True

    __slots__ = ("least",)

    def __init__(self, constraint: Extremum[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        self.least = constraint.least
        number_line(state)  # (the values are numbers, in increasing bit order: see State)

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        # Bit positions stand for the values (numbers get their bits in increasing order),
        # so the rules compare positions and cut masks without looking a value up.
        dom, keep, least = state.dom, state.keep, self.least
        xs, result = self.vars[:-1], self.vars[-1]
        while True:
            union = 0
            nears, fars = [], []
            for i in xs:
                d = dom[i]
                union |= d
                low, high = (d & -d).bit_length() - 1, d.bit_length() - 1
                nears.append(low if least else high)
                fars.append(high if least else low)
            # result: between the extremum of the near ends and that of the far ends
            if least:
                first, last = min(nears), min(fars)
            else:
                first, last = max(fars), max(nears)
            if last < first or not keep(result, ((1 << (last + 1)) - 1) >> first << first & union):
                return False
            r = dom[result]
            r_low, r_high = (r & -r).bit_length() - 1, r.bit_length() - 1
            r_near, r_far = (r_low, r_high) if least else (r_high, r_low)
            beyond = ~((1 << r_near) - 1) if least else (1 << (r_near + 1)) - 1
            changed = False
            candidates = []
            for i, near in zip(xs, nears):
                if near < r_near if least else near > r_near:  # beyond the result's near end
                    if not keep(i, beyond):
                        return False
                    changed = True
                d = dom[i]
                if (d & -d).bit_length() - 1 <= r_far if least else d.bit_length() - 1 >= r_far:
                    candidates.append(i)  # can reach the result
            if not candidates:
                return False
            if len(candidates) == 1:
                (i,) = candidates
                d = dom[i]
                within = (1 << (r_far + 1)) - 1 if least else ~((1 << r_far) - 1)
                if not keep(i, within):
                    return False
                changed |= dom[i] != d
            if not changed:
                return True


class WideExtremumPropagator(Propagator):
    """`ExtremumPropagator`'s four rules on values, through the state's bounds methods: for a
    scope with wide domains (intervals). The result is narrowed to the union of the list's
    domains, as on bitsets: that moves its bounds when an end is a value no variable of the
    list holds (the two representations then end with the same bounds)."""

    settles_last_variable = True
    consistency = "bounds"
    idempotent = True

    __slots__ = ("least",)

    def __init__(self, constraint: Extremum[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        self.least = constraint.least

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        low, high, keep_between, least = state.low, state.high, state.keep_between, self.least
        xs, result = self.vars[:-1], self.vars[-1]
        while True:
            lows, highs = [low(i) for i in xs], [high(i) for i in xs]
            if least:
                fine = keep_between(result, min(lows), min(highs))
            else:
                fine = keep_between(result, max(lows), max(highs))
            if not fine:
                return False
            taken: Intervals = ()
            for i in xs:
                taken = union(taken, between(spans_of(state, i), low(result), high(result)))
            if not keep_spans(state, result, taken):
                return False
            r_low, r_high = low(result), high(result)
            changed = False
            candidates = []
            for k, i in enumerate(xs):
                if least and lows[k] < r_low or not least and highs[k] > r_high:
                    # beyond the result's near end
                    if not keep_between(i, r_low, None) if least else not keep_between(
                        i, None, r_high
                    ):
                        return False
                    changed = True
                if low(i) <= r_high if least else high(i) >= r_low:
                    candidates.append(i)  # can reach the result
            if not candidates:
                return False
            if len(candidates) == 1:
                (i,) = candidates
                before = state.dom[i]
                if not (keep_between(i, None, r_high) if least else keep_between(i, r_low, None)):
                    return False
                changed |= state.dom[i] != before
            if not changed:
                return True
