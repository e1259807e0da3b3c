"""Outer weights by division, for many independent parts of few kinds.

`outer_weights` pairs the parts in a tree and sends the weighing down it: each level
correlates long lists of weights, S^2 products in all for S the sum of the parts' spans, and
when the weights are integers of thousands of digits (a binomial for each total, as the cells
off a Minesweeper frontier give) each of those products is a long multiplication.

When the parts come in few kinds (a large Minesweeper board: 2,000 components of some 20
kinds), the product of all the others is the product of all divided by the part's own
polynomial. Dividing is exact and cheap (the part's coefficients are small), and weighing
the quotient costs S long products for each degree of the part, once per kind: some 20 * 2
* S instead of S^2. The products of parts go up as before, their coefficients far shorter
than the weights.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from .algebra import Poly, dense, outer_weights, times, weigh

__all__ = ["Weigher", "division_cost", "outer_weights_by_division", "power"]


class Weigher(Protocol):
    """Weights that know how to weigh a polynomial faster than term by term (say, weights
    that are products of small factors): ``weigher(poly, shift)`` is the sum of
    ``poly[j] * weights[j + shift]``, and ``len(weigher)`` the number of weights."""

    def __len__(self) -> int: ...

    def __call__(self, poly: Poly, shift: int = 0) -> int: ...


def division_cost(parts: Sequence[Poly]) -> int:
    """How many long products `outer_weights_by_division` makes, to compare with the
    ``span ** 2`` of the tree."""
    span = sum(max(len(part) - 1, 0) for part in parts)
    return (span + 1) * (1 + sum(len(part) for part in {tuple(part) for part in parts}))


def outer_weights_by_division(
    parts: Sequence[Poly], weights: Sequence[int] | Weigher
) -> tuple[int, list[list[int]]]:
    """What `outer_weights` gives (the weighed total of the product of ``parts`` and each
    part's outer weights, here for every degree of the part), through one product and one
    division per kind of part. ``weights`` may be a `Weigher`.

    >>> outer_weights_by_division([[1, 1], [1, 1]], [0, 0, 1])  # two coins, two heads
    (1, [[0, 1], [0, 1]])
    """
    lows = [next((k for k, c in enumerate(part) if c), None) for part in parts]
    weigher: Callable[[Poly, int], int]
    if callable(weights):
        weigher = weights
    else:
        functional = (0, list(weights))
        weigher = lambda poly, shift: weigh((shift, poly), functional)  # noqa: E731
    if None in lows:  # a zero part: its outer weights cannot come out of a zero product
        written = [weigher([1], k) for k in range(len(weights))]
        total, outer = outer_weights(parts, written)
        return total, [found + [0] * (len(part) - len(found)) for part, found in zip(parts, outer)]
    # Dividing by y**low shifts the quotient down: keep the degrees it will need.
    cap = max(len(weights) - 1, 0) + max((low or 0 for low in lows), default=0)
    product = _product(list(parts), cap)
    total = weigher(product, 0)
    by_kind: dict[tuple[int, ...], list[int]] = {}
    outer = []
    for part in parts:
        kind = tuple(part)
        found = by_kind.get(kind)
        if found is None:
            others = _divide(product, part)
            found = by_kind[kind] = [weigher(others, k) for k in range(len(part))]
        outer.append(found)
    return total, outer


def _product(parts: list[Poly], cap: int) -> Poly:
    """The product of non-zero ``parts`` without the degrees above ``cap``: each kind raised
    to its power at once (`power`), then the powers paired in a balanced tree so that long
    coefficients meet only near its top."""
    counted: dict[tuple[int, ...], int] = {}
    for part in parts:
        counted[tuple(part)] = counted.get(tuple(part), 0) + 1
    parts = [power(list(kind), n, cap) for kind, n in counted.items()]
    if not parts:
        return [1]
    while len(parts) > 1:
        paired = [dense(times((0, a), (0, b), cap)) for a, b in zip(parts[::2], parts[1::2])]
        parts = paired + parts[len(parts) - len(parts) % 2 :]
    return parts[0]


def power(part: Poly, n: int, cap: int) -> Poly:
    """``part ** n`` for a non-zero part, without the degrees above ``cap``, by J. C. P.
    Miller's recurrence: n times the degree of the part in short steps, not n - 1 products.

    >>> power([1, 2], 3, 10), power([0, 1, 1], 2, 3)
    ([1, 6, 12, 8], [0, 0, 1, 2])
    """
    low = next(k for k, c in enumerate(part) if c)
    head, degree = part[low], len(part) - 1 - low
    shift = low * n
    if shift > cap:
        return []
    size = min(degree * n, cap - shift) + 1
    out = [head**n] + [0] * (size - 1)
    # k * head * out[k] = sum over i of ((n + 1) * i - k) * part[low + i] * out[k - i]
    for k in range(1, size):
        total = 0
        for i in range(1, min(degree, k) + 1):
            c = part[low + i]
            if c:
                total += ((n + 1) * i - k) * c * out[k - i]
        out[k] = total // (k * head)
    return [0] * shift + out


def _divide(product: Poly, part: Poly) -> Poly:
    """``product / part`` from the lowest degree up, for a non-zero part that divides the
    product (its low degrees stay exact when the product lost its top to a cap)."""
    low = next(k for k, c in enumerate(part) if c)
    head, tail = part[low], part[low + 1 :]
    quotient: list[int] = []
    for t, c in enumerate(product[low:]):
        for j, p in enumerate(tail, start=1):
            if j <= t and p:
                c -= p * quotient[t - j]
        quotient.append(c // head)
    return quotient
