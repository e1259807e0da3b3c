"""The aimacsp example scripts run and print what they promise."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.clock import PATIENCE
from tests.pages import python_blocks

ROOT = Path(__file__).resolve().parents[2]

EXPECTED = {
    "nqueens.py": "8-queens has 92 solutions",
    "map_coloring.py": "Colourings with three colours: 18",
    "send_more_money.py": "  9567\n+ 1085\n= 10652",
    "custom_heuristic.py": "12-queens with degree_then_mrv:",
    "trace_domains.py": "solution: {0: 1, 1: 3, 2: 0, 3: 2}",
    "why_infeasible.py": "5 rules cannot all hold:\n  - AllDifferent(AI, Databases, Networks)",
    "global_constraint_template.py": "NotAllEqual: 500 random instances agree with brute force",
    "jobshop.py": "ft06: least makespan 55 (optimal)",
}


@pytest.mark.parametrize("script", sorted(EXPECTED))
def test_example_runs(script: str) -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "examples" / script)],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert result.returncode == 0, result.stderr
    assert EXPECTED[script] in result.stdout
    assert "ModelWarning" not in result.stderr, result.stderr  # no false alarm on our models


def test_layers_import_one_way() -> None:
    """aimacsp imports no game, no UI and no third-party package."""
    for path in (ROOT / "aimacsp").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for forbidden in ("minesweeper", "sudoku", "taskfarm", "numpy", "tkinter", "dask", "tqdm"):
            assert f"import {forbidden}" not in text and f"from {forbidden}" not in text, path


def test_doctests_pass() -> None:
    import doctest
    import importlib
    import pkgutil

    import aimacsp

    failures = 0
    for info in pkgutil.walk_packages(aimacsp.__path__, "aimacsp."):
        module = importlib.import_module(info.name)
        failures += doctest.testmod(module).failed
    failures += doctest.testmod(aimacsp).failed
    assert failures == 0


def test_the_library_page_examples_run() -> None:
    blocks = python_blocks("aimacsp.md")
    namespace: dict[str, object] = {}
    exec(compile(blocks[0], "docs/aimacsp.md", "exec"), namespace)
    solver = namespace["solver"]
    assert solver.stats.assignments == 7 and solver.stats.backtracks == 0  # type: ignore[attr-defined]
    from aimacsp import forward_checking

    namespace["forward_checking"] = forward_checking
    exec(compile(blocks[1], "docs/aimacsp.md", "exec"), namespace)


def test_the_docs_explain_an_infeasible_problem() -> None:
    """The code under "Why is there no solution?" runs and prints what its comments say."""
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    heading = "## Why is there no solution?"
    text = next(page.read_text(encoding="utf-8") for page in pages if heading in page.read_text())
    code = text.split(heading, 1)[1].split("```python\n", 1)[1].split("```", 1)[0]
    result = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert result.returncode == 0, result.stderr
    promised = [
        line.split("# ", 1)[1].split(":")[0].split(" (")[0]
        for line in code.splitlines()
        if line.startswith("print(")
    ]
    assert result.stdout.splitlines() == promised
