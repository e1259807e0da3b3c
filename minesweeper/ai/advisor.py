"""The one advice path of every front end: the position checked first, then odds, move and why.

The prompt, the full-screen terminal, the window and ``minesweeper hint`` take their hints,
odds and explanations from `advise` and only word what it returns, so they cannot disagree.
The position is checked before any agent is asked: an agent trusts the player's flags, and
on a position no layout of mines fits (a wrong flag, most often) its rules can send the
player onto a mine. Such advice holds no move and no odds, only `Advice.problem`: the
sentence naming the numbers and flags that contradict each other, which every front end
shows as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from minesweeper.ai.advice import explain_hint, hint_lines
from minesweeper.ai.agents import Agent, Decision
from minesweeper.ai.explain import Explanation, explain_position
from minesweeper.ai.first_click import first_click_odds
from minesweeper.ai.model import Cell, ImpossiblePosition, describe
from minesweeper.ai.probability import MineProbabilities, mine_probabilities
from minesweeper.game.difficulty import FirstClick
from minesweeper.game.position import Position

__all__ = ["Advice", "advise", "chance_words"]

Analyse = Callable[[Position], MineProbabilities]


def chance_words(p: Fraction) -> str:
    """A mine chance as a one-line hint says it.

    >>> chance_words(Fraction(0)), chance_words(Fraction(1, 8)), chance_words(Fraction(1))
    ('safe for certain', '12.5% a mine', 'a mine for certain')
    """
    if p in (0, 1):
        return "a mine for certain" if p else "safe for certain"
    return f"{float(p):.1%} a mine"


@dataclass(frozen=True)
class Advice:
    """What the AI says of one position: each cell's odds, a move and why, or the problem.

    ``odds`` is None, and ``problem`` says why, when no layout of mines fits the position.
    """

    position: Position
    odds: dict[Cell, Fraction] | None  #: each hidden, unflagged cell's mine chance, as shown
    probabilities: MineProbabilities | None = None  #: the exact analysis behind the move
    move: Decision | None = None  #: the agent's move (None when not asked, or no advice)
    problem: str = ""  #: why there is no advice, in words ("" when there is)
    contradiction: Explanation | None = None  #: the numbers and flags no layout fits

    @cached_property
    def why(self) -> Explanation | None:
        """The move's proof or figures, or the contradiction (worked out when first asked:
        an AI playing moves needs no proof of each)."""
        if self.contradiction is not None or self.move is None or self.probabilities is None:
            return self.contradiction
        return explain_hint(self.probabilities, self.move)

    @property
    def because(self) -> tuple[Cell, ...]:
        """The numbers and flags to mark: those that prove the move, or that contradict."""
        return self.why.cells if self.why is not None else ()

    def hint(self) -> str:
        """The hint in one line, as the status lines of the terminal and the window say it.

        >>> print(advise(Position.from_text("3x1x1\\n1HF\\n"), "safe").hint())
        No hint: the position is impossible: the 1 at row 1, column 1; the flag at row 1,\
 column 3 and the mine counter (1 mine in all) cannot all hold.
        """
        if self.move is None:
            return f"No hint: {self.problem or 'no hidden cell is left to open'}."
        move, why = self.move, self.why
        p = self.probabilities.probabilities.get(move.cell) if self.probabilities else None
        reason = why.reason if why is not None and why.evidence else move.reason
        said = p is None or "probability" in reason  # a guess's reason gives its chance
        chance = "" if said or p is None else f" ({chance_words(p)})"
        return f"Hint: {move.action} {describe(move.cell)}{chance}: {reason}."

    def lines(self) -> list[str]:
        """The hint at length, as the command prompt prints it: the cells proven safe and the
        mines, the move, and why (or the problem)."""
        if self.move is None or self.probabilities is None:
            return [self.hint()]
        return hint_lines(self.probabilities, self.move)

    def odds_note(self) -> str:
        """Why the odds are blank ("" when there are odds), for under the board."""
        return "" if self.odds is not None else f"No odds: {self.problem}."


def _impossible(position: Position, error: ImpossiblePosition) -> Advice:
    """Advice that there is none: the numbers and flags at fault, or the rule's complaint."""
    why = explain_position(position)
    return Advice(position, None, problem=why.text if why else str(error), contradiction=why)


def advise(
    position: Position,
    rule: FirstClick = "safe",
    agent: Agent | None = None,
    *,
    analyse: Analyse = mine_probabilities,
) -> Advice:
    """Check ``position``, then give every hidden cell's odds and, if ``agent`` is given, its
    move and why; the game's first-click ``rule`` decides the odds before the first click.
    ``analyse`` (an agent's `Analyzer`) counts the layouts.

    >>> advice = advise(Position.from_text("3x1x1\\n1HH\\n"), "safe")
    >>> advice.odds, advice.problem
    ({(0, 1): Fraction(1, 1), (0, 2): Fraction(0, 1)}, '')
    >>> advise(Position.from_text("3x1x1\\n1HF\\n"), "safe").because
    ((0, 0), (0, 2))
    """
    hidden = position.hidden_cells()
    untouched = not position.revealed_cells()
    try:
        if untouched and rule != "none" and hidden:  # the first click is never a mine
            odds = dict.fromkeys(hidden, Fraction(0))
            probabilities = None
        else:
            probabilities = analyse(position)
            odds = probabilities.probabilities
        if agent is None or not hidden:
            return Advice(position, odds, probabilities)
        move = agent.next_move(position)
        if probabilities is None:  # the odds once the first click lands where it is planned
            probabilities = first_click_odds(position, rule, move.cell)
    except ImpossiblePosition as error:
        return _impossible(position, error)
    return Advice(position, odds, probabilities, move)
