"""The shared corpus (tests/data/xcsp3): every instance read, and those that settle quickly
solved by the default search, each answer the recorded one and each solution accepted by the
independent checker."""

from __future__ import annotations

import pytest

from aimacsp import Limits, Solver, Status
from aimacsp.formats.xcsp3 import check, read

from .corpus import ANSWERS, FILES, FOLDER

#: The instances the default search settles in well under a second here, in at most 1,237
#: nodes (the others, up to about 10 s, are for benchmarks/xcsp3.py).
QUICK = [
    "Agatha.xml", "AllInterval-10.xml", "BIBD-6-10-5-3-2.xml", "CarSequencing-dingbas.xml",
    "ChangeMaking-13.xml", "CostasArray-10.xml", "CryptoPuzzle-carry-done.xml",
    "DakotaFurniture.xml", "DeBruijn-2-4.xml", "Domino-100-30.xml", "Hamming-5-3-3-5.xml",
    "Langford-3-9.xml", "Lightup-example.xml", "MagicSequence-10.xml",
    "NaiveMagicSequence-6.xml", "Nonogram_z-dom-06.xml", "Pennies-5.xml",
    "Perfect1Factorization-6.xml", "Pigeons-7.xml", "PropStress-20.xml",
    "QuasiGroup-base-v4-5.xml", "QuasiGroup-base-v7-6.xml", "Queens-8.xml",
    "RCPSP-j030-01-01.xml", "Ramsey-6.xml", "SocialGolfers-3-3-4.xml",
    "SocialGolfers-3-3-5.xml", "StableMarriage-example.xml", "StillLife-5-5.xml",
    "Sudoku-s13a.xml", "Superpermutation-table-3.xml", "Warehouse-opl-example.xml",
    "WaterBucket-8-5-3-4-4-0-8.xml", "Zebra.xml",
]  # fmt: skip


def test_the_corpus_is_whole() -> None:
    assert len(FILES) == 47 and all((FOLDER / name).is_file() for name in FILES)
    assert set(QUICK) <= set(FILES)


@pytest.mark.parametrize("name", FILES)
def test_every_instance_is_read(name: str) -> None:
    found = read(FOLDER / name)
    assert len(found.variables) == int(ANSWERS[name]["variables"])
    assert (found.objective is None) == (ANSWERS[name]["kind"] == "csp")


#: The work a quick instance may take: a node limit, not seconds, which a search that
#: got much weaker reaches on any machine, and a busy machine never does.
QUICK_NODES = 200_000


@pytest.mark.parametrize("name", QUICK)
def test_quick_instances_are_settled_right(name: str) -> None:
    answer = ANSWERS[name]
    found = read(FOLDER / name)
    solver = Solver(found.csp, limits=Limits(nodes=QUICK_NODES))
    if found.objective is None:
        solution = solver.solve()
    else:
        solution = (solver.minimize if found.minimize else solver.maximize)(found.objective)
    expected = {"SAT": Status.SOLVED, "UNSAT": Status.UNSATISFIABLE, "OPTIMUM": Status.OPTIMAL}
    assert solver.status is expected[answer["status"]]
    if solution is not None:
        verdict = check(FOLDER / name, found.solution(solution))
        assert verdict.ok, verdict.violations
        if answer["status"] == "OPTIMUM":
            assert verdict.objective == solver.objective == int(answer["optimum"])
