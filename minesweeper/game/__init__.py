"""The rules of Minesweeper and everything that can be written down about a game.

Difficulties and first-click rules, the board (and its MBF file form), the flood of a click,
the `Game` state machine with its record and replay, the `Position` a player sees (and its
``.mine`` text form), the timer and the grid arithmetic. This room imports nothing else of
the package: the game stands without any AI or front end.
"""

from minesweeper.game.board import Board, BoardError, MbfError
from minesweeper.game.difficulty import (
    DIFFICULTIES,
    FIRST_CLICK_MEANINGS,
    FIRST_CLICK_RULES,
    NO_GUESS_RULES,
    Difficulty,
    DifficultyError,
    FirstClick,
    Size,
    parse_difficulty,
)
from minesweeper.game.errors import GameError
from minesweeper.game.play import Game, Mark, Status
from minesweeper.game.position import FLAG, HIDDEN, Position, PositionError
from minesweeper.game.record import Move, Record, RecordError

__all__ = [
    "DIFFICULTIES",
    "FIRST_CLICK_MEANINGS",
    "FIRST_CLICK_RULES",
    "FLAG",
    "HIDDEN",
    "NO_GUESS_RULES",
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
