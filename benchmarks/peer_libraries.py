"""The libraries `peers.py` compares, each building its own model from one neutral `Spec`.

A spec lists variables with integer domains and constraints of four kinds, shared verbatim by
every library so that all solve the same model: ``("pred", function, scope, linear)`` (a
predicate; ``linear`` optionally states it for CP-SAT as ``!=`` terms, else CP-SAT gets its
allowed tuples), ``("table", rows, scope)``, ``("alldiff", scope)`` and ``("sum", scope,
weights, op, rhs)``. An adapter turns a spec and a job's mode into a call that solves it and
returns what the runner cross-checks: a solution (dict or None) or a number of solutions.
The peers are optional: a library that is not installed is left out with a note.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

Constraint = tuple[Any, ...]
Answer = Any


@dataclass
class Spec:
    """One problem instance, in terms every library can build."""

    domains: dict[Hashable, list[int]]
    constraints: list[Constraint] = field(default_factory=list)

    def is_solution(self, solution: dict[Hashable, int] | None) -> bool:
        """True when ``solution`` gives each variable a value of its domain and meets every
        constraint (checked here, independently of every library)."""
        if solution is None or set(solution) != set(self.domains):
            return False
        if any(solution[v] not in d for v, d in self.domains.items()):
            return False
        for kind, *rest in self.constraints:
            values = [solution[v] for v in (rest[0] if kind in ("alldiff", "sum") else rest[1])]
            if kind == "pred" and not rest[0](*values):
                return False
            if kind == "table" and tuple(values) not in set(map(tuple, rest[0])):
                return False
            if kind == "alldiff" and len(set(values)) != len(values):
                return False
            if kind == "sum":
                total = sum(w * x for w, x in zip(rest[1], values))
                if not {"==": total == rest[3], "<=": total <= rest[3], ">=": total >= rest[3]}[
                    rest[2]
                ]:
                    return False
        return True


def aimacsp_library(
    lib: ModuleType, strategy: str, mode: str
) -> Callable[[Spec], Callable[[], Answer]]:
    """Adapter for ``lib`` (aimacsp, or another copy of it to compare with)."""

    def build(spec: Spec) -> Any:
        csp = lib.CSP()
        for var, domain in spec.domains.items():
            csp.add_variable(var, domain)
        for kind, *rest in spec.constraints:
            if kind == "pred":
                csp.add_constraint(rest[0], rest[1])
            elif kind == "table":
                csp.add_constraint(lib.Table(rest[1], rest[0]))
            elif kind == "alldiff":
                csp.add_constraint(lib.AllDifferent(rest[0]))
            else:
                scope, weights, op, rhs = rest
                csp.add_constraint(lib.Sum(scope, op, rhs, weights))
        return csp

    def prepare(spec: Spec) -> Callable[[], Answer]:
        csp = build(spec)
        if mode == "count":
            return lambda: lib.count_solutions(csp)
        if mode == "weighted":
            return lambda: lib.weighted_count(csp).count
        if mode.startswith("local"):
            seed = int(mode.split(":")[1])
            return lambda: lib.min_conflicts(csp, seed=seed)
        inference = lib.forward_checking if strategy == "fc" else lib.mac
        if mode == "first":
            return lambda: lib.Solver(csp, select=lib.mrv, inference=inference).solve()
        return lambda: sum(
            1 for _ in lib.Solver(csp, select=lib.mrv, inference=inference).solutions()
        )

    return prepare


def constraint2_library(solver: str, mode: str) -> Callable[[Spec], Callable[[], Answer]] | None:
    """Adapter for python-constraint2, or None when it is not installed."""
    try:
        import constraint as pc
    except ImportError:
        return None
    sums = {"==": pc.ExactSumConstraint, "<=": pc.MaxSumConstraint, ">=": pc.MinSumConstraint}

    def prepare(spec: Spec) -> Callable[[], Answer]:
        if mode.startswith("local"):
            made = pc.MinConflictsSolver(steps=1000, rand=random.Random(int(mode.split(":")[1])))
        else:
            made = pc.BacktrackingSolver() if solver == "backtracking" else None
        problem = pc.Problem(made)
        for var, domain in spec.domains.items():
            problem.addVariable(var, list(domain))
        for kind, *rest in spec.constraints:
            if kind == "pred":
                problem.addConstraint(pc.FunctionConstraint(rest[0]), list(rest[1]))
            elif kind == "table":
                allowed = frozenset(map(tuple, rest[0]))
                problem.addConstraint(lambda *v, allowed=allowed: v in allowed, list(rest[1]))
            elif kind == "alldiff":
                problem.addConstraint(pc.AllDifferentConstraint(), list(rest[0]))
            else:
                scope, weights, op, rhs = rest
                problem.addConstraint(sums[op](rhs, list(weights)), list(scope))
        if mode == "first" or mode.startswith("local"):
            return problem.getSolution  # type: ignore[no-any-return]
        return lambda: _count(problem)

    return prepare


def _count(problem: Any) -> int:
    try:
        return len(problem.getSolutions())
    except ValueError:
        # python-constraint2 2.9's sum constraints fail on a domain their preprocessing
        # emptied: no solution (the runner checks this count against the others).
        return 0


def cpsat_library(mode: str) -> Callable[[Spec], Callable[[], Answer]] | None:
    """Adapter for OR-Tools CP-SAT with one worker, or None when it is not installed."""
    try:
        from ortools.sat.python import cp_model
    except ImportError:
        return None

    def prepare(spec: Spec) -> Callable[[], Answer]:
        model = cp_model.CpModel()
        x = {
            var: model.NewIntVarFromDomain(cp_model.Domain.FromValues(d), str(var))
            for var, d in spec.domains.items()
        }
        for kind, *rest in spec.constraints:
            if kind == "pred":
                function, scope, linear = rest
                if linear is not None:
                    for expression in linear(*[x[v] for v in scope]):
                        model.Add(expression != 0)
                    continue
                rows = [
                    t for t in itertools.product(*(spec.domains[v] for v in scope)) if function(*t)
                ]
                model.AddAllowedAssignments([x[v] for v in scope], rows)
            elif kind == "table":
                model.AddAllowedAssignments([x[v] for v in rest[1]], [tuple(r) for r in rest[0]])
            elif kind == "alldiff":
                model.AddAllDifferent([x[v] for v in rest[0]])
            else:
                scope, weights, op, rhs = rest
                total = sum(w * x[v] for w, v in zip(weights, scope))
                model.Add(
                    total == rhs if op == "==" else total <= rhs if op == "<=" else total >= rhs
                )
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1

        def first() -> Answer:
            status = solver.Solve(model)
            if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
                return None
            return {var: solver.Value(v) for var, v in x.items()}

        def count() -> Answer:
            solver.parameters.enumerate_all_solutions = True
            counter = _Counter()
            solver.Solve(model, counter)
            return counter.n

        class _Counter(cp_model.CpSolverSolutionCallback):
            def __init__(self) -> None:
                super().__init__()
                self.n = 0

            def on_solution_callback(self) -> None:
                self.n += 1

        return first if mode == "first" else count

    return prepare
