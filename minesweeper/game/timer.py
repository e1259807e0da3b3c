"""The game clock: it starts at the first action, stops at the end, and survives a reload."""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["Timer"]


class Timer:
    """A stopwatch on an injectable clock (tests drive a fake one).

    >>> now = [10.0]
    >>> timer = Timer(lambda: now[0])
    >>> timer.start()
    >>> now[0] = 12.5
    >>> timer.elapsed
    2.5
    """

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._started: float | None = None
        self._stopped: float | None = None
        self._offset = 0.0

    @property
    def started(self) -> bool:
        """Whether the timer has ever been started."""
        return self._started is not None

    @property
    def elapsed(self) -> float:
        """Seconds counted so far."""
        if self._started is None:
            return self._offset
        end = self.clock() if self._stopped is None else self._stopped
        return self._offset + end - self._started

    def start(self) -> None:
        """Start counting, unless already started."""
        if self._started is None:
            self._started = self.clock()

    def stop(self) -> None:
        """Stop counting for good (starting first if need be)."""
        self.start()
        if self._stopped is None:
            self._stopped = self.clock()

    def restore(self, elapsed: float, *, started: bool, running: bool) -> None:
        """Set the count to ``elapsed``, then keep counting if ``running``."""
        now = self.clock()
        self._offset = elapsed
        self._started = now if started else None
        self._stopped = None if running or not started else now
