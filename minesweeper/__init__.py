"""Minesweeper: the game, what a player sees of it, its file formats, and two front ends.

>>> from minesweeper import Game
>>> game = Game("beginner", seed=1)
>>> _ = game.reveal(0, 0)
>>> game.position().width, game.status in ("playing", "won")
(9, True)
"""

from minesweeper.board import Board, BoardError, MbfError
from minesweeper.difficulty import (
    DIFFICULTIES,
    FIRST_CLICK_RULES,
    Difficulty,
    DifficultyError,
    FirstClick,
    Size,
    parse_difficulty,
)
from minesweeper.game import Game, GameError, Mark, Status
from minesweeper.position import FLAG, HIDDEN, Position, PositionError
from minesweeper.record import Move, Record, RecordError

__all__ = [
    "DIFFICULTIES",
    "FIRST_CLICK_RULES",
    "FLAG",
    "HIDDEN",
    "Board",
    "BoardError",
    "Difficulty",
    "DifficultyError",
    "FirstClick",
    "Game",
    "GameError",
    "Mark",
    "MbfError",
    "Move",
    "Position",
    "PositionError",
    "Record",
    "RecordError",
    "Size",
    "Status",
    "parse_difficulty",
]
