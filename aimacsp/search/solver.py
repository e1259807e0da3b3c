"""Backtracking search (AIMA Figure 6.5), as a `Solver` with limits, statistics and a trace.

>>> from aimacsp import CSP
>>> csp = CSP()
>>> csp.add_variables(["WA", "NT", "SA"], ["red", "green", "blue"])
>>> for a, b in [("WA", "NT"), ("WA", "SA"), ("NT", "SA")]:
...     _ = csp.add_constraint(lambda x, y: x != y, [a, b])
>>> Solver(csp, select=mrv).solve()
{'WA': 'red', 'NT': 'green', 'SA': 'blue'}
>>> Solver(csp).count()
6
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, Generic

from ..arguments import check_csp, check_function
from ..errors import SearchLimitReached
from ..expressions import Expression
from ..model import CSP
from ..propagation.events import Trace
from ..propagation.limits import Budget, BudgetSpent, Limits, budget_for, check_limits
from ..propagation.state import State
from ..types import D, V
from .adaptive import dom_wdeg, last_conflict, phase_saving
from .anytime import OnSolution, Optimization
from .audit import check_auditable
from .audited import open_search
from .heuristics import mrv, unordered_domain_values
from .inference import mac
from .loop import LimitHit, Plan, backtrack_loop
from .plugins import Inference, ValueOrderer, VariableSelector, declaration_of
from .restarts import Restarts, restarts_for
from .stats import Stats, Status

__all__ = ["Solver", "Status", "Stats"]

#: The default search, when no strategy is named: dom/wdeg with last-conflict reasoning,
#: phase saving, MAC, and restarts (see docs/choosing-a-search.md for what each one buys).
DEFAULT_SELECT: VariableSelector[Any, Any] = last_conflict(dom_wdeg)
DEFAULT_ORDER: ValueOrderer[Any, Any] = phase_saving(unordered_domain_values)
DEFAULT_RESTARTS = Restarts.luby(100)


class Solver(Generic[V, D]):
    """Backtracking search over a `CSP` with pluggable heuristics and inference.

    ``select`` picks the next variable, ``order`` the order of its values, ``inference`` what
    to prune after each assignment. With none of the three named, the search is the default
    one, made not to give up on real models: `dom_wdeg` with `last_conflict`, `phase_saving`,
    `mac`, and `Restarts` in `solve` and `minimize`. Name any of the three and the others
    take the classic defaults (`mrv`, the domain's order, `mac`) with no restarts unless
    ``restarts`` asks for them (a `Restarts`, or True for the default's). ``preprocess``
    makes the whole problem consistent before searching (by default, only with an inference
    that keeps a fixpoint, as `mac`). Each call to `solve`, `solutions`, `count`, `minimize`
    or `maximize` is a fresh search that reads the model as it is then; afterwards
    ``status`` and ``stats`` describe it.

    ``audit=True`` checks a plug-in's soundness: each value removed, each assignment
    rejected and the answer UNSATISFIABLE are checked by a plain search of the problem, and
    the first that loses a solution raises `UnsoundPruning` with that solution (see
    `aimacsp.search.audit`). It costs a plain search per removal, so it refuses problems of
    more than 200 variables or whose domain sizes multiply to more than a million.

    ``implied=True`` (the default) adds to each search the constraints the model implies in
    a stronger form, such as a `BinPacking` where capacity sums over ``x == bin`` state one
    (`aimacsp.search.implied`); they change no answer, only how soon it comes.

    >>> from aimacsp.problems import queens
    >>> solver = Solver(queens(8))
    >>> solver.solve() is not None, solver.status
    (True, <Status.SOLVED: 'solved'>)
    >>> Solver(queens(8), select=mrv).count()
    92
    """

    def __init__(
        self,
        csp: CSP[V, D],
        select: VariableSelector[V, D] | None = None,
        order: ValueOrderer[V, D] | None = None,
        inference: Inference[V, D] | None = None,
        limits: Limits | Budget | None = None,
        trace: Trace | None = None,
        preprocess: bool | None = None,
        restarts: Restarts | bool | None = None,
        audit: bool = False,
        implied: bool = True,
    ) -> None:
        check_csp(csp, "Solver")
        for name, plug, arity in (
            ("select", select, 1),
            ("order", order, 2),
            ("inference", inference, 2),
        ):
            check_function(plug, name, "Solver", optional=True, arity=arity)
        if select is None and order is None and inference is None:
            # No strategy named: the default search (see the class docstring).
            select, order, inference = DEFAULT_SELECT, DEFAULT_ORDER, mac
            if restarts is None:
                restarts = True
        self._setup(
            csp,
            mrv if select is None else select,
            unordered_domain_values if order is None else order,
            mac if inference is None else inference,
            limits,
            trace,
            preprocess,
            restarts,
            audit,
            implied,
        )

    def _setup(
        self,
        csp: CSP[V, D],
        select: VariableSelector[V, D],
        order: ValueOrderer[V, D],
        inference: Inference[V, D],
        limits: Limits | Budget | None,
        trace: Trace | None,
        preprocess: bool | None,
        restarts: Restarts | bool | None = None,
        audit: bool = False,
        implied: bool = False,
    ) -> None:
        """Everything but the plug-ins' checks (`backtracking_search` makes them itself,
        naming the arguments as the book does)."""
        check_function(trace, "trace", "Solver", optional=True, arity=2)
        if preprocess is not None and not isinstance(preprocess, bool):
            raise TypeError(f"Solver: preprocess must be True, False or None, got {preprocess!r}")
        check_auditable(csp, audit, "Solver")
        self.csp = csp
        self.select = select
        self.order = order
        self.inference = inference
        #: When `solve` and `minimize` go back to the root (None: never).
        self.restarts = restarts_for(restarts, DEFAULT_RESTARTS, "Solver")
        #: What the inference declares, read once (see `declare_inference`).
        self.declaration = declaration_of(inference)
        self.limits = check_limits(limits, "Solver")
        self.trace = trace
        if preprocess is None:
            preprocess = self.declaration.fixpoint
        self.preprocess = preprocess
        #: True when each search is audited (see `aimacsp.search.audit`).
        self.audit = audit
        if not isinstance(implied, bool):
            raise TypeError(f"Solver: implied must be True or False, got {implied!r}")
        #: True when each search adds the constraints the model implies (`aimacsp.search.implied`).
        self.implied = implied
        self.status = Status.NOT_STARTED
        self.stats = Stats()
        #: After `minimize` or `maximize`: the objective's value in the best solution found,
        #: and the best value any solution could still reach (equal when proven optimal).
        self.objective: Any = None
        self.bound: Any = None

    def __repr__(self) -> str:
        names = [
            getattr(plug, "__name__", type(plug).__name__)
            for plug in (self.select, self.order, self.inference)
        ]
        restarts = "" if self.restarts is None else f" restarts={self.restarts}"
        return (
            f"<Solver select={names[0]} order={names[1]} inference={names[2]}{restarts}"
            f" on {self.csp!r}: {self.status.value}>"
        )

    def plan(self, restarts: bool = False) -> Plan[V, D]:
        """The plug-ins and switches of one search (restarts only if asked: a search for
        every solution never restarts, or it would find some twice)."""
        return Plan(
            self.select,
            self.order,
            self.inference,
            self.declaration,
            self.trace,
            self.preprocess,
            self.restarts if restarts else None,
            self.implied,
        )

    def solve(self) -> dict[V, D] | None:
        """The first solution found, or None (see ``status`` for why)."""
        search = self._search(self.plan(restarts=True))
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
        return self._search(self.plan())

    def _search(self, plan: Plan[V, D]) -> Generator[dict[V, D], None, None]:
        self.status = Status.NOT_STARTED
        self.stats = stats = Stats()
        budget = budget_for(self.limits)
        nodes_before, seconds_before = budget.nodes, budget.elapsed()
        budget.run()  # making the state (interning, propagators) is part of the search
        state: State[V, D] | None = None
        # The auxiliary variables of expressions are functions of the others: not shown.
        hidden = frozenset(self.csp.auxiliary)

        def settle() -> None:  # bring the statistics and the budget up to date
            budget.nodes = nodes_before + stats.assignments
            stats.seconds = budget.elapsed() - seconds_before
            if state is not None:
                stats.propagations, stats.checks = state.propagations, state.checks

        try:
            state, plan, audit = open_search(self.csp, self.trace, plan, self.audit, budget)
            state.prunes = self.declaration.prunes
            for solution in backtrack_loop(plan, state, stats, budget):
                budget.pause()
                settle()
                self.status = Status.SOLVED
                if hidden:
                    solution = {k: v for k, v in solution.items() if k not in hidden}
                yield solution
                budget.run()
        except (LimitHit, BudgetSpent):
            self.status = Status.LIMIT_REACHED
        else:
            if audit is not None and not stats.solutions:
                audit.answered("UNSATISFIABLE")
            self.status = Status.SOLVED if stats.solutions else Status.UNSATISFIABLE
        finally:
            budget.pause()
            settle()

    def minimize(
        self,
        objective: V | Expression,
        on_solution: OnSolution[V, D] | None = None,
        relaxation: bool = True,
        neighbourhoods: bool = False,
    ) -> dict[V, D] | None:
        """The solution with the least value of ``objective`` (a handle, or an expression
        such as ``sum(costs)``, which gets its variable in the CSP once: `CSP.variable_for`),
        by branch and bound (`aimacsp.search.optimize`): ``status`` is `Status.OPTIMAL` once
        that is proven; after a limit, the best so far (`Status.SOLVED`), with ``bound`` the
        least value the objective could still take and ``gap`` the distance between them.
        ``on_solution(solution, value)`` is called with each better solution as it is found
        (the limits' clock stops meanwhile; what it raises reaches the caller).
        ``relaxation`` bounds the objective by the model's linear relaxation, posted as one
        implied `Sum` (`aimacsp.search.relaxation`); ``neighbourhoods`` runs large
        neighbourhood search after the first solution (`aimacsp.search.neighbourhoods`).
        Neither changes the answer, only how soon it comes. See `aimacsp.search.anytime`."""
        return self._optimize(objective, True, on_solution, relaxation, neighbourhoods)

    def maximize(
        self,
        objective: V | Expression,
        on_solution: OnSolution[V, D] | None = None,
        relaxation: bool = True,
        neighbourhoods: bool = False,
    ) -> dict[V, D] | None:
        """The solution with the greatest value of ``objective`` (see `minimize`)."""
        return self._optimize(objective, False, on_solution, relaxation, neighbourhoods)

    @property
    def gap(self) -> Any:
        """After `minimize` or `maximize`: how far the best solution found may be from the
        optimum, ``abs(objective - bound)`` (0 when proven optimal), or None when there is no
        solution or no bound."""
        if self.objective is None or self.bound is None:
            return None
        return abs(self.objective - self.bound)

    def _optimize(
        self,
        given: V | Expression,
        minimize: bool,
        on_solution: OnSolution[V, D] | None,
        relaxation: bool,
        neighbourhoods: bool,
    ) -> dict[V, D] | None:
        where = "minimize" if minimize else "maximize"
        check_function(on_solution, "on_solution", f"Solver.{where}", optional=True, arity=2)
        self.status = Status.NOT_STARTED
        self.stats = Stats()
        self.objective = self.bound = None

        def improved(solution: dict[V, D], value: Any) -> None:
            self.objective = value
            if on_solution is not None:
                on_solution(solution, value)

        run = Optimization(self.csp, self.plan(True), self.trace, self.audit, self.stats)
        try:
            budget = budget_for(self.limits)
            return run.optimize(given, minimize, budget, improved, relaxation, neighbourhoods)
        finally:
            self.status, self.bound = run.status, run.bound

    def count(self) -> int:
        """The number of solutions; raises `SearchLimitReached` (with the solutions found so
        far as ``partial_count``) if a limit stops the count."""
        n = sum(1 for _ in self.solutions())
        if self.status is Status.LIMIT_REACHED:
            raise SearchLimitReached(f"search limit reached after {n} solutions", n)
        return n
