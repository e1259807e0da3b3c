"""The shape of the answers kept for each exercise."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Answers:
    """Plausible answers to one exercise: each wrong one with words its check's message must
    hold (what is wrong, in the student's terms), and right ones other than the teacher's."""

    wrong: list[tuple[str, str]]
    right: list[str]
