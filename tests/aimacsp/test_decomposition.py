"""`tree_decomposition` and `solve_tree_decomposition` (AIMA 6.5.2), against brute force and
the book's three conditions."""

from __future__ import annotations

import pytest
from hypothesis import given

from aimacsp import (
    CSP,
    ModelError,
    TreeDecomposition,
    solve_tree_decomposition,
    tree_decomposition,
)
from aimacsp.problems import australia, queens

from .strategies import brute_force, csps


@given(csps(max_variables=6, max_constraints=7))
def test_a_decomposition_meets_the_three_conditions(csp: CSP[str, int]) -> None:
    parts = tree_decomposition(csp)
    parts.check(csp)  # raises on a broken condition
    assert parts.width <= max(len(csp.variables) - 1, 0)


@given(csps(max_variables=6, max_constraints=7))
def test_solving_through_the_decomposition_agrees_with_brute_force(csp: CSP[str, int]) -> None:
    solution = solve_tree_decomposition(csp)
    if solution is None:
        assert brute_force(csp) == []
    else:
        assert csp.is_solution(solution)


def test_widths_of_the_books_examples() -> None:
    # Australia: triangles around SA, width 2; a chain is a tree, width 1; n-queens links
    # every column to every other: one bag of all n.
    assert tree_decomposition(australia()).width == 2
    chain: CSP[int, int] = CSP()
    chain.add_variables(range(6), range(3))
    for k in range(5):
        chain.add_constraint(lambda a, b: a != b, [k, k + 1])
    assert tree_decomposition(chain).width == 1
    assert tree_decomposition(queens(5)).width == 4
    assert queens(5).is_solution(solve_tree_decomposition(queens(5)))


def test_separate_parts_are_joined_into_one_tree() -> None:
    parts = tree_decomposition(australia())
    assert frozenset({"T"}) in parts.bags
    assert len(parts.edges) == len(parts.bags) - 1


@pytest.mark.parametrize(
    ("bags", "edges", "words"),
    [
        ([{"WA", "NT", "SA"}, {"SA", "Q", "NSW"}], [(0, 1)], "'V' is in no bag"),
        (
            [{"WA", "NT", "SA"}, {"NT", "Q", "SA"}, {"SA", "Q", "NSW"}, {"SA", "NSW", "V"},
             {"T"}],
            [(0, 1), (1, 2), (2, 3)],
            "not linked as one tree",
        ),
        (
            [{"WA", "NT", "SA"}, {"NT", "Q", "SA"}, {"SA", "NSW", "V"}, {"T"}],
            [(0, 1), (1, 2), (2, 3)],
            "no bag holds all of",
        ),
        (
            [{"WA", "NT", "SA"}, {"NT", "Q", "SA"}, {"Q", "NSW", "V"}, {"SA", "NSW", "V"},
             {"T"}],
            [(0, 1), (1, 2), (2, 3), (3, 4)],
            "the bags that hold 'SA' are not connected",
        ),
        (
            [{"WA", "NT", "SA"}, {"SA", "NSW", "V"}, {"NT", "Q", "SA", "NSW"}, {"T"}],
            [(0, 1), (1, 2), (2, 3)],
            "the bags that hold 'NT' are not connected",
        ),
        ([{"WA"}], [(0, 3)], "joins no two bags"),
    ],
)
def test_a_broken_decomposition_is_named(
    bags: list[set[str]], edges: list[tuple[int, int]], words: str
) -> None:
    parts = TreeDecomposition(tuple(map(frozenset, bags)), tuple(edges))
    with pytest.raises(ModelError, match=words):
        parts.check(australia())
    with pytest.raises(ModelError, match=words):
        solve_tree_decomposition(australia(), parts)


def test_the_books_decomposition_of_australia_solves_it() -> None:
    # AIMA Figure 6.13's four bags, and Tasmania on its own.
    bags = [{"WA", "NT", "SA"}, {"NT", "Q", "SA"}, {"SA", "Q", "NSW"}, {"SA", "NSW", "V"}, {"T"}]
    parts = TreeDecomposition(tuple(map(frozenset, bags)), ((0, 1), (1, 2), (2, 3), (3, 4)))
    parts.check(australia())
    assert parts.width == 2
    assert australia().is_solution(solve_tree_decomposition(australia(), parts))
