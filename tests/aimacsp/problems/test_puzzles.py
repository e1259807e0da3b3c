"""The zebra puzzle, one solution meeting every clue; the car assembly, its best time and its
schedules counted by hand."""

from __future__ import annotations

import itertools

from aimacsp import Solver, count_solutions, explain, solutions
from aimacsp.problems import CAR_TASKS, ZEBRA_GROUPS, car_assembly, zebra


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


def chains(axle: int, inspect: int) -> int:
    """Wheel, nuts and hubcap start times for one wheel after an axle set at ``axle``, all
    done before an inspection at ``inspect``."""
    return sum(
        1
        for wheel in range(axle + 10, inspect)
        for nuts in range(wheel + 1, inspect)
        for cap in range(nuts + 2, inspect)
        if cap + 1 <= inspect
    )


def schedules(horizon: int) -> int:
    """The car's schedules counted by hand: the two wheels of an axle are independent once
    the axles and the inspection are placed."""
    total = 0
    for inspect in range(horizon - 3 + 1):
        for front, back in itertools.product(range(inspect - 9), repeat=2):
            if front + 10 <= back or back + 10 <= front:
                total += chains(front, inspect) ** 2 * chains(back, inspect) ** 2
    return total


def test_the_car_assembly_takes_27_minutes_at_best() -> None:
    assert Solver(car_assembly(26)).solve() is None
    plan = Solver(car_assembly(27)).solve()
    assert plan is not None
    ends = {task: plan[task] + minutes for task, minutes in CAR_TASKS.items()}
    assert max(ends.values()) == 27 and abs(plan["AxleF"] - plan["AxleB"]) >= 10
    for side in "FB":
        for wheel in ("R" + side, "L" + side):
            assert ends["Axle" + side] <= plan["Wheel" + wheel]
            assert ends["Wheel" + wheel] <= plan["Nuts" + wheel] < ends["Nuts" + wheel]
            assert ends["Nuts" + wheel] <= plan["Cap" + wheel]
    assert all(ends[task] <= plan["Inspect"] for task in CAR_TASKS if task != "Inspect")


def test_the_car_assemblys_schedules_counted_by_hand() -> None:
    for horizon in (26, 27, 28, 30):
        assert count_solutions(car_assembly(horizon)) == schedules(horizon), horizon
