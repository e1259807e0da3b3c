"""The examples of docs/writing-models.md run, in order, and give what their comments say; the
eleven problems' answers are checked on their own terms, and their model lines are no more
than CPMpy's (counted as benchmarks/models.py counts them)."""

from __future__ import annotations

import itertools
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.pages import python_blocks

PAGE = Path(__file__).resolve().parents[3] / "docs" / "writing-models.md"
BENCHMARKS = PAGE.parents[1] / "benchmarks"


@pytest.fixture(scope="module")
def page() -> dict[str, Any]:
    """The namespace every block of the page ran in, in order."""
    namespace: dict[str, Any] = {}
    for block in python_blocks("writing-models.md"):
        exec(compile(block, str(PAGE), "exec"), namespace)
    return namespace


def test_the_writing_models_page_runs_as_written(page: dict[str, Any]) -> None:
    assert page["book"] == page["short"] == {"x": 8, "y": 2, "z": 0}
    assert page["short"][page["x"]] == 8
    schedule = page["schedule"]
    assert schedule is not None and max(schedule.values()) <= 11
    marks = page["marks"]
    assert [marks[f"m[{k}]"] for k in range(3)] == [0, 1, 4]
    assert repr(page["ruler"].auxiliary[:2]) == "((m[1] - m[0]), (m[2] - m[0]))"
    ruler, total = page["ruler"], page["total"]
    assert ruler.with_auxiliary(marks)[total] == marks["m[1]"] + marks["m[2]"]
    assert page["full"][ruler.auxiliary[0]] == marks["m[1]"]
    assert page["shortest"]["m[4]"] == page["solver"].objective == 11
    packer, seen = page["packer"], page["seen"]
    said = (packer.status.name, packer.objective, packer.bound, packer.gap)
    assert said == ("OPTIMAL", 309, 309, 0)
    assert seen[-1] == 309 and seen == sorted(set(seen))


def test_the_rule_and_reading_a_solution_as_the_page_says(page: dict[str, Any]) -> None:
    planned, t = page["planned"], page["t"]
    assert planned == {"t[0]": 0, "t[1]": 1, "t[2]": 3, "first": 0}
    assert planned[t[1]] == planned["t[1]"] == 1 and t[1] in planned
    assert t.value(planned) == [0, 1, 3] and (t[1] + t[2]).value(planned) == 4


def test_the_eleven_problems_answer_right(page: dict[str, Any]) -> None:
    p = page
    # RCPSP: a schedule keeping order and capacity, ending at 18 (CPMpy's optimum too)
    starts, durations = p["starts"].value(p["timetable"]), p["DURATIONS"]
    assert p["end"].value(p["timetable"]) == 18 == max(s + d for s, d in zip(starts, durations))
    assert all(starts[i] + durations[i] <= starts[j] for i, j in p["PRECEDENCES"])
    for use, cap in zip(p["USES"], p["CAPACITIES"]):
        for t in range(18):
            running = (u for s, d, u in zip(starts, durations, use) if s <= t < s + d)
            assert sum(running) <= cap
    # rostering: every shift covered, at most five days, no day after a night
    rota = p["rota"]
    assert all([row[d] for row in rota].count(1) == 2 for d in range(7))
    assert all([row[d] for row in rota].count(2) == 1 for d in range(7))
    assert all(sum(v > 0 for v in row) <= 5 for row in rota)
    assert not any((a, b) == (2, 1) for row in rota for a, b in zip(row, row[1:]))
    # bin packing: 4 bins (36 units do not fit in 3 of 10), each within its capacity
    bins = p["bin_of"].value(p["packed"])
    assert p["used"].value(p["packed"]) == max(bins) + 1 == 4
    assert all(sum(s for s, b in zip(p["SIZES"], bins) if b == k) <= 10 for k in range(4))
    # knapsack: the best of the 256 subsets
    best = max(
        sum(v * t for v, t in zip(p["VALUES"], take))
        for take in itertools.product((0, 1), repeat=8)
        if sum(w * t for w, t in zip(p["WEIGHTS"], take)) <= 15
    )
    assert p["worth"].value(p["chosen"]) == best == 51
    # round robin: each round pairs the teams, each pair meets once
    fixtures = p["fixtures"]
    assert all(
        fixtures[fixtures[t][r]][r] == t != fixtures[t][r] for t in range(8) for r in range(7)
    )
    assert all(sorted(row) == sorted(set(range(8)) - {t}) for t, row in enumerate(fixtures))
    # Latin square
    latin = p["latin"]
    assert all(sorted(line) == list(range(1, 7)) for line in [*latin, *zip(*latin)])
    # TSP: the shortest of the tours from city 0
    distances = p["DISTANCES"]
    shortest = min(
        sum(distances[a][b] for a, b in zip((0, *tour), (*tour, 0)))
        for tour in itertools.permutations(range(1, 6))
    )
    assert p["length"].value(p["tour"]) == shortest == 22
    # nonogram: the picture the clues were made from
    drawn = ["".join("#" if v else "." for v in row) for row in p["drawn"]]
    assert drawn == ["..##..", ".####.", "######", "#.##.#", "..##..", ".#..#."]
    # warehouses: the OPL example's optimum, every store supplied by an open warehouse
    assert p["cost"].value(p["supplied"]) == 383
    suppliers = p["supplier"].value(p["supplied"])
    assert all(suppliers.count(w) <= c for w, c in enumerate(p["CAPACITY"]))
    # 16 x 16 Sudoku: rows, columns, boxes, and the givens kept
    grid = p["solved16"]
    boxes = [
        [grid[r + i][c + j] for i in range(4) for j in range(4)]
        for r in range(0, 16, 4)
        for c in range(0, 16, 4)
    ]
    assert all(sorted(line) == list(range(1, 17)) for line in [*grid, *zip(*grid), *boxes])
    assert all(v in (0, grid[r][c]) for r, row in enumerate(p["GIVENS"]) for c, v in enumerate(row))
    # car sequencing: CSPLib's example has 6 sequences (CPMpy and CP-SAT count 6 too)
    assert p["sequences"] == 6


def test_the_eleven_take_no_more_lines_than_cpmpy_and_the_table_says_so() -> None:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        from writing_models import line_counts, sources
    finally:
        sys.path.remove(str(BENCHMARKS))
    short, theirs = sources(PAGE)
    ours, peer = line_counts(short), line_counts(theirs)
    assert len(ours) == len(peer) == 11 and set(ours) == set(peer)
    assert sum(ours.values()) <= sum(peer.values())
    table = PAGE.read_text(encoding="utf-8").split("| problem | aimacsp | CPMpy |", 1)[1]
    rows = re.findall(r"^\| ([^|]+) \| \**(\d+)\** \| \**(\d+)\** \|$", table, re.M)
    stated = [(int(a), int(b)) for _, a, b in rows]
    assert stated[:-1] == [(ours[name], peer[name]) for name in ours]
    assert stated[-1] == (sum(ours.values()), sum(peer.values()))


def test_a_day_in_seconds_is_planned_on_wide_domains(page: dict[str, Any]) -> None:
    day_plan = page["day_plan"]  # a day in seconds: wide domains, held as intervals
    assert day_plan["start[0]"] == 32400 and day_plan["end"] == 36000
    assert page["day"].domains["end"] == range(86_400)
