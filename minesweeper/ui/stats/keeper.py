"""What the front ends do when a game ends: count it in the statistics, keep it for review.

A front end calls `Keeper.start` when it shows a game, `Keeper.finish` after anything that
may have ended it, and `Keeper.leave` when the player leaves it (a new game, a file loaded,
quit, the window closed): a game begun and left unfinished is recorded as abandoned, a loss
unless the player chose otherwise (`minesweeper stats --abandoned uncounted`), so restarting
every bad start cannot pad a win rate. The keeper records each game once, and only games it
saw begin on a board the game laid itself (a loaded game half played, or a layout from a
file, is not counted). The front end says what help the game had (`Help`: the assistant
knows), and the game is counted with its own kind: alone, with hints, or played by the AI.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from minesweeper.game.play import Game
from minesweeper.game.score import score
from minesweeper.ui.stats.folder import data_folder
from minesweeper.ui.stats.store import Statistics, read_statistics, update
from minesweeper.ui.stats.table import (
    Finished,
    Help,
    Key,
    Tally,
    difficulty_label,
    not_a_best_time,
    record,
)

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

    @property
    def last_game_path(self) -> Path:
        """Where the last game is kept for ``minesweeper review``."""
        return self.folder / LAST_GAME

    @property
    def abandoned_rule(self) -> str:
        """How a game left unfinished counts (``loss`` or ``uncounted``), as the player's
        statistics file says (read, never written: a read-only folder is fine)."""
        try:
            stats, _ = read_statistics(self.statistics_path)
        except OSError:
            return "loss"  # what it would count as, could it be written
        return stats.abandoned

    def leaving_question(self, leaving: str) -> str:
        """The yes/no question before ``leaving`` ("Quit", "Start a new game") a game under
        way, saying what it costs."""
        cost = "It counts as a loss." if self.abandoned_rule == "loss" else "It is not counted."
        return f"{leaving} and leave this game unfinished? {cost}"

    def start(self, game: Game) -> None:
        """The front end shows ``game``: count it when it ends (or is left), if its board is
        fresh. Call `leave` first for the game it replaces."""
        self._game, self.note = game, ""
        self._counted = bool(game.moves) or game.seed is None  # not ours to count

    def finish(self, game: Game, help_: Help) -> str | None:
        """If ``game`` has just ended, record it once, with the help it had; returns what to
        tell the player (also kept in `note`)."""
        if game is not self._game or game.status == "playing" or self._counted:
            return None
        self._counted = True
        self.note = self._record(self._finished(game, help_), game)
        return self.note or None

    def leave(self, help_: Help) -> str | None:
        """The player leaves the game on screen: if it had begun and is not over, record it
        as abandoned; returns what to tell the player (also kept in `note`)."""
        game = self._game
        if game is None or game.status != "playing" or not game.begun or self._counted:
            return None
        self._counted = True
        self.note = self._record(self._finished(game, help_, abandoned=True), game)
        return self.note or None

    def _record(self, finished: Finished, game: Game) -> str:
        notes = []
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            game.save(self.last_game_path)
        except OSError as error:
            notes.append(f"The game is not kept for review: {self.last_game_path} cannot be"
                         f" written ({error.strerror or error}).")  # fmt: skip
        rule: list[str] = ["loss"]
        place: list[int | None] = [None]

        def count(stats: Statistics) -> Statistics:
            rule[0] = stats.abandoned
            tally = stats.tallies.get(finished.key, Tally())
            tally, place[0] = record(tally, finished, stats.abandoned)
            return replace(stats, tallies=stats.tallies | {finished.key: tally})

        try:
            notes = update(self.statistics_path, count) + notes
        except OSError as error:
            notes.insert(0, f"Statistics not saved: {self.statistics_path} cannot be written"
                            f" ({error.strerror or error}).")  # fmt: skip
            return " ".join(notes)
        notes.insert(0, self._verdict(finished, place[0], rule[0]))
        return " ".join(note for note in notes if note)

    @staticmethod
    def _verdict(finished: Finished, place: int | None, rule: str) -> str:
        """What the statistics say of the game just recorded."""
        if finished.abandoned:
            return "The game left unfinished counts as lost." if rule == "loss" else ""
        if place is not None:
            best = "New best time!" if place == 1 else f"{ordinal(place)} best time."
            return f"{best} ({finished.key})"
        why = not_a_best_time(finished) if finished.won else None
        if why is not None:
            return f"Not a best time: {why}."
        apart = {"hints": "Counted apart: a game with hints.",
                 "ai": "Counted apart: the AI played in this game."}  # fmt: skip
        return apart.get(finished.key.help, "")

    def _finished(self, game: Game, help_: Help, abandoned: bool = False) -> Finished:
        key = Key(difficulty_label(game.size), game.first_click, help_)
        numbers = score(game)
        bbbv = numbers.bbbv if numbers is not None else 0
        rate = (numbers.per_second or 0.0) if numbers is not None else 0.0
        won = game.status == "won"
        return Finished(key, won, game.elapsed, self.now(), bbbv, rate, abandoned)
