"""Play a board with certain moves only: what a player who never guesses can open.

Two kinds of proof, the cheap one first: a number whose mines are all found clears its other
neighbours, and one with as many hidden neighbours as mines still missing flags them all.
When neither applies, the exact probabilities of the position (`mine_probabilities`, the mine
counter included) give every cell that is safe or a mine for certain. The play knows the
layout only to show each number it opens; it never opens a cell it has not proven safe.
"""

from __future__ import annotations

from collections import deque

import numpy as np
import numpy.typing as npt

from minesweeper.ai.probability import mine_probabilities
from minesweeper.game.grid import BoolGrid, dilate, neighbour_counts, neighbours
from minesweeper.game.position import FLAG, HIDDEN, Position

__all__ = ["CertainPlay"]


class CertainPlay:
    """The game from ``first_click`` on the layout ``mines``, as far as certain moves go.

    The layout may change between calls to `solve` (`swap`), as long as only cells neither
    open nor proven change: what is open and proven stays true.

    >>> corner = CertainPlay(np.array([[1, 0, 0], [0, 0, 0], [0, 0, 0]], dtype=bool), (2, 2))
    >>> corner.solve(), corner.safe_left
    (True, 0)
    >>> fifty = CertainPlay(np.array([[1, 0, 0], [0, 0, 0]], dtype=bool), (1, 2))
    >>> fifty.solve(), fifty.safe_left  # the mine and the cell below it: a 50/50
    (False, 1)
    """

    def __init__(self, mines: BoolGrid, first_click: tuple[int, int]) -> None:
        height, width = mines.shape
        self.shape = (height, width)
        self.mines: npt.NDArray[np.bool_] = np.array(mines, dtype=np.bool_).reshape(-1)
        self.numbers = neighbour_counts(mines.astype(np.bool_)).reshape(-1).tolist()
        self.around = [
            [r * width + c for r, c in neighbours(i // width, i % width, height, width)]
            for i in range(height * width)
        ]
        self.open = bytearray(height * width)
        self.flagged = bytearray(height * width)
        self.safe_left = height * width - int(self.mines.sum())
        self._queue: deque[int] = deque()
        self.reveal(first_click[0] * width + first_click[1])

    # --- moves ------------------------------------------------------------------------------

    def reveal(self, cell: int) -> None:
        """Open a cell proven safe; a zero opens its neighbours, as a click does."""
        stack = [cell]
        while stack:
            here = stack.pop()
            if self.open[here]:
                continue
            if self.mines[here]:
                raise AssertionError(f"cell {divmod(here, self.shape[1])} was proven safe wrongly")
            self.open[here] = 1
            self.safe_left -= 1
            self._queue.append(here)
            self._queue.extend(n for n in self.around[here] if self.open[n])
            if self.numbers[here] == 0:
                stack.extend(n for n in self.around[here] if not self.open[n])

    def flag(self, cell: int) -> None:
        """Mark a cell proven to be a mine."""
        self.flagged[cell] = 1
        self._queue.extend(n for n in self.around[cell] if self.open[n])

    def _rules(self) -> None:
        """The two single-number rules, until nothing they prove is left."""
        open_, flagged, around, numbers = self.open, self.flagged, self.around, self.numbers
        while self._queue and self.safe_left:
            cell = self._queue.popleft()
            hidden = [n for n in around[cell] if not open_[n] and not flagged[n]]
            if not hidden:
                continue
            missing = numbers[cell] - sum(flagged[n] for n in around[cell])
            if missing == 0:
                for n in hidden:
                    self.reveal(n)
            elif missing == len(hidden):
                for n in hidden:
                    self.flag(n)

    def _exact(self) -> bool:
        """Open and flag what the exact probabilities prove; False if they prove nothing."""
        open_ = np.frombuffer(self.open, dtype=np.bool_)
        cells = np.where(open_, np.array(self.numbers), HIDDEN)
        cells[np.frombuffer(self.flagged, dtype=np.bool_)] = FLAG
        height, width = self.shape
        position = Position(width, height, int(self.mines.sum()), cells.reshape(self.shape))
        odds = mine_probabilities(position)
        for row, col in odds.safe:
            self.reveal(row * width + col)
        for row, col in odds.mines:
            self.flag(row * width + col)
        return bool(odds.safe or odds.mines)

    def solve(self) -> bool:
        """Play certain moves until the board is clear (True) or nothing is certain (False)."""
        while True:
            self._rules()
            if self.safe_left == 0:
                return True
            if not self._exact():
                return False

    # --- what repairs need ------------------------------------------------------------------

    def _unknown(self) -> npt.NDArray[np.bool_]:
        return ~np.frombuffer(self.open, dtype=np.bool_) & ~np.frombuffer(
            self.flagged, dtype=np.bool_
        )

    def edge(self) -> list[int]:
        """The open numbers that touch a cell neither open nor proven, in board order."""
        unknown = self._unknown()
        near = dilate(unknown.reshape(self.shape)).reshape(-1)
        opened = np.frombuffer(self.open, dtype=np.bool_)
        return [int(c) for c in np.flatnonzero(near & opened)]

    def unknown_around(self, cell: int) -> list[int]:
        """The neighbours of ``cell`` neither open nor proven."""
        return [n for n in self.around[cell] if not self.open[n] and not self.flagged[n]]

    def far_unknown(self, besides: set[int]) -> list[int]:
        """The cells neither open nor proven that touch no open cell (changing them changes no
        number on show), ``besides`` left out."""
        opened = np.frombuffer(self.open, dtype=np.bool_).reshape(self.shape)
        far = self._unknown() & ~dilate(opened).reshape(-1)
        return [c for c in np.flatnonzero(far).tolist() if c not in besides]

    def other_unknown(self, cell: int, besides: set[int]) -> list[int]:
        """The cells neither open nor proven, away from ``cell``, ``besides`` left out."""
        near = set(self.around[cell])
        return [c for c in np.flatnonzero(self._unknown()).tolist()
                if c not in besides and c not in near]  # fmt: skip

    def swap(self, sources: list[int], targets: list[int]) -> None:
        """Move the mines of ``sources`` to ``targets`` (cells neither open nor proven)."""
        for source, target in zip(sources, targets, strict=True):
            self.mines[source], self.mines[target] = False, True
            for n in self.around[source]:
                self.numbers[n] -= 1
            for n in self.around[target]:
                self.numbers[n] += 1
            self._queue.extend(n for n in self.around[source] if self.open[n])
            self._queue.extend(n for n in self.around[target] if self.open[n])

    def walls(self) -> list[int]:
        """The proven mines between open cells and cells neither open nor proven."""
        unknown = self._unknown()
        return [c for c in np.flatnonzero(np.frombuffer(self.flagged, dtype=np.bool_)).tolist()
                if any(self.open[n] for n in self.around[c])
                and any(unknown[n] for n in self.around[c])]  # fmt: skip

    def proven_mines(self) -> list[int]:
        """The cells proven to be mines, in board order."""
        return [int(c) for c in np.flatnonzero(np.frombuffer(self.flagged, dtype=np.bool_))]

    def unflag(self, cell: int) -> None:
        """Forget that ``cell`` is a mine (a repair is about to change it)."""
        self.flagged[cell] = 0

    def recheck(self, cell: int) -> None:
        """Look at ``cell``'s number again at the next `solve`."""
        self._queue.append(cell)
