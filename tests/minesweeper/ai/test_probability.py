"""Exact probabilities against brute-force enumeration of every layout."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, note

from minesweeper import Position
from minesweeper.ai.model import ImpossiblePosition
from minesweeper.ai.probability import mine_probabilities
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
