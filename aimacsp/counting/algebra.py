"""The arithmetic of counts by degree: one algebra for the counting engine and its results.

A count by degree says how much weight the solutions have at each degree (for Minesweeper,
how many layouts have k mines). Independent parts combine by multiplication (a convolution)
and alternatives by addition. Inside the engine a count is a *series*, the pair ``(low,
coefficients)`` whose first coefficient is that of degree ``low`` (the zero series has
none): a part of a frontier with 300 boxes may hold 80 to 120 mines, so its series has 40
terms, not 120, and products add the lows, spending nothing on degrees no solution reaches.
A result handed to a user is a *polynomial*, the plain list of coefficients from degree 0
(`dense`). A *functional*, a weight for each degree (a weighing, or the outer values the
marginals carry down), is a series too: `weigh` applies one, `correlate` moves one across a
factor, and `outer_weights` does both for many independent parts at once.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = [
    "Series",
    "Poly",
    "ZERO",
    "correlate",
    "dense",
    "plus",
    "times",
    "weigh",
    "outer_weights",
]

Series = tuple[int, list[int]]
Poly = list[int]  # coefficients by degree, from degree 0
ZERO: Series = (0, [])


def dense(series: Series) -> list[int]:
    """The coefficients from degree 0.

    >>> dense((2, [1, 3]))
    [0, 0, 1, 3]
    """
    low, coefficients = series
    return [0] * low + coefficients if coefficients else []


def times(a: Series, b: Series, cap: int | None = None) -> Series:
    """The product, without the degrees above ``cap``.

    >>> times((1, [1, 1]), (0, [1, 2, 1]))
    (1, [1, 3, 3, 1])
    """
    (low_a, x), (low_b, y) = a, b
    if not x or not y:
        return ZERO
    low = low_a + low_b
    size = len(x) + len(y) - 1
    if cap is not None:
        if low > cap:
            return ZERO
        size = min(size, cap - low + 1)
    if len(x) > len(y):
        x, y = y, x
    if len(x) == 1:
        c = x[0]
        return low, [c * d for d in y[:size]]
    out = [0] * size
    for i, c in enumerate(x):
        if i >= size:
            break
        if c:
            for j, d in enumerate(y[: size - i], i):
                if d:
                    out[j] += c * d
    return low, out


def plus(a: Series, b: Series) -> Series:
    """The sum (a new series; neither argument changes)."""
    (low_a, x), (low_b, y) = a, b
    if not x:
        return b
    if not y:
        return a
    low = min(low_a, low_b)
    out = [0] * (max(low_a + len(x), low_b + len(y)) - low)
    for k, c in enumerate(x, low_a - low):
        out[k] = c
    for k, c in enumerate(y, low_b - low):
        out[k] += c
    return low, out


def weigh(series: Series, functional: Series) -> int:
    """The sum over degrees d of ``series[d] * functional[d]``."""
    (low, x), (f_low, f) = series, functional
    start = max(low, f_low)
    stop = min(low + len(x), f_low + len(f))
    total = 0
    for c, w in zip(x[start - low : stop - low], f[start - f_low : stop - f_low]):
        if c:
            total += c * w
    return total


def correlate(other: Series, functional: Series, low: int, width: int) -> Series:
    """The functional for a factor with degrees ``low .. low + width - 1`` multiplied by
    ``other``: at degree d, the sum over e of ``other[e] * functional[d + e]``."""
    (o_low, x), (f_low, f) = other, functional
    out = [0] * width
    for e, c in enumerate(x, o_low):
        if not c:
            continue
        # functional[d + e] for d from low: f's index d + e - f_low.
        start = low + e - f_low
        first = max(0, -start)
        last = min(width, len(f) - start)
        if first >= last:
            continue
        segment = f[start + first : start + last]
        out[first:last] = [o + c * w for o, w in zip(out[first:last], segment)]
    return low, out


def outer_weights(parts: Sequence[Poly], weights: Sequence[int]) -> tuple[int, list[list[int]]]:
    """The weighed total of the product of independent ``parts``, and for each part its
    outer weights: ``outer[i][k]`` is what degree k of part i is worth, so that the weighed
    total equals ``sum(parts[i][k] * outer[i][k])`` for every i (polynomials in, out).

    The parts are paired in a balanced tree: products go up, outer weights come down, so
    each level of the tree costs one pass over the coefficients.

    >>> outer_weights([[1, 1], [1, 1]], [0, 0, 1])  # two coins, exactly two heads
    (1, [[0, 1], [0, 1]])
    """
    if not parts:
        return (weights[0] if weights else 0), []
    # tree[1] is the root; the leaves tree[size + i] hold the parts. span[node] is the
    # highest degree the node could reach (its product may be shorter, or zero).
    size = 1
    while size < len(parts):
        size *= 2
    one: Series = (0, [1])
    tree: list[Series] = [one] * (2 * size)
    span = [0] * (2 * size)
    for i, part in enumerate(parts):
        tree[size + i] = (0, list(part))
        span[size + i] = max(len(part) - 1, 0)
    cap = max(len(weights) - 1, 0)
    for node in range(size - 1, 0, -1):
        tree[node] = times(tree[2 * node], tree[2 * node + 1], cap)
        span[node] = min(span[2 * node] + span[2 * node + 1], cap)
    down: list[Series] = [ZERO] * (2 * size)
    down[1] = (0, list(weights))
    for node in range(1, size):
        outer = down[node]
        left, right = 2 * node, 2 * node + 1
        down[left] = correlate(tree[right], outer, 0, span[left] + 1)
        down[right] = correlate(tree[left], outer, 0, span[right] + 1)
    total = weigh(tree[1], down[1])
    return total, [down[size + i][1][: len(parts[i])] for i in range(len(parts))]
