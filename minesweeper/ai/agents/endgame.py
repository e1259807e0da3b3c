"""The endgame: with few layouts left, search the game tree for the best chance of winning.

Each consistent layout is listed, and a set of layouts is a bitset (bit i: layout i), so
splitting a set by what a cell shows is a few integer ``&``. Revealing a cell splits the
layouts by the number it shows (where it is a mine, the game is lost); cells safe in every
layout are revealed for free. The chance of winning from a set of layouts is the best, over
the cells worth trying, of the chance the cell is safe times the chances of the parts it
splits them into (memoised).
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from aimacsp import Solver
from minesweeper.ai.model import Cell, cell_csp
from minesweeper.ai.probability import MineProbabilities
from minesweeper.game.position import Position

__all__ = ["TooBig", "best_endgame_move", "layouts"]


class TooBig(Exception):
    """The search would take too long; play by the other rules instead."""


def layouts(probabilities: MineProbabilities, limit: int) -> list[frozenset[Cell]]:
    """Every consistent placement of the unflagged mines, when there are at most ``limit``."""
    model = probabilities.model
    if probabilities.layouts > limit:
        raise TooBig
    frontier_solutions: list[dict[Cell, int]] = [{}]
    if model.numbers:
        frontier_solutions = list(Solver(cell_csp(model.numbers)).solutions())
    found = []
    for solution in frontier_solutions:
        mines = frozenset(cell for cell, v in solution.items() if v)
        rest = model.mines_left - len(mines)
        if 0 <= rest <= len(model.outside):
            for extra in itertools.combinations(model.outside, rest):
                found.append(mines | frozenset(extra))
    return found


def best_endgame_move(
    position: Position, probabilities: MineProbabilities, limit: int = 120, budget: int = 20000
) -> tuple[Cell, Fraction] | None:
    """The cell to reveal with the best chance of winning the game, and that chance; None when
    there are more than ``limit`` layouts or the search takes more than ``budget`` steps."""
    try:
        worlds = layouts(probabilities, limit)
    except TooBig:
        return None
    cells = sorted(probabilities.probabilities)
    flags = set(position.flags())
    # splits[c]: for each number cell c can show, the layouts where it shows it.
    splits: dict[Cell, list[int]] = {}
    for c in cells:
        by_value: dict[int, int] = {}
        around = position.neighbors(*c)
        for i, world in enumerate(worlds):
            if c not in world:
                value = sum(1 for n in around if n in world or n in flags)
                by_value[value] = by_value.get(value, 0) | 1 << i
        splits[c] = list(by_value.values())
    search = _Search(cells, splits, budget)
    try:
        chance, cell = search.best((1 << len(worlds)) - 1)
    except TooBig:
        return None
    return (cell, chance) if cell is not None else None


class _Search:
    def __init__(self, cells: list[Cell], splits: dict[Cell, list[int]], budget: int) -> None:
        self.cells = cells
        self.splits = splits
        self.safe = {c: sum(parts) for c, parts in splits.items()}  # layouts where c is safe
        self.budget = budget
        self.memo: dict[int, Fraction] = {}

    def win(self, worlds: int) -> Fraction:
        """The chance of winning from this set of layouts, playing perfectly."""
        known = self.memo.get(worlds)
        if known is None:
            known = self.memo[worlds] = self._win(worlds)
        return known

    def _win(self, worlds: int) -> Fraction:
        self.budget -= 1
        if self.budget < 0:
            raise TooBig
        if not worlds & (worlds - 1):
            return Fraction(1)
        # Reveal every cell safe in all these layouts: free information.
        parts = [worlds]
        for c in self.cells:
            if worlds & ~self.safe[c] == 0:
                parts = [p & s for p in parts for s in self.splits[c] if p & s]
        if len(parts) > 1:
            total = worlds.bit_count()
            return sum((Fraction(p.bit_count(), total) * self.win(p) for p in parts), Fraction(0))
        return self.best(worlds)[0]

    def best(self, worlds: int) -> tuple[Fraction, Cell | None]:
        """The best cell to try from this set of layouts, and the chance of winning with it."""
        total = worlds.bit_count()
        options = []
        for c in self.cells:
            safe = worlds & self.safe[c]
            if safe and safe != worlds:  # neither a sure mine nor already free
                options.append((safe.bit_count(), c, safe))
        options.sort(key=lambda o: -o[0])  # safest first: better bounds sooner
        best_chance, best_cell = Fraction(0), None
        for count, c, safe in options:
            if Fraction(count, total) <= best_chance:
                break  # even winning for sure afterwards could not beat the best
            chance = sum(
                (
                    Fraction(p.bit_count(), total) * self.win(p)
                    for s in self.splits[c]
                    if (p := safe & s)
                ),
                Fraction(0),
            )
            if chance > best_chance:
                best_chance, best_cell = chance, c
        return best_chance, best_cell
