import json
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from minesweeper.game.difficulty import Size
from minesweeper.ui.stats.folder import data_folder
from minesweeper.ui.stats.report import statistics_text
from minesweeper.ui.stats.store import Statistics, from_json, to_json
from minesweeper.ui.stats.table import (
    ABANDONED,
    HELP,
    RESOLUTION,
    TOP,
    Finished,
    Key,
    Tally,
    difficulty_label,
    not_a_best_time,
    record,
)

KEY = Key("beginner", "safe")
# (won, seconds, day, 3BV, abandoned)
games = st.lists(
    st.tuples(
        st.booleans(),
        st.floats(0, 1000, allow_nan=False) | st.sampled_from([0.0, 0.004, 0.01]),
        st.integers(0, 99),
        st.integers(0, 40),
        st.booleans(),
    ),
    max_size=40,
)
Played = list[tuple[bool, float, int, int, bool]]


def longest_run(outcomes: list[bool], value: bool) -> int:
    best = run = 0
    for outcome in outcomes:
        run = run + 1 if outcome == value else 0
        best = max(best, run)
    return best


@given(games, st.sampled_from(["loss", "uncounted"]))
def test_a_tally_is_the_games_counted_one_by_one(played: Played, rule: str) -> None:
    tally = Tally()
    for number, (won, seconds, day, bbbv, left) in enumerate(played):
        game = Finished(KEY, won, seconds, f"2026-01-{day:02d}#{number}", bbbv, abandoned=left)
        tally, place = record(tally, game, rule)  # type: ignore[arg-type]
        if place is not None:
            assert tally.best[place - 1].seconds == round(seconds, 3)
    assert tally.abandoned == sum(left for *_, left in played)
    counted = [(won and not left, seconds, bbbv) for won, seconds, _, bbbv, left in played
               if not (left and rule == "uncounted")]  # fmt: skip
    outcomes = [won for won, _, _ in counted]
    assert tally.games == len(counted) and tally.wins == sum(outcomes)
    trailing = 0
    while trailing < len(outcomes) and outcomes[-1 - trailing] == outcomes[-1]:
        trailing += 1
    assert abs(tally.streak) == trailing and (tally.streak > 0) == bool(outcomes and outcomes[-1])
    assert tally.best_streak == longest_run(outcomes, True)
    assert tally.worst_streak == longest_run(outcomes, False)
    # A best time is a win of 3BV 2 or more that the timer could time (0.01 s or more).
    times = sorted(round(s, 3) for won, s, bbbv in counted if won and bbbv > 1 and s >= 0.01)
    assert [b.seconds for b in tally.best] == times[:TOP]


@given(games)
def test_the_file_form_reads_back(played: Played) -> None:
    stats = Statistics()
    for won, seconds, day, bbbv, left in played:
        key = Key("expert" if day % 2 else "5x5/3", "safe", list(HELP)[day % 4])
        tally, _ = record(stats.tallies.get(key, Tally()),
                          Finished(key, won, seconds, "d", bbbv, abandoned=left))  # fmt: skip
        stats = replace(stats, tallies=stats.tallies | {key: tally})
    assert from_json(to_json(stats)) == stats
    json.loads(to_json(stats))


def test_places_and_labels() -> None:
    tally = Tally()
    places = []
    for seconds in (30.0, 20.0, 25.0, 40.0):
        tally, place = record(tally, Finished(KEY, True, seconds, "d", 12))
        places.append(place)
    assert places == [1, 1, 2, 4]
    _, lost = record(tally, Finished(KEY, False, 1.0, "d", 12))
    assert lost is None
    for _ in range(TOP):
        tally, _ = record(tally, Finished(KEY, True, 5.0, "d", 12))
    assert record(tally, Finished(KEY, True, 50.0, "d", 12))[1] is None  # slower than the tenth
    assert difficulty_label(Size(9, 9, 10)) == "beginner"
    assert str(Key("expert", "no-guess", "hints")) == "expert, first click no-guess, with hints"


def test_one_click_boards_and_untimeable_wins_are_never_best_times() -> None:
    one_click = Finished(KEY, True, 0.3, "d", bbbv=1)
    instant = Finished(KEY, True, 0.0002, "d", bbbv=4)
    for game in (one_click, instant):
        tally, place = record(Tally(), game)
        assert place is None and tally.best == () and (tally.games, tally.wins) == (1, 1)
    assert not_a_best_time(one_click) == "a board of 3BV 1 is cleared by its first click"
    assert not_a_best_time(instant) == "0.0002 s is under the timer's resolution (0.01 s)"
    assert not_a_best_time(Finished(KEY, True, RESOLUTION, "d", bbbv=2)) is None


def test_statistics_text() -> None:
    tally, _ = record(Tally(), Finished(KEY, True, 12.345, "2026-11-24T23:00:00+00:00", 30, 2.4))
    played = Key("beginner", "safe", "ai")
    helped, _ = record(Tally(), Finished(played, False, 3.0, "d", abandoned=True))
    stats = Statistics({played: helped, KEY: tally})
    lines = statistics_text(stats).splitlines()
    assert lines[0].split()[:3] == ["difficulty", "first", "click"]
    assert lines[1].split() == ["beginner", "safe", "none", "1", "1", "100%", "0", "1", "won",
                                "1", "12.35", "s"]  # fmt: skip
    assert lines[2].split()[:10] == ["beginner", "safe", "AI", "played", "1", "0", "0%", "1",
                                     "1", "lost"]  # fmt: skip
    assert lines[4:6] == [
        "Help none: your own games, and your records.",
        "Help AI played: the AI made a move; counted, never a best time.",
    ]
    assert lines[6] == ABANDONED["loss"]
    assert "Best times, beginner, first click safe:" in lines
    assert "   1.    12.35 s  2026-11-24  3BV 30  3BV/s 2.40" in lines
    uncounted = statistics_text(replace(stats, abandoned="uncounted")).splitlines()
    assert uncounted[6] == ABANDONED["uncounted"] == (
        "Games left unfinished are not counted (only how many there were)."
    )


def test_games_the_ai_played_are_never_a_best_time_and_hints_keep_their_own() -> None:
    # A game the AI won in 9.6 s was announced "New best time!" and pushed the person's own
    # time to second place: help of every kind was one tally, with one list of best times.
    own, _ = record(Tally(), Finished(KEY, True, 20.0, "d", 30))
    played = Finished(Key("beginner", "safe", "ai"), True, 9.6, "d", 30)
    tally, place = record(Tally(), played)
    assert place is None and tally.best == () and (tally.games, tally.wins) == (1, 1)
    assert not_a_best_time(played) == "the AI played in this game"
    hinted = Finished(Key("beginner", "safe", "hints"), True, 15.0, "d", 30)
    tally, place = record(Tally(), hinted)
    assert place == 1 and tally.best[0].seconds == 15.0  # a record of its own category
    assert own.best[0].seconds == 20.0
    order = [Key("beginner", "safe", h) for h in ("ai", "hints or ai", "none", "hints")]
    assert [k.help for k in sorted(order)] == list(HELP) == ["none", "hints", "ai", "hints or ai"]


def test_the_data_folder_per_platform() -> None:
    home = {"HOME": "/home/ann"}
    assert str(data_folder(home | {"XDG_DATA_HOME": "/x"}, "linux")) == "/x/minesweeper"
    assert str(data_folder(home | {"XDG_DATA_HOME": "rel"}, "linux")).startswith("/home/ann/.local")
    assert "Application Support" in str(data_folder(home, "darwin"))
    assert str(data_folder(home | {"LOCALAPPDATA": "C:/L"}, "win32")) == "C:/L/minesweeper"
    chosen = data_folder(home | {"MINESWEEPER_DATA": "~/ms"}, "linux")
    assert chosen.name == "ms" and not str(chosen).startswith("~")
