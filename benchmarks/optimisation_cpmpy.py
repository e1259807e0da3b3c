"""The optimisation suite's problems in CPMpy, solved by OR-Tools CP-SAT with CPMpy's defaults.

Written as CPMpy's examples write them: `intvar` and `boolvar` arrays, numpy constants
indexed by variables (an element), `cp.sum`, `cp.max`, the globals (`Circuit`, `Cumulative`,
`NoOverlap`, `AllDifferent`). Each returns the model, its variables in the shape of the
answer `optimisation_check` reads, and the objective (its sense is the instance's).
"""

from __future__ import annotations

from typing import Any

import cpmpy as cp
import numpy as np


def knapsack(weights: list[int], values: list[int], capacity: int) -> Any:
    take = cp.boolvar(shape=len(weights), name="take")
    model = cp.Model(cp.sum(np.array(weights) * take) <= capacity)
    return model, take, cp.sum(np.array(values) * take)


def multi_knapsack(weights: list[list[int]], values: list[int], capacities: list[int]) -> Any:
    take = cp.boolvar(shape=len(values), name="take")
    model = cp.Model([cp.sum(np.array(w) * take) <= c for w, c in zip(weights, capacities)])
    return model, take, cp.sum(np.array(values) * take)


def bin_packing(sizes: list[int], capacity: int, bins: int) -> Any:
    where = cp.intvar(0, bins - 1, shape=len(sizes), name="where")
    model = cp.Model([cp.sum(np.array(sizes) * (where == b)) <= capacity for b in range(bins)])
    return model, where, cp.max(where) + 1


def rostering(demand: list[list[int]], cost: list[list[list[int]]], max_days: int) -> Any:
    nurses, days = len(cost), len(demand)
    shift = cp.intvar(0, 3, shape=(nurses, days), name="shift")
    model = cp.Model()
    for d in range(days):
        model += [cp.Count(shift[:, d], s) >= demand[d][s] for s in (1, 2, 3)]
    for n in range(nurses):
        model += cp.sum(shift[n] != 0) <= max_days
        model += [(shift[n, d] == 3).implies(shift[n, d + 1] != 1) for d in range(days - 1)]
    penalty = cp.sum(
        cp.cpm_array(cost[n][d])[shift[n, d]] for n in range(nurses) for d in range(days)
    )
    return model, shift, penalty


def facility(opening: list[int], capacity: list[int], distance: list[list[int]]) -> Any:
    is_open = cp.boolvar(shape=len(opening), name="open")
    serves = cp.intvar(0, len(opening) - 1, shape=len(distance), name="serves")
    model = cp.Model([is_open[serves[c]] == 1 for c in range(len(distance))])
    model += [cp.Count(serves, w) <= capacity[w] for w in range(len(opening))]
    cost = cp.sum(np.array(opening) * is_open) + cp.sum(
        cp.cpm_array(distance[c])[serves[c]] for c in range(len(distance))
    )
    return model, {"open": list(is_open), "serves": list(serves)}, cost


def rcpsp(
    durations: list[int], successors: list[list[int]], needs: list[list[int]], capacities: list[int]
) -> Any:
    horizon = sum(durations)
    start = cp.intvar(0, horizon, shape=len(durations), name="start")
    end = cp.intvar(0, horizon, shape=len(durations), name="end")
    model = cp.Model(end == start + durations)
    model += [end[t] <= start[s] for t, after in enumerate(successors) for s in after]
    model += [
        cp.Cumulative(start, durations, end, need, capacity)
        for need, capacity in zip(needs, capacities)
    ]
    return model, start, cp.max(end)


def tsp(distance: list[list[int]]) -> Any:
    n = len(distance)
    nxt = cp.intvar(0, n - 1, shape=n, name="next")
    model = cp.Model(cp.Circuit(nxt))
    return model, nxt, cp.sum(cp.cpm_array(distance[i])[nxt[i]] for i in range(n))


def lateness(durations: list[int], due: list[int], weights: list[int]) -> Any:
    start = cp.intvar(0, sum(durations), shape=len(durations), name="start")
    end = start + durations
    model = cp.Model(cp.NoOverlap(start, durations, end))
    late = cp.sum(w * cp.max([0, e - d]) for w, e, d in zip(weights, end, due))
    return model, start, late


def jobshop(jobs: list[list[tuple[int, int]]], bound: int) -> Any:
    from models_cpmpy import jobshop as shop

    return shop(jobs, bound)


def chromatic(n: int, edges: list[tuple[int, int]], colours: int) -> Any:
    colour = cp.intvar(0, colours - 1, shape=n, name="colour")
    model = cp.Model([colour[i] != colour[j] for i, j in edges])
    return model, colour, cp.max(colour) + 1


def assignment(
    cost: list[list[int]], skill: list[list[int]], forbidden: list[list[int]], least_skill: int
) -> Any:
    n = len(cost)
    task = cp.intvar(0, n - 1, shape=n, name="task")
    model = cp.Model(cp.AllDifferent(task))
    model += [task[w] != t for w in range(n) for t in forbidden[w]]
    model += cp.sum(cp.cpm_array(skill[w])[task[w]] for w in range(n)) >= least_skill
    return model, task, cp.sum(cp.cpm_array(cost[w])[task[w]] for w in range(n))


def set_cover(sets: list[list[int]], costs: list[int], elements: int) -> Any:
    chosen = cp.boolvar(shape=len(sets), name="chosen")
    model = cp.Model(
        [cp.sum(chosen[k] for k, s in enumerate(sets) if e in s) >= 1 for e in range(elements)]
    )
    return model, chosen, cp.sum(np.array(costs) * chosen)


MODELS = {
    f.__name__: f
    for f in (knapsack, multi_knapsack, bin_packing, rostering, facility, rcpsp, tsp, lateness,
              jobshop, chromatic, assignment, set_cover)
}  # fmt: skip
