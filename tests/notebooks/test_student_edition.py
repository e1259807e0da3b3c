"""`scripts/student_edition.py`: solutions blanked as nbgrader blanks them, hidden tests gone,
outputs cleared, markers that do not pair named; and the teacher's notebooks marked for it."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from .harness import NOTEBOOKS, ROOT, edition_script, grading, source

edition = edition_script()
SCRIPT = ROOT / "scripts" / "student_edition.py"


def marker_lines(text: str) -> list[str]:
    """The lines of ``text`` that are nbgrader markers (prose may name them; it is not one)."""
    markers = {
        edition.BEGIN_SOLUTION,
        edition.END_SOLUTION,
        edition.BEGIN_HIDDEN,
        edition.END_HIDDEN,
    }
    return [line.strip() for line in text.splitlines() if line.strip() in markers]


def notebook(*cells: dict[str, Any]) -> dict[str, Any]:
    return {"cells": list(cells), "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


def code(text: str, **meta: Any) -> dict[str, Any]:
    return {
        "cell_type": "code",
        "id": "c",
        "metadata": meta,
        "source": text.splitlines(keepends=True),
        "outputs": [{"output_type": "stream", "name": "stdout", "text": ["42\n"]}],
        "execution_count": 3,
    }


def test_a_solution_becomes_not_implemented_at_its_indentation() -> None:
    cell = code(
        "answer = None\n"
        "def f(x):\n"
        "    ### BEGIN SOLUTION\n"
        "    return x + 1\n"
        "    ### END SOLUTION\n"
        "answer = f\n"
    )
    out = edition.student_notebook(notebook(cell), "t.ipynb")["cells"][0]
    assert source(out) == (
        "answer = None\n"
        "def f(x):\n"
        "    # YOUR CODE HERE\n"
        "    raise NotImplementedError()\n"
        "answer = f\n"
    )
    assert out["outputs"] == [] and out["execution_count"] is None


def test_hidden_tests_are_removed_and_the_visible_ones_kept() -> None:
    cell = code(
        "assert ok\n### BEGIN HIDDEN TESTS\nassert secret\n### END HIDDEN TESTS\nprint('done')"
    )
    out = edition.student_notebook(notebook(cell), "t.ipynb")["cells"][0]
    assert source(out) == "assert ok\nprint('done')"


def test_a_markdown_solution_becomes_your_answer_here() -> None:
    cell = {
        "cell_type": "markdown",
        "id": "m",
        "metadata": {},
        "source": ["Why?\n", "### BEGIN SOLUTION\n", "Because.\n", "### END SOLUTION\n"],
    }
    out = edition.student_notebook(notebook(cell), "t.ipynb")["cells"][0]
    assert source(out) == "Why?\nYOUR ANSWER HERE\n"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("### BEGIN SOLUTION\nx = 1\n", "never closed"),
        ("x = 1\n### END SOLUTION\n", "with no '### BEGIN SOLUTION' before it"),
        ("### BEGIN SOLUTION\n### BEGIN SOLUTION\n### END SOLUTION\n", "inside another"),
        ("### BEGIN HIDDEN TESTS\nassert x\n", "never closed"),
    ],
)
def test_markers_that_do_not_pair_are_named_with_their_cell(text: str, words: str) -> None:
    with pytest.raises(edition.EditionError, match="t.ipynb, cell 0") as caught:
        edition.student_notebook(notebook(code(text)), "t.ipynb")
    assert words in str(caught.value)


def test_the_command_writes_every_notebook(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), str(NOTEBOOKS), str(tmp_path / "out")],
        capture_output=True,
        text=True,
        check=True,
    )
    written = sorted((tmp_path / "out").glob("*.ipynb"))
    assert [p.name for p in written] == sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    assert done.stdout.split() == [str(p) for p in written]
    for path in written:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        assert not [line for c in cells for line in marker_lines(source(c))]
        assert sum("raise NotImplementedError()" in source(c) for c in cells) >= 3


def test_the_command_refuses_a_folder_without_notebooks_and_its_own_source(
    tmp_path: Path,
) -> None:
    empty = subprocess.run(
        [sys.executable, str(SCRIPT), str(tmp_path), str(tmp_path / "out")],
        capture_output=True,
        text=True,
    )
    assert empty.returncode == 2 and "no notebooks" in empty.stderr
    same = subprocess.run(
        [sys.executable, str(SCRIPT), str(NOTEBOOKS), str(NOTEBOOKS)],
        capture_output=True,
        text=True,
    )
    assert same.returncode == 2 and "must not overwrite the teacher's" in same.stderr


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda p: p.stem)
def test_the_teachers_notebooks_carry_nbgraders_metadata(path: Path) -> None:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    answers = [c for c in cells if grading(c).get("solution")]
    checks = [c for c in cells if grading(c).get("grade")]
    assert len(answers) == len(checks) >= 1, f"{path.name}: answer and check cells must pair"
    ids = [grading(c)["grade_id"] for c in answers + checks]
    assert len(set(ids)) == len(ids), f"{path.name}: grade_id repeated"
    for cell in answers:
        assert "### BEGIN SOLUTION" in marker_lines(source(cell)), f"{cell['id']}: no solution"
        assert grading(cell)["locked"] is False
    for cell in checks:
        meta = grading(cell)
        assert meta["locked"] is True and meta["points"] > 0 and meta["schema_version"] == 3
    marked = [c["id"] for c in cells if marker_lines(source(c)) and c not in answers + checks]
    assert not marked, f"{path.name}: solution markers in cells not marked as answers: {marked}"


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda p: p.stem)
def test_no_cell_but_an_answer_or_a_check_names_a_marker(path: Path) -> None:
    # nbgrader finds its markers anywhere in a cell's text, prose and backquotes included:
    # an introduction quoting them made generate_assignment abort ("no end solution
    # statement found").
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    for index, cell in enumerate(cells):
        text = source(cell)
        if not grading(cell).get("solution"):
            assert "BEGIN SOLUTION" not in text and "END SOLUTION" not in text, (
                f"{path.name} cell {index} ({cell['id']}) names a solution marker"
            )
        if not grading(cell).get("grade"):
            assert "HIDDEN TESTS" not in text, (
                f"{path.name} cell {index} ({cell['id']}) names a hidden-tests marker"
            )


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda p: p.stem)
def test_each_exercise_states_the_points_its_check_carries(path: Path) -> None:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    prose = "\n".join(source(c) for c in cells if c["cell_type"] == "markdown")
    stated = {
        int(n): int(points)
        for n, points in re.findall(r"\*\*Exercise (\d+)\*\* \((\d+) points?\)", prose)
    }
    carried = {
        int(grading(c)["grade_id"].removeprefix("ex").removesuffix("-check")): grading(c)["points"]
        for c in cells
        if grading(c).get("grade")
    }
    assert stated == carried, f"{path.name}: points stated {stated}, carried {carried}"
    total = re.search(r"(\d+) in all", prose)
    assert total and int(total.group(1)) == sum(carried.values()), (
        f"{path.name}: the introduction must say the {sum(carried.values())} points in all"
    )
    assert len(set(carried.values())) > 1 or len(carried) == 1, (
        f"{path.name}: every exercise carries the same points; weigh them by their size"
    )
