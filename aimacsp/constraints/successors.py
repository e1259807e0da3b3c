"""Filtering on successor graphs, the engine of `Circuit` and `SubCircuit`.

Node ``k``'s successors are a bitset ``succ[k]`` of nodes (bit ``j``: the arc ``k -> j``;
bit ``k``: a loop, node ``k`` left out of the circuit). Every node has one successor and the
successors differ, so the arcs chosen form disjoint cycles; the circuit constraints ask for
one cycle through all the nodes (`Circuit`) or through all the nodes that do not loop
(`SubCircuit`). `circuit_filter` works on plain lists, so it is tested on its own.

>>> succ = [0b110, 0b101, 0b011]      # three nodes, no loops: two circuits
>>> circuit_filter(succ, [0, 0, 0], sub=False, nonempty=True)
True
>>> succ[0] = 0b010                    # fix 0 -> 1: then 1 -> 2 -> 0 is forced
>>> circuit_filter(succ, [0, 0, 0], sub=False, nonempty=True), succ
(True, [2, 4, 1])
"""

from __future__ import annotations

from .matching import prune_fixed, regin_filter

__all__ = ["circuit_filter", "is_circuit"]


def circuit_filter(succ: list[int], mate: list[int], sub: bool, nonempty: bool) -> bool:
    """Narrow ``succ`` to a fixpoint of all-different (Régin's filter; ``mate`` is its
    matching, kept between calls), chain closing and strong connectivity; False when no
    circuit is left. ``sub``: nodes may loop; ``nonempty``: some node must not."""
    while True:
        before = succ[:]
        free = prune_fixed(succ)
        if free is None:
            return False
        if len(free) > 1 and not regin_filter(succ, mate, free):
            return False
        if not _close_chains(succ):
            return False
        if succ != before:
            continue
        # The costliest rule last, once the cheap ones are done.
        if not _connect(succ, sub, nonempty):
            return False
        if succ == before:
            return True


def _close_chains(succ: list[int]) -> bool:
    """Caseau and Laburthe (1997, "Solving small TSPs with constraints"): the fixed arcs form
    chains; the arc from a chain's end back to its start would close a cycle on the chain
    alone, so it goes unless every node left out may loop. A closed cycle leaves every node
    outside it looping, or fails."""
    n = len(succ)
    nxt = [-1] * n
    entered = must = 0
    for k, d in enumerate(succ):
        if not d >> k & 1:
            must |= 1 << k
        if not d & (d - 1) and d != 1 << k:
            nxt[k] = d.bit_length() - 1
            entered |= d
    seen = 0
    for head in range(n):
        if nxt[head] < 0 or entered >> head & 1:
            continue
        members, end = 1 << head, head
        while nxt[end] >= 0:
            end = nxt[end]
            members |= 1 << end
        seen |= members
        if must & ~members:
            succ[end] &= ~(1 << head)
            if not succ[end]:
                return False
    for k in range(n):
        if nxt[k] < 0 or seen >> k & 1:
            continue
        members, node = 0, k
        while not members >> node & 1:
            members |= 1 << node
            node = nxt[node]
        seen |= members
        if must & ~members:
            return False
        for j in range(n):
            if not members >> j & 1:
                succ[j] &= 1 << j
                if not succ[j]:
                    return False
    return True


def _connect(succ: list[int], sub: bool, nonempty: bool) -> bool:
    """A cycle lies within one strongly connected component of the graph of arcs (loops
    aside). Every node on the circuit, and so every node that cannot loop, must share the
    component of one of them; the nodes outside it loop, and its arcs stay inside it."""
    n = len(succ)
    must = 0
    for k, d in enumerate(succ):
        if not d >> k & 1:
            must |= 1 << k
    if not must:
        # Every node may loop: nothing to connect, but a nonempty circuit needs some arc.
        return not nonempty or any(d & ~(1 << k) for k, d in enumerate(succ))
    root = (must & -must).bit_length() - 1
    forward = _reach(succ, root)
    component = _reached_from(succ, root, forward)
    if must & ~component:
        return False
    if not sub:
        return True  # (every node cannot loop: the component is all of them)
    for k in range(n):
        succ[k] &= component if component >> k & 1 else 1 << k
        if not succ[k]:
            return False
    return True


def _reach(succ: list[int], root: int) -> int:
    """The nodes reachable from ``root`` (itself included), as a bitset."""
    reached = frontier = 1 << root
    while frontier:
        low = frontier & -frontier
        frontier ^= low
        new = succ[low.bit_length() - 1] & ~reached
        reached |= new
        frontier |= new
    return reached


def _reached_from(succ: list[int], root: int, within: int) -> int:
    """The nodes of ``within`` from which ``root`` is reachable, as a bitset: sweeps over the
    nodes not yet known to reach it, until one sweep adds none (no reversed graph to build)."""
    reaching = 1 << root
    rest = [k for k in range(len(succ)) if within >> k & 1 and k != root]
    while True:
        left = []
        for k in rest:
            if succ[k] & reaching:
                reaching |= 1 << k
            else:
                left.append(k)
        if len(left) == len(rest):
            return reaching
        left.reverse()  # sweep the other way next: a path met backwards is crossed in one
        rest = left


def is_circuit(nxt: list[int], sub: bool) -> bool:
    """Whether ``nxt`` (node -> successor, nodes ``0..n-1``) is one circuit through every
    node, or, with ``sub``, through every node that does not loop (possibly none)."""
    n = len(nxt)
    if sorted(nxt) != list(range(n)):
        return False
    inside = [k for k in range(n) if nxt[k] != k]
    if not sub and len(inside) != n and n > 1:
        return False
    if not inside:
        return True
    length, node = 0, inside[0]
    while True:
        node = nxt[node]
        length += 1
        if node == inside[0]:
            return length == len(inside)
