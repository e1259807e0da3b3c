"""A player's statistics as data: one `Tally` per difficulty, first-click rule and help taken.

Pure functions over plain values, so the file format (`store`) and what is shown stay apart,
and every rule here is tested without a file. The rules are those of Minesweeper Arbiter and
Viennasweeper, with Windows' for games left unfinished: a game counts once begun (its first
cell opened), and one abandoned counts as a loss unless the player chose `ABANDONED` rule
``uncounted``; a board of 3BV 1 (one click clears it) or a time under `RESOLUTION` is never
a best time.

A record is what a person earned, as the ranking clients keep it: games played alone, games
with hints (a hint taken or the odds shown, every move the person's) and games the AI played
(it made a move) each have their own tallies (`HELP`), and a game the AI played is never a
best time, in any category. Files written before the last two were told apart keep their
games with help under ``hints or ai``, which gains no new games.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from minesweeper.game.difficulty import DIFFICULTIES, Size

__all__ = [
    "ABANDONED",
    "RESOLUTION",
    "TOP",
    "Abandoned",
    "Best",
    "Finished",
    "HELP",
    "Help",
    "Key",
    "Tally",
    "difficulty_label",
    "not_a_best_time",
    "record",
]

TOP = 10  #: best times kept per tally
RESOLUTION = 0.01
"""The resolution of the times kept, in seconds: hundredths, as Arbiter keeps them (and as the
tables show them); a win faster than this is a timer's accident, never a best time."""

Abandoned = Literal["loss", "uncounted"]
ABANDONED: dict[Abandoned, str] = {
    "loss": "Games left unfinished (a new game, quit, the window closed) count as losses,"
    " as in Windows.",
    "uncounted": "Games left unfinished are not counted (only how many there were).",
}
"""What may be done with a game left unfinished, and how the statistics table says it."""


Help = Literal["none", "hints", "ai", "hints or ai"]
HELP: dict[Help, str] = {
    "none": "none",
    "hints": "hints",
    "ai": "AI played",
    "hints or ai": "hints or AI",
}
"""The help a game had, in the order the tables give them, with the words they use: none,
hints only (a hint taken or the odds shown), the AI made a move, and the games with help of a
file from before hints and the AI were told apart."""


def difficulty_label(size: Size) -> str:
    """A named difficulty's name, else ``WxH/M``.

    >>> difficulty_label(Size(30, 16, 99)), difficulty_label(Size(5, 5, 3))
    ('expert', '5x5/3')
    """
    return next((name for name, known in DIFFICULTIES.items() if known == size), str(size))


@dataclass(frozen=True)
class Key:
    """What a tally counts: games of one difficulty and rule, and the help they had.

    >>> str(Key("expert", "safe", "hints")), str(Key("expert", "safe", "ai"))
    ('expert, first click safe, with hints', 'expert, first click safe, AI played')
    """

    difficulty: str
    first_click: str
    help: Help = "none"

    def __str__(self) -> str:
        said = {"none": "", "hints": ", with hints", "ai": ", AI played",
                "hints or ai": ", with hints or AI (before they were told apart)"}  # fmt: skip
        return f"{self.difficulty}, first click {self.first_click}{said[self.help]}"

    def __lt__(self, other: Key) -> bool:
        return self.order() < other.order()

    def order(self) -> tuple[int, str, str]:
        """The tables' order: the help first (none, hints, AI), then difficulty and rule."""
        return list(HELP).index(self.help), self.difficulty, self.first_click


@dataclass(frozen=True)
class Finished:
    """A game at its end, as the statistics need it."""

    key: Key
    won: bool
    seconds: float
    date: str  #: ISO 8601, when it ended
    bbbv: int = 0
    bbbv_per_s: float = 0.0
    abandoned: bool = False  #: left unfinished (never won)


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
    abandoned: int = 0  #: games left unfinished (among the losses, under the ``loss`` rule)

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
            "abandoned": self.abandoned,
        }


def not_a_best_time(game: Finished) -> str | None:
    """Why a won game cannot be a best time, or None if it can.

    >>> not_a_best_time(Finished(Key("beginner", "safe"), True, 0.0004, "d", bbbv=1))
    'a board of 3BV 1 is cleared by its first click'
    >>> not_a_best_time(Finished(Key("beginner", "safe", "ai"), True, 9.6, "d", bbbv=20))
    'the AI played in this game'
    """
    if game.key.help == "ai":
        return "the AI played in this game"
    if game.bbbv <= 1:
        return f"a board of 3BV {game.bbbv} is cleared by its first click"
    if game.seconds < RESOLUTION:
        return f"{game.seconds:.4f} s is under the timer's resolution ({RESOLUTION} s)"
    return None


def record(
    tally: Tally, game: Finished, abandoned: Abandoned = "loss"
) -> tuple[Tally, int | None]:
    """The tally with ``game`` counted, and the game's place among the best times (1 is the
    best), or None if it is not among them (a loss, a game the AI played, too fast to time,
    or slower than the tenth). A game left unfinished is a loss under the ``abandoned`` rule
    ``loss``; under ``uncounted`` only the tally's count of them grows.

    >>> done = Finished(Key("beginner", "safe"), True, 9.5, "d", bbbv=12)
    >>> tally, place = record(Tally(), done)
    >>> tally.games, tally.wins, tally.streak, place
    (1, 1, 1, 1)
    """
    won = game.won and not game.abandoned
    if game.abandoned:
        tally = replace(tally, abandoned=tally.abandoned + 1)
        if abandoned == "uncounted":
            return tally, None
    if won:
        streak = tally.streak + 1 if tally.streak > 0 else 1
    else:
        streak = tally.streak - 1 if tally.streak < 0 else -1
    counted = replace(
        tally,
        games=tally.games + 1,
        wins=tally.wins + won,
        streak=streak,
        best_streak=max(tally.best_streak, streak),
        worst_streak=max(tally.worst_streak, -streak),
    )
    if not won or not math.isfinite(game.seconds) or not_a_best_time(game) is not None:
        return counted, None
    entry = Best(round(game.seconds, 3), game.date, game.bbbv, round(game.bbbv_per_s, 3))
    best = sorted((*tally.best, entry))[:TOP]
    if entry not in best:
        return counted, None
    return replace(counted, best=tuple(best)), best.index(entry) + 1
