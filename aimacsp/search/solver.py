"""Backtracking search (AIMA Figure 6.5), as a `Solver` with limits, statistics and a trace.

>>> from aimacsp import CSP
>>> csp = CSP()
>>> csp.add_variables(["WA", "NT", "SA"], ["red", "green", "blue"])
>>> for a, b in [("WA", "NT"), ("WA", "SA"), ("NT", "SA")]:
...     _ = csp.add_constraint(lambda x, y: x != y, [a, b])
>>> backtracking_search(csp)
{'WA': 'red', 'NT': 'green', 'SA': 'blue'}
>>> Solver(csp).count()
6
"""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator
from typing import Generic

from ..arguments import check_csp, check_function
from ..errors import SearchLimitReached
from ..model import CSP
from ..types import D, V
from .heuristics import first_unassigned_variable, mrv, unordered_domain_values
from .inference import TESTED_INFERENCES, mac, no_inference
from .limits import Limits, check_limits
from .plugins import (
    Inference,
    ValueOrderer,
    VariableSelector,
    check_book_arguments,
    checked_inference,
    checked_variable,
    guard_solution,
    guarded_propagators,
    inference_checks,
    inference_prunes,
    inference_reaches_fixpoint,
    missing_error,
    report,
    value_error,
    value_list,
)
from .state import State
from .stats import Stats, Status
from .trace import Assign, Backtrack, Solution, Trace

__all__ = ["Solver", "Status", "Limits", "Stats", "backtracking_search", "solutions"]


class _LimitHit(Exception):
    pass


class Solver(Generic[V, D]):
    """Backtracking search over a `CSP` with pluggable heuristics and inference.

    ``select`` picks the next variable, ``order`` the order of its values, ``inference`` what
    to prune after each assignment. ``preprocess`` makes the whole problem consistent before
    searching (by default, only with `mac`, which keeps it consistent at every node). Each
    call to `solve`, `solutions` or `count` is a fresh search; afterwards ``status`` and
    ``stats`` describe it.
    """

    def __init__(
        self,
        csp: CSP[V, D],
        select: VariableSelector[V, D] = mrv,
        order: ValueOrderer[V, D] = unordered_domain_values,
        inference: Inference[V, D] = mac,
        limits: Limits | None = None,
        trace: Trace | None = None,
        preprocess: bool | None = None,
    ) -> None:
        check_csp(csp, "Solver")
        for name, plug, arity in (
            ("select", select, 1),
            ("order", order, 2),
            ("inference", inference, 2),
        ):
            check_function(plug, name, "Solver", arity=arity)
        check_function(trace, "trace", "Solver", optional=True, arity=2)
        if preprocess is not None and not isinstance(preprocess, bool):
            raise TypeError(f"Solver: preprocess must be True, False or None, got {preprocess!r}")
        self.csp = csp
        self.select = select
        self.order = order
        self.inference = inference
        self.limits = check_limits(limits, "Solver")
        self.trace = trace
        if preprocess is None:
            preprocess = inference_reaches_fixpoint(inference)
        self.preprocess = preprocess
        self.status = Status.NOT_STARTED
        self.stats = Stats()

    def __repr__(self) -> str:
        names = [
            getattr(plug, "__name__", type(plug).__name__)
            for plug in (self.select, self.order, self.inference)
        ]
        return (
            f"<Solver select={names[0]} order={names[1]} inference={names[2]}"
            f" on {self.csp!r}: {self.status.value}>"
        )

    def solve(self) -> dict[V, D] | None:
        """The first solution found, or None (see ``status`` for why)."""
        search = self.solutions()
        try:
            return next(search, None)
        finally:
            search.close()

    def solutions(self) -> Generator[dict[V, D], None, None]:
        """Every solution exactly once, found lazily as the iterator is advanced."""
        self.status = Status.NOT_STARTED
        self.stats = stats = Stats()
        state = State(self.csp, self.trace)
        state.prunes = inference_prunes(self.inference)
        clock = time.perf_counter()
        # The auxiliary variables of expressions are functions of the others: not shown.
        hidden = frozenset(self.csp.auxiliary)
        try:
            for solution in self._search(state, stats, clock):
                stats.seconds += time.perf_counter() - clock
                self.status = Status.SOLVED
                if hidden:
                    solution = {k: v for k, v in solution.items() if k not in hidden}
                yield solution
                clock = time.perf_counter()
        except _LimitHit:
            self.status = Status.LIMIT_REACHED
        else:
            self.status = Status.SOLVED if stats.solutions else Status.UNSATISFIABLE
        finally:
            stats.seconds += time.perf_counter() - clock
            stats.propagations, stats.checks = state.propagations, state.checks

    def count(self) -> int:
        """The number of solutions; raises `SearchLimitReached` if a limit stops the count."""
        n = sum(1 for _ in self.solutions())
        if self.status is Status.LIMIT_REACHED:
            raise SearchLimitReached(f"search limit reached after {n} solutions", n)
        return n

    def _search(self, state: State[V, D], stats: Stats, clock: float) -> Iterator[dict[V, D]]:
        if self.preprocess:
            state.wake_all()
            if not state.propagate():
                return
            state.at_fixpoint = inference_reaches_fixpoint(self.inference)
        variables, values, dom = state.variables, state.values, state.dom
        n = len(variables)
        if n == 0:
            stats.solutions += 1
            yield {}
            return
        select, order, inference, trace = self.select, self.order, self.inference, self.trace
        index = state.index
        # An inference that declares ``checks`` (forward checking, MAC) finds any violated
        # constraint on var itself, so the search's own check would be redundant.
        skip_check = inference_checks(inference)
        max_nodes = self.limits.nodes
        deadline = None if self.limits.seconds is None else clock + self.limits.seconds
        limited = max_nodes is not None or deadline is not None
        push_level, pop_level, assign = state.push_level, state.pop_level, state.assign
        consistent, clear_queue = state.consistent, state.clear_queue
        value_index, initial, assigned = state.value_index.get, state.initial_dom, state.assigned
        # When the search skips its own check on the word of the inference, a last guard
        # checks the constraints at each solution (a few bit operations each): all of them
        # for an inference of the user's, and for the built-in ones (tested to keep their
        # word) those whose propagators do not declare that they reject a violated scope.
        guarded = guarded_propagators(state, inference, TESTED_INFERENCES) if skip_check else []
        # One frame per assigned variable (and one being tried): index, variable, the values
        # left to try, and the domain when the order was asked for; beside it, the values of
        # the model's domain the order has not listed yet (a bitset), to check it as it comes.
        frames: list[tuple[int, V, Iterator[D], int]] = []
        unlisted: list[int] = []
        current: list[D] = []
        depth = 0
        while True:
            if depth == n:
                if guarded:
                    guard_solution(guarded, state, inference)
                solution = {var: values[dom[i].bit_length() - 1] for i, var in enumerate(variables)}
                stats.solutions += 1
                if trace is not None:
                    report(trace, Solution(solution), state)
                yield solution
                state.pop_level()
                depth -= 1
                if trace is not None:
                    report(trace, Backtrack(frames[-1][1], current[-1], depth + 1), state)
                current.pop()
            else:
                var = select(state)
                try:
                    i = index.get(var, -1)
                except TypeError:  # unhashable
                    i = -1
                if i < 0 or assigned[i]:
                    checked_variable(var, state, "select")  # raises, naming the mistake
                ordered = order(var, state)
                if type(ordered) is list:
                    untried = iter(ordered)
                else:
                    untried = value_list(ordered, var, "order")
                frames.append((i, var, untried, dom[i]))
                unlisted.append(initial[i])
            while frames:
                i, var, untried, start = frames[-1]
                left = unlisted[-1]
                for value in untried:
                    try:
                        bit = value_index(value, -1)
                    except TypeError:  # unhashable: not a value at all
                        bit = -1
                    flag = 1 << bit if bit >= 0 else 0
                    if not left & flag:  # not in the domain, or listed before
                        raise value_error(value, var, state, initial[i] & ~left, "order")
                    left ^= flag
                    if not dom[i] & flag:
                        continue  # ruled out already: it leads to no solution
                    if limited:
                        if max_nodes is not None and stats.assignments >= max_nodes:
                            raise _LimitHit
                        if deadline is not None and time.perf_counter() > deadline:
                            raise _LimitHit
                    stats.assignments += 1
                    push_level()
                    assign(i, bit)
                    if trace is not None:
                        # Before the inference, so the prunings it causes follow their cause.
                        report(trace, Assign(var, value, depth + 1), state)
                    if skip_check or consistent(i):
                        fine = inference(var, state)
                        if fine is not True and fine is not False:
                            checked_inference(fine, "inference")  # raises
                    else:
                        fine = False
                    if fine:
                        unlisted[-1] = left
                        clear_queue()
                        depth += 1
                        current.append(value)
                        break
                    clear_queue()
                    pop_level()
                    stats.backtracks += 1
                    if trace is not None:
                        report(trace, Backtrack(var, value, depth + 1, failed=True), state)
                else:
                    frames.pop()
                    unlisted.pop()
                    missing = start & left
                    if missing:
                        raise missing_error(missing, var, state, "order")
                    if frames:
                        state.pop_level()
                        stats.backtracks += 1
                        if trace is not None:
                            report(trace, Backtrack(frames[-1][1], current[-1], depth), state)
                        current.pop()
                        depth -= 1
                    continue
                break
            else:
                return


def backtracking_search(
    csp: CSP[V, D],
    select_unassigned_variable: VariableSelector[V, D] = first_unassigned_variable,
    order_domain_values: ValueOrderer[V, D] = unordered_domain_values,
    inference: Inference[V, D] = no_inference,
) -> dict[V, D] | None:
    """AIMA's BACKTRACKING-SEARCH (Figure 6.5): a solution as a dict, or None.

    The defaults are the book's plain backtracking; pass ``mrv``, ``lcv`` and
    ``forward_checking`` or ``mac`` for the improved versions.
    """
    check_book_arguments(
        "backtracking_search", csp, select_unassigned_variable, order_domain_values, inference
    )
    return Solver(
        csp,
        select=select_unassigned_variable,
        order=order_domain_values,
        inference=inference,
    ).solve()


def solutions(csp: CSP[V, D], **options: object) -> Iterator[dict[V, D]]:
    """Every solution of ``csp`` once, lazily; ``options`` are those of `Solver`."""
    return Solver(csp, **options).solutions()  # type: ignore[arg-type]
