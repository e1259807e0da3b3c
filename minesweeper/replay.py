"""Rebuild a game from its record: replay the moves from the seed (or fixed layout) and check."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from minesweeper.board import Board
from minesweeper.game import Game, GameError
from minesweeper.record import Action, Move, Record

__all__ = ["act", "rebuild", "replay"]


def act(game: Game, action: Action, row: int, col: int) -> object:
    """Play one action by its logged name on (row, col); returns what the move returns."""
    moves = {
        "reveal": game.reveal,
        "flag": game.flag,
        "question": game.question,
        "cycle_mark": game.cycle_mark,
        "chord": game.chord,
    }
    return moves[action](row, col)


def start(record: Record, clock: Callable[[], float]) -> Game:
    """The game the record begins with, before any move."""
    if record.seed is None:
        if record.layout is None:
            raise GameError("a saved game needs a seed or a layout")
        board = Board.from_cells(record.size.width, record.size.height, record.layout)
        if board.mine_count != record.size.mines:
            raise GameError(f"the layout holds {board.mine_count} mines, not {record.size.mines}")
        return Game.from_board(board, clock=clock)
    return Game(record.size, record.first_click, record.seed, clock=clock)


def apply(game: Game, move: Move, number: int) -> None:
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


def rebuild(record: Record, clock: Callable[[], float]) -> Game:
    """The game after all the record's moves, with the record's own times on its log."""
    game = start(record, clock)
    for number, move in enumerate(record.moves, start=1):
        apply(game, move, number)
    placed = game.board.mine_cells() if game.mines_placed else None
    if record.layout is not None and sorted(record.layout) != placed:
        raise GameError("the saved layout differs from the one its seed and moves make")
    game.moves = list(record.moves)
    game.timer.restore(record.elapsed, started=bool(game.moves), running=game.status == "playing")
    return game


def replay(record: Record, clock: Callable[[], float]) -> Iterator[Game]:
    """The record's game at the start, then after each move (one object, changed in place)."""
    game = start(record, clock)
    yield game
    for number, move in enumerate(record.moves, start=1):
        apply(game, move, number)
        yield game
