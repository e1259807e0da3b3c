"""`AllDifferent`: the scope's variables take pairwise different values."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from numbers import Integral
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import ConflictCounter, Constraint, Propagator, scope_text
from .conflicts import AllDifferentCounter
from .halls import BoundsAllDifferentPropagator
from .keys import KeyMap, excepted_keys, listed
from .lists import constant_list, constants
from .matching import complete_matching, prune_fixed, regin_filter

__all__ = ["AllDifferent"]

LEVELS = ("basic", "singles", "gac")
#: The most values a bitset domain holds (`aimacsp.model.MAX_DOMAIN`, which this module may
#: not import: the model imports the constraints).
LISTABLE = 1_000_000


class AllDifferent(Constraint[V, D]):
    """All variables of ``scope`` take different values.

    With ``offsets``, the integers ``scope[k] + offsets[k]`` must differ instead, which states
    a diagonal of the n-queens problem as one constraint. ``level`` picks the propagator:
    ``"basic"`` removes fixed values from the other domains and fails as soon as some k
    variables share fewer than k values (a maximum matching says so); ``"singles"`` removes
    fixed values and, while the free variables have exactly as many values as there are of
    them (a permutation, as in a Sudoku unit), gives a value left with one place to that place
    (hidden singles), without a matching: weaker, and cheaper per call; ``"gac"`` (the
    default) also removes every value that no complete matching uses: generalised arc
    consistency by Régin's algorithm, which subsumes naked and hidden singles, pairs and
    triples. GAC is the default because it measured faster, not only stronger: on Sudoku's
    top95 it needs ten times fewer search nodes and about seven times less time than
    ``"basic"``, and it is on a par on n-queens. ``"singles"`` pays on the hardest Sudokus,
    where only one call of Régin's filter in twelve removes anything.

    With ``excepting`` (XCSP3 ``allDifferent`` with ``<except>``, MiniZinc
    ``alldifferent_except``), variables taking an excepted value (or, with offsets, an
    excepted key) are free of the constraint: ``0`` may repeat in ``alldifferent_except_0``.
    Each level then works as above on the variables' keys where every excepted key is
    replaced by a private key of the variable's own (see `aimacsp.constraints.keys`), so
    ``"gac"`` stays generalised arc consistency.

    A domain too wide for a bitset (over 1,000,000 values) is held as intervals, where every
    level is bounds consistency, by Hall intervals (`aimacsp.constraints.halls`), after the
    fixed values leave the other domains (only that with ``excepting``); none is listed.
    XCSP3 ``allDifferent``; MiniZinc ``alldifferent``.

    >>> AllDifferent(["a", "b", "c"]).is_satisfied((1, 2, 1))
    False
    >>> AllDifferent(["q0", "q1"], offsets=[0, 1]).is_satisfied((1, 0))
    False
    >>> AllDifferent(["a", "b", "c"], excepting=[0]).is_satisfied((0, 2, 0))
    True
    >>> AllDifferent([f"r1c{k}" for k in range(1, 10)])
    AllDifferent(r1c1..r1c9)
    """

    def __init__(
        self,
        scope: Sequence[V],
        offsets: Sequence[int] | None = None,
        level: str = "gac",
        name: str | None = None,
        excepting: Collection[Any] | None = None,
    ) -> None:
        super().__init__(scope, name)
        if level not in LEVELS:
            raise ModelError(
                f"AllDifferent over {list(self.scope)!r}: level {level!r} is not one of {LEVELS}"
            )
        if offsets is not None:
            offsets = constants("AllDifferent", "offsets", offsets)
            if len(offsets) != len(self.scope):
                raise ModelError(
                    f"AllDifferent over {list(self.scope)!r}: {len(offsets)} offsets for "
                    f"{len(self.scope)} variables"
                )
            constant_list(
                f"AllDifferent over {list(self.scope)!r}",
                "offsets",
                offsets,
                "for offsets that are variables, write AllDifferent([x + y for ...])",
                numeric=True,
            )
            if not all(isinstance(o, Integral) for o in offsets):
                raise ModelError(
                    f"AllDifferent over {list(self.scope)!r}: offsets must be integers"
                )
            if not any(offsets):
                offsets = None
        self.offsets: tuple[int, ...] | None = offsets
        self.level = level
        self.excepting: frozenset[Any] = excepted_keys("AllDifferent", self.scope, excepting)

    def describe(self) -> str:
        if self.offsets is None:
            terms: list[Any] = list(self.scope)
        else:
            terms = [f"{var}{offset:+d}" for var, offset in zip(self.scope, self.offsets)]
        if not self.excepting:
            return f"AllDifferent({scope_text(terms)})"
        return f"AllDifferent({scope_text(terms)} except {listed(self.excepting)})"

    #: The scope's variables whose domains fit in a bitset, noted when the constraint joins
    #: a model: they stay bitsets (see `accepts_intervals`).
    _listable: frozenset[Any] = frozenset()

    def accepts_intervals(self, var: V) -> bool:
        """Only for a domain too wide to list: where a bitset fits, Régin's filter on it is
        stronger than bounds and measured faster (n-queens over 100 values: six times)."""
        return var not in self._listable

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        self._listable = frozenset(var for var in self.scope if len(domains[var]) <= LISTABLE)
        if self.offsets is None:
            return
        for var in self.scope:
            if type(domains[var]) is range:
                continue  # integers by construction, and maybe too many to read
            for value in domains[var]:
                if not isinstance(value, Integral):
                    raise ModelError(
                        f"{self!r}: with offsets, variable {var!r} needs integer values, "
                        f"not {value!r}"
                    )

    def keys(self, values: Sequence[Any]) -> list[Any]:
        """What must differ: the values themselves, or the values plus their offsets."""
        if self.offsets is None:
            return list(values)
        return [v + o for v, o in zip(values, self.offsets)]

    def is_satisfied(self, values: Sequence[D]) -> bool:
        keys = self.keys(values)
        if self.excepting:
            keys = [k for k in keys if k not in self.excepting]
        return len(set(keys)) == len(keys)

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        wide = state.wide
        if any(wide[state.index[var]] for var in self.scope):
            return BoundsAllDifferentPropagator(self, state)
        return AllDifferentPropagator(self, state)

    def conflict_counter(self, values: list[D | None]) -> ConflictCounter:
        return AllDifferentCounter(self, values, self.offsets, self.excepting)


class AllDifferentPropagator(Propagator):
    """Works on one bitset per variable over *keys* (the values, or values plus offsets).

    Each call first removes fixed keys from the other domains, then works on the variables
    still free: a complete matching for ``"basic"``; for ``"gac"``, hidden singles, then
    Régin's filter only when a count of domain sizes says it could find more (see
    `hall_set_possible`), which itself mostly stops after the matching and an O(n) check that
    the graph is strongly connected. The matching is kept between calls and repaired; it needs
    no trail, as any matching is a valid start. A call on the very domains the last
    successful call left is skipped: the filter is idempotent and reads only the domains.
    (MAC wakes the constraints of every assigned variable, even one propagation had fixed.)
    """

    settles_last_variable = True

    __slots__ = ("mate", "keys", "gac", "singles", "last", "consistency")
    idempotent = True

    def __init__(self, constraint: AllDifferent[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        self.mate = [0] * len(self.vars)
        self.gac = constraint.level == "gac"
        self.singles = constraint.level == "singles"
        self.consistency = "domain" if self.gac else "forward"
        self.last: list[int] | None = None  # the key bitsets the last successful call left
        # None when the keys are the values (the common case): the domains are read as they are.
        self.keys: KeyMap | None = None
        if constraint.offsets is not None or constraint.excepting:
            self.keys = KeyMap(state, self.vars, constraint.offsets, constraint.excepting)

    def read(self, state: DomainStore[Any, Any]) -> list[int]:
        """The key bitsets of the scope."""
        keys = self.keys
        if keys is None:
            dom = state.dom
            return [dom[i] for i in self.vars]
        return keys.read(state.dom)

    def write(self, state: DomainStore[Any, Any], before: list[int], after: list[int]) -> bool:
        """Narrow the domains whose key bitsets changed."""
        keep, keys = state.keep, self.keys
        for pos, (i, old, new) in enumerate(zip(self.vars, before, after)):
            if new != old and not keep(i, new if keys is None else keys.write(pos, new)):
                return False
        return True

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        before = self.read(state)
        if before == self.last:
            return True
        doms = before[:]
        if self.gac or self.singles:
            free = singles(doms)
            if free is None:
                return False
            if (
                self.gac
                and len(free) > 1
                and hall_set_possible(doms, free)
                and not regin_filter(doms, self.mate, free)
            ):
                return False
        else:
            free = prune_fixed(doms)
            if free is None:
                return False
            if len(free) > 1 and not complete_matching(doms, self.mate, free):
                return False
        if doms != before and not self.write(state, before, doms):
            return False
        self.last = doms
        return True

    def check(self, state: DomainStore[Any, Any]) -> bool:
        seen = 0
        for d in self.read(state):
            if not d & (d - 1):
                if d & seen:
                    return False
                seen |= d
        return True


def singles(doms: list[int]) -> list[int] | None:
    """Fixed values out of the other domains, and hidden singles placed while the free
    variables have exactly as many values as there are of them (so every value must be used),
    to a fixpoint, in one pass over the domains per round; the positions still free, or None
    on a contradiction. The ``"singles"`` level is this; ``"gac"`` starts with it.

    >>> doms = [0b001, 0b011, 0b111, 0b1110]
    >>> singles(doms), doms
    ([], [1, 2, 4, 8])
    >>> singles([0b011, 0b011, 0b011]) is None
    True
    """
    while True:
        fixed = once = twice = 0
        free = []
        for p, d in enumerate(doms):
            if d & (d - 1):
                free.append(p)
                twice |= once & d
                once |= d
            elif not d or d & fixed:
                return None
            else:
                fixed |= d
        if not free:
            return free
        if once & fixed:  # fixed values still elsewhere: remove them, then look again
            for p in free:
                doms[p] &= ~fixed
            continue
        count = once.bit_count()
        if count != len(free):
            return free if count > len(free) else None  # fewer values than variables: no way
        single = once & ~twice  # values with one place left
        if not single:
            return free
        for p in free:
            placed = doms[p] & single
            if placed:
                if placed & (placed - 1):
                    return None  # two values with only this place
                doms[p] = placed


def hall_set_possible(doms: list[int], free: list[int]) -> bool:
    """Whether Régin's graph could find more than `singles`: False when the n free variables
    have n values and no k of them (2 <= k <= n - 2) have at most k values each.

    With as many values as variables, a naked set of k variables (k values between them) is
    the mirror image of a hidden set of the other n - k; singles take care of k = 1 and
    k = n - 1, and a set of k needs k domains of at most k values.
    """
    n = len(free)
    union = 0
    small = [0] * n  # small[s]: how many variables have s values (s < n)
    for p in free:
        d = doms[p]
        union |= d
        size = d.bit_count()
        if size < n:
            small[size] += 1
    if union.bit_count() != n:
        return True  # free values: only the graph can tell
    total = 0
    for k in range(2, n - 1):
        total += small[k]
        if total >= k:
            return True
    return False
