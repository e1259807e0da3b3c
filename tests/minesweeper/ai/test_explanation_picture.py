"""An explanation draws the board with its cell framed in the verdict's colour and exactly
its evidence framed and tinted; the sentence is written under the board."""

from __future__ import annotations

from minesweeper import Position
from minesweeper.ai import Decision, Explanation, explain_move, explain_position
from tests.minesweeper.pictures import notes, parse, rects


def frames(svg: str, kind: str) -> list[tuple[int, int]]:
    """The cells framed by rectangles of class ``kind`` (a frame is inset in its cell)."""
    root = parse(svg)
    side = float(next(e for e in root.iter() if e.get("class") == "hidden").get("width", "0"))
    return sorted(
        (int(float(e.get("y", "0")) // side), int(float(e.get("x", "0")) // side))
        for e in root.iter()
        if e.get("class") == kind
    )


def test_a_proven_move_frames_its_cell_and_its_evidence() -> None:
    position = Position.from_text("4x3x2\n1HHH\n2HHH\n1HHH\n")
    why = explain_move(position, Decision("flag", (0, 1), "deduction", "proven"))
    assert why.verdict == "mine" and why.cells
    svg = why._repr_svg_()
    assert svg is not None
    assert frames(svg, "evidence-frame") == sorted(why.cells)
    assert frames(svg, "evidence") == sorted(why.cells)
    assert frames(svg, "subject mine") == [(0, 1)]
    assert " ".join(notes(parse(svg))) == why.text[0].upper() + why.text[1:]


def test_the_mine_counter_is_named_when_it_takes_part() -> None:
    position = Position.from_text("3x2x1\n1HH\n1HH\n")
    why = explain_move(position, Decision("reveal", (0, 2), "deduction", "proven"))
    assert why.counter
    svg = why._repr_svg_()
    assert svg is not None and frames(svg, "subject safe") == [(0, 2)]
    assert "the mine counter (1 mine in all)" in " ".join(notes(parse(svg)))


def test_an_impossible_position_frames_what_clashes() -> None:
    why = explain_position(Position.from_text("3x1x1\n1HF\n"))
    assert why is not None
    svg = why._repr_svg_()
    assert svg is not None
    assert frames(svg, "evidence-frame") == [(0, 0), (0, 2)]
    assert not [e for e in parse(svg).iter() if (e.get("class") or "").startswith("subject")]
    assert list(rects(parse(svg), "flag")) == [(0, 2)]


def test_an_explanation_without_its_position_falls_back_to_text() -> None:
    why = Explanation((0, 0), "guess", (), "row 1, column 1 is a guess", "a guess")
    assert why._repr_svg_() is None
    position = Position.from_text("3x1x1\n1HH\n")
    drawn = explain_move(position, Decision("reveal", (0, 2), "deduction", "proven"))
    assert drawn == Explanation(
        drawn.cell, drawn.verdict, drawn.evidence, drawn.text, drawn.reason, drawn.probability
    )  # the position is not compared
    assert "position" not in repr(drawn)
