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

from collections.abc import Generator, Iterator
from typing import Generic

from ..arguments import check_csp, check_function
from ..errors import SearchLimitReached
from ..model import CSP
from ..propagation.events import Trace
from ..propagation.limits import Budget, Limits, budget_for, check_limits
from ..propagation.state import State
from ..types import D, V
from .guards import check_book_arguments
from .heuristics import first_unassigned_variable, mrv, unordered_domain_values
from .inference import mac, no_inference
from .loop import LimitHit, Plan, backtrack_loop
from .plugins import Inference, ValueOrderer, VariableSelector, declaration_of
from .stats import Stats, Status

__all__ = ["Solver", "Status", "Stats", "backtracking_search", "solutions"]


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
        limits: Limits | Budget | None = None,
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
        self._setup(csp, select, order, inference, limits, trace, preprocess)

    def _setup(
        self,
        csp: CSP[V, D],
        select: VariableSelector[V, D],
        order: ValueOrderer[V, D],
        inference: Inference[V, D],
        limits: Limits | Budget | None,
        trace: Trace | None,
        preprocess: bool | None,
    ) -> None:
        """Everything but the plug-ins' checks (`backtracking_search` makes them itself,
        naming the arguments as the book does)."""
        check_function(trace, "trace", "Solver", optional=True, arity=2)
        if preprocess is not None and not isinstance(preprocess, bool):
            raise TypeError(f"Solver: preprocess must be True, False or None, got {preprocess!r}")
        self.csp = csp
        self.select = select
        self.order = order
        self.inference = inference
        #: What the inference declares, read once (see `declare_inference`).
        self.declaration = declaration_of(inference)
        self.limits = check_limits(limits, "Solver")
        self.trace = trace
        if preprocess is None:
            preprocess = self.declaration.fixpoint
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

    def plan(self) -> Plan[V, D]:
        """The plug-ins and switches one search runs with."""
        return Plan(
            self.select, self.order, self.inference, self.declaration, self.trace, self.preprocess
        )

    def solve(self) -> dict[V, D] | None:
        """The first solution found, or None (see ``status`` for why)."""
        search = self.solutions()
        try:
            return next(search, None)
        finally:
            search.close()

    def solutions(self) -> Generator[dict[V, D], None, None]:
        """Every solution exactly once, found lazily as the iterator is advanced.

        The model is read when the search starts: a constraint added to the CSP before that
        counts, one added while the iterator is open does not. ``stats`` is kept up to date
        at each solution; ``stats.seconds`` counts the search only, not the time the caller
        holds a solution before asking for the next one."""
        self.status = Status.NOT_STARTED
        self.stats = stats = Stats()
        budget = budget_for(self.limits)
        nodes_before, seconds_before = budget.nodes, budget.elapsed()
        budget.run()  # making the state (interning, propagators) is part of the search
        state = State(self.csp, self.trace)
        state.prunes = self.declaration.prunes

        def settle() -> None:  # bring the statistics and the budget up to date
            budget.nodes = nodes_before + stats.assignments
            stats.seconds = budget.elapsed() - seconds_before
            stats.propagations, stats.checks = state.propagations, state.checks

        try:
            for solution in backtrack_loop(self.plan(), state, stats, budget):
                budget.pause()
                settle()
                self.status = Status.SOLVED
                yield solution
                budget.run()
        except LimitHit:
            self.status = Status.LIMIT_REACHED
        else:
            self.status = Status.SOLVED if stats.solutions else Status.UNSATISFIABLE
        finally:
            budget.pause()
            settle()

    def count(self) -> int:
        """The number of solutions; raises `SearchLimitReached` (with the solutions found so
        far as ``partial_count``) if a limit stops the count."""
        n = sum(1 for _ in self.solutions())
        if self.status is Status.LIMIT_REACHED:
            raise SearchLimitReached(f"search limit reached after {n} solutions", n)
        return n


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
    solver: Solver[V, D] = Solver.__new__(Solver)
    solver._setup(
        csp, select_unassigned_variable, order_domain_values, inference, None, None, None
    )
    return solver.solve()


def solutions(csp: CSP[V, D], **options: object) -> Iterator[dict[V, D]]:
    """Every solution of ``csp`` once, lazily; ``options`` are those of `Solver`."""
    return Solver(csp, **options).solutions()  # type: ignore[arg-type]
