"""The book's example problems as ready-made CSPs, and problems written for aima-python.

From AIMA chapter 6: map colouring (`australia`, Figure 6.1; `usa` and `france`, from a
neighbours text read by `parse_neighbors`, made by `map_coloring`), `queens`,
`send_more_money`, `magic_square`, the `zebra` puzzle and the `car_assembly` job-shop; and
the general `jobshop` with Fisher and Thompson's `ft06`.
`from_aima` turns a problem written against aima-python's ``csp.py`` into a `CSP` with the
same solutions.

>>> from aimacsp import count_solutions
>>> count_solutions(australia())
18
"""

from .aima import from_aima
from .assembly import CAR_TASKS, car_assembly
from .jobshop import FT06, ft06, jobshop
from .maps import (
    AUSTRALIA_BORDERS,
    FRANCE_NEIGHBORS,
    USA_NEIGHBORS,
    australia,
    france,
    map_coloring,
    parse_neighbors,
    usa,
)
from .puzzles import BINARY_SCALES, ZEBRA_GROUPS, magic_square, queens, send_more_money, zebra

__all__ = [
    "AUSTRALIA_BORDERS",
    "BINARY_SCALES",
    "CAR_TASKS",
    "FRANCE_NEIGHBORS",
    "FT06",
    "USA_NEIGHBORS",
    "ZEBRA_GROUPS",
    "australia",
    "car_assembly",
    "france",
    "from_aima",
    "ft06",
    "jobshop",
    "magic_square",
    "map_coloring",
    "parse_neighbors",
    "queens",
    "send_more_money",
    "usa",
    "zebra",
]
