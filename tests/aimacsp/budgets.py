"""A budget for tests that is spent by work, not by time: the looks at it are counted."""

from __future__ import annotations

from aimacsp import Budget, Limits


class Countdown(Budget):
    """A budget spent after ``looks`` looks at it (`Budget.exhausted` calls): a test counts
    the work done before a limit stops it, with no clock."""

    def __init__(self, looks: int) -> None:
        super().__init__(Limits())
        self.looks = looks
        self.seen = 0

    @property
    def limited(self) -> bool:
        return True  # a limit of looks

    def exhausted(self) -> bool:
        self.seen += 1
        return self.seen > self.looks
