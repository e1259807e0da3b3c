"""Bipartite matching between variables and values, the engine of `AllDifferent`.

Domains here are plain lists of bitsets (one per variable), so these functions can be tested on
their own against brute force.
"""

from __future__ import annotations

__all__ = ["prune_fixed", "complete_matching"]


def prune_fixed(doms: list[int]) -> bool:
    """Remove every fixed value from the other domains, repeatedly; False on a clash.

    >>> doms = [0b001, 0b011, 0b111]
    >>> prune_fixed(doms), doms
    (True, [1, 2, 4])
    """
    fixed = 0
    free = []
    for p, d in enumerate(doms):
        if d & (d - 1):
            free.append(p)
        elif not d or d & fixed:
            return False
        else:
            fixed |= d
    remove = fixed
    while remove and free:
        newly = 0
        rest = []
        for p in free:
            d = doms[p]
            if d & remove:
                d &= ~remove
                if not d:
                    return False
                doms[p] = d
                if not d & (d - 1):
                    if d & newly:
                        return False
                    newly |= d
                    continue
            rest.append(p)
        free = rest
        remove = newly
    return True


def complete_matching(doms: list[int], mate: list[int]) -> bool:
    """Match every variable to a distinct value of its domain; False when impossible.

    ``mate[p]`` is the bit index matched to variable ``p`` (-1 for none). It is read as a
    starting point, repaired where a value left the domain, and completed with augmenting
    paths (Kuhn's method), so that calls during a search reuse most of the previous matching.
    By Hall's theorem a failure means some k variables share fewer than k values.

    >>> mate = [-1, -1, -1]
    >>> complete_matching([0b011, 0b011, 0b110], mate), mate
    (True, [0, 1, 2])
    >>> complete_matching([0b011, 0b011, 0b011], [-1, -1, -1])
    False
    """
    owner: dict[int, int] = {}
    for p, b in enumerate(mate):
        if b >= 0 and doms[p] >> b & 1 and b not in owner:
            owner[b] = p
        else:
            mate[p] = -1
    unmatched = [p for p in range(len(doms)) if mate[p] < 0]
    return all(_augment(p, doms, mate, owner) for p in unmatched)


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
            b = low.bit_length() - 1
            q = owner.get(b)
            if q is None:
                # Flip the path: p takes b, the one before p takes p's old value, ...
                while p >= 0:
                    old = mate[p]
                    mate[p] = b
                    owner[b] = p
                    b = old
                    p = came_from[p]
                return True
            if q not in came_from:
                came_from[q] = p
                frontier.append(q)
    return False
