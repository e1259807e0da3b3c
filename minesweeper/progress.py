"""A text progress bar for long runs, written to a stream (stderr, so results stay clean)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TextIO

__all__ = ["ProgressBar"]


class ProgressBar:
    """Counts finished work out of ``total`` and draws ``label [####----] done/total``.

    On a terminal the bar redraws in place (at most every ``interval`` seconds); elsewhere, a
    log file or a pipe, it writes one line per tenth of the work so the log stays short.

    >>> import io
    >>> out = io.StringIO()
    >>> bar = ProgressBar(4, out, label="games", width=8, clock=lambda: 0.0)
    >>> bar.advance(2); bar.advance(2); bar.close()
    >>> print(out.getvalue(), end="")
    games [####----] 2/4 0 s
    games [########] 4/4 0 s
    """

    def __init__(
        self,
        total: int,
        stream: TextIO,
        *,
        label: str = "",
        width: int = 30,
        interval: float = 0.1,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.total = max(total, 1)
        self.done = 0
        self.stream = stream
        self.label = label
        self.width = width
        self.interval = interval
        self.clock = clock
        self.start = clock()
        self.live = bool(getattr(stream, "isatty", lambda: False)())
        self._last_draw = -float("inf")
        self._last_tenth = 0

    def advance(self, count: int = 1) -> None:
        """Record ``count`` more finished items and redraw if it is time to."""
        self.done = min(self.done + count, self.total)
        if self.live:
            now = self.clock()
            if now - self._last_draw >= self.interval or self.done == self.total:
                self._last_draw = now
                self.stream.write("\r" + self.text())
                self.stream.flush()
        else:
            tenth = self.done * 10 // self.total
            if tenth > self._last_tenth:
                self._last_tenth = tenth
                self.stream.write(self.text() + "\n")

    def close(self) -> None:
        """End the bar's line on a terminal."""
        if self.live:
            self.stream.write("\n")
            self.stream.flush()

    def text(self) -> str:
        """The bar as one line."""
        filled = self.done * self.width // self.total
        bar = "#" * filled + "-" * (self.width - filled)
        seconds = int(self.clock() - self.start)
        prefix = f"{self.label} " if self.label else ""
        return f"{prefix}[{bar}] {self.done}/{self.total} {seconds} s"
