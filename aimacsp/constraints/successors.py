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

from .matching import prune_fixed, regin_filter, strongly_connected

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
        if not _close_chains(succ) or not _connect(succ, sub, nonempty):
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
    aside): arcs between components go; with nodes that cannot loop, they must share one
    component, and every node outside it loops."""
    n = len(succ)
    graph = [d & ~(1 << k) for k, d in enumerate(succ)]
    components = strongly_connected(graph)
    if not sub:
        return len(components) == 1
    must = 0
    for k, d in enumerate(succ):
        if not d >> k & 1:
            must |= 1 << k
    if must:
        holding = [c for c in components if c & must]
        if len(holding) > 1:
            return False
        (circuit,) = holding
        for k in range(n):
            succ[k] &= circuit if circuit >> k & 1 else 1 << k
            if not succ[k]:
                return False
    else:
        for c in components:
            rest = c
            while rest:
                low = rest & -rest
                rest ^= low
                succ[low.bit_length() - 1] &= c
    # A circuit needs two nodes of one component.
    return not nonempty or any(c & (c - 1) for c in components)


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
