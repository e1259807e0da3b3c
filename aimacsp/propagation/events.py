"""The events of a search and its propagation, for an optional ``trace(event, state)``
callback.

The search only builds events when a trace is given, so an untraced search pays nothing.
Events come in causal order: `Assign` as soon as the value is placed, then the `Prune` events
of the inference it sets off; a value that fails (a violated constraint or a wiped-out domain)
is then reported as a `Backtrack` with ``failed=True``. `Prune` events before the first
`Assign` are the propagation of the whole problem before the search (``preprocess``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = [
    "Event",
    "Assign",
    "Split",
    "Span",
    "Prune",
    "Backtrack",
    "Solution",
    "Restart",
    "Trace",
    "report",
]


@dataclass(frozen=True)
class Assign:
    """``var = value`` joined the assignment at ``depth`` (1 for the first variable)."""

    var: Hashable
    value: Hashable
    depth: int


@dataclass(frozen=True)
class Span:
    """The integers from ``low`` to ``high``: what a search narrows a wide variable to when it
    splits its domain (see `Split`); prints as ``low..high``."""

    low: int
    high: int

    def __str__(self) -> str:
        return f"{self.low}..{self.high}"


@dataclass(frozen=True)
class Split:
    """The search narrowed the wide variable ``var`` to ``span`` (a choice that does not fix
    it: domain splitting), at ``depth``. Undone by a `Backtrack` whose value is ``span``."""

    var: Hashable
    span: Span
    depth: int

    @property
    def value(self) -> Span:
        """The span, where a trace reads an `Assign`'s value."""
        return self.span


@dataclass(frozen=True)
class Prune:
    """Values removed from the domain of ``var`` by propagation: listed in ``values``, or,
    for a wide integer domain (held as intervals), as the closed ranges ``(low, high)`` of
    ``ranges``, never listed."""

    var: Hashable
    values: tuple[Any, ...]
    ranges: tuple[tuple[int, int], ...] = ()

    @property
    def count(self) -> int:
        """How many values were removed."""
        return len(self.values) + sum(high - low + 1 for low, high in self.ranges)


@dataclass(frozen=True)
class Backtrack:
    """``var = value`` was undone: ``failed`` when the value was rejected at once (a violated
    constraint or a wiped-out domain), otherwise because its subtree has been searched."""

    var: Hashable
    value: Hashable
    depth: int
    failed: bool = False


@dataclass(frozen=True)
class Restart:
    """The search went back to the root, undoing every assignment (the ``number``-th time);
    what it learnt (the weights of dom/wdeg, the saved phases, ``nogoods`` new constraints
    that keep what the branch refuted) stays."""

    number: int
    nogoods: int = 0


@dataclass(frozen=True)
class Solution:
    """A complete assignment satisfying every constraint."""

    assignment: Mapping[Any, Any]


Event = Assign | Split | Prune | Backtrack | Solution | Restart

#: A trace callback ``(event, state) -> None``: the state is the search's own, to read only.
Trace = Callable[[Event, Any], None]


def report(trace: Trace, event: Event, state: Any) -> None:
    """Give ``event`` to the trace callback; an error it raises says it came from the trace."""
    try:
        trace(event, state)
    except Exception as error:
        if hasattr(error, "add_note"):  # Python 3.11+
            name = getattr(trace, "__name__", type(trace).__name__)
            error.add_note(f"raised by the trace callback {name} on {event!r}")
        raise
