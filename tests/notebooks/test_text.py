"""What a student reads stays true: no placeholder, no time typed into the tutorials' prose,
every column of notebook 1's table defined, and the README and the site giving the same
measured figure for Sudoku, the one the performance page holds."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from .harness import NOTEBOOKS, ROOT, source

READ_BY_STUDENTS = [ROOT / "README.md", *(ROOT / "docs").glob("*.md")]
PLACEHOLDER = re.compile(r"\b6\.x\b|\bTODO\b|\bTBD\b|\bXXX\b|\bFIXME\b|lorem ipsum", re.I)
# A duration written as a number (or "an hour", "milliseconds"): prose must compute or cite.
TYPED_TIME = re.compile(
    r"\b\d[\d.,]*\s*(ms|s|sec|seconds?|minutes?|hours?)\b|\ban hour\b|\ba few minutes\b"
    r"|\bmilliseconds\b",
    re.I,
)


def markdown_of(path: Path) -> list[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [source(c) for c in cells if c["cell_type"] == "markdown"]


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda p: p.stem)
def test_no_placeholder_and_no_typed_time_in_a_tutorial(path: Path) -> None:
    for text in markdown_of(path):
        assert not PLACEHOLDER.search(text), f"{path.name}: a placeholder: {text[:200]}"
        found = TYPED_TIME.search(text)
        assert not found, f"{path.name}: a time typed into the prose: {found.group(0)!r}"


@pytest.mark.parametrize("path", READ_BY_STUDENTS, ids=lambda p: p.name)
def test_no_placeholder_in_a_page_a_student_reads(path: Path) -> None:
    found = PLACEHOLDER.search(path.read_text(encoding="utf-8"))
    assert not found, f"{path.name}: a placeholder: {found.group(0)!r}"


def test_every_column_of_the_strategy_table_is_defined() -> None:
    (path,) = NOTEBOOKS.glob("01-*.ipynb")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    code = "\n".join(source(c) for c in cells if c["cell_type"] == "code")
    header = re.search(r"header=\(([^)]*)\)", code)
    assert header, "notebook 1 no longer builds its table with header=(...)"
    columns = re.findall(r'"([^"]+)"', header.group(1))[1:]  # the first names the strategy
    prose = "\n".join(markdown_of(path))
    undefined = [name for name in columns if f"- `{name}`:" not in prose]
    assert not undefined, f"notebook 1 shows columns it never defines: {undefined}"


def test_the_readme_and_the_site_give_the_measured_sudoku_figure() -> None:
    page = (ROOT / "docs" / "performance.md").read_text(encoding="utf-8")
    section = page.split("## Sudoku against a special-purpose solver", 1)[1]
    rows = re.findall(r"^\| `(\w+)` \| \d+ \| \**([\d.]+)\**", section, re.M)
    assert len(rows) >= 4, "the performance page's Sudoku table has moved"
    totals = [float(total) for _, total in rows]
    figure = f"{min(totals):.2f} to {max(totals):.2f} times the time of a special-purpose one"
    for path in (ROOT / "README.md", ROOT / "docs" / "index.md"):
        text = " ".join(path.read_text(encoding="utf-8").split())
        assert figure in text, f"{path.name} must say the measured figure: {figure!r}"
        for word in ("beats a special-purpose", "keeps up with a special-purpose"):
            assert word not in text, f"{path.name} still says {word!r}"
