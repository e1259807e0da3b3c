"""Variables, arrays, their domains and the compact references naming them."""

from __future__ import annotations

import pytest

from aimacsp.formats.xcsp3 import XCSP3Error
from aimacsp.formats.xcsp3.declarations import MAX_VARIABLES, Declarations
from aimacsp.formats.xcsp3.document import parse_text
from aimacsp.formats.xcsp3.tokens import Malformed


def declared(text: str) -> Declarations:
    return Declarations.read(parse_text(f"<variables>{text}</variables>"), "t.xml")


def test_variables_arrays_and_mixed_domains() -> None:
    names = declared(
        '<var id="z"> 5 1 3 1 </var><var id="w" as="z"/>'
        '<array id="x" size="[2][3]"><domain for="x[0][]"> 0..2 </domain>'
        '<domain for="x[1][0..1]"> -1 4 </domain><domain for="others"> 7 </domain></array>'
    )
    assert names.domains["z"] == names.domains["w"] == (1, 3, 5)
    assert names.domains["x[0][2]"] == (0, 1, 2) and names.domains["x[1][1]"] == (-1, 4)
    assert names.domains["x[1][2]"] == (7,)
    assert names.order == ["z", "w", "x"] and names.arrays == {"x": (2, 3)}


def test_a_wide_interval_is_kept_as_a_range_of_any_width() -> None:
    names = declared(
        '<var id="t"> 0..86399 </var><array id="c" size="[2]"> -5..1000000000000 </array>'
    )
    assert names.domains["t"] == range(86_400)
    assert names.domains["c[1]"] == range(-5, 10**12 + 1)
    assert declared('<var id="d"> 0..62 </var>').domains["d"] == tuple(range(63))


def test_references_expand_in_row_major_order_and_skip_missing_cells() -> None:
    names = declared(
        '<array id="x" size="[2][3]"><domain for="x[0][] x[1][2]"> 0 1 </domain></array>'
    )
    assert names.names("x[][]") == ["x[0][0]", "x[0][1]", "x[0][2]", "x[1][2]"]
    assert names.names("x[0..1][2]") == ["x[0][2]", "x[1][2]"]
    assert names.matrix("x[][]") == [["x[0][0]", "x[0][1]", "x[0][2]"], ["x[1][2]"]]
    assert names.is_reference("x[1][]") and not names.is_reference("y[]")
    for token, says in [
        ("x[1][0]", "names no variable"),
        ("x", "write x\\[\\] for all its cells"),
        ("x[3][0]", "outside 0..1"),
        ("x[0]", "has 2 dimensions"),
        ("y", "not a declared variable"),
    ]:
        with pytest.raises(Malformed, match=says):
            names.names(token)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ('<var id="s" type="symbolic"> a b </var>', "type 'symbolic' are not supported"),
        ('<var id="1x"> 0 </var>', "is not a name"),
        ('<var id="x"> 0 </var><var id="x"> 1 </var>', "declared twice"),
        ('<var id="x"> 0..10000000 20000000 </var>', "more than 1,000,000 values"),
        ('<var id="x"> -9000000000000000000..9000000000000000000 </var>', "more than 9,223,372"),
        ('<var id="x"> -infinity..+infinity </var>', "infinite domain"),
        ('<var id="x">  </var>', "the domain is empty"),
        ('<array id="a" size="[100000][100000]"> 0 1 </array>', "more than 1,000,000 cells"),
        ('<array id="a" size="[2,3]"> 0 </array>', "is not written"),
        ('<var id="x" as="y"/>', "names no variable declared before"),
        (
            '<array id="a" size="[2]"><domain for="a[0] a[0]"> 0 </domain></array>',
            "gets a domain twice",
        ),
        ('<set id="s"/>', "only <var> and <array>"),
    ],
)
def test_bad_declarations_name_the_element_and_the_line(text: str, says: str) -> None:
    with pytest.raises(XCSP3Error, match=says) as caught:
        declared(text)
    assert str(caught.value).startswith("t.xml, line 1: <")


def test_the_number_of_variables_is_bounded() -> None:
    with pytest.raises(XCSP3Error, match=f"more than {MAX_VARIABLES:,}"):
        declared('<array id="a" size="[1000][1000]"> 0 </array><var id="b"> 0 </var>')
