import json

from hypothesis import given
from hypothesis import strategies as st

from minesweeper.game.difficulty import Size
from minesweeper.ui.stats.folder import data_folder
from minesweeper.ui.stats.report import statistics_text
from minesweeper.ui.stats.store import from_json, to_json
from minesweeper.ui.stats.table import TOP, Finished, Key, Tally, difficulty_label, record

KEY = Key("beginner", "safe", False)
games = st.lists(
    st.tuples(st.booleans(), st.floats(0, 1000, allow_nan=False), st.integers(0, 99)),
    max_size=40,
)


def longest_run(outcomes: list[bool], value: bool) -> int:
    best = run = 0
    for outcome in outcomes:
        run = run + 1 if outcome == value else 0
        best = max(best, run)
    return best


@given(games)
def test_a_tally_is_the_games_counted_one_by_one(played: list[tuple[bool, float, int]]) -> None:
    tally = Tally()
    for number, (won, seconds, day) in enumerate(played):
        tally, place = record(tally, Finished(KEY, won, seconds, f"2026-01-{day:02d}#{number}"))
        if place is not None:
            assert tally.best[place - 1].seconds == round(seconds, 3)
    outcomes = [won for won, _, _ in played]
    assert tally.games == len(played) and tally.wins == sum(outcomes)
    trailing = 0
    while trailing < len(outcomes) and outcomes[-1 - trailing] == outcomes[-1]:
        trailing += 1
    assert abs(tally.streak) == trailing and (tally.streak > 0) == bool(outcomes and outcomes[-1])
    assert tally.best_streak == longest_run(outcomes, True)
    assert tally.worst_streak == longest_run(outcomes, False)
    times = sorted(round(s, 3) for won, s, _ in played if won)[:TOP]
    assert [b.seconds for b in tally.best] == times


@given(games)
def test_the_file_form_reads_back(played: list[tuple[bool, float, int]]) -> None:
    stats = {}
    for won, seconds, day in played:
        key = Key("expert" if day % 2 else "5x5/3", "safe", bool(day % 3))
        stats[key], _ = record(stats.get(key, Tally()), Finished(key, won, seconds, "d"))
    assert from_json(to_json(stats)) == stats
    json.loads(to_json(stats))


def test_places_and_labels() -> None:
    tally = Tally()
    places = []
    for seconds in (30.0, 20.0, 25.0, 40.0):
        tally, place = record(tally, Finished(KEY, True, seconds, "d"))
        places.append(place)
    assert places == [1, 1, 2, 4]
    _, lost = record(tally, Finished(KEY, False, 1.0, "d"))
    assert lost is None
    for _ in range(TOP):
        tally, _ = record(tally, Finished(KEY, True, 5.0, "d"))
    assert record(tally, Finished(KEY, True, 50.0, "d"))[1] is None  # slower than the tenth
    assert difficulty_label(Size(9, 9, 10)) == "beginner"
    assert str(Key("expert", "no-guess", True)) == "expert, first click no-guess, with help"


def test_statistics_text() -> None:
    tally, _ = record(Tally(), Finished(KEY, True, 12.345, "2026-11-24T23:00:00+00:00", 30, 2.4))
    helped, _ = record(Tally(), Finished(KEY, False, 3.0, "d"))
    text = statistics_text({KEY: tally, Key("beginner", "safe", True): helped})
    lines = text.splitlines()
    assert lines[0].split()[:3] == ["difficulty", "first", "click"]
    assert lines[1].split() == ["beginner", "safe", "none", "1", "1", "100%", "1", "won", "1",
                                "12.35", "s"]  # fmt: skip
    assert lines[2].split()[:8] == ["beginner", "safe", "AI", "1", "0", "0%", "1", "lost"]
    assert "Best times, beginner, first click safe:" in text
    assert "   1.    12.35 s  2026-11-24  3BV 30  3BV/s 2.40" in text


def test_the_data_folder_per_platform() -> None:
    home = {"HOME": "/home/ann"}
    assert str(data_folder(home | {"XDG_DATA_HOME": "/x"}, "linux")) == "/x/minesweeper"
    assert str(data_folder(home | {"XDG_DATA_HOME": "rel"}, "linux")).startswith("/home/ann/.local")
    assert "Application Support" in str(data_folder(home, "darwin"))
    assert str(data_folder(home | {"LOCALAPPDATA": "C:/L"}, "win32")) == "C:/L/minesweeper"
    chosen = data_folder(home | {"MINESWEEPER_DATA": "~/ms"}, "linux")
    assert chosen.name == "ms" and not str(chosen).startswith("~")
