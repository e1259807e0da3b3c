"""Search events for an optional ``trace(event, state)`` callback.

The search only builds events when a trace is given, so an untraced search pays nothing.
`Assign` is reported once the value passed the consistency check and the inference (the
`Prune` events just before it are that inference's work); a value that fails is reported as a
`Backtrack` after its prunes.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["Event", "Assign", "Prune", "Backtrack", "Solution"]


@dataclass(frozen=True)
class Assign:
    """``var = value`` joined the assignment at ``depth`` (1 for the first variable)."""

    var: Hashable
    value: Hashable
    depth: int


@dataclass(frozen=True)
class Prune:
    """Values removed from the domain of ``var`` by propagation."""

    var: Hashable
    values: tuple[Any, ...]


@dataclass(frozen=True)
class Backtrack:
    """``var = value`` was undone: ``failed`` when the value was rejected at once (a violated
    constraint or a wiped-out domain), otherwise because its subtree has been searched."""

    var: Hashable
    value: Hashable
    depth: int
    failed: bool = False


@dataclass(frozen=True)
class Solution:
    """A complete assignment satisfying every constraint."""

    assignment: Mapping[Any, Any]


Event = Assign | Prune | Backtrack | Solution
