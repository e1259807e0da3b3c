"""Every element of XCSP3-core is mapped and checked, and symbolic variables are read: the
small instances of tests/data/xcsp3/core solve to the counts ACE (or an enumeration) gives,
each solution accepted by the independent checker."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from aimacsp import Solver
from aimacsp.formats.command import main
from aimacsp.formats.xcsp3 import XCSP3Error, check, read
from aimacsp.formats.xcsp3.mapping import MAPPINGS
from aimacsp.formats.xcsp3.rules import RULES

CORE = Path(__file__).resolve().parents[3] / "data" / "xcsp3" / "core"

#: The constraint elements of XCSP3-core (the specification's list, with the arg forms of
#: minimum and maximum ACE and pycsp3 already write); the meta elements (group, block,
#: slide) are read by `aimacsp.formats.xcsp3.entries`.
ELEMENTS = [
    "intension",
    "extension",
    "regular",
    "mdd",
    "allDifferent",
    "allEqual",
    "ordered",
    "lex",
    "precedence",
    "sum",
    "count",
    "nValues",
    "cardinality",
    "minimum",
    "maximum",
    "minimumArg",
    "maximumArg",
    "element",
    "channel",
    "noOverlap",
    "cumulative",
    "binPacking",
    "knapsack",
    "circuit",
    "instantiation",
]


def test_every_element_of_xcsp3_core_is_mapped_and_checked() -> None:
    assert set(ELEMENTS) <= set(MAPPINGS) and set(ELEMENTS) <= set(RULES)


def counts() -> dict[str, int]:
    with (CORE / "counts.tsv").open(encoding="utf-8") as handle:
        return {
            row["file"]: int(row["solutions"]) for row in csv.DictReader(handle, delimiter="\t")
        }


@pytest.mark.parametrize(("name", "expected"), sorted(counts().items()))
def test_each_form_solves_to_its_recorded_count(name: str, expected: int) -> None:
    path = CORE / name
    instance = read(path)
    found = [instance.solution(s) for s in Solver(instance.csp).solutions()]
    assert len(found) == expected
    assert len({tuple(sorted(s.items())) for s in found}) == expected  # each once
    assert all(check(path, s).ok for s in found)


def test_symbolic_values_read_back_as_symbols() -> None:
    path = CORE / "symbolic.xml"
    instance = read(path)
    solutions = [instance.solution(s) for s in Solver(instance.csp).solutions()]
    assert {s["c[1]"] for s in solutions} == {"green"} and all(
        s["c[0]"] != s["d"] for s in solutions
    )
    assert not check(path, {"c[0]": "red", "c[1]": "red", "c[2]": "blue", "d": "white"}).ok
    out = io.StringIO()
    assert main(["solve", str(path)], out=out) == 0
    lines = out.getvalue().splitlines()
    assert "s SATISFIABLE" in lines
    (v,) = [line for line in lines if line.startswith("v ")]
    assert "<list> c[] d </list>" in v and "green" in v


SYMBOLS = (
    '<instance format="XCSP3" type="CSP"><variables>'
    '<array id="c" size="[2]" type="symbolic"><domain for="c[0]"> red blue </domain>'
    '<domain for="c[1]"> blue green </domain></array>'
    '<var id="d" type="symbolic" as="c[1]"/></variables><constraints>{}</constraints></instance>'
)


def test_symbols_in_every_place_a_value_goes() -> None:
    text = SYMBOLS.format(
        "<extension><list> c[] </list><supports> (red,blue)(blue,green) </supports></extension>"
        "<intension> ne(c[1],d) </intension><intension> in(d,set(blue,green)) </intension>"
        "<allDifferent> c[] </allDifferent>"
    )
    instance = read(text)
    found = [instance.solution(s) for s in Solver(instance.csp).solutions()]
    assert sorted(tuple(s.values()) for s in found) == [
        ("blue", "green", "blue"),
        ("red", "blue", "green"),
    ]
    assert all(check(text, s).ok for s in found)


def test_a_symbol_that_is_also_an_id_is_named() -> None:
    text = SYMBOLS.replace("blue green", "blue d").format("<allEqual> c[] </allEqual>")
    with pytest.raises(XCSP3Error, match="the symbol 'd' is also the id of a variable"):
        read(text)
