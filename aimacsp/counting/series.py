"""Counts by degree, kept from their lowest degree: the counter's inner arithmetic.

A part of a Minesweeper frontier with 300 boxes may hold between 80 and 120 mines: its count
by degree has 40 terms, not 120. A *series* is the pair ``(low, coefficients)``, the first
coefficient being that of degree ``low``; the zero series has no coefficients. Products add
the lows, so no work is spent on the degrees no solution reaches. A *functional* (a weight
for each degree, as the marginals' backward pass carries) is a series too.
"""

from __future__ import annotations

__all__ = ["Series", "ZERO", "correlate", "dense", "plus", "times", "weigh"]

Series = tuple[int, list[int]]
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
