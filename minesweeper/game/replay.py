"""A game written down and read back: rebuilt from its record by replaying the moves from the
seed (or fixed layout), checked on the way; its JSON, its file and its replay (`Recorded`).

This module knows games only through the `Playable` and `GameClass` protocols, and `Game`
inherits `Recorded`, so ``Game.from_record`` and ``game.replay()`` need no import cycle.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

from minesweeper.game.board import Board
from minesweeper.game.difficulty import Difficulty
from minesweeper.game.errors import GameError
from minesweeper.game.record import Action, Move, Record, atomic_write
from minesweeper.game.timer import Timer
from minesweeper.game.words import plural

if TYPE_CHECKING:
    from typing_extensions import Self

__all__ = ["GameClass", "Playable", "Recorded", "act", "rebuild", "replay"]

Clock = Callable[[], float]


class Playable(Protocol):
    """What replaying needs of a game: its state, its log, its timer and the five moves."""

    moves: list[Move]
    clicks: int
    timer: Timer

    @property
    def width(self) -> int: ...

    @property
    def height(self) -> int: ...

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
        _check_count(record)
        return game_class.from_board(board, clock=clock)
    game = game_class(record.size, record.first_click, record.seed, clock=clock)
    _check_count(record)  # before a move lays other mines
    _check_layout(game, record, "its seed lays")
    return game


def _check_count(record: Record) -> None:
    """Insist that the saved layout holds as many mines as the game."""
    held, mines = len(set(record.layout or ())), record.size.mines
    if record.layout is not None and held != mines:
        raise GameError(
            f"the saved layout holds {plural(held, 'mine')} but the game {mines}: its field"
            " 'mines' or its 'layout' is wrong"
        )


def _check_layout(game: Playable, record: Record, made: str) -> None:
    """Insist that the mines, once down, are the saved layout (if the record has one)."""
    laid = game.mines_placed and record.layout is not None
    if laid and sorted(set(record.layout or ())) != game.board.mine_cells():
        raise GameError(f"{made} mines that differ from the saved layout, so the record does"
                        " not match its game")  # fmt: skip


def apply(game: Playable, move: Move, number: int, record: Record) -> None:
    """Play ``move`` (the ``number``-th of ``record``) and insist that it does something, and
    that the mines it lays are the saved ones. Rows and columns are said from 1."""
    where = f"move {number} ({move.action} at row {move.row + 1}, column {move.col + 1})"
    if game.status != "playing":
        raise GameError(f"{where} comes after the game ended ({game.status})")
    if not (move.row < game.height and move.col < game.width):
        raise GameError(
            f"{where} is off the board: rows run 1..{game.height}, columns 1..{game.width}"
        )
    before, placed = len(game.moves), game.mines_placed
    try:
        act(game, move.action, move.row, move.col)
    except ValueError as error:
        raise GameError(f"{where} fails: {error}") from None
    if not placed:
        _check_layout(game, record, f"{where} lays")
    if len(game.moves) == before:
        raise GameError(
            f"{where} changes nothing (the cell is open or flagged already), so the record does"
            " not match its game"
        )


def rebuild(game_class: GameClass[G], record: Record, clock: Clock) -> G:
    """The game after all the record's moves, with the record's own times on its log."""
    game = start(game_class, record, clock)
    for number, move in enumerate(record.moves, start=1):
        apply(game, move, number, record)
    game.moves = list(record.moves)
    game.clicks = len(record.moves) if record.clicks is None else record.clicks
    begun = game.timer.started  # the replay opened a cell
    game.timer.restore(record.elapsed, started=begun, running=game.status == "playing")
    return game


def replay(game_class: GameClass[G], record: Record, clock: Clock) -> Iterator[G]:
    """The record's game at the start, then after each move (one object, changed in place)."""
    game = start(game_class, record, clock)
    yield game
    for number, move in enumerate(record.moves, start=1):
        apply(game, move, number, record)
        yield game


class Recorded:
    """What a game gains from its `record`: JSON, a file, and rebuilding it move by move.

    The game class provides `record`, a ``timer``, and the two constructors `GameClass` names.
    """

    timer: Timer

    def record(self) -> Record:
        """Everything needed to rebuild this game."""
        raise NotImplementedError

    def to_json(self) -> str:
        """The game as JSON: settings, seed, layout, moves, clicks and time."""
        return self.record().to_json()

    def save(self, path: str | Path) -> None:
        """Save the game as JSON, atomically."""
        atomic_write(path, self.to_json())

    @classmethod
    def from_json(cls, text: str, *, clock: Clock = time.monotonic) -> Self:
        """Rebuild a game from :meth:`to_json` text by replaying its moves."""
        return cls.from_record(Record.from_json(text), clock=clock)

    @classmethod
    def load(cls, path: str | Path, *, clock: Clock = time.monotonic) -> Self:
        """Load a game saved with :meth:`save`."""
        return cls.from_json(Path(path).read_text(encoding="utf-8"), clock=clock)

    @classmethod
    def from_record(cls, record: Record, *, clock: Clock = time.monotonic) -> Self:
        """Rebuild a game from its record, checking that every move replays."""
        return cast("Self", rebuild(_constructors(cls), record, clock))

    def replay(self) -> Iterator[Self]:
        """A fresh copy of this game, yielded at the start and again after each move."""
        games = replay(_constructors(type(self)), self.record(), self.timer.clock)
        return cast("Iterator[Self]", games)


def _constructors(cls: type[Recorded]) -> GameClass[Any]:
    """The game class as the constructors and moves replaying needs: `Recorded` declares
    none of them, the game class that inherits it has them all."""
    return cast("GameClass[Any]", cls)
