"""The textbook's example problems as ready-made CSPs (AIMA sections 6.1 and 6.2).

>>> from aimacsp import count_solutions
>>> count_solutions(australia())
18
"""

from __future__ import annotations

import itertools
import warnings

from .arguments import check_whole
from .constraints import AllDifferent, Sum
from .errors import ModelError
from .model import CSP

__all__ = [
    "AUSTRALIA_BORDERS",
    "BINARY_SCALES",
    "australia",
    "magic_square",
    "queens",
    "send_more_money",
]

#: The largest n-queens board `queens` states by the textbook's binary constraints by default:
#: up to here MAC solves it as fast as with three `AllDifferent` (30 queens: 0.04 s against
#: 0.01 s; 50: 0.4 s against 0.04 s; measured with ``benchmarks/nqueens.py``'s machine).
BINARY_SCALES = 30

#: The neighbouring states and territories of Australia (AIMA Figure 6.1).
AUSTRALIA_BORDERS = [
    ("WA", "NT"), ("WA", "SA"), ("NT", "SA"), ("NT", "Q"), ("SA", "Q"),
    ("SA", "NSW"), ("SA", "V"), ("Q", "NSW"), ("NSW", "V"),
]  # fmt: skip


def australia(colours: tuple[str, ...] = ("red", "green", "blue")) -> CSP[str, str]:
    """Colour the map of Australia so that no neighbours share a colour (AIMA Figure 6.1)."""
    csp: CSP[str, str] = CSP()
    csp.add_variables(["WA", "NT", "SA", "Q", "NSW", "V", "T"], colours)
    for a, b in AUSTRALIA_BORDERS:
        csp.add_constraint(lambda x, y: x != y, [a, b])
    return csp


def queens(n: int, encoding: str = "auto") -> CSP[int, int]:
    """Place n queens, one per column (variable = column, value = row), none attacking.

    ``encoding="binary"`` is the textbook model, one predicate per pair of columns (AIMA
    6.1): the one to study, but its n(n-1)/2 constraints make MAC slow on large boards
    (100 queens about 3 s, 200 over 20 s, where ``"alldiff"`` takes a tenth of a second),
    so asking for it beyond `BINARY_SCALES` queens warns. ``"alldiff"`` states rows and
    both diagonals as three `AllDifferent` constraints with offsets: the model that scales.
    ``"auto"`` (the default) is the textbook model up to `BINARY_SCALES` queens, where both
    are fast and the tutorials count its search, and the one that scales above.

    >>> [len(queens(n).constraints) for n in (8, 200)]
    [28, 3]
    """
    check_whole(n, "n", "queens")
    if encoding == "auto":
        encoding = "binary" if n <= BINARY_SCALES else "alldiff"
    elif encoding == "binary" and n > BINARY_SCALES:
        warnings.warn(
            f"queens({n}, 'binary'): {n * (n - 1) // 2:,} binary constraints; MAC slows down"
            " sharply on large boards (200 queens: over 20 s), where encoding='alldiff'"
            " takes a fraction of a second",
            stacklevel=2,
        )
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(n), range(n))
    if encoding == "binary":
        for i, j in itertools.combinations(range(n), 2):
            csp.add_constraint(lambda a, b, d=j - i: a != b and abs(a - b) != d, [i, j])
    elif encoding == "alldiff":
        csp.add_constraint(AllDifferent(range(n)))
        csp.add_constraint(AllDifferent(range(n), offsets=range(n)))
        csp.add_constraint(AllDifferent(range(n), offsets=[-i for i in range(n)]))
    else:
        raise ModelError(f"unknown encoding {encoding!r}; choose 'auto', 'binary' or 'alldiff'")
    return csp


def send_more_money() -> CSP[str, int]:
    """SEND + MORE = MONEY, each letter a different digit, no leading zero (AIMA 6.1.3)."""
    csp: CSP[str, int] = CSP()
    letters = "SENDMORY"
    csp.add_variables(letters, range(10))
    csp.add_constraint(AllDifferent(list(letters)))
    # SEND + MORE - MONEY = 0 is one linear equation; the weights are the place values.
    weights = {"S": 1000, "E": 91, "N": -90, "D": 1, "M": -9000, "O": -900, "R": 10, "Y": -1}
    csp.add_constraint(Sum(list(weights), "==", 0, list(weights.values())))
    csp.add_constraint(lambda s: s != 0, ["S"])
    csp.add_constraint(lambda m: m != 0, ["M"])
    return csp


def magic_square(n: int = 3) -> CSP[tuple[int, int], int]:
    """Fill an n x n grid with 1..n*n so that rows, columns and diagonals share one sum."""
    check_whole(n, "n", "magic_square", least=1)
    cells = [(r, c) for r in range(n) for c in range(n)]
    csp: CSP[tuple[int, int], int] = CSP()
    csp.add_variables(cells, range(1, n * n + 1))
    csp.add_constraint(AllDifferent(cells))
    total = n * (n * n + 1) // 2
    lines = [[(r, c) for c in range(n)] for r in range(n)]
    lines += [[(r, c) for r in range(n)] for c in range(n)]
    lines += [[(k, k) for k in range(n)], [(k, n - 1 - k) for k in range(n)]]
    for line in lines:
        csp.add_constraint(Sum(line, "==", total))
    return csp
