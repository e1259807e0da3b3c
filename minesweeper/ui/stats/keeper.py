"""What the front ends do when a game ends: count it in the statistics, keep it for review.

A front end calls `Keeper.start` when a game begins and `Keeper.finish` after anything that
may have ended it; the keeper records each game once, and only games it saw begin on a board
the game laid itself (a loaded game half played, or a layout from a file, is not counted).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

from minesweeper.game.play import Game
from minesweeper.game.score import score
from minesweeper.ui.stats.folder import data_folder
from minesweeper.ui.stats.store import Statistics, update
from minesweeper.ui.stats.table import Finished, Key, Tally, difficulty_label, record
from minesweeper.ui.view import error_text

__all__ = ["LAST_GAME", "STATISTICS", "Keeper", "ordinal"]

STATISTICS = "statistics.json"
LAST_GAME = "last-game.json"  #: what ``minesweeper review`` reads when given no file


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, ... 21st.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']
    """
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _now() -> str:
    return datetime.datetime.now().astimezone().isoformat(timespec="seconds")


class Keeper:
    """Records finished games in the player's statistics and saves the last one."""

    def __init__(self, folder: Path | None = None, now: Callable[[], str] = _now) -> None:
        self.folder = data_folder() if folder is None else folder
        self.now = now
        self._game: Game | None = None
        self._counted = False
        self.note = ""  #: what `finish` said of the game just ended, until the next `start`

    @property
    def statistics_path(self) -> Path:
        """The statistics file."""
        return self.folder / STATISTICS

    def start(self, game: Game) -> None:
        """A game begins in the front end: count it when it ends, if it is a fresh board."""
        self._game, self.note = game, ""
        self._counted = bool(game.moves) or game.seed is None  # not ours to count

    def finish(self, game: Game, assisted: bool) -> str | None:
        """If ``game`` has just ended, record it once; returns what to tell the player (also
        kept in `note`)."""
        if game is not self._game or game.status == "playing" or self._counted:
            return None
        self._counted = True
        self.note = self._record(game, assisted)
        return self.note or None

    def _record(self, game: Game, assisted: bool) -> str:
        notes = []
        try:
            (self.folder / LAST_GAME).parent.mkdir(parents=True, exist_ok=True)
            game.save(self.folder / LAST_GAME)
            finished = self._finished(game, assisted)
            place: list[int | None] = [None]

            def count(stats: Statistics) -> Statistics:
                tally, place[0] = record(stats.get(finished.key, Tally()), finished)
                return stats | {finished.key: tally}

            notes += update(self.statistics_path, count)
        except OSError as error:
            return f"Statistics not saved: {error_text(error)}"
        if place[0] is not None:
            best = "New best time!" if place[0] == 1 else f"{ordinal(place[0])} best time."
            notes.insert(0, f"{best} ({finished.key})")
        elif assisted:
            notes.insert(0, "Counted apart: the AI helped in this game.")
        return " ".join(notes)

    def _finished(self, game: Game, assisted: bool) -> Finished:
        key = Key(difficulty_label(game.size), game.first_click, assisted)
        numbers = score(game)
        bbbv = numbers.bbbv if numbers is not None else 0
        rate = (numbers.per_second or 0.0) if numbers is not None else 0.0
        return Finished(key, game.status == "won", game.elapsed, self.now(), bbbv, rate)
