"""Time in the tests without the wall clock: a patience for hangs, and a clock the test drives.

No test asserts how long something took: a shared machine can be ten times slower than a quiet
one, and a test must pass on both. Two tools stand in for the wall clock:

- `PATIENCE`, the one limit a test may wait for another process: a guard against a hang, not a
  speed test, far beyond what the slowest machine needs, so only a hang ever reaches it;
- `FakeClock`, a `time.perf_counter` the test moves itself (`advance`), or that moves a fixed
  ``tick`` on every reading, so the library's time limits and the seconds it reports become
  exact, repeatable counts (`patched_clock` puts it in place of the real one).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

__all__ = ["PATIENCE", "FakeClock", "patched_clock"]

PATIENCE = 600.0
"""Seconds a test waits for a child process, a window or a terminal before calling it hung: a
guard against a hang, stated as such, never a speed test. The longest step it guards (a
notebook's cell, the window test's whole session) takes under 20 s on a quiet machine and under
four minutes at a load of 24 on two cores; a test that fails by waiting reports after it."""

_PACKAGES = ("aimacsp", "minesweeper", "sudoku", "taskfarm")


class FakeClock:
    """A clock for `time.perf_counter`: ``now`` moves by ``tick`` at every reading, and by
    whatever the test gives `advance`. Ticks that are powers of two keep the sums exact.

    >>> clock = FakeClock(tick=0.25)
    >>> clock(), clock(), clock.reads
    (0.25, 0.5, 2)
    >>> clock.advance(1.0); clock()
    1.75
    """

    def __init__(self, tick: float = 0.0) -> None:
        self.now = 0.0
        self.tick = tick
        self.reads = 0  #: how many times the clock was read

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.tick
        return self.now

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` pass (a search's work, or a caller holding a solution)."""
        self.now += seconds


@contextmanager
def patched_clock(monkeypatch: pytest.MonkeyPatch, clock: FakeClock) -> Iterator[FakeClock]:
    """``clock`` in place of `time.perf_counter`, for the modules that call ``time.perf_counter``
    and those of the project that imported the function itself (``from time import
    perf_counter``), until the block ends."""
    real = time.perf_counter
    with monkeypatch.context() as patch:
        patch.setattr(time, "perf_counter", clock)
        for name, module in list(sys.modules.items()):
            if name.split(".")[0] in _PACKAGES and getattr(module, "perf_counter", None) is real:
                patch.setattr(module, "perf_counter", clock)
        yield clock
