"""Every exercise's check cell, tested: it refuses the plausible wrong answers (saying what is
wrong), accepts other right answers, even with every other name of the notebook shadowed,
and fails with its message on the student edition's blank answer; the student edition runs
up to each exercise.

The answers live in `answers_early` and `answers_late`; the notebooks are run in this process
by `harness` (the student edition, once per notebook per session).
"""

from __future__ import annotations

import json

import pytest

from .answers_chapter import NOTEBOOK_6, NOTEBOOK_7
from .answers_early import NOTEBOOK_1, NOTEBOOK_2
from .answers_late import NOTEBOOK_3, NOTEBOOK_4, NOTEBOOK_5
from .harness import NOTEBOOKS, grading, shadowed, student_run, try_answer
from .kinds import Answers

# Each notebook's student edition and checks run here, end to end: CI's step of its own
# (pytest -m heavy), beside the tutorials run in Jupyter (tests/test_notebooks.py).
pytestmark = pytest.mark.heavy

ANSWERS: dict[str, dict[str, Answers]] = {
    "01": NOTEBOOK_1,
    "02": NOTEBOOK_2,
    "03": NOTEBOOK_3,
    "04": NOTEBOOK_4,
    "05": NOTEBOOK_5,
    "06": NOTEBOOK_6,
    "07": NOTEBOOK_7,
}
WRONG = [
    pytest.param(stem, name, code, words, id=f"{stem}-{name}-wrong{k}")
    for stem, exercises in ANSWERS.items()
    for name, answers in exercises.items()
    for k, (code, words) in enumerate(answers.wrong)
]
RIGHT = [
    pytest.param(stem, name, code, id=f"{stem}-{name}-right{k}")
    for stem, exercises in ANSWERS.items()
    for name, answers in exercises.items()
    for k, code in enumerate(answers.right)
]


def exercises_in(stem: str) -> list[str]:
    """The exercises of a notebook, read from its answer cells' nbgrader metadata."""
    (path,) = NOTEBOOKS.glob(f"{stem}*.ipynb")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [
        grading(cell)["grade_id"].removesuffix("-answer")
        for cell in cells
        if grading(cell).get("solution")
    ]


@pytest.mark.parametrize("stem", sorted(ANSWERS))
def test_every_exercise_keeps_three_wrong_answers_and_a_right_one(stem: str) -> None:
    found = exercises_in(stem)
    assert found, f"notebook {stem} has no exercise marked with nbgrader's metadata"
    assert sorted(found) == sorted(ANSWERS[stem]), (
        f"notebook {stem}: exercises {found}, answers kept for {sorted(ANSWERS[stem])}"
    )
    for name, answers in ANSWERS[stem].items():
        assert len(answers.wrong) >= 3 and answers.right, f"{stem} {name}: too few answers kept"
        assert answers.alone, f"{stem} {name}: no right answer kept that reads no notebook name"


def test_every_notebook_has_its_answers() -> None:
    stems = sorted(path.name[:2] for path in NOTEBOOKS.glob("*.ipynb"))
    assert stems == sorted(ANSWERS)


@pytest.mark.parametrize("stem", sorted(ANSWERS))
def test_the_student_edition_runs_up_to_each_exercise(stem: str) -> None:
    run = student_run(stem)
    assert not run.errors, "the student edition failed outside its exercises:\n" + "\n".join(
        run.errors
    )
    assert sorted(run.exercises) == sorted(ANSWERS[stem])


@pytest.mark.parametrize("stem", sorted(ANSWERS))
def test_each_check_fails_on_the_blank_answer_with_its_message(stem: str) -> None:
    for name, exercise in student_run(stem).exercises.items():
        blank = exercise.blank_answer_error
        assert blank is None or isinstance(blank, NotImplementedError), (
            f"{stem} {name}: the blank answer cell raised {blank!r}"
        )
        error = exercise.blank_check_error
        assert isinstance(error, AssertionError), (
            f"{stem} {name}: on the blank answer the check raised {error!r}, not its message"
        )
        assert str(error).startswith(f"Exercise {name.removeprefix('ex')}:"), (
            f"{stem} {name}: the blank answer's message does not name the exercise: {error}"
        )
        assert "not written yet" in str(error) or "no answer yet" in str(error), (
            f"{stem} {name}: the blank answer's message does not say it is blank: {error}"
        )


@pytest.mark.parametrize("stem", sorted(ANSWERS))
def test_the_teachers_answers_pass_their_checks(stem: str) -> None:
    for name, exercise in student_run(stem).exercises.items():
        raised = try_answer(exercise, exercise.teacher_answer)
        assert raised is None, f"{stem} {name}: the teacher's answer fails: {raised!r}"


@pytest.mark.parametrize(("stem", "name", "code", "words"), WRONG)
def test_a_wrong_answer_is_refused_with_the_reason(
    stem: str, name: str, code: str, words: str
) -> None:
    raised = try_answer(student_run(stem).exercises[name], code)
    assert raised is not None, f"the check of {stem} {name} passed a wrong answer:\n{code}"
    assert isinstance(raised, AssertionError), f"the check raised {raised!r}, not its message"
    assert words in str(raised), f"the message should say {words!r}; it says: {raised}"


@pytest.mark.parametrize(("stem", "name", "code"), RIGHT)
def test_another_right_answer_is_accepted(stem: str, name: str, code: str) -> None:
    raised = try_answer(student_run(stem).exercises[name], code)
    assert raised is None, f"the check of {stem} {name} refused a right answer: {raised!r}\n{code}"


ALONE = [
    pytest.param(stem, name, answers.alone, id=f"{stem}-{name}")
    for stem, exercises in ANSWERS.items()
    for name, answers in exercises.items()
]


@pytest.mark.parametrize(("stem", "name", "code"), ALONE)
def test_a_check_reads_no_other_name_of_the_notebook(stem: str, name: str, code: str) -> None:
    # Every name the notebook defined before the answer (its imports, its helpers, its
    # variables) is replaced by an object that fails on any use: a check that read one would
    # break on a student's notebook that reused the name.
    exercise = student_run(stem).exercises[name]
    raised = try_answer(exercise, code, shadow=True)
    assert raised is None, f"the check of {stem} {name} read a name of the notebook: {raised!r}"
    assert shadowed(exercise), f"{stem} {name}: nothing to shadow"
