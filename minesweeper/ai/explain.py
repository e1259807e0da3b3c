"""Why a move, in words and cells: what front ends show beside a hint.

`explain_move` turns an agent's `Decision` into an `Explanation`: for a proven move, the
minimal evidence (numbers, flags, the mine counter) that proves it, found by
`minesweeper.ai.proof`; for a guess, the figures that chose it. `explain_position` names the
evidence of an impossible position. ``Explanation.cells`` are the numbers and flags to
highlight, ``Explanation.text`` the sentence to show.

Cells for people are 1-based: the subject as "row 3, column 5", the evidence as (row,column),
"the 1 at (2,4)"; programs get 0-based cells (``.cell``, ``.cells``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal

from minesweeper.ai.agents import Decision
from minesweeper.ai.model import Cell, describe
from minesweeper.ai.proof import Evidence, contradiction, proof
from minesweeper.game.position import Position

__all__ = ["Explanation", "explain_move", "explain_position", "guess_reason"]

Verdict = Literal["safe", "mine", "guess", "opening", "impossible"]


@dataclass(frozen=True)
class Explanation:
    """Why: the cell explained (None for a whole position), what is known of it, the
    evidence that proves it (empty for a guess), and the sentence for people."""

    cell: Cell | None
    verdict: Verdict
    evidence: tuple[Evidence, ...]
    text: str  #: the whole sentence: "row 3, column 5 is safe: the 1 at (2,4) leaves ..."
    reason: str  #: its second half, for a front end that names the cell itself
    probability: Fraction | None = None  #: the mine probability, when known
    #: the position explained, to draw the evidence on (not part of the explanation's value)
    position: Position | None = field(default=None, repr=False, compare=False)

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The numbers and flags that take part, 0-based (to highlight, or for JSON)."""
        return tuple(e.cell for e in self.evidence if e.cell is not None)

    @property
    def counter(self) -> bool:
        """Whether the mine counter takes part."""
        return any(e.kind == "counter" for e in self.evidence)

    def _repr_svg_(self) -> str | None:
        """The board with the cell and its evidence framed, drawn in Jupyter."""
        from minesweeper.ai.explanation_picture import explanation_svg

        if self.position is None:
            return None
        return explanation_svg(self.position, self.cell, self.verdict, self.cells, self.text)


def explain_move(
    position: Position, decision: Decision, probability: Fraction | None = None
) -> Explanation:
    """Why ``decision`` in ``position``: its proof when the evidence forces it, else the
    figures of the guess. ``probability`` (else the decision's) skips the proof of a cell
    known to be uncertain.

    >>> p = Position.from_text("3x2x1\\n1HH\\n1HH\\n")
    >>> explain_move(p, Decision("reveal", (0, 2), "deduction", "proven")).text
    'row 1, column 3 is safe: the 1 at (1,1) and the mine counter (1 mine in all) together\
 leave no room for a mine there'
    """
    cell = decision.cell
    p = decision.probability if probability is None else probability
    if decision.kind == "opening":
        text = f"{describe(cell)}: {decision.reason}"
        return Explanation(cell, "opening", (), text, decision.reason, p, position)
    mine = decision.action == "flag"
    if p is None or p in (0, 1):
        evidence = proof(position, cell, mine)
        if evidence:
            verdict: Verdict = "mine" if mine else "safe"
            reason = _because(evidence, mine)
            text = f"{describe(cell)} is {'a mine' if mine else 'safe'}: {reason}"
            certain = Fraction(int(mine))
            return Explanation(cell, verdict, tuple(evidence), text, reason, certain, position)
    figures = "" if p is None or "probability" in decision.reason else f", {guess_reason(p)}"
    text = f"{describe(cell)} is a guess{figures}: {decision.reason}"
    return Explanation(cell, "guess", (), text, decision.reason, p, position)


def explain_position(position: Position) -> Explanation | None:
    """Why no layout of mines fits ``position``, or None when one does.

    >>> print(explain_position(Position.from_text("3x1x1\\n1HF\\n")).text)
    the position is impossible: the 1 at (1,1), the flag at (1,3) and the mine counter\
 (1 mine in all) cannot all hold
    """
    evidence = contradiction(position)
    if evidence is None:
        return None
    if len(evidence) == 1:
        reason = f"{evidence[0]} cannot be met"
    else:
        reason = f"{_listed(evidence)} cannot all hold"
    text = f"the position is impossible: {reason}"
    return Explanation(None, "impossible", tuple(evidence), text, reason, None, position)


def guess_reason(
    probability: Fraction | float,
    *,
    survival: float | None = None,
    win: float | None = None,
    layouts: int | None = None,
) -> str:
    """The figures behind a guess, for an agent's reason: its mine probability, and the
    chance of surviving two moves or of winning (searched over ``layouts``) when known.

    >>> guess_reason(Fraction(1, 8), survival=0.8)
    'mine probability 12.5%; chance of surviving this move and the next 80.0%'
    """
    words = [f"mine probability {float(probability):.1%}"]
    if survival is not None:
        words.append(f"chance of surviving this move and the next {survival:.1%}")
    if win is not None:
        over = f" (all {layouts} layouts searched)" if layouts is not None else ""
        words.append(f"chance of winning from here {win:.1%}{over}")
    return "; ".join(words)


def _because(evidence: list[Evidence], mine: bool) -> str:
    if len(evidence) == 1:
        return f"{evidence[0]} {'needs a mine' if mine else 'leaves no room for a mine'} there"
    verb = "need a mine" if mine else "leave no room for a mine"
    return f"{_listed(evidence)} together {verb} there"


def _listed(items: list[Evidence]) -> str:
    words = [str(item) for item in items]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"
