"""Filtering rules for tasks on one machine (a disjunctive resource), on time bounds.

Each task has an earliest start ``est``, a latest completion ``lct`` and a positive duration;
the rules tighten the bounds that no schedule without overlap can reach, each in O(n log n)
with a `ThetaTree` (Vilím 2004, "O(n log n) filtering algorithms for unary resource
constraint"; Vilím 2008, "Filtering algorithms for the unary resource constraint"):

- `edge_finding`: when task ``i`` cannot end before a set Ω ends, it starts after Ω (this
  also detects an overloaded set, one that cannot fit between its bounds);
- `detectable_precedences`: when ``i`` cannot end before ``j`` must start, ``j`` precedes
  ``i``, and ``i`` starts after all such ``j`` together can be done;
- `not_last`: when Ω cannot be done before ``i`` must start, ``i`` is not last and must end
  before the latest start among Ω.

Each rule updates earliest starts (or latest completions, for `not_last`); `unary_bounds`
applies all of them in both directions of time. These functions work on plain lists, so they
are tested on their own against brute force.

Three tasks, all free to start at 0; task 1 must be done by 4 and task 2 by 6, so both
precede task 0 (edge finding), and task 1 precedes task 2 (a detectable precedence):

>>> unary_bounds([0, 0, 0], [20, 4, 6], [4, 3, 2])
([5, 0, 3], [20, 4, 6])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .thetatree import ThetaTree

__all__ = ["edge_finding", "detectable_precedences", "not_last", "unary_bounds"]

Bounds = list[int]


def edge_finding(est: Sequence[int], lct: Sequence[int], dur: Sequence[int]) -> Bounds | None:
    """New earliest starts by edge finding; None when some set of tasks cannot fit."""
    n = len(est)
    new = list(est)
    if not n:
        return new
    tree = ThetaTree(est, dur)
    tree.fill()
    order = sorted(range(n), key=lct.__getitem__, reverse=True)
    j = order[0]
    if tree.ect() > lct[j]:
        return None
    for k in range(1, n):
        tree.insert_gray(j)
        j = order[k]
        # Θ: the tasks of latest completion up to lct[j]. Overloaded, it fails; else a gray
        # task that cannot join Θ without finishing Θ late must come after all of Θ.
        if tree.ect() > lct[j]:
            return None
        while tree.ect_gray() > lct[j]:
            i = tree.responsible()
            if tree.ect() > new[i]:
                new[i] = tree.ect()
            tree.remove(i)
    return new


def detectable_precedences(est: Sequence[int], lct: Sequence[int], dur: Sequence[int]) -> Bounds:
    """New earliest starts: each task after the tasks that must precede it, done together."""
    n = len(est)
    new = list(est)
    lst = [lct[i] - dur[i] for i in range(n)]
    ect = [est[i] + dur[i] for i in range(n)]
    tree = ThetaTree(est, dur)
    by_lst = sorted(range(n), key=lst.__getitem__)
    added = [False] * n
    q = 0
    for i in sorted(range(n), key=ect.__getitem__):
        while q < n and ect[i] > lst[by_lst[q]]:
            added[by_lst[q]] = True
            tree.insert(by_lst[q])
            q += 1
        if added[i]:
            tree.remove(i)
        if tree.ect() > new[i]:
            new[i] = tree.ect()
        if added[i]:
            tree.insert(i)
    return new


def not_last(est: Sequence[int], lct: Sequence[int], dur: Sequence[int]) -> Bounds:
    """New latest completions: a task that cannot be last among others ends before one starts."""
    n = len(est)
    new = list(lct)
    lst = [lct[i] - dur[i] for i in range(n)]
    tree = ThetaTree(est, dur)
    by_lst = sorted(range(n), key=lst.__getitem__)
    added = [False] * n
    q = 0
    for i in sorted(range(n), key=lct.__getitem__):
        while q < n and lct[i] > lst[by_lst[q]]:
            added[by_lst[q]] = True
            tree.insert(by_lst[q])
            q += 1
        if added[i]:
            tree.remove(i)
        if tree.ect() > lst[i]:
            # Ω: the tasks of Θ but i; the last of them to start bounds the end of i.
            last = by_lst[q - 1] if by_lst[q - 1] != i else by_lst[q - 2]
            if lst[last] < new[i]:
                new[i] = lst[last]
        if added[i]:
            tree.insert(i)
    return new


def _mirrored(
    rule: Callable[[Sequence[int], Sequence[int], Sequence[int]], Bounds | None],
    est: Sequence[int],
    lct: Sequence[int],
    dur: Sequence[int],
) -> Bounds | None:
    """Run ``rule`` with time reversed, so that a rule on starts speaks of ends (and back)."""
    result = rule([-t for t in lct], [-t for t in est], dur)
    return None if result is None else [-t for t in result]


def unary_bounds(
    est: Sequence[int], lct: Sequence[int], dur: Sequence[int], not_first_last: bool = True
) -> tuple[Bounds, Bounds] | None:
    """Edge finding, detectable precedences, not-first and not-last (unless
    ``not_first_last`` is False), in both directions of time, once each; the new
    ``(est, lct)``, or None when the tasks cannot all fit."""
    est, lct = list(est), list(lct)
    for rule in (edge_finding, detectable_precedences):
        found = rule(est, lct, dur)
        if found is None:
            return None
        est = found
        found = _mirrored(rule, est, lct, dur)
        if found is None:
            return None
        lct = found
        if any(e + d > c for e, c, d in zip(est, lct, dur)):
            return None
    if not not_first_last:
        return est, lct
    lct = not_last(est, lct, dur)
    found = _mirrored(not_last, est, lct, dur)  # not-first
    assert found is not None
    est = found
    if any(e + d > c for e, c, d in zip(est, lct, dur)):
        return None
    return est, lct
