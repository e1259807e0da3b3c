"""LocalExecutor: this process for one worker, a pool of processes for more."""

from __future__ import annotations

import os

import pytest

from taskfarm import LocalExecutor
from tests.taskfarm.work import pid_after, refuse_three, square


@pytest.mark.parametrize("workers", [1, 2])
def test_every_task_once_whatever_the_workers(workers: int) -> None:
    with LocalExecutor(workers) as executor:
        assert executor.workers == workers
        assert sorted(executor.map_unordered(square, range(20))) == [n * n for n in range(20)]
        assert sorted(executor.map_unordered(square, [4])) == [16]  # the pool serves again


def test_one_worker_is_this_process_and_more_are_others() -> None:
    with LocalExecutor(1) as alone:
        assert set(alone.map_unordered(pid_after, [0.0])) == {os.getpid()}
        assert alone.describe() == "1 local process"
    with LocalExecutor(2) as pool:
        assert os.getpid() not in set(pool.map_unordered(pid_after, [0.0] * 4))
        assert pool.describe() == "2 local processes"


@pytest.mark.parametrize("workers", [1, 2])
def test_a_failing_task_raises_its_error(workers: int) -> None:
    with LocalExecutor(workers) as executor, pytest.raises(ValueError, match="task 3 refuses"):
        list(executor.map_unordered(refuse_three, range(6)))


def test_results_stream_before_the_work_is_done() -> None:
    with LocalExecutor(1) as executor:
        results = executor.map_unordered(square, iter([1, 2, 3]))
        assert next(results) == 1  # the rest is not computed yet: a generator, not a list


def test_at_least_one_worker() -> None:
    with pytest.raises(ValueError, match="--workers must be a whole number from 1 to 256, got 0"):
        LocalExecutor(0)


def test_closing_twice_is_harmless() -> None:
    executor = LocalExecutor(2)
    assert list(executor.map_unordered(square, [3])) == [9]
    executor.close()
    executor.close()
