"""Sudoku on aimacsp: parse a grid, build its CSP, solve it with a textbook strategy.

>>> from sudoku import Grid, solve
>>> puzzle = Grid.parse(
...     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
... )
>>> solve(puzzle).to_line()[:9]
'483921657'
"""

from .explain import explain_unsolvable
from .grid import UNITS, Cell, Grid, GridError, cell_name, is_solution, validate
from .model import ENCODINGS, STRATEGIES, Strategy, build_csp, solutions, solve, solver
from .picture import GridPicture

__all__ = [
    "Grid",
    "GridError",
    "Cell",
    "cell_name",
    "UNITS",
    "validate",
    "is_solution",
    "build_csp",
    "solve",
    "solutions",
    "solver",
    "Strategy",
    "STRATEGIES",
    "ENCODINGS",
    "explain_unsolvable",
    "GridPicture",
]
