"""The odds of a board before its first click, which the game's first-click rule decides.

Under ``safe`` the mines go down after the first click, away from the cell clicked; under
``opening`` away from its neighbours too. So before the first click the odds that mean
something are those of the board once the click lands where it is planned: none where the
rule keeps the board clear, the mines left spread evenly over the other hidden cells. Under
``none`` the mines are down already and every hidden cell carries the same chance, as
`mine_probabilities` finds. A board the rule cannot honour (more mines than cells left once
the clear ones are set aside) is an `ImpossiblePosition` that says so.
"""

from __future__ import annotations

from fractions import Fraction

from minesweeper.ai.layouts import LayoutCount
from minesweeper.ai.model import Cell, ImpossiblePosition, MineModel, describe
from minesweeper.ai.probability import MineProbabilities, mine_probabilities
from minesweeper.game.difficulty import NO_GUESS_RULES, FirstClick
from minesweeper.game.position import Position
from minesweeper.game.words import plural

__all__ = ["first_click_odds", "kept_clear"]


def kept_clear(position: Position, rule: FirstClick, cell: Cell) -> list[Cell]:
    """The cells ``rule`` keeps free of mines when the first click is on ``cell``.

    >>> board = Position.from_text("3x3x1\\nHHH\\nHHH\\nHHH\\n")
    >>> kept_clear(board, "safe", (0, 0)), kept_clear(board, "opening", (0, 0))
    ([(0, 0)], [(0, 0), (0, 1), (1, 0), (1, 1)])
    >>> kept_clear(board, "none", (0, 0)), kept_clear(board, "no-guess", (0, 0)) == kept_clear(
    ...     board, "opening", (0, 0))
    ([], True)
    """
    if rule == "none":
        return []
    # a no-guess board opens an area too (its mines are then laid for reasoning alone)
    opens = rule == "opening" or rule in NO_GUESS_RULES
    return sorted({cell, *position.neighbors(*cell)}) if opens else [cell]


def first_click_odds(position: Position, rule: FirstClick, cell: Cell) -> MineProbabilities:
    """The mine chances of an untouched board once the first click lands on ``cell``.

    Raises `ImpossiblePosition` when a flag stands where ``rule`` keeps the board clear (flags
    are trusted as mines), or when the mines left do not fit outside that area.

    >>> board = Position.from_text("3x3x4\\nHHH\\nHHH\\nHHH\\n")
    >>> odds = first_click_odds(board, "safe", (0, 0))
    >>> odds.probabilities[0, 0], odds.probabilities[2, 2], odds.layouts
    (Fraction(0, 1), Fraction(1, 2), 70)
    """
    if position.revealed_cells():
        raise ValueError(f"{describe(cell)} cannot be a first click: the board is open already")
    clear = kept_clear(position, rule, cell)
    left = position.mines_left
    if not clear or left < 0:  # no rule to apply, or too many flags: the counter says so
        return mine_probabilities(position)
    kept = "is never a mine" if len(clear) == 1 else "and its neighbours are never mines"
    flagged = [c for c in clear if position.is_flagged(*c)]
    if flagged:
        raise ImpossiblePosition(
            f"the flag at {describe(flagged[0])} cannot be right: under the {rule} first-click"
            f" rule the first click ({describe(cell)}) {kept}"
        )
    rest = [c for c in position.hidden_cells() if c not in set(clear)]
    if left > len(rest):
        raise ImpossiblePosition(
            f"under the {rule} first-click rule the first click ({describe(cell)}) {kept},"
            f" so at most {plural(len(rest), 'mine')} fit on this board, not {left}"
        )
    chance = Fraction(left, len(rest)) if rest else Fraction(0)
    odds = dict.fromkeys(position.hidden_cells(), chance)
    odds.update(dict.fromkeys(clear, Fraction(0)))
    # No numbers: the cells kept clear stand where the frontier would, the others outside it.
    model = MineModel(position, (), tuple(clear), tuple(rest))
    return MineProbabilities(odds, model, LayoutCount(1, 1, len(rest), left, 0, 1))
