"""The play state machine: reveal, flags and question marks, chord, win and loss, timer, log."""

from __future__ import annotations

import operator
import secrets
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Literal

import numpy as np

from minesweeper.game.board import Board
from minesweeper.game.difficulty import (
    Difficulty,
    FirstClick,
    Size,
    check_rule,
    parse_difficulty,
    parse_first_click,
)
from minesweeper.game.errors import GameError
from minesweeper.game.flood import opened_by
from minesweeper.game.grid import BoolGrid, IntGrid, cells_of, neighbours
from minesweeper.game.position import FLAG, HIDDEN, Position
from minesweeper.game.record import Action, Move, Record, atomic_write
from minesweeper.game.replay import rebuild
from minesweeper.game.replay import replay as replay_record
from minesweeper.game.timer import Timer

__all__ = ["Game", "GameError", "Mark", "Status"]

Status = Literal["playing", "won", "lost"]
Mark = Literal["none", "flag", "question"]
_MARKS: tuple[Mark, ...] = ("none", "flag", "question")
_NONE, _FLAG, _QUESTION = 0, 1, 2
Cells = list[tuple[int, int]]


class Game:
    """One game of Minesweeper; coordinates are (row, col) from 0.

    >>> game = Game("beginner", seed=7)
    >>> opened = game.reveal(4, 4)
    >>> game.status, (4, 4) in opened, game.mines_left
    ('playing', True, 10)
    """

    def __init__(
        self,
        difficulty: Difficulty = "beginner",
        first_click: str = "safe",
        seed: int | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        size = parse_difficulty(difficulty)
        rule = parse_first_click(first_click)
        check_rule(size, rule)
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
            raise GameError(f"seed must be a whole number >= 0, got {seed!r}")
        self.size: Size = size
        self.first_click: FirstClick = rule
        self.seed: int | None = secrets.randbits(63) if seed is None else seed
        self._rng = np.random.default_rng(self.seed)
        self._board: Board | None = Board.place(size, self._rng) if rule == "none" else None
        self._fixed_layout = False
        self._revealed: BoolGrid = np.zeros((size.height, size.width), dtype=np.bool_)
        self._marks: IntGrid = np.zeros((size.height, size.width), dtype=np.int8)
        self.status: Status = "playing"
        self.exploded: tuple[int, int] | None = None
        self.moves: list[Move] = []
        self.timer = Timer(clock)

    @classmethod
    def from_board(cls, board: Board, *, clock: Callable[[], float] = time.monotonic) -> Game:
        """A game on a fixed layout (say, read from an MBF file): no first-click rule applies."""
        game = cls((board.width, board.height, board.mine_count), "none", seed=0, clock=clock)
        game._board, game._fixed_layout, game.seed = board, True, None
        return game

    # --- what can be seen -------------------------------------------------------------------

    @property
    def width(self) -> int:
        """Number of columns."""
        return self.size.width

    @property
    def height(self) -> int:
        """Number of rows."""
        return self.size.height

    @property
    def mines_total(self) -> int:
        """How many mines the game holds."""
        return self.size.mines

    @property
    def mines_left(self) -> int:
        """Mines minus flags: the counter a player sees."""
        return self.size.mines - int(np.count_nonzero(self._marks == _FLAG))

    @property
    def mines_placed(self) -> bool:
        """Whether the mines are down (after the first reveal, or at once under ``none``)."""
        return self._board is not None

    @property
    def board(self) -> Board:
        """The true layout; only there once the mines are placed. Agents must not read it."""
        if self._board is None:
            raise GameError("the mines are placed at the first reveal; there is no board yet")
        return self._board

    @property
    def revealed(self) -> BoolGrid:
        """Read-only mask of revealed cells."""
        view: BoolGrid = self._revealed.view()
        view.flags.writeable = False
        return view

    @property
    def questions(self) -> BoolGrid:
        """Mask of cells carrying a question mark (a note for the player, not information)."""
        mask: BoolGrid = self._marks == _QUESTION
        return mask

    @property
    def elapsed(self) -> float:
        """Seconds on the timer: it starts at the first action and stops when the game ends."""
        return self.timer.elapsed

    def mark(self, row: int, col: int) -> Mark:
        """The player's mark on (row, col): ``none``, ``flag`` or ``question``."""
        row, col = self._check_cell(row, col)
        return _MARKS[int(self._marks[row, col])]

    def _repr_svg_(self) -> str:
        """The board as its player sees it (and the mines once lost), drawn in Jupyter."""
        from minesweeper.game.picture import game_svg

        return game_svg(self)

    def position(self) -> Position:
        """What the player sees, and all an agent may see."""
        numbers = self._board.numbers if self._board is not None else 0
        cells = np.where(self._revealed, numbers, HIDDEN).astype(np.int8)
        cells[self._marks == _FLAG] = FLAG
        return Position(self.width, self.height, self.size.mines, cells)

    # --- moves ------------------------------------------------------------------------------

    def reveal(self, row: int, col: int) -> Cells:
        """Open (row, col); a zero floods its region. Returns the newly revealed cells."""
        row, col = self._check_move(row, col)
        if self._revealed[row, col] or self._marks[row, col] == _FLAG:
            return []  # flags protect a cell from a stray click, as in the classic game
        self._log("reveal", row, col)
        if self._board is None:
            self._board = Board.place(self.size, self._rng, (row, col), self.first_click)
        return self._open(row, col)

    def flag(self, row: int, col: int) -> bool:
        """Put a flag on a hidden cell, or take it off; returns whether it is flagged now."""
        return self._toggle("flag", row, col, _FLAG)

    def question(self, row: int, col: int) -> bool:
        """Put a question mark on a hidden cell, or take it off; returns whether it has one."""
        return self._toggle("question", row, col, _QUESTION)

    def cycle_mark(self, row: int, col: int) -> Mark:
        """The right click: none -> flag -> question -> none. Returns the new mark."""
        row, col = self._check_move(row, col)
        if self._revealed[row, col]:
            return "none"
        new = (int(self._marks[row, col]) + 1) % len(_MARKS)
        self._set_mark("cycle_mark", row, col, new)
        return _MARKS[new]

    def chord(self, row: int, col: int) -> Cells:
        """On a number with as many flags around it, open its other hidden neighbours."""
        row, col = self._check_move(row, col)
        if not self._revealed[row, col] or self._board is None:
            return []
        around = neighbours(row, col, self.height, self.width)
        flags = sum(1 for r, c in around if self._marks[r, c] == _FLAG)
        targets = [
            (r, c) for r, c in around if not self._revealed[r, c] and self._marks[r, c] != _FLAG
        ]
        if flags != self._board.numbers[row, col] or not targets:
            return []
        self._log("chord", row, col)
        opened: Cells = []
        for r, c in targets:
            if self.status != "playing":
                break
            if not self._revealed[r, c]:  # an earlier flood may have reached it
                opened += self._open(r, c)
        return opened

    # --- saving and replaying ---------------------------------------------------------------

    def record(self) -> Record:
        """Everything needed to rebuild this game."""
        layout = self._board.mine_cells() if self._board is not None else None
        seed = None if self._fixed_layout else self.seed
        return Record(self.size, self.first_click, seed, layout, list(self.moves), self.elapsed)

    def to_json(self) -> str:
        """The game as JSON: settings, seed, layout, moves and time."""
        return self.record().to_json()

    @classmethod
    def from_json(cls, text: str, *, clock: Callable[[], float] = time.monotonic) -> Game:
        """Rebuild a game from :meth:`to_json` text by replaying its moves."""
        return cls.from_record(Record.from_json(text), clock=clock)

    def save(self, path: str | Path) -> None:
        """Save the game as JSON, atomically."""
        atomic_write(path, self.to_json())

    @classmethod
    def load(cls, path: str | Path, *, clock: Callable[[], float] = time.monotonic) -> Game:
        """Load a game saved with :meth:`save`."""
        return cls.from_json(Path(path).read_text(encoding="utf-8"), clock=clock)

    @classmethod
    def from_record(cls, record: Record, *, clock: Callable[[], float] = time.monotonic) -> Game:
        """Rebuild a game from its record, checking that every move replays."""
        return rebuild(cls, record, clock)

    def replay(self) -> Iterator[Game]:
        """A fresh copy of this game, yielded at the start and again after each move."""
        return replay_record(Game, self.record(), self.timer.clock)

    # --- inside -----------------------------------------------------------------------------

    def _check_cell(self, row: int, col: int) -> tuple[int, int]:
        """The cell as plain ints (agents often pass numpy ints), or an error if it is off."""
        try:
            row, col = operator.index(row), operator.index(col)
        except TypeError:
            raise GameError(f"cell ({row!r}, {col!r}): expected whole-number coordinates") from None
        if not (0 <= row < self.height and 0 <= col < self.width):
            raise GameError(
                f"cell ({row}, {col}) is off the board: rows run 0..{self.height - 1},"
                f" columns 0..{self.width - 1}"
            )
        return row, col

    def _check_move(self, row: int, col: int) -> tuple[int, int]:
        if self.status != "playing":
            raise GameError(f"the game is over ({self.status}); start a new one")
        return self._check_cell(row, col)

    def _log(self, action: Action, row: int, col: int) -> None:
        self.timer.start()
        self.moves.append(Move(action, row, col, self.elapsed))

    def _toggle(self, action: Action, row: int, col: int, mark: int) -> bool:
        row, col = self._check_move(row, col)
        if self._revealed[row, col]:
            return False
        new = _NONE if self._marks[row, col] == mark else mark
        self._set_mark(action, row, col, new)
        return new == mark

    def _set_mark(self, action: Action, row: int, col: int, new: int) -> None:
        if new == _FLAG and self.mines_left <= 0:
            raise GameError(f"no flags left: all {self.size.mines} are placed")
        self._log(action, row, col)
        self._marks[row, col] = new

    def _open(self, row: int, col: int) -> Cells:
        board = self.board
        if board.mines[row, col]:
            self.exploded = (row, col)  # not marked revealed: a Position has no value for a mine
            self._end("lost")
            return [(row, col)]
        opened = opened_by(
            board.numbers, ~board.mines & ~self._revealed & (self._marks != _FLAG), (row, col)
        )
        self._revealed |= opened
        self._marks[opened] = _NONE  # a question mark goes once its cell is open
        if np.count_nonzero(self._revealed) == self.width * self.height - self.size.mines:
            self._marks[board.mines] = _FLAG  # a won board shows every mine flagged
            self._end("won")
        return cells_of(opened)

    def _end(self, status: Status) -> None:
        self.status = status
        self.timer.stop()
