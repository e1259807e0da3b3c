"""Time-tabling for tasks whose durations and heights are variables: `Cumulative`'s
propagator when some size is not a constant (XCSP3 ``cumulative`` with variable lengths or
heights, MiniZinc ``cumulative`` over ``var int``).

A task that starts between ``est`` and ``lst`` and lasts at least ``dmin`` runs during
``[lst, est + dmin)`` whatever its start and duration, using at least ``hmin``: that is its
compulsory part, and the parts of all tasks make a profile every schedule includes. From it,
each round (to a fixpoint):

- the capacity is at least the profile's peak;
- a start is removed where the task, with ``dmin`` and ``hmin``, would lift the profile above
  the capacity's greatest value (`aimacsp.constraints.timetable.forbidden_starts`);
- a duration is removed when the task, lasting that long, would surely cover a time where
  the others' profile leaves less than ``hmin``: it covers ``[lst, est + d)`` for any start;
- a height is removed when it does not fit, at some time of the task's compulsory part,
  beside the others' profile; a task that must run is no higher than the capacity.

Each rule only removes values of no solution; with all variables fixed the profile is the
schedule's own, so the constraint is decided (Beldiceanu and Carlsson 2002 give the rules
for the general case). The rules read bounds and remove ranges through the state's methods,
so every variable may be a bitset or a wide domain (intervals).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..types import DomainStore
from .base import Propagator
from .timetable import Segment, forbidden_starts, profile

__all__ = ["SizedTasksPropagator", "Size"]

#: A duration or a height: a constant (``("c", value)``) or the position of its variable in
#: the scope (``("v", position)``).
Size = tuple[str, int]


class SizedTasksPropagator(Propagator):
    """Time-tabling over tasks ``(start position, duration, height)`` and a capacity
    position (see the module docstring); built by `Cumulative` when a size is a variable."""

    consistency = "forward"
    idempotent = True

    __slots__ = ("tasks", "cap", "last", "settles_last_variable")

    def __init__(
        self,
        constraint: Any,
        state: DomainStore[Any, Any],
        tasks: Sequence[tuple[int, Size, Size]],
        capacity: int,
    ) -> None:
        super().__init__(constraint, state)
        #: Per task: the state index of its start, and of its duration and height variables
        #: (or -1-constant for a constant: never a valid index).
        self.tasks = [(self.vars[s], self._index(d), self._index(h)) for s, d, h in tasks]
        self.cap = self.vars[capacity]
        self.last: list[Any] = []
        # Exact on the last unfixed variable when no variable plays two parts.
        parts = [s for s, _, _ in tasks] + [
            p for _, *sizes in tasks for kind, p in sizes if kind == "v"
        ]
        parts.append(capacity)
        self.settles_last_variable = len(set(parts)) == len(parts)

    def _index(self, size: Size) -> int:
        kind, value = size
        return self.vars[value] if kind == "v" else -1 - value

    @staticmethod
    def _low(state: DomainStore[Any, Any], i: int) -> int:
        least: int = state.low(i) if i >= 0 else -1 - i
        return least

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, cap, low, high = state.dom, self.cap, state.low, state.high
        while True:
            before = [dom[i] for i in self.vars]
            if before == self.last:
                return True
            parts: list[Segment] = []
            for s, d, h in self.tasks:
                parts.append((high(s), low(s) + self._low(state, d), self._low(state, h)))
            segments = profile(parts)
            peak = max((height for _, _, height in segments), default=0)
            if not state.keep_between(cap, peak, None):
                return False
            limit = high(cap)
            for (s, d, h), (lst, end, hmin) in zip(self.tasks, parts):
                if not self._filter(state, segments, s, d, h, lst, end, hmin, limit):
                    return False
            if [dom[i] for i in self.vars] == before:
                self.last = before
                return True

    def _filter(
        self,
        state: DomainStore[Any, Any],
        segments: list[Segment],
        s: int,
        d: int,
        h: int,
        lst: int,
        end: int,
        hmin: int,
        limit: int,
    ) -> bool:
        """The rules for one task (see the module docstring); False on a wipe-out."""
        keep_between = state.keep_between
        est = state.low(s)
        dmin = end - est
        if hmin > limit:  # too high to run at all: it must last 0
            if dmin > 0:
                return False
            return d < 0 or keep_between(d, None, 0)
        if dmin > 0 and h >= 0 and not keep_between(h, None, limit):
            return False
        own = (lst, end) if lst < end else None
        if h >= 0 and own is not None:
            # the others' use during the compulsory part (its own ends are segment ends)
            others = max(
                (used - hmin for start, stop, used in segments if start < own[1] and stop > own[0]),
                default=0,
            )
            if not keep_between(h, None, limit - others):
                return False
        if hmin <= 0:
            return True
        if dmin > 0 and not state.is_fixed(s):
            for first, last in forbidden_starts(segments, own, dmin, hmin, limit):
                if not state.discard_between(s, first, last):
                    return False
        if d >= 0:
            for start, stop, used in segments:
                if stop <= lst:
                    continue
                if own is not None and own[0] <= start and stop <= own[1]:
                    used -= hmin
                if used + hmin > limit:  # a task covering max(start, lst) does not fit
                    if not keep_between(d, None, max(start, lst) - est):
                        return False
                    break
        return True
