"""What can be proven about a position: the single-number rules and CSP deduction."""

from __future__ import annotations

from aimacsp import Inference, Solver, Stats, ValueOrderer, VariableSelector
from minesweeper.ai.agents.base import Decision
from minesweeper.ai.model import Cell, MineModel, build_model, cell_csp, with_flags
from minesweeper.game.position import Position

__all__ = ["Proof", "csp_deductions", "single_number_rules"]

Proof = tuple[dict[Cell, Decision], dict[Cell, Decision]]  # safe cells, mines


def single_number_rules(position: Position) -> tuple[Proof, MineModel]:
    """The two rules a beginner learns: a number whose mines are all known makes its other
    hidden neighbours safe; a number with as many hidden neighbours as missing mines makes
    them all mines. Returns the proof and the model of the position the rules ended on.

    The rules are repeated, with the mines found flagged, until they find a safe cell or
    nothing new. They stop at the first safe cells because those are the next moves, and the
    next call goes on from the position those moves make; going further would read the whole
    board again for deductions that the moves may make moot. When nothing is safe, the model
    is of the position with every mine found flagged, ready for a deeper analysis.
    """
    safe: dict[Cell, Decision] = {}
    mines: dict[Cell, Decision] = {}
    while True:
        model = build_model(position)
        found: dict[Cell, Decision] = {}
        for number in model.numbers:
            if number.mines == 0:
                reason = f"{number} has all its mines around it"
                for cell in number.hidden:
                    safe.setdefault(cell, Decision("reveal", cell, "rule", reason))
            elif number.mines == len(number.hidden):
                reason = f"{number} needs every hidden neighbour"
                for cell in number.hidden:
                    if cell not in mines:
                        found[cell] = Decision("flag", cell, "rule", reason)
        mines.update(found)
        if safe or not found:
            return (safe, mines), model
        position = with_flags(position, found)


def csp_deductions(
    model: MineModel,
    select: VariableSelector[Cell, int],
    order: ValueOrderer[Cell, int],
    inference: Inference[Cell, int],
    stats: Stats,
) -> Proof:
    """Cells that are safe, or mines, in every solution of their frontier component's CSP.

    Solutions are enumerated with the given search until every cell has been seen both safe
    and mined, or the solutions run out; the search effort is added to ``stats``.
    """
    safe: dict[Cell, Decision] = {}
    mines: dict[Cell, Decision] = {}
    for component in model.components:
        solver = Solver(
            cell_csp(component.numbers), select=select, order=order, inference=inference
        )
        undecided = set(component.cells)
        seen_mine: set[Cell] = set()
        seen_safe: set[Cell] = set()
        for solution in solver.solutions():
            for cell, value in solution.items():
                (seen_mine if value else seen_safe).add(cell)
            undecided = undecided - (seen_mine & seen_safe)
            if not undecided:
                break
        _add_stats(stats, solver.stats)
        for cell in sorted(undecided):
            if cell not in seen_mine:
                safe[cell] = Decision("reveal", cell, "deduction", "safe in every solution")
            elif cell not in seen_safe:
                mines[cell] = Decision("flag", cell, "deduction", "a mine in every solution")
    return safe, mines


def _add_stats(total: Stats, more: Stats) -> None:
    total.assignments += more.assignments
    total.backtracks += more.backtracks
    total.propagations += more.propagations
    total.checks += more.checks
    total.solutions += more.solutions
    total.seconds += more.seconds
