"""Preloaded by the workers of a `LocalCluster` started here: they leave Ctrl-C to us.

The terminal sends Ctrl-C to every process of the command, workers included; a worker that
took it would stop with a traceback of its own while this process is closing the cluster in
order. Dask imports this module in each worker as it starts and calls `dask_setup`.
"""

from __future__ import annotations

import logging
import signal
from typing import Any

__all__ = ["dask_setup"]


def dask_setup(worker: Any) -> None:
    """Ignore Ctrl-C in this worker process (the process that started the cluster stops it),
    and keep its dask logs to the critical: when the cluster is closed under it (Ctrl-C, or a
    loaded machine slow to stop the workers first), a worker's heartbeat to the scheduler
    that just left fails and would print a traceback. A task's own error still reaches the
    command, as the exception of its future."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    logging.getLogger("distributed").setLevel(logging.CRITICAL)
