"""Game files chosen by suffix: ``.json`` saved games, ``.mbf`` layouts, ``.mine`` positions."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from minesweeper.game.board import Board
from minesweeper.game.play import Game, GameError
from minesweeper.game.record import RecordError, atomic_write

__all__ = ["load_game", "save_game"]


def save_game(game: Game, path: str | Path) -> str:
    """Save by suffix: ``.mine`` the position, ``.mbf`` the layout, otherwise the game as JSON.

    Returns a short description of what was written, for a front end to show.
    """
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix == ".mine":
        atomic_write(target, game.position().to_text())
        return f"Position saved to {target} (.mine text: what the player sees)."
    if suffix == ".mbf":
        if not game.mines_placed:
            raise GameError("the mines are placed at the first reveal; there is no layout to save")
        atomic_write(target, game.board.to_mbf())
        return f"Mine layout saved to {target} (MBF)."
    game.save(target)
    return f"Game saved to {target}."


def load_game(path: str | Path, *, clock: Callable[[], float] = time.monotonic) -> Game:
    """Load a saved game (JSON), or start a new game on an MBF layout."""
    source = Path(path)
    suffix = source.suffix.lower()
    if suffix == ".mine":
        raise GameError(
            f"{source}: a .mine file holds only what a player sees, not where the mines are,"
            " so it cannot start a game"
        )
    if suffix == ".mbf":
        board = Board.from_mbf(source.read_bytes())
        if board.mine_count >= board.width * board.height:
            raise GameError(
                f"{source}: every cell of the layout is a mine; there is nothing to play"
            )
        return Game.from_board(board, clock=clock)
    try:
        return Game.load(source, clock=clock)
    except UnicodeDecodeError:
        raise GameError(f"{source}: not a saved game (not UTF-8 text)") from None
    except (RecordError, GameError) as error:  # the message says what; the file says where
        raise type(error)(f"{source}: {error}") from None
