"""Forced guesses: cells that no future move outside them can ever tell apart.

A small set S of undecided cells with two mine patterns ``first`` and ``second`` (the two
cells of a pair, or the two diagonals of a 2x2 box) is a *forced guess* when every layout
consistent with the position puts on S either ``first``, ``second`` or no mine at all, and
swapping ``first`` for ``second`` can never be noticed:

- every revealed number counts as many of S's mines in ``first`` as in ``second`` (else the
  swapped layout breaks the number: the number ties S to other undecided cells, and
  revealing those may settle S);
- every hidden cell outside S that sees ``first`` and ``second`` differently is a mine
  whenever S holds ``first`` (a proven mine, or a *flank* cell that the numbers force to be a
  mine once S holds a mine), so it can never be revealed to show the difference;
- the mine counter counts both patterns alike, as they hold as many mines.

Then the layouts come in pairs that no reveal outside S can separate: the game can only be
won by guessing inside S, sooner or later, at the same risk, so guessing now costs nothing,
and the number it shows may help its neighbours. When S may also be empty (a *pseudo*
50/50), guessing its safer cell now risks no more than waiting would.

The patterns are checked against the numbers around S (a local CSP solved by `aimacsp`),
whose solutions are a superset of the true ones: a set found here really is forced.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from aimacsp import CSP, Solver, Sum
from minesweeper.ai.model import Cell, Number
from minesweeper.ai.probability import MineProbabilities
from minesweeper.game.position import HIDDEN

__all__ = ["forced_fifty_fifty", "forced_groups", "forced_guess"]

Config = frozenset[Cell]


def forced_guess(probabilities: MineProbabilities) -> tuple[Cell, tuple[Cell, ...]] | None:
    """The cell to guess now and the forced set it belongs to, or None if there is none."""
    odds = probabilities.probabilities
    for group in forced_groups(probabilities):
        return min(group, key=lambda c: (odds[c], c)), group
    return None


def forced_fifty_fifty(probabilities: MineProbabilities) -> tuple[Cell, Cell] | None:
    """A pair of cells holding one mine that no move can ever tell apart, or None."""
    found = forced_guess(probabilities)
    if found is None or len(found[1]) != 2:
        return None
    a, b = found[1]
    return a, b


def forced_groups(probabilities: MineProbabilities) -> Iterator[tuple[Cell, ...]]:
    """Every forced pair, then every forced 2x2 box, of undecided frontier cells."""
    odds = probabilities.probabilities
    # Cells off the frontier touch no number: only the numbers around a set could pin it down.
    undecided = {cell for cell in probabilities.model.frontier if 0 < odds[cell] < 1}
    numbers_of: dict[Cell, list[Number]] = {}
    for number in probabilities.model.numbers:
        for cell in number.hidden:
            numbers_of.setdefault(cell, []).append(number)
    for group, first, second in _shapes(undecided):
        if _is_forced(group, first, second, probabilities, numbers_of):
            yield group


def _shapes(undecided: set[Cell]) -> Iterator[tuple[tuple[Cell, ...], Config, Config]]:
    """Pairs of undecided cells up to two steps apart, then 2x2 boxes of undecided cells,
    each with its two mine patterns."""
    for a in sorted(undecided):
        for dr in range(-2, 3):
            for dc in range(-2, 3):
                b = (a[0] + dr, a[1] + dc)
                if b > a and b in undecided:
                    yield (a, b), frozenset({a}), frozenset({b})
    for r, c in sorted(undecided):
        box = ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1))
        if all(cell in undecided for cell in box):
            yield box, frozenset({box[0], box[3]}), frozenset({box[1], box[2]})


def _is_forced(
    group: tuple[Cell, ...],
    first: Config,
    second: Config,
    probabilities: MineProbabilities,
    numbers_of: dict[Cell, list[Number]],
) -> bool:
    around = {n.cell: n for cell in group for n in numbers_of.get(cell, [])}
    for number in around.values():
        if len(first.intersection(number.hidden)) != len(second.intersection(number.hidden)):
            return False  # swapping the patterns would break this number
    if not _local_configs(group, list(around.values()), {}) <= {frozenset(), first, second}:
        return False  # S may hold a pattern that the cells around it could reveal
    position = probabilities.model.position
    odds = probabilities.probabilities
    members = set(group)
    for witness in {n for cell in group for n in position.neighbors(*cell)} - members:
        if position.cells[witness] != HIDDEN or odds.get(witness, 1) == 1:
            continue  # revealed, flagged or a proven mine: it will never show a new number
        seen = set(position.neighbors(*witness))
        if len(seen & first) == len(seen & second):
            continue
        # A flank cell: it could tell the patterns apart, unless it must be a mine when S
        # holds one; S's numbers and the witness's own tie it to S.
        numbers = {n.cell: n for n in numbers_of.get(witness, [])} | around
        if _local_configs(group, list(numbers.values()), {witness: 0}, only=first):
            return False
    return True


def _local_configs(
    group: tuple[Cell, ...],
    numbers: list[Number],
    fixed: dict[Cell, int],
    only: Config | None = None,
) -> set[Config]:
    """The mine patterns of the group that ``numbers`` allow, with the cells of ``fixed`` set
    as given (only the pattern ``only``, when given)."""
    found = set()
    for values in product((0, 1), repeat=len(group)):
        config = frozenset(cell for cell, value in zip(group, values) if value)
        if only is not None and config != only:
            continue
        setting = dict(zip(group, values)) | fixed
        csp: CSP[Cell, int] = CSP()
        for cell in {cell for number in numbers for cell in number.hidden} | set(setting):
            csp.add_variable(cell, (setting[cell],) if cell in setting else (0, 1))
        for number in numbers:
            csp.add_constraint(Sum(number.hidden, "==", number.mines))
        if Solver(csp).solve() is not None:
            found.add(config)
    return found
