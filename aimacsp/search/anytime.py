"""One run of `Solver.minimize` or `Solver.maximize`: branch and bound with an honest anytime
answer.

Each better solution is handed on as it is found (the solver keeps its value as
``objective`` and calls the caller's ``on_solution``). When a limit stops the run, reading a
file, building the propagators, propagating or searching, what is known is kept: the best
solution, and as ``bound`` the best value the objective can still take (its domain at the
root, once every branch is undone), so ``gap`` says how far the best may be from the optimum.

>>> from aimacsp import CSP, Limits, Solver
>>> csp = CSP()
>>> x = csp.integers("x", 6, 0, 9)
>>> _ = csp.add(sum(x) >= 20)
>>> found = []
>>> solver = Solver(csp)
>>> best = solver.minimize(sum(v * (k + 1) for k, v in enumerate(x)),
...                        on_solution=lambda solution, value: found.append(value))
>>> solver.objective, solver.bound, solver.gap, found[-1], found == sorted(found, reverse=True)
(33, 33, 0, 33, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic

from ..expressions import Expression
from ..model import CSP
from ..propagation.events import Trace
from ..propagation.limits import Budget, BudgetSpent
from ..propagation.state import State
from ..types import D, V
from .audited import open_search
from .loop import LimitHit, Plan
from .neighbourhoods import better_neighbours
from .optimize import improving_solutions, keep_better, objective_bound, objective_index
from .relaxation import surrogate
from .stats import Stats, Status

__all__ = ["OnSolution", "Optimization"]

#: What `Solver.minimize` calls with each better solution: ``(solution, objective's value)``.
OnSolution = Callable[[dict[V, D], Any], object]


class Optimization(Generic[V, D]):
    """Branch and bound over ``csp`` with ``plan``; afterwards ``status`` and ``bound``
    describe it, ``stats`` (the caller's) what it did."""

    def __init__(
        self, csp: CSP[V, D], plan: Plan[V, D], trace: Trace | None, audit: bool, stats: Stats
    ) -> None:
        self.csp = csp
        self.plan = plan
        self.trace = trace
        self.audit = audit
        self.stats = stats
        self.status = Status.NOT_STARTED
        #: The best value any solution could still take (None: not known).
        self.bound: Any = None

    def optimize(
        self,
        given: V | Expression,
        minimize: bool,
        budget: Budget,
        improved: Callable[[dict[V, D], Any], None],
        relaxation: bool = True,
        neighbourhoods: bool = False,
    ) -> dict[V, D] | None:
        """The best solution found (None: none), each better one handed to ``improved`` with
        its value as it is found, spending ``budget`` from the first moment; with
        ``relaxation``, the surrogate of the linear relaxation bounds the objective
        (`aimacsp.search.relaxation`); with ``neighbourhoods``, rounds of large
        neighbourhood search follow the first solution (`aimacsp.search.neighbourhoods`)."""
        where = "minimize" if minimize else "maximize"
        stats = self.stats
        nodes_before, seconds_before = budget.nodes, budget.elapsed()
        budget.run()
        state: State[V, D] | None = None
        best: dict[V, D] | None = None
        value: Any = None
        i = -1
        hidden: frozenset[Any] = frozenset()
        try:
            with budget.spending():  # compiling and the simplex may be long: they spend too
                objective: Any = self.csp.variable_for(given)  # a handle's name, or a new one
                cut = surrogate(self.csp, objective, minimize) if relaxation else None
            hidden = frozenset(self.csp.auxiliary)  # the expressions' variables: not shown
            state, plan, audit = open_search(self.csp, self.trace, self.plan, self.audit, budget)
            state.prunes = plan.declaration.prunes
            if cut is not None:  # implied by the model: it holds in every solution
                state.add_propagator(cut)
            i = objective_index(state, objective, where)

            def better(solution: dict[V, D]) -> Any:
                if audit is not None:
                    audit.improved(i, solution[objective], minimize)
                budget.pause()  # the caller's time is not the search's
                try:
                    improved(_shown(solution, hidden), solution[objective])
                finally:
                    budget.run()
                return solution[objective]

            first = neighbourhoods
            for best in improving_solutions(plan, state, stats, budget, i, minimize):
                value = better(best)
                if first:  # good solutions early, then the proof from the best
                    first = False
                    while state.marks:
                        state.pop_level()
                    state.clear_queue()
                    if not keep_better(state, i, value, minimize):
                        break  # nothing better is left: this one is optimal
                    rounds = better_neighbours(plan, state, stats, budget, i, minimize, best)
                    for best in rounds:  # noqa: B020 - the best so far is the last found
                        value = better(best)
                    if not keep_better(state, i, value, minimize):
                        break  # nothing better is left: the last one found is optimal
            if audit is not None:
                audit.answered("OPTIMAL" if best is not None else "UNSATISFIABLE")
            self.status = Status.OPTIMAL if best is not None else Status.UNSATISFIABLE
            self.bound = value
        except (LimitHit, BudgetSpent):
            self.status = Status.SOLVED if best is not None else Status.LIMIT_REACHED
            if state is not None and i >= 0:
                while state.marks:  # the root's domain bounds every solution not yet found
                    state.pop_level()
                state.clear_queue()
                self.bound = objective_bound(state, i, minimize)
        finally:
            budget.pause()
            budget.nodes = nodes_before + stats.assignments
            stats.seconds = budget.elapsed() - seconds_before
            if state is not None:
                stats.propagations, stats.checks = state.propagations, state.checks
        return None if best is None else _shown(best, hidden)


def _shown(solution: dict[V, D], hidden: frozenset[Any]) -> dict[V, D]:
    """``solution`` without the auxiliary variables of expressions (functions of the rest)."""
    if not hidden:
        return solution
    return {var: value for var, value in solution.items() if var not in hidden}
