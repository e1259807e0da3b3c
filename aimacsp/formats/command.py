"""The ``aimacsp`` command: ``aimacsp solve FILE.xml`` solves an XCSP3 instance and prints
the XCSP competition's lines, so the library plugs into the XCSP tools.

Standard output gets ``c`` comments, an ``o VALUE`` line for each better solution of an
optimisation problem, one ``s`` line (``SATISFIABLE``, ``UNSATISFIABLE``, ``OPTIMUM
FOUND``, ``UNKNOWN``; ``UNSUPPORTED`` for a file it cannot read) and, with a solution, a
``v`` line holding its ``<instantiation>``. Standard error gets a progress line every
`PROGRESS` seconds of a long run. The exit status is 0 whatever the answer, 1 when the file
cannot be read, 2 for a mistake on the command line. ``--json`` prints one JSON object
instead. A solution is checked against the file by the independent checker before it is
printed (`aimacsp.formats.answer`).

``--time-limit S`` holds from the first moment: reading the file, compiling its constraints,
building the propagators, propagating and searching spend one `Budget`; an alarm `GRACE`
seconds past the limit stops whatever has not stopped itself, and the best solution found
so far is printed.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TextIO

from ..errors import ModelError
from ..propagation import Budget, BudgetSpent, Limits
from ..search import Solver, Status, dom_wdeg, forward_checking, mrv, mrv_degree
from ..version import VersionAction
from .answer import GRACE, Answer
from .xcsp3 import Instance, XCSP3Error
from .xcsp3.document import Node, parse_file
from .xcsp3.reader import build

__all__ = ["main", "STRATEGIES", "PROGRESS", "GRACE"]

#: The searches ``--strategy`` names: the `Solver` arguments of each.
STRATEGIES: dict[str, dict[str, Any]] = {
    "default": {},
    "dom_wdeg": {"select": dom_wdeg},
    "mrv": {"select": mrv},
    "mrv_degree": {"select": mrv_degree},
    "forward_checking": {"select": mrv, "inference": forward_checking},
}
#: Seconds between two progress lines on standard error.
PROGRESS = 10.0


def parser() -> argparse.ArgumentParser:
    """The command line: ``aimacsp solve FILE [--time-limit S] [--strategy NAME] [--json]``."""
    top = argparse.ArgumentParser(prog="aimacsp", description="Constraint satisfaction in the "
                                  "style of AIMA chapter 6.")  # fmt: skip
    top.add_argument("--version", action=VersionAction)
    commands = top.add_subparsers(dest="command", required=True, metavar="COMMAND")
    solve = commands.add_parser(
        "solve",
        help="solve an XCSP3 instance",
        description="Solve an XCSP3 instance and print the XCSP competition's lines.",
    )
    solve.add_argument("file", metavar="FILE", help="an XCSP3 instance (.xml)")
    solve.add_argument(
        "--time-limit",
        type=_seconds,
        metavar="S",
        default=None,
        help="stop after S seconds (reading included) with the best found",
    )
    solve.add_argument(
        "--strategy",
        choices=STRATEGIES,
        default="default",
        help="the search (default: the library's default search)",
    )
    solve.add_argument("--json", action="store_true", help="print one JSON object instead")
    return top


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 < value <= 1e9:
        raise argparse.ArgumentTypeError(f"{text} is not a number of seconds above 0")
    return value


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, spent: float = 0.0) -> int:
    """Run the command line; return the exit status. ``spent``: the seconds the process took
    to start before it called (`since_start`), taken off ``--time-limit``."""
    arguments = parser().parse_args(argv)
    out = sys.stdout if out is None else out
    return Run(arguments, out, spent).run()


class Run:
    """One ``aimacsp solve``: read, solve, print, all within one budget."""

    def __init__(self, arguments: argparse.Namespace, out: TextIO, spent: float = 0.0) -> None:
        self.arguments = arguments
        self.out = out
        self.json = bool(arguments.json)
        self.start = time.perf_counter() - spent
        #: One budget from the first moment: reading, compiling, propagating, searching (the
        #: time Python took to start and load the library, ``spent``, is taken off it).
        limit = arguments.time_limit
        left = None if limit is None else max(limit - spent, 0.0)
        self.budget = Budget(Limits(seconds=left))
        self.budget.run()
        self.tree: Node | None = None
        self.best: dict[Any, int] | None = None
        self.value: int | None = None
        self.done = threading.Event()

    def say(self, line: str) -> None:
        if not self.json:
            print(line, file=self.out, flush=True)

    def run(self) -> int:
        path = self.arguments.file
        try:
            with open(path, "rb"):
                pass
        except OSError as error:
            print(f"aimacsp solve: cannot read {path}: {error.strerror}", file=sys.stderr)
            return 1
        self.say(f"c aimacsp solve {path}")
        with stopped_in_time(self.budget.limits.seconds):
            try:
                self.tree = parse_file(path, self.budget)
                instance = build(self.tree, path, self.budget)
            except (BudgetSpent, KeyboardInterrupt):
                return Answer(self).unread()
            except XCSP3Error as error:
                print(f"aimacsp solve: {error}", file=sys.stderr)
                self.say(f"c {error.reason}")
                self.say("s UNSUPPORTED")
                if self.json:
                    print(json.dumps({"status": "unsupported", "error": str(error)}), file=self.out)
                return 1
            read_seconds = time.perf_counter() - self.start
            self.say(f"c read in {read_seconds:.2f} s: {len(instance.variables)} variables,"
                     f" {len(instance.csp.constraints)} constraints")  # fmt: skip
            status, solver = self.search(instance)
        return Answer(self).report(instance, status, solver)

    def search(self, instance: Instance) -> tuple[Status, Solver[Any, int] | None]:
        options = dict(STRATEGIES[self.arguments.strategy])
        # the budget the reading spent: building the propagators and searching spend the rest
        solver: Solver[Any, int] = Solver(instance.csp, limits=self.budget, **options)
        ticker = threading.Thread(target=self.progress, daemon=True)
        ticker.start()
        try:
            if instance.objective is None:
                self.best = solver.solve()
            elif instance.minimize:
                self.best = solver.minimize(instance.objective, on_solution=self.improved)
            else:
                self.best = solver.maximize(instance.objective, on_solution=self.improved)
            return solver.status, solver
        except KeyboardInterrupt:
            self.say("c interrupted")
            return (Status.SOLVED if self.best is not None else Status.LIMIT_REACHED), None
        finally:
            self.done.set()

    def improved(self, solution: dict[Any, int], value: int) -> None:
        """Print ``o VALUE`` for a better solution, as it is found (and keep it)."""
        self.best, self.value = solution, value
        self.say(f"o {value}")

    def progress(self) -> None:
        """Every `PROGRESS` seconds until the search ends, a line on standard error."""
        while not self.done.wait(PROGRESS):
            best = "" if self.value is None else f", best {self.value}"
            seconds = time.perf_counter() - self.start
            print(f"c aimacsp: {seconds:.0f} s{best}", file=sys.stderr, flush=True)


def since_start() -> float:
    """Seconds since this process started (0.0 where the system does not say: Linux's
    ``/proc`` does, to a hundredth of a second)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as uptime:
            now = float(uptime.read().split()[0])
        ticks = os.sysconf("SC_CLK_TCK")
        return max(now - int(fields[19]) / ticks, 0.0)  # field 22: the start, in ticks
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0


@contextmanager
def stopped_in_time(limit: float | None) -> Iterator[None]:
    """Within the block, SIGTERM, and `GRACE` seconds past ``limit`` an alarm, raise
    `KeyboardInterrupt`: work that looks at the budget too seldom (a propagator over a huge
    table) is stopped all the same, and what was found so far is printed."""
    previous = signal.signal(signal.SIGTERM, _interrupt)
    timed = limit is not None and hasattr(signal, "setitimer")
    if timed:
        alarm = signal.signal(signal.SIGALRM, _interrupt)
        signal.setitimer(signal.ITIMER_REAL, limit + GRACE)  # type: ignore[operator]
    try:
        yield
    finally:
        if timed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, alarm)
        signal.signal(signal.SIGTERM, previous)


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def run() -> int:
    """The ``aimacsp`` script's entry point."""
    try:
        return main()
    except ModelError as error:  # pragma: no cover - read errors are reported by main
        print(f"aimacsp: {error}", file=sys.stderr)
        return 1
