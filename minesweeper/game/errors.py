"""The error of a move the game cannot take, shared by the game and its replay."""

from __future__ import annotations

__all__ = ["GameError"]


class GameError(ValueError):
    """A move the game cannot take, or a saved game that does not replay."""
