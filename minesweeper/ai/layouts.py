"""Counting mine layouts: each component by number of mines, and the cells off the frontier.

A component's boxes become an `aimacsp` CSP (one integer variable per box, its number of
mines, weighing C(size, m) layouts; one ``Sum ==`` per number) and `aimacsp.weighted_count`
counts its layouts by number of mines. When the frontier holds K mines, the F cells outside
it take the other ``M - K`` in C(F, M - K) ways. Those binomials are huge on a large board
(C(952322, 99000) has 138,000 digits) but only their ratios matter for probabilities, and
consecutive ones differ by a ratio of small integers:

    C(F, M - K) / C(F, M - K - 1) = (F - M + K + 1) / (M - K)

so for K between ``low`` and ``high`` the weights C(F, M - K) are proportional to integers
built by a few hundred small multiplications (`outside_weights`); the one large binomial is
computed only if the exact number of layouts is asked for (`LayoutCount`).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from math import comb

from aimacsp import CSP, Sum, WeightedCount, weighted_count
from minesweeper.ai.model import Cell, Component

__all__ = ["LayoutCount", "count_component", "outside_weights"]


def count_component(component: Component, cap: int | None = None) -> WeightedCount[int, int]:
    """The layouts of ``component`` by number of mines (at most ``cap``), and marginals: the
    variables are the indices of ``component.boxes``, the values their numbers of mines.

    >>> from minesweeper.ai.model import build_model
    >>> from minesweeper.game.position import Position
    >>> model = build_model(Position.from_text("3x2x1\\n1HH\\nHHH\\n"))
    >>> count_component(model.components[0]).total  # a 1 beside three hidden cells
    [0, 3]
    """
    boxes = component.boxes
    csp: CSP[int, int] = CSP()
    of_number: dict[Cell, list[int]] = defaultdict(list)
    for k, box in enumerate(boxes):
        csp.add_variable(k, range(box.size + 1))
        for cell in box.numbers:
            of_number[cell].append(k)
    for number in component.numbers:
        csp.add_constraint(Sum(of_number[number.cell], "==", number.mines))
    sizes = [box.size for box in boxes]
    return weighted_count(
        csp,
        weight=lambda k, m: comb(sizes[k], m),
        degree=lambda k, m: m,
        max_degree=cap,
    )


def outside_weights(outside: int, left: int, low: int, high: int) -> list[int]:
    """Integers proportional to C(outside, left - K) for K = low..high (each term of the
    range must leave between 0 and ``outside`` mines outside).

    >>> outside_weights(5, 3, 1, 3)  # as C(5, 2), C(5, 1), C(5, 0) = 10, 5, 1
    [20, 10, 2]
    """
    up = [1]  # up[K - low]: the product of (left - j) for j from low to K - 1
    for k in range(low, high):
        up.append(up[-1] * (left - k))
    down = [1]  # down[high - K]: the product of (outside - left + j + 1) for j from K to high-1
    for k in range(high - 1, low - 1, -1):
        down.append(down[-1] * (outside - left + k + 1))
    down.reverse()
    return [u * d for u, d in zip(up, down, strict=True)]


@dataclass(frozen=True)
class LayoutCount:
    """The number of layouts, kept as ``factor * relative * C(outside, left - high) //
    divisor`` until asked for: ``relative`` weighs the frontier by `outside_weights`,
    ``divisor`` is the weight those give K = ``high``, ``factor`` the layouts of the parts
    left out of the weighing."""

    factor: int
    relative: int
    outside: int
    left: int
    high: int
    divisor: int

    def __int__(self) -> int:
        return (
            self.factor
            * self.relative
            * comb(self.outside, self.left - self.high)
            // (self.divisor)
        )
