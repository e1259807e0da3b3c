"""minesweeper's public names: listed once (the imports type checkers read, in
``minesweeper/__init__.py``), and `__all__`, the lazy imports and the docs read that list."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import minesweeper


def test_every_listed_name_resolves_to_where_the_list_says() -> None:
    assert minesweeper.__all__ == sorted(minesweeper._EXPORTS)
    assert len(minesweeper.__all__) >= 40 and {"Game", "Position", "advise"} <= set(
        minesweeper.__all__
    )
    for name, module in minesweeper._EXPORTS.items():
        assert getattr(minesweeper, name) is getattr(importlib.import_module(module), name)
    assert set(minesweeper.__all__) <= set(dir(minesweeper))


def test_an_unknown_name_is_an_attribute_error() -> None:
    try:
        minesweeper.Gmae  # type: ignore[attr-defined]  # noqa: B018
    except AttributeError as error:
        assert "module 'minesweeper' has no attribute 'Gmae'" in str(error)
    else:
        raise AssertionError("no error")


def test_importing_the_package_imports_no_room_yet() -> None:
    code = "import sys, minesweeper; print(sorted(m for m in sys.modules if m.startswith('min')))"
    root = Path(__file__).resolve().parents[2]  # this checkout's package, not an installed one
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=root, check=False
    )
    assert result.stdout.strip() == "['minesweeper']", result.stderr
