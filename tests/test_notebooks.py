"""The tutorial notebooks: committed without outputs, and each runs top to bottom without error.

They are stored output-free so that a diff shows only what a person wrote (docs/contributing.md
says why); the documentation build runs them again to show their outputs.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from tests.clock import PATIENCE

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
CELL_TIMEOUT_S = PATIENCE  # a cell that hangs fails the test instead of the whole run


def _ids() -> list[str]:
    return [path.stem for path in NOTEBOOKS]


def test_there_are_seven_tutorials_covering_chapter_6() -> None:
    assert len(NOTEBOOKS) >= 7, f"expected at least seven notebooks in notebooks/, found {_ids()}"
    # Each names the sections of AIMA chapter 6 it teaches in its first cell; together they
    # cover 6.1 to 6.5.
    named = {
        path.stem: set(re.findall(r"\b6\.[1-5]\b", "".join(json.loads(
            path.read_text(encoding="utf-8"))["cells"][0]["source"])))
        for path in NOTEBOOKS
    }
    assert all(named.values()), f"tutorials that name no section of chapter 6: {named}"
    covered = set().union(*named.values())
    assert covered == {"6.1", "6.2", "6.3", "6.4", "6.5"}, f"sections covered: {sorted(covered)}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids())
def test_committed_without_outputs(path: Path) -> None:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    dirty = [
        index
        for index, cell in enumerate(cells)
        if cell["cell_type"] == "code" and (cell.get("outputs") or cell.get("execution_count"))
    ]
    assert not dirty, (
        f"{path.name}: cells {dirty} hold outputs; clear them before committing "
        f"(jupyter nbconvert --clear-output --inplace {path.relative_to(ROOT)})"
    )


@pytest.mark.heavy  # a Jupyter kernel runs each notebook: CI's step of its own (pytest -m heavy)
@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids())
def test_runs_top_to_bottom(path: Path) -> None:
    nbformat = pytest.importorskip("nbformat", reason="pip install '.[test]' runs the notebooks")
    nbclient = pytest.importorskip("nbclient", reason="pip install '.[test]' runs the notebooks")
    pytest.importorskip("ipykernel", reason="pip install '.[test]' runs the notebooks")
    notebook = nbformat.read(path, as_version=4)
    # The kernel starts in the repository root, so it imports this checkout's packages even
    # when they are not installed (plots go to the notebook's own inline backend).
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    client = nbclient.NotebookClient(
        notebook,
        timeout=CELL_TIMEOUT_S,
        kernel_name="python3",
        resources={"metadata": {"path": str(ROOT)}},
    )
    try:
        client.execute(env=env)
    except nbclient.exceptions.CellExecutionError as error:
        pytest.fail(f"{path.name} failed:\n{error}", pytrace=False)
    # aimacsp's late-binding warning is a false alarm in any cell not about late binding (the
    # cell itself, or the text just before or after it, says so).
    cells = notebook.cells
    for index, cell in enumerate(cells):
        said = "".join(out.get("text", "") for out in cell.get("outputs", []))
        if cell.cell_type == "code" and "ModelWarning" in said:
            near = " ".join(c.source for c in cells[max(index - 1, 0) : index + 2]).lower()
            about = "modelwarning" in near or "late binding" in near or "late-binding" in near
            assert about, f"{path.name} cell {index}: a ModelWarning not about late binding:{said}"
    executed = os.environ.get("AIMACSP_EXECUTED_TUTORIALS")
    if executed:  # it passed every check: kept for the docs, which show these outputs
        Path(executed).mkdir(parents=True, exist_ok=True)
        nbformat.write(notebook, Path(executed) / path.name)
