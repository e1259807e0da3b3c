"""Exact probabilities against brute-force enumeration of every layout."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import numpy as np
import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from aimacsp import weighted_count
from minesweeper import Position
from minesweeper.ai.agents import make_agent
from minesweeper.ai.model import (
    Cell,
    Component,
    ImpossiblePosition,
    Number,
    box_csp,
    build_model,
    components_of,
)
from minesweeper.ai.probability import Analyzer, mine_probabilities
from minesweeper.ai.settled import settle
from minesweeper.game.board import Board
from minesweeper.game.play import Game
from tests.minesweeper.positions import brute_force_probabilities, played_positions


@given(played_positions())
def test_probabilities_equal_brute_force(position: Position) -> None:
    note(position.to_text())
    expected, layouts = brute_force_probabilities(position)
    result = mine_probabilities(position)
    assert result.layouts == layouts
    assert result.probabilities == expected
    assert result.safe == {c for c, p in expected.items() if p == 0}
    assert result.mines == {c for c, p in expected.items() if p == 1}


@given(played_positions(wrong_flags=True))
def test_wrong_flags_give_exact_answers_or_a_clear_error(position: Position) -> None:
    note(position.to_text())
    expected, layouts = brute_force_probabilities(position)
    if layouts:
        assert mine_probabilities(position).probabilities == expected
    else:
        with pytest.raises(ImpossiblePosition):
            mine_probabilities(position)


def test_mine_count_changes_the_odds_off_the_frontier() -> None:
    # The 1 touches two hidden cells. Its solutions differ in how many mines the frontier
    # holds, so they weigh differently: a shortcut treating them as equally likely and
    # spreading the remaining mines evenly gets every cell wrong here.
    position = Position.from_text("4x2x2\nHHHH\n1HHH\n")
    result = mine_probabilities(position)
    expected, layouts = brute_force_probabilities(position)
    assert result.probabilities == expected and result.layouts == layouts
    assert result.probabilities[(0, 0)] != result.probabilities[(0, 3)]


def test_a_number_with_too_few_neighbours_is_named() -> None:
    with pytest.raises(ImpossiblePosition, match="the 3 at row 1, column 1 needs 3 mines"):
        mine_probabilities(Position.from_text("3x2x3\n3HH\nH00\n"))
    with pytest.raises(ImpossiblePosition, match="the 1 at row 1, column 1 has 2 flagged"):
        mine_probabilities(Position.from_text("2x2x2\n1F\nFH\n"))


def test_contradicting_numbers_name_one_of_them() -> None:
    # The 2 makes both lower cells mines, which gives the middle 1 two mines.
    position = Position.from_text("2x3x2\n1H\n1H\n2H\n")
    with pytest.raises(ImpossiblePosition, match=r"the \d at row \d, column 1 cannot be met"):
        mine_probabilities(position)


def test_the_mine_counter_is_named_when_it_disagrees() -> None:
    with pytest.raises(ImpossiblePosition, match="need at least 1 more mine, but the mine"):
        mine_probabilities(Position.from_text("3x1x1\n1HF\n"))
    with pytest.raises(ImpossiblePosition, match="at most 1 fit"):
        mine_probabilities(Position.from_text("3x2x2\n01H\n01H\n"))


def test_everything_is_a_fraction() -> None:
    result = mine_probabilities(Position.from_text("3x3x1\nHHH\nH1H\nHHH\n"))
    assert set(result.probabilities.values()) == {Fraction(1, 8)}
    assert result.safest() == sorted(result.probabilities)


@pytest.mark.parametrize("name", ["rectangles-0", "comb-1"])
def test_large_positions_keep_the_expected_mine_count(name: str) -> None:
    # By linearity of expectation the probabilities add up to the mines left, exactly.
    from pathlib import Path

    path = Path(__file__).resolve().parents[3] / "benchmarks" / "positions" / f"{name}.mine"
    position = Position.from_text(path.read_text(encoding="utf-8"))
    result = mine_probabilities(position)
    assert len(result.model.frontier) >= 150
    assert sum(result.probabilities.values()) == position.mines_left
    assert all(0 <= p <= 1 for p in result.probabilities.values())


def test_a_number_with_no_hidden_neighbour_left_is_checked_too() -> None:
    with pytest.raises(
        ImpossiblePosition, match="the 1 at row 1, column 1 needs 1 mine but only 0"
    ):
        mine_probabilities(Position.from_text("3x1x1\n10H\n"))


def opened_board(seed: int, size: int, density: float, clicks: int, scattered: int) -> Position:
    """A seeded board with a few openings clicked (floods included) and some safe cells
    revealed alone, as numbers in the middle of hidden ground."""
    rng = np.random.default_rng(seed)
    layout = rng.random((size, size)) < density
    game = Game.from_board(Board(layout))
    safe = np.argwhere(~layout)
    for row, col in safe[rng.choice(len(safe), clicks, replace=False)]:
        if game.status == "playing" and not game.revealed[row, col]:
            game.reveal(int(row), int(col))
    cells = np.array(game.position().cells)
    for row, col in safe[rng.choice(len(safe), scattered, replace=False)]:
        cells[row, col] = game.board.numbers[row, col]
    return Position(size, size, int(layout.sum()), cells)


def reference_probabilities(position: Position) -> tuple[dict[Cell, Fraction], int]:
    """The plain formula: the whole frontier counted at once by mines, each total weighed by
    the binomial C(F, M - K) for the cells outside, and each box's marginal likewise."""
    model = build_model(position)
    boxes = [box for component in model.components for box in component.boxes]
    counts = weighted_count(
        box_csp(boxes, model.numbers), lambda box, m: comb(box.size, m), lambda box, m: m
    )
    outside, left = len(model.outside), model.mines_left
    spread = [comb(outside, left - k) if 0 <= left - k <= outside else 0 for k in range(left + 1)]

    def weigh(poly: list[int]) -> int:
        return sum(c * w for c, w in zip(poly, spread))

    layouts = weigh(counts.total)
    found = {}
    for box in boxes:
        mines = sum(m * weigh(counts.marginal(box, m)) for m in range(1, box.size + 1))
        for cell in box.cells:
            found[cell] = Fraction(mines, box.size * layouts)
    ways_outside = [(left - k) * w for k, w in enumerate(spread)]
    for cell in model.outside:
        found[cell] = Fraction(
            sum(c * w for c, w in zip(counts.total, ways_outside)), outside * layouts
        )
    return found, layouts


@pytest.mark.parametrize(
    ("seed", "size", "density", "clicks", "scattered"),
    [(1, 60, 0.15, 4, 40), (2, 40, 0.2, 2, 120), (3, 100, 0.12, 6, 10)],
)
def test_large_boards_match_the_plain_formula(
    seed: int, size: int, density: float, clicks: int, scattered: int
) -> None:
    # Huge binomials (thousands of cells outside the frontier), components whose mine
    # counts vary, others with a fixed count: the ratio weights, the product tree and the
    # settled cells all take part.
    position = opened_board(seed, size, density, clicks, scattered)
    result = mine_probabilities(position)
    expected, layouts = reference_probabilities(position)
    assert len(result.model.outside) > 500 and len(result.model.frontier) > 100
    settled = settle(result.model.numbers)
    assert settled is not None and len(settled.numbers) > 20  # something left to count
    assert result.probabilities == expected
    assert sum(result.probabilities.values()) == position.mines_left
    assert result.layouts == layouts


@given(st.integers(0, 10**6))
@settings(max_examples=10, deadline=None)
def test_an_analyzer_gives_the_same_answers_along_a_game(seed: int) -> None:
    # An agent's positions, one move apart: the analyzer reuses the components that did
    # not change, and every answer is the fresh one.
    game = Game("intermediate", seed=seed)
    agent = make_agent("probabilistic", seed=seed)
    analyse = Analyzer()
    components = 0
    while game.status == "playing":
        position = game.position()
        fresh = mine_probabilities(position)
        assert analyse(position).probabilities == fresh.probabilities
        components += len(components_of(settle(fresh.model.numbers).numbers))
        move = agent.next_move(position)
        if move.action == "flag":
            game.flag(*move.cell)
        else:
            game.reveal(*move.cell)
    assert analyse.counted <= components


def moved(component: Component, rows: int, cols: int) -> Component:
    """``component`` moved by ``rows`` and ``cols``."""

    def shift(cells: tuple[Cell, ...]) -> tuple[Cell, ...]:
        return tuple((row + rows, col + cols) for row, col in cells)

    numbers = tuple(
        Number(shift((n.cell,))[0], n.value, n.mines, shift(n.hidden)) for n in component.numbers
    )
    return Component(numbers, shift(component.cells))


def test_an_analyzer_counts_a_moved_component_once() -> None:
    position = Position.from_text("5x3x2\n1HHHH\nH2HHH\nHHHHH\n")
    (component,) = build_model(position).components
    analyse = Analyzer()
    first = analyse.count(component, 5)
    assert analyse.count(moved(component, 4, 7), 5) is first and analyse.counted == 1
    mirrored = tuple(Number(n.cell, n.value, n.mines, n.hidden[::-1]) for n in component.numbers)
    flipped = Component(mirrored[::-1], component.cells)  # other numbers first: not the same
    assert analyse.count(flipped, 5).total == first.total and analyse.counted == 2
