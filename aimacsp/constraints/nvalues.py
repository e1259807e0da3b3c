"""`NValues`: the number of distinct values a list of variables takes is a variable."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import check_integers, number_line
from .keys import excepted_keys, listed
from .lists import among, number, variable_list

__all__ = ["NValues"]


class NValues(Constraint[V, D]):
    """``count == |{scope[k]}|``, the number of distinct values taken, excepted values not
    counted (XCSP3's ``except``).

    A sound propagator that bounds ``count`` ("forward" declared: it decides the constraint
    once all but one variable are fixed, and is not bounds consistent in general). With
    ``F`` the distinct values of the fixed variables: at least ``|F|`` plus a greedy set of
    unfixed variables whose domains are disjoint from each other, from ``F`` and from the
    excepted values (each must bring a new value); at most ``|F|`` plus the unfixed variables
    that can bring a new value (and no more than the values there are). When ``count`` can
    only be ``|F|``, the unfixed variables keep only ``F`` and the excepted values; when it
    must reach the upper count, those variables lose them. XCSP3 ``nValues``; MiniZinc
    ``nvalue``.

    >>> NValues(["x", "y", "z"], "n").is_satisfied((4, 2, 4, 2))
    True
    >>> c = NValues(["x", "y", "z"], "n", excepting=[0])
    >>> c, c.is_satisfied((0, 3, 0, 1))
    (NValues([x, y, z] except {0} == n), True)
    """

    def __init__(
        self,
        scope: Sequence[V],
        count: V,
        excepting: Collection[Any] | None = None,
        name: str | None = None,
    ) -> None:
        scope = variable_list("NValues", "the scope", scope)
        count = number(f"NValues over {list(scope)!r}", "the count", count, "count")
        if among(count, scope):
            raise ModelError(
                f"NValues over {list(scope)!r}: the count variable {count!r} is also in the list;"
                " a variable appears in a scope once"
            )
        self.excepting: frozenset[Any] = excepted_keys("NValues", scope, excepting)
        super().__init__([*scope, count], name)
        self.counted: tuple[V, ...] = scope
        self.count: V = count

    def describe(self) -> str:
        extra = f" except {listed(self.excepting)}" if self.excepting else ""
        return f"NValues([{scope_text(self.counted)}]{extra} == {self.count})"

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, [self.count], domains, "the count ")

    def is_satisfied(self, values: Sequence[D]) -> bool:
        distinct = {v for v in values[:-1] if v not in self.excepting}
        return len(distinct) == values[-1]

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        return NValuesPropagator(self, state)


class NValuesPropagator(Propagator):
    """Bounds on the count from the fixed values, a greedy set of disjoint domains and the
    variables that can bring a new value; one pass (not idempotent)."""

    settles_last_variable = True
    consistency = "forward"

    __slots__ = ("excepted", "line")

    def __init__(self, constraint: NValues[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        index = state.value_index
        self.excepted = sum(1 << index[v] for v in constraint.excepting if v in index)
        self.line = number_line(state)

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, excepted, line = state.dom, self.excepted, self.line
        fixed = union = 0
        unfixed = []
        for i in self.vars[:-1]:
            d = dom[i]
            if d & (d - 1):
                unfixed.append(i)
                union |= d
            else:
                fixed |= d
        fixed &= ~excepted
        old = fixed | excepted  # values that count nothing new
        bringing = [i for i in unfixed if dom[i] & ~old]
        known = fixed.bit_count()
        taken = old
        least = known
        for i in sorted(bringing, key=lambda i: dom[i].bit_count()):
            if not dom[i] & taken:  # a value of its own, whatever the others take
                least += 1
                taken |= dom[i]
        most = min(known + len(bringing), ((union | fixed) & ~excepted).bit_count())
        count = self.vars[-1]
        if not state.keep(count, line.between(least, most)):
            return False
        c = dom[count]
        if line.high(c) == known:
            for i in bringing:
                if not state.keep(i, old):
                    return False
        elif line.low(c) == known + len(bringing):
            for i in bringing:
                if not state.keep(i, ~old):
                    return False
        return True
