"""Isolated regions: parts of the board that nothing else can ever inform, solved exactly.

A component of the frontier is *isolated* when no hidden cell outside it touches one of its
cells (its other neighbours are revealed, flagged or proven mines) and every layout of it
holds the same number of mines. Then no reveal elsewhere, and not the mine counter, can ever
say anything about it, nor it about the rest: the chance to win the game is the chance to
win the region times the chance to win the rest, whatever the order of play. Such a region
with no safe cell must be guessed sooner or later, so its best first move by perfect play
(the endgame search over its own layouts, however many layouts the whole board has) may as
well be played now.
"""

from __future__ import annotations

from fractions import Fraction

from aimacsp import Solver
from minesweeper.ai.agents.endgame import search_layouts
from minesweeper.ai.agents.ties import reading_order
from minesweeper.ai.model import Cell, Component, cell_csp
from minesweeper.ai.probability import MineProbabilities
from minesweeper.game.position import HIDDEN, Position

__all__ = ["isolated_regions", "region_move"]


def isolated_regions(probabilities: MineProbabilities) -> list[Component]:
    """The components of the frontier that nothing outside them can inform."""
    position = probabilities.model.position
    found = []
    for component in probabilities.model.components:
        cells = set(component.cells)
        if all(
            n in cells or position.cells[n] != HIDDEN or probabilities.probabilities.get(n) == 1
            for cell in cells
            for n in position.neighbors(*cell)
        ):
            found.append(component)
    return found


def region_move(
    probabilities: MineProbabilities, limit: int = 2000, budget: int = 20000
) -> tuple[Cell, Fraction, Component] | None:
    """The best first move in an isolated region that needs a guess, its chance to win the
    region, and the region; None when no region of at most ``limit`` layouts is found."""
    position = probabilities.model.position
    best: tuple[Cell, Fraction, Component] | None = None
    for component in isolated_regions(probabilities):
        worlds = _layouts(component, limit)
        if worlds is None:
            continue
        found = _solve(position, component, worlds, budget)
        if found is not None and (
            best is None
            or found[1] > best[1]
            or (found[1] == best[1] and reading_order(found[0]) < reading_order(best[0]))
        ):
            best = (found[0], found[1], component)
    return best


def _layouts(component: Component, limit: int) -> list[frozenset[Cell]] | None:
    """The region's layouts, if at most ``limit`` and all with the same number of mines."""
    worlds: list[frozenset[Cell]] = []
    for solution in Solver(cell_csp(component.numbers)).solutions():
        worlds.append(frozenset(cell for cell, value in solution.items() if value))
        if len(worlds) > limit or len(worlds[-1]) != len(worlds[0]):
            return None
    return worlds


def _solve(
    position: Position, component: Component, worlds: list[frozenset[Cell]], budget: int
) -> tuple[Cell, Fraction] | None:
    """Perfect play in one region, when it needs a guess."""
    cells = list(component.cells)
    if len(worlds) < 2 or any(all(c not in w for w in worlds) for c in cells):
        return None  # settled, or a cell is safe: reveal that first
    return search_layouts(position, worlds, cells, budget)
