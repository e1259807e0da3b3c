"""The examples of docs/xcsp3.md run and print what their comments say."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[4] / "docs" / "xcsp3.md"
BLOCKS = [
    part.split("```", 1)[0] for part in PAGE.read_text(encoding="utf-8").split("```python\n")[1:]
]


def test_the_page_has_its_examples() -> None:
    assert len(BLOCKS) >= 4


@pytest.mark.parametrize("block", BLOCKS, ids=[str(k) for k in range(len(BLOCKS))])
def test_each_example_prints_what_it_promises(block: str) -> None:
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(block, str(PAGE), "exec"), {})
    promised = [
        line.split("  # ", 1)[1]
        for line in block.splitlines()
        if line.lstrip().startswith("print(")
    ]
    assert printed.getvalue().splitlines() == promised
