"""What every executor offers: run a function over tasks, yield the results as they finish."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from types import TracebackType
from typing import TypeVar

__all__ = ["EXECUTORS", "MAX_WORKERS", "Executor", "check_workers"]

T = TypeVar("T")
R = TypeVar("R")

#: The names ``--executor`` accepts.
EXECUTORS = ("local", "dask")

#: The most processes an executor starts on this machine: more would only make the machine
#: thrash (a typo of 100000 would otherwise try to fork them all).
MAX_WORKERS = 256


def check_workers(workers: object) -> int:
    """``workers`` if it is a whole number from 1 to `MAX_WORKERS`, else a `ValueError`."""
    if not isinstance(workers, int) or isinstance(workers, bool) or not 1 <= workers <= MAX_WORKERS:
        raise ValueError(
            f"--workers must be a whole number from 1 to {MAX_WORKERS}, got {workers!r}"
        )
    return workers


class Executor(ABC):
    """Runs a module-level function over picklable tasks on some workers.

    An executor is a context manager: leaving the block (normally, on an error or on Ctrl-C)
    stops the workers it started.
    """

    @property
    @abstractmethod
    def workers(self) -> int:
        """How many tasks run at once now (at least 1): enough tasks keep them all busy."""

    @abstractmethod
    def map_unordered(self, function: Callable[[T], R], tasks: Iterable[T]) -> Iterator[R]:
        """``function(task)`` for every task, in the order they finish; a task's error is raised."""

    @abstractmethod
    def describe(self) -> str:
        """Where the tasks run, in a few words for the report (``2 local processes``)."""

    @abstractmethod
    def close(self) -> None:
        """Stop the workers this executor started; closing twice does nothing."""

    def __enter__(self) -> Executor:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()
