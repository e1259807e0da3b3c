"""The endgame: with few layouts left, search the game tree for the best chance of winning.

Each consistent layout is listed. Revealing a cell splits the layouts by the number it shows
(or ends the game where it is a mine); cells safe in every layout are revealed for free. The
win probability of a set of layouts is the best, over the cells to try, of the chance that
the cell is safe times the win probabilities of the parts it splits them into (memoised).
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from aimacsp import Solver
from minesweeper.model import Cell, cell_csp
from minesweeper.position import Position
from minesweeper.probability import MineProbabilities

__all__ = ["TooBig", "best_endgame_move", "layouts"]


class TooBig(Exception):
    """The search would take too long; play by the other rules instead."""


def layouts(probabilities: MineProbabilities, limit: int) -> list[frozenset[Cell]]:
    """Every consistent placement of the unflagged mines, when there are at most ``limit``."""
    model = probabilities.model
    if probabilities.layouts > limit:
        raise TooBig
    frontier_solutions = (
        list(Solver(cell_csp(model.numbers)).solutions()) if model.numbers else [{}]
    )
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
    there are too many layouts or the search exceeds ``budget`` steps."""
    try:
        worlds = layouts(probabilities, limit)
    except TooBig:
        return None
    cells = sorted(probabilities.probabilities)
    flags = {c for c in position.flags()}
    # shows[c][i]: the number cell c shows in layout i, or -1 where it is a mine.
    shows = {
        c: tuple(
            -1 if c in w else sum(1 for n in position.neighbors(*c) if n in w or n in flags)
            for w in worlds
        )
        for c in cells
    }
    search = _Search(cells, shows, budget)
    try:
        chance, cell = search.best(frozenset(range(len(worlds))))
    except TooBig:
        return None
    return (cell, chance) if cell is not None else None


class _Search:
    def __init__(self, cells: list[Cell], shows: dict[Cell, tuple[int, ...]], budget: int) -> None:
        self.cells = cells
        self.shows = shows
        self.budget = budget
        self.memo: dict[frozenset[int], Fraction] = {}

    def win(self, worlds: frozenset[int]) -> Fraction:
        """The chance of winning from this set of layouts, playing perfectly."""
        known = self.memo.get(worlds)
        if known is None:
            known = self.memo[worlds] = self._win(worlds)
        return known

    def _win(self, worlds: frozenset[int]) -> Fraction:
        self.budget -= 1
        if self.budget < 0:
            raise TooBig
        if len(worlds) == 1:
            return Fraction(1)
        # Reveal every cell safe in all these layouts: free information.
        free = [c for c in self.cells if all(self.shows[c][i] >= 0 for i in worlds)]
        parts = _split(worlds, lambda i: tuple(self.shows[c][i] for c in free))
        if len(parts) > 1:
            return sum((Fraction(len(p), len(worlds)) * self.win(p) for p in parts), Fraction(0))
        return self.best(worlds)[0]

    def best(self, worlds: frozenset[int]) -> tuple[Fraction, Cell | None]:
        """The best cell to try from this set of layouts, and the chance of winning with it."""
        best_chance, best_cell = Fraction(0), None
        for c in self.cells:
            safe = frozenset(i for i in worlds if self.shows[c][i] >= 0)
            if not safe or len(safe) == len(worlds):
                continue  # a sure mine, or a safe cell (already used for free above)
            if Fraction(len(safe), len(worlds)) <= best_chance:
                continue  # cannot beat the best even if it won for sure afterwards
            parts = _split(safe, lambda i, c=c: self.shows[c][i])
            chance = sum((Fraction(len(p), len(worlds)) * self.win(p) for p in parts), Fraction(0))
            if chance > best_chance:
                best_chance, best_cell = chance, c
        return best_chance, best_cell


def _split(worlds: frozenset[int], key: object) -> list[frozenset[int]]:
    groups: dict[object, set[int]] = {}
    for i in worlds:
        groups.setdefault(key(i), set()).add(i)  # type: ignore[operator]
    return [frozenset(g) for g in groups.values()]
