"""`State`: the domains of one search with its constraints' propagators and their queue.

This is the propagation engine every part of the package stands on: AC-3 and GAC
(`consistency`), the inferences of the search (forward checking, MAC), counting and the
explanations. `TrailedDomains` holds the domains and the trail; a `State` adds, per
constraint, its `Propagator` built for this search, the watchers of each variable, and a
queue: a domain change notes its variable, `propagate` wakes the propagators watching the
changed variables and runs them until nothing changes (AC-3's loop, over propagators instead
of arcs), or a domain is wiped out.

Heuristics and propagators read this one object. Its public methods speak the model's
variables and values (`domain`, `size`, `is_assigned`, `remove`, ...); the attributes ``dom``,
``values`` and the methods `keep` and `discard` work on indices and bitsets for speed.

>>> from aimacsp.problems import australia
>>> state = State(australia())
>>> state.push_level()
>>> state.assign(state.index["WA"], state.value_index["red"])
>>> state.propagate(), state.domain("NT"), state.domain("SA")
(True, ['green', 'blue'], ['green', 'blue'])
>>> state.pop_level()
>>> state.domain("NT")
['red', 'green', 'blue']
"""

from __future__ import annotations

from collections import deque
from typing import Any

from ..bitsets import iter_bits
from ..constraints.base import Constraint, Propagator
from ..model import CSP
from ..types import D, V
from .domains import TrailedDomains
from .events import Trace
from .limits import Budget, BudgetSpent

#: How many propagations run between two looks at the budget (a look reads the clock).
CHECK_EVERY = 64

__all__ = ["State"]


class State(TrailedDomains[V, D]):
    """Domains, trail, propagators and queue of one search over a `CSP`; the model is only
    read."""

    def __repr__(self) -> str:
        fixed = sum(self.assigned)
        return (
            f"<State of {len(self.variables)} variables, {fixed} assigned,"
            f" {sum(map(self.size_of, range(len(self.dom))))} values left,"
            f" trail {len(self.trail)}>"
        )

    def __init__(
        self,
        csp: CSP[V, D],
        trace: Trace | None = None,
        intervals: bool = False,
        budget: Budget | None = None,
    ) -> None:
        super().__init__(csp, trace, intervals)
        #: The budget building and running the propagators spends (None: no limit), checked
        #: for each propagator built and every `CHECK_EVERY` propagations.
        self.budget = budget
        self.queue: deque[Propagator] = deque()
        #: True when every domain change so far has been propagated to a fixpoint: the
        #: solver sets it after propagating the whole model before a MAC search.
        self.at_fixpoint = False
        #: False when the inference prunes nothing (plain backtracking): a domain then still
        #: holds values the assignment rules out, and `legal_values` must test them.
        self.prunes = True
        self.propagations = 0
        self.checks = 0
        #: True while `propagate` runs its queue: a propagator may then move its watches.
        self.propagating = False
        #: Per variable, the propagators of the model's constraints on it (what heuristics,
        #: checks and forward checking read; a learnt constraint is not among them) ...
        self.watchers: list[list[Propagator]] = [[] for _ in self.variables]
        #: ... those of them woken by any change of its domain (the very same lists until a
        #: propagator of the model wakes only when a variable is fixed) ...
        self.wakers: list[list[Propagator]] = self.watchers
        #: ... and the propagators woken only when it becomes fixed (``wakes_when_fixed``),
        #: learnt ones included.
        self.fix_watchers: list[list[Propagator]] = [[] for _ in self.variables]
        #: True once a propagator wakes only when a variable is fixed.
        self.fix_watching = False
        self.propagators: list[Propagator] = []
        # dom/wdeg: how often each constraint caused a wipe-out, plus one.
        self.weights: list[int] = []
        for constraint in csp.constraints:
            if budget is not None:
                budget.checkpoint()
            self.add_propagator(constraint)
        #: What the search learnt, for the heuristics that read it: the variable whose value
        #: failed last (-1: none, or it has since been assigned with success: last-conflict
        #: reasoning), and per variable the value it was last given (None: never; phase
        #: saving).
        self.last_failed = -1
        self.phase: list[Any] = [None] * len(self.variables)
        #: The wide variable whose values a search tries from the greatest down (a maximised
        #: objective; -1: none): the others go from their least value up.
        self.highest_first = -1
        #: The indices of the variables a search decides first: the model's own and the
        #: truth values of its conditions, without the other auxiliary variables of its
        #: expressions (a difference, a sum), which follow from the model's by propagation
        #: (every variable when the model has none). Deciding a truth value is a real
        #: choice (which die beats which): left out, XCSP3's NonTransitiveDice and
        #: CookieMonster took 100 and 15 times longer; a difference is not (Golomb rulers).
        auxiliary = set(csp.auxiliary)
        self.decisions: list[int] = (
            [
                i
                for i, var in enumerate(self.variables)
                if var not in auxiliary or self.size_of(i) <= 2
            ]
            if auxiliary
            else list(range(len(self.variables)))
        )

    def add_propagator(self, constraint: Constraint[Any, Any]) -> Propagator:
        """Build ``constraint``'s propagator for this search and watch its variables: the
        model's constraints when the state is made, and what a search learns (nogoods)."""
        propagator = constraint.propagator(self)
        propagator.index = len(self.propagators)
        self.propagators.append(propagator)
        self.weights.append(1)
        watchers, wakers = self.watchers, self.wakers
        if not propagator.wakes_when_fixed and not propagator.learnt:  # most: no calls
            for i in propagator.vars:
                watchers[i].append(propagator)
                if wakers is not watchers:
                    wakers[i].append(propagator)
            return propagator
        self.fix_watching = True
        if not propagator.learnt and wakers is watchers:  # the two lists part from now on
            self.wakers = [list(watching) for watching in watchers]
        for lists in self.watch_lists(propagator):
            for i in propagator.watching():
                lists[i].append(propagator)
        return propagator

    def watch_lists(self, propagator: Propagator) -> list[list[list[Propagator]]]:
        """The lists, per variable, that hold ``propagator`` for the variables it watches."""
        wake = self.fix_watchers if propagator.wakes_when_fixed else self.wakers
        return [wake] if propagator.learnt else [self.watchers, wake]

    def move_watch(self, propagator: Propagator, old: int, new: int) -> bool:
        """Wake ``propagator`` on the changes of variable ``new`` instead of ``old``; only
        while `propagate` runs (``propagating``), where no loop reads the watchers: False,
        and nothing moved, otherwise."""
        if not self.propagating:
            return False
        for lists in self.watch_lists(propagator):
            lists[old].remove(propagator)
            lists[new].append(propagator)
        return True

    def constraints_on(self, var: V) -> list[Constraint[V, D]]:
        """The constraints whose scope holds ``var``."""
        return [p.constraint for p in self.watchers[self.index[var]]]

    def neighbors(self, var: V) -> list[V]:
        """The variables sharing a constraint with ``var``."""
        return list(self.csp.neighbors(var))

    def legal_values(self, var: V) -> int:
        """How many values of ``var`` are consistent with the variables fixed so far: its
        domain size when the inference keeps domains pruned, else counted by checking."""
        i = self.index[var]
        if self.prunes or self.wide[i]:  # (a wide variable's values are never listed)
            return self.size_of(i)
        mask = self.dom[i]
        dom, watchers = self.dom, self.watchers[i]
        count = 0
        for b in iter_bits(mask):
            dom[i] = 1 << b  # a trial, undone below: no trail needed
            if all(p.check(self) for p in watchers):
                count += 1
        dom[i] = mask
        self.checks += mask.bit_count() * len(watchers)
        return count

    def consistent(self, i: int) -> bool:
        """True unless a constraint on variable ``i`` is violated by the values fixed so far."""
        for propagator in self.watchers[i]:
            self.checks += 1
            if not propagator.check(self):
                return False
        return True

    def propagate(self) -> bool:
        """Run the propagators woken by domain changes until nothing changes; False on a
        wipe-out. With a ``budget``, `BudgetSpent` once it is spent (the queue forgotten)."""
        queue, budget = self.queue, self.budget
        self._wake()
        self.propagating = True
        try:
            while queue:
                propagator = queue.popleft()
                if not propagator.idempotent:
                    propagator.queued = False
                self.propagations += 1
                if (
                    budget is not None
                    and not self.propagations % CHECK_EVERY
                    and budget.exhausted()
                ):
                    propagator.queued = False
                    self.clear_queue()
                    raise BudgetSpent(f"the {budget.describe()} was reached")
                if not propagator.propagate(self):
                    propagator.queued = False
                    self.weights[propagator.index] += 1
                    self.clear_queue()
                    return False
                # An idempotent propagator is still marked queued here, so its own changes
                # do not wake it again.
                self._wake()
                propagator.queued = False
            return True
        finally:
            self.propagating = False

    def mark_changed(self, i: int) -> None:
        """Treat variable ``i`` as changed, so `propagate` runs the constraints on it."""
        if not self.is_changed[i]:
            self.is_changed[i] = True
            self.changed.append(i)

    def _wake(self) -> None:
        """Queue the propagators watching the variables changed since the last call."""
        queue, is_changed, wakers = self.queue, self.is_changed, self.wakers
        if not self.fix_watching:  # the common case, kept as cheap as it was
            for i in self.changed:
                is_changed[i] = False
                for propagator in wakers[i]:
                    if not propagator.queued:
                        propagator.queued = True
                        queue.append(propagator)
            self.changed.clear()
            return
        dom, fix_watchers = self.dom, self.fix_watchers
        for i in self.changed:
            is_changed[i] = False
            for propagator in wakers[i]:
                if not propagator.queued:
                    propagator.queued = True
                    queue.append(propagator)
            if fix_watchers[i]:
                d = dom[i]
                if (not d & (d - 1)) if type(d) is int else d[0] == d[-1]:
                    for propagator in fix_watchers[i]:
                        if not propagator.queued:
                            propagator.queued = True
                            queue.append(propagator)
        self.changed.clear()

    def propagate_once(self, i: int) -> bool:
        """Run each constraint on variable ``i`` once, without waking others (forward checking)."""
        calls = 0
        for propagator in self.watchers[i]:
            calls += 1
            if not propagator.propagate(self):
                self.propagations += calls
                self.weights[propagator.index] += 1
                return False
        if self.fix_watching and self.fix_watchers[i] and self.is_fixed(i):
            for propagator in self.fix_watchers[i]:
                if not propagator.learnt:
                    continue  # run above
                calls += 1
                if not propagator.propagate(self):
                    self.propagations += calls
                    self.weights[propagator.index] += 1
                    return False
        self.propagations += calls
        return True

    def wake_all(self) -> None:
        """Put every propagator on the queue (before propagating a fresh model)."""
        for propagator in self.propagators:
            if not propagator.queued:
                propagator.queued = True
                self.queue.append(propagator)

    def clear_queue(self) -> None:
        """Forget the pending changes and the woken propagators."""
        if self.queue:
            for propagator in self.queue:
                propagator.queued = False
            self.queue.clear()
        if self.changed:
            is_changed = self.is_changed
            for i in self.changed:
                is_changed[i] = False
            self.changed.clear()
