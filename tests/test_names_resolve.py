"""Every name the documentation points to exists: a move or a rename cannot leave stale names.

Each backticked dotted name that starts with one of the packages (```aimacsp.counting```,
```minesweeper.Game```, ```sudoku.solve``) in the docs, the README, the notebooks' text and
every module's docstrings and comments must import, attribute by attribute. The changelog
is history and keeps the names of its time.
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NAME = re.compile(r"`((?:aimacsp|minesweeper|sudoku)(?:\.[A-Za-z_][A-Za-z0-9_]*)+)")


def texts() -> dict[str, str]:
    """Every text a reader may meet a name in, by its path."""
    found: dict[str, str] = {"README.md": (ROOT / "README.md").read_text(encoding="utf-8")}
    for path in sorted((ROOT / "docs").rglob("*.md")):
        if "_build" not in path.parts:
            found[str(path.relative_to(ROOT))] = path.read_text(encoding="utf-8")
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        found[str(path.relative_to(ROOT))] = "\n".join("".join(c["source"]) for c in cells)
    for folder in ("aimacsp", "minesweeper", "sudoku", "taskfarm", "examples", "benchmarks"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            found[str(path.relative_to(ROOT))] = path.read_text(encoding="utf-8")
    return found


def resolves(dotted: str) -> bool:
    """True when ``dotted`` names a module, or an attribute reached from one."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            thing: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for attribute in parts[cut:]:
            if not hasattr(thing, attribute):
                return False
            thing = getattr(thing, attribute)
        return True
    return False


NAMES = sorted({(name, path) for path, text in texts().items() for name in NAME.findall(text)})


def test_names_are_found() -> None:
    # the check below is only as good as the names it finds
    assert len(NAMES) > 30
    assert any(name == "aimacsp.propagation" for name, _ in NAMES)


@pytest.mark.parametrize(("name", "where"), NAMES)
def test_every_named_object_exists(name: str, where: str) -> None:
    assert resolves(name), f"{where} names `{name}`, which does not exist"
