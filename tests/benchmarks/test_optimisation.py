"""The optimisation suite of benchmarks/models.py: on tiny instances of each problem, the
aimacsp model proves the optimum brute force finds through the checker (which uses neither
library); the checker refuses broken answers; a model the library turns down is reported
as refused; the table marks what it cannot know."""

from __future__ import annotations

import itertools
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import models_aimacsp  # noqa: E402
import optimisation_instances as make  # noqa: E402
from models_check import objective, problem_error  # noqa: E402
from models_instances import INSTANCES, SUITES, Instance  # noqa: E402
from models_report import Run  # noqa: E402
from optimisation_report import optimisation_markdown  # noqa: E402

#: A tiny instance of each problem, and every answer of its shape (some wrong), to brute force.
TINY: dict[str, tuple[dict[str, Any], str]] = {
    "knapsack": ({"weights": [5, 4, 6, 3, 2], "values": [10, 40, 30, 50, 5],
                  "capacity": 10}, "max"),
    "multi_knapsack": ({"weights": [[3, 4, 2, 5], [4, 1, 3, 2]], "values": [7, 5, 6, 8],
                        "capacities": [7, 5]}, "max"),
    "bin_packing": (make.bin_packing(5, 40, 3), "min"),
    "rostering": ({"demand": [[0, 1, 0, 1], [0, 1, 1, 0]],
                   "cost": [[[0, 2, 1, 3], [0, 1, 4, 0]], [[0, 3, 0, 1], [0, 2, 2, 5]],
                            [[0, 1, 1, 1], [0, 0, 3, 2]]], "max_days": 2}, "min"),
    "facility": ({"opening": [20, 35], "capacity": [2, 3], "distance": [[3, 9], [8, 2],
                                                                         [5, 5]]}, "min"),
    "rcpsp": ({"durations": [2, 1, 3, 2], "successors": [[2], [3], [], []],
               "needs": [[2, 1, 2, 1]], "capacities": [3]}, "min"),
    "tsp": (make.tsp(5, 4), "min"),
    "lateness": ({"durations": [3, 1, 2], "due": [2, 2, 4], "weights": [2, 5, 1]}, "min"),
    "chromatic": ({"n": 5, "edges": [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)],
                   "colours": 4}, "min"),
    "assignment": ({"cost": [[4, 1, 3, 2], [2, 0, 5, 3], [3, 2, 2, 4], [1, 5, 4, 1]],
                    "skill": [[1, 3, 2, 2], [2, 1, 3, 1], [3, 2, 1, 2], [1, 2, 2, 3]],
                    "forbidden": [[1], [], [0], []], "least_skill": 8}, "min"),
    "set_cover": ({"sets": [[0, 1], [1, 2, 3], [0, 3], [2, 4], [4]], "costs": [3, 5, 2, 4, 1],
                   "elements": 5}, "min"),
}  # fmt: skip


def answers(problem: str, p: dict[str, Any]) -> Iterator[Any]:
    """Every answer of the problem's shape over small values."""
    if problem in ("knapsack", "multi_knapsack"):
        yield from map(list, itertools.product([0, 1], repeat=len(p["values"])))
    elif problem == "set_cover":
        yield from map(list, itertools.product([0, 1], repeat=len(p["sets"])))
    elif problem == "bin_packing":
        yield from map(list, itertools.product(range(p["bins"]), repeat=len(p["sizes"])))
    elif problem == "rostering":
        cells = itertools.product(range(4), repeat=len(p["cost"]) * len(p["demand"]))
        days = len(p["demand"])
        yield from ([list(c[k : k + days]) for k in range(0, len(c), days)] for c in cells)
    elif problem == "facility":
        for opened in itertools.product([0, 1], repeat=len(p["opening"])):
            for serves in itertools.product(range(len(p["opening"])), repeat=len(p["distance"])):
                yield {"open": list(opened), "serves": list(serves)}
    elif problem in ("rcpsp", "lateness"):
        horizon = sum(p["durations"])
        yield from map(list, itertools.product(range(horizon + 1), repeat=len(p["durations"])))
    elif problem == "tsp":
        yield from map(list, itertools.permutations(range(len(p["distance"]))))
    elif problem == "chromatic":
        yield from map(list, itertools.product(range(p["colours"]), repeat=p["n"]))
    elif problem == "assignment":
        yield from map(list, itertools.permutations(range(len(p["cost"]))))


@pytest.mark.parametrize("problem", sorted(TINY))
@pytest.mark.parametrize(
    "strategy", ["default", "default+lns", "no_relaxation", "no_implied"]
)
def test_the_model_proves_brute_forces_optimum(problem: str, strategy: str) -> None:
    params, sense = TINY[problem]
    probe = Instance("tiny", problem, params, 0, maximize=sense == "max")
    costs = [objective(probe, a) for a in answers(problem, params) if not problem_error(probe, a)]
    assert costs, "the tiny instance has a solution"
    best = max(costs) if sense == "max" else min(costs)
    instance = Instance("tiny", problem, params, best, maximize=sense == "max")
    status, answer, _, said = models_aimacsp.solve(instance, time.perf_counter() + 60, strategy)
    assert status == "OPTIMAL" and problem_error(instance, answer) is None
    assert objective(instance, answer) == best == said["bound"]


@pytest.mark.parametrize("problem", sorted(TINY))
def test_the_checker_refuses_a_broken_answer(problem: str) -> None:
    params, sense = TINY[problem]
    instance = Instance("tiny", problem, params, 0, maximize=sense == "max")
    status, answer, _, _ = models_aimacsp.solve(instance, time.perf_counter() + 60, "default")
    assert problem_error(instance, answer) is None
    broken: list[Any] = [None, [], "text"]
    if isinstance(answer, dict):
        broken.append({**answer, "serves": [len(params["opening"])] * len(answer["serves"])})
    else:
        broken.append([-1] * len(answer))
    for wrong in broken:
        assert problem_error(instance, wrong) is not None, wrong


def test_the_suite_has_twelve_problems_and_their_known_optima() -> None:
    names = SUITES["optimisation"]
    assert len({INSTANCES[n].problem for n in names}) == 12 and len(names) == 20
    assert all(isinstance(INSTANCES[n].expected, int) for n in names)
    assert INSTANCES["knapsack-40"].maximize and not INSTANCES["tsp-12"].maximize


def test_a_knapsack_in_cents_is_solved_and_a_model_turned_down_is_reported_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # values in cents: before issue 35 the sum's auxiliary variable was past a cap, refused
    params = make.knapsack(12, 1)
    params["values"] = [v * 1009 + k for k, v in enumerate(params["values"])]
    instance = Instance("cents", "knapsack", params, 0, maximize=True)
    status, answer, *_ = models_aimacsp.solve(instance, time.perf_counter() + 60, "default")
    best = max(
        sum(v * t for v, t in zip(params["values"], take))
        for take in itertools.product((0, 1), repeat=12)
        if sum(w * t for w, t in zip(params["weights"], take)) <= params["capacity"]
    )
    assert status == "OPTIMAL" and objective(instance, answer) == best
    # a model the library turns down (a ModelError) is reported, not a crash
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise models_aimacsp.aimacsp.ModelError("turned down")

    monkeypatch.setattr(models_aimacsp.aimacsp.Solver, "maximize", refuse)
    status, answer, note = models_aimacsp.solve(instance, time.perf_counter() + 60, "default")
    assert status == "REFUSED" and answer is None and note == "turned down"


def test_the_table_marks_the_ratios_it_cannot_know() -> None:
    def run(label: str, name: str, settled: bool, seconds: float) -> Run:
        status = "OPTIMAL" if settled else "FEASIBLE"
        return Run(label, name, status, "ok", settled, seconds, "", 5, 4 if not settled else 5)

    runs = [run("a", "i", True, 2.0), run("c", "i", True, 1.0),
            run("a", "j", False, 10.0), run("c", "j", True, 0.5)]  # fmt: skip
    table = optimisation_markdown(runs, "a", "c", {"a": "A", "c": "C"}, ["i", "j"], 10.0)
    assert "| i | 2 | 5 | 5 | 1 | 5 | 5 | 0.5 |" in table
    assert "| j | feasible | 5 | 4 | 0.5 | 5 | 5 | ≤ 0.05 |" in table
    assert "| geometric mean | | | | | | | ≤ 0.158 |" in table  # sqrt(0.5 * 0.05)
