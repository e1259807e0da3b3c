"""Forced guesses: cells that no future move outside them can tell apart.

A small set S of undecided cells is a *forced guess* when the ways its mines can lie (its
configurations) split into groups that nothing outside S can ever separate: every hidden cell
that could still be revealed next to S (a *witness*) counts the same number of S's mines in
each configuration of a group, and so does the mine counter. Then the game can only be won by
guessing inside S, sooner or later, at the same risk: guessing now costs nothing, and the
number it shows may help its neighbours. Two shapes are looked for, as the strongest solvers
do:

- a pair {a, b} with at most one mine (never both), seen alike by every witness: a 50/50
  when it surely holds one mine, a *pseudo-50/50* when it may hold none (then guessing the
  safer cell now risks no more than waiting would);
- a 2x2 box whose mines lie on one diagonal or the other (or are absent), with no witness
  touching one diagonal more than the other.

The configurations are those the numbers around S allow (a local CSP solved by `aimacsp`),
a superset of the true ones, so a set found here really is forced.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from aimacsp import CSP, Solver, Sum
from minesweeper.ai.model import Cell, Number
from minesweeper.ai.probability import MineProbabilities
from minesweeper.game.position import HIDDEN

__all__ = ["forced_fifty_fifty", "forced_guess"]

Config = frozenset[Cell]


def forced_guess(probabilities: MineProbabilities) -> tuple[Cell, tuple[Cell, ...]] | None:
    """The cell to guess now and the forced set it belongs to, or None if there is none."""
    odds = probabilities.probabilities
    # Cells off the frontier touch no number: only the numbers around a set could pin it down.
    undecided = {cell for cell in probabilities.model.frontier if 0 < odds[cell] < 1}
    if not undecided:
        return None
    numbers_of: dict[Cell, list[Number]] = {}
    for number in probabilities.model.numbers:
        for cell in number.hidden:
            numbers_of.setdefault(cell, []).append(number)
    for group in _shapes(undecided, probabilities):
        if _is_forced(group, probabilities, numbers_of):
            cell = min(group, key=lambda c: (odds[c], c))
            return cell, group
    return None


def forced_fifty_fifty(probabilities: MineProbabilities) -> tuple[Cell, Cell] | None:
    """A pair of cells holding one mine that no move can ever tell apart, or None."""
    found = forced_guess(probabilities)
    if found is None or len(found[1]) != 2:
        return None
    a, b = found[1]
    return a, b


def _shapes(undecided: set[Cell], probabilities: MineProbabilities) -> Iterator[tuple[Cell, ...]]:
    """Pairs of undecided cells up to two steps apart, then 2x2 boxes of undecided cells."""
    for a in sorted(undecided):
        for dr in range(-2, 3):
            for dc in range(-2, 3):
                b = (a[0] + dr, a[1] + dc)
                if b > a and b in undecided:
                    yield a, b
    for r, c in sorted(undecided):
        box = ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1))
        if all(cell in undecided for cell in box):
            yield box


def _witnesses(group: tuple[Cell, ...], probabilities: MineProbabilities) -> set[Cell]:
    """Hidden cells next to the group that may still be revealed (not proven mines)."""
    position = probabilities.model.position
    odds = probabilities.probabilities
    return {
        n
        for cell in group
        for n in position.neighbors(*cell)
        if n not in group and position.cells[n] == HIDDEN and odds.get(n, 1) < 1
    }


def _is_forced(
    group: tuple[Cell, ...],
    probabilities: MineProbabilities,
    numbers_of: dict[Cell, list[Number]],
) -> bool:
    position = probabilities.model.position
    witnesses = _witnesses(group, probabilities)
    seen = {w: set(position.neighbors(*w)) for w in witnesses}

    def signature(config: Config) -> tuple[int, ...]:
        return (len(config), *(len(seen[w] & config) for w in sorted(witnesses)))

    if len(group) == 2:
        a, b = group
        if signature(frozenset({a})) != signature(frozenset({b})):
            return False  # some witness sees one of them and not the other
        allowed = {frozenset(), frozenset({a}), frozenset({b})}
    else:
        a, b, c, d = group
        first, second = frozenset({a, d}), frozenset({b, c})
        if signature(first) != signature(second):
            return False
        allowed = {frozenset(), first, second}
    configs = _local_configs(group, numbers_of)
    # Both mines of a pair, or any other box pattern, could be seen from outside: not forced.
    return configs <= allowed and len(configs - {frozenset()}) >= 2


def _local_configs(group: tuple[Cell, ...], numbers_of: dict[Cell, list[Number]]) -> set[Config]:
    """The configurations of the group that the numbers around it allow."""
    numbers = {number.cell: number for cell in group for number in numbers_of.get(cell, [])}
    found = set()
    for values in product((0, 1), repeat=len(group)):
        csp: CSP[Cell, int] = CSP()
        fixed = dict(zip(group, values))
        for number in numbers.values():
            for cell in number.hidden:
                if cell not in csp.domains:
                    csp.add_variable(cell, (fixed[cell],) if cell in fixed else (0, 1))
        for number in numbers.values():
            csp.add_constraint(Sum(number.hidden, "==", number.mines))
        for cell, value in fixed.items():
            if cell not in csp.domains:
                csp.add_variable(cell, (value,))
        if Solver(csp).solve() is not None:
            found.add(frozenset(cell for cell, value in fixed.items() if value))
    return found
