"""`ConflictCounter`: a constraint's conflicts under a changing assignment (for min-conflicts).

Local search asks two things of each constraint, and each counter answers them from the
values it holds (one per scope variable, None while unset):

- `conflicts`: the conflicts of one variable if it took one value;
- `shift`: move one variable, and say how the conflicts of the *others'* current values
  changed, so the search updates only the neighbours of the variable that moved.

The generic counter re-checks the constraint: 1 conflict when violated, 0 otherwise, and 0
while some variable is unset. Constraints with a cheaper or finer count override it; a
subclass that overrides only `conflicts` stays correct, as `shift` then asks it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..types import Relation

__all__ = ["ConflictCounter", "PairConflictCounter", "AllDifferentCounter"]

_OWN = object()  # marks the private key of a variable on an excepted value


class ConflictCounter:
    """Conflicts of one constraint under a changing assignment; generic: violated or not."""

    def __init__(self, constraint: Relation, values: list[Any]) -> None:
        self.constraint = constraint
        self.values = values

    def conflicts(self, pos: int, value: Any) -> int:
        """The conflicts if the variable at ``pos`` took ``value``, the others unchanged."""
        values = self.values
        old = values[pos]
        values[pos] = value
        try:
            return self._violated()
        finally:
            values[pos] = old

    def _violated(self) -> int:
        values = self.values
        if None in values:
            return 0
        return 0 if self.constraint.is_satisfied(values) else 1

    def move(self, pos: int, value: Any) -> None:
        """The variable at ``pos`` now has ``value``."""
        self.values[pos] = value

    def shift(self, pos: int, value: Any) -> list[tuple[int, int]]:
        """`move`, returning ``(position, change)`` for each other set variable whose current
        value's conflicts changed."""
        values = self.values
        if type(self).conflicts is ConflictCounter.conflicts:
            # Violated or not: the same count for every variable of the scope.
            before = self._violated()
            self.move(pos, value)
            change = self._violated() - before
            if not change:
                return []
            return [(k, change) for k, v in enumerate(values) if k != pos and v is not None]
        others = [k for k, v in enumerate(values) if k != pos and v is not None]
        counts = [self.conflicts(k, values[k]) for k in others]
        self.move(pos, value)
        changes = []
        for k, count in zip(others, counts):
            change = self.conflicts(k, values[k]) - count
            if change:
                changes.append((k, change))
        return changes


class PairConflictCounter(ConflictCounter):
    """The conflicts of a binary relation given by ``test``: 1 when the pair fails. The search
    reads ``test`` and the other value directly, to test many pairs without a method call."""

    def __init__(
        self, constraint: Relation, values: list[Any], test: Callable[..., Any]
    ) -> None:
        self.constraint, self.values, self.test = constraint, values, test  # made by thousands

    def conflicts(self, pos: int, value: Any) -> int:
        other = self.values[1 - pos]
        if other is None:
            return 0
        return 0 if (self.test(value, other) if pos == 0 else self.test(other, value)) else 1

    def shift(self, pos: int, value: Any) -> list[tuple[int, int]]:
        values = self.values
        old, other = values[pos], values[1 - pos]
        values[pos] = value
        if other is None:
            return []
        test = self.test
        if pos == 0:
            was = old is not None and not test(old, other)
            now = not test(value, other)
        else:
            was = old is not None and not test(other, old)
            now = not test(other, value)
        return [(1 - pos, now - was)] if now != was else []


class AllDifferentCounter(ConflictCounter):
    """Conflicts of a variable: how many others share its key (value plus offset). The
    positions holding each key are kept, so a move changes only the variables on the key
    left and the key taken. An excepted key counts as a key of the variable's own, which
    no other variable shares."""

    def __init__(
        self,
        constraint: Relation,
        values: list[Any],
        offsets: tuple[int, ...] | None,
        excepting: frozenset[Any] = frozenset(),
    ) -> None:
        super().__init__(constraint, values)
        self.shifted = offsets is not None
        self.offsets = offsets or (0,) * len(values)
        self.excepting = excepting
        self.at: dict[Any, set[int]] = {}
        for pos, value in enumerate(values):
            if value is not None:
                self.at.setdefault(self._key(pos, value), set()).add(pos)

    def _key(self, pos: int, value: Any) -> Any:
        key = value + self.offsets[pos] if self.shifted else value
        if self.excepting and key in self.excepting:
            return (_OWN, pos)  # equal to no value, and to no other position's
        return key

    def conflicts(self, pos: int, value: Any) -> int:
        sharing = self.at.get(self._key(pos, value))
        if not sharing:
            return 0
        return len(sharing) - (pos in sharing)

    def move(self, pos: int, value: Any) -> None:
        self.shift(pos, value)

    def shift(self, pos: int, value: Any) -> list[tuple[int, int]]:
        at, key = self.at, self._key
        old = self.values[pos]
        now = key(pos, value)
        changes = []
        if old is not None:
            was = key(pos, old)
            if was == now:
                self.values[pos] = value
                return []
            left = at[was]
            left.discard(pos)
            changes = [(k, -1) for k in left]
        joined = at.setdefault(now, set())
        changes += [(k, 1) for k in joined]
        joined.add(pos)
        self.values[pos] = value
        return changes
