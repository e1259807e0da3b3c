"""A search run under an `Audit` (see `audit`): the state that questions each removal before
it is made, and the plug-ins watched so that the audit can say who made it.

Nothing here runs unless ``Solver(..., audit=True)`` asks for it: the search's loop and its
`State` are the same ones, so a search without the audit pays nothing for it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import wraps
from typing import Any

from ..constraints.base import Constraint, Propagator
from ..model import CSP
from ..propagation.events import Event, Solution, Trace
from ..propagation.limits import Budget
from ..propagation.state import State
from ..types import D, DomainStore, V
from .audit import Audit, check_auditable, describe
from .implied import post_implied
from .loop import Plan
from .plugins import Inference

__all__ = ["AuditedState", "Watched", "open_search"]


class Watched(Propagator):
    """A propagator followed by the audit, so that a value it removes is put to its name."""

    __slots__ = (
        "inner",
        "audit",
        "idempotent",
        "settles_last_variable",
        "consistency",
        "wakes_when_fixed",
        "learnt",
    )

    def __init__(self, inner: Propagator, audit: Audit) -> None:  # no super: a copy
        self.inner, self.audit = inner, audit
        self.constraint, self.vars, self.index = inner.constraint, inner.vars, inner.index
        self.queued = False
        self.idempotent = inner.idempotent
        self.settles_last_variable = inner.settles_last_variable
        self.consistency = inner.consistency
        self.wakes_when_fixed, self.learnt = inner.wakes_when_fixed, inner.learnt

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        running = self.audit.running
        running.append(self.inner)
        try:
            fine = self.inner.propagate(state)
        finally:
            running.pop()
        if not fine:
            self.audit.failed = self.inner
        return fine

    def check(self, state: DomainStore[Any, Any]) -> bool:
        return self.inner.check(state)


class AuditedState(State[V, D]):
    """A `State` that has its `Audit` question every removal before making it."""

    def __init__(self, csp: CSP[V, D], trace: Trace | None, audit: Audit) -> None:
        self.audit = audit  # before the propagators are made: they are watched
        self.wrappers: dict[int, Watched] = {}  # by id of the propagator each one follows
        super().__init__(csp, trace)

    def add_propagator(self, constraint: Constraint[Any, Any]) -> Propagator:
        inner = super().add_propagator(constraint)
        watched = Watched(inner, self.audit)
        self.propagators[-1] = watched
        for lists in self.watch_lists(inner):
            for i in inner.watching():
                lists[i][-1] = watched
        self.wrappers[id(inner)] = watched
        return watched

    def move_watch(self, propagator: Propagator, old: int, new: int) -> bool:
        # The watchers hold the propagator's audited copy (the inner one asks).
        return super().move_watch(self.wrappers.get(id(propagator), propagator), old, new)

    def keep(self, i: int, mask: int) -> bool:
        removed = self.dom[i] & ~mask
        if not removed or self.audit.probing:
            return super().keep(i, mask)
        error = self.audit.removal(self, i, removed)
        fine = super().keep(i, mask)
        if error is not None:
            raise error  # once made, so that a trace shows the removal it stops at
        return fine

    def consistent(self, i: int) -> bool:
        if super().consistent(i):
            return True
        for propagator in self.watchers[i]:
            if not propagator.check(self):
                words = f"the check of {propagator.constraint!r}"
                self.audit.rejected(self, i, words, propagator.constraint)
                break
        return False


def watched_inference(audit: Audit, inference: Inference[Any, Any]) -> Inference[Any, Any]:
    """``inference``, followed by the audit: what it removes is put to its name (or to the
    propagator it runs), and an assignment it rejects is checked to have no solution."""

    @wraps(inference)
    def watched(var: Any, state: State[Any, Any]) -> bool:
        audit.running.append(inference)
        audit.failed = None
        try:
            fine = inference(var, state)
        finally:
            audit.running.pop()
        if fine is False:
            failed = audit.failed
            if failed is None:
                words, source = describe(inference), inference
            else:
                words = f"{describe(failed)}, run by {describe(inference)}"
                source = failed.constraint
            audit.rejected(state, state.index[var], words, source)
        return fine

    return watched


def watched_trace(audit: Audit, trace: Trace | None) -> Trace:
    """``trace`` (if any) told each event first, then each solution checked by the audit."""

    def audit_solutions(event: Event, state: Any) -> None:
        if trace is not None:
            trace(event, state)
        if isinstance(event, Solution):
            audit.solution(dict(event.assignment))

    return audit_solutions


def probing(audit: Audit, plug: Callable[..., Any], kind: str) -> Callable[..., Any]:
    """A selector or an orderer (``kind``) whose removals are probes, undone before it
    returns (as `lcv`'s); those it leaves are questioned."""

    @wraps(plug)
    def probe(*args: Any) -> Any:
        state = args[-1]
        before = list(state.dom)
        audit.probing += 1
        try:
            result = plug(*args)
            if isinstance(result, Iterator):  # a generator runs as it is read: read it here
                result = list(result)
        finally:
            audit.probing -= 1
        if state.dom != before:
            audit.leftover(state, before, f"{kind} {getattr(plug, '__name__', plug)!r}")
        return result

    return probe


def open_search(
    csp: CSP[V, D], trace: Trace | None, plan: Plan[V, D], audit: bool, budget: Budget | None = None
) -> tuple[State[V, D], Plan[V, D], Audit | None]:
    """The state and the plan of one search of `Solver`: audited when ``audit`` is True.
    The state spends ``budget`` as it builds its propagators and propagates (an audited
    search spends none there: its checks are what it is for)."""
    if not audit:  # (a budget with no limit is never spent: no need to look at it)
        spent = budget if budget is not None and budget.limited else None
        state = State(csp, trace, intervals=True, budget=spent)
        if plan.implied:
            post_implied(csp, state)
        return state, plan, None
    check_auditable(csp, True, "Solver")
    watcher = Audit(csp)
    state = AuditedState(csp, trace, watcher)
    if plan.implied:
        post_implied(csp, state)
    plan = replace(
        plan,
        select=probing(watcher, plan.select, "the variable selector"),
        order=probing(watcher, plan.order, "the value orderer"),
        inference=watched_inference(watcher, plan.inference),
        trace=watched_trace(watcher, plan.trace),
    )
    return state, plan, watcher
