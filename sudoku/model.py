"""Sudoku as a CSP: one variable per cell, and 27 all-different units or 810 binary `!=`.

The variables are the cells ``(row, col)`` with the digits 1..9 as values; a given is a
variable with a one-value domain. `solve` runs one of the named `STRATEGIES` on it.

>>> puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
>>> solve(puzzle).to_line()
'417369825632158947958724316825437169791586432346912758289643571573291684164875293'
"""

from __future__ import annotations

import operator
from collections.abc import Iterator
from dataclasses import dataclass

from aimacsp import (
    CSP,
    AllDifferent,
    Inference,
    Limits,
    Solver,
    ValueOrderer,
    VariableSelector,
    first_unassigned_variable,
    forward_checking,
    lcv,
    mac,
    mrv,
    no_inference,
    unordered_domain_values,
)

from .grid import UNITS, Cell, Grid, as_grid

__all__ = [
    "Strategy", "STRATEGIES", "ENCODINGS", "LEVELS", "build_csp", "solver", "solve", "solutions"
]

ENCODINGS = ("alldiff", "binary")
LEVELS = ("gac", "basic")  #: how strongly an all-different unit propagates
DIGITS = tuple(range(1, 10))


@dataclass(frozen=True)
class Strategy:
    """How to search: a variable selector, a value orderer and an inference (AIMA 6.3)."""

    select: VariableSelector[Cell, int]
    order: ValueOrderer[Cell, int]
    inference: Inference[Cell, int]
    description: str


#: The strategies the command line and `solve` know, by name.
STRATEGIES: dict[str, Strategy] = {
    "simple": Strategy(
        first_unassigned_variable, unordered_domain_values, no_inference,
        "first unassigned cell, digits in order, no inference",
    ),
    "mrv_lcv": Strategy(mrv, lcv, no_inference, "MRV, least constraining value, no inference"),
    "fc": Strategy(mrv, unordered_domain_values, forward_checking, "MRV + forward checking"),
    "mac": Strategy(mrv, unordered_domain_values, mac, "MRV + maintaining arc consistency"),
}


def build_csp(grid: Grid, encoding: str = "alldiff", level: str = "gac") -> CSP[Cell, int]:
    """The CSP of ``grid``: 27 `AllDifferent` units (at propagation ``level``) or, with
    ``encoding="binary"``, the textbook's 810 binary ``!=`` constraints (AIMA section 6.2.6)."""
    if not isinstance(grid, Grid):
        raise TypeError(f"build_csp: grid must be a Grid, got {type(grid).__name__}")
    if encoding not in ENCODINGS:
        raise ValueError(f"unknown encoding {encoding!r}: choose one of {', '.join(ENCODINGS)}")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    csp: CSP[Cell, int] = CSP()
    cells = grid.cells
    for k in range(81):
        csp.add_variable(divmod(k, 9), (cells[k],) if cells[k] else DIGITS)
    if encoding == "alldiff":
        for _, unit in UNITS:
            csp.add_constraint(AllDifferent(unit, level=level))
    else:
        for a, b in _peer_pairs():
            csp.add_constraint(operator.ne, [a, b])
    return csp


def _peer_pairs() -> list[tuple[Cell, Cell]]:
    """Every unordered pair of cells sharing a unit, once (810 pairs)."""
    pairs: dict[tuple[Cell, Cell], None] = {}
    for _, unit in UNITS:
        for i, a in enumerate(unit):
            for b in unit[i + 1 :]:
                pairs.setdefault((a, b), None)
    return list(pairs)


def solver(
    puzzle: Grid | str,
    strategy: str = "mac",
    encoding: str = "alldiff",
    level: str = "gac",
    limits: Limits | None = None,
) -> Solver[Cell, int]:
    """A `Solver` for ``puzzle`` with the named strategy, for callers who want its stats."""
    grid = as_grid(puzzle, "solver")
    try:
        plan = STRATEGIES[strategy]
    except (KeyError, TypeError):  # TypeError: a name that cannot be hashed
        raise ValueError(
            f"unknown strategy {strategy!r}: choose one of {', '.join(STRATEGIES)}"
        ) from None
    return Solver(
        build_csp(grid, encoding, level),
        select=plan.select,
        order=plan.order,
        inference=plan.inference,
        limits=limits,
    )


def to_grid(assignment: dict[Cell, int]) -> Grid:
    """The grid of a complete assignment."""
    return Grid(tuple(assignment[divmod(k, 9)] for k in range(81)))


def solve(puzzle: Grid | str, strategy: str = "mac", encoding: str = "alldiff") -> Grid | None:
    """The solved grid, or None when the puzzle has no solution."""
    assignment = solver(puzzle, strategy, encoding).solve()
    return None if assignment is None else to_grid(assignment)


def solutions(
    puzzle: Grid | str, strategy: str = "mac", encoding: str = "alldiff"
) -> Iterator[Grid]:
    """Every solution of ``puzzle``, lazily (take two to test uniqueness)."""
    for assignment in solver(puzzle, strategy, encoding).solutions():
        yield to_grid(assignment)
