"""What every library's runner in `models.py` shares: reading an answer, and proving an
optimum by two decisions where a library cannot optimise."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from models_instances import Instance

__all__ = ["fill", "two_decisions", "Outcome"]

#: What a runner returns: a status (SAT, UNSAT, OPTIMAL, FEASIBLE, UNKNOWN, or REFUSED for a
#: model the library turns down), the answer in the checker's shape (or None), a note for the
#: result line and, for an optimisation, what the library says of it (``{"bound": ...}``,
#: the best value a solution could still reach).
Outcome = tuple[Any, ...]


def fill(shape: Any, value: Callable[[Any], Any]) -> Any:
    """``shape`` (dicts and lists of variables; a tuple is a variable) with each variable's value.

    >>> fill({"a": ["x", ("y", 1)]}, {"x": 1, ("y", 1): 2}.__getitem__)
    {'a': [1, 2]}
    """
    if isinstance(shape, dict):
        return {k: fill(v, value) for k, v in shape.items()}
    if isinstance(shape, list):
        return [fill(v, value) for v in shape]
    return value(shape)


def two_decisions(decide: Callable[[dict[str, Any]], Outcome], instance: Instance) -> Outcome:
    """The known optimum proven without optimisation: a solution at it, none one below it."""
    assert isinstance(instance.expected, int)
    status, answer, note = decide({**instance.params, "bound": instance.expected})
    if status != "SAT":
        return "UNKNOWN", None, f"two decisions: {note}".rstrip(": ")
    below, _, more = decide({**instance.params, "bound": instance.expected - 1})
    status = "OPTIMAL" if below == "UNSAT" else "FEASIBLE"
    return status, answer, f"two decisions: {note} + {more}".rstrip(" +:")
