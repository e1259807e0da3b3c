"""The benchmark's picture: win rates as bars, grouped by difficulty, with 95% intervals.

matplotlib is optional (``pip install ".[plot]"``); without it the command says how to get it
before any game is played.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

from minesweeper.bench.stats import Summary

__all__ = ["PLOT_INSTALL", "plot_win_rates", "require_matplotlib"]

PLOT_INSTALL = 'pip install ".[plot]"'
"""How to get matplotlib, as docs/getting-started.md says it (from the repository's root)."""

_GAP = 0.15  # the share of each bar's slot left empty, so neighbouring bars stand apart


def require_matplotlib() -> ModuleType:
    """``matplotlib.pyplot`` on a file-only backend, or a clear error saying how to get it."""
    try:
        matplotlib = importlib.import_module("matplotlib")
    except ImportError:
        raise ValueError(
            f"--plot needs matplotlib, which is not installed: {PLOT_INSTALL}"
            " (or pip install matplotlib)"
        ) from None
    matplotlib.use("Agg")  # draw to files; never try to open a window
    return importlib.import_module("matplotlib.pyplot")


def plot_win_rates(results: Sequence[Summary], path: str | Path) -> None:
    """Bars of win rate per agent, grouped by difficulty, each labelled with its rate and
    drawn with its 95% interval; the axis in percent."""
    pyplot = require_matplotlib()
    ticker = importlib.import_module("matplotlib.ticker")
    difficulties = list(dict.fromkeys(s.difficulty for s in results))
    agents = list(dict.fromkeys(s.agent for s in results))
    by_key = {(s.difficulty, s.agent): s for s in results}
    slot = 0.8 / len(agents)
    figure, axes = pyplot.subplots(figsize=(max(6.0, 1.5 * len(difficulties) * len(agents)), 4))
    for k, agent in enumerate(agents):
        xs, rates, below, above = [], [], [], []
        for d, difficulty in enumerate(difficulties):
            summary = by_key.get((difficulty, agent))
            if summary is not None:
                xs.append(d + (k - (len(agents) - 1) / 2) * slot)
                rates.append(summary.win_rate)
                below.append(summary.win_rate - summary.ci95[0])
                above.append(summary.ci95[1] - summary.win_rate)
        axes.bar(xs, rates, slot * (1 - _GAP), yerr=[below, above], capsize=3, label=agent)
        for x, rate, high in zip(xs, rates, above):  # the label sits above the interval
            spot = (x, rate + high)
            axes.annotate(f"{rate:.0%}", spot, xytext=(0, 2), textcoords="offset points",
                          ha="center", va="bottom", fontsize=8)  # fmt: skip
    axes.set_xticks(range(len(difficulties)), difficulties)
    axes.set_ylim(0, 1.1)  # room for the labels above a 100% bar
    axes.yaxis.set_major_formatter(ticker.PercentFormatter(1.0))
    axes.set_ylabel("win rate (95% Wilson interval)")
    games = sorted({s.games for s in results})
    axes.set_title(f"Minesweeper agents, {'/'.join(map(str, games))} games each")
    axes.legend()
    figure.tight_layout()
    figure.savefig(str(path))
    pyplot.close(figure)
