"""The audit mode: every value a search removes, checked against the problem itself.

``Solver(csp, audit=True)`` searches as it would without the audit (the same nodes, the same
answers when the plug-ins are sound) on an `AuditedState`, which asks a question before each
removal: is there a solution of the current sub-problem (the assignment so far, the current
domains of the others) that uses a value about to be removed? The oracle that answers is
Figure 6.5's search with no inference (`recursive.backtrack`, MRV to find dead ends early)
over an `Oracle`, the model whose constraints are judged by their relation alone
(``is_satisfied``), never by a propagator. A "yes" is a removal that loses a solution: the
search stops with `UnsoundPruning`, naming the node, the variable, the value, who removed it
(an inference, the propagator of a constraint, a check, or the search itself) and the
solution found. The same question is asked when an assignment is rejected (an inference or a
check returned False), and once at the end when the answer is UNSATISFIABLE, or OPTIMAL.

Values removed while the variable selector or the value orderer runs are probes (`lcv` tries
each value and undoes it) and are not questioned; values a probe leaves removed are. The
search's own learning is questioned as any removal: values refuted at the root, nogoods
recorded at restarts, and the bound of branch and bound (which the oracle then obeys: a
better solution is asked for).

Cost: one plain search of a sub-problem per domain change, per rejected assignment, and one
at the end, each of at most about (variables x product of the domain sizes) checks. So the
audit refuses, before searching, a problem of more than `AUDIT_VARIABLES` variables or whose
domain sizes multiply to more than `AUDIT_LIMIT`: it is for the small instances a plug-in is
tried on (4- to 7-queens, the map of Australia), not for the large ones it is meant for.

An inference that forward-checks, then removes one value too many: 4-queens has two solutions,
yet the search finds none, and the audit names the first value that lost one.

>>> from aimacsp import Solver, forward_checking
>>> from aimacsp.problems import queens
>>> def greedy(var, state):
...     if not forward_checking(var, state):
...         return False
...     for other in state.unassigned():
...         if state.size(other) > 1:
...             return state.remove(other, state.domain(other)[-1])
...     return True
>>> Solver(queens(4), inference=greedy).solve() is None
True
>>> try:
...     Solver(queens(4), inference=greedy, audit=True).solve()
... except UnsoundPruning as error:
...     print(error.culprit, error.var, error.value, error.assignment, error.witness)
inference 'greedy' 3 2 {0: 1, 1: 3} {0: 1, 1: 3, 2: 0, 3: 2}
"""

from __future__ import annotations

import math
from typing import Any

from ..constraints.base import Constraint, DelegatingPropagator, Propagator
from ..errors import UnsoundPruning
from ..model import CSP
from ..propagation.representation import domain_size
from ..propagation.state import State
from ..types import DomainStore
from .heuristics import mrv, unordered_domain_values
from .inference import no_inference
from .recursive import backtrack

__all__ = [
    "AUDIT_LIMIT",
    "AUDIT_VARIABLES",
    "Audit",
    "Oracle",
    "Relation",
    "check_auditable",
    "describe",
]

#: The most complete assignments (the product of the domain sizes) an audited problem may
#: have: each question is a plain search of at most that many leaves.
AUDIT_LIMIT = 10**6
#: The most variables an audited problem may have: the oracle recurses once per variable.
AUDIT_VARIABLES = 200


def check_auditable(csp: CSP[Any, Any], audit: object, where: str) -> None:
    """Refuse an ``audit`` that is not a bool and, when it is True, a problem too large to
    audit (see `AUDIT_LIMIT`), naming the reason."""
    if not isinstance(audit, bool):
        raise TypeError(f"{where}: audit must be True or False, got {audit!r}")
    if not audit:
        return
    n = len(csp.variables)
    if n > AUDIT_VARIABLES:
        raise ValueError(
            f"{where}: audit=True: the problem has {n} variables, more than the"
            f" {AUDIT_VARIABLES} the audit accepts; audit a smaller instance of it"
        )
    product = math.prod(domain_size(values) for values in csp.domains.values())
    if product > AUDIT_LIMIT:
        size = f"{product:,}" if product < 10**15 else f"about 10^{len(str(product)) - 1}"
        raise ValueError(
            f"{where}: audit=True: the domain sizes of the {n} variables multiply to {size},"
            f" more than the {AUDIT_LIMIT:,} the audit accepts (each value removed is checked"
            " by a plain search of the problem); audit a smaller instance of it"
        )


class Relation(Propagator):
    """A constraint judged by its relation alone: `check` asks ``is_satisfied`` once the
    scope is fixed, and it never filters."""

    __slots__ = ()

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        return True


class Oracle(State[Any, Any]):
    """The problem as the audit's questions see it: the model's variables, values and
    relations, searched by Figure 6.5 with no inference."""

    def __init__(self, csp: CSP[Any, Any]) -> None:
        super().__init__(csp)
        self.prunes = False  # no inference: MRV counts the legal values by checking them

    def add_propagator(self, constraint: Constraint[Any, Any]) -> Propagator:
        relation = Relation(constraint, self)
        relation.index = len(self.propagators)
        self.propagators.append(relation)
        self.weights.append(1)
        for i in relation.vars:
            self.watchers[i].append(relation)
            if self.wakers is not self.watchers:
                self.wakers[i].append(relation)
        return relation

    def witness(self, masks: list[int]) -> dict[Any, Any] | None:
        """A solution within the domains ``masks`` (a bitset per variable), or None."""
        if not all(masks):
            return None
        self.dom[:] = masks  # the trail restores this very list, so it is set in place
        try:
            return backtrack(self, mrv, unordered_domain_values, no_inference)
        finally:
            while self.marks:
                self.pop_level()
            self.clear_queue()


def describe(source: object) -> str:
    """Who removed a value, in words: an inference, or the propagator of a constraint."""
    if isinstance(source, DelegatingPropagator):
        return f"the propagate method of {source.constraint!r}"
    if isinstance(source, Propagator):
        return f"the propagator of {source.constraint!r}"
    return f"inference {getattr(source, '__name__', source)!r}"


def shown(mapping: dict[Any, Any], most: int = 12) -> str:
    """A dict for a message: its first ``most`` items."""
    items = [f"{k!r}: {v!r}" for k, v in list(mapping.items())[:most]]
    return "{" + ", ".join(items) + (", ..." if len(mapping) > most else "") + "}"


class Audit:
    """The questions of one audited search, and who is removing values when they are asked."""

    def __init__(self, csp: CSP[Any, Any]) -> None:
        self.oracle = Oracle(csp)
        #: What runs now, outermost first: the inference, then the propagators it runs.
        self.running: list[object] = []
        #: The propagator that last returned False (reported a wipe-out).
        self.failed: Propagator | None = None
        #: How deep the selector or the orderer runs: their removals are probes.
        self.probing = 0
        #: Branch and bound: the objective's index and the bitset of its better values.
        self.bound: tuple[int, int] | None = None
        self.answers: dict[tuple[int, ...], dict[Any, Any] | None] = {}
        #: Questions asked of the oracle (repeated ones answered from memory).
        self.questions = 0

    def ask(self, masks: list[int]) -> dict[Any, Any] | None:
        """A solution within ``masks`` (and the bound), or None."""
        if self.bound is not None:
            i, better = self.bound
            masks[i] &= better
        key = tuple(masks)
        if key not in self.answers:
            self.questions += 1
            self.answers[key] = self.oracle.witness(masks)
        return self.answers[key]

    def who(self) -> tuple[str, object]:
        """What is removing values now, in words, and the plug-in itself."""
        if not self.running:
            return "the search itself (a value refuted at the root, or a bound)", None
        inner = self.running[-1]
        words = describe(inner)
        if len(self.running) > 1:
            words += f", run by {describe(self.running[0])}"
        elif isinstance(inner, Propagator):
            words += ", run at the root (before the search, or after a restart)"
        source = inner.constraint if isinstance(inner, Propagator) else inner
        return words, source

    def removal(self, state: State[Any, Any], i: int, removed: int) -> UnsoundPruning | None:
        """The values ``removed`` from variable ``i`` checked before they go: the error to
        raise (once the removal is made and traced) if one belongs to a solution."""
        masks = list(state.dom)
        masks[i] = removed
        found = self.ask(masks)
        if found is None:
            return None
        var = state.variables[i]
        words, source = self.who()
        return self.unsound(state, var, found[var], found, words, source, False)

    def leftover(self, state: State[Any, Any], before: list[int], words: str) -> None:
        """The values a probing plug-in (``words``) left removed, checked as removals made
        where it started (``before``: the domains then)."""
        for i, (old, new) in enumerate(zip(before, state.dom)):
            if old & ~new:
                masks = list(before)
                masks[i] = old & ~new
                found = self.ask(masks)
                if found is not None:
                    var = state.variables[i]
                    words += ", which left it removed"
                    raise self.unsound(state, var, found[var], found, words, None, False)

    def rejected(self, state: State[Any, Any], i: int, words: str, source: object) -> None:
        """The assignment of variable ``i``, rejected (False), checked: it has no solution."""
        found = self.ask(list(state.dom))
        if found is not None:
            var = state.variables[i]
            raise self.unsound(state, var, found[var], found, words, source, True)

    def unsound(
        self,
        state: State[Any, Any],
        var: Any,
        value: Any,
        witness: dict[Any, Any],
        words: str,
        source: object,
        decision: bool,
    ) -> UnsoundPruning:
        """The error for ``var = value`` lost (a removal, or a rejected ``decision``)."""
        assignment = state.assignment()
        if decision:  # the rejected value is removed at the node above
            del assignment[var]
        what = (
            f"rejected the assignment {var!r} = {value!r} (returned False)"
            if decision
            else f"removed the value {value!r} from variable {var!r}"
        )
        return UnsoundPruning(
            f"unsound pruning at depth {len(assignment)} (assignment {shown(assignment)}):"
            f" {words} {what}, yet {shown(witness)} is a solution that uses it",
            depth=len(assignment),
            assignment=assignment,
            var=var,
            value=value,
            culprit=words,
            source=source,
            witness=witness,
        )

    def improved(self, i: int, best: Any, minimize: bool) -> None:
        """Branch and bound found ``best`` for the objective (variable ``i``): from now on
        only better solutions are asked for, as the search asks."""
        bit = self.oracle.value_index[best]  # numbers have the lowest bits, in order
        self.bound = (i, (1 << bit) - 1 if minimize else -1 << (bit + 1))

    def solution(self, assignment: dict[Any, Any]) -> None:
        """A solution the search reports, checked against every relation: a check or a
        propagator may have let a violation pass."""
        for constraint in self.oracle.csp.constraints:
            if not constraint.is_satisfied([assignment[var] for var in constraint.scope]):
                raise ValueError(
                    f"the audit: the search reported {shown(assignment)}, which violates"
                    f" {constraint!r}: its check or a propagator let the violation pass"
                )

    def answered(self, claim: str) -> None:
        """The search's last word (UNSATISFIABLE, or OPTIMAL: no better solution) checked."""
        found = self.ask(list(self.oracle.initial_dom))
        if found is None:
            return
        if self.failed is not None:
            words, source = describe(self.failed), self.failed.constraint
            why = f" (the last wipe-out reported by {words})"
        else:
            words, source, why = "the search itself", None, ""
        raise UnsoundPruning(
            f"unsound answer: the search answered {claim}{why}, yet {shown(found)} is a solution",
            depth=0,
            assignment={},
            var=None,
            value=None,
            culprit=words,
            source=source,
            witness=found,
        )
