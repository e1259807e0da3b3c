"""A task farm: independent tasks run on local processes or a Dask cluster, results streamed.

Both benchmarks (`minesweeper.bench`, `sudoku.bench`) cut their work into tasks of seed or
puzzle ranges and hand them to an `Executor`: `LocalExecutor` (this process, or a pool of
processes) or `DaskExecutor` (a ``dask.distributed`` cluster, optional: ``pip install
".[cluster]"``). Results come back as tasks finish, so progress, summaries and checkpoints
(`CsvLog`) see them at once. The package imports the standard library only (Dask lazily) and
nothing of `aimacsp`, `minesweeper` or `sudoku`.
"""

from taskfarm.base import EXECUTORS, MAX_WORKERS, Executor
from taskfarm.checkpoint import CsvLog
from taskfarm.cluster import DaskExecutor
from taskfarm.local import LocalExecutor
from taskfarm.options import (
    add_executor_options,
    executor_from_args,
    make_executor,
    whole_number,
)
from taskfarm.outputs import prepare_output

__all__ = [
    "EXECUTORS",
    "MAX_WORKERS",
    "CsvLog",
    "DaskExecutor",
    "Executor",
    "LocalExecutor",
    "add_executor_options",
    "executor_from_args",
    "make_executor",
    "prepare_output",
    "whole_number",
]
