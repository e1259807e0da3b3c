"""The optimisation suite's problems in aimacsp, in the short form `docs/writing-models.md`
teaches: ``csp.integers`` and ``csp.booleans``, conditions written as arithmetic, `count`,
`element` (a list of numbers indexed by a handle), `maximum`, and the globals (`Circuit`,
`Cumulative`, `NoOverlap`, `AllDifferent`, `BinPacking`). Each returns the `CSP`, its handles in the
shape of the answer `optimisation_check` reads, and the objective (an expression; its
sense is the instance's). No implied constraint, symmetry breaking or bound is added: the
models are what a developer writes first.
"""

from __future__ import annotations

from typing import Any

from aimacsp import (
    CSP,
    AllDifferent,
    BinPacking,
    Circuit,
    Cumulative,
    NoOverlap,
    count,
    element,
    maximum,
)


def knapsack(weights: list[int], values: list[int], capacity: int) -> Any:
    csp: CSP[str, int] = CSP()
    take = csp.booleans("take", len(weights))
    csp.add(sum(w * x for w, x in zip(weights, take)) <= capacity)
    return csp, take, sum(v * x for v, x in zip(values, take))


def multi_knapsack(weights: list[list[int]], values: list[int], capacities: list[int]) -> Any:
    csp: CSP[str, int] = CSP()
    take = csp.booleans("take", len(values))
    csp.add(sum(w * x for w, x in zip(row, take)) <= c for row, c in zip(weights, capacities))
    return csp, take, sum(v * x for v, x in zip(values, take))


def bin_packing(sizes: list[int], capacity: int, bins: int) -> Any:
    csp: CSP[str, int] = CSP()
    where = csp.integers("where", len(sizes), 0, bins - 1)
    csp.add(BinPacking(where, sizes, capacity=capacity))
    return csp, where, maximum(where) + 1


def rostering(demand: list[list[int]], cost: list[list[list[int]]], max_days: int) -> Any:
    csp: CSP[str, int] = CSP()
    nurses, days = len(cost), len(demand)
    shift = csp.integers("shift", (nurses, days), 0, 3)
    for d in range(days):
        on_day = [shift[n][d] for n in range(nurses)]
        csp.add(count(on_day, s) >= demand[d][s] for s in (1, 2, 3))
    for n in range(nurses):
        csp.add(sum(x != 0 for x in shift[n]) <= max_days)
        csp.add((shift[n][d] == 3).implies(shift[n][d + 1] != 1) for d in range(days - 1))
    penalty = sum(element(cost[n][d], shift[n][d]) for n in range(nurses) for d in range(days))
    return csp, shift, penalty


def facility(opening: list[int], capacity: list[int], distance: list[list[int]]) -> Any:
    csp: CSP[str, int] = CSP()
    is_open = csp.booleans("open", len(opening))
    serves = csp.integers("serves", len(distance), 0, len(opening) - 1)
    csp.add(is_open[s] == 1 for s in serves)
    csp.add(count(serves, w) <= capacity[w] for w in range(len(opening)))
    cost = sum(f * x for f, x in zip(opening, is_open))
    cost += sum(element(row, s) for row, s in zip(distance, serves))
    return csp, {"open": is_open, "serves": serves}, cost


def rcpsp(
    durations: list[int], successors: list[list[int]], needs: list[list[int]], capacities: list[int]
) -> Any:
    csp: CSP[str, int] = CSP()
    horizon = sum(durations)
    start = csp.integers("start", len(durations), 0, horizon)
    csp.add(
        start[t] + durations[t] <= start[s] for t, after in enumerate(successors) for s in after
    )
    for r, (need, capacity) in enumerate(zip(needs, capacities)):
        cap = csp.integer(f"cap[{r}]", capacity, capacity)  # a capacity is a variable
        csp.add(Cumulative(start, durations, need, cap))
    return csp, start, maximum([s + d for s, d in zip(start, durations)])


def tsp(distance: list[list[int]]) -> Any:
    csp: CSP[str, int] = CSP()
    n = len(distance)
    nxt = csp.integers("next", n, 0, n - 1)
    csp.add(Circuit(nxt))
    return csp, nxt, sum(element(distance[i], nxt[i]) for i in range(n))


def lateness(durations: list[int], due: list[int], weights: list[int]) -> Any:
    csp: CSP[str, int] = CSP()
    start = csp.integers("start", len(durations), 0, sum(durations))
    csp.add(NoOverlap(start, durations))
    late = sum(w * maximum([0, s + p - d]) for s, p, d, w in zip(start, durations, due, weights))
    return csp, start, late


def jobshop(jobs: list[list[tuple[int, int]]], bound: int) -> Any:
    from models_aimacsp import jobshop as shop

    return shop(jobs, bound)


def chromatic(n: int, edges: list[tuple[int, int]], colours: int) -> Any:
    csp: CSP[str, int] = CSP()
    colour = csp.integers("colour", n, 0, colours - 1)
    csp.add(colour[i] != colour[j] for i, j in edges)
    return csp, colour, maximum(colour) + 1


def assignment(
    cost: list[list[int]], skill: list[list[int]], forbidden: list[list[int]], least_skill: int
) -> Any:
    csp: CSP[str, int] = CSP()
    n = len(cost)
    task = csp.integers("task", n, 0, n - 1)
    csp.add(AllDifferent(task))
    csp.add(task[w] != t for w in range(n) for t in forbidden[w])
    csp.add(sum(element(skill[w], task[w]) for w in range(n)) >= least_skill)
    return csp, task, sum(element(cost[w], task[w]) for w in range(n))


def set_cover(sets: list[list[int]], costs: list[int], elements: int) -> Any:
    csp: CSP[str, int] = CSP()
    chosen = csp.booleans("chosen", len(sets))
    csp.add(sum(chosen[k] for k, s in enumerate(sets) if e in s) >= 1 for e in range(elements))
    return csp, chosen, sum(c * x for c, x in zip(costs, chosen))


MODELS = {
    f.__name__: f
    for f in (knapsack, multi_knapsack, bin_packing, rostering, facility, rcpsp, tsp, lateness,
              jobshop, chromatic, assignment, set_cover)
}  # fmt: skip
