"""Limits a caller asks for, and the one running `Budget` every engine spends them from.

`Limits` is a request: at most ``nodes`` search nodes, at most ``seconds`` of search. A
`Budget` is that request running: one clock, which runs only while an engine searches (not
while the caller holds a solution between two of them), and one count of nodes, a node being
a value tried for a variable, whichever engine tries it (the solver, the counter, or the
sub-searches of an explanation, which all spend from their caller's budget).

Work that is not a search spends the same clock: reading a file (`aimacsp.formats.xcsp3.read`
with a ``budget``), compiling expressions, building a solver's propagators and propagating
call `Budget.checkpoint` (or, on the floors below, `aimacsp.checkpoints.checkpoint` within
`Budget.spending`) every so often, which raises `BudgetSpent` once the budget is spent; so a
time limit holds from the first moment, not from the first search node.

>>> budget = Budget(Limits(nodes=10))
>>> budget.run()
>>> budget.nodes_left(), budget.spend(4), budget.nodes_left()
(10, True, 6)
>>> budget.spend(7), budget.exhausted()
(False, True)
>>> budget.pause()
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from ..checkpoints import checking
from ..errors import ModelError, brief

__all__ = ["Limits", "Budget", "BudgetSpent", "check_limits", "budget_for", "MAX_SECONDS"]


#: Longer than any search will run (about 30 years), and still exact as a float.
MAX_SECONDS = 1e9


@dataclass(frozen=True)
class Limits:
    """Bounds on one search: ``nodes`` (values tried) and ``seconds`` of searching."""

    nodes: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        # Checked here, not at solve time: a bad limit is the caller's mistake, named at once.
        nodes, seconds = self.nodes, self.seconds
        if nodes is not None and (
            not isinstance(nodes, int) or isinstance(nodes, bool) or nodes < 0
        ):
            raise ModelError(f"Limits(nodes=...): expected a whole number >= 0, got {brief(nodes)}")
        if seconds is not None and (
            not isinstance(seconds, (int, float))
            or isinstance(seconds, bool)
            or (isinstance(seconds, float) and not math.isfinite(seconds))
            or not 0 <= seconds <= MAX_SECONDS
        ):
            raise ModelError(
                "Limits(seconds=...): expected a finite number of seconds from 0 to"
                f" {MAX_SECONDS:.0e}, got {brief(seconds)}"
            )


class BudgetSpent(Exception):
    """The budget ran out during work that is not a search (reading, compiling, building
    propagators, propagating): the work stops where it is, having proven nothing."""


class Budget:
    """`Limits` being spent: the nodes tried and the seconds searched so far, by every engine
    that was given this budget. The clock counts only while it runs (`run` ... `pause`)."""

    __slots__ = ("limits", "nodes", "seconds", "since")

    def __init__(self, limits: Limits | None = None) -> None:
        self.limits = limits if limits is not None else Limits()
        self.nodes = 0  #: nodes spent
        self.seconds = 0.0  #: seconds spent before the clock last started
        self.since: float | None = None  #: when the clock last started, if it runs

    def __repr__(self) -> str:
        return f"<Budget of {self.limits}: {self.nodes} nodes, {self.elapsed():.4f} s spent>"

    @property
    def limited(self) -> bool:
        """True when some limit is set."""
        return self.limits.nodes is not None or self.limits.seconds is not None

    def run(self) -> None:
        """Start the clock (an engine begins or resumes its search); no-op if it runs."""
        if self.since is None:
            self.since = time.perf_counter()

    def pause(self) -> None:
        """Stop the clock (the engine hands control back to its caller)."""
        if self.since is not None:
            self.seconds += time.perf_counter() - self.since
            self.since = None

    def elapsed(self) -> float:
        """The seconds of search spent so far, the current run included."""
        if self.since is None:
            return self.seconds
        return self.seconds + time.perf_counter() - self.since

    def nodes_left(self) -> int | None:
        """How many more nodes may be spent (None: no node limit)."""
        cap = self.limits.nodes
        return None if cap is None else max(0, cap - self.nodes)

    def deadline(self) -> float | None:
        """The `time.perf_counter` reading at which the seconds run out, counted from now
        with the clock running (None: no time limit)."""
        cap = self.limits.seconds
        if cap is None:
            return None
        now = time.perf_counter()
        return now + cap - self.elapsed()

    def spend(self, nodes: int = 1) -> bool:
        """Spend ``nodes``; False when that reaches past a limit (the caller then stops)."""
        self.nodes += nodes
        return not self.exhausted()

    def exhausted(self) -> bool:
        """True when more nodes were spent than allowed, or the time is up."""
        cap = self.limits.nodes
        if cap is not None and self.nodes > cap:
            return True
        seconds = self.limits.seconds
        return seconds is not None and self.elapsed() > seconds

    def checkpoint(self) -> None:
        """Raise `BudgetSpent` if the budget is spent; long work that is not a search calls it
        now and then (a file's chunk, a constraint compiled, a propagator built, some
        propagations), so that a limit stops it too."""
        if self.exhausted():
            raise BudgetSpent(f"the {self.describe()} was reached")

    @contextmanager
    def spending(self) -> Iterator[None]:
        """Spend this budget in the block: its clock runs (and stops after the block if it
        was stopped before), and `aimacsp.checkpoints.checkpoint` looks at it."""
        started = self.since is None
        self.run()
        try:
            with checking(self.checkpoint):
                yield
        finally:
            if started:
                self.pause()

    def describe(self) -> str:
        """Which limit is spent, in words (for an error message)."""
        cap = self.limits.nodes
        if cap is not None and self.nodes > cap:
            return f"node limit of {cap}"
        return f"time limit of {self.limits.seconds} s"


def check_limits(limits: object, where: str) -> Limits | Budget:
    """``limits`` if it is `Limits` or a running `Budget` (a caller sharing its own), None
    as ``Limits()``; else a `TypeError` naming ``where``."""
    if limits is None:
        return Limits()
    if isinstance(limits, (Limits, Budget)):
        return limits
    raise TypeError(
        f"{where}: limits must be Limits(nodes=..., seconds=...) or None, got {brief(limits)}"
    )


def budget_for(limits: Limits | Budget) -> Budget:
    """A fresh budget for one search under ``limits``, or the shared one a caller passed."""
    return limits if isinstance(limits, Budget) else Budget(limits)
