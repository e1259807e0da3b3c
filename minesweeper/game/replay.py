"""Rebuild a game from its record: replay the moves from the seed (or fixed layout) and check.

This module knows games only through the `Playable` and `GameClass` protocols, and the game
passes its own class in, so ``Game.from_record`` and ``game.replay()`` need no import cycle.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Protocol, TypeVar

from minesweeper.game.board import Board
from minesweeper.game.difficulty import Difficulty
from minesweeper.game.errors import GameError
from minesweeper.game.record import Action, Move, Record
from minesweeper.game.timer import Timer

__all__ = ["GameClass", "Playable", "act", "rebuild", "replay"]

Clock = Callable[[], float]


class Playable(Protocol):
    """What replaying needs of a game: its state, its log, its timer and the five moves."""

    moves: list[Move]
    timer: Timer

    @property
    def status(self) -> str: ...

    @property
    def mines_placed(self) -> bool: ...

    @property
    def board(self) -> Board: ...

    def reveal(self, row: int, col: int) -> object: ...

    def flag(self, row: int, col: int) -> object: ...

    def question(self, row: int, col: int) -> object: ...

    def cycle_mark(self, row: int, col: int) -> object: ...

    def chord(self, row: int, col: int) -> object: ...


G = TypeVar("G", bound=Playable)
G_co = TypeVar("G_co", bound=Playable, covariant=True)


class GameClass(Protocol[G_co]):
    """The game's class: a new game from its settings, or on a fixed layout."""

    def __call__(
        self, difficulty: Difficulty, first_click: str, seed: int | None, *, clock: Clock
    ) -> G_co: ...

    def from_board(self, board: Board, *, clock: Clock) -> G_co: ...


def act(game: Playable, action: Action, row: int, col: int) -> object:
    """Play one action by its logged name on (row, col); returns what the move returns."""
    moves = {
        "reveal": game.reveal,
        "flag": game.flag,
        "question": game.question,
        "cycle_mark": game.cycle_mark,
        "chord": game.chord,
    }
    return moves[action](row, col)


def start(game_class: GameClass[G], record: Record, clock: Clock) -> G:
    """The game the record begins with, before any move."""
    if record.seed is None:
        if record.layout is None:
            raise GameError("a saved game needs a seed or a layout")
        board = Board.from_cells(record.size.width, record.size.height, record.layout)
        if board.mine_count != record.size.mines:
            raise GameError(f"the layout holds {board.mine_count} mines, not {record.size.mines}")
        return game_class.from_board(board, clock=clock)
    return game_class(record.size, record.first_click, record.seed, clock=clock)


def apply(game: Playable, move: Move, number: int) -> None:
    """Play ``move`` (the ``number``-th of its record) and insist that it does something."""
    where = f"move {number} ({move.action} at row {move.row}, column {move.col})"
    if game.status != "playing":
        raise GameError(f"{where} comes after the game ended ({game.status})")
    before = len(game.moves)
    try:
        act(game, move.action, move.row, move.col)
    except ValueError as error:
        raise GameError(f"{where} fails: {error}") from None
    if len(game.moves) == before:
        raise GameError(f"{where} changes nothing, so the record does not match its game")


def rebuild(game_class: GameClass[G], record: Record, clock: Clock) -> G:
    """The game after all the record's moves, with the record's own times on its log."""
    game = start(game_class, record, clock)
    for number, move in enumerate(record.moves, start=1):
        apply(game, move, number)
    placed = game.board.mine_cells() if game.mines_placed else None
    if record.layout is not None and sorted(record.layout) != placed:
        raise GameError("the saved layout differs from the one its seed and moves make")
    game.moves = list(record.moves)
    game.timer.restore(record.elapsed, started=bool(game.moves), running=game.status == "playing")
    return game


def replay(game_class: GameClass[G], record: Record, clock: Clock) -> Iterator[G]:
    """The record's game at the start, then after each move (one object, changed in place)."""
    game = start(game_class, record, clock)
    yield game
    for number, move in enumerate(record.moves, start=1):
        apply(game, move, number)
        yield game
