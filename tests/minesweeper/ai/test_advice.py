import json
import math
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.ai import advice
from minesweeper.ai.advice import COORDINATES, advice_json, digits, hint_lines, percent
from minesweeper.ai.agents import Decision
from minesweeper.ai.probability import mine_probabilities
from minesweeper.game.position import Position

GUESS = Path(__file__).resolve().parents[3] / "examples" / "positions" / "beginner_guess.mine"
GUESS_POSITION = Position.from_text(GUESS.read_text(encoding="utf-8"))


def test_percent() -> None:
    assert percent(Fraction(83, 1748)) == "4.7% (83/1748)"
    assert percent(Fraction(1)) == "100.0%"


def test_hint_lines_for_proven_cells() -> None:
    probabilities = mine_probabilities(Position.from_text("3x1x1\n1HH\n"))
    move = Decision("reveal", (0, 2), "deduction", "safe in every consistent layout", Fraction(0))
    assert hint_lines(probabilities, move) == [
        "Safe for certain (1): row 1, column 3.",
        "Mines for certain (1): row 1, column 2.",
        "Suggested: reveal row 1, column 3, mine probability 0.0%: safe in every consistent"
        " layout.",
        "Why: row 1, column 3 is safe: the 1 at row 1, column 1 and the mine counter (1 mine in"
        " all) together leave no room for a mine there.",
    ]


def test_hint_lines_for_a_guess_name_the_odds_the_layouts_and_the_reason() -> None:
    probabilities = mine_probabilities(Position.from_text(GUESS.read_text()))
    move = Decision("reveal", (8, 1), "guess", "a random hidden cell")
    assert hint_lines(probabilities, move) == [
        "No cell is safe for certain (431,756 mine layouts fit what is shown).",
        "Best guess: reveal row 9, column 2, mine probability 6.5% (3/46).",
        "Why: a random hidden cell.",
    ]


def test_a_guess_whose_reason_gives_the_probability_says_it_once() -> None:
    probabilities = mine_probabilities(Position.from_text(GUESS.read_text()))
    move = Decision("reveal", (8, 1), "guess", "mine probability 6.5% (the safest 6.5%)")
    lines = hint_lines(probabilities, move)
    assert lines[1] == "Best guess: reveal row 9, column 2."
    assert sum(line.count("probability") for line in lines) == 1


def test_the_json_says_how_it_numbers_rows_and_columns() -> None:
    assert "count from 0" in COORDINATES and "count from 1" in COORDINATES


def test_hint_lines_list_many_cells_briefly_and_huge_counts_roughly() -> None:
    wide = Position.from_text("30x16x99\n1" + "H" * 29 + "\n" + ("H" * 30 + "\n") * 15)
    huge = mine_probabilities(wide)
    tie = Decision("reveal", (5, 5), "guess", "lowest mine probability")
    lines = hint_lines(huge, tie)
    assert lines[0].startswith("No cell is safe for certain (about ")
    assert "e+" in lines[0]
    assert lines[2].startswith("Why: lowest mine probability;") and "cells share" in lines[2]
    open_corner = Position.from_text("12x2x0\n0" + "H" * 11 + "\n" + "H" * 12 + "\n")
    reveal = Decision("reveal", (0, 1), "deduction", "safe in every consistent layout")
    lines = hint_lines(mine_probabilities(open_corner), reveal)
    assert lines[0].startswith("Safe for certain (23): row 1, column 2;")
    assert lines[0].endswith("; and 15 more.")


def test_advice_json_keys() -> None:
    position = Position.from_text("3x1x1\n1HH\n")
    move = Decision("flag", (0, 1), "rule", "the 1 needs every hidden neighbour")
    data = advice_json(position, mine_probabilities(position), move)
    assert data == {
        "coordinates": COORDINATES,
        "width": 3,
        "height": 1,
        "mines_total": 1,
        "mines_left": 1,
        "layouts": 1,
        "layouts_digits": 1,
        "layouts_log10": 0.0,
        "cells": [
            {"row": 0, "col": 1, "probability": "1/1", "probability_float": 1.0},
            {"row": 0, "col": 2, "probability": "0/1", "probability_float": 0.0},
        ],
        "safe": [[0, 2]],
        "mines": [[0, 1]],
        "recommended": {
            "action": "flag",
            "row": 0,
            "col": 1,
            "kind": "rule",
            "reason": "the 1 needs every hidden neighbour",
            "probability": "1/1",
            "probability_float": 1.0,
            "because": [[0, 0]],
            "because_mine_counter": False,
            "explanation": "row 1, column 2 is a mine: the 1 at row 1, column 1 needs a mine there",
        },
    }


@given(st.integers(min_value=0, max_value=10**6000) | st.integers(1, 6000).map(lambda k: 10**k))
def test_digits_counts_the_decimal_digits_without_writing_them(n: int) -> None:
    d = digits(n)
    assert d == 1 if n < 10 else 10 ** (d - 1) <= n < 10**d


# A 1 in the corner of a 200x200 board with 10,000 mines: C(39996, ...) layouts, 9,772 digits.
HUGE = Position.from_text("200x200x10000\n1" + "H" * 199 + "\n" + ("H" * 200 + "\n") * 199)


def test_the_json_gives_a_huge_layout_count_by_its_size() -> None:
    probabilities = mine_probabilities(HUGE)
    count = probabilities.layouts
    data = advice_json(HUGE, probabilities, None)
    assert data["layouts"] is None
    assert data["layouts_digits"] == digits(count) > 5000
    assert data["layouts_log10"] == pytest.approx(math.log10(count), rel=1e-15)
    assert len(json.dumps(data)) < 100 * len(data["cells"])  # type: ignore[arg-type]
    small = advice_json(GUESS_POSITION, mine_probabilities(GUESS_POSITION), None)
    assert small["layouts"] == 431756 and small["layouts_digits"] == 6


def test_fractions_past_the_exact_digits_are_given_as_floats(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(advice, "EXACT_DIGITS", 2)
    probabilities = mine_probabilities(GUESS_POSITION)
    data = advice_json(GUESS_POSITION, probabilities, None, streamed=True)
    assert data["layouts"] is None and data["layouts_digits"] == 6
    texts = list(data["cells"])  # type: ignore[call-overload]
    assert all(isinstance(text, advice.Encoded) for text in texts)
    assert [json.loads(text) for text in texts] == advice_json(
        GUESS_POSITION, probabilities, None
    )["cells"]
    for cell in map(json.loads, texts):
        p = probabilities.probabilities[cell["row"], cell["col"]]
        short = max(p.numerator, p.denominator) < 100
        assert cell["probability"] == (f"{p.numerator}/{p.denominator}" if short else None)
        assert cell["probability_float"] == float(p)
    assert percent(Fraction(83, 1748)) == "4.7%"


def test_a_huge_count_in_words_and_a_huge_fraction_never_fail() -> None:
    probabilities = mine_probabilities(HUGE)
    count = 3 * math.comb(200 * 200 - 4, 9999)  # one mine beside the 1, the rest anywhere
    assert probabilities.layouts == count
    lines = hint_lines(probabilities, Decision("reveal", (9, 9), "guess", "lowest"))
    size = digits(count)
    leading = (count // 10 ** (size - 4) + 5) // 10  # the first three digits, rounded
    assert f"(about {leading // 100}.{leading % 100:02}e+{size - 1} mine layouts" in lines[0]
    tiny = Fraction(1, 10**5000 + 1)
    assert percent(tiny) == "0.0%"
