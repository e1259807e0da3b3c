"""`ShortTable`: a table whose tuples may hold `ANY`, a wildcard that matches every value.

XCSP3's starred tuples, ``(1,*,*,3)``, say in one row what a plain `Table` says in as many
rows as the wildcards' domains multiply to, which can be astronomically many (a row with
twenty wildcards over ten values). A short table keeps the rows as written.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V, is_hashable
from .base import LISTED, Constraint, Propagator, scope_text
from .lists import constant_list

__all__ = ["ShortTable", "ANY"]

#: What to write instead of a variable in a tuple of values.
_RELATE = "to relate variables to each other, write the condition with csp.add"


class _Any:
    """The wildcard of a short table's tuples: it matches every value."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "ANY"

    def __reduce__(self) -> str:
        return "ANY"  # one wildcard, also after pickling


#: The wildcard: in a tuple of a `ShortTable`, it matches every value of its variable.
ANY: Any = _Any()


class ShortTable(Constraint[V, D]):
    """The scope's values must match one of the ``allowed`` tuples, where `ANY` matches
    every value (XCSP3's ``*``).

    >>> t = ShortTable(["x", "y", "z"], [(1, ANY, 2), (ANY, 0, 0)])
    >>> t.is_satisfied((1, 7, 2)), t.is_satisfied((5, 0, 0)), t.is_satisfied((1, 0, 1))
    (True, True, False)
    >>> t
    ShortTable(x, y, z in [(1, ANY, 2), (ANY, 0, 0)])

    The propagator is simple tabular reduction on the short tuples (Ullmann 2007; Jefferson
    and Nightingale 2013): a row is alive while each of its values is in its variable's
    domain, and a variable keeps the values some live row matches (all of them where a live
    row has `ANY`). It is domain consistent, in O(rows x arity) per call.
    """

    def __init__(
        self, scope: Sequence[V], allowed: Iterable[Sequence[Any]], name: str | None = None
    ) -> None:
        super().__init__(scope, name)
        where = f"ShortTable over {list(self.scope)!r}"
        if (
            isinstance(allowed, (str, bytes))
            or not isinstance(allowed, Iterable)
            or hasattr(type(allowed), "__aimacsp_variable__")
        ):
            raise TypeError(f"{where}: allowed must be a list of tuples, got {allowed!r}")
        rows: dict[tuple[Any, ...], None] = {}
        for n, row in enumerate(allowed):
            if isinstance(row, (str, bytes)) or not isinstance(row, Iterable):
                raise ModelError(f"{where}: allowed tuple #{n} {row!r} is not a tuple of values")
            row = tuple(row)
            constant_list(where, f"tuple #{n}'s values", row, _RELATE)
            if len(row) != len(self.scope):
                raise ModelError(
                    f"{where}: allowed tuple #{n} {row!r} has {len(row)} values, the scope has"
                    f" {len(self.scope)}"
                )
            for value in row:
                if not is_hashable(value):
                    raise ModelError(f"{where}: value {value!r} in tuple #{n} is not hashable")
            rows.setdefault(row, None)
        self.rows: tuple[tuple[Any, ...], ...] = tuple(rows)

    def describe(self) -> str:
        rows = self.rows
        shown = f"in {list(rows)!r}" if len(rows) <= LISTED else f"in {len(rows)} tuples"
        return f"ShortTable({scope_text(self.scope)} {shown})"

    def is_satisfied(self, values: Sequence[D]) -> bool:
        return any(all(r is ANY or r == v for r, v in zip(row, values)) for row in self.rows)

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        return ShortTablePropagator(self, state)


class ShortTablePropagator(Propagator):
    """Simple tabular reduction over short tuples (see `ShortTable`): each row holds a value
    bit per variable, or -1 for `ANY`; the live rows are a prefix of ``order`` whose length
    ``live[0]`` the trail restores.

    It is `Table`'s reduction with one test more per cell (is it a wildcard?), written apart
    on purpose: plain tables are the hot path of many models, and sharing this loop would
    make each of their cells pay for the test."""

    settles_last_variable = True
    consistency = "domain"
    idempotent = True

    __slots__ = ("rows", "order", "live")

    def __init__(self, constraint: ShortTable[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        index = state.value_index
        dom = state.dom
        self.rows: list[tuple[int, ...]] = []
        for row in constraint.rows:
            bits = tuple(-1 if v is ANY else index.get(v, -2) for v in row)
            if all(b == -1 or (b >= 0 and dom[i] >> b & 1) for i, b in zip(self.vars, bits)):
                self.rows.append(bits)
        self.order = list(range(len(self.rows)))
        self.live = [len(self.rows)]

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom = state.dom
        vars_ = self.vars
        masks = [dom[i] for i in vars_]
        arity = len(vars_)
        used = [0] * arity
        rows, order = self.rows, self.order
        live = n = self.live[0]
        k = 0
        while k < live:
            row = rows[order[k]]
            for pos in range(arity):
                bit = row[pos]
                if bit >= 0 and not masks[pos] >> bit & 1:
                    live -= 1
                    order[k], order[live] = order[live], order[k]
                    break
            else:
                for pos in range(arity):
                    bit = row[pos]
                    used[pos] |= masks[pos] if bit < 0 else 1 << bit
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
