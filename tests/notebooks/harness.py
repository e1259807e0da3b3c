"""Run a notebook's student edition in this process, and keep what its exercises need.

The student edition (made by ``scripts/student_edition.py``) is executed cell by cell in one
namespace, as a kernel would run it. Before each exercise's answer cell the namespace is kept
(a shallow copy): a test then runs any answer in a copy of it, followed by the teacher's check
cell. Running in-process, not in a kernel, keeps the many answers fast; the kernel run of the
teacher's edition is `tests/test_notebooks.py`.
"""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import io
import json
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"


def edition_script() -> ModuleType:
    """``scripts/student_edition.py``, imported from its file (scripts/ is not a package)."""
    path = ROOT / "scripts" / "student_edition.py"
    spec = importlib.util.spec_from_file_location("student_edition", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def notebook_path(stem: str) -> Path:
    """The teacher's notebook whose name starts with ``stem`` (``"01"``)."""
    found = sorted(NOTEBOOKS.glob(f"{stem}*.ipynb"))
    assert len(found) == 1, f"no single notebook named {stem}*.ipynb in {NOTEBOOKS}: {found}"
    return found[0]


def grading(cell: dict[str, Any]) -> dict[str, Any]:
    """A cell's nbgrader metadata ({} for a plain cell)."""
    meta: dict[str, Any] = cell.get("metadata", {}).get("nbgrader", {})
    return meta


def source(cell: dict[str, Any]) -> str:
    return "".join(cell["source"])


@dataclass
class Exercise:
    """One exercise: its answer cell in both editions, its check cell, and the namespace kept
    just before the answer cell ran."""

    notebook: str
    name: str  #: "ex1": the grade_id of the answer cell without "-answer"
    teacher_answer: str
    student_answer: str
    check: str
    namespace: dict[str, Any] = field(default_factory=dict, repr=False)
    #: What running the student's blank answer and then the check raised.
    blank_answer_error: BaseException | None = None
    blank_check_error: BaseException | None = None


@dataclass
class StudentRun:
    """The student edition of one notebook, run to its end."""

    exercises: dict[str, Exercise]
    errors: list[str]  #: cells outside the exercises that raised, with what


def run_cell(code: str, namespace: dict[str, Any], where: str) -> BaseException | None:
    """Execute one cell's code in ``namespace``; what it raised, if anything."""
    import matplotlib.pyplot as plt

    try:
        with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
            warnings.simplefilter("ignore")  # Agg's "cannot show the figure", and the like
            exec(compile(code, where, "exec"), namespace)
    except Exception as error:  # noqa: BLE001 (what a cell raises is the result)
        return error
    finally:
        plt.close("all")
    return None


@functools.cache
def student_run(stem: str) -> StudentRun:
    """Run the student edition of notebook ``stem`` once per test session."""
    import matplotlib

    matplotlib.use("Agg")
    path = notebook_path(stem)
    teacher = json.loads(path.read_text(encoding="utf-8"))
    student = edition_script().student_notebook(teacher, path.name)
    namespace: dict[str, Any] = {"__name__": "__main__"}
    exercises: dict[str, Exercise] = {}
    errors: list[str] = []
    pending: Exercise | None = None
    for mine, theirs in zip(teacher["cells"], student["cells"], strict=True):
        if mine["cell_type"] != "code":
            continue
        meta, where = grading(mine), f"{path.name}[{mine['id']}]"
        if meta.get("solution"):
            name = meta["grade_id"].removesuffix("-answer")
            pending = Exercise(path.stem, name, source(mine), source(theirs), "")
            pending.namespace = dict(namespace)
            pending.blank_answer_error = run_cell(source(theirs), namespace, where)
        elif meta.get("grade"):
            assert pending is not None, f"{where}: a check cell with no answer cell before it"
            pending.check = source(mine)
            pending.blank_check_error = run_cell(source(theirs), namespace, where)
            exercises[pending.name] = pending
            pending = None
        else:
            error = run_cell(source(theirs), namespace, where)
            if error is not None:
                errors.append(f"{where}: {type(error).__name__}: {error}")
    return StudentRun(exercises, errors)


class Shadow:
    """What a student's cell might have left under a name the notebook used: any use fails."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __getattr__(self, attribute: str) -> Any:
        raise RuntimeError(f"the check read the notebook's name {self.name!r} (.{attribute})")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError(f"the check called the notebook's name {self.name!r}")

    def __iter__(self) -> Any:
        raise RuntimeError(f"the check iterated over the notebook's name {self.name!r}")

    def __getitem__(self, key: Any) -> Any:
        raise RuntimeError(f"the check indexed the notebook's name {self.name!r}")

    def __bool__(self) -> bool:
        raise RuntimeError(f"the check tested the notebook's name {self.name!r}")


def shadowed(exercise: Exercise) -> list[str]:
    """The names the notebook defined before an exercise's answer cell."""
    return [name for name in exercise.namespace if not name.startswith("__")]


def try_answer(exercise: Exercise, answer: str, shadow: bool = False) -> BaseException | None:
    """Run ``answer`` in place of the answer cell, then the teacher's check cell; what the
    check (or the answer) raised, None when the check passed. With ``shadow``, every name the
    notebook defined before the answer and the answer did not set again is replaced, before
    the check, by a `Shadow`."""
    namespace = dict(exercise.namespace)
    where = f"{exercise.notebook}[{exercise.name}]"
    raised = run_cell(answer, namespace, f"{where} answer")
    if raised is not None and not isinstance(raised, NotImplementedError):
        return raised
    if shadow:
        for name in shadowed(exercise):
            if namespace[name] is exercise.namespace[name]:
                namespace[name] = Shadow(name)
    return run_cell(exercise.check, namespace, f"{where} check")
