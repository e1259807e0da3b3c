"""The odds before the first click against every board the game could deal after it."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from minesweeper import FLAG, HIDDEN, Position
from minesweeper.ai.first_click import first_click_odds
from minesweeper.ai.model import Cell, ImpossiblePosition
from minesweeper.game.difficulty import FIRST_CLICK_RULES, NO_GUESS_RULES, FirstClick


def dealt_boards(position: Position, rule: FirstClick, first: Cell) -> list[frozenset[Cell]]:
    """Every set of mine cells the game may deal (`Board.place` draws among them uniformly):
    the flags among them, as the player says, and none where the rule keeps the board clear."""
    rows, cols = range(position.height), range(position.width)
    cells = [(r, c) for r in rows for c in cols]
    clear = {first} if rule == "safe" else set()
    if rule in ("opening", "no-guess"):  # no-guess: the area the click opens, at least
        clear = {(r, c) for r, c in cells if abs(r - first[0]) <= 1 and abs(c - first[1]) <= 1}
    flags = set(position.flags())
    return [
        frozenset(mines)
        for mines in itertools.combinations(cells, position.mines)
        if flags <= set(mines) and not clear & set(mines)
    ]


@st.composite
def untouched_boards(draw: st.DrawFn) -> tuple[Position, FirstClick, Cell]:
    """A small board with nothing open, perhaps a flag or two, a rule and a first click."""
    width, height = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    mines = draw(st.integers(0, width * height))
    cells = np.full((height, width), HIDDEN, dtype=np.int8)
    every = [(r, c) for r in range(height) for c in range(width)]
    for cell in draw(st.lists(st.sampled_from(every), max_size=min(2, mines), unique=True)):
        cells[cell] = FLAG
    first = draw(st.sampled_from(every))
    # no-guess boards are opening deals, repaired until reasoning clears them: no closed form
    exact = [rule for rule in FIRST_CLICK_RULES if rule not in NO_GUESS_RULES]
    return Position(width, height, mines, cells), draw(st.sampled_from(exact)), first


@given(untouched_boards())
def test_the_odds_are_those_of_the_boards_the_game_may_deal(
    board: tuple[Position, FirstClick, Cell],
) -> None:
    position, rule, first = board
    note(f"{position.to_text()}{rule} rule, first click {first}")
    boards = dealt_boards(position, rule, first)
    if not boards:
        with pytest.raises(ImpossiblePosition):
            first_click_odds(position, rule, first)
        return
    odds = first_click_odds(position, rule, first)
    mined = Counter(cell for mines in boards for cell in mines)
    assert odds.probabilities == {
        cell: Fraction(mined[cell], len(boards)) for cell in position.hidden_cells()
    }
    assert odds.layouts == len(boards)
    assert odds.safe == {cell for cell, p in odds.probabilities.items() if p == 0}
    assert odds.mines == {cell for cell, p in odds.probabilities.items() if p == 1}


def test_a_board_the_rule_cannot_deal_says_why() -> None:
    full = Position.from_text("3x3x9\nHHH\nHHH\nHHH\n")
    with pytest.raises(ImpossiblePosition, match="is never a mine, so at most 8 mines fit.*not 9"):
        first_click_odds(full, "safe", (0, 0))
    with pytest.raises(ImpossiblePosition, match="the flag at row 2, column 2 cannot be right"):
        first_click_odds(Position.from_text("3x3x1\nHHH\nHFH\nHHH\n"), "opening", (0, 0))


@pytest.mark.parametrize("rule", NO_GUESS_RULES)
def test_no_guess_keeps_the_opening_clear(rule: FirstClick) -> None:
    board = Position.from_text("4x4x3\nHHHH\nHHHH\nHHHH\nHHHH\n")
    odds = first_click_odds(board, rule, (0, 0))
    assert odds.safe == {(0, 0), (0, 1), (1, 0), (1, 1)}
    with pytest.raises(ImpossiblePosition, match="at most 0 mines fit"):
        first_click_odds(Position.from_text("1x1x1\nH\n"), rule, (0, 0))


def test_an_open_board_has_no_first_click() -> None:
    with pytest.raises(ValueError, match="the board is open already"):
        first_click_odds(Position.from_text("3x1x1\n1HH\n"), "safe", (0, 1))
