"""Exact mine probabilities: every layout consistent with what the player sees counts once.

A layout is a set of mines on the hidden, unflagged cells that meets every number and makes
the mine counter right. The cells the numbers settle alone are set aside first
(`settled.settle`); each component of the rest of the frontier is counted on its own by
`aimacsp.weighted_count` (`layouts.count_component`): its layouts by number of mines, and the
same for each box and number of mines in it. A frontier with K mines leaves ``M - K`` mines
to the F cells outside it, in C(F, M - K) ways, so the components are not independent: the
weight of each total K couples them. `combine.weigh_components` gives each
component what its own mine counts are worth beside all the others (a product tree, not one
product per component), and one backward pass over each component's count turns that into
each box's expected mines. A component whose mine count cannot vary needs none of this: its
odds are its own.

Every probability is an exact `Fraction`; the number of layouts is exact too, computed when
asked for (`layouts.LayoutCount`), since on a large board it is one huge binomial.

An `Analyzer` keeps the counts of components it has seen, keyed by their numbers, so that
related positions (a position, then the same with one more number, as a look-ahead asks)
count only the components that changed.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from math import prod
from typing import NoReturn

from aimacsp import Solver, WeightedCount
from minesweeper.ai.combine import weigh_components
from minesweeper.ai.layouts import LayoutCount, count_component
from minesweeper.ai.model import (
    Cell,
    Component,
    ImpossiblePosition,
    MineModel,
    Number,
    build_model,
    cell_csp,
    components_of,
)
from minesweeper.ai.settled import Settled, settle_model
from minesweeper.game.position import Position
from minesweeper.game.words import plural

__all__ = ["Analyzer", "MineProbabilities", "mine_probabilities"]

ZERO, ONE = Fraction(0), Fraction(1)
Shape = tuple[tuple[int, tuple[Cell, ...]], ...]


@dataclass(frozen=True)
class MineProbabilities:
    """The probability that each hidden, unflagged cell holds a mine, and what follows."""

    probabilities: dict[Cell, Fraction]  #: row-major
    model: MineModel = field(repr=False)
    count: LayoutCount = field(repr=False, compare=False)

    @cached_property
    def layouts(self) -> int:
        """The number of consistent mine layouts (exact; computed on first use)."""
        return int(self.count)

    @cached_property
    def safe(self) -> frozenset[Cell]:
        """Cells that are safe in every layout."""
        return self._where(0)

    @cached_property
    def mines(self) -> frozenset[Cell]:
        """Cells that hold a mine in every layout."""
        return self._where(1)

    def _where(self, value: int) -> frozenset[Cell]:
        """The cells whose probability is ``value``: the cells outside the frontier share
        one probability, so only the frontier is looked at one by one."""
        probabilities, model = self.probabilities, self.model
        found = [cell for cell in model.frontier if probabilities[cell] == value]
        if model.outside and probabilities[model.outside[0]] == value:
            found.extend(model.outside)
        return frozenset(found)

    def _repr_svg_(self) -> str:
        """The chances as a heat map on the board, drawn in Jupyter (see `ProbabilityMap`)."""
        from minesweeper.ai.picture import ProbabilityMap

        return ProbabilityMap(self.model.position, self.probabilities).svg()

    def safest(self) -> list[Cell]:
        """The cells with the lowest mine probability, row-major."""
        if not self.probabilities:
            return []
        lowest = min(self.probabilities.values())
        return [cell for cell, p in self.probabilities.items() if p == lowest]


class Analyzer:
    """Exact mine probabilities of many related positions, each component counted once.

    Component counts are kept (the ``capacity`` most recently used) under the component's
    `shape`, so a position with one more number recounts only the component it touches, and
    a component that is another moved is not counted again.
    An analyzer is a drop-in for `mine_probabilities` wherever a function of a position is
    expected (``analyse=Analyzer()``).

    >>> analyse = Analyzer()
    >>> before = analyse(Position.from_text("7x2x3\\nHHHHHHH\\n1HHHHH1\\n"))
    >>> analyse.counted  # two components: the cells around each 1
    2
    >>> after = analyse(Position.from_text("7x2x3\\nHHHHHHH\\n1HH1HH1\\n"))
    >>> analyse.counted  # only the new number's component was counted
    3
    """

    def __init__(self, capacity: int = 100_000) -> None:
        if not isinstance(capacity, int) or isinstance(capacity, bool) or capacity < 0:
            raise TypeError(f"Analyzer: capacity must be a whole number >= 0, got {capacity!r}")
        self.capacity = capacity
        self._counts: OrderedDict[tuple[Shape, int | None], WeightedCount[int, int]]
        self._counts = OrderedDict()
        self.counted = 0  #: components counted so far (the others came from the store)

    def __call__(self, position: Position, model: MineModel | None = None) -> MineProbabilities:
        return self.probabilities(position, model)

    def probabilities(
        self, position: Position, model: MineModel | None = None
    ) -> MineProbabilities:
        """The exact mine probability of every hidden, unflagged cell of ``position``; raises
        `ImpossiblePosition` (naming a number, or the mine counter) when no layout fits."""
        if not isinstance(position, Position):
            raise TypeError(
                f"mine probabilities: position must be a Position, got {type(position).__name__}"
            )
        model = model or build_model(position)
        settled = settle_model(model)
        left = model.mines_left - (0 if settled is None else settled.mines)
        if settled is None or left < 0:
            _explain_impossibility(model)
        components = components_of(settled.numbers)
        counts = [self.count(component, left) for component in components]
        return _combine(model, settled, components, counts)

    def count(self, component: Component, left: int) -> WeightedCount[int, int]:
        """The layouts of ``component`` by number of mines, at most ``left`` of them."""
        # A cap that cannot bind is left out of the key, so counts survive mines flagged.
        cap = left if left < len(component.cells) else None
        key = (shape(component), cap)
        found = self._counts.get(key)
        if found is not None:
            self._counts.move_to_end(key)
            return found
        found = count_component(component, cap)
        self.counted += 1
        self._counts[key] = found
        if len(self._counts) > self.capacity:
            self._counts.popitem(last=False)
        return found


def shape(component: Component) -> Shape:
    """The component moved to the origin, which is all its count depends on: each number's
    mines and hidden cells, in order (its boxes follow the cells' order, which a move keeps).
    A large board holds the same small shapes again and again, counted once each."""
    top = min(row for row, _ in component.cells)
    left = min(col for _, col in component.cells)
    return tuple(
        (number.mines, tuple([(row - top, col - left) for row, col in number.hidden]))
        for number in component.numbers
    )


def mine_probabilities(position: Position, model: MineModel | None = None) -> MineProbabilities:
    """The exact mine probability of every hidden, unflagged cell of ``position``.

    Raises `ImpossiblePosition` (naming a number, or the mine counter) when no layout fits.

    >>> p = mine_probabilities(Position.from_text("3x1x1\\n1HH\\n"))
    >>> p.probabilities, p.layouts
    ({(0, 1): Fraction(1, 1), (0, 2): Fraction(0, 1)}, 1)
    """
    return Analyzer().probabilities(position, model)


def _combine(
    model: MineModel,
    settled: Settled,
    components: tuple[Component, ...],
    counts: list[WeightedCount[int, int]],
) -> MineProbabilities:
    """Weigh the components' counts together with the cells outside the frontier."""
    left, outside = model.mines_left - settled.mines, len(model.outside)
    lows, highs = [], []
    for count in counts:
        low = next((k for k, c in enumerate(count.total) if c), None)
        if low is None:
            _explain_impossibility(model)
        lows.append(low)
        highs.append(len(count.total) - 1)
    wide = [i for i, count in enumerate(counts) if highs[i] > lows[i]]
    polys = [counts[i].total[lows[i] :] for i in wide]
    weighing = weigh_components(polys, outside, left, sum(lows))
    if weighing is None:
        _explain_impossibility(model)
    narrow = set(range(len(counts))) - set(wide)
    factor = prod(counts[i].total[lows[i]] for i in narrow) * weighing.constant
    vectors = dict(zip(wide, zip(weighing.vectors, weighing.denominators, strict=True)))
    found = {cell: (ONE if value else ZERO) for cell, value in settled.fixed.items()}
    # Components of one shape share their count, and those alike share their outer weights
    # (the same list): their boxes' odds are worked out once.
    odds: dict[tuple[int, int], list[Fraction]] = {}
    made: dict[tuple[int, int], Fraction] = {}
    for i, (component, count) in enumerate(zip(components, counts, strict=True)):
        vector, denominator = vectors.get(i, ([1], count.total[lows[i]]))
        key = (id(count), id(vector))
        shared = odds.get(key)
        if shared is None:
            padded = [0] * lows[i] + vector
            shared = odds[key] = _box_odds(component, count, padded, denominator, made)
        for box, p in zip(component.boxes, shared, strict=True):
            for cell in box.cells:
                found[cell] = p
    if outside:
        # Every hidden cell in row-major order, the outside odds first; frontier cells keep
        # their place when their own odds overwrite them.
        p = Fraction(weighing.pool_mines, weighing.pool * weighing.relative)
        probabilities = dict.fromkeys(sorted(model.frontier + model.outside), p)
        probabilities.update(found)
    else:
        probabilities = {cell: found[cell] for cell in model.frontier}
    layouts = LayoutCount(
        factor, weighing.relative, weighing.pool, left, weighing.high, weighing.divisor
    )
    return MineProbabilities(probabilities, model, layouts)


def _box_odds(
    component: Component,
    count: WeightedCount[int, int],
    vector: list[int],
    denominator: int,
    made: dict[tuple[int, int], Fraction],
) -> list[Fraction]:
    """The mine probability of each box of ``component``, given its outer weights; ``made``
    keeps the fractions already reduced (on a large board a reduction is a gcd of numbers of
    thousands of digits, and most boxes of different shapes share their odds)."""
    weighed = count.weighed(vector)
    odds = []
    for k, box in enumerate(component.boxes):
        mines = sum(m * weighed.get((k, m), 0) for m in range(1, box.size + 1))
        key = (mines, box.size * denominator)
        found = made.get(key)
        if found is None:
            found = made[key] = Fraction(*key)
        odds.append(found)
    return odds


def _explain_impossibility(model: MineModel) -> NoReturn:
    """Raise `ImpossiblePosition` with the most useful culprit we can name."""
    totals = [count_component(component).total for component in model.components]
    for component, total in zip(model.components, totals, strict=True):
        if not any(total):
            numbers: list[Number] = []
            for number in component.numbers:
                numbers.append(number)
                if Solver(cell_csp(numbers)).solve() is None:
                    raise ImpossiblePosition(
                        f"{number} cannot be met together with the numbers around it"
                    )
            raise ImpossiblePosition("the numbers contradict each other")  # pragma: no cover
    fewest = sum(next(k for k, c in enumerate(total) if c) for total in totals)
    most = sum(len(total) - 1 for total in totals)
    left, outside = model.mines_left, len(model.outside)
    if fewest > left:
        raise ImpossiblePosition(
            f"the numbers need at least {plural(fewest, 'more mine')}, but the mine counter"
            f" says {left}"
        )
    if most + outside < left:
        raise ImpossiblePosition(
            f"the mine counter says {plural(left, 'mine is', 'mines are')} left, but at most"
            f" {most + outside} fit"
        )
    raise ImpossiblePosition(
        f"no number of mines the numbers allow fits the mine counter ({left} left)"
    )
