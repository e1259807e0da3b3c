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

import enum
import time
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from typing import Generic

from ..arguments import check_csp, check_function
from ..errors import SearchLimitReached
from ..model import CSP
from ..types import D, V
from .heuristics import first_unassigned_variable, mrv, unordered_domain_values
from .inference import mac, no_inference
from .limits import Limits, check_limits
from .plugins import (
    Inference,
    ValueOrderer,
    VariableSelector,
    checked_inference,
    checked_values,
    checked_variable,
    inference_checks,
    inference_prunes,
    inference_reaches_fixpoint,
)
from .state import State
from .trace import Assign, Backtrack, Event, Solution, Trace

__all__ = ["Solver", "Status", "Limits", "Stats", "backtracking_search", "solutions"]


class Status(enum.Enum):
    """How the last search of a `Solver` ended."""

    NOT_STARTED = "not started"
    SOLVED = "solved"  #: at least one solution was found
    UNSATISFIABLE = "unsatisfiable"  #: the whole space was searched: there is no solution
    LIMIT_REACHED = "limit reached"  #: a limit stopped the search: nothing is proven


@dataclass
class Stats:
    """What one search did."""

    assignments: int = 0  #: values tried (search nodes)
    backtracks: int = 0  #: assignments undone because they failed or their subtree was done
    propagations: int = 0  #: propagator calls
    checks: int = 0  #: constraint checks of an assignment against the fixed values
    solutions: int = 0
    seconds: float = 0.0  #: time spent searching (not the time the caller held a solution)

    def __repr__(self) -> str:
        # A person reads milliseconds; the field keeps full precision.
        return (
            f"Stats(assignments={self.assignments}, backtracks={self.backtracks},"
            f" propagations={self.propagations}, checks={self.checks},"
            f" solutions={self.solutions}, seconds={self.seconds:.4f})"
        )


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
        try:
            for solution in self._search(state, stats, clock):
                stats.seconds += time.perf_counter() - clock
                self.status = Status.SOLVED
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
        # One frame per assigned variable (and one being tried): index, variable, and the
        # values left to try (each with its bit), checked as the orderer lists them.
        frames: list[tuple[int, V, Iterator[tuple[D, int]]]] = []
        current: list[D] = []
        depth = 0
        while True:
            if depth == n:
                solution = {var: values[dom[i].bit_length() - 1] for i, var in enumerate(variables)}
                _guard(self.csp, solution, inference)
                stats.solutions += 1
                if trace is not None:
                    _report(trace, Solution(solution), state)
                yield solution
                state.pop_level()
                depth -= 1
                if trace is not None:
                    _report(trace, Backtrack(frames[-1][1], current[-1], depth + 1), state)
                current.pop()
            else:
                var = checked_variable(select(state), state, "select")
                values_left = checked_values(order(var, state), var, state, "order")
                frames.append((index[var], var, values_left))
            while frames:
                i, var, untried = frames[-1]
                for value, bit in untried:
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
                        _report(trace, Assign(var, value, depth + 1), state)
                    if (skip_check or consistent(i)) and checked_inference(
                        inference(var, state), "inference"
                    ):
                        clear_queue()
                        depth += 1
                        current.append(value)
                        break
                    clear_queue()
                    pop_level()
                    stats.backtracks += 1
                    if trace is not None:
                        _report(trace, Backtrack(var, value, depth + 1, failed=True), state)
                else:
                    frames.pop()
                    if frames:
                        state.pop_level()
                        stats.backtracks += 1
                        if trace is not None:
                            _report(trace, Backtrack(frames[-1][1], current[-1], depth), state)
                        current.pop()
                        depth -= 1
                    continue
                break
            else:
                return


def _guard(csp: CSP[V, D], solution: dict[V, D], inference: object) -> None:
    """The last guard: a solution the search reports satisfies every constraint.

    Every plug-in answer is checked as it enters, so only an inference that declares
    ``checks`` without checking can get here; whatever the cause, the search stops rather
    than report a wrong solution."""
    for constraint in csp.constraints:
        if not constraint.is_satisfied([solution[var] for var in constraint.scope]):
            raise ValueError(
                f"the search reached an assignment that violates {constraint!r}: inference"
                f" {getattr(inference, '__name__', inference)!r} declares checks=True but let"
                " a violated constraint pass (see declare_inference)"
            )


def _report(trace: Trace, event: Event, state: State[V, D]) -> None:
    """Give ``event`` to the trace callback; an error it raises says it came from the trace."""
    try:
        trace(event, state)
    except Exception as error:
        if hasattr(error, "add_note"):  # Python 3.11+
            name = getattr(trace, "__name__", type(trace).__name__)
            error.add_note(f"raised by the trace callback {name} on {event!r}")
        raise


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
    check_csp(csp, "backtracking_search")
    where = "backtracking_search"
    check_function(select_unassigned_variable, "select_unassigned_variable", where, arity=1)
    check_function(order_domain_values, "order_domain_values", where, arity=2)
    check_function(inference, "inference", where, arity=2)
    return Solver(
        csp,
        select=select_unassigned_variable,
        order=order_domain_values,
        inference=inference,
    ).solve()


def solutions(csp: CSP[V, D], **options: object) -> Iterator[dict[V, D]]:
    """Every solution of ``csp`` once, lazily; ``options`` are those of `Solver`."""
    return Solver(csp, **options).solutions()  # type: ignore[arg-type]
