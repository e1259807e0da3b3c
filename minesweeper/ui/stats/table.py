"""A player's statistics as data: one `Tally` per difficulty, first-click rule and help taken.

Pure functions over plain values, so the file format (`store`) and what is shown stay apart,
and every rule here is tested without a file.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

from minesweeper.game.difficulty import DIFFICULTIES, Size

__all__ = ["TOP", "Best", "Finished", "Key", "Tally", "difficulty_label", "record"]

TOP = 10  #: best times kept per tally


def difficulty_label(size: Size) -> str:
    """A named difficulty's name, else ``WxH/M``.

    >>> difficulty_label(Size(30, 16, 99)), difficulty_label(Size(5, 5, 3))
    ('expert', '5x5/3')
    """
    return next((name for name, known in DIFFICULTIES.items() if known == size), str(size))


@dataclass(frozen=True, order=True)
class Key:
    """What a tally counts: games of one difficulty and rule, with the AI's help or without."""

    difficulty: str
    first_click: str
    assisted: bool  #: a hint was taken or the AI moved

    def __str__(self) -> str:
        helped = ", with help" if self.assisted else ""
        return f"{self.difficulty}, first click {self.first_click}{helped}"


@dataclass(frozen=True)
class Finished:
    """A game at its end, as the statistics need it."""

    key: Key
    won: bool
    seconds: float
    date: str  #: ISO 8601, when it ended
    bbbv: int = 0
    bbbv_per_s: float = 0.0


@dataclass(frozen=True, order=True)
class Best:
    """One of the best times: the seconds, then when (ties go to the earlier game)."""

    seconds: float
    date: str
    bbbv: int = 0
    bbbv_per_s: float = 0.0


@dataclass(frozen=True)
class Tally:
    """Games, wins, streaks and the best times of one `Key`."""

    games: int = 0
    wins: int = 0
    streak: int = 0  #: the current run: +n wins in a row, or -n losses
    best_streak: int = 0  #: the longest run of wins
    worst_streak: int = 0  #: the longest run of losses
    best: tuple[Best, ...] = field(default_factory=tuple)  #: fastest first, at most TOP

    @property
    def win_rate(self) -> float:
        """Wins per game (0 before any game)."""
        return self.wins / self.games if self.games else 0.0

    def as_json(self) -> dict[str, Any]:
        """The tally as JSON-ready values."""
        return {
            "games": self.games,
            "wins": self.wins,
            "streak": self.streak,
            "best_streak": self.best_streak,
            "worst_streak": self.worst_streak,
            "best": [vars(b) for b in self.best],
        }


def record(tally: Tally, game: Finished) -> tuple[Tally, int | None]:
    """The tally with ``game`` counted, and the game's place among the best times (1 is the
    best), or None if it is not among them (a loss, or slower than the tenth).

    >>> tally, place = record(Tally(), Finished(Key("beginner", "safe", False), True, 9.5, "d"))
    >>> tally.games, tally.wins, tally.streak, place
    (1, 1, 1, 1)
    """
    if game.won:
        streak = tally.streak + 1 if tally.streak > 0 else 1
    else:
        streak = tally.streak - 1 if tally.streak < 0 else -1
    counted = replace(
        tally,
        games=tally.games + 1,
        wins=tally.wins + game.won,
        streak=streak,
        best_streak=max(tally.best_streak, streak),
        worst_streak=max(tally.worst_streak, -streak),
    )
    if not game.won or not math.isfinite(game.seconds):
        return counted, None
    entry = Best(round(game.seconds, 3), game.date, game.bbbv, round(game.bbbv_per_s, 3))
    best = sorted((*tally.best, entry))[:TOP]
    if entry not in best:
        return counted, None
    return replace(counted, best=tuple(best)), best.index(entry) + 1
