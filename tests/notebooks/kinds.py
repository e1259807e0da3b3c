"""The shape of the answers kept for each exercise."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Answers:
    """Plausible answers to one exercise: each wrong one with words its check's message must
    hold (what is wrong, in the student's terms), right ones other than the teacher's, and
    one right answer that reads no name of the notebook (it imports what it uses), which a
    test runs with every other name of the notebook shadowed."""

    wrong: list[tuple[str, str]]
    right: list[str]
    alone: str = ""
