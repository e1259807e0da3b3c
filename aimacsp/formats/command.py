"""The ``aimacsp`` command: ``aimacsp solve FILE.xml`` solves an XCSP3 instance and prints
the XCSP competition's lines, so the library plugs into the XCSP tools.

Standard output gets ``c`` comments, an ``o VALUE`` line for each better solution of an
optimisation problem, one ``s`` line (``SATISFIABLE``, ``UNSATISFIABLE``, ``OPTIMUM
FOUND``, ``UNKNOWN``; ``UNSUPPORTED`` for a file it cannot read) and, with a solution, a
``v`` line holding its ``<instantiation>``. Standard error gets a progress line every
`PROGRESS` seconds of a long run. The exit status is 0 whatever the answer, 1 when the file
cannot be read, 2 for a mistake on the command line. ``--json`` prints one JSON object
instead. A solution is checked against the file by the independent checker before it is
printed.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading
import time
from collections.abc import Sequence
from typing import Any, TextIO

from ..errors import ModelError
from ..propagation import Limits, Solution
from ..search import Solver, Status, dom_wdeg, forward_checking, mrv, mrv_degree
from ..version import VersionAction
from .xcsp3 import Instance, XCSP3Error, check, read

__all__ = ["main", "STRATEGIES", "PROGRESS"]

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


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run the command line; return the exit status."""
    arguments = parser().parse_args(argv)
    out = sys.stdout if out is None else out
    return Run(arguments, out).run()


class Run:
    """One ``aimacsp solve``: read, solve, print."""

    def __init__(self, arguments: argparse.Namespace, out: TextIO) -> None:
        self.arguments = arguments
        self.out = out
        self.json = bool(arguments.json)
        self.start = time.perf_counter()
        self.best: dict[Any, int] | None = None
        self.value: int | None = None

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
        try:
            instance = read(path)
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
        return self.report(instance, status, solver)

    def search(self, instance: Instance) -> tuple[Status, Solver[Any, int] | None]:
        limit = self.arguments.time_limit
        seconds = None if limit is None else max(limit - (time.perf_counter() - self.start), 0.0)
        options = dict(STRATEGIES[self.arguments.strategy])
        if instance.objective is not None:
            options["trace"] = self.improved(instance)
        solver: Solver[Any, int] = Solver(instance.csp, limits=Limits(seconds=seconds), **options)
        ticker = threading.Thread(target=self.progress, daemon=True)
        done = threading.Event()
        self.done = done
        previous = signal.signal(signal.SIGTERM, _interrupt)
        ticker.start()
        try:
            if instance.objective is None:
                self.best = solver.solve()
            elif instance.minimize:
                self.best = solver.minimize(instance.objective)
            else:
                self.best = solver.maximize(instance.objective)
            return solver.status, solver
        except KeyboardInterrupt:
            self.say("c interrupted")
            return (Status.SOLVED if self.best is not None else Status.LIMIT_REACHED), None
        finally:
            done.set()
            signal.signal(signal.SIGTERM, previous)

    def improved(self, instance: Instance) -> Any:
        """A trace that prints ``o VALUE`` for each better solution (and keeps it)."""
        objective = instance.objective

        def trace(event: object, state: object) -> None:
            if type(event) is Solution:
                self.best = dict(event.assignment)
                self.value = self.best[objective]
                self.say(f"o {self.value}")

        return trace

    def progress(self) -> None:
        """Every `PROGRESS` seconds until the search ends, a line on standard error."""
        while not self.done.wait(PROGRESS):
            best = "" if self.value is None else f", best {self.value}"
            seconds = time.perf_counter() - self.start
            print(f"c aimacsp: {seconds:.0f} s{best}", file=sys.stderr, flush=True)

    def report(self, instance: Instance, status: Status, solver: Solver[Any, int] | None) -> int:
        seconds = time.perf_counter() - self.start
        optimising = instance.objective is not None
        if status is Status.OPTIMAL:
            line = "OPTIMUM FOUND"
        elif status is Status.UNSATISFIABLE:
            line = "UNSATISFIABLE"
        elif self.best is not None:
            line = "SATISFIABLE"
        else:
            line = "UNKNOWN"
        solution = instance.solution(self.best) if self.best is not None else None
        verdict = check(self.arguments.file, solution) if solution is not None else None
        if verdict is not None and not verdict.ok:
            # never print a wrong answer: say what the checker found
            self.say(f"c the solution fails the independent check: {verdict.violations[:3]}")
            line, solution = "UNKNOWN", None
        stats = solver.stats if solver is not None else None
        if self.json:
            record = {
                "status": line.lower().replace(" ", "_"),
                "objective": verdict.objective if verdict is not None and optimising else None,
                "bound": solver.bound if solver is not None and optimising else None,
                "solution": solution,
                "seconds": round(seconds, 3),
                "nodes": stats.assignments if stats is not None else None,
            }
            print(json.dumps(record), file=self.out)
            return 0
        if stats is not None:
            self.say(f"c {seconds:.2f} s, {stats.assignments} nodes, {stats.restarts} restarts")
        if optimising and solver is not None and status is Status.SOLVED:
            self.say(f"c bound {solver.bound}")
        self.say(f"s {line}")
        if solution is not None:
            cost = verdict.objective if verdict is not None and optimising else None
            self.say(f"v {instance.instantiation(solution, cost)}")
        return 0


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def run() -> int:
    """The ``aimacsp`` script's entry point."""
    try:
        return main()
    except ModelError as error:  # pragma: no cover - read errors are reported by main
        print(f"aimacsp: {error}", file=sys.stderr)
        return 1
