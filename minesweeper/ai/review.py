"""A review of a played game: for each click, was it certain, or a guess, and was it needless?

The game is replayed move by move. Before each reveal or chord the position is read as the
player saw it, flags taken off (a flag is the player's note, not evidence), and the exact
mine probabilities of that position (`mine_probabilities`, the counter included) say what
was known: a click on a cell of probability 0 was certain, any other a guess; a guess when
some cell was safe for certain was *needless*. The ``best`` agent, fed the same positions,
says what it would have played. A guess inside a forced set (`forced_groups`: cells no move
elsewhere can ever tell apart, guessed sooner or later at the same risk) at its safest is
*forced*. A *mistake* is a guess that was neither forced nor the ``best`` agent's own choice,
while some cell was strictly safer. Flags and question marks risk nothing and are not reviewed.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import prod
from typing import Literal

import numpy as np

from minesweeper.ai.advice import percent
from minesweeper.ai.agents import make_agent
from minesweeper.ai.agents.base import Decision
from minesweeper.ai.agents.fifty import forced_groups
from minesweeper.ai.explain import explain_move, explain_position
from minesweeper.ai.model import Cell, ImpossiblePosition, describe
from minesweeper.ai.probability import MineProbabilities, mine_probabilities
from minesweeper.game.errors import GameError
from minesweeper.game.flood import chord_targets
from minesweeper.game.play import Game
from minesweeper.game.position import FLAG, HIDDEN, Position

__all__ = ["MoveReview", "Review", "as_seen", "review_game"]

Kind = Literal["first", "certain", "guess"]


@dataclass(frozen=True)
class MoveReview:
    """One click looked at again: what it risked, what was safest, what `best` would do."""

    number: int  #: the move's place in the game's log, from 1
    action: str  #: reveal or chord
    cell: Cell
    kind: Kind
    probability: Fraction  #: the chance that the click hit a mine (a chord: its riskiest cell)
    safest: Fraction  #: the lowest mine probability of any hidden cell then
    needless: bool  #: a guess while some cell was safe for certain
    best: Cell  #: the cell the ``best`` agent would have opened
    why: str  #: the proof of a certain click, or the figures of a guess
    forced: bool = False  #: a guess the game forces sooner or later, at the same risk

    @property
    def mistake(self) -> bool:
        """A guess that neither the game forced nor the ``best`` agent would have made, while
        some cell was strictly safer."""
        unforced = self.kind == "guess" and not self.forced and self.best != self.cell
        return unforced and self.probability > self.safest


@dataclass(frozen=True)
class Review:
    """Every click of a game reviewed, and what they add up to."""

    moves: tuple[MoveReview, ...]
    status: str  #: how the game ended: won, lost, or playing

    @property
    def guesses(self) -> list[MoveReview]:
        """The clicks that were not certain."""
        return [m for m in self.moves if m.kind == "guess"]

    @property
    def luck(self) -> Fraction:
        """The chance of surviving every guess: the product of their safe chances."""
        return prod((1 - m.probability for m in self.guesses), start=Fraction(1))

    @property
    def costliest(self) -> MoveReview | None:
        """The mistake that took the most needless risk: the most above the safest cell then
        (the earliest of equals), or None if no guess was a mistake."""
        mistakes = [m for m in self.moves if m.mistake]
        return max(mistakes, key=lambda m: (m.probability - m.safest, -m.number), default=None)


def as_seen(game: Game) -> Position:
    """The position with the player's flags taken off."""
    position = game.position()
    cells = np.where(position.cells == FLAG, HIDDEN, position.cells).astype(np.int8)
    return Position(position.width, position.height, position.mines, cells)


def _targets(game: Game, action: str, cell: Cell) -> list[Cell]:
    """The hidden cells a click opens (a chord: the unflagged neighbours)."""
    if action == "reveal":
        return [cell]
    return chord_targets(~game.revealed, game.position().cells == FLAG, cell)


def _forced(probabilities: MineProbabilities, cell: Cell) -> bool:
    """Whether ``cell`` is the safest of a forced set: a guess that must come some time."""
    odds = probabilities.probabilities
    return any(
        cell in group and odds[cell] == min(odds[c] for c in group)
        for group in forced_groups(probabilities)
    )


def _odds(position: Position, number: int, action: str, cell: Cell) -> MineProbabilities:
    """The odds before move ``number``; a position no layout fits is said at that move."""
    try:
        return mine_probabilities(position)
    except ImpossiblePosition as error:
        why = explain_position(position)
        raise GameError(
            f"move {number} ({action} {describe(cell)}) comes in a position no layout of mines"
            f" fits: {why.text if why else error}"
        ) from None


def _first(game: Game, cell: Cell, best: Cell) -> MoveReview:
    cells = game.width * game.height
    p = Fraction(0) if game.first_click != "none" else Fraction(game.mines_total, cells)
    why = f"the first click ({game.first_click} rule)"
    return MoveReview(len(game.moves) + 1, "reveal", cell, "first", p, p, False, best, why)


def _reviews(game_log: Iterator[Game], moves: Sequence[tuple[str, Cell]]) -> Iterator[MoveReview]:
    game = next(game_log)
    agent = make_agent("best", seed=0, flag_mines=False, first_click=game.first_click)
    for action, cell in moves:
        targets = _targets(game, action, cell) if game.mines_placed else [cell]
        if action in ("reveal", "chord") and targets:
            position = as_seen(game)
            best = agent.next_move(position).cell
            if not game.mines_placed:
                yield _first(game, cell, best)
            else:
                number = len(game.moves) + 1
                odds = _odds(position, number, action, cell)
                p = max(odds.probabilities[t] for t in targets)
                safest = min(odds.probabilities.values())
                kind: Kind = "certain" if p == 0 else "guess"
                needless = kind == "guess" and bool(odds.safe)
                forced = kind == "guess" and action == "reveal" and _forced(odds, cell)
                if kind == "certain":
                    proven = Decision("reveal", targets[0], "deduction", "", p)
                    why = explain_move(position, proven, p).text
                else:
                    why = f"a guess: mine probability {percent(p)}, the safest cell then"\
                        f" {percent(safest)}" + (", and a cell was safe for certain" * needless)
                yield MoveReview(number, action, cell, kind, p, safest, needless, best, why,
                                 forced)  # fmt: skip
        game = next(game_log)


def review_game(game: Game) -> Review:
    """Review every reveal and chord of ``game`` (replayed from its record)."""
    moves = [(m.action, (m.row, m.col)) for m in game.moves]
    return Review(tuple(_reviews(game.replay(), moves)), game.status)
