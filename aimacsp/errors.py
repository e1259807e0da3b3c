"""Exceptions raised by aimacsp."""

from __future__ import annotations

__all__ = ["ModelError", "SearchLimitReached"]


class ModelError(ValueError):
    """A CSP is malformed: raised while the model is built, naming the culprit."""


class SearchLimitReached(RuntimeError):
    """A search stopped at a node or time limit before it could give an exact answer."""

    def __init__(self, message: str, partial_count: int = 0) -> None:
        super().__init__(message)
        self.partial_count = partial_count
