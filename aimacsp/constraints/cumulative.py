"""`Cumulative`: tasks share a resource of limited capacity (each uses a constant height of it
while it runs)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import brief
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import check_integers, number_line
from .nooverlap import check_lengths
from .timetable import forbidden_starts, profile

__all__ = ["Cumulative"]


class Cumulative(Constraint[V, D]):
    """At every time, the tasks running use at most ``capacity`` (a variable) of a resource.

    Task ``k`` runs from ``starts[k]`` for ``durations[k]`` and uses ``heights[k]``.

    At each time ``t``, the heights of the tasks with ``s_k <= t < s_k + d_k`` sum to at most
    the capacity; so the capacity is never negative. A fixed capacity is a variable of one
    value. XCSP3 ``cumulative`` (condition ``le``), MiniZinc ``cumulative``.

    >>> c = Cumulative(["a", "b", "c"], [2, 2, 3], [1, 2, 2], "cap")
    >>> c.is_satisfied((0, 0, 2, 3)), c.is_satisfied((0, 1, 2, 3))
    (True, False)
    >>> c
    Cumulative(a for 2 x 1, b for 2 x 2, c for 3 x 2 <= cap)

    The propagator is time-tabling (Le Pape 1994; Beldiceanu and Carlsson 2002): the
    compulsory parts of the tasks make a profile that raises the capacity's least value, and a
    start that would lift the profile above the capacity's greatest value is removed (holes
    included), to a fixpoint. It decides the constraint once one variable is left, but is not
    bounds consistent (no polynomial filter is).
    """

    def __init__(
        self,
        starts: Sequence[V],
        durations: Sequence[int],
        heights: Sequence[int],
        capacity: V,
        name: str | None = None,
    ) -> None:
        if isinstance(starts, (str, bytes)) or not isinstance(starts, Sequence):
            raise TypeError(f"Cumulative: starts must be a list of variables, not {brief(starts)}")
        super().__init__([*starts, capacity], name)
        where = f"Cumulative over {list(self.scope[:-1])!r}"
        n = len(self.scope) - 1
        self.durations = check_lengths(where, durations, n, "durations")
        self.heights = check_lengths(where, heights, n, "heights")
        self.capacity: V = capacity

    def describe(self) -> str:
        tasks = [
            f"{var} for {d} x {h}" for var, d, h in zip(self.scope, self.durations, self.heights)
        ]
        return f"Cumulative({scope_text(tasks)} <= {self.capacity})"

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, self.scope, domains)

    def peak(self, starts: Sequence[int]) -> int:
        """The greatest height the tasks use at one time, starting at ``starts`` (0 if none)."""
        parts = [(s, s + d, h) for s, d, h in zip(starts, self.durations, self.heights)]
        return max((height for _, _, height in profile(parts)), default=0)

    def is_satisfied(self, values: Sequence[D]) -> bool:
        numbers: Sequence[int] = values  # type: ignore[assignment]  # check_domains made sure
        return self.peak(numbers[:-1]) <= numbers[-1]

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        return CumulativePropagator(self, state)


class CumulativePropagator(Propagator):
    """Time-tabling on the domains (see `Cumulative`), until nothing changes."""

    settles_last_variable = True
    consistency = "forward"
    idempotent = True

    __slots__ = ("line", "tasks", "cap", "last")

    def __init__(self, constraint: Cumulative[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        self.line = number_line(state)
        # Only tasks that use the resource for some time count.
        self.tasks = [
            (i, d, h)
            for i, d, h in zip(self.vars, constraint.durations, constraint.heights)
            if d and h
        ]
        self.cap = self.vars[-1]
        # The domains the filtering last left unchanged: the same again needs no work.
        self.last: list[int] = []

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, line, tasks, cap = state.dom, self.line, self.tasks, self.cap
        while True:
            before = [dom[i] for i, _, _ in tasks]
            before.append(dom[cap])
            if before == self.last:
                return True
            parts = []
            for i, d, h in tasks:
                mask = dom[i]
                parts.append((line.high(mask), line.low(mask) + d, h))
            segments = profile(parts)
            peak = max((height for _, _, height in segments), default=0)
            if not state.keep(cap, line.at_least(peak)):
                return False
            limit = line.high(dom[cap])
            for (i, d, h), (start, end, _) in zip(tasks, parts):
                if h > limit:
                    return False
                mask = dom[i]
                if not mask & (mask - 1):
                    continue  # a fixed task fits: the peak counts it
                own = (start, end) if start < end else None
                forbidden = 0
                for first, last in forbidden_starts(segments, own, d, h, limit):
                    forbidden |= line.between(first, last)
                if forbidden and not state.keep(i, ~forbidden):
                    return False
            if [dom[i] for i, _, _ in tasks] + [dom[cap]] == before:
                self.last = before
                return True
