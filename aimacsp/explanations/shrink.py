"""Shrinking a conflicting set of constraints to a minimal one, three ways.

Each method takes a ``test(constraints)`` that answers True (they have a solution), False (they
have none) or None (unknown, treated as True), a ``background`` that is always kept, and the
``candidates``, most wanted first, that conflict with it all together. Each returns the
*preferred* conflict of Junker (2004): the one whose least wanted constraint comes as early
as possible, then the same for the rest; so all three return the same list, at different
costs in tests for a conflict of ``k`` among ``n`` candidates:

- `quickxplain` (U. Junker, "QUICKXPLAIN: Preferred Explanations and Relaxations for
  Over-Constrained Problems", AAAI 2004): divide and conquer, about ``2k log2(n/k) + 2k``;
  the best when ``k`` is small beside ``n``;
- `deletion` (deletion filtering, J. Bakker et al., "Diagnosing and solving over-determined
  constraint satisfaction problems", IJCAI 1993): drop each candidate in turn, least wanted
  first, and keep it only if a solution then appears: exactly ``n``, the best when most
  candidates are needed;
- `chunked_deletion`: deletion filtering that drops a chunk at a time, doubling the chunk
  after each success and halving it after a failure (as delta debugging does, A. Zeller and
  R. Hildebrandt, "Simplifying and Isolating Failure-Inducing Input", IEEE TSE 2002): close
  to ``n`` when most are needed, close to ``quickxplain`` when few are.

Only False answers remove constraints, so with unknown answers the result still conflicts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..constraints.base import Constraint
from ..types import D, V

__all__ = ["METHODS", "Method", "Test", "chunked_deletion", "deletion", "quickxplain"]

Test = Callable[[Sequence[Constraint[V, D]]], "bool | None"]
Method = Callable[
    [Test[V, D], list[Constraint[V, D]], list[Constraint[V, D]]], list[Constraint[V, D]]
]


def quickxplain(
    test: Test[V, D], background: list[Constraint[V, D]], candidates: list[Constraint[V, D]]
) -> list[Constraint[V, D]]:
    """Junker's QUICKXPLAIN: which constraints of the second half are needed once the whole
    first half is kept, then which of the first half beside those."""
    if not candidates:
        return []
    return _quickxplain(test, background, bool(background), candidates)


def _quickxplain(
    test: Test[V, D],
    background: list[Constraint[V, D]],
    grown: bool,
    candidates: list[Constraint[V, D]],
) -> list[Constraint[V, D]]:
    # Invariant: background + candidates conflict. ``grown``: the background gained
    # constraints since that was last tested, so it may conflict alone.
    if grown and test(background) is False:
        return []
    if len(candidates) == 1:
        return candidates
    half = len(candidates) // 2
    first, second = candidates[:half], candidates[half:]
    needed_second = _quickxplain(test, background + first, True, second)
    needed_first = _quickxplain(test, background + needed_second, bool(needed_second), first)
    return needed_first + needed_second


def deletion(
    test: Test[V, D], background: list[Constraint[V, D]], candidates: list[Constraint[V, D]]
) -> list[Constraint[V, D]]:
    """Deletion filtering: each candidate, least wanted first, goes if the others conflict."""
    return chunked_deletion(test, background, candidates, grow=False)


def chunked_deletion(
    test: Test[V, D],
    background: list[Constraint[V, D]],
    candidates: list[Constraint[V, D]],
    grow: bool = True,
) -> list[Constraint[V, D]]:
    """Deletion filtering by chunks of the least wanted candidates not yet decided: a chunk
    goes if the rest conflict (and the next chunk is twice as large), else it is halved; a
    chunk of one that cannot go is needed. ``grow=False`` is plain deletion filtering."""
    undecided = list(candidates)
    needed: list[Constraint[V, D]] = []
    size = 1
    while undecided:
        size = min(size, len(undecided))
        rest = undecided[:-size]
        if test(background + rest + needed) is False:
            undecided = rest
            size = 2 * size if grow else 1
        elif size > 1:
            size //= 2
        else:
            needed.insert(0, undecided.pop())
    return needed


METHODS: dict[str, Method[Any, Any]] = {
    "quickxplain": quickxplain,
    "deletion": deletion,
    "chunked": chunked_deletion,
}
"""The methods by the names `minimal_conflict` and `explain` accept."""
