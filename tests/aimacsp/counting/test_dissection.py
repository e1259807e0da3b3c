"""`dissection_order`: a permutation, separators first."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from aimacsp.counting.dissection import dissection_order


def graph(n: int, edges: list[tuple[int, int]]) -> list[list[int]]:
    adjacency: list[set[int]] = [set() for _ in range(n)]
    for a, b in edges:
        if a != b:
            adjacency[a].add(b)
            adjacency[b].add(a)
    return [sorted(s) for s in adjacency]


def parts_without(adjacency: list[list[int]], removed: set[int]) -> list[set[int]]:
    left = set(range(len(adjacency))) - removed
    parts = []
    while left:
        start = left.pop()
        part, frontier = {start}, [start]
        while frontier:
            for u in adjacency[frontier.pop()]:
                if u in left:
                    left.discard(u)
                    part.add(u)
                    frontier.append(u)
        parts.append(part)
    return parts


@given(
    st.integers(1, 30).flatmap(
        lambda n: st.tuples(
            st.just(n), st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)))
        )
    )
)
def test_every_vertex_once(case: tuple[int, list[tuple[int, int]]]) -> None:
    n, edges = case
    assert sorted(dissection_order(graph(n, edges))) == list(range(n))


def test_a_path_is_cut_in_the_middle_then_in_quarters() -> None:
    n = 31
    order = dissection_order(graph(n, [(k, k + 1) for k in range(n - 1)]))
    assert order[0] == 15
    position = {v: k for k, v in enumerate(order)}
    for middle, half in ((7, range(0, 15)), (23, range(16, 31))):
        assert position[middle] == min(position[v] for v in half)


def test_a_grid_is_cut_in_balanced_parts() -> None:
    side = 12
    edges = [(r * side + c, r * side + c + 1) for r in range(side) for c in range(side - 1)]
    edges += [(r * side + c, (r + 1) * side + c) for r in range(side - 1) for c in range(side)]
    adjacency = graph(side * side, edges)
    order = dissection_order(adjacency)
    # The first separator is a line across the grid (a diagonal, at most 2 * side long)
    # whose removal leaves two parts, neither more than three quarters of the rest.
    for size in range(1, 2 * side + 1):
        parts = parts_without(adjacency, set(order[:size]))
        if len(parts) > 1:
            assert max(len(p) for p in parts) <= 0.75 * (side * side - size)
            return
    raise AssertionError("no cut among the first vertices")


def test_a_clique_keeps_its_vertices() -> None:
    n = 6
    order = dissection_order(graph(n, [(a, b) for a in range(n) for b in range(a + 1, n)]))
    assert sorted(order) == list(range(n))
