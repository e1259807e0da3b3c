"""The writer's ids are never XCSP3's reserved words, and what it writes ACE accepts: a
SEND+MORE written from the short form (a variable named E) and ft06 (optimum 55)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from aimacsp import CSP, AllDifferent, Solver
from aimacsp.formats.xcsp3 import identifiers, read, write
from aimacsp.formats.xcsp3.solution import assignment
from aimacsp.formats.xcsp3.writer import RESERVED
from aimacsp.problems import ft06

from .ace import ace_jar, run_ace

_ID = re.compile(r'id="([^"]+)"')


def send_more() -> tuple[CSP[Any, int], list[Any]]:
    """SEND+MORE=MONEY in the short form: its letters are variables S, E, N, ..."""
    csp: CSP[Any, int] = CSP()
    letters = [csp.integer(c, 0, 9) for c in "SENDMORY"]
    s, e, n, d, m, o, r, y = letters
    csp.add(AllDifferent(letters))
    csp.add(1000 * s + 100 * e + 10 * n + d + 1000 * m + 100 * o + 10 * r + e
            == 10000 * m + 1000 * o + 100 * n + 10 * e + y)  # fmt: skip
    csp.add([s > 0, m > 0])
    return csp, letters


def test_every_reserved_word_as_a_name_or_an_array_gets_another_id() -> None:
    csp: CSP[Any, int] = CSP()
    for word in sorted(RESERVED):
        csp.integer(word, 0, 1)
        csp.integers(word + "_", 1, 0, 1)  # an id the renaming of ``word`` must step over
    csp.integers("min", (2, 2), 0, 1)  # an array under a reserved name: clashes with ``min``
    text = write(csp)
    made = _ID.findall(text)
    assert made and not set(made) & RESERVED
    assert len(made) == len(set(made))  # each id once
    assert all(re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", ident) for ident in made)
    back = read(text)
    ids = identifiers(csp)
    assert set(back.variables) == set(ids.values()) and not set(ids.values()) & RESERVED


def test_send_more_written_keeps_every_letter_but_e() -> None:
    csp, _ = send_more()
    ids = identifiers(csp)
    assert ids["E"] == "E_" and all(ids[c] == c for c in "SNDMORY")
    back = read(write(csp))
    solution = back.solution(Solver(back.csp).solve() or {})
    assert solution == {"S": 9, "E_": 5, "N": 6, "D": 7, "M": 1, "O": 0, "R": 8, "Y": 2}


JAR = ace_jar()
needs_ace = pytest.mark.skipif(JAR is None, reason="ACE needs pycsp3's jar and java on the PATH")


@needs_ace
@pytest.mark.heavy  # other processes end to end: CI's step of its own
def test_ace_solves_send_more_as_written(tmp_path: Path) -> None:
    csp, letters = send_more()
    path = tmp_path / "send-more.xml"
    write(csp, path=path)
    assert JAR is not None
    lines = run_ace(JAR, path)
    assert "s SATISFIABLE" in lines, lines
    (answer,) = [line for line in lines if line.startswith("v ")]
    found = assignment(answer[2:], read(path).names)
    assert found == {"S": 9, "E_": 5, "N": 6, "D": 7, "M": 1, "O": 0, "R": 8, "Y": 2}


@needs_ace
@pytest.mark.heavy  # other processes end to end: CI's step of its own
def test_ace_finds_the_same_optimum_of_ft06_as_written(tmp_path: Path) -> None:
    csp = ft06()
    path = tmp_path / "ft06.xml"
    write(csp, objective="makespan", path=path)
    assert JAR is not None
    lines = run_ace(JAR, path)
    assert "s OPTIMUM FOUND" in lines, lines
    assert [line.split()[1] for line in lines if line.startswith("o ")][-1] == "55"
