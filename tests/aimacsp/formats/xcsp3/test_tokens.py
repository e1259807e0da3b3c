"""The token syntax: integers, ranges, repeated values, items, tuples, conditions."""

from __future__ import annotations

import pytest

from aimacsp.formats.xcsp3.tokens import (
    MAX_VALUES,
    Malformed,
    condition,
    integer,
    integers,
    items,
    repeated,
    tuples,
)


def test_lists_expand_ranges_and_repeats() -> None:
    assert integers(" -2 0..2\n 5x3 +4 ") == [-2, 0, 1, 2, 5, 5, 5, 4]
    assert repeated("0x48") == ("0", 48) and repeated("x[0]") is None


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("0..1000000000", "more than 1,000,000 values"),
        ("7x100000000", "repeats a value more than"),
        ("3..1", "empty"),
        ("1 two", "'two' is not an integer"),
        ("1" * 40, "more than 19 digits"),
        (f"0..{MAX_VALUES - 1} 5", "the list holds more than"),
    ],
)
def test_bad_lists_are_refused_before_they_grow(text: str, says: str) -> None:
    with pytest.raises(Malformed, match=says):
        integers(text)


def test_items_split_outside_parentheses() -> None:
    assert items(" add(x[0], 1)  y\tmul( a ,b) ") == ["add(x[0],1)", "y", "mul(a,b)"]
    for text in ("add(x", "x)"):
        with pytest.raises(Malformed):
            items(text)


def test_tuples_with_stars() -> None:
    assert tuples("(1,2) (3, *)\n(-1,0)") == [(1, 2), (3, "*"), (-1, 0)]
    assert tuples("  ") == []
    for text, says in [("1,2", "written"), ("(1,2)(3)", "has 1 values"), ("(1,(2))", "not a list")]:
        with pytest.raises(Malformed, match=says):
            tuples(text)


def test_conditions() -> None:
    assert condition(" ( le , z ) ") == ("le", "z")
    assert condition("(in,{1,3})") == ("in", "{1,3}")
    with pytest.raises(Malformed, match="'lq' is not an operator"):
        condition("(lq,3)")
    with pytest.raises(Malformed, match="written"):
        condition("le,3")


def test_integers() -> None:
    assert integer("+7") == 7 and integer(" -0 ") == 0
    with pytest.raises(Malformed):
        integer("1.5")
