"""The play state machine: reveal, marks, chord, win and loss, the timer, the log and clicks.

A game begins with its first opened cell, as in Minesweeper Arbiter and Viennasweeper: the
timer starts, and from then every click on a cell counts in `Game.clicks`, wasted ones too (on
an open cell, a chord its flags do not satisfy, a flag taken off or refused), as efficiency
needs them. The log (`Game.moves`) keeps the moves that changed something, flags planted
before the first click included, which replaying needs.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
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
from minesweeper.game.flood import chord_targets, opened_by
from minesweeper.game.grid import BoolGrid, cells_of, checked_cell, neighbours
from minesweeper.game.marks import FLAGGED, MARKS, QUESTIONED, Mark, Marks
from minesweeper.game.position import FLAG, HIDDEN, Position
from minesweeper.game.record import Action, Move, Record
from minesweeper.game.replay import Recorded
from minesweeper.game.timer import Timer

__all__ = ["Game", "GameError", "Mark", "Status"]

Status = Literal["playing", "won", "lost"]
Cells = list[tuple[int, int]]


class Game(Recorded):
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
        self._marks = Marks(size.height, size.width, size.mines)
        self.status: Status = "playing"
        self.exploded: tuple[int, int] | None = None
        self.moves: list[Move] = []
        self.clicks = 0  #: every click on a cell since the game began, wasted ones too
        self.timer = Timer(clock)

    def __repr__(self) -> str:
        moves = len(self.moves)
        return (
            f"<Game {self.size}, {self.first_click} first click, seed {self.seed}: {self.status},"
            f" {moves} move{'' if moves == 1 else 's'}, {self.mines_left} mines left>"
        )

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
        return self.size.mines - self._marks.flag_count

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
        return self._marks.questions

    @property
    def begun(self) -> bool:
        """Whether the game has begun: a cell opened, the timer running from then."""
        return self.timer.started

    @property
    def elapsed(self) -> float:
        """Seconds on the timer: it starts at the first action and stops when the game ends."""
        return self.timer.elapsed

    def mark(self, row: int, col: int) -> Mark:
        """The player's mark on (row, col): ``none``, ``flag`` or ``question``."""
        row, col = self._check_cell(row, col)
        return self._marks.at(row, col)

    def _repr_svg_(self) -> str:
        """The board as its player sees it (and the mines once lost), drawn in Jupyter."""
        from minesweeper.game.picture import game_svg

        return game_svg(self)

    def position(self) -> Position:
        """What the player sees, and all an agent may see."""
        numbers = self._board.numbers if self._board is not None else 0
        cells = np.where(self._revealed, numbers, HIDDEN).astype(np.int8)
        cells[self._marks.flags] = FLAG
        return Position(self.width, self.height, self.size.mines, cells)

    # --- moves ------------------------------------------------------------------------------

    def reveal(self, row: int, col: int) -> Cells:
        """Open (row, col); a zero floods its region. Returns the newly revealed cells."""
        row, col = self._click(row, col)
        if self._revealed[row, col] or self._marks.grid[row, col] == FLAGGED:
            return []  # flags protect a cell from a stray click, as in the classic game
        if not self.begun:  # the first opening begins the game, and is its first click
            self.timer.start()
            self.clicks += 1
        self._log("reveal", row, col)
        if self._board is None:
            self._board = Board.place(self.size, self._rng, (row, col), self.first_click)
        return self._open(row, col)

    def flag(self, row: int, col: int) -> bool:
        """Put a flag on a hidden cell, or take it off; returns whether it is flagged now."""
        return self._toggle("flag", row, col, FLAGGED)

    def question(self, row: int, col: int) -> bool:
        """Put a question mark on a hidden cell, or take it off; returns whether it has one."""
        return self._toggle("question", row, col, QUESTIONED)

    def cycle_mark(self, row: int, col: int) -> Mark:
        """The right click: none -> flag -> question -> none. Returns the new mark."""
        row, col = self._click(row, col)
        if self._revealed[row, col]:
            return "none"
        new = self._marks.next_in_cycle(row, col)
        self._set_mark("cycle_mark", row, col, new)
        return MARKS[new]

    def chord(self, row: int, col: int) -> Cells:
        """On a number with as many flags around it, open its other hidden neighbours."""
        row, col = self._click(row, col)
        if not self._revealed[row, col] or self._board is None:
            return []
        flags = self._marks.flags
        around = sum(flags[cell] for cell in neighbours(row, col, self.height, self.width))
        targets = chord_targets(~self._revealed, flags, (row, col))
        if around != self._board.numbers[row, col] or not targets:
            return []
        self._log("chord", row, col)
        opened: Cells = []
        for r, c in targets:
            if self.status != "playing":
                break
            if not self._revealed[r, c]:  # an earlier flood may have reached it
                opened += self._open(r, c)
        return opened

    # --- saving and replaying (the rest comes with `Recorded`) -----------------------------

    def record(self) -> Record:
        """Everything needed to rebuild this game."""
        layout = self._board.mine_cells() if self._board is not None else None
        seed = None if self._fixed_layout else self.seed
        moves = list(self.moves)
        return Record(self.size, self.first_click, seed, layout, moves, self.elapsed, self.clicks)

    # --- inside -----------------------------------------------------------------------------

    def _check_cell(self, row: int, col: int) -> tuple[int, int]:
        return checked_cell(row, col, self.height, self.width, GameError)

    def _click(self, row: int, col: int) -> tuple[int, int]:
        """A click on (row, col), counted whatever it does once the game has begun."""
        if self.status != "playing":
            raise GameError(f"the game is over ({self.status}); start a new one")
        cell = self._check_cell(row, col)
        self.clicks += self.begun
        return cell

    def _log(self, action: Action, row: int, col: int) -> None:
        self.moves.append(Move(action, row, col, self.elapsed))

    def _toggle(self, action: Action, row: int, col: int, mark: int) -> bool:
        row, col = self._click(row, col)
        if self._revealed[row, col]:
            return False
        new = self._marks.toggled(row, col, mark)
        self._set_mark(action, row, col, new)
        return new == mark

    def _set_mark(self, action: Action, row: int, col: int, new: int) -> None:
        self._marks.check(new)
        self._log(action, row, col)
        self._marks.put(row, col, new)

    def _open(self, row: int, col: int) -> Cells:
        board = self.board
        if board.mines[row, col]:
            self.exploded = (row, col)  # not marked revealed: a Position has no value for a mine
            self._end("lost")
            return [(row, col)]
        opened = opened_by(
            board.numbers, ~board.mines & ~self._revealed & ~self._marks.flags, (row, col)
        )
        self._revealed |= opened
        self._marks.opened(opened)  # a question mark goes once its cell is open
        if np.count_nonzero(self._revealed) == self.width * self.height - self.size.mines:
            self._marks.flag_all(board.mines)
            self._end("won")
        return cells_of(opened)

    def _end(self, status: Status) -> None:
        self.status = status
        self.timer.stop()
