"""A branching order that cuts a constraint graph into independent parts early.

A counter that branches on a *separator* first (a few variables whose removal leaves parts
that share no constraint) can then count each part on its own, and a part met again in the
same situation comes from its cache. `dissection_order` finds such separators recursively,
in the manner of nested dissection (George 1973): from a peripheral vertex it runs a
breadth-first search, takes the level that cuts the piece with the fewest vertices for the
most balance, keeps only the vertices of that level that touch the next one, and repeats on
what is left on either side. On a path the first cut is the middle vertex, on a ring two
opposite vertices, on a grid a diagonal: the recursion is O(log n) deep on such graphs.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["dissection", "dissection_order"]

#: Pieces this small are not cut further: their vertices go by degree, most linked first.
SMALL = 4


def dissection_order(adjacency: Sequence[Sequence[int]]) -> list[int]:
    """The vertices ``0..n-1`` of an undirected graph, separators before what they separate.

    ``adjacency[v]`` lists the neighbours of ``v``.

    >>> path = [[1], [0, 2], [1, 3], [2, 4], [3, 5], [4, 6], [5]]
    >>> dissection_order(path)[0]  # the middle vertex cuts the path in two
    3
    """
    return [v for group in dissection(adjacency) for v in group]


def dissection(adjacency: Sequence[Sequence[int]]) -> list[list[int]]:
    """The separators, in the order `dissection_order` gives them, each most linked first;
    a piece too small or too dense to cut is one group. Time O(m log n) on graphs with small
    balanced separators, O(n m) at worst.

    >>> dissection([[1], [0, 2], [1]])
    [[1, 0, 2]]
    """
    n = len(adjacency)
    inside = [False] * n
    keep = [True] * n
    order: list[list[int]] = []
    pieces = _connected(list(range(n)), adjacency, keep)
    while pieces:
        piece = pieces.pop()
        for v in piece:
            inside[v] = True
        cut = piece if len(piece) <= SMALL else _separator(piece, adjacency, inside)
        cut = sorted(cut, key=lambda v: -sum(inside[u] for u in adjacency[v]))
        order.append(cut)
        for v in piece:
            inside[v] = False
        if len(cut) < len(piece):
            left = set(cut)
            rest = [v for v in piece if v not in left]
            for v in rest:
                keep[v] = True
            # The larger parts are cut first, so the smaller ones come out later in order.
            pieces.extend(sorted(_connected(rest, adjacency, keep), key=len))
    return order


def _levels(start: int, adjacency: Sequence[Sequence[int]], inside: list[bool]) -> list[list[int]]:
    """Breadth-first levels from ``start`` within the vertices marked ``inside``."""
    seen = {start}
    levels = [[start]]
    while True:
        nxt = []
        for v in levels[-1]:
            for u in adjacency[v]:
                if inside[u] and u not in seen:
                    seen.add(u)
                    nxt.append(u)
        if not nxt:
            return levels
        levels.append(nxt)


def _separator(
    piece: list[int], adjacency: Sequence[Sequence[int]], inside: list[bool]
) -> list[int]:
    """A small set of vertices whose removal splits the connected ``piece`` in balance."""
    far = _levels(piece[0], adjacency, inside)[-1][0]
    levels = _levels(far, adjacency, inside)
    if len(levels) < 3:  # diameter at most 2: no level cuts
        degrees = {v: sum(inside[u] for u in adjacency[v]) for v in piece}
        if sum(degrees.values()) > len(piece) * (len(piece) - 1) // 2:
            return piece  # dense (over half the pairs linked): nothing small cuts it
        return [max(piece, key=degrees.__getitem__)]  # a hub, as in a star
    level_of = {v: k for k, level in enumerate(levels) for v in level}
    total = len(piece)
    below = 0
    best: tuple[float, list[int]] | None = None
    for k in range(1, len(levels) - 1):
        below += len(levels[k - 1])
        # Vertices of level k with no neighbour at level k + 1 separate nothing: they join
        # the side below.
        cut = [v for v in levels[k] if any(level_of.get(u) == k + 1 for u in adjacency[v])]
        above = total - below - len(levels[k])
        lower = below + len(levels[k]) - len(cut)
        score = len(cut) / min(lower, above)
        if best is None or score < best[0]:
            best = (score, cut)
    assert best is not None
    return best[1]


def _connected(
    vertices: list[int], adjacency: Sequence[Sequence[int]], keep: list[bool]
) -> list[list[int]]:
    """The connected parts of the subgraph on ``vertices`` (those marked in ``keep``)."""
    parts = []
    for start in vertices:
        if not keep[start]:
            continue
        keep[start] = False
        part, frontier = [start], [start]
        while frontier:
            v = frontier.pop()
            for u in adjacency[v]:
                if keep[u]:
                    keep[u] = False
                    part.append(u)
                    frontier.append(u)
        parts.append(part)
    return parts
