"""`Minimum` and `Maximum`: a variable equals the least (greatest) value of a list."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import NumberLine, check_integers, number_line
from .lists import among, variable_list

__all__ = ["Minimum", "Maximum"]


class Extremum(Constraint[V, D]):
    """What `Minimum` and `Maximum` share: the list, the result, the checks."""

    #: True for `Minimum`, False for `Maximum`.
    least = True

    def __init__(self, scope: Sequence[V], result: V, name: str | None = None) -> None:
        kind = type(self).__name__
        scope = variable_list(kind, "the scope", scope)
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

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, self.scope, domains)

    def is_satisfied(self, values: Sequence[D]) -> bool:
        numbers: Sequence[Any] = values
        found = min(numbers[:-1]) if self.least else max(numbers[:-1])
        return bool(found == numbers[-1])

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
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

    __slots__ = ("least", "line")

    def __init__(self, constraint: Extremum[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        self.least = constraint.least
        self.line = number_line(state)

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, line, keep = state.dom, self.line, state.keep
        xs, result = self.vars[:-1], self.vars[-1]
        near, far, beyond, within = _ends(line, self.least)
        pick = min if self.least else max
        while True:
            union = 0
            for i in xs:
                union |= dom[i]
            # result: between the extremum of the near ends and that of the far ends
            lows = [near(dom[i]) for i in xs]
            bound = within(pick(far(dom[i]) for i in xs)) & beyond(pick(lows))
            if not keep(result, bound & union):
                return False
            r = dom[result]
            r_near, r_far = near(r), far(r)
            changed = False
            candidates = []
            for i, low in zip(xs, lows):
                if low != r_near and pick(low, r_near) == low:  # beyond the result's near end
                    if not keep(i, beyond(r_near)):
                        return False
                    changed = True
                if pick(near(dom[i]), r_far) == near(dom[i]):  # can reach the result
                    candidates.append(i)
            if not candidates:
                return False
            if len(candidates) == 1:
                (i,) = candidates
                d = dom[i]
                if not keep(i, within(r_far)):
                    return False
                changed |= dom[i] != d
            if not changed:
                return True


def _ends(line: NumberLine, least: bool) -> tuple[Any, Any, Any, Any]:
    """``near(d)``, ``far(d)``, ``beyond(v)`` (the values on the far side of v, v included)
    and ``within(v)`` (those on the near side, v included), for the minimum or the maximum."""
    if least:
        return line.low, line.high, line.at_least, line.at_most
    return line.high, line.low, line.at_most, line.at_least
