"""benchmarks/models.py: the harness runs (aimacsp alone, no peer needed), its checkers refuse
wrong answers, and the aimacsp models agree with brute force on tiny instances."""

from __future__ import annotations

import itertools
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))  # the scripts import each other by their bare names

import models  # noqa: E402
import models_aimacsp  # noqa: E402
from models_check import disagreements, problem_error, settles, verdict  # noqa: E402
from models_instances import GOLOMB, INSTANCES, Instance  # noqa: E402
from models_report import Run, cell, markdown, model_lines  # noqa: E402

from ..clock import PATIENCE  # noqa: E402

ZEBRA = {
    "yellow": 1, "blue": 2, "red": 3, "ivory": 4, "green": 5,
    "norwegian": 1, "ukrainian": 2, "english": 3, "spaniard": 4, "japanese": 5,
    "fox": 1, "horse": 2, "snails": 3, "dog": 4, "zebra": 5,
    "water": 1, "tea": 2, "milk": 3, "orange_juice": 4, "coffee": 5,
    "kools": 1, "chesterfield": 2, "old_gold": 3, "lucky_strike": 4, "parliament": 5,
}
FT06_55 = [
    [5, 6, 16, 30, 38, 42], [0, 8, 13, 28, 38, 48], [0, 5, 9, 18, 27, 48],
    [8, 13, 22, 27, 30, 45], [13, 22, 25, 41, 48, 52], [13, 16, 19, 28, 38, 42],
]

#: Per instance: a right answer, and wrong ones the checker must refuse.
ANSWERS: dict[str, tuple[Any, list[Any]]] = {
    "zebra": (ZEBRA, [{**ZEBRA, "zebra": 4, "dog": 5}, {**ZEBRA, "milk": 1, "water": 3}, {}]),
    "send-more": (
        dict(zip("SENDMORY", [9, 5, 6, 7, 1, 0, 8, 2])),
        [dict(zip("SENDMORY", [9, 5, 6, 7, 1, 0, 2, 8])), dict(zip("SENDMORY", [0] * 8))],
    ),
    "queens-8": ([0, 4, 7, 5, 2, 6, 1, 3], [[0, 4, 7, 5, 2, 6, 3, 1], [0, 4, 7], [0] * 8]),
    "magic-3": (
        [[2, 7, 6], [9, 5, 1], [4, 3, 8]],
        [[[7, 2, 6], [9, 5, 1], [4, 3, 8]], [[5] * 3] * 3, [[2, 7, 6], [9, 5, 1]]],
    ),
    "words-4": (
        ["ball", "area", "lead", "lady"],
        [["ball", "area", "lead", "lazy"], ["xall", "area", "lead", "lady"], ["ball"]],
    ),
    "golomb-6": ([0, 1, 4, 10, 12, 17], [[0, 1, 4, 10, 12, 18], [0, 1, 2, 10, 12, 17], [1, 2]]),
    "golomb-6-min": ([0, 1, 4, 10, 12, 17], [[0, 4, 1, 10, 12, 17]]),
    "ft06-le55": (
        FT06_55,
        [
            [[s + 1 for s in row] for row in FT06_55],  # over the bound of 55
            [[0] * 6] + FT06_55[1:],  # a job's operations at once
            [[5, 6, 16, 30, 38, 42], [0, 8, 13, 28, 38, 48], [0, 5, 9, 18, 27, 48],
             [8, 13, 22, 27, 30, 45], [13, 22, 25, 41, 48, 52], [13, 16, 19, 28, 39, 42]],
            FT06_55[:5],
        ],
    ),
}


def words(rows: list[str]) -> list[list[str]]:
    return [list(row) for row in rows]


@pytest.mark.parametrize("name", list(ANSWERS))
def test_the_checkers_accept_a_solution_and_refuse_wrong_answers(name: str) -> None:
    instance = INSTANCES[name]
    right, wrongs = ANSWERS[name]
    shaped = words if instance.problem == "word_square" else (lambda a: a)
    assert problem_error(instance, shaped(right)) is None
    for wrong in wrongs:
        assert problem_error(instance, shaped(wrong)) is not None, wrong
    assert problem_error(instance, None) is not None  # malformed: named, never a crash


def test_a_word_square_may_be_letters_or_letter_numbers() -> None:
    numbers = [[ord(c) - ord("a") for c in row] for row in ["ball", "area", "lead", "lady"]]
    assert problem_error(INSTANCES["words-4"], numbers) is None


def test_a_colouring_is_refused_where_an_edge_joins_one_colour() -> None:
    instance = INSTANCES["gnp-60-chromatic"]
    i, j = instance.params["edges"][0]
    colours = [0] * 60
    assert "share a colour" in str(problem_error(instance, colours))
    greedy: list[int] = []
    for node in range(60):
        taken = {greedy[a if b == node else b] for a, b in instance.params["edges"]
                 if node in (a, b) and min(a, b) < node}
        greedy.append(min(set(range(60)) - taken))
    assert problem_error(instance, greedy) is None
    greedy[j] = greedy[i]
    assert problem_error(instance, greedy) is not None


def test_verdicts_hold_each_claim_against_what_is_known() -> None:
    sat, unsat, best = INSTANCES["golomb-6"], INSTANCES["ft06-le54"], INSTANCES["golomb-6-min"]
    ruler = [0, 1, 4, 10, 12, 17]
    assert verdict(sat, "SAT", ruler) == "ok" and settles(sat, "SAT", "ok")
    assert verdict(sat, "UNSAT", None).startswith("wrong")
    assert verdict(unsat, "UNSAT", None) == "ok" and settles(unsat, "UNSAT", "ok")
    assert verdict(unsat, "SAT", FT06_55).startswith("wrong")  # 55 > 54: over the bound
    assert verdict(best, "OPTIMAL", ruler) == "ok" and settles(best, "OPTIMAL", "ok")
    longer = [0, 1, 3, 8, 12, 18]
    assert "optimum 18 claimed" in verdict(best, "OPTIMAL", longer)
    assert verdict(best, "FEASIBLE", longer) == "ok" and not settles(best, "FEASIBLE", "ok")
    assert verdict(sat, "UNKNOWN", None) == "open" and not settles(sat, "UNKNOWN", "open")


def test_disagreements_name_a_claim_another_library_refutes() -> None:
    sat, best = INSTANCES["golomb-6"], INSTANCES["golomb-6-min"]
    ruler, longer = [0, 1, 4, 10, 12, 17], [0, 1, 3, 8, 12, 18]
    assert disagreements(sat, [("a", "UNSAT", None), ("b", "SAT", ruler)]) == [
        "a says no solution; b found one"
    ]
    assert disagreements(best, [("a", "OPTIMAL", longer), ("b", "FEASIBLE", ruler)]) == [
        "a says 18 is optimal; b found 17"
    ]
    assert disagreements(sat, [("a", "SAT", ruler), ("b", "UNKNOWN", None)]) == []


@pytest.mark.parametrize("marks", [6, 7])
def test_the_known_golomb_optima_are_optimal(marks: int) -> None:
    # brute force, through the checker: a ruler of the known length, none shorter
    length = GOLOMB[marks]
    instance = Instance("g", "golomb", {"marks": marks, "bound": length}, "sat")

    def rulers(last: int) -> Any:
        for inner in itertools.combinations(range(1, last), marks - 2):
            yield [0, *inner, last]

    assert any(problem_error(instance, r) is None for r in rulers(length))
    assert not any(problem_error(instance, r) is None for n in range(length) for r in rulers(n))


def brute_force(instance: Instance) -> bool:
    """True when some assignment of small numbers passes the checker."""
    p = instance.params
    if instance.problem == "colouring":
        candidates: Any = (list(c) for c in itertools.product(range(p["bound"]), repeat=p["n"]))
    elif instance.problem == "golomb":
        candidates = ([0, *c] for c in itertools.combinations(range(1, p["bound"] + 1),
                                                             p["marks"] - 1))
    else:
        sizes = [len(job) for job in p["jobs"]]
        flat = itertools.product(range(p["bound"] + 1), repeat=sum(sizes))
        candidates = ([list(c[:sizes[0]]), list(c[sizes[0]:])] for c in flat)
    return any(problem_error(instance, c) is None for c in candidates)


tiny = st.one_of(
    st.builds(
        lambda n, edges, k: Instance("c", "colouring", {"n": n, "edges": edges, "bound": k}, "?"),
        st.just(5),
        st.lists(st.sampled_from(list(itertools.combinations(range(5), 2))), unique=True),
        st.integers(1, 3),
    ),
    st.builds(
        lambda m, b: Instance("g", "golomb", {"marks": m, "bound": b}, "?"),
        st.integers(3, 4),
        st.integers(3, 7),
    ),
    st.builds(
        lambda d, b: Instance("j", "jobshop", {"jobs": [[(0, d[0]), (1, d[1])],
                                                       [(1, d[2]), (0, d[3])]], "bound": b}, "?"),
        st.lists(st.integers(1, 3), min_size=4, max_size=4),
        st.integers(2, 7),
    ),
)


@given(tiny, st.sampled_from(["default", "dom_wdeg", "mrv_degree"]))
def test_the_aimacsp_models_agree_with_brute_force(instance: Instance, strategy: str) -> None:
    status, answer, _ = models_aimacsp.solve(instance, time.perf_counter() + PATIENCE, strategy)
    assert status == ("SAT" if brute_force(instance) else "UNSAT")
    assert answer is None or problem_error(instance, answer) is None


@pytest.mark.heavy  # other processes end to end: CI's step of its own
def test_the_harness_settles_the_small_puzzles_and_two_optima_with_aimacsp_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    chosen = [name for name, i in INSTANCES.items() if i.small]
    chosen += ["golomb-6-min", "gnp-60-chromatic"]
    runs = models.main(["--instances", ",".join(chosen), "--libraries", "aimacsp",
                        "--aimacsp-strategy", "default,dom_wdeg", "--seconds", str(PATIENCE),
                        "--markdown",
                        str(tmp_path / "t.md")])
    assert len(runs) == 2 * len(chosen) and all(run.settled for run in runs), runs
    out = capsys.readouterr().out
    assert "golomb-6-min       aimacsp:dom_wdeg         OPTIMAL" in out
    table = (tmp_path / "t.md").read_text()
    assert f"| settled | {len(chosen)} of {len(chosen)} | {len(chosen)} of {len(chosen)} |" in table
    assert "| golomb | " in table and "| zebra | " in table  # model lines
    assert " †" not in table  # the optima proven by branch and bound, not two decisions


def test_a_run_past_its_limit_is_stopped_and_a_crash_is_reported(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(models, "GRACE", 0.0)
    hung = models.run_one("aimacsp", "default", INSTANCES["zebra"], 0.001)
    assert hung["status"] == "TIMEOUT" and hung["note"] == "stopped by the harness"
    crash = models.run_one("nosuch", "", INSTANCES["zebra"], PATIENCE)
    assert crash["status"] == "ERROR" and "models_nosuch" in str(crash["note"])


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--aimacsp-strategy", "dom_wdg"], "aimacsp has no function 'dom_wdg'"),
        (["--aimacsp-strategy", "pick=mrv"], "'pick' is not select, order or inference"),
        (["--libraries", "gecode"], "--libraries: unknown ['gecode']"),
        (["--problems", "sudoku"], "--problems: unknown ['sudoku']"),
        (["--seconds", "0"], "--seconds must be > 0"),
    ],
)
def test_bad_arguments_are_named(
    argv: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        models.main(argv)
    assert says in str(stop.value.code) + capsys.readouterr().err


def test_a_cell_shows_the_median_run_and_marks_what_is_not_settled() -> None:
    run = lambda settled, seconds, verdict="ok", status="SAT", note="": Run(  # noqa: E731
        "a", "i", status, verdict, settled, seconds, note
    )
    assert cell([run(True, 1.0), run(True, 3.0), run(False, 10.0, status="UNKNOWN")]) == (
        3.0, "3"
    )
    assert cell([run(False, 10.0, status="UNKNOWN")])[1] == "limit"
    assert cell([run(True, 1.0), run(True, 1.0, "wrong: x")])[1] == "WRONG"
    assert cell([run(True, 2.0, note="two decisions: 3 nodes")])[1] == "2 †"
    runs = [run(True, 1.0), Run("b", "i", "SAT", "ok", True, 4.0)]
    runs += [Run("a", "j", "UNKNOWN", "open", False, 10.0), Run("b", "j", "SAT", "ok", True, 2.0)]
    table = markdown(runs, ["a", "b"], {"a": "A", "b": "B"}, ["i", "j"], ["a"], 10.0)
    assert "| i | 0.25 |" in table and "| j | ≥ 5 |" in table
    assert "| geometric mean | 1.12 |" in table  # sqrt(0.25 * 5), the limit standing for j


def test_names_turns_handles_into_the_names_the_answer_is_read_by() -> None:
    from aimacsp import CSP

    csp: CSP[str, int] = CSP()
    grid = csp.integers("g", (2, 2), 0, 1)
    assert models_aimacsp.names({"a": grid, "b": [grid[0][1]], "c": "c"}) == {
        "a": [["g[0][0]", "g[0][1]"], ["g[1][0]", "g[1][1]"]],
        "b": ["g[0][1]"],
        "c": "c",
    }


def test_the_aimacsp_models_are_within_one_and_a_half_times_cpmpys_lines() -> None:
    # issue 29's goal for the short form, held here so that a longer model is noticed
    ours = model_lines(BENCHMARKS / "optimisation_aimacsp.py")
    ours |= model_lines(BENCHMARKS / "models_aimacsp.py")
    theirs = model_lines(BENCHMARKS / "optimisation_cpmpy.py")
    theirs |= model_lines(BENCHMARKS / "models_cpmpy.py")
    assert set(ours) == set(theirs) == set(models_aimacsp.MODELS)
    over = {p: (ours[p], theirs[p]) for p in ours if ours[p] > 1.5 * theirs[p]}
    assert not over, over


def test_model_lines_count_the_body_less_docstring_imports_blanks_and_comments(
    tmp_path: Path,
) -> None:
    source = tmp_path / "models_x.py"
    source.write_text(
        'def queens(n):\n    """Doc."""\n    import math\n\n    # why\n    a = [\n'
        "        n,\n    ]\n    return a\n\n\ndef helper():\n    return 1\n"
    )
    assert model_lines(source) == {"queens": 4}


@pytest.mark.skipif(shutil.which("ruff") is None, reason="ruff lays out the model files")
def test_the_model_files_are_laid_out_by_ruff_format() -> None:
    files = sorted(str(p) for p in [*BENCHMARKS.glob("models_*.py"),
                                    *BENCHMARKS.glob("optimisation_*.py")])  # fmt: skip
    done = subprocess.run(["ruff", "format", "--check", *files], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
