"""`Cumulative`: tasks share a resource of limited capacity (each uses a height of it while it
runs; durations and heights are constants or variables)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from numbers import Integral
from typing import Any

from ..errors import ModelError, brief
from ..intervals import least
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import check_integers
from .lists import number, variable_list, variable_name
from .nooverlap import check_lengths
from .sizedtasks import Size, SizedTasksPropagator
from .timetable import forbidden_starts, profile

__all__ = ["Cumulative"]


class Cumulative(Constraint[V, D]):
    """At every time, the tasks running use at most ``capacity`` (a number or a variable) of a
    resource.

    Task ``k`` runs from ``starts[k]`` for ``durations[k]`` and uses ``heights[k]``.

    At each time ``t``, the heights of the tasks with ``s_k <= t < s_k + d_k`` sum to at most
    the capacity; so the capacity is never negative. XCSP3 ``cumulative`` (condition ``le``),
    MiniZinc ``cumulative``.

    A duration or a height may also be a variable (any entry that is not an ``int``: a name,
    a handle or an expression, whose values must be whole numbers >= 0): the tasks' sizes are
    then decided with their starts (XCSP3 ``cumulative`` with variable lengths or heights).

    >>> c = Cumulative(["a", "b", "c"], [2, 2, 3], [1, 2, 2], "cap")
    >>> c.is_satisfied((0, 0, 2, 3)), c.is_satisfied((0, 1, 2, 3))
    (True, False)
    >>> c
    Cumulative(a for 2 x 1, b for 2 x 2, c for 3 x 2 <= cap)

    The propagator is time-tabling (Le Pape 1994; Beldiceanu and Carlsson 2002): the
    compulsory parts of the tasks make a profile that raises the capacity's least value, and a
    start that would lift the profile above the capacity's greatest value is removed (holes
    included), to a fixpoint. It decides the constraint once one variable is left, but is not
    bounds consistent (no polynomial filter is). It reads bounds and removes ranges, so it
    works the same on wide domains (intervals: starts in seconds over a day, a capacity in
    grams), variable durations and heights included.
    """

    def __init__(
        self,
        starts: Sequence[V],
        durations: Sequence[int | V],
        heights: Sequence[int | V],
        capacity: V,
        name: str | None = None,
    ) -> None:
        starts = variable_list("Cumulative", "starts", starts)
        n = len(starts)
        where = f"Cumulative over {list(starts)!r}"
        capacity = number(where, "the capacity", capacity, "capacity")
        given = [_sizes(where, durations, n, "durations"), _sizes(where, heights, n, "heights")]
        sized = [v for sizes in given for v in sizes if not _constant(v)]
        # the starts, the size variables not among them, the capacity (the base class names a
        # start or the capacity given twice)
        named = {*starts, capacity}
        extra = [var for var in dict.fromkeys(sized) if var not in named]
        super().__init__([*starts, *extra, capacity], name)
        self.starts: tuple[V, ...] = tuple(starts)
        self.durations: tuple[Any, ...] = tuple(given[0])
        self.heights: tuple[Any, ...] = tuple(given[1])
        self.capacity: V = capacity
        where_is = {var: k for k, var in enumerate(self.scope)}
        #: each task's (start, duration, height) positions in a scope's values, a constant
        #: size as ``("c", value)`` and a variable one as ``("v", position)``
        self.tasks: list[tuple[int, Size, Size]] = [
            (where_is[s], _size(d, where_is), _size(h, where_is))
            for s, d, h in zip(starts, given[0], given[1])
        ]
        self.sized = bool(sized)

    def describe(self) -> str:
        tasks = [
            f"{var} for {d} x {h}" for var, d, h in zip(self.starts, self.durations, self.heights)
        ]
        return f"Cumulative({scope_text(tasks)} <= {self.capacity})"

    on_intervals = True

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, self.scope, domains)
        for sizes, what in ((self.durations, "duration"), (self.heights, "height")):
            for k, var in enumerate(sizes):
                if not _constant(var) and least(domains[var]) < 0:
                    raise ModelError(
                        f"{self!r}: the {what} of task {k}, variable {var!r}, may be negative"
                    )

    def peak(self, values: Sequence[int]) -> int:
        """The greatest height the tasks use at one time, with the scope's ``values`` (the
        starts first; 0 if no task runs)."""

        def size(given: Size) -> int:
            return given[1] if given[0] == "c" else values[given[1]]

        parts = [(values[s], values[s] + size(d), size(h)) for s, d, h in self.tasks]
        return max((height for _, _, height in profile(parts)), default=0)

    def is_satisfied(self, values: Sequence[D]) -> bool:
        numbers: Sequence[int] = values  # type: ignore[assignment]  # check_domains made sure
        return self.peak(numbers) <= numbers[-1]

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        if self.sized:
            return SizedTasksPropagator(self, state, self.tasks, len(self.scope) - 1)
        return CumulativePropagator(self, state)


def _constant(size: object) -> bool:
    """A size given as a number (not a variable's name)."""
    return type(size) is int or (isinstance(size, Integral) and not isinstance(size, bool))


def _sizes(where: str, sizes: Sequence[Any], count: int, what: str) -> list[Any]:
    """``sizes`` checked: one per task, each a whole number >= 0 or a variable's name."""
    if isinstance(sizes, (str, bytes)) or not isinstance(sizes, Sequence):
        raise ModelError(f"{where}: {what} must be a list, not {brief(sizes)}")
    if len(sizes) != count:
        raise ModelError(f"{where}: {len(sizes)} {what} for {count} tasks")
    out: list[Any] = []
    for k, size in enumerate(sizes):
        if _constant(size):
            out.extend(check_lengths(where, [size], 1, what))
        elif isinstance(size, (bool, float)) or not isinstance(size, Hashable):
            raise ModelError(f"{where}: {what} #{k} {brief(size)} is not a whole number")
        else:
            out.append(variable_name(size))  # a handle's name, an expression's variable
    return out


def _size(size: Any, where_is: Mapping[Any, int]) -> Size:
    return ("c", int(size)) if _constant(size) else ("v", where_is[size])


class CumulativePropagator(Propagator):
    """Time-tabling on the domains (see `Cumulative`), until nothing changes. It reads and
    narrows the domains through the state's bounds methods, so a start or the capacity may
    be a bitset or a wide domain (intervals)."""

    settles_last_variable = True
    consistency = "forward"
    idempotent = True

    __slots__ = ("tasks", "cap", "last")

    def __init__(self, constraint: Cumulative[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        # Only tasks that use the resource for some time count.
        self.tasks = [
            (i, d, h)
            for i, d, h in zip(self.vars, constraint.durations, constraint.heights)
            if d and h
        ]
        self.cap = self.vars[-1]
        # The domains the filtering last left unchanged: the same again needs no work.
        self.last: list[Any] = []

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, tasks, cap = state.dom, self.tasks, self.cap
        low, high, discard_between = state.low, state.high, state.discard_between
        while True:
            before = [dom[i] for i, _, _ in tasks]
            before.append(dom[cap])
            if before == self.last:
                return True
            parts = [(high(i), low(i) + d, h) for i, d, h in tasks]
            segments = profile(parts)
            peak = max((height for _, _, height in segments), default=0)
            if not state.keep_between(cap, peak, None):
                return False
            limit = high(cap)
            for (i, d, h), (start, end, _) in zip(tasks, parts):
                if h > limit:
                    return False
                if start > end - d:  # not fixed (a fixed task fits: the peak counts it)
                    own = (start, end) if start < end else None
                    for first, last in forbidden_starts(segments, own, d, h, limit):
                        if not discard_between(i, first, last):
                            return False
            if [dom[i] for i, _, _ in tasks] + [dom[cap]] == before:
                self.last = before
                return True
