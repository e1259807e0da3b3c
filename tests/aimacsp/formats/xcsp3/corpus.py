"""The shared corpus copied into tests/data/xcsp3: its files, answers and ACE's solutions."""

from __future__ import annotations

import csv
from pathlib import Path

FOLDER = Path(__file__).resolve().parents[3] / "data" / "xcsp3"


def table(name: str) -> dict[str, dict[str, str]]:
    """The rows of ``answers.tsv`` or ``solutions.tsv``, by file name."""
    with open(FOLDER / name, encoding="utf-8", newline="") as handle:
        return {row["file"]: row for row in csv.DictReader(handle, delimiter="\t")}


ANSWERS = table("answers.tsv")
SOLUTIONS = table("solutions.tsv")
FILES = sorted(ANSWERS)
