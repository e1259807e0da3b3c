"""Tasks on a Dask cluster: a scheduler given by address, or a `LocalCluster` started here.

Dask is optional (``pip install ".[cluster]"``) and imported only when an executor is made.
Dask reruns the tasks of a worker that dies; this module keeps a bounded window of tasks in
flight (twice the worker threads), so a million-game study neither floods the scheduler nor
leaves workers idle, and Ctrl-C has few tasks to cancel.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
from collections.abc import Callable, Iterable, Iterator
from types import ModuleType
from typing import Any, TypeVar

from taskfarm.base import Executor, check_workers

__all__ = ["DaskExecutor", "require_distributed"]

T = TypeVar("T")
R = TypeVar("R")

INSTALL = 'pip install ".[cluster]"'

#: Dask settings for the workers of a LocalCluster started here. A worker's own threads (the
#: statistical profiler every 10 ms, the event loop's tick every 20 ms, the system monitor)
#: take the interpreter lock from the pure-Python task thread; on a loaded machine that made
#: the games of `best` 60% dearer in CPU. Nobody reads those profiles here, so they go.
QUIET_WORKERS = {
    "distributed": {
        "worker": {"profile": {"enabled": False}},
        "admin": {"tick": {"interval": "1s"}, "system-monitor": {"interval": "5s"}},
    }
}


def require_distributed() -> ModuleType:
    """``dask.distributed``, or a clear error saying how to install it."""
    try:
        return importlib.import_module("dask.distributed")
    except ImportError:
        raise ValueError(
            f"--executor dask needs dask.distributed, which is not installed: {INSTALL}"
        ) from None


class DaskExecutor(Executor):
    """The workers of the scheduler at ``scheduler``, or of a new `LocalCluster` of ``workers``
    single-threaded processes on this machine (cores by default) that `close` stops."""

    def __init__(self, scheduler: str | None = None, workers: int | None = None) -> None:
        if workers is not None:
            check_workers(workers)
        distributed = require_distributed()
        if scheduler is not None and workers is not None:
            raise ValueError("--workers sizes a local cluster; a scheduler brings its own workers")
        self.scheduler = scheduler
        self._cluster: Any = None
        self.client: Any = None
        try:
            if scheduler is None:
                self._start_cluster(distributed, workers)
            else:
                self.client = distributed.Client(scheduler)
        except (OSError, ValueError, TypeError) as error:
            self.close()
            what = f"reach the dask scheduler {scheduler!r}" if scheduler else "start a cluster"
            raise ValueError(f"cannot {what}: {error}") from None
        except BaseException:
            self.close()
            raise
        self._as_completed = distributed.as_completed

    def _start_cluster(self, distributed: ModuleType, workers: int | None) -> None:
        dask_config = importlib.import_module("dask.config")
        # One thread a worker: the tasks are pure Python and would share one GIL.
        self._cluster = distributed.LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            dashboard_address=":0",  # no fixed port: several clusters may run at once
            silence_logs=logging.ERROR,
            preload=["taskfarm.worker_setup"],
            # the nanny merges this one level deep only: hand it whole settings
            config=dask_config.merge(dask_config.config, QUIET_WORKERS),
        )
        self.client = distributed.Client(self._cluster)

    @property
    def workers(self) -> int:
        threads: dict[str, int] = self.client.nthreads()
        return max(1, sum(threads.values()))

    def describe(self) -> str:
        if self.scheduler is None:
            return f"a dask LocalCluster of {self.workers} processes"
        return f"the dask cluster at {self.scheduler} ({self.workers} threads)"

    def map_unordered(self, function: Callable[[T], R], tasks: Iterable[T]) -> Iterator[R]:
        pending = iter(tasks)
        running = self._as_completed()

        def top_up() -> None:
            window = 2 * self.workers  # asked each time: workers may have joined or left
            while running.count() < window:
                task = next(pending, _END)
                if task is _END:
                    return
                running.add(self.client.submit(function, task, pure=False))

        top_up()
        try:
            for future in running:
                result: R = future.result()
                future.release()
                top_up()
                yield result
        finally:
            # Reached early only on an error or Ctrl-C: the tasks still out are not wanted.
            leftover = list(running.futures)
            running.clear()
            if leftover:
                with _quiet(), contextlib.suppress(Exception):
                    self.client.cancel(leftover)

    def close(self) -> None:
        # Logs of connections closing mid-task would only be noise after Ctrl-C or an error.
        with _quiet(), contextlib.suppress(Exception):
            if self.client is not None:
                self.client.close()
            if self._cluster is not None:
                self._cluster.close()
        self.client = self._cluster = None


_END: Any = object()


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """Silence the loggers of dask and its event loop for the block."""
    # tornado logs the callbacks that an interrupted wait leaves behind on dask's event loop
    loggers = [logging.getLogger(name) for name in ("distributed", "tornado.application")]
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        for logger, level in zip(loggers, levels):
            logger.setLevel(level)
