import pytest

from minesweeper.game.difficulty import (
    DIFFICULTIES,
    DifficultyError,
    Size,
    check_rule,
    parse_difficulty,
    parse_first_click,
)


@pytest.mark.parametrize(
    ("name", "size"),
    [
        ("beginner", (9, 9, 10)),
        ("intermediate", (16, 16, 40)),
        ("expert", (30, 16, 99)),
        ("classic", (8, 8, 10)),
        ("Expert", (30, 16, 99)),
    ],
)
def test_named_difficulties(name: str, size: tuple[int, int, int]) -> None:
    assert parse_difficulty(name) == size


def test_expert_is_wide_not_tall() -> None:
    assert DIFFICULTIES["expert"].width == 30 and DIFFICULTIES["expert"].height == 16


def test_custom_string_and_tuple() -> None:
    assert parse_difficulty("20x10/30") == Size(20, 10, 30)
    assert parse_difficulty((5, 4, 3)) == Size(5, 4, 3)
    assert str(Size(20, 10, 30)) == "20x10/30"


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ("3x3/9", "9 mines do not fit on a 3x3 board"),
        ("3x3/10", "at most 8"),
        ("0x3/0", "at least 1x1"),
        ("huge", "unknown difficulty 'huge'"),
        ("3x3x1", "WIDTHxHEIGHT/MINES"),
        ((3, 3), "must be a name"),
        ((3, 3, "1"), "three integers"),
        ((3, 3, -1), "must not be negative"),
    ],
)
def test_bad_difficulties_say_why(spec: object, words: str) -> None:
    with pytest.raises(DifficultyError, match=words):
        parse_difficulty(spec)  # type: ignore[arg-type]


def test_first_click_rules() -> None:
    assert parse_first_click("opening") == "opening"
    with pytest.raises(DifficultyError, match="expected one of safe, opening, none"):
        parse_first_click("lucky")


def test_opening_rule_needs_room_for_the_opening() -> None:
    check_rule(Size(9, 9, 72), "opening")
    with pytest.raises(DifficultyError, match="at most 72 mines, not 73"):
        check_rule(Size(9, 9, 73), "opening")
    check_rule(Size(9, 9, 80), "safe")
    check_rule(Size(1, 5, 2), "opening")  # a 1-wide board keeps at most 3 cells clear
