"""Why a puzzle has no solution: a minimal set of givens that cannot all hold.

For the explanation, every cell may take any digit and each given is a constraint of its own
(``r1c1=5``), so that the generic `aimacsp.minimal_conflict` can choose among the givens while
the 27 units are kept as the rules of the game. The answer is minimal: drop any one of its
givens, keep the rest of them, and some grid meets the rules. The givens are shrunk by
deletion filtering: a wrong given typically conflicts with a third to all of the others, and
there it needs about half the time of QuickXplain (``benchmarks/explain.py``).

Below, r1c7..r1c9 would need 7, 8 and 9, but the 9 in their box forbids it: r1c7=7 and
r1c8=8 play no part.

>>> puzzle = Grid.parse("12345678." + "........9" + "." * 63)
>>> describe(explain_unsolvable(puzzle) or [], puzzle)
'the givens r1c1=1, r1c2=2, r1c3=3, r1c4=4, r1c5=5, r1c6=6 and r2c9=9'
"""

from __future__ import annotations

from collections.abc import Sequence

from aimacsp import CSP, AllDifferent, Constraint, Limits, Table, minimal_conflict

from .grid import UNITS, Cell, Grid, as_grid, cell_name

__all__ = ["explain_unsolvable", "describe", "givens_csp"]

DIGITS = tuple(range(1, 10))


def explain_unsolvable(
    puzzle: Grid | str, limits: Limits | None = None
) -> list[Cell] | None:
    """The cells of a minimal set of givens that no grid can keep together, row by row;
    None when the puzzle has a solution.

    ``limits`` bound the search (see `aimacsp.minimal_conflict`, which raises
    `aimacsp.SearchLimitReached` when they stop it before an answer).
    """
    grid = as_grid(puzzle, "explain_unsolvable")
    csp, givens = givens_csp(grid)
    conflict = minimal_conflict(csp, among=givens, limits=limits, method="deletion")
    if conflict is None:
        return None
    return [constraint.scope[0] for constraint in conflict]


def givens_csp(grid: Grid) -> tuple[CSP[Cell, int], list[Constraint[Cell, int]]]:
    """The CSP in which a conflict is sought: any digit in any cell, the 27 units, and one
    unary constraint per given (named ``r1c1=5``), returned also on their own."""
    csp: CSP[Cell, int] = CSP()
    csp.add_variables([divmod(k, 9) for k in range(81)], DIGITS)
    for _, unit in UNITS:
        csp.add_constraint(AllDifferent(unit))
    givens: list[Constraint[Cell, int]] = [
        csp.add_constraint(Table([cell], [(digit,)], name=f"{cell_name(cell)}={digit}"))
        for cell, digit in grid.givens()
    ]
    return csp, givens


def describe(cells: Sequence[Cell], puzzle: Grid) -> str:
    """The givens of ``cells`` for a person: ``the givens r1c1=5, r4c1=2 and r9c9=1``."""
    names = [f"{cell_name(cell)}={puzzle[cell]}" for cell in cells]
    if len(names) == 1:
        return f"the given {names[0]}"
    return f"the givens {', '.join(names[:-1])} and {names[-1]}"
