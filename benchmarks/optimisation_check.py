"""The optimisation suite's answers checked by plain Python that uses none of the libraries.

`CHECKERS[problem](answer, **params)` says what is wrong with an answer (None when it is a
solution); `COSTS[problem](answer, **params)` is its objective, counted here from the answer
alone (never the value a library reports). Job-shop answers are `models_check`'s.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

__all__ = ["CHECKERS", "COSTS"]


def _zero_one(answer: Any, n: int) -> str | None:
    if len(answer) != n or any(x not in (0, 1) for x in answer):
        return f"not {n} choices of 0 or 1"
    return None


def _knapsack(answer: Any, weights: list[int], values: list[int], capacity: int) -> str | None:
    wrong = _zero_one(answer, len(weights))
    if wrong or sum(w * x for w, x in zip(weights, answer)) <= capacity:
        return wrong
    return "the items chosen weigh more than the capacity"


def _multi_knapsack(
    answer: Any, weights: list[list[int]], values: list[int], capacities: list[int]
) -> str | None:
    wrong = _zero_one(answer, len(values))
    for d, (row, capacity) in enumerate(zip(weights, capacities)):
        if not wrong and sum(w * x for w, x in zip(row, answer)) > capacity:
            wrong = f"resource {d} is used beyond its capacity"
    return wrong


def _bin_packing(answer: Any, sizes: list[int], capacity: int, bins: int) -> str | None:
    if len(answer) != len(sizes) or any(not 0 <= b < bins for b in answer):
        return f"not a bin in 0..{bins - 1} for each of {len(sizes)} items"
    for b in set(answer):
        if sum(s for s, x in zip(sizes, answer) if x == b) > capacity:
            return f"bin {b} holds more than {capacity}"
    return None


def _rostering(
    answer: Any, demand: list[list[int]], cost: list[list[list[int]]], max_days: int
) -> str | None:
    nurses, days = len(cost), len(demand)
    if len(answer) != nurses or any(len(row) != days for row in answer):
        return f"not a {nurses} x {days} roster"
    if any(s not in (0, 1, 2, 3) for row in answer for s in row):
        return "a shift that is not 0, 1, 2 or 3"
    for d, s in itertools.product(range(days), (1, 2, 3)):
        if sum(row[d] == s for row in answer) < demand[d][s]:
            return f"shift {s} of day {d} has fewer nurses than it needs"
    for n, row in enumerate(answer):
        if sum(s != 0 for s in row) > max_days:
            return f"nurse {n} works more than {max_days} days"
        if any(a == 3 and b == 1 for a, b in zip(row, row[1:])):
            return f"nurse {n} works an early shift after a night"
    return None


def _facility(
    answer: Any, opening: list[int], capacity: list[int], distance: list[list[int]]
) -> str | None:
    is_open, serves = answer["open"], answer["serves"]
    if _zero_one(is_open, len(opening)) or len(serves) != len(distance):
        return "not an opening per warehouse and a warehouse per customer"
    if any(not 0 <= w < len(opening) or not is_open[w] for w in serves):
        return "a customer is served by a warehouse that is not open"
    if any(serves.count(w) > capacity[w] for w in range(len(opening))):
        return "a warehouse serves more customers than its capacity"
    return None


def _rcpsp(
    answer: Any,
    durations: list[int],
    successors: list[list[int]],
    needs: list[list[int]],
    capacities: list[int],
) -> str | None:
    if len(answer) != len(durations) or any(s < 0 for s in answer):
        return "not a start from 0 for each task"
    for t, after in enumerate(successors):
        if any(answer[t] + durations[t] > answer[s] for s in after):
            return f"a successor of task {t} starts before it ends"
    for r, (need, capacity) in enumerate(zip(needs, capacities)):
        for time in set(answer):  # the use only rises when a task starts
            use = sum(h for s, d, h in zip(answer, durations, need) if s <= time < s + d)
            if use > capacity:
                return f"resource {r} is overused at time {time}"
    return None


def _tour(answer: Any, distance: list[list[int]]) -> str | None:
    n = len(distance)
    if sorted(answer) != list(range(n)):
        return f"not one successor for each of {n} cities, each city once"
    city, seen = 0, set()
    while city not in seen:
        seen.add(city)
        city = answer[city]
    return None if len(seen) == n else "the successors make more than one tour"


def _lateness(answer: Any, durations: list[int], due: list[int], weights: list[int]) -> str | None:
    if len(answer) != len(durations) or any(s < 0 for s in answer):
        return "not a start from 0 for each job"
    jobs = sorted(zip(answer, durations))
    if any(s + d > t for (s, d), (t, _) in zip(jobs, jobs[1:])):
        return "two jobs overlap on the machine"
    return None


def _chromatic(answer: Any, n: int, edges: list[tuple[int, int]], colours: int) -> str | None:
    if len(answer) != n or any(not 0 <= c < colours for c in answer):
        return f"not a colour in 0..{colours - 1} for each of {n} nodes"
    clash = next(((i, j) for i, j in edges if answer[i] == answer[j]), None)
    return f"nodes {clash[0]} and {clash[1]} share a colour" if clash else None


def _assignment(
    answer: Any,
    cost: list[list[int]],
    skill: list[list[int]],
    forbidden: list[list[int]],
    least_skill: int,
) -> str | None:
    if sorted(answer) != list(range(len(cost))):
        return "not one task for each worker, each task once"
    if any(t in forbidden[w] for w, t in enumerate(answer)):
        return "a worker has a task it cannot take"
    if sum(skill[w][t] for w, t in enumerate(answer)) < least_skill:
        return f"the skills add up to less than {least_skill}"
    return None


def _set_cover(answer: Any, sets: list[list[int]], costs: list[int], elements: int) -> str | None:
    wrong = _zero_one(answer, len(sets))
    covered = {e for s, x in zip(sets, answer) if x == 1 for e in s}
    if not wrong and len(covered) < elements:
        return f"element {min(set(range(elements)) - covered)} is not covered"
    return wrong


CHECKERS: dict[str, Callable[..., str | None]] = {
    "knapsack": _knapsack,
    "multi_knapsack": _multi_knapsack,
    "bin_packing": _bin_packing,
    "rostering": _rostering,
    "facility": _facility,
    "rcpsp": _rcpsp,
    "tsp": _tour,
    "lateness": _lateness,
    "chromatic": _chromatic,
    "assignment": _assignment,
    "set_cover": _set_cover,
}

COSTS: dict[str, Callable[..., int]] = {
    "knapsack": lambda a, values, **_: sum(v * x for v, x in zip(values, a)),
    "multi_knapsack": lambda a, values, **_: sum(v * x for v, x in zip(values, a)),
    "bin_packing": lambda a, **_: max(a) + 1,
    "rostering": lambda a, cost, **_: sum(
        cost[n][d][s] for n, row in enumerate(a) for d, s in enumerate(row)
    ),
    "facility": lambda a, opening, distance, **_: (
        sum(f * x for f, x in zip(opening, a["open"]))
        + sum(row[w] for row, w in zip(distance, a["serves"]))
    ),
    "rcpsp": lambda a, durations, **_: max(s + d for s, d in zip(a, durations)),
    "tsp": lambda a, distance, **_: sum(distance[i][j] for i, j in enumerate(a)),
    "lateness": lambda a, durations, due, weights, **_: sum(
        w * max(0, s + p - d) for s, p, d, w in zip(a, durations, due, weights)
    ),
    "chromatic": lambda a, **_: max(a) + 1,
    "assignment": lambda a, cost, **_: sum(cost[w][t] for w, t in enumerate(a)),
    "set_cover": lambda a, costs, **_: sum(c * x for c, x in zip(costs, a)),
}
