"""Bipartite matching between variables and values, the engine of `AllDifferent`.

Domains here are plain lists of bitsets (one per variable), so these functions can be tested on
their own against brute force. A matching is a list ``mate`` of one-bit masks, the value each
variable holds (0 for none). The functions that take ``free`` work only on those positions, so
that a caller can leave fixed variables out without copying lists.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["prune_fixed", "complete_matching", "regin_filter", "strongly_connected"]


def prune_fixed(doms: list[int]) -> list[int] | None:
    """Remove every fixed value from the other domains, repeatedly; return the positions
    still free (two values or more), or None on a clash (two equal or one empty domain).

    >>> doms = [0b001, 0b011, 0b111]
    >>> prune_fixed(doms), doms
    ([], [1, 2, 4])
    >>> prune_fixed([0b001, 0b001, 0b110]) is None
    True
    """
    fixed = seen = 0
    free = []
    for p, d in enumerate(doms):
        if d & (d - 1):
            free.append(p)
            seen |= d
        elif not d or d & fixed:
            return None
        else:
            fixed |= d
    remove = fixed if seen & fixed else 0  # usually the fixed values are long gone
    while remove and free:
        newly = 0
        rest = []
        for p in free:
            d = doms[p]
            if d & remove:
                d &= ~remove
                if not d & (d - 1):
                    if not d or d & newly:
                        return None
                    doms[p] = d
                    newly |= d
                    continue
                doms[p] = d
            rest.append(p)
        free = rest
        remove = newly
    return free


def complete_matching(doms: list[int], mate: list[int], free: list[int] | None = None) -> bool:
    """Match every variable (of ``free``, default all) to a distinct value of its domain;
    False when impossible.

    ``mate`` is read as a starting point, repaired where a value left the domain, and
    completed with augmenting paths (Kuhn's method), so that calls during a search reuse most
    of the previous matching. By Hall's theorem a failure means some k variables share fewer
    than k values. Cost: O(repaired variables x edges).

    >>> mate = [0, 0, 0]
    >>> complete_matching([0b011, 0b011, 0b110], mate), mate
    (True, [1, 2, 4])
    >>> complete_matching([0b011, 0b011, 0b011], [0, 0, 0])
    False
    """
    return _match(doms, mate, range(len(doms)) if free is None else free) is not None


def _match(
    doms: list[int], mate: list[int], free: Iterable[int]
) -> tuple[dict[int, int], int] | None:
    """`complete_matching`, returning who holds each matched value (mask -> position) and the
    union of the domains; None when there is no complete matching."""
    owner: dict[int, int] = {}
    matched = union = 0
    lost: list[int] = []
    for p in free:
        m = mate[p]
        d = doms[p]
        union |= d
        if m & d and not m & matched:
            owner[m] = p
            matched |= m
        else:
            lost.append(p)
    for p in lost:
        if not _augment(p, doms, mate, owner):
            return None
    return owner, union


def _augment(root: int, doms: list[int], mate: list[int], owner: dict[int, int]) -> bool:
    """Find an alternating path from ``root`` to a free value by breadth-first search, and
    flip it, so one more variable is matched."""
    came_from = {root: -1}
    seen = 0
    frontier = [root]
    for p in frontier:
        candidates = doms[p] & ~seen
        seen |= candidates
        while candidates:
            low = candidates & -candidates
            candidates ^= low
            q = owner.get(low)
            if q is None:
                # Flip the path: p takes low, the one before p gives its value up, ...
                while p >= 0:
                    mate[p], low = low, mate[p]
                    owner[mate[p]] = p
                    p = came_from[p]
                return True
            if q not in came_from:
                came_from[q] = p
                frontier.append(q)
    return False


def regin_filter(doms: list[int], mate: list[int], free: list[int] | None = None) -> bool:
    """Keep in each domain (of ``free``, default all) only the values that some complete
    matching gives it; False when there is none (Régin 1994, "A filtering algorithm for
    constraints of difference in CSPs").

    Take one complete matching. Another edge variable-value belongs to some complete matching
    exactly when it closes an alternating cycle (its two ends lie in one strongly connected
    component of the residual graph) or extends an alternating path from a free value. Here
    the graph has the variables as nodes: p -> q when p could take q's matched value. This is
    generalised arc consistency for all-different. Cost: O(n + edges) after the matching.

    >>> doms = [0b011, 0b011, 0b111]
    >>> regin_filter(doms, [0, 0, 0]), doms
    (True, [3, 3, 4])
    """
    if free is None:
        free = list(range(len(doms)))
    found = _match(doms, mate, free)
    if found is None:
        return False
    owner, union = found
    matched = sum(owner)  # distinct one-bit masks: their sum is their union
    free_values = union & ~matched
    if free_values:
        if _passing_on(doms, mate, free, free_values, union) == union:
            return True  # every variable can hand its value on towards a free value
    elif _strongly_connected_values(doms, mate, free, owner, union):
        return True  # every edge lies on an alternating cycle
    # succ[p]: the variables whose value p could take, so that they would have to move.
    succ = [0] * len(doms)
    for p in free:
        rest = doms[p] & matched & ~mate[p]
        s = 0
        while rest:
            low = rest & -rest
            rest ^= low
            s |= 1 << owner[low]
        succ[p] = s
    allowed = free_values
    if free_values:
        allowed = _passing_on(doms, mate, free, free_values, union)
    for component in strongly_connected(succ, free):
        values = allowed
        rest = component
        while rest:
            low = rest & -rest
            rest ^= low
            values |= mate[low.bit_length() - 1]
        rest = component
        while rest:
            low = rest & -rest
            rest ^= low
            doms[low.bit_length() - 1] &= values
    return True


def _passing_on(doms: list[int], mate: list[int], free: list[int], target: int, union: int) -> int:
    """``target`` plus the matched values whose variable has an alternating path into it;
    stops early once that is all of ``union``."""
    grew = True
    while grew:
        grew = False
        for p in free:
            m = mate[p]
            if doms[p] & target and not m & target:
                target |= m
                if target == union:
                    return target
                grew = True
    return target


def _strongly_connected_values(
    doms: list[int], mate: list[int], free: list[int], owner: dict[int, int], union: int
) -> bool:
    """True when the graph is one strongly connected component: the common case during a
    search, checked on values (each variable known by its matched value) in O(n) bitset
    steps, before any graph is built."""
    first = free[0]
    reach = doms[first]
    frontier = reach & ~mate[first]
    while frontier and reach != union:
        low = frontier & -frontier
        frontier ^= low
        new = doms[owner[low]] & ~reach
        reach |= new
        frontier |= new
    return reach == union and _passing_on(doms, mate, free, mate[first], union) == union


def strongly_connected(succ: list[int], nodes: Iterable[int] | None = None) -> list[int]:
    """The strongly connected components of a graph given as successor bitsets, each as a
    bitset of its nodes (Tarjan 1972, iteratively, so deep graphs need no recursion).

    ``nodes`` limits the decomposition to those nodes (default all); no edge may leave them.

    >>> [bin(c) for c in strongly_connected([0b010, 0b001, 0b001])]
    ['0b11', '0b100']
    """
    n = len(succ)
    index = [-1] * n
    lowlink = [0] * n
    stack: list[int] = []
    on_stack = 0
    components: list[int] = []
    counter = 0
    for root in range(n) if nodes is None else nodes:
        if index[root] >= 0:
            continue
        index[root] = lowlink[root] = counter
        counter += 1
        stack.append(root)
        on_stack |= 1 << root
        work = [root]
        todo = [succ[root]]
        while work:
            v = work[-1]
            rest = todo[-1]
            if rest:
                low = rest & -rest
                todo[-1] = rest ^ low
                w = low.bit_length() - 1
                if index[w] < 0:
                    index[w] = lowlink[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack |= low
                    work.append(w)
                    todo.append(succ[w])
                elif on_stack & low and index[w] < lowlink[v]:
                    lowlink[v] = index[w]
                continue
            work.pop()
            todo.pop()
            if work and lowlink[v] < lowlink[work[-1]]:
                lowlink[work[-1]] = lowlink[v]
            if lowlink[v] == index[v]:
                members = 0
                while True:
                    w = stack.pop()
                    members |= 1 << w
                    if w == v:
                        break
                on_stack &= ~members
                components.append(members)
    return components
