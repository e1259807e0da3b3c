"""The win-rate plot: percentages on the axis, a label on each bar, a gap between bars."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from minesweeper.bench.plot import plot_win_rates
from minesweeper.bench.stats import Summary

pytest.importorskip("matplotlib", reason="matplotlib is optional: pip install '.[plot]'")


def summary(agent: str, difficulty: str, wins: int) -> Summary:
    rate = wins / 100
    return Summary(agent, difficulty, 100, wins, rate, (rate - 0.05, rate + 0.05), 0.9, 1, 0, 0)


def test_the_plot_reads_in_percent_with_a_label_on_each_bar(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import matplotlib.pyplot as pyplot

    drawn: list[Any] = []
    monkeypatch.setattr(pyplot, "close", drawn.append)  # keep the figure to look at it
    results = [
        summary("rules", "beginner", 71),
        summary("best", "beginner", 91),
        summary("rules", "expert", 1),
        summary("best", "expert", 37),
    ]
    path = tmp_path / "rates.png"
    plot_win_rates(results, path)
    assert path.read_bytes().startswith(b"\x89PNG")
    (axes,) = drawn[0].axes
    ticks = axes.yaxis.get_major_formatter()
    assert ticks(0.5, 0) == "50%"
    labels = sorted(text.get_text() for text in axes.texts)
    assert labels == ["1%", "37%", "71%", "91%"]
    bars = sorted(axes.patches, key=lambda bar: bar.get_x())
    for left, right in zip(bars, bars[1:]):
        assert left.get_x() + left.get_width() < right.get_x()  # a gap between neighbours
