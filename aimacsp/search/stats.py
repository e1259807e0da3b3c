"""What a search reports: how it ended (`Status`) and what it did (`Stats`)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

__all__ = ["Status", "Stats"]


class Status(enum.Enum):
    """How the last search of a `Solver` ended."""

    NOT_STARTED = "not started"
    SOLVED = "solved"  #: at least one solution was found (when optimising: not proven best)
    OPTIMAL = "optimal"  #: the best solution was found and proven best
    UNSATISFIABLE = "unsatisfiable"  #: the whole space was searched: there is no solution
    LIMIT_REACHED = "limit reached"  #: a limit stopped the search: nothing is proven


@dataclass
class Stats:
    """What one search did."""

    assignments: int = 0  #: values tried (search nodes)
    backtracks: int = 0  #: assignments undone because they failed or their subtree was done
    propagations: int = 0  #: propagator calls
    checks: int = 0  #: constraint checks of an assignment against the fixed values
    solutions: int = 0
    restarts: int = 0  #: times the search went back to the root to start again
    seconds: float = 0.0  #: time spent searching (not the time the caller held a solution)

    def __repr__(self) -> str:
        # A person reads milliseconds; the field keeps full precision.
        return (
            f"Stats(assignments={self.assignments}, backtracks={self.backtracks},"
            f" propagations={self.propagations}, checks={self.checks},"
            f" solutions={self.solutions}, restarts={self.restarts},"
            f" seconds={self.seconds:.4f})"
        )
