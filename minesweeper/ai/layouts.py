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

__all__ = ["LayoutCount", "SplitWeights", "count_component", "outside_weights"]


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


class SplitWeights:
    """The weights of `outside_weights` for K = low..high, placed from index ``start`` of a
    list of ``size`` (zero elsewhere), never written out: a polynomial is weighed by binary
    splitting over their factors.

    Each weight is a product of ``high - low`` small factors, tens of thousands of digits on
    a large board, and weighing a polynomial term by term makes a long product for each
    term. Split in halves, a half's sum carries only the factors inside it, and the two
    meet in one product of numbers of about half the size: a few dozen long products for
    the whole sum (Haible and Papanikolaou, "Fast multiprecision evaluation of series of
    rational numbers", 1998, for the idea).

    >>> weights = SplitWeights(5, 3, 1, 3, start=1, size=5)  # 0, 20, 10, 2, 0 as a list
    >>> weights([1, 1, 1, 1]), weights([1], shift=2), len(weights)
    (32, 10, 5)
    """

    def __init__(
        self, outside: int, left: int, low: int, high: int, start: int = 0, size: int = 0
    ) -> None:
        # Step j goes from K = low + j to the next: the weight gains (left - K) and loses
        # (outside - left + K + 1).
        self.ups = [left - k for k in range(low, high)]
        self.downs = [outside - left + k + 1 for k in range(low, high)]
        self.count = high - low + 1
        self.start = start
        self.size = max(size, start + self.count)
        self._products: dict[tuple[int, int], tuple[int, int]] = {}

    def __len__(self) -> int:
        return self.size

    @property
    def last(self) -> int:
        """The weight of K = ``high``."""
        return self._product(0, self.count)[0]

    def __call__(self, poly: list[int], shift: int = 0) -> int:
        """The sum of ``poly[j] * weights[j + shift]``."""
        offset = self.start - shift  # poly[t + offset] meets the t-th weight of low..high
        terms = [poly[t + offset] if 0 <= t + offset < len(poly) else 0 for t in range(self.count)]
        return self._sum(terms, 0, self.count) if any(terms) else 0

    def _sum(self, terms: list[int], lo: int, hi: int) -> int:
        """The weighed sum of terms lo..hi-1, with the factors of the steps inside only."""
        if hi - lo == 1:
            return terms[lo]
        mid = (lo + hi) // 2
        total = 0
        if any(terms[lo:mid]):
            total += self._sum(terms, lo, mid) * self.downs[mid - 1] * self._product(mid, hi)[1]
        if any(terms[mid:hi]):
            total += self._product(lo, mid)[0] * self.ups[mid - 1] * self._sum(terms, mid, hi)
        return total

    def _product(self, lo: int, hi: int) -> tuple[int, int]:
        """The products of the up and the down factors of the steps inside lo..hi-1."""
        if hi - lo == 1:
            return 1, 1
        found = self._products.get((lo, hi))
        if found is None:
            mid = (lo + hi) // 2
            (up_l, down_l), (up_r, down_r) = self._product(lo, mid), self._product(mid, hi)
            found = (up_l * self.ups[mid - 1] * up_r, down_l * self.downs[mid - 1] * down_r)
            self._products[lo, hi] = found
        return found


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
