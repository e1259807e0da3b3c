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

__all__ = ["TooBig", "best_endgame_move", "layouts", "search_layouts"]


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
    position: Position,
    probabilities: MineProbabilities,
    limit: int = 120,
    budget: int = 20000,
    partial: bool = False,
) -> tuple[Cell, Fraction] | None:
    """The cell to reveal with the best chance of winning the game, and that chance; None when
    there are more than ``limit`` layouts or the search takes more than ``budget`` steps.

    With ``partial``, a search that runs out of steps still answers with the best of the
    first cells it finished weighing (the safest are weighed first), and its exact chance."""
    try:
        worlds = layouts(probabilities, limit)
    except TooBig:
        return None
    return search_layouts(position, worlds, list(probabilities.probabilities), budget, partial)


def search_layouts(
    position: Position,
    worlds: list[frozenset[Cell]],
    cells: list[Cell],
    budget: int = 20000,
    partial: bool = False,
) -> tuple[Cell, Fraction] | None:
    """The best of ``cells`` to reveal when ``worlds`` are the equally likely layouts of their
    mines (every other hidden cell a mine in all or none of them), and its chance to win;
    None when the search takes more than ``budget`` steps (see `best_endgame_move`)."""
    everything = (1 << len(worlds)) - 1
    mined: dict[Cell, int] = dict.fromkeys(cells, 0)
    for i, world in enumerate(worlds):
        for cell in world:
            mined[cell] |= 1 << i
    # splits[c]: for each number cell c can show, the layouts where it shows it.
    splits: dict[Cell, list[int]] = {}
    alike: dict[tuple[int, ...], Cell] = {}
    for c in sorted(mined):
        around = [mined[n] for n in position.neighbors(*c) if n in mined]
        safe = everything & ~mined[c]
        splits[c] = [m & safe for m in shown(around, everything).values() if m & safe]
        # Cells that split the layouts alike are interchangeable: one of them is enough.
        alike.setdefault(tuple(sorted(splits[c])), c)
    search = _Search(sorted(alike.values()), splits, budget)
    try:
        won, best = search.best(everything, partial)
    except TooBig:
        return None
    return (best, Fraction(won, len(worlds))) if best is not None else None


def shown(masks: list[int], everything: int) -> dict[int, int]:
    """The layouts by how many of ``masks`` hold them: a bit-sliced adder over layout bitsets,
    so counting a cell's mined neighbours in every layout costs a few integer operations.

    >>> shown([0b0110, 0b0011], 0b1111)  # layout 0 in one mask, 1 in both, 2 in one, 3 in none
    {0: 8, 1: 5, 2: 2}
    """
    planes: list[int] = []  # planes[k]: the layouts whose count has bit k set
    for mask in masks:
        carry = mask
        for k, plane in enumerate(planes):
            planes[k], carry = plane ^ carry, plane & carry
            if not carry:
                break
        if carry:
            planes.append(carry)
    found = {}
    for value in range(1 << len(planes)):
        chosen = everything
        for k, plane in enumerate(planes):
            chosen &= plane if value >> k & 1 else ~plane
        if chosen:
            found[value] = chosen
    return found


class _Search:
    """Perfect play over sets of layouts, counted in layouts won (exact integers)."""

    def __init__(self, cells: list[Cell], splits: dict[Cell, list[int]], budget: int) -> None:
        self.cells = cells
        self.splits = splits
        self.safe = {c: sum(parts) for c, parts in splits.items()}  # layouts where c is safe
        self.budget = budget
        self.memo: dict[int, int] = {}

    def win(self, worlds: int) -> int:
        """How many of these layouts perfect play wins."""
        known = self.memo.get(worlds)
        if known is None:
            known = self.memo[worlds] = self._win(worlds)
        return known

    def _win(self, worlds: int) -> int:
        self.budget -= 1
        if self.budget < 0:
            raise TooBig
        if not worlds & (worlds - 1):
            return 1
        # Reveal every cell safe in all these layouts: free information.
        parts = [worlds]
        for c in self.cells:
            if worlds & ~self.safe[c] == 0:
                parts = [p & s for p in parts for s in self.splits[c] if p & s]
        if len(parts) > 1:
            return sum(self.win(p) for p in parts)
        return self.best(worlds)[0]

    def best(self, worlds: int, partial: bool = False) -> tuple[int, Cell | None]:
        """The best cell to try from this set of layouts, and how many of them it wins; with
        ``partial``, the best of the cells weighed before the budget ran out, if any."""
        options = []
        for c in self.cells:
            safe = worlds & self.safe[c]
            if safe and safe != worlds:  # neither a sure mine nor already free
                options.append((safe.bit_count(), c, safe))
        options.sort(key=lambda o: -o[0])  # safest first: better bounds sooner
        best_won, best_cell = 0, None
        for count, c, safe in options:
            if count <= best_won:
                break  # even winning every layout where c is safe could not beat the best
            try:
                won = self.weigh(c, safe, best_won)
            except TooBig:
                if partial and best_cell is not None:
                    break
                raise
            if won > best_won:
                best_won, best_cell = won, c
        return best_won, best_cell

    def weigh(self, c: Cell, safe: int, best_won: int) -> int:
        """How many layouts trying ``c`` wins (where ``safe``: c is safe), or any count no
        higher than ``best_won`` once c is sure not to beat it."""
        won, left = 0, safe.bit_count()
        for s in self.splits[c]:
            part = safe & s
            if part:
                left -= part.bit_count()
                won += self.win(part)
                if won + left <= best_won:
                    break  # the rest cannot lift c above the best
        return won
