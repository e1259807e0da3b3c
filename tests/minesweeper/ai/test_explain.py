"""Explanations of moves and positions: the verdict, the cells to mark and the sentence."""

import re
from fractions import Fraction

from hypothesis import given, settings

from minesweeper.ai.agents import Decision
from minesweeper.ai.explain import explain_move, explain_position, guess_reason
from minesweeper.game.position import Position
from tests.minesweeper.positions import played_positions

LINE = Position.from_text("4x1x1\n1HHH\n")


def test_a_safe_cell_names_the_numbers_and_the_counter() -> None:
    why = explain_move(LINE, Decision("reveal", (0, 3), "deduction", "safe in every layout"))
    assert (why.verdict, why.cells, why.counter, why.probability) == ("safe", ((0, 0),), True, 0)
    assert why.text == (
        "row 1, column 4 is safe: the 1 at row 1, column 1 and the mine counter (1 mine in all)"
        " together leave no room for a mine there"
    )
    assert why.text.endswith(why.reason)


def test_a_mine_names_the_number_that_needs_it() -> None:
    why = explain_move(LINE, Decision("flag", (0, 1), "rule", "the 1 needs it"))
    assert (why.verdict, why.cells, why.counter) == ("mine", ((0, 0),), False)
    assert why.text == "row 1, column 2 is a mine: the 1 at row 1, column 1 needs a mine there"


def test_a_guess_gives_its_figures_and_is_not_searched_when_its_odds_are_known() -> None:
    position = Position.from_text("3x1x1\nH1H\n")
    move = Decision("reveal", (0, 0), "guess", "a random hidden cell")
    why = explain_move(position, move, Fraction(1, 2))
    assert (why.verdict, why.evidence, why.cells) == ("guess", (), ())
    assert why.text == "row 1, column 1 is a guess, mine probability 50.0%: a random hidden cell"
    chosen = Decision("reveal", (0, 0), "guess", "lowest mine probability, 50.0%", Fraction(1, 2))
    assert explain_move(position, chosen).text == (
        "row 1, column 1 is a guess: lowest mine probability, 50.0%"
    )
    # The odds the caller gives are trusted: no proof is tried for an uncertain cell.
    told = explain_move(LINE, Decision("reveal", (0, 2), "guess", "told"), Fraction(1, 3))
    assert told.verdict == "guess" and told.probability == Fraction(1, 3)


def test_a_move_called_a_guess_that_is_in_fact_proven_is_explained_as_proven() -> None:
    why = explain_move(LINE, Decision("reveal", (0, 2), "guess", "a random hidden cell"))
    assert why.verdict == "safe" and why.cells == ((0, 0),)


def test_the_opening_says_the_first_click_rule() -> None:
    fresh = Position.from_text("2x2x1\nHH\nHH\n")
    why = explain_move(fresh, Decision("reveal", (0, 0), "opening", "first click (safe rule)"))
    assert why.verdict == "opening" and why.text == "row 1, column 1: first click (safe rule)"


def test_an_impossible_position_names_its_contradiction() -> None:
    assert explain_position(LINE) is None
    why = explain_position(Position.from_text("2x1x0\n1H\n"))
    assert why is not None and why.verdict == "impossible" and why.cell is None
    assert why.cells == ((0, 0),) and why.counter
    assert why.text == (
        "the position is impossible: the 1 at row 1, column 1 and the mine counter (0 mines in all)"
        " cannot all hold"
    )
    alone = explain_position(Position.from_text("2x1x0\n10\n"))
    assert alone is not None
    assert alone.text == "the position is impossible: the 1 at row 1, column 1 cannot be met"


def test_guess_reason_puts_the_figures_in_words() -> None:
    assert guess_reason(Fraction(3, 46)) == "mine probability 6.5%"
    assert guess_reason(0.25, survival=0.6, win=0.375, layouts=12) == (
        "mine probability 25.0%; chance of surviving this move and the next 60.0%;"
        " chance of winning from here 37.5% (all 12 layouts searched)"
    )


@given(played_positions(wrong_flags=True))
@settings(max_examples=40, deadline=None)
def test_cells_are_worded_one_way(position: Position) -> None:
    """As the hints, the terminal and the window say it: "row 2, column 4", never "(2,4)"."""
    why = explain_position(position)
    hidden = position.hidden_cells()
    if why is None and hidden:
        why = explain_move(position, Decision("reveal", hidden[0], "deduction", "proven"))
    if why is not None:
        assert not re.search(r"\(\d+,\s*\d+\)", why.text), why.text
        for cell in why.cells:
            assert f"row {cell[0] + 1}, column {cell[1] + 1}" in why.text
