"""Constraints that print as the expression they were compiled from.

A condition such as ``abs(a - b) == 1`` becomes a `Table`; in an explanation or an error it
should read as the author wrote it, not as a list of tuples. The text is made when it is
asked for: printing a tree costs more than compiling a small one, and most constraints are
never printed.

>>> from aimacsp.expressions import Var
>>> table = WrittenTable(["a", "b"], [(1, 2), (2, 1)], abs(Var("a") - Var("b")) == 1)
>>> table, table.is_satisfied((2, 1))
(abs(a - b) == 1, True)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any

from ..constraints.predicate import Predicate
from ..constraints.table import Table
from .nodes import text

__all__ = ["WrittenTable", "WrittenPredicate"]


class WrittenTable(Table[Any, Any]):
    """A `Table` of the tuples that satisfy ``expression``, printed as the expression."""

    def __init__(
        self, scope: Sequence[Hashable], allowed: Iterable[Sequence[Any]], expression: object
    ) -> None:
        super().__init__(scope, allowed)
        self.expression = expression

    def describe(self) -> str:
        return text(self.expression)


class WrittenPredicate(Predicate[Any, Any]):
    """A `Predicate` testing ``expression``, printed as the expression."""

    def __init__(
        self, function: Callable[..., Any], scope: Sequence[Hashable], expression: object
    ) -> None:
        super().__init__(function, scope)
        self.expression = expression

    def describe(self) -> str:
        return text(self.expression)
