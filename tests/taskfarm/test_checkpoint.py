"""CsvLog: rows appended as they come, read back typed, a torn last row dropped on resume."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from taskfarm import CsvLog


@dataclass(frozen=True)
class Row:
    name: str
    index: int
    won: bool
    share: float


ROWS = [Row("rules", 0, True, 1.0), Row("a, \"quoted\" name", 7, False, 0.125)]


def test_rows_are_on_disk_as_soon_as_appended(tmp_path: Path) -> None:
    log = CsvLog(tmp_path / "log.csv", Row)
    log.start(resume=False)
    log.append(ROWS[:1])
    assert CsvLog(tmp_path / "log.csv", Row).read() == ROWS[:1]  # before close: flushed
    log.append(ROWS[1:])
    log.close()
    assert log.read() == ROWS
    assert (tmp_path / "log.csv").read_text().splitlines()[0] == "name,index,won,share"


def test_resume_keeps_complete_rows_and_overwrites_a_torn_one(tmp_path: Path) -> None:
    path = tmp_path / "log.csv"
    log = CsvLog(path, Row)
    log.start(resume=False)
    log.append(ROWS[:1])
    log.close()
    with path.open("a") as stream:
        stream.write("rules,3,Tr")  # the process died mid-row
    assert log.read() == ROWS[:1]
    log.start(resume=True)
    log.append(ROWS[1:])
    log.close()
    assert log.read() == ROWS
    assert "Tr\n" not in path.read_text() and "Trrules" not in path.read_text()


def test_a_fresh_start_empties_the_file(tmp_path: Path) -> None:
    path = tmp_path / "log.csv"
    path.write_text("old stuff\n")
    log = CsvLog(path, Row)
    log.start(resume=False)
    log.close()
    assert log.read() == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("name,index\n", "expected the columns name,index,won,share"),
        ("", "expected the columns"),
        ("name,index,won,share\nrules,x,True,1.0\n", "line 2: invalid literal for int()"),
        ("name,index,won,share\nrules,1,yes,1.0\n", "line 2: 'yes' is not True or False"),
        ("name,index,won,share\nrules,1,True\n", "line 2: 3 fields, expected 4"),
    ],
)
def test_bad_files_name_the_line_and_the_problem(tmp_path: Path, text: str, words: str) -> None:
    path = tmp_path / "log.csv"
    path.write_text(text)
    with pytest.raises(ValueError, match=words) as error:
        CsvLog(path, Row).read()
    assert str(path) in str(error.value)


def test_appending_needs_a_start(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="the log is not started"):
        CsvLog(tmp_path / "log.csv", Row).append(ROWS)
