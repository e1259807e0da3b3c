"""Reading an XCSP3 file into a tree of `Node`, safely: bounded in size, with no DTD.

An XCSP3 instance is plain XML without a document type, so a ``<!DOCTYPE`` (the door to
entity expansion, the "billion laughs", and to external entities that read other files) is
refused outright rather than defused. The file is read in chunks and refused past
`MAX_BYTES`; the tree is refused past `MAX_ELEMENTS` elements or `MAX_DEPTH` levels, so a
hostile file costs bounded memory and time. Every node keeps the line it starts on, which
each error names.

>>> root = parse_text('<instance format="XCSP3">\\n  <variables> <var id="x"> 0..3 </var>'
...                   ' </variables>\\n</instance>')
>>> var = root.children[0].children[0]
>>> var.tag, var.attrib, var.text.strip(), var.line
('var', {'id': 'x'}, '0..3', 2)
"""

from __future__ import annotations

import xml.parsers.expat
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from ...propagation.limits import Budget
from .problems import XCSP3Error
from .tokens import Malformed

__all__ = [
    "Node", "parse_file", "parse_text", "part", "text_of", "MAX_BYTES", "MAX_ELEMENTS", "MAX_DEPTH",
]  # fmt: skip

#: The largest file read (an instance a pure-Python solver can take is far smaller).
MAX_BYTES = 64 * 2**20
#: The most elements a file may hold.
MAX_ELEMENTS = 2_000_000
#: The deepest nesting of elements (XCSP3 nests a handful: blocks of groups of constraints).
MAX_DEPTH = 64
CHUNK = 1 << 16


class Node:
    """An XML element: its tag, attributes, text (the character data directly inside it),
    children and the line it starts on."""

    __slots__ = ("tag", "attrib", "text", "children", "line")

    def __init__(self, tag: str, attrib: dict[str, str], line: int) -> None:
        self.tag = tag
        self.attrib = attrib
        self.text = ""
        self.children: list[Node] = []
        self.line = line

    def __repr__(self) -> str:
        return f"<{self.tag}> (line {self.line})"

    def __iter__(self) -> Iterator[Node]:
        return iter(self.children)

    def child(self, tag: str) -> Node | None:
        """The first child with this tag, or None."""
        for node in self.children:
            if node.tag == tag:
                return node
        return None

    def text_of(self, tag: str) -> str | None:
        """The text of the first child with this tag, or None when there is none."""
        found = self.child(tag)
        return None if found is None else found.text

    def all(self, tag: str) -> list[Node]:
        """The children with this tag."""
        return [node for node in self.children if node.tag == tag]

    def copy(self, text: str | None = None) -> Node:
        """A shallow copy (children shared), with another text when given."""
        twin = Node(self.tag, self.attrib, self.line)
        twin.text = self.text if text is None else text
        twin.children = self.children
        return twin


class _Builder:
    """Expat's callbacks, building the tree and holding it to the limits."""

    def __init__(self, parser: xml.parsers.expat.XMLParserType, source: str) -> None:
        self.parser = parser
        self.source = source
        self.stack: list[tuple[Node, list[str]]] = []
        self.root: Node | None = None
        self.count = 0

    def refuse(self, what: str) -> XCSP3Error:
        return XCSP3Error(f"{what}: an XCSP3 instance has none", self.source,
                          self.parser.CurrentLineNumber)  # fmt: skip

    def start(self, tag: str, attrib: dict[str, str]) -> None:
        self.count += 1
        line = self.parser.CurrentLineNumber
        if self.count > MAX_ELEMENTS:
            raise XCSP3Error(f"more than {MAX_ELEMENTS:,} elements", self.source, line)
        if len(self.stack) >= MAX_DEPTH:
            raise XCSP3Error(f"elements nested more than {MAX_DEPTH} deep", self.source, line)
        node = Node(tag, attrib, line)
        if self.stack:
            self.stack[-1][0].children.append(node)
        elif self.root is None:
            self.root = node
        self.stack.append((node, []))

    def end(self, tag: str) -> None:
        node, parts = self.stack.pop()
        node.text = "".join(parts)

    def data(self, text: str) -> None:
        if self.stack:
            self.stack[-1][1].append(text)

    def doctype(self, *args: object) -> None:
        raise self.refuse("a document type declaration (<!DOCTYPE ...>)")

    def entity(self, *args: object) -> None:
        raise self.refuse("an entity declaration")

    def external(self, *args: object) -> int:
        raise self.refuse("a reference to an external entity")


def _parser(source: str) -> tuple[xml.parsers.expat.XMLParserType, _Builder]:
    parser = xml.parsers.expat.ParserCreate()
    builder = _Builder(parser, source)
    parser.buffer_text = True
    parser.StartElementHandler = builder.start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.data
    parser.StartDoctypeDeclHandler = builder.doctype
    parser.EntityDeclHandler = builder.entity
    parser.ExternalEntityRefHandler = builder.external
    parser.SetParamEntityParsing(xml.parsers.expat.XML_PARAM_ENTITY_PARSING_NEVER)
    return parser, builder


def _feed(chunks: Iterator[bytes], source: str, budget: Budget | None = None) -> Node:
    parser, builder = _parser(source)
    total = 0
    ending = False
    try:
        for chunk in chunks:
            if budget is not None:
                budget.checkpoint()  # a chunk at a time: a limit stops a long read
            total += len(chunk)
            if total > MAX_BYTES:
                raise XCSP3Error(f"the file is larger than {MAX_BYTES // 2**20} MiB", source)
            parser.Parse(chunk, False)
        ending = True
        parser.Parse(b"", True)
    except xml.parsers.expat.ExpatError as error:
        reason = xml.parsers.expat.ErrorString(error.code) or "not well-formed"
        if builder.root is None and (not total or reason == "no element found"):
            reason = "no XML element found (an empty or truncated file?)"
        elif ending and builder.stack:
            reason = "the file ends inside an element (truncated?)"
        elif builder.root is None and "token" in reason:
            reason += " (not XML text: a binary file?)"
        raise XCSP3Error(f"not valid XML: {reason}", source, error.lineno) from None
    if builder.root is None:  # pragma: no cover - expat reports this as "no element found"
        raise XCSP3Error("no XML element found", source)
    return builder.root


def parse_file(path: str | Path, budget: Budget | None = None) -> Node:
    """The tree of the XCSP3 file at ``path`` (an `XCSP3Error` if it is not one we read),
    spending ``budget`` (`BudgetSpent` once it is spent)."""
    source = str(path)
    try:
        handle: IO[bytes] = open(path, "rb")  # noqa: SIM115 - closed below
    except OSError as error:
        raise XCSP3Error(f"cannot read the file: {error.strerror}", source) from None
    with handle:
        if handle.seek(0, 2) > MAX_BYTES:
            raise XCSP3Error(f"the file is larger than {MAX_BYTES // 2**20} MiB", source)
        handle.seek(0)
        return _feed(iter(lambda: handle.read(CHUNK), b""), source, budget)


def parse_text(text: str | bytes, source: str = "<text>", budget: Budget | None = None) -> Node:
    """The tree of an XCSP3 instance given as text."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    chunks = iter([data[k : k + CHUNK] for k in range(0, len(data), CHUNK)])
    return _feed(chunks, source, budget)


def part(node: Node, tag: str) -> Node:
    """The child ``tag`` of a constraint, which it must have."""
    found = node.child(tag)
    if found is None:
        raise Malformed(f"<{node.tag}> needs a <{tag}>")
    return found


def text_of(node: Node, tag: str = "list") -> str:
    """The main list of a constraint: its ``<list>``, or its own text when it has no child."""
    return node.text if not node.children else part(node, tag).text
