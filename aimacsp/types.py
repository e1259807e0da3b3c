"""The typed vocabulary of aimacsp: type variables and the shapes of every extension point.

A heuristic or an inference is a plain function; these aliases say which arguments it takes:

- a variable selector ``(state) -> var`` picks the next unassigned variable;
- a value orderer ``(var, state) -> values`` lists the values of ``var`` to try, in order;
- an inference ``(var, state) -> bool`` prunes after ``var`` was assigned; ``False`` means a
  domain was wiped out and the assignment must be undone;
- a trace ``(event, state) -> None`` watches the search.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from .state import State
    from .trace import Event

__all__ = ["V", "D", "VariableSelector", "ValueOrderer", "Inference", "Trace"]

V = TypeVar("V", bound=Hashable)
D = TypeVar("D", bound=Hashable)

VariableSelector = Callable[["State[V, D]"], V]
ValueOrderer = Callable[[V, "State[V, D]"], Iterable[D]]
Inference = Callable[[V, "State[V, D]"], bool]
Trace = Callable[["Event", "State[V, D]"], None]
