"""The eleven problems of docs/writing-models.md, in the short form and in CPMpy: their model
lines (counted as `models.py` counts them) and, when CPMpy is installed, the same answers.

    python benchmarks/writing_models.py

The page holds both: the short form in ``python`` blocks (the tests run them), CPMpy's in
``code-block`` blocks captioned CPMpy (text there: never run by the tests, since CPMpy is no
dependency). This script writes each kind to a file, counts each model function's lines with
`models_report.model_lines`, and runs both models of each problem on the page's data,
printing their answers side by side (CPMpy with its default solver, OR-Tools CP-SAT).
"""

from __future__ import annotations

import ast
import importlib.util
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from models_report import model_lines

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "writing-models.md"
SECTION = "## Eleven problems, beside CPMpy"
CPMPY = "```{code-block} python\n:caption: CPMpy\n"

__all__ = ["sources", "functions", "line_counts", "main"]


def sources(page: Path = PAGE) -> tuple[str, str]:
    """The short form's blocks and CPMpy's, of the page's section on the eleven problems, each
    kind joined into one module's source."""
    part = page.read_text(encoding="utf-8").split(SECTION, 1)[1].split("\n## ", 1)[0]
    short = [block.split("```", 1)[0] for block in part.split("```python\n")[1:]]
    theirs = [block.split("```", 1)[0] for block in part.split(CPMPY)[1:]]
    return "\n\n".join(short), "\n\n".join(theirs)


def functions(source: str) -> list[str]:
    """The names of the model functions of ``source``: those that return a model."""
    tree = ast.parse(source)
    return [
        node.name
        for node in tree.body
        if isinstance(node, ast.FunctionDef)
        and isinstance(node.body[-1], ast.Return)
        and isinstance(node.body[-1].value, ast.Tuple)
    ]


def line_counts(source: str) -> dict[str, int]:
    """Each model function's lines, counted by `model_lines`."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "models.py"
        path.write_text(source, encoding="utf-8")
        return model_lines(path, functions(source))


def _answers(short: str, theirs: str) -> list[tuple[str, Any, Any, float, float]]:
    """Each problem solved both ways: its name, both answers and both times (seconds)."""
    import cpmpy as cp  # a peer: imported by this benchmark only

    mine: dict[str, Any] = {}
    exec(compile(short, str(PAGE), "exec"), mine)
    peer: dict[str, Any] = {"cp": cp, "fits": mine["fits"]}
    exec(compile(theirs, str(PAGE), "exec"), peer)
    calls = {  # each problem's data, as the page gives it to the short form
        "rcpsp": ([mine["DURATIONS"], mine["USES"], mine["CAPACITIES"], mine["PRECEDENCES"]]),
        "rostering": ([5, 7, {1: 2, 2: 1}, 5]),
        "bin_packing": ([mine["SIZES"], 10, 5]),
        "knapsack": ([mine["VALUES"], mine["WEIGHTS"], 15]),
        "round_robin": ([8]),
        "latin_square": ([6]),
        "tsp": ([mine["DISTANCES"]]),
        "nonogram": ([mine["ROWS"], mine["COLUMNS"]]),
        "warehouses": ([30, mine["CAPACITY"], mine["SUPPLY_COSTS"]]),
        "sudoku16": ([mine["GIVENS"]]),
        "car_sequencing": ([mine["DEMAND"], mine["REQUIRES"], mine["AT_MOST"], mine["PER"]]),
    }
    found = []
    for name, args in calls.items():
        start = time.perf_counter()
        made = mine[name](*args)
        ours = _solve_short(mine, made, name)
        middle = time.perf_counter()
        theirs_made = peer[name](*args)
        peer_answer = _solve_cpmpy(theirs_made, name)
        found.append((name, ours, peer_answer, middle - start, time.perf_counter() - middle))
    return found


def _solve_short(namespace: dict[str, Any], made: tuple[Any, ...], name: str) -> Any:
    solver = namespace["Solver"](made[0])
    if name == "car_sequencing":
        return solver.count()
    if len(made) == 3:
        goal = solver.maximize if name == "knapsack" else solver.minimize
        goal(made[2])
        return solver.objective
    return "solved" if solver.solve() is not None else "none"


def _solve_cpmpy(made: tuple[Any, ...], name: str) -> Any:
    model = made[0]
    if name == "car_sequencing":
        return model.solveAll()
    if len(made) == 3:
        (model.maximize if name == "knapsack" else model.minimize)(made[2])
        model.solve()
        return model.objective_value()
    return "solved" if model.solve() else "none"


def main() -> int:
    """Print the line counts, then (with CPMpy) the answers both ways."""
    short, theirs = sources()
    ours, peer = line_counts(short), line_counts(theirs)
    print("| problem | aimacsp | CPMpy |\n|---|---:|---:|")
    for name in ours:
        print(f"| {name} | {ours[name]} | {peer.get(name, '')} |")
    print(f"| total | {sum(ours.values())} | {sum(peer.values())} |")
    if importlib.util.find_spec("cpmpy") is None:
        print("CPMpy is not installed: the answers are not compared", file=sys.stderr)
        return 0
    print("\n| problem | aimacsp | CPMpy | aimacsp s | CPMpy s |\n|---|---|---|---:|---:|")
    wrong = 0
    for name, mine, theirs_answer, seconds, peer_seconds in _answers(short, theirs):
        wrong += mine != theirs_answer
        print(f"| {name} | {mine} | {theirs_answer} | {seconds:.2f} | {peer_seconds:.2f} |")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
