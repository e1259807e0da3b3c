"""Module-level task functions for the executor tests (workers import them by name)."""

from __future__ import annotations

import os
import time


def square(n: int) -> int:
    return n * n


def refuse_three(n: int) -> int:
    if n == 3:
        raise ValueError("task 3 refuses")
    return n


def pid_after(seconds: float) -> int:
    time.sleep(seconds)
    return os.getpid()


def worker_settings() -> tuple[object, ...]:
    import dask

    keys = ("worker.profile.enabled", "admin.tick.interval", "admin.system-monitor.interval")
    return tuple(dask.config.get(f"distributed.{key}") for key in keys)
