"""What ``aimacsp solve`` prints at the end: the ``s`` line, the ``v`` line of the best
solution (checked first by the independent checker), or one JSON object.

A solution that fails the check is never printed (the ``s`` line says ``UNKNOWN`` and a
comment says why). The check spends what is left of the time limit, and `GRACE` seconds
more: a check that cannot finish in time leaves the solution printed as the solver found it,
with a comment saying it was not checked.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Protocol, TextIO

from ..propagation import Budget, BudgetSpent, Limits
from ..search import Solver, Status
from .xcsp3 import Instance, check
from .xcsp3.check import Verdict
from .xcsp3.document import Node

__all__ = ["Answer", "GRACE"]

#: Seconds past the time limit that stopping and then checking the answer may each take.
GRACE = 0.25


class Finished(Protocol):
    """What a finished run of ``aimacsp solve`` knows (see `aimacsp.formats.command`)."""

    json: bool
    out: TextIO
    start: float
    tree: Node | None
    best: dict[Any, int] | None
    value: int | None
    budget: Budget

    def say(self, line: str) -> None:
        """Print one line of the answer (nothing with ``--json``)."""


class Answer:
    """The end of one run: its lines, or its JSON object."""

    def __init__(self, run: Finished) -> None:
        self.run = run

    def unread(self) -> int:
        """The time limit was reached before the instance was read and compiled."""
        run = self.run
        seconds = time.perf_counter() - run.start  # since the process started
        run.say(f"c the time limit was reached while reading ({seconds:.2f} s)")
        run.say("s UNKNOWN")
        if run.json:
            self.record("unknown", None, None, None, 0)
        return 0

    def report(self, instance: Instance, status: Status, solver: Solver[Any, int] | None) -> int:
        """Print the answer; the exit status (0)."""
        run = self.run
        optimising = instance.objective is not None
        if status is Status.OPTIMAL:
            line = "OPTIMUM FOUND"
        elif status is Status.UNSATISFIABLE:
            line = "UNSATISFIABLE"
        elif run.best is not None:
            line = "SATISFIABLE"
        else:
            line = "UNKNOWN"
        solution = instance.solution(run.best) if run.best is not None else None
        verdict = self.checked(instance, solution) if solution is not None else None
        if verdict is not None and not verdict.ok:
            # never print a wrong answer: say what the checker found
            run.say(f"c the solution fails the independent check: {verdict.violations[:3]}")
            line, solution = "UNKNOWN", None
        cost = None
        if optimising and solution is not None:
            cost = (
                verdict.objective if verdict is not None else solver.objective if solver else None
            )
        stats = solver.stats if solver is not None else None
        bound = solver.bound if solver is not None and optimising else None
        if run.json:
            self.record(line.lower().replace(" ", "_"), cost, bound, solution,
                        stats.assignments if stats is not None else None)  # fmt: skip
            return 0
        seconds = time.perf_counter() - run.start
        if stats is not None:
            run.say(f"c {seconds:.2f} s, {stats.assignments} nodes, {stats.restarts} restarts")
        if optimising and solver is not None and status is Status.SOLVED:
            run.say(f"c bound {solver.bound}, gap {solver.gap}")
        run.say(f"s {line}")
        if solution is not None:
            run.say(f"v {instance.instantiation(solution, cost)}")
        return 0

    def checked(self, instance: Instance, solution: dict[str, int | str]) -> Verdict | None:
        """The checker's verdict, or None when it could not finish in time."""
        run = self.run
        limit = run.budget.limits.seconds
        left = None if limit is None else max(limit - run.budget.elapsed(), 0.0) + GRACE
        tree: Node | Path = run.tree if run.tree is not None else Path(instance.source)
        try:
            with Budget(Limits(seconds=left)).spending():
                return check(tree, solution)
        except BudgetSpent:
            run.say("c the time limit was reached before the solution was checked")
            return None

    def record(
        self, status: str, objective: int | None, bound: Any, solution: Any, nodes: int | None
    ) -> None:
        """The answer as one JSON object."""
        seconds = round(time.perf_counter() - self.run.start, 3)
        record = {"status": status, "objective": objective, "bound": bound,
                  "solution": solution, "seconds": seconds, "nodes": nodes}  # fmt: skip
        print(json.dumps(record), file=self.run.out)
