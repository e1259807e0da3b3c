"""nbgrader, for real: a course folder built from the tutorials, `generate_assignment`,
`autograde` of a right and of a wrong submission, and `generate_feedback`.

The right submission is the teacher's answers; the wrong one gives, for every exercise, a
wrong answer from the ones its check must refuse (the classes issue 37 found accepted come
first). The right one must get every point, the wrong one none, and the feedback must carry
the checks' messages. It executes every notebook twice in Jupyter kernels, so it is slow: CI
runs it as a step of its own (`.ci/run`), with nbgrader installed by `pip install ".[grade]"`.
"""

from __future__ import annotations

import html
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from .harness import NOTEBOOKS, ROOT, grading, source
from .test_exercises import ANSWERS

if os.environ.get("AIMACSP_REQUIRE_NBGRADER"):  # CI's own step: a missing nbgrader fails
    import nbgrader  # noqa: F401
else:
    pytest.importorskip(
        "nbgrader",
        reason="nbgrader is not installed: pip install '.[grade]' runs the course end to end",
    )

ASSIGNMENT = "tutorials"
TUTORIALS = sorted(NOTEBOOKS.glob("*.ipynb"))
#: For each exercise, a piece of the wrong answer the wrong submission gives (the first
#: wrong answer kept when none is named).
WRONG_PICK: dict[tuple[str, str], str] = {
    ("01", "ex1"): "fresh_map",  # a map changed in place
    ("01", "ex2"): "return None",  # None whatever the colours
    ("01", "ex4"): "select=mrv, inference=forward_checking",  # 8 on 6-queens too
    ("02", "ex2"): "prod(",  # sum 45 and product 9!
    ("02", "ex3"): "AllDifferent(list(domains))",  # the 3-ary all-different
    ("03", "ex2"): "wilson_interval",  # the library's interval
    ("03", "ex3"): "'1/2'",
    ("04", "ex2"): "class AllEqual(aimacsp.AllEqual)",
    ("05", "ex1"): "queens(8)",  # 92
    ("05", "ex2"): "counts.count for n",  # probabilities
}


def wrong_answer(stem: str, name: str) -> str:
    """The wrong answer the wrong submission gives to one exercise."""
    wrong = [code for code, _ in ANSWERS[stem][name].wrong]
    piece = WRONG_PICK.get((stem, name))
    if piece is None:
        return wrong[0]
    (code,) = [code for code in wrong if piece in code]
    return code


def nbgrader(course: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run one nbgrader command in the course folder; fail with its output if it fails."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "nbgrader", *args],
        cwd=course,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, f"nbgrader {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}"
    return done


def submit(course: Path, student: str, answer: Any) -> None:
    """Copy the released notebooks into ``student``'s submission, each answer cell's text
    given by ``answer(stem, exercise, teacher's text)``."""
    teacher = {path.name: json.loads(path.read_text(encoding="utf-8")) for path in TUTORIALS}
    released = course / "release" / ASSIGNMENT
    target = course / "submitted" / student / ASSIGNMENT
    target.mkdir(parents=True)
    for path in sorted(released.glob("*.ipynb")):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        solutions = {c["id"]: source(c) for c in teacher[path.name]["cells"]}
        for cell in notebook["cells"]:
            if grading(cell).get("solution"):
                name = grading(cell)["grade_id"].removesuffix("-answer")
                text = answer(path.name[:2], name, solutions[cell["id"]])
                cell["source"] = text.splitlines(keepends=True)
        (target / path.name).write_text(json.dumps(notebook, indent=1), encoding="utf-8")


@pytest.fixture(scope="module")
def course(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A course folder whose one assignment holds every tutorial, released, submitted by
    `right` and `wrong`, autograded and with feedback generated."""
    course = tmp_path_factory.mktemp("course")
    (course / "nbgrader_config.py").write_text(
        "c = get_config()\n"
        f"c.CourseDirectory.root = {str(course)!r}\n"
        "c.CourseDirectory.course_id = 'aimacsp'\n"
        # A cell may run a small benchmark; a hung one still fails the test.
        "c.ExecutePreprocessor.timeout = 300\n",
        encoding="utf-8",
    )
    sources = course / "source" / ASSIGNMENT
    sources.mkdir(parents=True)
    for path in TUTORIALS:
        shutil.copy(path, sources / path.name)
    nbgrader(course, "generate_assignment", ASSIGNMENT, "--force")
    submit(course, "right", lambda stem, name, teacher: teacher)
    submit(course, "wrong", lambda stem, name, teacher: wrong_answer(stem, name))
    nbgrader(course, "autograde", ASSIGNMENT)
    nbgrader(course, "generate_feedback", ASSIGNMENT)
    return course


def scores(course: Path, student: str) -> dict[tuple[str, str], tuple[float, float]]:
    """(notebook stem, exercise) -> (score, points) of one student, from the gradebook."""
    from nbgrader.api import Gradebook

    found = {}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as book:
        for path in TUTORIALS:
            for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
                meta = grading(cell)
                if meta.get("grade"):
                    grade = book.find_grade(meta["grade_id"], path.stem, ASSIGNMENT, student)
                    name = meta["grade_id"].removesuffix("-check")
                    found[path.name[:2], name] = (grade.score, grade.max_score)
    return found


def test_the_release_keeps_no_solution_and_no_hidden_test(course: Path) -> None:
    released = sorted((course / "release" / ASSIGNMENT).glob("*.ipynb"))
    assert [p.name for p in released] == [p.name for p in TUTORIALS]
    for path in released:
        text = path.read_text(encoding="utf-8")
        assert "BEGIN SOLUTION" not in text and "HIDDEN TESTS" not in text, path.name
        assert "raise NotImplementedError()" in text, path.name


def test_a_right_submission_gets_every_point(course: Path) -> None:
    got = scores(course, "right")
    assert set(got) == {(stem, name) for stem in ANSWERS for name in ANSWERS[stem]}
    short = {key: score for key, score in got.items() if score[0] != score[1]}
    assert not short, f"the teacher's answers lost points: {short}"


def test_a_wrong_submission_gets_none_of_the_points(course: Path) -> None:
    got = scores(course, "wrong")
    given = {key: score for key, score in got.items() if score[0] != 0}
    assert not given, f"wrong answers got points: {given}"
    assert sum(points for _, points in got.values()) == sum(
        points for _, points in scores(course, "right").values()
    )


def test_each_wrong_answer_is_refused_with_its_reason(course: Path) -> None:
    graded = course / "autograded" / "wrong" / ASSIGNMENT
    for path in TUTORIALS:
        cells = json.loads((graded / path.name).read_text(encoding="utf-8"))["cells"]
        for cell in cells:
            meta = grading(cell)
            if not meta.get("grade"):
                continue
            name = meta["grade_id"].removesuffix("-check")
            code = wrong_answer(path.name[:2], name)
            (words,) = [w for c, w in ANSWERS[path.name[:2]][name].wrong if c == code]
            errors = [out for out in cell["outputs"] if out["output_type"] == "error"]
            assert errors, f"{path.name} {name}: the check raised nothing"
            assert errors[0]["ename"] == "AssertionError", f"{path.name} {name}: {errors[0]}"
            message = errors[0]["evalue"]
            assert message.startswith(f"Exercise {name.removeprefix('ex')}:"), message
            assert words in message, f"{path.name} {name}: {message!r} lacks {words!r}"


def test_the_feedback_carries_the_checks_messages(course: Path) -> None:
    folder = course / "feedback" / "wrong" / ASSIGNMENT
    pages = {path.stem: path.read_text(encoding="utf-8") for path in folder.glob("*.html")}
    assert sorted(pages) == [path.stem for path in TUTORIALS]
    graded = course / "autograded" / "wrong" / ASSIGNMENT
    for path in TUTORIALS:
        cells = json.loads((graded / path.name).read_text(encoding="utf-8"))["cells"]
        said = [
            out["evalue"]
            for cell in cells
            for out in cell.get("outputs", [])
            if out["output_type"] == "error"
        ]
        assert said, path.name
        for message in said:
            assert html.escape(message) in pages[path.stem] or message in pages[path.stem], (
                f"{path.name}: the feedback lacks {message!r}"
            )
