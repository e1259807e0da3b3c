"""Time-tabling: the resource profile of compulsory parts, and the starts it forbids.

A task that starts between ``est`` and ``lst`` and lasts ``d`` runs during ``[lst, est + d)``
whatever its start, when that interval is not empty: its *compulsory part*. The compulsory
parts of all tasks give a profile of the resource use that every schedule includes; a task
cannot start where it would raise that profile above the capacity (Le Pape 1994, "Implementation
of resource constraints in ILOG Schedule"; Beldiceanu and Carlsson 2002, "A new multi-resource
cumulatives constraint with negative heights"). `Cumulative` and `NoOverlap` both use it.

>>> segments = profile([(2, 5, 1), (4, 6, 2)])
>>> segments
[(2, 4, 1), (4, 5, 3), (5, 6, 2)]
>>> forbidden_starts(segments, None, 2, 1, 3)   # a task of duration 2 and height 1
[(3, 4)]
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["profile", "forbidden_starts"]

#: An interval of time ``[start, end)`` and the height used during it.
Segment = tuple[int, int, int]


def profile(parts: Sequence[Segment]) -> list[Segment]:
    """The profile of ``parts`` (each ``(start, end, height)``): the maximal intervals of
    constant, positive height, in time order; each part's ends are boundaries of it."""
    events: dict[int, int] = {}
    for start, end, height in parts:
        if start < end and height:
            events[start] = events.get(start, 0) + height
            events[end] = events.get(end, 0) - height
    segments: list[Segment] = []
    height = 0
    times = sorted(events)
    for t, after in zip(times, times[1:]):
        height += events[t]
        if height:
            segments.append((t, after, height))
    return segments


def forbidden_starts(
    segments: Sequence[Segment], own: tuple[int, int] | None, dur: int, height: int, limit: int
) -> list[tuple[int, int]]:
    """The starts ``[first, last]`` at which a task of ``dur`` and ``height`` would lift the
    profile above ``limit``; ``own`` is the task's own compulsory part ``(start, end)``, which
    the profile already counts (its ends are segment boundaries), or None."""
    windows: list[tuple[int, int]] = []
    for start, end, used in segments:
        if own is not None and own[0] <= start and end <= own[1]:
            used -= height
        if used + height > limit:
            first, last = start - dur + 1, end - 1
            if windows and windows[-1][1] >= first - 1:
                windows[-1] = (windows[-1][0], last)
            else:
                windows.append((first, last))
    return windows
