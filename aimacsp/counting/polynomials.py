"""Counts by degree as polynomials: coefficient lists, lowest degree first, exact integers.

A counter keeps, for each part of a problem, how much weight its solutions have at each
degree; independent parts combine by multiplication (a convolution of the lists) and
alternatives by addition. A *weighing* gives a weight to each total degree; `outer_weights`
says, for each of several independent parts, what a unit of its own degree k is worth once
the other parts and the weighing are taken into account, without forming the products of
all the others one by one.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["Poly", "multiply", "weigh", "correlate", "outer_weights"]

Poly = list[int]  # coefficients by degree



def multiply(a: Poly, b: Poly, cap: int | None = None) -> Poly:
    """The product ``a * b``, without the degrees above ``cap``.

    >>> multiply([1, 1], [1, 2, 1])
    [1, 3, 3, 1]
    """
    if len(a) > len(b):
        a, b = b, a
    low_a = _lowest(a)
    low_b = _lowest(b)
    if low_a < 0 or low_b < 0:
        return []
    size = len(a) + len(b) - 1
    if cap is not None:
        size = min(size, cap + 1)
    if low_a + low_b >= size:
        return []
    out = [0] * size
    b_tail = b[low_b:]
    for i in range(low_a, len(a)):
        x = a[i]
        if not x:
            continue
        start = i + low_b
        if start >= size:
            break
        stop = min(size - start, len(b_tail))
        for j in range(stop):
            y = b_tail[j]
            if y:
                out[start + j] += x * y
    return out


def _lowest(poly: Poly) -> int:
    """The lowest degree with a non-zero coefficient, or -1 for the zero polynomial."""
    for k, c in enumerate(poly):
        if c:
            return k
    return -1


def weigh(poly: Poly, weights: Sequence[int], shift: int = 0) -> int:
    """The sum of ``poly[k] * weights[k + shift]`` (degrees past the weights weigh nothing)."""
    total = 0
    end = min(len(poly), len(weights) - shift)
    for k in range(max(0, -shift), end):
        c = poly[k]
        if c:
            total += c * weights[k + shift]
    return total


def correlate(poly: Poly, weights: Sequence[int], width: int) -> list[int]:
    """For k below ``width``, the weight ``sum(poly[j] * weights[j + k])``: what a unit at
    degree k is worth beside ``poly``."""
    return [weigh(poly, weights, k) for k in range(width)]


def outer_weights(parts: Sequence[Poly], weights: Sequence[int]) -> tuple[int, list[list[int]]]:
    """The weighed total of the product of independent ``parts``, and for each part its
    outer weights: ``outer[i][k]`` is what degree k of part i is worth, so that the weighed
    total equals ``weigh(parts[i], outer[i])`` for every i.

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
    tree: list[Poly] = [[1] for _ in range(2 * size)]
    span = [0] * (2 * size)
    for i, part in enumerate(parts):
        tree[size + i] = part
        span[size + i] = max(len(part) - 1, 0)
    cap = max(len(weights) - 1, 0)
    for node in range(size - 1, 0, -1):
        tree[node] = multiply(tree[2 * node], tree[2 * node + 1], cap)
        span[node] = min(span[2 * node] + span[2 * node + 1], cap)
    down: list[list[int]] = [[] for _ in range(2 * size)]
    down[1] = list(weights)
    for node in range(1, size):
        outer = down[node]
        left, right = 2 * node, 2 * node + 1
        down[left] = correlate(tree[right], outer, span[left] + 1)
        down[right] = correlate(tree[left], outer, span[right] + 1)
    total = weigh(tree[1], weights)
    return total, [down[size + i][: len(parts[i])] for i in range(len(parts))]
