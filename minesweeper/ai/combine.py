"""Weighing the frontier's components together with the cells off the frontier, exactly.

Each component whose mine count can vary brings its layouts by number of mines (a
polynomial, lowest count first); the F cells off the frontier take the mines the frontier
leaves in C(F, mines) ways. What a component's own count of k mines is worth beside all the
rest is its outer weight at k (`aimacsp.counting.outer_weights`, a product tree whose top
multiplies integers of thousands of digits, S^2 times for S the sum of the spans; or, when
the components come in few kinds, as on a large board, one product divided by each kind,
`aimacsp.counting.outer_weights_by_division`).

Most components on a large board are alike in one way that makes them free: their layouts
are ``c * (1 + y)`` by number of mines (a box of one cell against a 1 with one other
neighbour mined already, or two boxes of one cell against a 1), as many ways with one mine
more as without. Such a component is, for the count, one more cell off the frontier, with
its c ways as a constant factor: C(F, n) and C(F, n - 1) add up to C(F + 1, n). So those
components join a *pool* of F + A cells instead of the product tree (on a 1000x1000 board
with 100,000 mines and 300 random reveals, half of the span), and by symmetry each of them
holds its extra mine as often as a cell off the frontier holds one: with probability
E[mines in the pool] / (F + A), which the tree gives at no cost.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import gcd

from aimacsp.counting import division_cost, outer_weights, outer_weights_by_division
from minesweeper.ai.layouts import SplitWeights, outside_weights

__all__ = ["Weighing", "weigh_components"]


@dataclass(frozen=True)
class Weighing:
    """The components weighed together: ``vectors[i]`` and ``denominators[i]`` are the
    outer weights of component i from its lowest count up, and their total against its own
    counts (the probability of k mines is ``poly[k] * vector[k] / denominator``)."""

    vectors: list[list[int]]
    denominators: list[int]
    #: the pool's cells (off the frontier, and one per component alike to such a cell), and
    #: its expected mines as ``pool_mines / relative``.
    pool: int
    pool_mines: int
    relative: int  #: the layouts, up to the factor `LayoutCount` restores
    constant: int  #: the product of the pooled components' constant factors
    high: int  #: the most mines the frontier outside the pool may hold
    divisor: int  #: the weight of ``high``, for `LayoutCount`


def pooled(poly: list[int]) -> bool:
    """Whether a component's layouts by mines, from its fewest, are ``c * (1 + y)``."""
    return len(poly) == 2 and poly[0] == poly[1]


def weigh_components(
    polys: list[list[int]], outside: int, left: int, fewest: int
) -> Weighing | None:
    """Weigh components whose mine count varies (``polys``: layouts by mines above each
    one's fewest, which add up to ``fewest`` for the whole frontier) with ``outside`` cells,
    ``left`` mines in all; None when no total fits."""
    pool = outside + sum(1 for poly in polys if pooled(poly))
    tree = [i for i, poly in enumerate(polys) if not pooled(poly)]
    most = fewest + sum(len(polys[i]) - 1 for i in tree)
    low, high = max(fewest, left - pool), min(most, left)
    if low > high:
        return None
    parts = [polys[i] for i in tree]
    # weights[t]: the weight of the frontier outside the pool holding fewest + t mines.
    # A large board's components come in a few kinds: one product, divided once per kind,
    # and weighed by splitting, the weights never written out.
    if division_cost(parts) < (most - fewest + 1) ** 2:
        split = SplitWeights(pool, left, low, high, low - fewest, most - fewest + 1)
        relative, outer = outer_weights_by_division(parts, split)
        divisor = split.last
    else:
        spread = outside_weights(pool, left, low, high)
        common = gcd(*spread)  # shorter numbers in the tree's long products
        spread = [w // common for w in spread]
        weights = [spread[k - low] if low <= k <= high else 0 for k in range(fewest, most + 1)]
        relative, outer = outer_weights(parts, weights)
        divisor = spread[-1]
    if not relative:
        return None
    tree_mines = relative * fewest
    vectors: list[list[int]] = [[] for _ in polys]
    for i, vector in zip(tree, outer, strict=True):
        tree_mines += sum(t * c * w for t, (c, w) in enumerate(zip(polys[i], vector)) if c)
        vectors[i] = vector
    pool_mines = left * relative - tree_mines
    constant = 1
    for i, poly in enumerate(polys):
        if pooled(poly):
            # Its own cell is safe or holds the mine as any cell of the pool does.
            vectors[i] = [pool * relative - pool_mines, pool_mines]
            constant *= poly[0]
    denominators = []
    # Components alike get equal vectors: reduced once, and the same list for each of them.
    reduced: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[list[int], int]] = {}
    for i, poly in enumerate(polys):
        key = (tuple(poly), tuple(vectors[i]))
        found = reduced.get(key)
        if found is None:
            shared = gcd(*vectors[i])  # of every numerator the vector makes, and the total
            vector = [w // shared for w in vectors[i]]
            found = reduced[key] = (vector, sum(c * w for c, w in zip(poly, vector, strict=True)))
        vectors[i] = found[0]
        denominators.append(found[1])
    return Weighing(vectors, denominators, pool, pool_mines, relative, constant, high, divisor)
