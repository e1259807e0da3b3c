"""The heat map: each hidden cell's label and tooltip say its exact mine chance, certain cells
carry their sign, the suggested move is framed, and bad input is named."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from minesweeper import HIDDEN, Position, mine_probabilities
from minesweeper.ai.picture import SCALE, ProbabilityMap, chance_colour, chance_label
from tests.minesweeper.pictures import SVG, notes, parse, rects, texts
from tests.minesweeper.positions import brute_force_probabilities, played_positions


def shown_as(p: Fraction) -> str:
    """The label a reader should see: percent rounded half up, never 0 or 100 for a doubt."""
    percent = p * 100
    rounded = int(percent) + (1 if percent - int(percent) >= Fraction(1, 2) else 0)
    if p > 0 and rounded == 0:
        return "<1"
    if p < 1 and rounded == 100:
        return ">99"
    return str(rounded)


@settings(max_examples=60, deadline=None)
@given(st.fractions(0, 1))
def test_a_label_is_the_chance_rounded(p: Fraction) -> None:
    assert chance_label(p) == shown_as(p)


@settings(max_examples=40, deadline=None)
@given(played_positions(wrong_flags=True), st.data())
def test_each_cell_shows_its_exact_chance(position: Position, data: st.DataObject) -> None:
    exact, layouts = brute_force_probabilities(position)
    assume(layouts and exact)
    suggested = data.draw(st.sampled_from(sorted(exact)))
    root = parse(ProbabilityMap(position, exact, suggested).svg())
    labels = texts(root, "chance-label")
    chances, safe, mines = (
        rects(root, "chance"),
        rects(root, "certain-safe"),
        rects(root, "certain-mine"),
    )
    near = {n for cell in position.revealed_cells() for n in position.neighbors(*cell)}
    outside = [cell for cell in exact if cell not in near]
    shared = {exact[cell] for cell in outside}
    outside_unlabelled = len(shared) == 1 and 0 < min(shared) < 1
    for cell, p in exact.items():
        tip = f"row {cell[0] + 1}, column {cell[1] + 1}: mine chance {float(p):.1%}"
        if p == 0:
            element = safe[cell]
        elif p == 1:
            element = mines[cell]
        else:
            element = chances[cell]
            assert element.get("fill") == chance_colour(p)
            if outside_unlabelled and cell in outside:
                assert cell not in labels
            else:
                assert labels[cell] == shown_as(p)
        title = element.find(f"{SVG}title")
        assert title is not None and title.text is not None and title.text.startswith(tip)
        if 0 < p < 1:
            assert title.text.endswith(f" = {p.numerator}/{p.denominator}")
    assert len(chances) + len(safe) + len(mines) == len(exact)
    assert list(rects(root, "suggested")) == [suggested]
    if outside_unlabelled:
        (p,) = shared
        assert f"cells next to no number: {shown_as(p)}% each" in notes(root)[0]


def test_mine_probabilities_draw_themselves() -> None:
    position = Position.from_text("4x3x2\n1HHH\n1HHH\nHHHH\n")
    result = mine_probabilities(position)
    expected = ProbabilityMap(position, result.probabilities).svg()
    assert result._repr_svg_() == expected
    root = parse(expected)
    assert not rects(root, "suggested")
    kinds = ("chance", "certain-safe", "certain-mine")
    assert sum(len(rects(root, kind)) for kind in kinds) == len(result.probabilities)


def test_certain_cells_carry_a_sign_not_a_number() -> None:
    result = mine_probabilities(Position.from_text("3x1x1\n1HH\n"))
    root = parse(result._repr_svg_())
    assert list(rects(root, "certain-mine")) == [(0, 1)]
    assert list(rects(root, "certain-safe")) == [(0, 2)]
    assert texts(root, "chance-label") == {}
    assert sum(1 for e in root.iter() if e.get("class") == "tick") == 1


def test_the_colours_run_light_to_dark() -> None:
    assert chance_colour(0) == SCALE[0] and chance_colour(1) == SCALE[-1]
    assert chance_colour(Fraction(1, 2)) == SCALE[4]


def test_a_huge_board_maps_in_bounded_space() -> None:
    cells = np.full((1000, 1000), HIDDEN, dtype=np.int8)
    cells[0, 0] = 1
    position = Position(1000, 1000, 100, cells)
    chances = {(r, c): Fraction(1, 3) for r, c in [(0, 1), (1, 0), (1, 1)]}
    svg = ProbabilityMap(position, chances, suggested=(999, 999)).svg()
    assert len(svg) < 3_000_000
    root = parse(svg)
    assert texts(root, "chance-label") == dict.fromkeys(chances, "33")
    assert not rects(root, "suggested")  # off the part drawn
    assert "showing rows 1-80 and columns 1-80 of this 1000x1000 board" in notes(root)


@pytest.mark.parametrize(
    ("chances", "suggested", "message"),
    [
        ({(0, 1): 1.5}, None, r"chance of row 1, column 2 is 1.5, not between 0 and 1"),
        ({(0, 1): float("nan")}, None, "not between 0 and 1"),
        ({(0, 1): "half"}, None, "not between 0 and 1"),
        ({(5, 5): 0.5}, None, r"probabilities: \(5, 5\) is not a cell of the board"),
        ({(0, 0): 0.5}, None, "row 1, column 1 is revealed"),
        ({}, (0, 9), r"suggested: \(0, 9\) is not a cell"),
        ({}, "a1", "suggested: 'a1' is not a cell"),
    ],
)
def test_bad_input_is_named(chances: dict, suggested: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        ProbabilityMap(Position.from_text("3x1x1\n1HH\n"), chances, suggested)  # type: ignore[arg-type]


def test_the_arguments_are_checked_for_type() -> None:
    with pytest.raises(TypeError, match="position must be a Position"):
        ProbabilityMap("3x1x1", {})  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="probabilities must map cells"):
        ProbabilityMap(Position.from_text("3x1x1\n1HH\n"), [0.5])  # type: ignore[arg-type]
