"""The AI player of both front ends: switched on and off, at a chosen speed, alongside the person.

The window calls :meth:`Copilot.tick` from Tk's ``after`` timer, the full-screen terminal game
between key presses, and each schedules the next tick after the delay it returns, so clicks,
keys and redraws are handled between moves; even at
``instant`` a tick plays only as many moves as fit in a few hundredths of a second.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from minesweeper.ai.assist import Assistant, is_certain
from minesweeper.ai.model import describe
from minesweeper.game.play import Game
from minesweeper.game.position import Position

__all__ = ["SPEEDS", "Copilot"]

SPEEDS: dict[str, int] = {
    "very slow": 1500,
    "slow": 600,
    "normal": 250,
    "fast": 60,
    "instant": 0,
}
"""Speed names, slowest first, with the pause between moves in milliseconds."""

WAIT_MS = 250  # how often to look whether the person has moved, while the AI waits
_BATCH_SECONDS = 0.03  # at "instant", the time one tick may play for before Tk gets a turn
_BATCH_MOVES = 200  # and a bound on the moves, for clocks that do not move (tests)


class Copilot:
    """Plays the assistant's moves on a game, one tick at a time, and says what it did."""

    def __init__(
        self,
        assistant: Assistant,
        *,
        speed: str = "normal",
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.assistant = assistant
        self.on = False
        self.may_guess = True  #: False: stop before a guess and wait for the person to move
        self.speed = speed
        self.clock = clock
        self.message = ""
        self._waiting: Position | None = None

    def set_speed(self, name: str) -> None:
        """Choose one of `SPEEDS`."""
        if name not in SPEEDS:
            raise ValueError(f"unknown speed {name!r}; choose from {', '.join(SPEEDS)}")
        self.speed = name

    def toggle(self) -> bool:
        """Switch the AI on or off; returns whether it is on now."""
        self.on = not self.on
        self._waiting = None
        self.message = "AI on." if self.on else "AI off."
        return self.on

    def new_game(self, message: str, key: str) -> str:
        """Switch off for a new game, whose board is the person's to open; returns
        ``message`` with a word about it when the AI was on (``key`` switches it back)."""
        if not self.on:
            return message
        self.toggle()
        self.message = f"{message} The AI is off for the new game ({key} lets it play).".strip()
        return self.message

    def tick(self, game: Game) -> int | None:
        """Play this tick's moves; the milliseconds until the next tick, or None to stop."""
        if not self.on or game.status != "playing":
            return None
        if self._waiting is not None:
            if game.position() == self._waiting:
                return WAIT_MS  # the person has not moved yet
            self._waiting = None
        start, pause = self.clock(), SPEEDS[self.speed]
        for _ in range(_BATCH_MOVES):
            try:
                decision = self.assistant.suggest(game)
                if not self.may_guess and not is_certain(decision, game):
                    self._waiting = game.position()
                    self.message = (
                        f"AI waits: nothing is certain; its guess would be {decision.action}"
                        f" {describe(decision.cell)}. Your move."
                    )
                    return WAIT_MS
                self.assistant.play(game)
            except ValueError as error:  # an impossible position (a wrong flag?), no flags left
                self.on = False
                self.message = f"AI stopped: {error}"
                return None
            self.message = f"AI: {decision}"
            if game.status != "playing":
                return None
            if pause or self.clock() - start >= _BATCH_SECONDS:
                break
        return max(pause, 1)
