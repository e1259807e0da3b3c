"""Tasks on this machine: in this process for one worker, else in a pool of processes."""

from __future__ import annotations

import multiprocessing
import multiprocessing.pool
import signal
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

from taskfarm.base import Executor, check_workers

__all__ = ["LocalExecutor"]

T = TypeVar("T")
R = TypeVar("R")


class LocalExecutor(Executor):
    """``workers`` processes of this machine (the pool starts with the first map of tasks).

    >>> with LocalExecutor(1) as executor:
    ...     list(executor.map_unordered(abs, [-1, 2, -3]))
    [1, 2, 3]
    """

    def __init__(self, workers: int = 1) -> None:
        self._workers = check_workers(workers)
        self._pool: multiprocessing.pool.Pool | None = None

    @property
    def workers(self) -> int:
        return self._workers

    def describe(self) -> str:
        return "1 local process" if self._workers == 1 else f"{self._workers} local processes"

    def map_unordered(self, function: Callable[[T], R], tasks: Iterable[T]) -> Iterator[R]:
        if self._workers == 1:
            yield from map(function, tasks)
            return
        if self._pool is None:
            self._pool = multiprocessing.Pool(self._workers, initializer=_ignore_interrupts)
        yield from self._pool.imap_unordered(function, tasks)

    def close(self) -> None:
        # terminate, not close: after Ctrl-C or an error nobody waits for the tasks under way
        if self._pool is not None:
            self._pool.terminate()
            self._pool.join()
            self._pool = None


def _ignore_interrupts() -> None:
    """In a worker: leave Ctrl-C to the main process, which stops the pool cleanly."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
