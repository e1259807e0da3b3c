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
import math
import time
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from typing import Generic

from .arguments import check_csp, check_function
from .errors import ModelError, SearchLimitReached, brief
from .heuristics import first_unassigned_variable, mrv, unordered_domain_values
from .inference import forward_checking, mac, no_inference
from .model import CSP
from .state import State
from .trace import Assign, Backtrack, Solution
from .types import D, Inference, Trace, V, ValueOrderer, VariableSelector

__all__ = ["Solver", "Status", "Limits", "Stats", "backtracking_search", "solutions"]


class Status(enum.Enum):
    """How the last search of a `Solver` ended."""

    NOT_STARTED = "not started"
    SOLVED = "solved"  #: at least one solution was found
    UNSATISFIABLE = "unsatisfiable"  #: the whole space was searched: there is no solution
    LIMIT_REACHED = "limit reached"  #: a limit stopped the search: nothing is proven


#: Longer than any search will run (about 30 years), and still exact as a float.
MAX_SECONDS = 1e9


@dataclass(frozen=True)
class Limits:
    """Bounds on one search: ``nodes`` (assignments tried) and wall-clock ``seconds``."""

    nodes: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        # Checked here, not at solve time: a bad limit is the caller's mistake, named at once.
        nodes, seconds = self.nodes, self.seconds
        if nodes is not None and (
            not isinstance(nodes, int) or isinstance(nodes, bool) or nodes < 0
        ):
            raise ModelError(f"Limits(nodes=...): expected a whole number >= 0, got {brief(nodes)}")
        if seconds is not None and (
            not isinstance(seconds, (int, float))
            or isinstance(seconds, bool)
            or (isinstance(seconds, float) and not math.isfinite(seconds))
            or not 0 <= seconds <= MAX_SECONDS
        ):
            raise ModelError(
                "Limits(seconds=...): expected a finite number of seconds from 0 to"
                f" {MAX_SECONDS:.0e}, got {brief(seconds)}"
            )


def check_limits(limits: object, where: str) -> Limits:
    """``limits`` if it is a `Limits`, none (None) as ``Limits()``; else a `TypeError`."""
    if limits is None:
        return Limits()
    if not isinstance(limits, Limits):
        raise TypeError(
            f"{where}: limits must be Limits(nodes=..., seconds=...) or None, got {brief(limits)}"
        )
    return limits


@dataclass
class Stats:
    """What one search did."""

    assignments: int = 0  #: values tried (search nodes)
    backtracks: int = 0  #: assignments undone because they failed or their subtree was done
    propagations: int = 0  #: propagator calls
    checks: int = 0  #: constraint checks of an assignment against the fixed values
    solutions: int = 0
    seconds: float = 0.0  #: time spent searching (not the time the caller held a solution)


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
        trace: Trace[V, D] | None = None,
        preprocess: bool | None = None,
    ) -> None:
        check_csp(csp, "Solver")
        for name, plug in (("select", select), ("order", order), ("inference", inference)):
            check_function(plug, name, "Solver")
        check_function(trace, "trace", "Solver", optional=True)
        if preprocess is not None and not isinstance(preprocess, bool):
            raise TypeError(f"Solver: preprocess must be True, False or None, got {preprocess!r}")
        self.csp = csp
        self.select = select
        self.order = order
        self.inference = inference
        self.limits = check_limits(limits, "Solver")
        self.trace = trace
        self.preprocess = (inference is mac) if preprocess is None else preprocess
        self.status = Status.NOT_STARTED
        self.stats = Stats()

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
        state.prunes = self.inference is not no_inference
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
            state.at_fixpoint = self.inference is mac
        variables, values, dom = state.variables, state.values, state.dom
        n = len(variables)
        if n == 0:
            stats.solutions += 1
            yield {}
            return
        select, order, inference, trace = self.select, self.order, self.inference, self.trace
        index, value_index = state.index, state.value_index
        # Forward checking and MAC find any violated constraint on var themselves (every
        # propagator fails on a violated, fully fixed scope), so the check would be redundant.
        skip_check = inference is forward_checking or inference is mac
        max_nodes = self.limits.nodes
        deadline = None if self.limits.seconds is None else clock + self.limits.seconds
        limited = max_nodes is not None or deadline is not None
        push_level, pop_level, assign = state.push_level, state.pop_level, state.assign
        consistent, clear_queue = state.consistent, state.clear_queue
        # One frame per assigned variable (and one being tried): index, variable, the values
        # left to try, and the value currently assigned.
        frames: list[tuple[int, V, Iterator[D]]] = []
        current: list[D] = []
        depth = 0
        while True:
            if depth == n:
                stats.solutions += 1
                solution = {var: values[dom[i].bit_length() - 1] for i, var in enumerate(variables)}
                if trace is not None:
                    trace(Solution(solution), state)
                yield solution
                state.pop_level()
                depth -= 1
                if trace is not None:
                    trace(Backtrack(frames[-1][1], current[-1], depth + 1), state)
                current.pop()
            else:
                var = select(state)
                frames.append((index[var], var, iter(order(var, state))))
            while frames:
                i, var, untried = frames[-1]
                for value in untried:
                    bit = value_index.get(value)
                    if bit is None or not dom[i] >> bit & 1:
                        continue
                    if limited:
                        if max_nodes is not None and stats.assignments >= max_nodes:
                            raise _LimitHit
                        if deadline is not None and time.perf_counter() > deadline:
                            raise _LimitHit
                    stats.assignments += 1
                    push_level()
                    assign(i, bit)
                    if (skip_check or consistent(i)) and inference(var, state):
                        clear_queue()
                        depth += 1
                        current.append(value)
                        if trace is not None:
                            trace(Assign(var, value, depth), state)
                        break
                    clear_queue()
                    pop_level()
                    stats.backtracks += 1
                    if trace is not None:
                        trace(Backtrack(var, value, depth + 1, failed=True), state)
                else:
                    frames.pop()
                    if frames:
                        state.pop_level()
                        stats.backtracks += 1
                        if trace is not None:
                            trace(Backtrack(frames[-1][1], current[-1], depth), state)
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
    check_csp(csp, "backtracking_search")
    check_function(select_unassigned_variable, "select_unassigned_variable", "backtracking_search")
    check_function(order_domain_values, "order_domain_values", "backtracking_search")
    check_function(inference, "inference", "backtracking_search")
    return Solver(
        csp,
        select=select_unassigned_variable,
        order=order_domain_values,
        inference=inference,
    ).solve()


def solutions(csp: CSP[V, D], **options: object) -> Iterator[dict[V, D]]:
    """Every solution of ``csp`` once, lazily; ``options`` are those of `Solver`."""
    return Solver(csp, **options).solutions()  # type: ignore[arg-type]
