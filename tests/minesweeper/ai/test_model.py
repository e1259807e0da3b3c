"""The model builder: numbers, frontier and boxes of a position."""

from __future__ import annotations

from minesweeper.ai.model import build_model
from minesweeper.game.position import Position


def test_the_model_of_the_last_position_is_kept_for_that_position_only() -> None:
    text = "3x2x1\n1HH\n1HH\n"
    position = Position.from_text(text)
    first = build_model(position)
    assert build_model(position) is first  # the same (immutable) position: read once
    again = build_model(Position.from_text(text))
    assert again is not first and again.frontier == first.frontier
