"""Blocks opened, groups and slides filled in, each constraint with the line of its row."""

from __future__ import annotations

import pytest

from aimacsp.formats.xcsp3 import XCSP3Error
from aimacsp.formats.xcsp3.declarations import Declarations
from aimacsp.formats.xcsp3.document import parse_text
from aimacsp.formats.xcsp3.entries import constraints

VARIABLES = '<variables><array id="x" size="[5]"> 0..4 </array></variables>'


def filled(body: str) -> list[tuple[str, str, int]]:
    root = parse_text(f"<i>{VARIABLES}\n<constraints>{body}</constraints></i>")
    names = Declarations.read(root.children[0], "t")
    return [(node.tag, " ".join(node.text.split()), node.line)
            for node in constraints(root.children[1], names, "t")]  # fmt: skip


def test_groups_fill_parameters_and_the_rest() -> None:
    found = filled(
        "<block><group><sum><list> %... </list><condition> (le,%0) </condition></sum>\n"
        "<args> 3 x[0..2] </args>\n<args> 4 x[3] x[4] </args></group></block>"
    )
    assert found == [("sum", "", 3), ("sum", "", 4)]
    root = parse_text(f"<i>{VARIABLES}<constraints><group><intension> lt(%0,%1) </intension>"
                      "<args> x[0] </args></group></constraints></i>")  # fmt: skip
    names = Declarations.read(root.children[0], "t")
    with pytest.raises(
        XCSP3Error,
        match="line 1: <args> of a <group>: the template names %1, and the row has 1 arguments",
    ):
        list(constraints(root.children[1], names, "t"))


def test_group_lists_are_filled() -> None:
    root = parse_text(
        f"<i>{VARIABLES}<constraints><group><sum><list> %... </list><condition> (le,%0)"
        " </condition></sum><args> 3 x[0..2] </args></group></constraints></i>"
    )
    names = Declarations.read(root.children[0], "t")
    (node,) = constraints(root.children[1], names, "t")
    assert node.child("list").text.split() == ["x[0]", "x[1]", "x[2]"]  # type: ignore[union-attr]
    assert node.child("condition").text.strip() == "(le,3)"  # type: ignore[union-attr]


def test_slides_make_windows() -> None:
    windows = [text for _, text, _ in filled(
        '<slide><list> x[] </list><intension> lt(%0,%1) </intension></slide>'
        '<slide circular="true"><list offset="2"> x[] </list>'
        "<intension> ne(%0,%1,%2) </intension></slide>"
    )]  # fmt: skip
    assert windows == [
        "lt(x[0],x[1])", "lt(x[1],x[2])", "lt(x[2],x[3])", "lt(x[3],x[4])",
        "ne(x[0],x[1],x[2])", "ne(x[2],x[3],x[4])", "ne(x[4],x[0],x[1])",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("body", "says"),
    [
        ("<group><args> x[0] </args></group>", "the first element must be the template"),
        (
            "<group><intension> lt(%0,%1) </intension><list> x[0] </list></group>",
            "<list> where <args> goes",
        ),
        ("<slide><intension> lt(x[0],x[1]) </intension></slide>", "one or more <list>"),
        (
            "<slide><list> x[] </list><intension> lt(x[0],x[1]) </intension></slide>",
            "names no parameter",
        ),
    ],
)
def test_bad_templates_are_named(body: str, says: str) -> None:
    with pytest.raises(XCSP3Error, match=says):
        filled(body)
