"""The example and the benchmark script run; the package's docstring examples hold; imports
go one way (sudoku uses aimacsp's public names, aimacsp knows nothing of sudoku)."""

from __future__ import annotations

import ast
import doctest
import importlib
import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

import aimacsp
from sudoku import Grid, solve, validate

ROOT = Path(__file__).resolve().parents[2]


def load_benchmark() -> ModuleType:
    path = ROOT / "benchmarks" / "sudoku_vs_special.py"
    spec = importlib.util.spec_from_file_location("sudoku_vs_special", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_example_prints_a_table_per_set() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "examples" / "sudoku_strategies.py"),
            "--per-set",
            "1",
            "--timeout",
            "0.05",
        ],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    lines = done.stdout.splitlines()
    assert "easy50: 1 puzzles, at most 0.05 s per search" in lines
    assert [ln.split()[0] for ln in lines if ln.startswith(("simple", "mac"))] == [
        "simple",
        "mac",
        "simple",
        "mac",
    ]


def test_special_purpose_solver_agrees_with_the_engine() -> None:
    bench = load_benchmark()
    for line in (ROOT / "sudoku" / "data" / "hardest.txt").read_text().split()[:5]:
        answer = bench.special_solve(line)
        validate(Grid.parse(answer), Grid.parse(line))
        engine = solve(line)
        assert engine is not None and engine.to_line() == answer  # these have one solution
    assert bench.special_solve("12345678." + "........9" + "." * 63) is None
    assert bench.special_solve("11" + "." * 79) is None


def test_benchmark_times_a_set() -> None:
    times = load_benchmark().time_set("hardest", repeat=2, strategies=["fast", "mac"])
    assert len(times["fast"]) == len(times["mac"]) == len(times["special"]) == 11


@pytest.mark.parametrize(
    "name",
    [
        "sudoku.grid", "sudoku.model", "sudoku.bench", "sudoku.explain", "sudoku.picture",
        "sudoku.cli", "sudoku",
    ],  # fmt: skip
)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0 and result.attempted > 0


def imports_of(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return found


def test_imports_go_one_way() -> None:
    for path in (ROOT / "aimacsp").rglob("*.py"):
        assert not any(m.split(".")[0] == "sudoku" for m in imports_of(path)), path
    # the package's names, its types and its version (with the --version of its commands)
    open_modules = ("aimacsp", "aimacsp.types", "aimacsp.version")
    public = {f"aimacsp.{name}" for name in aimacsp.__all__} | set(open_modules)
    for path in (ROOT / "sudoku").rglob("*.py"):
        used = {m for m in imports_of(path) if m.split(".")[0] == "aimacsp"}
        modules = {m for m in used if m in open_modules}
        names = used - modules
        inside = tuple(f"{module}." for module in open_modules[1:])
        assert all(n in public or n.startswith(inside) for n in names), (path, names)
