"""The documentation's pages as the tests read them: the Python blocks of a page, and what a
block prints against what its comments promise."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

DOCS = Path(__file__).resolve().parents[1] / "docs"


def python_blocks(name: str, after: str | None = None) -> list[str]:
    """The ```python blocks of ``docs/name``, in order; with ``after``, only those that
    follow that heading."""
    text = (DOCS / name).read_text(encoding="utf-8")
    if after is not None:
        text = text.split(after, 1)[1]
    return [part.split("```", 1)[0] for part in text.split("```python\n")[1:]]


def printed_and_promised(block: str, name: str) -> tuple[list[str], list[str]]:
    """Run ``block`` (of ``docs/name``) on its own; the lines it printed, and the lines its
    ``print(...)  # promised`` comments say it prints."""
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(block, str(DOCS / name), "exec"), {})
    promised = [
        line.split("  # ", 1)[1]
        for line in block.splitlines()
        if line.lstrip().startswith("print(")
    ]
    return printed.getvalue().splitlines(), promised
