"""Which variables of a search hold their domain as a bitset, and which as intervals.

A search holds each domain in the representation that suits it (Choco's choice per variable):

- a *bitset* (a Python ``int``, one bit per value, bits shared by all the bitset variables of
  the search): any hashable values, and the fastest for puzzles (Sudoku, Minesweeper,
  n-queens); it is what the book's algorithms read, and what a constraint that needs its
  values listed (a table, a predicate, Régin's all-different) works on;
- *intervals* (`aimacsp.intervals`): an integer range of any width (seconds of a day, cents,
  10**18), as its bounds with the holes constraints punch, never one bit per value.

A variable is held as intervals when its domain is a range of at least `INTERVALS_FROM` integers
(a ``range``, or increasing integers in few runs) and every constraint on it reasons on
bounds there (`Constraint.accepts_intervals`). Otherwise it is a bitset, which holds at most
`aimacsp.model.MAX_DOMAIN` values: past that, the constraint that needs the values is named.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import ModelError, brief
from ..intervals import Intervals, size_of
from ..model import CSP, MAX_DOMAIN

__all__ = ["INTERVALS_FROM", "domain_size", "interval_form", "wide_variables"]

#: A search holds a wide range as intervals from this many values on; below, as a bitset, with
#: the search's value-by-value choices. A bitset of a thousand values costs little, and the
#: two representations search differently (intervals split what is left of a domain in
#: halves): on Golomb rulers of 8 marks (marks in 0..64) intervals took 9,499 nodes to the
#: optimum where bitsets take 5,025.
INTERVALS_FROM = 1024

#: A listed domain (not a ``range``) becomes intervals only when it is this few runs at most.
MAX_RUNS = 16


def interval_form(domain: Sequence[Any]) -> Intervals | None:
    """``domain`` as intervals when it is integers in few runs, else None (a wide domain is
    tried from its least value up, whatever order it was listed in).

    >>> interval_form(range(0, 86400)), interval_form((8, 1, 2, 3, 7)), interval_form("ab")
    ((0, 86399), (1, 3, 7, 8), None)
    """
    if type(domain) is range:
        if domain.step == 1 and len(domain):
            return (domain.start, domain.stop - 1)
        return None
    if any(type(value) is not int for value in domain):
        return None
    found: list[int] = []
    previous = None
    for value in sorted(domain):
        if previous is not None and value == previous + 1:
            found[-1] = value
        else:
            if len(found) >= 2 * MAX_RUNS:
                return None
            found += (value, value)
        previous = value
    return tuple(found) if found else None


def domain_size(domain: Sequence[Any]) -> int:
    """How many values a model's domain holds (a ``range`` of any width included)."""
    if type(domain) is range:
        return domain.stop - domain.start if domain.step == 1 else len(domain)
    return len(domain)


def wide_variables(csp: CSP[Any, Any], intervals: bool) -> dict[Any, Intervals]:
    """The variables a search holds as intervals, with their initial intervals.

    With ``intervals`` False every domain must be a bitset (counting, the audit, AC-3 step
    by step): a domain too wide for one is refused, naming the variable and who needs it.
    """
    wide: dict[Any, Intervals] = {}
    for var, domain in csp.domains.items():
        size = domain_size(domain)
        if size < INTERVALS_FROM:
            continue
        form = interval_form(domain) if intervals else None
        if form is not None:
            refusing = [c for c in csp.constraints_on(var) if not c.accepts_intervals(var)]
            if not refusing:
                wide[var] = form
                continue
            if size > MAX_DOMAIN:
                raise ModelError(
                    f"{refusing[0]!r} needs the values of {brief(var)} listed, and its domain"
                    f" holds {size:,} integers ({domain[0]}..{domain[-1]}), more than the"
                    f" {MAX_DOMAIN:,} a listed domain may hold: narrow the domain, or write the"
                    " condition with arithmetic (csp.add(x + y <= z)) or a constraint that"
                    " reasons on bounds (Sum, NoOverlap, Cumulative, Minimum, Maximum, ...)"
                )
        elif size > MAX_DOMAIN:
            raise ModelError(
                f"variable {brief(var)}: this computation lists every value, and its domain holds"
                f" {size:,} ({domain[0]}..{domain[-1]}), more than {MAX_DOMAIN:,}; a Solver"
                " search reasons on its bounds instead"
            )
    assert all(size_of(form) >= INTERVALS_FROM for form in wide.values())
    return wide
