"""DaskExecutor: a LocalCluster or a running scheduler, results streamed, errors raised."""

from __future__ import annotations

import os
import sys

import pytest

from taskfarm import DaskExecutor, Executor
from tests.taskfarm.work import pid_after, refuse_three, square, worker_settings

# a Dask cluster of worker processes, end to end: CI's step of its own (pytest -m heavy)
pytestmark = pytest.mark.heavy


def test_every_task_once_through_a_small_window(dask_executor: Executor) -> None:
    assert dask_executor.workers == 2
    # far more tasks than the window of tasks in flight (twice the workers)
    assert sorted(dask_executor.map_unordered(square, range(60))) == [n * n for n in range(60)]
    assert dask_executor.describe() == "a dask LocalCluster of 2 processes"


def test_the_workers_are_other_processes(dask_executor: Executor) -> None:
    pids = set(dask_executor.map_unordered(pid_after, [0.05] * 8))
    assert os.getpid() not in pids and 1 <= len(pids) <= 2


def test_a_failing_task_raises_its_error_and_the_cluster_serves_on(
    dask_executor: Executor,
) -> None:
    with pytest.raises(ValueError, match="task 3 refuses"):
        list(dask_executor.map_unordered(refuse_three, range(8)))
    assert sorted(dask_executor.map_unordered(square, [2, 3])) == [4, 9]


def test_a_running_scheduler_brings_its_workers_and_outlives_the_executor(
    dask_executor: DaskExecutor,
) -> None:
    address = dask_executor.client.scheduler.address
    with DaskExecutor(scheduler=address) as remote:
        assert remote.workers == 2
        assert remote.describe() == f"the dask cluster at {address} (2 threads)"
        assert sorted(remote.map_unordered(square, range(5))) == [0, 1, 4, 9, 16]
    assert sorted(dask_executor.map_unordered(square, [5])) == [25]  # still there
    with pytest.raises(ValueError, match="--workers sizes a local cluster"):
        DaskExecutor(scheduler=address, workers=2)


def test_an_unreachable_scheduler_is_named() -> None:
    dask = pytest.importorskip("dask", reason="dask is optional: pip install '.[cluster]'")
    with (
        dask.config.set({"distributed.comm.timeouts.connect": "1s"}),
        pytest.raises(ValueError, match="cannot reach the dask scheduler 'tcp://127.0.0.1:9'"),
    ):
        DaskExecutor(scheduler="tcp://127.0.0.1:9")
    with pytest.raises(ValueError, match="cannot reach the dask scheduler 'nonsense://x'"):
        DaskExecutor(scheduler="nonsense://x")


def test_without_dask_it_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "dask.distributed", None)  # `import` now fails
    with pytest.raises(ValueError, match=r'needs dask.distributed.*pip install "\.\[cluster\]"'):
        DaskExecutor(workers=1)


def test_local_workers_run_without_the_threads_that_slow_pure_python(
    dask_executor: DaskExecutor,
) -> None:
    settings = dask_executor.client.run(worker_settings)
    assert set(settings.values()) == {(False, "1s", "5s")}
