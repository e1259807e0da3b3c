"""The book's puzzles: n-queens, SEND + MORE = MONEY, the magic square and the zebra puzzle."""

from __future__ import annotations

import itertools
import warnings

from ..arguments import check_whole
from ..constraints import AllDifferent, Sum
from ..errors import ModelError
from ..model import CSP

__all__ = ["BINARY_SCALES", "ZEBRA_GROUPS", "magic_square", "queens", "send_more_money", "zebra"]

#: The largest n-queens board `queens` states by the textbook's binary constraints by default:
#: up to here MAC solves it as fast as with three `AllDifferent` (30 queens: 0.04 s against
#: 0.01 s; 50: 0.4 s against 0.04 s; measured with ``benchmarks/nqueens.py``'s machine).
BINARY_SCALES = 30


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
    letters = list("SENDMORY")
    csp.add_variables(letters, range(10))
    csp.add_constraint(AllDifferent(letters))
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


#: The zebra puzzle's five groups of five: each item lives in one of the houses 1 to 5
#: (numbered from the left), and no two items of one group share a house.
ZEBRA_GROUPS = {
    "nationality": ("Englishman", "Spaniard", "Norwegian", "Ukrainian", "Japanese"),
    "colour": ("Red", "Green", "Ivory", "Yellow", "Blue"),
    "pet": ("Dog", "Snails", "Fox", "Horse", "Zebra"),
    "drink": ("Coffee", "Tea", "Milk", "OrangeJuice", "Water"),
    "sweet": ("Hershey", "KitKat", "Smarties", "Snickers", "MilkyWay"),
}


def _same(a: int, b: int) -> bool:
    """In the same house."""
    return a == b


def _next_to(a: int, b: int) -> bool:
    """In neighbouring houses."""
    return abs(a - b) == 1


def _right_of(a: int, b: int) -> bool:
    """Immediately to the right."""
    return a == b + 1


#: The clues that relate two items: (first, relation, second, the clue in words).
_CLUES = [
    ("Englishman", _same, "Red", "the Englishman lives in the red house"),
    ("Spaniard", _same, "Dog", "the Spaniard owns the dog"),
    ("Green", _right_of, "Ivory", "the green house is just right of the ivory one"),
    ("Hershey", _next_to, "Fox", "the Hershey eater lives next to the fox"),
    ("KitKat", _same, "Yellow", "Kit Kats are eaten in the yellow house"),
    ("Norwegian", _next_to, "Blue", "the Norwegian lives next to the blue house"),
    ("Smarties", _same, "Snails", "the Smarties eater owns snails"),
    ("Snickers", _same, "OrangeJuice", "the Snickers eater drinks orange juice"),
    ("Ukrainian", _same, "Tea", "the Ukrainian drinks tea"),
    ("Japanese", _same, "MilkyWay", "the Japanese eats Milky Ways"),
    ("KitKat", _next_to, "Horse", "Kit Kats are eaten next to the horse"),
    ("Coffee", _same, "Green", "coffee is drunk in the green house"),
]


def zebra() -> CSP[str, int]:
    """The zebra puzzle of AIMA's chapter 6 exercises: 25 items in five houses; who owns the
    zebra, and who drinks water? One variable per item, its value the house (1 to 5 from the
    left); each clue is a constraint named by its words, so an explanation reads like them.

    >>> from aimacsp import Solver, count_solutions
    >>> houses = Solver(zebra()).solve()
    >>> houses["Zebra"], houses["Japanese"], houses["Water"], houses["Norwegian"]
    (5, 5, 1, 1)
    >>> count_solutions(zebra())
    1
    """
    csp: CSP[str, int] = CSP()
    for items in ZEBRA_GROUPS.values():
        csp.add_variables(items, range(1, 6))
    for group, items in ZEBRA_GROUPS.items():
        csp.add_constraint(AllDifferent(items, name=f"one {group} per house"))
    csp.add_constraint(lambda house: house == 1, ["Norwegian"], "the Norwegian lives first")
    csp.add_constraint(lambda house: house == 3, ["Milk"], "milk is drunk in the middle house")
    for first, relation, second, words in _CLUES:
        csp.add_constraint(relation, [first, second], words)
    return csp
