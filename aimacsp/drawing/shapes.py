"""What the drawings read from the objects they draw, as Protocols.

`aimacsp.drawing` imports nothing else of aimacsp: it sits below every other floor, and reads
a problem, a constraint or a search event only through these shapes (duck typing), so a
student's own constraint class draws as the built-ins do.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

__all__ = ["ConflictLike", "ConstraintLike", "ProblemLike", "StateLike"]


class ConstraintLike(Protocol):
    """A constraint: its scope (and its ``repr``, the printed form)."""

    @property
    def scope(self) -> Sequence[Any]:
        """The variables it constrains."""
        ...


class ProblemLike(Protocol):
    """A CSP: variables, their domains, and constraints."""

    @property
    def variables(self) -> Sequence[Any]:
        """The variables in the order they were added."""
        ...

    @property
    def domains(self) -> Mapping[Any, Sequence[Any]]:
        """Each variable's values."""
        ...

    @property
    def constraints(self) -> Sequence[ConstraintLike]:
        """The constraints in the order they were added."""
        ...


class ConflictLike(Protocol):
    """A list of constraints that cannot all hold, with what is known of it."""

    minimal: bool
    domain_of: Any

    def __iter__(self) -> Any:
        """The constraints."""
        ...

    def __len__(self) -> int:
        """How many constraints."""
        ...


class StateLike(Protocol):
    """A search state as a trace sees it."""

    @property
    def variables(self) -> Sequence[Any]:
        """Every variable of the problem being solved."""
        ...

    def size(self, var: Any) -> int:
        """How many values ``var`` has left."""
        ...

    def is_assigned(self, var: Any) -> bool:
        """Whether the search has given ``var`` a value."""
        ...
