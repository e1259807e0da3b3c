"""The examples of docs/writing-models.md run, in order, and give what their comments say."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.pages import python_blocks

PAGE = Path(__file__).resolve().parents[3] / "docs" / "writing-models.md"


def test_the_writing_models_page_runs_as_written() -> None:
    blocks = python_blocks("writing-models.md")
    namespace: dict[str, Any] = {}
    for block in blocks:
        exec(compile(block, str(PAGE), "exec"), namespace)
    assert namespace["book"] == namespace["short"] == {"x": 8, "y": 2, "z": 0}
    schedule = namespace["schedule"]
    assert schedule is not None and max(schedule.values()) <= 11
    marks = namespace["marks"]
    assert [marks[f"m[{k}]"] for k in range(3)] == [0, 1, 4]
    assert repr(namespace["ruler"].auxiliary[:2]) == "((m[1] - m[0]), (m[2] - m[0]))"
    ruler, total = namespace["ruler"], namespace["total"]
    assert ruler.with_auxiliary(marks)[total] == marks["m[1]"] + marks["m[2]"]
    assert namespace["full"][ruler.auxiliary[0]] == marks["m[1]"]
    assert namespace["shortest"]["m[4]"] == namespace["solver"].objective == 11
    planned = namespace["planned"]  # a day in seconds: wide domains, held as intervals
    assert planned["start[0]"] == 32400 and planned["end"] == 36000
    assert namespace["day"].domains["end"] == range(86_400)
