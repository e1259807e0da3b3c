"""Write the student edition of the tutorials: the teacher's notebooks with their solutions blanked.

    python scripts/student_edition.py notebooks/ out/

The notebooks in ``notebooks/`` are the teacher's edition: every exercise's answer cell holds a
worked solution between nbgrader's markers, ``### BEGIN SOLUTION`` and ``### END SOLUTION``,
and a check cell follows it. This script writes each notebook to the output folder with, as
nbgrader's ``ClearSolutions`` does, each marked region replaced by ``# YOUR CODE HERE`` and
``raise NotImplementedError()`` (``YOUR ANSWER HERE`` in a Markdown cell), the regions between
``### BEGIN HIDDEN TESTS`` and ``### END HIDDEN TESTS`` removed, and every output cleared. The
cells keep nbgrader's metadata, so nbgrader or otter-grader can take either edition as it is.

Standard library only: a notebook is JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

BEGIN_SOLUTION, END_SOLUTION = "### BEGIN SOLUTION", "### END SOLUTION"
BEGIN_HIDDEN, END_HIDDEN = "### BEGIN HIDDEN TESTS", "### END HIDDEN TESTS"
CODE_STUB = ["# YOUR CODE HERE", "raise NotImplementedError()"]
MARKDOWN_STUB = ["YOUR ANSWER HERE"]


class EditionError(ValueError):
    """A notebook whose markers do not pair up, named with its cell."""


def blank(lines: list[str], begin: str, end: str, stub: list[str], where: str) -> list[str]:
    """``lines`` with each region from a ``begin`` line to an ``end`` line replaced by ``stub``
    (indented as the ``begin`` line was); EditionError names ``where`` if they do not pair."""
    out: list[str] = []
    inside = False
    for number, line in enumerate(lines, 1):
        marker = line.strip()
        if marker == begin:
            if inside:
                raise EditionError(f"{where}, line {number}: {begin!r} inside another")
            inside = True
            indent = line[: len(line) - len(line.lstrip())]
            out.extend(indent + words for words in stub)
        elif marker == end:
            if not inside:
                raise EditionError(f"{where}, line {number}: {end!r} with no {begin!r} before it")
            inside = False
        elif not inside:
            out.append(line)
    if inside:
        raise EditionError(f"{where}: {begin!r} is never closed by {end!r}")
    return out


def student_cell(cell: dict[str, Any], where: str) -> dict[str, Any]:
    """One cell of the student edition."""
    lines = "".join(cell.get("source", [])).split("\n")
    stub = CODE_STUB if cell["cell_type"] == "code" else MARKDOWN_STUB
    lines = blank(lines, BEGIN_SOLUTION, END_SOLUTION, stub, where)
    lines = blank(lines, BEGIN_HIDDEN, END_HIDDEN, [], where)
    text = "\n".join(lines)
    new = {**cell, "source": text.splitlines(keepends=True)}
    if cell["cell_type"] == "code":
        new["outputs"], new["execution_count"] = [], None
    return new


def student_notebook(notebook: dict[str, Any], name: str) -> dict[str, Any]:
    """The student edition of one notebook (the teacher's, as parsed JSON)."""
    cells = [
        student_cell(cell, f"{name}, cell {index} ({cell.get('id', 'no id')})")
        for index, cell in enumerate(notebook["cells"])
    ]
    return {**notebook, "cells": cells}


def write_edition(source: Path, target: Path) -> list[Path]:
    """Write the student edition of every notebook in ``source`` into ``target``; the paths."""
    notebooks = sorted(source.glob("*.ipynb"))
    if not notebooks:
        raise EditionError(f"{source}: no notebooks (*.ipynb) in it")
    if target.resolve() == source.resolve():
        raise EditionError(f"{target}: the student edition must not overwrite the teacher's")
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for path in notebooks:
        try:
            teacher = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            raise EditionError(f"{path}: not a notebook ({error})") from None
        edition = student_notebook(teacher, path.name)
        out = target / path.name
        text = json.dumps(edition, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
        out.write_text(text, encoding="utf-8")
        written.append(out)
    return written


def main(argv: list[str] | None = None) -> int:
    """The command: ``student_edition.py SOURCE TARGET``."""
    parser = argparse.ArgumentParser(
        description="Write the student edition of the notebooks in SOURCE into TARGET: each "
        "solution (between ### BEGIN SOLUTION and ### END SOLUTION) replaced by "
        "raise NotImplementedError(), hidden tests removed, outputs cleared."
    )
    parser.add_argument("source", type=Path, help="the teacher's notebooks, e.g. notebooks/")
    parser.add_argument("target", type=Path, help="the folder to write into, e.g. out/")
    args = parser.parse_args(argv)
    try:
        written = write_edition(args.source, args.target)
    except (EditionError, OSError) as error:
        print(f"student_edition: {error}", file=sys.stderr)
        return 2
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
