"""Arc consistency on one binary relation, testing each pair of values at most once.

The relation is any ``test(a, b) -> bool``. Results are memoised per value in two bitset
tables (``known``: pairs tested, ``ok``: pairs allowed), so a search that meets the same pair
again pays one ``&`` instead of a call. When one side is fixed (forward checking), revising the
other side is a single mask intersection.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..types import DomainStore
from .base import Constraint, Propagator
from .relations import pair_table, value_bytes
from .truth import truth

__all__ = ["BinaryPropagator"]

#: From this many distinct values on, pair tests walk domains a byte at a time.
BYTES_FROM = 32
#: Up to this many pairs of values, a relation is tested (at most two conflicts a row) when
#: its propagator is made, to learn whether it needs waking only when a side is fixed.
SMALL_PAIRS = 1024


class BinaryPropagator(Propagator):
    """AC-3's REVISE in both directions (AIMA Figure 6.3), with memoised pair tests."""

    settles_last_variable = True
    consistency = "domain"

    __slots__ = (
        "test", "x", "y", "known", "ok", "values", "bytes", "seen", "witness", "watchers",
        "wakes_when_fixed",
    )
    idempotent = True

    def __init__(
        self,
        constraint: Constraint[Any, Any],
        state: DomainStore[Any, Any],
        test: Callable[[Any, Any], Any],
    ) -> None:
        # Propagator.__init__, inlined: models state thousands of binary constraints.
        self.constraint = constraint
        index = state.index
        x, y = constraint.scope
        self.vars = (index[x], index[y])
        self.x, self.y = self.vars
        self.queued = False
        self.index = -1
        self.test = test
        self.values = state.values
        # known[0][a]: bits b of y tested with x = a; known[1][b]: bits a of x tested with y = b.
        # Shared with every constraint on the same relation (see relations.py).
        table = pair_table(state, test)
        self.known, self.ok = table.known, table.ok
        # Wide domains are read a byte at a time; for a few values peeling bits is cheaper.
        self.bytes = value_bytes(state) if len(state.values) >= BYTES_FROM else None
        self.seen = [0, 0]
        # witness[side][a]: a value of the other side supporting value a (-1: none yet);
        # watchers[side][b]: the values of this side whose witness is b. Made on first use:
        # forward checking never needs them.
        self.witness: tuple[list[int], list[int]] | None = None
        self.watchers: tuple[list[int], list[int]] | None = None
        dx, dy = state.dom[self.x], state.dom[self.y]
        self.wakes_when_fixed = (
            dx.bit_count() * dy.bit_count() <= SMALL_PAIRS and self.at_most_one_conflict(dx, dy)
        )

    def at_most_one_conflict(self, dx: int, dy: int) -> bool:
        """True when no value of either domain conflicts with more than one value of the
        other (``x != y``, ``x != y + c``): while both sides keep two values or more, every
        value then has a support, so only a side becoming fixed can give this propagator
        work. Each row stops at its second conflict (most relations show one at once); the
        pairs tested are memoised. A relation that fails a test here is left to fail where
        the search meets it."""
        try:
            for side, mine, others in ((0, dx, dy), (1, dy, dx)):
                while mine:
                    low = mine & -mine
                    mine ^= low
                    if self._conflicts(side, low.bit_length() - 1, others) > 1:
                        return False
        except Exception:  # noqa: BLE001  # the search reports it, where it meets the pair
            return False
        return True

    def _conflicts(self, side: int, a: int, others: int) -> int:
        """How many values of ``others`` value bit ``a`` of ``side`` conflicts with, counted
        up to two."""
        known, ok = self.known[side], self.ok[side]
        known_o, ok_o = self.known[1 - side], self.ok[1 - side]
        values, test = self.values, self.test
        va, bit_a = values[a], 1 << a
        found = (others & known[a] & ~ok[a]).bit_count()
        unknown = others & ~known[a]
        while unknown and found < 2:
            low = unknown & -unknown
            unknown ^= low
            b = low.bit_length() - 1
            known[a] |= low
            known_o[b] |= bit_a
            pair = (va, values[b]) if side == 0 else (values[b], va)
            got = test(*pair)
            if got is True or got is not False and truth(got, self.constraint, pair):
                ok[a] |= low
                ok_o[b] |= bit_a
            else:
                found += 1
        return found

    def allowed(self, side: int, a: int, others: int) -> int:
        """The bits of ``others`` (the other variable) compatible with value bit ``a`` of
        variable ``side`` (0 for x, 1 for y); unknown pairs are tested now."""
        known, ok = self.known[side], self.ok[side]
        unknown = others & ~known[a]
        if unknown:
            test, value_bytes, constraint = self.test, self.bytes, self.constraint
            va = self.values[a]
            found = 0
            # Only this side's row is filled: mirroring each pair into the other side's rows
            # costs as much as the test itself, and forward checking rarely reads it back.
            # Two copies of each loop, so the argument order is not decided for every pair.
            # An answer other than True or False goes to truth(), which names a wrong one.
            if value_bytes is None:
                values = self.values
                if side == 0:
                    while unknown:
                        low = unknown & -unknown
                        unknown ^= low
                        vb = values[low.bit_length() - 1]
                        got = test(va, vb)
                        if got is True or got is not False and truth(got, constraint, (va, vb)):
                            found |= low
                else:
                    while unknown:
                        low = unknown & -unknown
                        unknown ^= low
                        vb = values[low.bit_length() - 1]
                        got = test(vb, va)
                        if got is True or got is not False and truth(got, constraint, (vb, va)):
                            found |= low
            else:
                rows = value_bytes.rows
                size = (unknown.bit_length() + 7) >> 3
                if side == 0:
                    for k, byte in enumerate(unknown.to_bytes(size, "little")):
                        if byte:
                            for low, vb in rows[k][byte] or value_bytes.entry(k, byte):
                                got = test(va, vb)
                                if got is True or (
                                    got is not False and truth(got, constraint, (va, vb))
                                ):
                                    found |= low
                else:
                    for k, byte in enumerate(unknown.to_bytes(size, "little")):
                        if byte:
                            for low, vb in rows[k][byte] or value_bytes.entry(k, byte):
                                got = test(vb, va)
                                if got is True or (
                                    got is not False and truth(got, constraint, (vb, va))
                                ):
                                    found |= low
            known[a] |= others
            ok[a] |= found
        return ok[a] & others

    def revise(self, state: DomainStore[Any, Any], side: int) -> bool:
        """Remove the values of one side (0: x, 1: y) with no support on the other side.

        Each value watches one supporting value (a witness, as in AC-6): only the values
        whose witness left the other domain since this propagator last ran are looked at
        again. Returns False on a wipe-out, like every filter here.
        """
        dom = state.dom
        i, j = (self.x, self.y) if side == 0 else (self.y, self.x)
        di, dj = dom[i], dom[j]
        if not dj & (dj - 1):
            # The other side is fixed to one value b: keep exactly the values b allows.
            b = dj.bit_length() - 1
            return state.keep(i, self.allowed(1 - side, b, di))
        seen = self.seen[1 - side]
        if self.witness is None:
            n = len(self.values)
            self.witness = ([-1] * n, [-1] * n)
            self.watchers = ([0] * n, [0] * n)
        if seen:
            removed = seen & ~dj
            watchers = self.watchers[side]  # type: ignore[index]
            rest = 0
            while removed:
                low = removed & -removed
                removed ^= low
                rest |= watchers[low.bit_length() - 1]
            rest &= di
        else:
            rest = di
        known, ok = self.known[side], self.ok[side]
        witness, watchers = self.witness[side], self.watchers[side]  # type: ignore[index]
        keep = di
        while rest:
            low = rest & -rest
            rest ^= low
            a = low.bit_length() - 1
            support = ok[a] & dj
            if not support and dj & ~known[a] and self._find_support(side, a, dj):
                support = ok[a] & dj
            if support:
                b = (support & -support).bit_length() - 1
                old = witness[a]
                if old != b:
                    if old >= 0:
                        watchers[old] &= ~low
                    watchers[b] |= low
                    witness[a] = b
            else:
                keep ^= low
        return state.keep(i, keep)

    def _find_support(self, side: int, a: int, others: int) -> bool:
        """Test untested pairs for value ``a`` one at a time until one is allowed."""
        known, ok = self.known[side], self.ok[side]
        known_o, ok_o = self.known[1 - side], self.ok[1 - side]
        values, test = self.values, self.test
        va = values[a]
        bit_a = 1 << a
        unknown = others & ~known[a]
        while unknown:
            low = unknown & -unknown
            unknown ^= low
            b = low.bit_length() - 1
            known[a] |= low
            known_o[b] |= bit_a
            pair = (va, values[b]) if side == 0 else (values[b], va)
            got = test(*pair)
            if got is True or got is not False and truth(got, self.constraint, pair):
                ok[a] |= low
                ok_o[b] |= bit_a
                return True
        return False

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom = state.dom
        x, y = self.x, self.y
        dx, dy = dom[x], dom[y]
        # One side fixed (forward checking): the other keeps what that value allows; if
        # nothing is left the fixed value had no support either.
        if not dx & (dx - 1):
            a = dx.bit_length() - 1
            keep = self.allowed(0, a, dy) if dy & ~self.known[0][a] else self.ok[0][a] & dy
            return keep == dy or state.keep(y, keep)
        if not dy & (dy - 1):
            b = dy.bit_length() - 1
            keep = self.allowed(1, b, dx) if dx & ~self.known[1][b] else self.ok[1][b] & dx
            return keep == dx or state.keep(x, keep)
        # seen holds both domains as this propagator last left them (restored on backtrack):
        # a side needs revising only if the other side changed since.
        seen = self.seen
        if dy != seen[1] and not self.revise(state, 0):
            return False
        if dom[x] != seen[0] and not self.revise(state, 1):
            return False
        if seen[0] != dom[x]:
            state.save(seen, 0)
            seen[0] = dom[x]
        if seen[1] != dom[y]:
            state.save(seen, 1)
            seen[1] = dom[y]
        return True

    def check(self, state: DomainStore[Any, Any]) -> bool:
        dom = state.dom
        dx, dy = dom[self.x], dom[self.y]
        if dx & (dx - 1) or dy & (dy - 1):
            return True
        return bool(self.allowed(0, dx.bit_length() - 1, dy))
