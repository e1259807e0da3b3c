"""The command-line options that choose an executor, shared by both benchmarks."""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable

from taskfarm.base import EXECUTORS, MAX_WORKERS, Executor, check_workers
from taskfarm.cluster import DaskExecutor
from taskfarm.local import LocalExecutor

__all__ = ["add_executor_options", "executor_from_args", "make_executor", "whole_number"]


def make_executor(kind: str, workers: int | None = None, scheduler: str | None = None) -> Executor:
    """The executor ``--executor kind`` names; ``workers`` defaults to this machine's cores.

    >>> make_executor("local", 2).describe()
    '2 local processes'
    """
    if kind not in EXECUTORS:
        raise ValueError(f"unknown executor {kind!r}; choose from {', '.join(EXECUTORS)}")
    if workers is not None:
        check_workers(workers)  # before `or` below would quietly read 0 as "all cores"
    if kind == "local":
        if scheduler is not None:
            raise ValueError("--scheduler needs --executor dask")
        return LocalExecutor(workers or _cores())
    return DaskExecutor(scheduler, workers if scheduler is not None else workers or _cores())


def _cores() -> int:
    """This machine's cores, as many processes as `MAX_WORKERS` allows."""
    return min(os.cpu_count() or 1, MAX_WORKERS)


def add_executor_options(parser: argparse.ArgumentParser, default_workers: str) -> None:
    """``--executor``, ``--scheduler``, ``--workers`` and ``--task-size``."""
    parser.add_argument(
        "--executor",
        choices=EXECUTORS,
        default="local",
        help="local processes (default) or a dask cluster (pip install '.[cluster]')",
    )
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="a running dask scheduler (tcp://host:8786); without it, a LocalCluster here",
    )
    parser.add_argument(
        "--workers",
        type=_workers,
        help=f"processes, here or in the LocalCluster (default {default_workers})",
    )
    parser.add_argument(
        "--task-size",
        type=_positive,
        default=0,
        metavar="N",
        help="items per task (default: enough tasks to keep every worker busy)",
    )


def executor_from_args(args: argparse.Namespace, default_workers: int | None = None) -> Executor:
    """The executor the parsed options ask for (this starts a LocalCluster for dask)."""
    default = None if args.scheduler else default_workers  # a scheduler brings its own workers
    return make_executor(args.executor, args.workers or default, args.scheduler)


def _workers(text: str) -> int:
    value = _positive(text)
    if value > MAX_WORKERS:
        raise argparse.ArgumentTypeError(
            f"at most {MAX_WORKERS} processes on one machine, got {text!r}"
        )
    return value


def whole_number(least: int) -> Callable[[str], int]:
    """An argparse type: a whole number of at least ``least``, written in ASCII digits (the
    one parser of counts and seeds for every command of the project).

    >>> whole_number(1)("12"), whole_number(0)("0")
    (12, 0)
    """

    def parse(text: str) -> int:
        # ASCII digits only: str.isdigit() also takes '²', which int() then refuses.
        shown = repr(text if len(text) <= 24 else text[:21] + "...")
        if not (text.isascii() and text.isdigit()):
            raise argparse.ArgumentTypeError(f"expected a whole number >= {least}, got {shown}")
        if len(text.lstrip("0")) > 100:  # before int() refuses thousands of digits in its words
            raise argparse.ArgumentTypeError(f"{shown} is too large: at most 100 digits")
        if int(text) < least:
            raise argparse.ArgumentTypeError(f"expected a whole number >= {least}, got {shown}")
        return int(text)

    parse.__name__ = "whole number"  # argparse names the type in some messages
    return parse


_positive = whole_number(1)
