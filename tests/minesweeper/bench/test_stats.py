import math

import pytest

from minesweeper.bench.stats import summarize, wilson_interval

SUMMARY_KEYS = [  # the JSON keys issue 5 asks for, in this order
    "agent",
    "difficulty",
    "games",
    "wins",
    "win_rate",
    "ci95",
    "revealed_share",
    "guesses_per_game",
    "time_mean_s",
    "time_median_s",
]


@pytest.mark.parametrize(
    ("wins", "games", "low", "high"),
    [
        (5, 10, 0.2366, 0.7634),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (1, 1, 0.2065, 1.0),
        (900, 1000, 0.8798, 0.9171),
    ],
)
def test_wilson_interval_matches_published_values(
    wins: int, games: int, low: float, high: float
) -> None:
    got = wilson_interval(wins, games)
    assert got == pytest.approx((low, high), abs=5e-5)


def test_wilson_interval_is_inside_the_unit_interval_and_holds_the_rate() -> None:
    for games in (1, 2, 7, 100):
        for wins in range(games + 1):
            low, high = wilson_interval(wins, games)
            assert 0.0 <= low <= wins / games <= high <= 1.0


def test_wilson_interval_narrows_with_more_games() -> None:
    widths = [math.fsum((-a, b)) for a, b in (wilson_interval(n // 2, n) for n in (10, 100, 1000))]
    assert widths[0] > widths[1] > widths[2]


@pytest.mark.parametrize(
    ("wins", "games", "words"),
    [(0, 0, "at least one game"), (3, 2, "between 0 and 2"), (-1, 5, "between 0 and 5")],
)
def test_wilson_interval_rejects_nonsense(wins: int, games: int, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        wilson_interval(wins, games)


def test_summarize() -> None:
    s = summarize("gac", "expert", [True, False, True], [1.0, 0.25, 1.0], [0, 3, 1], [3, 1, 2])
    assert (s.agent, s.difficulty, s.games, s.wins) == ("gac", "expert", 3, 2)
    assert s.win_rate == pytest.approx(2 / 3)
    assert s.ci95 == wilson_interval(2, 3)
    assert s.revealed_share == pytest.approx(0.75)
    assert s.guesses_per_game == pytest.approx(4 / 3)
    assert (s.time_mean_s, s.time_median_s) == (2.0, 2)
    assert list(s.as_json()) == SUMMARY_KEYS
    assert s.as_json()["ci95"] == list(s.ci95)


def test_summarize_needs_matching_lengths() -> None:
    with pytest.raises(ValueError, match="every game needs"):
        summarize("gac", "expert", [True], [1.0, 0.5], [0], [0.1])
