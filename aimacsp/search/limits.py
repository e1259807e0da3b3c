"""Bounds on a search (nodes tried, seconds), shared by the solver, counting and explanations."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..errors import ModelError, brief

__all__ = ["Limits", "check_limits", "MAX_SECONDS"]


#: Longer than any search will run (about 30 years), and still exact as a float.
MAX_SECONDS = 1e9


@dataclass(frozen=True)
class Limits:
    """Bounds on one search: ``nodes`` (assignments tried) and wall-clock ``seconds``."""

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


def check_limits(limits: object, where: str) -> Limits:
    """``limits`` if it is a `Limits`, none (None) as ``Limits()``; else a `TypeError`."""
    if limits is None:
        return Limits()
    if not isinstance(limits, Limits):
        raise TypeError(
            f"{where}: limits must be Limits(nodes=..., seconds=...) or None, got {brief(limits)}"
        )
    return limits
