"""Proofs about a position: a minimal set of numbers, flags and the mine counter that forces
a cell, or that cannot all hold.

The position becomes a CSP over the cells not revealed (0 safe, 1 mine) in which every piece
of evidence is a constraint of its own: a revealed number (its hidden and flagged neighbours
hold that many mines), a flag (the player says: a mine), and the mine counter (all of them
hold the board's mines). `aimacsp.explain` and `aimacsp.minimal_conflict` choose a minimal
set among them, preferring the evidence nearest the cell. The counter links every cell, so
the search first tries without it, where the evidence splits into independent parts; only
when that finds nothing does QuickXplain run again with the counter, its tests answered by
counting mines (`minesweeper.ai.mine_counter`) rather than by search.

For people, cells are written 1-based as (row,column): ``the 1 at (2,4)``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from aimacsp import CSP, Conflict, Constraint, Sum, explain, minimal_conflict
from aimacsp.explanations import quickxplain
from minesweeper.ai.mine_counter import CounterTester
from minesweeper.game.grid import cells_of
from minesweeper.game.position import Position, PositionError

__all__ = ["Evidence", "contradiction", "proof"]

Cell = tuple[int, int]
_KINDS = ("number", "flag", "counter")  # the order evidence is listed in


@dataclass(frozen=True)
class Evidence:
    """One thing the player sees: a revealed number, a flag, or the mine counter."""

    kind: Literal["number", "flag", "counter"]
    cell: Cell | None  #: None for the counter
    value: int  #: the number shown, 1 for a flag, all the board's mines for the counter

    def __str__(self) -> str:
        if self.cell is None:
            return f"the mine counter ({self.value} mine{'s' if self.value != 1 else ''} in all)"
        where = f"({self.cell[0] + 1},{self.cell[1] + 1})"
        return f"the flag at {where}" if self.kind == "flag" else f"the {self.value} at {where}"

    def sort_key(self) -> tuple[int, Cell]:
        """Numbers, then flags, then the counter; row by row within each."""
        return _KINDS.index(self.kind), self.cell or (0, 0)


Model = tuple[CSP[Cell, int], dict[int, Evidence]]
Rank = tuple[int, int, int, int]  # how much a piece of evidence is wanted in a proof, least first


def evidence_csp(position: Position, counter: bool, near: Cell | None = None) -> Model:
    """The CSP of ``position``, one constraint per piece of evidence (the mine counter only
    when ``counter``), and the evidence of each constraint, by the constraint's id.

    With ``near`` (and no counter), only the part of the evidence linked to that hidden cell
    through shared hidden cells: evidence elsewhere constrains other cells, so it can never
    take part in a proof about this one, and a large board's proof stays local.
    """
    cells = position.cells
    csp: CSP[Cell, int] = CSP()
    hidden, numbers = (
        (cells_of(cells < 0), position.revealed_cells())
        if near is None or counter
        else _linked(position, near)
    )
    csp.add_variables(hidden, (0, 1))
    evidence: dict[int, Evidence] = {}

    def add(constraint: Constraint[Cell, int], what: Evidence) -> None:
        evidence[id(csp.add_constraint(constraint))] = what

    for cell in numbers:
        around = [n for n in position.neighbors(*cell) if cells[n] < 0]
        value = int(cells[cell])
        if not around and value:
            # Nowhere for its mines: the number's own cell (safe, as it is open) stands in.
            csp.add_variable(cell, (0,))
            around = [cell]
        if around:
            add(Sum(around, "==", value), Evidence("number", cell, value))
    kept = set(hidden) if near is not None and not counter else None
    for cell in position.flags():
        if kept is None or cell in kept:
            add(Sum([cell], "==", 1), Evidence("flag", cell, 1))
    unknown = cells_of(cells < 0)
    if counter and unknown:
        add(Sum(unknown, "==", position.mines), Evidence("counter", None, position.mines))
    return csp, evidence


def _linked(position: Position, start: Cell) -> tuple[list[Cell], list[Cell]]:
    """The hidden cells and the numbers linked to ``start`` (a hidden cell) through numbers
    and the hidden cells around them, each list in row-major order."""
    cells = position.cells
    hidden, numbers = {start}, set()
    todo = [start]
    while todo:
        for number in position.neighbors(*todo.pop()):
            if cells[number] >= 0 and number not in numbers:
                numbers.add(number)
                for other in position.neighbors(*number):
                    if cells[other] < 0 and other not in hidden:
                        hidden.add(other)
                        todo.append(other)
    return sorted(hidden), sorted(numbers)


def proof(position: Position, cell: Cell, mine: bool) -> list[Evidence] | None:
    """A minimal set of evidence that makes ``cell`` a mine (``mine``) or safe, or None when
    the evidence allows the other; numbers first, then flags, then the counter.

    >>> p = Position.from_text("3x2x1\\n1HH\\n1HH\\n")
    >>> [str(e) for e in proof(p, (0, 2), mine=False)]
    ['the 1 at (1,1)', 'the mine counter (1 mine in all)']
    """
    if not 0 <= cell[0] < position.height or not 0 <= cell[1] < position.width:
        raise PositionError(f"cell {cell} is off the {position.width}x{position.height} board")
    if position.cells[cell] >= 0:
        raise PositionError(f"({cell[0] + 1},{cell[1] + 1}) is open: nothing to prove")
    value = 0 if mine else 1  # the assumption the proof refutes

    def nearest(what: Evidence) -> Rank:
        if what.cell is None:
            return 1, 0, 0, 0
        distance = max(abs(what.cell[0] - cell[0]), abs(what.cell[1] - cell[1]))
        return 0, distance, *what.cell

    return _staged(
        position,
        nearest,
        lambda csp, among: explain(csp, cell, value, among=among),
        Sum([cell], "==", value, name=f"({cell[0] + 1},{cell[1] + 1}) = {value}"),
        near=cell,
    )


def contradiction(position: Position) -> list[Evidence] | None:
    """A minimal set of evidence that cannot all hold, or None when some layout of mines
    fits everything the player sees; numbers first, then flags, then the counter.

    >>> p = Position.from_text("3x1x1\\n1HF\\n")
    >>> [str(e) for e in contradiction(p)]
    ['the 1 at (1,1)', 'the flag at (1,3)', 'the mine counter (1 mine in all)']
    """
    return _staged(
        position,
        lambda what: (1, 0, 0, 0) if what.cell is None else (0, 0, *what.cell),
        lambda csp, among: minimal_conflict(csp, among=among),
        None,
    )


def _staged(
    position: Position,
    preference: Callable[[Evidence], Rank],
    search: Callable[[CSP[Cell, int], list[Constraint[Cell, int]]], Conflict[Cell, int] | None],
    assumption: Constraint[Cell, int] | None,
    near: Cell | None = None,
) -> list[Evidence] | None:
    """Run ``search`` on the evidence without the mine counter (only the part linked to
    ``near``, when given); if it finds nothing, run QuickXplain with the counter (and
    ``assumption``, the claim to refute, kept)."""
    csp, evidence = evidence_csp(position, counter=False, near=near)
    found: list[Constraint[Cell, int]] | None = search(csp, _ranked(csp, evidence, preference))
    if found is None:
        csp, evidence = evidence_csp(position, counter=True)
        counters = [
            c for c in csp.constraints if isinstance(c, Sum) and evidence[id(c)].kind == "counter"
        ]
        if not counters:  # nothing is hidden: the counter has nothing to count
            return None
        test = CounterTester(csp, counters[0])
        kept = [] if assumption is None else [assumption]
        among = _ranked(csp, evidence, preference)
        if test(kept + among):
            return None
        found = quickxplain(test, kept, among)
    return sorted((evidence[id(c)] for c in found), key=Evidence.sort_key)


def _ranked(
    csp: CSP[Cell, int], evidence: dict[int, Evidence], preference: Callable[[Evidence], Rank]
) -> list[Constraint[Cell, int]]:
    """The constraints, the most wanted in a proof first."""
    return sorted(csp.constraints, key=lambda c: preference(evidence[id(c)]))
