"""Summary statistics for benchmark runs: win rates with Wilson intervals, means and medians."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from taskfarm.records import rounded_repr

__all__ = ["Summary", "wilson_interval", "summarize"]

Z95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95% interval."""


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (Wilson 1927).

    Unlike the normal approximation it stays inside [0, 1] and is honest near 0% and 100%,
    where weak and strong agents live.

    >>> low, high = wilson_interval(5, 10)
    >>> round(low, 4), round(high, 4)
    (0.2366, 0.7634)
    >>> wilson_interval(0, 10)[0], round(wilson_interval(0, 10)[1], 4)
    (0.0, 0.2775)
    """
    if trials < 1:
        raise ValueError(f"a win rate needs at least one game, got {trials}")
    if not 0 <= successes <= trials:
        raise ValueError(f"wins must be between 0 and {trials}, got {successes}")
    p = successes / trials
    z2 = z * z
    scale = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / scale
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / scale
    # Rounding can push the ends a hair past the exact 0 or 1 of the all-or-nothing cases.
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return low, high


@dataclass(frozen=True, repr=False)
class Summary:
    """How one agent did on one difficulty over many games."""

    agent: str
    difficulty: str
    games: int
    wins: int
    win_rate: float
    ci95: tuple[float, float]
    revealed_share: float  #: mean share of the safe cells revealed
    guesses_per_game: float
    time_mean_s: float
    time_median_s: float

    def __repr__(self) -> str:
        return rounded_repr(self)

    def as_json(self) -> dict[str, object]:
        """The fields as a JSON-ready dict, ``ci95`` as a ``[low, high]`` list."""
        return {
            "agent": self.agent,
            "difficulty": self.difficulty,
            "games": self.games,
            "wins": self.wins,
            "win_rate": self.win_rate,
            "ci95": list(self.ci95),
            "revealed_share": self.revealed_share,
            "guesses_per_game": self.guesses_per_game,
            "time_mean_s": self.time_mean_s,
            "time_median_s": self.time_median_s,
        }


def summarize(
    agent: str,
    difficulty: str,
    won: Sequence[bool],
    revealed: Sequence[float],
    guesses: Sequence[int],
    seconds: Sequence[float],
) -> Summary:
    """Summarise one agent's games on one difficulty (the sequences run game by game).

    >>> s = summarize("rules", "beginner", [True, False], [1.0, 0.5], [1, 3], [0.1, 0.3])
    >>> s.wins, s.win_rate, s.revealed_share, s.guesses_per_game, s.time_median_s
    (1, 0.5, 0.75, 2.0, 0.2)
    """
    games = len(won)
    if not games == len(revealed) == len(guesses) == len(seconds):
        raise ValueError("every game needs a result, a revealed share, a guess count and a time")
    wins = sum(won)
    return Summary(
        agent=agent,
        difficulty=difficulty,
        games=games,
        wins=wins,
        win_rate=wins / games if games else 0.0,
        ci95=wilson_interval(wins, games),
        revealed_share=statistics.fmean(revealed),
        guesses_per_game=statistics.fmean(guesses),
        time_mean_s=statistics.fmean(seconds),
        time_median_s=statistics.median(seconds),
    )
