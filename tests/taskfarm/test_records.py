"""A record's repr: its fields, floats rounded, for every record the benchmarks return."""

from __future__ import annotations

import dataclasses

import pytest

from minesweeper.ai.autoplay import GameResult
from minesweeper.bench.games import GameRecord
from minesweeper.bench.stats import summarize
from sudoku.bench import summarise
from sudoku.tasks import Record
from taskfarm.records import rounded_repr

THIRD = 1 / 3  # 0.3333333333333333: sixteen digits a record must not print


def test_floats_keep_four_digits_and_everything_else_stays() -> None:
    @dataclasses.dataclass
    class Run:
        name: str
        count: int
        share: float
        interval: tuple[float, float]
        hidden: float = dataclasses.field(default=THIRD, repr=False)

    run = Run("mac", 12345678, THIRD, (THIRD, 123456.789))
    assert rounded_repr(run) == (
        "Run(name='mac', count=12345678, share=0.3333, interval=(0.3333, 123500.0))"
    )
    assert rounded_repr(Run("x", 0, float("nan"), (1e-20, 0.0))).endswith("(1e-20, 0.0))")


def test_only_dataclasses_are_taken() -> None:
    with pytest.raises(TypeError, match="expected a dataclass, got int"):
        rounded_repr(3)


@pytest.mark.parametrize(
    "record",
    [
        GameResult(True, THIRD, 2, 24, THIRD),
        GameRecord("best", "expert", 0, 1, True, THIRD, 2, 24, THIRD, 30, 20, 40, THIRD, 0.5),
        summarize("best", "expert", [True, False, True], [1.0, THIRD, 1.0], [0, 1, 2], [THIRD] * 3),
        Record("mac", 0, "solved", 81, 0, THIRD),
        summarise([Record("mac", 0, "solved", 81, 0, THIRD)], ["mac"])[0],
    ],
    ids=lambda record: type(record).__name__,
)
def test_benchmark_records_print_rounded(record: object) -> None:
    shown = repr(record)
    assert "0.3333" in shown and "0.33333" not in shown, shown
    assert shown.startswith(f"{type(record).__name__}(")
