"""The examples of docs/drawing.md run, in order, and each picture they show is well-formed;
the benchmark of the pictures runs."""

from __future__ import annotations

import re
import sys
import types
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.clock import PATIENCE

PAGE = Path(__file__).resolve().parents[1] / "docs" / "drawing.md"


def test_the_drawing_page_examples_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocks = re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 6
    if "IPython" not in sys.modules:
        try:
            import IPython.display  # noqa: F401
        except ImportError:  # the page shows a notebook; a stand-in keeps the HTML it is given
            display = types.ModuleType("IPython.display")
            display.HTML = str  # type: ignore[attr-defined]
            monkeypatch.setitem(sys.modules, "IPython", types.ModuleType("IPython"))
            monkeypatch.setitem(sys.modules, "IPython.display", display)
    monkeypatch.chdir(tmp_path)
    namespace: dict[str, object] = {}
    shown = 0
    for block in blocks:
        exec(compile(block, str(PAGE), "exec"), namespace)
        for value in list(namespace.values()):
            for method in ("_repr_svg_", "_repr_html_"):
                picture = getattr(value, method, None)
                if callable(picture) and not isinstance(value, type):
                    markup = picture()
                    if markup is not None:
                        ET.fromstring(markup)
                        shown += 1
    assert shown >= 10
    assert (tmp_path / "tree.html").read_text(encoding="utf-8").startswith("<div")


def test_the_drawing_benchmark_runs() -> None:
    import subprocess

    script = PAGE.parents[1] / "benchmarks" / "drawing.py"
    done = subprocess.run(
        [sys.executable, str(script), "--repeat", "1", "--queens", "4"],
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        check=True,
    )
    assert "SearchRecord" in done.stdout and "1000x1000 heat map" in done.stdout
