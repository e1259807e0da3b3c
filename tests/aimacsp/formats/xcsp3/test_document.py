"""Reading the XML safely: lines kept, and every hostile file refused with a clear error
within bounded time and memory."""

from __future__ import annotations

import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest

from aimacsp.formats.xcsp3 import XCSP3Error, document, read
from aimacsp.formats.xcsp3.document import parse_file, parse_text

from ....steps import steps

LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<instance format="XCSP3" type="CSP"><variables><var id="x"> &lol9; </var></variables></instance>
"""
EXTERNAL = """<?xml version="1.0"?>
<!DOCTYPE instance [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<instance format="XCSP3" type="CSP"><variables><var id="x"> &secret; </var></variables></instance>
"""
SMALL = (
    '<instance format="XCSP3" type="CSP"><variables><var id="x"> 0..3 </var></variables>'
    "<constraints><intension> gt(x,1) </intension></constraints></instance>"
)


#: The most lines of Python a refusal may run: the work of reading a small file. A hostile
#: file is refused after as little work, however large it claims to be (counted, not timed:
#: a busy machine does the same work, slower).
STEPS = 20_000


def bounded(action: Callable[[], object], mebibytes: int = 64) -> XCSP3Error:
    """The `XCSP3Error` ``action`` raises, after checking it came within the bounds: at most
    `STEPS` lines of Python run and ``mebibytes`` of memory allocated."""
    tracemalloc.start()
    try:
        with pytest.raises(XCSP3Error) as caught:
            steps(action, STEPS)
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert peak < mebibytes * 2**20
    return caught.value


def test_a_tree_keeps_tags_attributes_text_and_lines() -> None:
    root = parse_text(
        '<instance type="CSP">\n<variables>\n <var id="x"> 0..3 </var>\n</variables>\n</instance>'
    )
    var = root.child("variables").children[0]  # type: ignore[union-attr]
    assert (var.tag, var.attrib, var.text.strip(), var.line) == ("var", {"id": "x"}, "0..3", 3)
    assert root.all("constraints") == [] and root.child("objectives") is None


def test_billion_laughs_is_refused_at_the_doctype() -> None:
    error = bounded(lambda: read(LAUGHS))
    assert "document type declaration" in str(error) and error.line == 2


def test_external_entities_are_never_read() -> None:
    error = bounded(lambda: read(EXTERNAL))
    assert "document type declaration" in str(error)
    assert "root" not in str(error)  # nothing of /etc/passwd in the message


def test_an_undeclared_entity_is_named() -> None:
    error = bounded(lambda: read(SMALL.replace("0..3", "&x;")))
    assert "undefined entity" in str(error) and error.line == 1


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (SMALL[: len(SMALL) // 2], "truncated"),
        ("", "no XML element found"),
        ("   \n", "no XML element found"),
        (bytes(range(256)) * 4, "binary"),
        (b"\x89PNG\r\n\x1a\n" + bytes(200), "binary"),
        (SMALL + "<more/>", "junk after document element"),
    ],
    ids=["truncated", "empty", "blank", "binary", "png", "two roots"],
)
def test_files_that_are_not_xml_get_a_reason_and_a_line(
    data: str | bytes, says: str, tmp_path: Path
) -> None:
    path = tmp_path / "bad.xml"
    path.write_bytes(data if isinstance(data, bytes) else data.encode())
    error = bounded(lambda: read(path))
    assert says in str(error) and str(path) in str(error) and error.line is not None


def test_nesting_too_deep_is_refused() -> None:
    deep = "<a>" * 100_000 + "</a>" * 100_000
    error = bounded(lambda: parse_text(deep))
    assert f"nested more than {document.MAX_DEPTH} deep" in str(error)


def test_too_many_elements_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(document, "MAX_ELEMENTS", 1000)
    error = bounded(lambda: parse_text("<a>" + "<b/>" * 5000 + "</a>"))
    assert "more than 1,000 elements" in str(error)


def test_a_file_too_large_is_refused_before_it_is_read(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(document, "MAX_BYTES", 1000)
    path = tmp_path / "big.xml"
    path.write_text(SMALL + " " * 2000)
    assert "larger than" in str(bounded(lambda: parse_file(path)))
    assert "larger than" in str(bounded(lambda: parse_text(SMALL + " " * 2000)))


def test_a_missing_file_is_named() -> None:
    error = bounded(lambda: read("/nonexistent/instance.xml"))
    assert (
        str(error) == "/nonexistent/instance.xml: cannot read the file: No such file or directory"
    )


@pytest.mark.parametrize(
    ("variables", "constraints", "says"),
    [
        ('<var id="x"> 0..1000000000000 2000000000000 </var>', "", "more than 1,000,000 values"),
        ('<array id="x" size="[1000000][1000000]"> 0 1 </array>', "", "more than 1,000,000 cells"),
        (
            '<var id="x"> 0 1 </var>',
            "<intension>" + "not(" * 100_000 + "x" + ")" * 100_000 + "</intension>",
            "nested more than 100 deep",
        ),
        (
            '<var id="x"> 0 1 </var>',
            "<instantiation><list> x </list><values> 0x1000000000 </values></instantiation>",
            "repeats a value more than",
        ),
    ],
    ids=["huge domain", "huge array", "deep expression", "huge repeat"],
)
def test_hostile_models_are_refused_within_bounds(
    variables: str, constraints: str, says: str
) -> None:
    text = (
        f'<instance format="XCSP3" type="CSP"><variables>{variables}</variables>'
        f"<constraints>{constraints}</constraints></instance>"
    )
    assert says in str(bounded(lambda: read(text)))
