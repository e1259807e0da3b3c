"""The instances `models.py` runs: eight problems a developer writes, small and hard, and
the optimisation suite's twelve (`optimisation_instances`).

An instance names its problem, the keyword arguments every library's model function takes,
and what is known of its answer: ``"sat"`` (a solution exists), ``"unsat"`` (none does) or,
for an optimisation, the optimum. Problems with an objective take ``bound``: the objective
is at most ``bound`` (a decision at that bound, or the trivial upper bound an optimisation
starts from). Everything here is plain data, read alike by the models and the checkers.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from optimisation_instances import OPTIMA, generated

__all__ = [
    "Instance",
    "INSTANCES",
    "PROBLEMS",
    "SUITES",
    "gnp",
    "words",
    "FT06",
    "LA01",
    "ZEBRA",
    "GOLOMB",
]

DATA = Path(__file__).resolve().parent / "data"

# Fisher and Thompson (1963), 6 jobs x 6 machines, optimum 55; Lawrence (1984) la01, 10 jobs
# x 5 machines, optimum 666. Each job is its (machine, duration) operations in order, as in
# the OR-Library file jobshop1.txt.
FT06 = [
    [(2, 1), (0, 3), (1, 6), (3, 7), (5, 3), (4, 6)],
    [(1, 8), (2, 5), (4, 10), (5, 10), (0, 10), (3, 4)],
    [(2, 5), (3, 4), (5, 8), (0, 9), (1, 1), (4, 7)],
    [(1, 5), (0, 5), (2, 5), (3, 3), (4, 8), (5, 9)],
    [(2, 9), (1, 3), (4, 5), (5, 4), (0, 3), (3, 1)],
    [(1, 3), (3, 3), (5, 9), (0, 10), (4, 4), (2, 1)],
]
LA01 = [
    [(1, 21), (0, 53), (4, 95), (3, 55), (2, 34)],
    [(0, 21), (3, 52), (4, 16), (2, 26), (1, 71)],
    [(3, 39), (4, 98), (1, 42), (2, 31), (0, 12)],
    [(1, 77), (0, 55), (4, 79), (2, 66), (3, 77)],
    [(0, 83), (3, 34), (2, 64), (1, 19), (4, 37)],
    [(1, 54), (2, 43), (4, 79), (0, 92), (3, 62)],
    [(3, 69), (4, 77), (1, 87), (2, 87), (0, 93)],
    [(2, 38), (0, 60), (1, 41), (3, 24), (4, 83)],
    [(3, 17), (1, 49), (4, 25), (0, 44), (2, 98)],
    [(4, 77), (3, 79), (2, 43), (1, 75), (0, 96)],
]

#: The five attributes of the five houses of the zebra puzzle (Life International, 1962).
ZEBRA = [
    ["red", "green", "ivory", "yellow", "blue"],
    ["english", "spaniard", "ukrainian", "norwegian", "japanese"],
    ["dog", "snails", "fox", "horse", "zebra"],
    ["coffee", "tea", "milk", "orange_juice", "water"],
    ["old_gold", "kools", "chesterfield", "lucky_strike", "parliament"],
]

#: The shortest Golomb rulers (optimal lengths, known since the 1970s-80s) by number of marks.
GOLOMB = {6: 17, 7: 25, 8: 34, 9: 44, 10: 55}


@dataclass(frozen=True)
class Instance:
    """One run of one problem: the model's arguments and what is known of the answer."""

    name: str
    problem: str
    params: dict[str, Any]
    expected: str | int  # "sat", "unsat", or the optimum of a minimisation
    small: bool = False  # a small puzzle, solved at once by every good library
    maximize: bool = False  # the optimum is the greatest value, not the least
    suite: str = "models"  # "models" (the eight problems) or "optimisation"

    @property
    def minimize(self) -> bool:
        """True when the instance asks for the optimum, not one answer."""
        return isinstance(self.expected, int)


def gnp(n: int, p: float, seed: int) -> list[tuple[int, int]]:
    """The edges of a G(n, p) random graph, the same for every library and every run."""
    rng = random.Random(seed)
    return [(i, j) for i in range(n) for j in range(i + 1, n) if rng.random() < p]


def words(length: int) -> list[str]:
    """The words of ``length`` letters in ``data/words.txt``."""
    lines = (DATA / "words.txt").read_text().split("\n")
    return [w for w in lines if len(w) == length and not w.startswith("#")]


def _horizon(jobs: list[list[tuple[int, int]]]) -> int:
    # every job after the other: a schedule a minimisation may start from
    return sum(d for job in jobs for _, d in job)


def _colouring(
    name: str, n: int, p: float, seed: int, colours: int, expected: str | int
) -> Instance:
    edges = gnp(n, p, seed)
    if isinstance(expected, int):  # the optimisation starts from max degree + 1 colours
        degree = [0] * n
        for i, j in edges:
            degree[i], degree[j] = degree[i] + 1, degree[j] + 1
        colours = max(degree) + 1
    return Instance(name, "colouring", {"n": n, "edges": edges, "bound": colours}, expected)


def _instances() -> list[Instance]:
    found = [
        Instance("zebra", "zebra", {"groups": ZEBRA}, "sat", small=True),
        Instance("send-more", "send_more", {}, "sat", small=True),
    ]
    found += [
        Instance(f"queens-{n}", "queens", {"n": n}, "sat", small=n < 10) for n in (8, 100, 200)
    ]
    found += [Instance(f"magic-{n}", "magic", {"n": n}, "sat", small=n < 4) for n in (3, 4, 5, 6)]
    found += [
        Instance(f"words-{n}", "word_square", {"words": words(n), "n": n}, "sat", small=n < 5)
        for n in (4, 5)
    ]
    for marks, length in GOLOMB.items():
        found.append(
            Instance(
                f"golomb-{marks}",
                "golomb",
                {"marks": marks, "bound": length},
                "sat",
                small=marks < 7,
            )
        )
    for marks, length in GOLOMB.items():
        found.append(
            Instance(
                f"golomb-{marks}-min", "golomb", {"marks": marks, "bound": marks * marks}, length
            )
        )
    for name, jobs, best in (("ft06", FT06, 55), ("la01", LA01, 666)):
        found += [
            Instance(f"{name}-le{best - 1}", "jobshop", {"jobs": jobs, "bound": best - 1}, "unsat"),
            Instance(f"{name}-le{best}", "jobshop", {"jobs": jobs, "bound": best}, "sat"),
            Instance(f"{name}-min", "jobshop", {"jobs": jobs, "bound": _horizon(jobs)}, best),
        ]
    found += [
        _colouring("gnp-300-5col", 300, 0.035, 1, 5, "sat"),
        _colouring("gnp-100-4col", 100, 0.1, 1, 4, "unsat"),
        _colouring("gnp-100-5col", 100, 0.1, 1, 5, "sat"),
        _colouring("gnp-60-chromatic", 60, 0.1, 1, 0, 4),
        _colouring("gnp-100-chromatic", 100, 0.1, 1, 0, 5),
    ]
    for name, problem, params, sense in generated(LA01):
        if name != "la01-min":  # the models suite's own, in both suites
            found.append(
                Instance(name, problem, params, OPTIMA[name], maximize=sense == "max",
                         suite="optimisation")
            )  # fmt: skip
    return found


INSTANCES: dict[str, Instance] = {i.name: i for i in _instances()}
PROBLEMS: list[str] = list(dict.fromkeys(i.problem for i in INSTANCES.values()))
#: The instances of each suite, by name.
SUITES: dict[str, list[str]] = {
    "models": [i.name for i in INSTANCES.values() if i.suite == "models"],
    "optimisation": [name for name, *_ in generated(LA01)],
}
