"""Tasks: runs of consecutive puzzles for one strategy, solved anywhere to the same records."""

from __future__ import annotations

import pickle

from sudoku.tasks import Task, cut, solve_task
from tests.sudoku.test_bench import EASY, HARD, NO_SOLUTION


def test_cut_covers_every_puzzle_once_per_strategy() -> None:
    lines = [EASY, HARD, NO_SOLUTION]
    work = list(cut(lines, ["fc", "mac"], "binary", "basic", 2.0, 2))
    assert [(t.strategy, t.first, t.puzzles) for t in work] == [
        ("fc", 0, (EASY, HARD)),
        ("fc", 2, (NO_SOLUTION,)),
        ("mac", 0, (EASY, HARD)),
        ("mac", 2, (NO_SOLUTION,)),
    ]
    assert all((t.encoding, t.level, t.timeout) == ("binary", "basic", 2.0) for t in work)


def test_a_task_numbers_its_puzzles_from_its_first_and_travels_as_plain_data() -> None:
    task = Task("mac", "alldiff", "gac", None, 7, (EASY, NO_SOLUTION))
    assert pickle.loads(pickle.dumps(task)) == task
    records = solve_task(task)
    assert [(r.strategy, r.puzzle, r.status) for r in records] == [
        ("mac", 7, "solved"),
        ("mac", 8, "unsatisfiable"),
    ]
