"""`Table`: a constraint given by its list of allowed tuples (an extensional constraint)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..checkpoints import EVERY, checkpoint
from ..errors import ModelError
from ..types import D, DomainStore, V, is_hashable
from .base import LISTED, Constraint, Propagator, scope_text
from .binary import BinaryPropagator
from .lists import constant_list

__all__ = ["Table"]

#: What to write instead of a variable in a tuple of values.
_RELATE = "to relate variables to each other, write the condition with csp.add"


class Table(Constraint[V, D]):
    """The scope's values must form one of the ``allowed`` tuples.

    >>> t = Table(["X", "Y"], [(1, 2), (2, 1)])
    >>> t.is_satisfied((2, 1)), t.is_satisfied((1, 1))
    (True, False)
    >>> t
    Table(X, Y in [(1, 2), (2, 1)])
    """

    def __init__(
        self, scope: Sequence[V], allowed: Iterable[Sequence[D]], name: str | None = None
    ) -> None:
        super().__init__(scope, name)
        if not isinstance(allowed, Iterable) or hasattr(type(allowed), "__aimacsp_variable__"):
            raise TypeError(f"Table: allowed must be a list of tuples of values, got {allowed!r}")
        tuples: dict[tuple[D, ...], None] = {}
        for n, row in enumerate(allowed):
            if not n % EVERY:
                checkpoint()  # a table of many rows: a running budget may stop it
            if isinstance(row, (str, bytes)) or not isinstance(row, Iterable):
                # tuple("ab") would quietly make a row of two letters
                raise ModelError(
                    f"Table over {list(self.scope)!r}: allowed tuple #{n} {row!r} is not a tuple"
                    " of values"
                )
            row = tuple(row)
            if len(row) != len(self.scope):
                raise ModelError(
                    f"Table over {list(self.scope)!r}: allowed tuple #{n} {row!r} has "
                    f"{len(row)} values, the scope has {len(self.scope)}"
                )
            for value in row:
                if type(value) is int:
                    continue  # (most are: the checks below cost a table of 100,000 rows)
                if not is_hashable(value):
                    raise ModelError(
                        f"Table over {list(self.scope)!r}: value {value!r} in tuple #{n} "
                        "is not hashable"
                    )
                constant_list(f"Table over {list(self.scope)!r}", f"tuple #{n}'s values",
                              (value,), _RELATE)  # fmt: skip
            tuples.setdefault(row, None)
        self.allowed: frozenset[tuple[D, ...]] = frozenset(tuples)
        self._rows = tuple(tuples)

    def describe(self) -> str:
        rows = self._rows
        shown = f"in {list(rows)!r}" if len(rows) <= LISTED else f"in {len(rows)} tuples"
        return f"Table({scope_text(self.scope)} {shown})"

    def is_satisfied(self, values: Sequence[D]) -> bool:
        return tuple(values) in self.allowed

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        if len(self.scope) == 2:
            allowed = self.allowed
            return BinaryPropagator(self, state, lambda a, b: (a, b) in allowed)
        return TablePropagator(self, state)


class TablePropagator(Propagator):
    """Simple Tabular Reduction (Ullmann 2007): drop the tuples that lost a value, then keep
    the values that some remaining tuple uses. The live tuples are a prefix of ``order`` whose
    length ``live[0]`` is restored by the trail."""

    settles_last_variable = True
    consistency = "domain"

    __slots__ = ("tuples", "order", "live")
    idempotent = True

    def __init__(self, constraint: Table[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        index = state.value_index
        dom = state.dom
        self.tuples: list[tuple[int, ...]] = []
        for row in constraint._rows:
            bits = tuple(index.get(value, -1) for value in row)
            if all(b >= 0 and dom[i] >> b & 1 for i, b in zip(self.vars, bits)):
                self.tuples.append(bits)
        self.order = list(range(len(self.tuples)))
        self.live = [len(self.tuples)]

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom = state.dom
        vars_ = self.vars
        masks = [dom[i] for i in vars_]
        arity = len(vars_)
        used = [0] * arity
        tuples, order = self.tuples, self.order
        live = n = self.live[0]
        k = 0
        while k < live:
            row = tuples[order[k]]
            for pos in range(arity):
                if not masks[pos] >> row[pos] & 1:
                    live -= 1
                    order[k], order[live] = order[live], order[k]
                    break
            else:
                for pos in range(arity):
                    used[pos] |= 1 << row[pos]
                k += 1
        if live != n:
            state.save(self.live, 0)
            self.live[0] = live
        if not live:
            return False
        for pos in range(arity):
            if used[pos] != masks[pos] and not state.keep(vars_[pos], used[pos]):
                return False
        return True


