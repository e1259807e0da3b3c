"""The statistics as text for a person: a table of tallies, then each one's best times."""

from __future__ import annotations

from minesweeper.ui.stats.store import Statistics
from minesweeper.ui.stats.table import ABANDONED, HELP, Help

__all__ = ["statistics_text"]

_HEADERS = ("difficulty", "first click", "help", "games", "wins", "win rate", "abandoned",
            "streak", "best streak", "best time")  # fmt: skip


_SPLIT: dict[Help, str] = {
    "none": "Help none: your own games, and your records.",
    "hints": "Help hints: a hint taken or the odds shown, every move yours; their own records.",
    "ai": "Help AI played: the AI made a move; counted, never a best time.",
    "hints or ai": "Help hints or AI: recorded before the two were told apart, kept as they were.",
}


def _streak(n: int) -> str:
    return f"{n} won" if n > 0 else f"{-n} lost" if n < 0 else "-"


def statistics_text(stats: Statistics) -> str:
    """Every tally as a table row, split by the help the games had (alone first, then with
    hints, then played by the AI), what each kind holds, the rule the games left unfinished are
    counted by, then the top ten times of each tally.

    >>> print(statistics_text(Statistics()))
    No games recorded yet.
    """
    tallies = stats.tallies
    if not tallies:
        return "No games recorded yet."
    keys = sorted(tallies)
    rows = []
    for key in keys:
        t = tallies[key]
        best = f"{t.best[0].seconds:.2f} s" if t.best else "-"
        rows.append((key.difficulty, key.first_click, HELP[key.help],
                     str(t.games), str(t.wins), f"{t.win_rate:.0%}", str(t.abandoned),
                     _streak(t.streak), str(t.best_streak), best))  # fmt: skip
    widths = [max(len(row[i]) for row in (_HEADERS, *rows)) for i in range(len(_HEADERS))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip()
             for row in (_HEADERS, *rows)]  # fmt: skip
    lines += ["", *(_SPLIT[h] for h in HELP if any(k.help == h for k in keys))]
    lines += [ABANDONED[stats.abandoned]]
    for key in keys:
        if tallies[key].best:
            lines += ["", f"Best times, {key}:"]
            for n, b in enumerate(tallies[key].best, start=1):
                rate = f"3BV {b.bbbv}  3BV/s {b.bbbv_per_s:.2f}"
                lines.append(f"  {n:>2}. {b.seconds:8.2f} s  {b.date[:10]}  {rate}")
    return "\n".join(lines)
