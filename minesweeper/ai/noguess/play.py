"""Play a layout from its first click with certain moves only: the no-guess generator's judge.

A board is *no-guess* when a player who never guesses clears it. Certain moves are found the
cheap way first: one number (all its mines found: the rest is safe; as many hidden cells as
mines missing: all mines), then two numbers that share cells (the mines the shared cells can
hold bound what the others hold), and only when those are stuck, every layout of each group
of linked numbers (`backbone.fixed_cells`). With ``counter=True`` the mine counter counts
too, as in the game: when it can decide something (near the end, when the mines left are
fewer than the cells the numbers touch or more than the other cells hold) the exact
probabilities (`mine_probabilities`) settle what the numbers could not. With
``counter=False`` it is left out, as ms_toollib's ``is_solvable`` leaves it out, so a board
whose end needs the counter is not no-guess.

The play knows the layout to show the numbers it opens and as one layout that fits them;
it never opens a cell it has not proven safe (an `AssertionError` would say so).
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache

import numpy as np

from minesweeper.ai.noguess.backbone import Rule, fixed_cells
from minesweeper.ai.probability import mine_probabilities
from minesweeper.game.grid import BoolGrid, neighbour_counts, neighbours
from minesweeper.game.position import FLAG, HIDDEN, Position

__all__ = ["QuickPlay", "neighbour_table"]


@lru_cache(maxsize=8)
def neighbour_table(height: int, width: int) -> tuple[tuple[int, ...], ...]:
    """For each cell (row-major index), the indices of its neighbours on the board.

    >>> neighbour_table(2, 3)[0], neighbour_table(2, 3)[4]
    ((1, 3, 4), (0, 1, 2, 3, 5))
    """
    return tuple(
        tuple(r * width + c for r, c in neighbours(i // width, i % width, height, width))
        for i in range(height * width)
    )


class QuickPlay:
    """The game from ``first_click`` on the layout ``mines``, as far as certain moves go.

    >>> walled = np.array([[0, 0, 0], [1, 1, 1], [0, 0, 0], [0, 0, 0]], dtype=bool)
    >>> QuickPlay(walled, (3, 1)).solve()  # the top row: no mine left once the wall is flagged
    True
    >>> QuickPlay(walled, (3, 1), counter=False).solve()  # no number touches the top row
    False
    >>> fifty = QuickPlay(np.array([[1, 0, 0], [0, 0, 0]], dtype=bool), (1, 2))
    >>> fifty.solve(), fifty.safe_left  # the mine and the cell below it: a 50/50
    (False, 1)
    """

    def __init__(
        self, mines: BoolGrid, first_click: tuple[int, int], *, counter: bool = True
    ) -> None:
        height, width = mines.shape
        self.height, self.width, self.counter = height, width, counter
        self.around = neighbour_table(height, width)
        self.mine: list[int] = mines.reshape(-1).astype(np.int8).tolist()
        self.numbers: list[int] = neighbour_counts(mines.astype(np.bool_)).reshape(-1).tolist()
        self.open = bytearray(height * width)
        self.flagged = bytearray(height * width)
        self.unknown = [len(cells) for cells in self.around]  #: neighbours not open, not flagged
        self.flags_around = [0] * (height * width)
        self.active: set[int] = set()  #: the open cells with unknown neighbours
        self.total = sum(self.mine)
        self.flags = 0
        self.safe_left = height * width - self.total
        self._queue: deque[int] = deque()
        self.reveal(first_click[0] * width + first_click[1])

    def layout(self) -> BoolGrid:
        """The layout, as a grid of booleans."""
        return np.array(self.mine, dtype=np.bool_).reshape(self.height, self.width)

    # --- moves ------------------------------------------------------------------------------

    def reveal(self, cell: int) -> None:
        """Open a cell proven safe; a zero opens its neighbours, as a click does."""
        stack = [cell]
        open_, around, unknown = self.open, self.around, self.unknown
        while stack:
            here = stack.pop()
            if open_[here]:
                continue
            if self.mine[here]:
                raise AssertionError(f"cell {divmod(here, self.width)} was proven safe wrongly")
            open_[here] = 1
            self.safe_left -= 1
            for n in around[here]:
                unknown[n] -= 1
                if open_[n]:
                    self._touched(n)
            self._touched(here)
            if self.numbers[here] == 0:
                stack.extend(n for n in around[here] if not open_[n])

    def flag(self, cell: int) -> None:
        """Mark a cell proven to be a mine."""
        if self.flagged[cell]:
            return
        self.flagged[cell] = 1
        self.flags += 1
        for n in self.around[cell]:
            self.unknown[n] -= 1
            self.flags_around[n] += 1
            if self.open[n]:
                self._touched(n)

    def move_mines(self, sources: list[int], targets: list[int]) -> None:
        """Move the mines of ``sources`` to ``targets`` (cells not open nor flagged), the
        numbers around them changing with them: a repair of the layout mid-play."""
        for source, target in zip(sources, targets, strict=True):
            for cell, change in ((source, -1), (target, 1)):
                if self.open[cell] or self.flagged[cell]:
                    raise ValueError(f"cell {divmod(cell, self.width)} is known: it cannot change")
                self.mine[cell] += change
                for n in self.around[cell]:
                    self.numbers[n] += change
                    if self.open[n]:
                        self._touched(n)

    def unflag(self, cell: int) -> None:
        """Forget that ``cell`` is a mine (a repair is about to move it)."""
        if self.flagged[cell]:
            self.flagged[cell] = 0
            self.flags -= 1
            for n in self.around[cell]:
                self.unknown[n] += 1
                self.flags_around[n] -= 1
                if self.open[n]:
                    self._touched(n)

    def _touched(self, cell: int) -> None:
        """An open cell's unknown neighbours changed: look at it again."""
        if self.unknown[cell]:
            self.active.add(cell)
            self._queue.append(cell)
        else:
            self.active.discard(cell)

    def hidden_around(self, cell: int) -> list[int]:
        """The neighbours of ``cell`` neither open nor flagged."""
        open_, flagged = self.open, self.flagged
        return [n for n in self.around[cell] if not open_[n] and not flagged[n]]

    def solve(self) -> bool:
        """Play certain moves until the board is clear (True) or nothing is certain (False)."""
        while True:
            self._single()
            if self.safe_left == 0:
                return True
            if not (self._pairs() or self._exact()):
                return False

    # --- the three kinds of proof -----------------------------------------------------------

    def _single(self) -> None:
        """The one-number rules, until nothing they prove is left."""
        unknown, flags_around, numbers = self.unknown, self.flags_around, self.numbers
        queue = self._queue
        while queue and self.safe_left:
            cell = queue.popleft()
            if not unknown[cell]:
                continue
            missing = numbers[cell] - flags_around[cell]
            if missing == 0:
                for n in self.hidden_around(cell):
                    self.reveal(n)
            elif missing == unknown[cell]:
                for n in self.hidden_around(cell):
                    self.flag(n)

    def rules(self) -> dict[int, Rule]:
        """Each open number with hidden unflagged neighbours: those cells, and their mines."""
        numbers, flags_around = self.numbers, self.flags_around
        return {
            cell: (tuple(self.hidden_around(cell)), numbers[cell] - flags_around[cell])
            for cell in sorted(self.active)
        }

    def _settle(self, cells: dict[int, int]) -> bool:
        """Open the cells proven safe (0) and flag those proven mines (1); whether any."""
        for cell, value in cells.items():
            if value:
                self.flag(cell)
            elif not self.open[cell]:
                self.reveal(cell)
        return bool(cells)

    def _pairs(self) -> bool:
        """Two numbers sharing cells: the mines the shared cells can hold (at least what
        either needs beyond its own cells, at most what either needs) bound the others."""
        rules = self.rules()
        touching: dict[int, list[int]] = {}
        for number, (cells, _) in rules.items():
            for cell in cells:
                touching.setdefault(cell, []).append(number)
        found: dict[int, int] = {}
        for x, (cells_x, need_x) in rules.items():
            set_x = set(cells_x)
            partners = {y for c in cells_x for y in touching[c] if y > x}
            for y in partners:
                cells_y, need_y = rules[y]
                shared = set_x.intersection(cells_y)
                only_x, only_y = set_x - shared, set(cells_y) - shared
                low = max(0, need_x - len(only_x), need_y - len(only_y))
                high = min(len(shared), need_x, need_y)
                for only, need in ((only_x, need_x), (only_y, need_y)):
                    if only and need - low == 0:
                        found.update(dict.fromkeys(only, 0))
                    elif only and need - high == len(only):
                        found.update(dict.fromkeys(only, 1))
        return self._settle(found)

    def _exact(self) -> bool:
        """Every layout of each group of linked numbers; then, if it can decide anything,
        the mine counter with them (the exact probabilities)."""
        rules = self.rules()
        found: dict[int, int] = {}
        for group in _groups(rules):
            witness = {c: self.mine[c] for number in group for c in rules[number][0]}
            found.update(fixed_cells([rules[number] for number in group], witness))
        if found or not self.counter:
            return self._settle(found)
        frontier = {c for cells, _ in rules.values() for c in cells}
        unknown = len(self.open) - sum(self.open) - self.flags
        left = self.total - self.flags
        if len(frontier) < left < unknown - len(frontier):
            return False  # the rest holds what any frontier leaves, and is not all one kind
        return self._counted()

    def _counted(self) -> bool:
        """Settle what the exact probabilities, mine counter included, make certain."""
        shown = np.where(np.frombuffer(self.open, dtype=np.uint8) > 0, self.numbers, HIDDEN)
        shown[np.frombuffer(self.flagged, dtype=np.uint8) > 0] = FLAG
        grid = shown.reshape(self.height, self.width).astype(np.int8)
        odds = mine_probabilities(Position(self.width, self.height, self.total, grid))
        width = self.width
        found = {r * width + c: 0 for r, c in odds.safe} | {r * width + c: 1 for r, c in odds.mines}
        return self._settle(found)


def _groups(rules: dict[int, Rule]) -> list[list[int]]:
    """The numbers of ``rules`` grouped by shared cells, directly or through others."""
    touching: dict[int, list[int]] = {}
    for number, (cells, _) in rules.items():
        for cell in cells:
            touching.setdefault(cell, []).append(number)
    groups, seen = [], set()
    for start in rules:
        if start in seen:
            continue
        seen.add(start)
        group, stack = [], [start]
        while stack:
            number = stack.pop()
            group.append(number)
            for cell in rules[number][0]:
                for other in touching[cell]:
                    if other not in seen:
                        seen.add(other)
                        stack.append(other)
        groups.append(group)
    return groups
