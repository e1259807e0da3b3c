"""The optimisation suite of `models.py`: twelve everyday problems, instances made from fixed
seeds (the same numbers for every library, every run, every machine).

Each generator returns the keyword arguments every library's model function takes (plain
lists and numbers). `OPTIMA` holds each instance's optimum, proven by CPMpy +
OR-Tools CP-SAT 9.15 (run without a limit when they were recorded, and checked again by the
suite at every run: a better answer of any library, checked by `optimisation_check`, would
show as a disagreement). Job-shop la01-la05 are Lawrence's (1984) instances, as in the
OR-Library file jobshop1.txt (machines numbered from 0), with their known optima.
"""

from __future__ import annotations

import math
import random
from typing import Any

__all__ = ["OPTIMA", "LAWRENCE", "generated"]

# Lawrence (1984) la02-la05, 10 jobs x 5 machines: per job, "machine duration" pairs in order
# (OR-Library jobshop1.txt, contributed by D. C. Mattfeld and R. J. M. Vaessens).
_LA = {
    "la02": """0 20 3 87 1 31 4 76 2 17/4 25 2 32 0 24 1 18 3 81/1 72 2 23 4 28 0 58 3 99/
        2 86 1 76 4 97 0 45 3 90/4 27 0 42 3 48 2 17 1 46/1 67 0 98 4 48 3 27 2 62/
        4 28 1 12 3 19 0 80 2 50/1 63 0 94 2 98 3 50 4 80/4 14 0 75 2 50 1 41 3 55/
        4 72 2 18 1 37 3 79 0 61""",
    "la03": """1 23 2 45 0 82 4 84 3 38/2 21 1 29 0 18 4 41 3 50/2 38 3 54 4 16 0 52 1 52/
        4 37 0 54 2 74 1 62 3 57/4 57 0 81 1 61 3 68 2 30/4 81 0 79 1 89 2 89 3 11/
        3 33 2 20 0 91 4 20 1 66/4 24 1 84 0 32 2 55 3 8/4 56 0 7 3 54 2 64 1 39/
        4 40 1 83 0 19 2 8 3 7""",
    "la04": """0 12 2 94 3 92 4 91 1 7/1 19 3 11 4 66 2 21 0 87/1 14 0 75 3 13 4 16 2 20/
        2 95 4 66 0 7 3 7 1 77/1 45 3 6 4 89 0 15 2 34/3 77 2 20 0 76 4 88 1 53/
        2 74 1 88 0 52 3 27 4 9/1 88 3 69 0 62 4 98 2 52/2 61 4 9 0 62 1 52 3 90/
        2 54 4 5 3 59 1 15 0 88""",
    "la05": """1 72 0 87 4 95 2 66 3 60/4 5 3 35 0 48 2 39 1 54/1 46 3 20 2 21 0 97 4 55/
        0 59 3 19 4 46 1 34 2 37/4 23 2 73 3 25 1 24 0 28/3 28 0 45 4 5 1 78 2 83/
        0 53 3 71 1 37 4 29 2 12/4 12 2 87 3 33 1 55 0 38/2 49 3 83 1 40 0 48 4 7/
        2 65 3 17 0 90 4 27 1 23""",
}


def _jobs(text: str) -> list[list[tuple[int, int]]]:
    rows = [[int(n) for n in row.split()] for row in text.split("/")]
    return [list(zip(row[::2], row[1::2])) for row in rows]


#: Lawrence's la02-la05 (la01 is `models_instances.LA01`); their optima are in `OPTIMA`.
LAWRENCE = {name: _jobs(text) for name, text in _LA.items()}


def knapsack(n: int, seed: int) -> dict[str, Any]:
    """``n`` items of weight 5..60 and value 10..100; the sack holds half the total weight."""
    rng = random.Random(seed)
    weights = [rng.randint(5, 60) for _ in range(n)]
    values = [rng.randint(10, 100) for _ in range(n)]
    return {"weights": weights, "values": values, "capacity": sum(weights) // 2}


def multi_knapsack(n: int, dimensions: int, seed: int) -> dict[str, Any]:
    """``n`` items, each using 1..30 of each of ``dimensions`` resources, worth 1..50; each
    resource holds half of what all the items would use."""
    rng = random.Random(seed)
    weights = [[rng.randint(1, 30) for _ in range(n)] for _ in range(dimensions)]
    values = [rng.randint(1, 50) for _ in range(n)]
    return {"weights": weights, "values": values, "capacities": [sum(w) // 2 for w in weights]}


def bin_packing(n: int, capacity: int, seed: int) -> dict[str, Any]:
    """``n`` items of size 10..capacity/2; ``bins`` is what first fit decreasing uses (the
    upper bound a developer takes)."""
    rng = random.Random(seed)
    sizes = sorted((rng.randint(10, capacity // 2) for _ in range(n)), reverse=True)
    loads: list[int] = []
    for size in sizes:
        fit = next((b for b, load in enumerate(loads) if load + size <= capacity), None)
        if fit is None:
            loads.append(size)
        else:
            loads[fit] += size
    return {"sizes": sizes, "capacity": capacity, "bins": len(loads)}


def rostering(nurses: int, days: int, seed: int) -> dict[str, Any]:
    """Shifts 1 (early), 2 (late), 3 (night) or 0 (off) per nurse and day: ``demand[d][s]``
    nurses on shift ``s`` of day ``d``, at most five days in seven worked, no early after a night;
    ``cost[n][d][s]``: how much nurse ``n`` dislikes shift ``s`` on day ``d`` (0 for off)."""
    rng = random.Random(seed)
    demand = [[0] + [rng.randint(1, 3) for _ in range(3)] for _ in range(days)]
    cost = [[[0] + [rng.randint(0, 5) for _ in range(3)] for _ in range(days)]
            for _ in range(nurses)]  # fmt: skip
    return {"demand": demand, "cost": cost, "max_days": 5 * days // 7}


def facility(warehouses: int, customers: int, seed: int) -> dict[str, Any]:
    """Warehouses with an opening cost and a capacity (customers served); a customer's cost
    is its distance to the warehouse serving it (points on a 100 x 100 grid)."""
    rng = random.Random(seed)
    sites = [(rng.randint(0, 100), rng.randint(0, 100)) for _ in range(warehouses)]
    people = [(rng.randint(0, 100), rng.randint(0, 100)) for _ in range(customers)]
    distance = [[round(math.dist(c, w)) for w in sites] for c in people]
    opening = [rng.randint(50, 150) for _ in range(warehouses)]
    capacity = [rng.randint(3, 8) for _ in range(warehouses)]
    return {"opening": opening, "capacity": capacity, "distance": distance}


def rcpsp(tasks: int, resources: int, seed: int) -> dict[str, Any]:
    """A project of PSPLIB j30's shape: ``tasks`` tasks of 1..10 time units, each with up to
    three successors among the next ten, each using 0..10 of each renewable resource with
    probability 1/2; capacities between the largest need and a quarter of the total."""
    rng = random.Random(seed)
    durations = [rng.randint(1, 10) for _ in range(tasks)]
    successors = [
        sorted(rng.sample(range(t + 1, min(t + 11, tasks)), min(rng.randint(1, 3), tasks - t - 1)))
        for t in range(tasks)
    ]
    needs = [[rng.randint(1, 10) if rng.random() < 0.5 else 0 for _ in range(tasks)]
             for _ in range(resources)]  # fmt: skip
    capacities = [max(max(row), sum(row) // 4) for row in needs]
    return {
        "durations": durations,
        "successors": successors,
        "needs": needs,
        "capacities": capacities,
    }


def tsp(cities: int, seed: int) -> dict[str, Any]:
    """Cities on a 100 x 100 grid; distances rounded to the nearest whole number."""
    rng = random.Random(seed)
    points = [(rng.randint(0, 100), rng.randint(0, 100)) for _ in range(cities)]
    return {"distance": [[round(math.dist(a, b)) for b in points] for a in points]}


def lateness(jobs: int, seed: int) -> dict[str, Any]:
    """One machine, ``jobs`` jobs of 1..100 minutes, weights 1..10, due dates spread over the
    total time: minimise the weighted lateness (a job done by its due date costs nothing)."""
    rng = random.Random(seed)
    durations = [rng.randint(1, 100) for _ in range(jobs)]
    total = sum(durations)
    due = [rng.randint(total // 5, total) for _ in range(jobs)]
    weights = [rng.randint(1, 10) for _ in range(jobs)]
    return {"durations": durations, "due": due, "weights": weights}


def chromatic(n: int, p: float, seed: int) -> dict[str, Any]:
    """A G(n, p) random graph; ``colours`` is the greatest degree plus one (a greedy bound)."""
    rng = random.Random(seed)
    edges = [(i, j) for i in range(n) for j in range(i + 1, n) if rng.random() < p]
    degree = [0] * n
    for i, j in edges:
        degree[i], degree[j] = degree[i] + 1, degree[j] + 1
    return {"n": n, "edges": edges, "colours": max(degree) + 1}


def assignment(workers: int, seed: int) -> dict[str, Any]:
    """One task per worker, each task once: costs 1..50; a worker cannot take about one task
    in six (``forbidden[w]``), and the skills of the chosen pairs (1..10 each) add up to at
    least 70% of the most they could."""
    rng = random.Random(seed)
    cost = [[rng.randint(1, 50) for _ in range(workers)] for _ in range(workers)]
    skill = [[rng.randint(1, 10) for _ in range(workers)] for _ in range(workers)]
    forbidden = [sorted(t for t in range(workers) if rng.random() < 1 / 6) for _ in range(workers)]
    least = 7 * sum(max(row) for row in skill) // 10
    return {"cost": cost, "skill": skill, "forbidden": forbidden, "least_skill": least}


def set_cover(elements: int, subsets: int, seed: int) -> dict[str, Any]:
    """``subsets`` sets of 4..10 elements at a cost of 1..20 each; every element is in one."""
    rng = random.Random(seed)
    sets = [sorted(rng.sample(range(elements), rng.randint(4, 10))) for _ in range(subsets)]
    for e in range(elements):  # an element no set covers goes into one at random
        if not any(e in s for s in sets):
            sets[rng.randrange(subsets)].append(e)
    return {"sets": [sorted(s) for s in sets], "costs": [rng.randint(1, 20) for _ in sets],
            "elements": elements}  # fmt: skip


def generated(la01: list[list[tuple[int, int]]]) -> list[tuple[str, str, dict[str, Any], str]]:
    """Each instance: its name, problem, model arguments and sense (``min`` or ``max``);
    ``la01`` is Lawrence's first instance, which the models suite holds."""
    found = [
        ("knapsack-40", "knapsack", knapsack(40, 1), "max"),
        ("knapsack-60", "knapsack", knapsack(60, 2), "max"),
        ("multi-knapsack-30x5", "multi_knapsack", multi_knapsack(30, 5, 1), "max"),
        ("bin-packing-25", "bin_packing", bin_packing(25, 100, 1), "min"),
        ("bin-packing-40", "bin_packing", bin_packing(40, 100, 2), "min"),
        ("rostering-10x7", "rostering", rostering(10, 7, 1), "min"),
        ("rostering-12x14", "rostering", rostering(12, 14, 2), "min"),
        ("facility-8x20", "facility", facility(8, 20, 1), "min"),
        ("rcpsp-30x4", "rcpsp", rcpsp(30, 4, 1), "min"),
        ("tsp-12", "tsp", tsp(12, 1), "min"),
        ("tsp-16", "tsp", tsp(16, 2), "min"),
        ("lateness-10", "lateness", lateness(10, 1), "min"),
        ("chromatic-40", "chromatic", chromatic(40, 0.25, 1), "min"),
        ("assignment-12", "assignment", assignment(12, 1), "min"),
        ("set-cover-40x30", "set_cover", set_cover(40, 30, 1), "min"),
    ]
    shops = {"la01": la01, **LAWRENCE}
    found += [
        (f"{name}-min", "jobshop", {"jobs": jobs, "bound": sum(d for job in jobs for _, d in job)},
         "min")
        for name, jobs in shops.items()
    ]  # fmt: skip
    return found


#: The proven optimum of each instance (see the module's docstring).
OPTIMA: dict[str, int] = {
    "knapsack-40": 1671,
    "knapsack-60": 2809,
    "multi-knapsack-30x5": 560,
    "bin-packing-25": 7,
    "bin-packing-40": 12,
    "rostering-10x7": 23,
    "rostering-12x14": 36,
    "facility-8x20": 829,
    "rcpsp-30x4": 63,
    "tsp-12": 393,
    "tsp-16": 361,
    "lateness-10": 109,
    "chromatic-40": 5,
    "assignment-12": 143,
    "set-cover-40x30": 66,
    "la01-min": 666,
    "la02-min": 655,
    "la03-min": 597,
    "la04-min": 590,
    "la05-min": 593,
}
