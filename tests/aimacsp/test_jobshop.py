"""`problems.jobshop` and `problems.ft06`: schedules checked by code that knows no CSP, and
small optima against an enumeration of machine orders."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import Limits, ModelError, Solver, Status, dom_wdeg
from aimacsp.problems import FT06, ft06, jobshop

Jobs = list[list[tuple[int, int]]]


def check_schedule(jobs: Jobs, solution: dict[Any, int]) -> int:
    """The makespan of a schedule, after checking it: each job's tasks in order, no machine
    doing two tasks at once, the makespan variable at least the last end."""
    ends = []
    busy: dict[int, list[tuple[int, int]]] = {}
    for j, job in enumerate(jobs):
        time_free = 0
        for k, (machine, duration) in enumerate(job):
            start = solution[("s", j, k)]
            assert start >= time_free, f"job {j} task {k} starts before the one before it ends"
            time_free = start + duration
            busy.setdefault(machine, []).append((start, time_free))
        ends.append(time_free)
    for machine, spans in busy.items():
        spans.sort()
        for (_, end), (start, _) in zip(spans, spans[1:]):
            assert end <= start, f"machine {machine} does two tasks at once"
    assert solution["makespan"] >= max(ends, default=0)
    return max(ends, default=0)


def least_makespan(jobs: Jobs) -> int:
    """The optimum by enumeration: for every order of the tasks on each machine, the earliest
    schedule (each task starts when its job and its machine are both free), if the orders
    do not contradict the jobs' own orders."""
    tasks = {m: [(j, k) for j, job in enumerate(jobs) for k, (mm, _) in enumerate(job) if mm == m]
             for m in {m for job in jobs for m, _ in job}}  # fmt: skip
    best = None
    for orders in itertools.product(*(itertools.permutations(t) for t in tasks.values())):
        after: dict[tuple[int, int], list[tuple[int, int]]] = {}
        for order in orders:
            for a, b in zip(order, order[1:]):
                after.setdefault(b, []).append(a)
        start: dict[tuple[int, int], int] = {}
        pending = [(j, k) for j, job in enumerate(jobs) for k in range(len(job))]
        while pending:
            ready = [t for t in pending
                     if (t[1] == 0 or (t[0], t[1] - 1) in start)
                     and all(a in start for a in after.get(t, []))]  # fmt: skip
            if not ready:
                break  # the machine orders and the job orders form a cycle
            for j, k in ready:
                free = [start[(j, k - 1)] + jobs[j][k - 1][1]] if k else [0]
                free += [start[a] + jobs[a[0]][a[1]][1] for a in after.get((j, k), [])]
                start[(j, k)] = max(free)
                pending.remove((j, k))
        if pending:
            continue
        span = max((start[(j, len(job) - 1)] + job[-1][1] for j, job in enumerate(jobs) if job),
                   default=0)  # fmt: skip
        best = span if best is None else min(best, span)
    assert best is not None
    return best


#: The work ft06 may take, in nodes (values tried): a few dozen today. A node limit, not
#: seconds: a proof that needs more is a weaker search, on any machine under any load.
FT06_NODES = 10_000


def test_ft06_has_a_schedule_of_55() -> None:
    solution = Solver(ft06(55), limits=Limits(nodes=FT06_NODES)).solve()
    assert solution is not None and check_schedule(FT06, solution) <= 55


def test_ft06_minimised_is_55_proven() -> None:
    solver = Solver(ft06(), limits=Limits(nodes=FT06_NODES))
    best = solver.minimize("makespan")
    assert best is not None and check_schedule(FT06, best) == best["makespan"] == 55
    assert solver.status is Status.OPTIMAL


def test_ft06_has_none_of_54() -> None:
    for select in (None, dom_wdeg):
        solver = Solver(ft06(54), limits=Limits(nodes=FT06_NODES), **({} if select is None else
                        {"select": select}))  # fmt: skip
        assert solver.solve() is None and solver.status is Status.UNSATISFIABLE


jobshops = st.lists(
    st.lists(st.tuples(st.integers(0, 1), st.integers(1, 3)), min_size=1, max_size=3),
    min_size=1,
    max_size=3,
).filter(lambda jobs: sum(map(len, jobs)) <= 6)


@settings(max_examples=60, deadline=None)
@given(jobshops)
def test_small_job_shops_reach_their_optimum_and_no_better(jobs: Jobs) -> None:
    best = least_makespan(jobs)
    solution = Solver(jobshop(jobs, best)).solve()
    assert solution is not None and check_schedule(jobs, solution) <= best
    assert Solver(jobshop(jobs, best - 1)).solve() is None if best > 0 else True
    solver = Solver(jobshop(jobs))
    found = solver.minimize("makespan")
    assert found is not None and found["makespan"] == best and solver.status is Status.OPTIMAL


def test_a_task_longer_than_the_horizon_leaves_no_schedule() -> None:
    assert Solver(jobshop([[(0, 2), (1, 6)]], 5)).solve() is None
    assert Solver(jobshop([[(0, 2), (1, 6)]], 8)).solve() is not None


def test_the_horizon_is_by_default_the_sum_of_the_durations() -> None:
    csp = jobshop([[(0, 2), (1, 3)], [(1, 4)]])
    assert csp.domains["makespan"] == tuple(range(10))
    assert csp.domains[("s", 1, 0)] == tuple(range(6))


def test_the_model_names_its_variables_and_machines() -> None:
    csp = jobshop([[("lathe", 2), ("mill", 1)], [("mill", 3)]], horizon=6)
    assert list(csp.variables) == [("s", 0, 0), ("s", 0, 1), ("s", 1, 0), "makespan"]
    assert csp.domains[("s", 1, 0)] == (0, 1, 2, 3)
    assert [repr(c) for c in csp.constraints if c.name] == ["machine mill"]


def test_wrong_jobs_are_named() -> None:
    with pytest.raises(ModelError, match="task 1 of job 0 is 3, not \\(machine, duration\\)"):
        jobshop([[(0, 1), 3]], 5)  # type: ignore[list-item]
    with pytest.raises(ModelError, match="jobshop: the duration of task 0 of job 1 must be at"):
        jobshop([[(0, 1)], [(0, -1)]], 5)
    with pytest.raises(TypeError, match="jobshop: horizon must be a whole number"):
        jobshop([[(0, 1)]], 5.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="jobshop: jobs must be a list of jobs"):
        jobshop("ab", 5)  # type: ignore[arg-type]
