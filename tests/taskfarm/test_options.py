"""The options that choose an executor, and the errors they give."""

from __future__ import annotations

import argparse
import doctest
import importlib
import os

import pytest

from taskfarm import LocalExecutor, add_executor_options, executor_from_args, make_executor


def parse(*words: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_executor_options(parser, "cores")
    return parser.parse_args(words)


def test_defaults_and_values() -> None:
    args = parse()
    assert (args.executor, args.scheduler, args.workers, args.task_size) == ("local", None, None, 0)
    args = parse("--executor", "dask", "--scheduler", "tcp://h:8786", "--workers", "3")
    assert (args.executor, args.scheduler, args.workers) == ("dask", "tcp://h:8786", 3)


@pytest.mark.parametrize(
    ("words", "message"),
    [
        (["--executor", "spark"], "invalid choice: 'spark'"),
        (["--workers", "0"], "argument --workers: expected a whole number >= 1, got '0'"),
        (["--task-size", "x"], "argument --task-size: expected a whole number >= 1, got 'x'"),
        (["--workers", "100000"], "argument --workers: at most 256 processes on one machine"),
        (["--workers", "²"], "argument --workers: expected a whole number >= 1, got '²'"),
    ],
)
def test_usage_errors(words: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        parse(*words)
    assert message in capsys.readouterr().err


def test_local_executors_default_to_the_cores_or_what_the_command_says() -> None:
    with executor_from_args(parse()) as executor:
        assert isinstance(executor, LocalExecutor)
        assert executor.workers == (os.cpu_count() or 1)
    with executor_from_args(parse(), default_workers=1) as executor:
        assert executor.workers == 1
    with executor_from_args(parse("--workers", "2"), default_workers=1) as executor:
        assert executor.workers == 2


def test_bad_combinations() -> None:
    with pytest.raises(ValueError, match="--scheduler needs --executor dask"):
        make_executor("local", 1, "tcp://h:8786")
    with pytest.raises(ValueError, match="unknown executor 'spark'; choose from local, dask"):
        make_executor("spark")


@pytest.mark.parametrize("name", ["base", "checkpoint", "cluster", "local", "options", "records"])
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(f"taskfarm.{name}"))
    assert result.failed == 0


@pytest.mark.parametrize("workers", [0, 257, 100_000, 2.0, "3", True])
def test_executors_refuse_a_number_of_workers_out_of_bounds(workers: object) -> None:
    with pytest.raises(ValueError, match="--workers must be a whole number from 1 to 256, got"):
        LocalExecutor(workers)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="--workers must be a whole number from 1 to 256, got"):
        make_executor("dask", workers)  # type: ignore[arg-type]
