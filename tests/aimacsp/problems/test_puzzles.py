"""The zebra puzzle: one solution, which meets every clue checked here by hand."""

from __future__ import annotations

import itertools

from aimacsp import explain, solutions
from aimacsp.problems import ZEBRA_GROUPS, zebra


def test_the_zebra_has_one_solution_meeting_every_clue() -> None:
    found = list(solutions(zebra()))
    assert len(found) == 1
    h = found[0]
    for group in ZEBRA_GROUPS.values():
        assert sorted(h[item] for item in group) == [1, 2, 3, 4, 5]
    assert h["Englishman"] == h["Red"] and h["Spaniard"] == h["Dog"]
    assert h["Green"] == h["Ivory"] + 1 and abs(h["Hershey"] - h["Fox"]) == 1
    assert h["KitKat"] == h["Yellow"] and abs(h["Norwegian"] - h["Blue"]) == 1
    assert h["Smarties"] == h["Snails"] and h["Snickers"] == h["OrangeJuice"]
    assert h["Ukrainian"] == h["Tea"] and h["Japanese"] == h["MilkyWay"]
    assert abs(h["KitKat"] - h["Horse"]) == 1 and h["Coffee"] == h["Green"]
    assert h["Norwegian"] == 1 and h["Milk"] == 3
    assert (h["Zebra"], h["Water"]) == (h["Japanese"], h["Norwegian"]) == (5, 1)


def test_the_clues_name_themselves_in_an_explanation() -> None:
    conflict = explain(zebra(), "Zebra", 1)
    assert conflict is not None
    names = [repr(constraint) for constraint in conflict]
    assert "the Japanese eats Milky Ways" in names and "one pet per house" in names


def test_every_item_is_a_variable_once() -> None:
    items = list(itertools.chain.from_iterable(ZEBRA_GROUPS.values()))
    assert sorted(zebra().variables) == sorted(items) and len(set(items)) == 25
