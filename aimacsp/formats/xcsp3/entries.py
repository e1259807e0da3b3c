"""The constraints of ``<constraints>``, one element each: blocks opened, and the templates of
``<group>`` and ``<slide>`` filled in with their arguments.

A template names its arguments ``%0``, ``%1``... and ``%...`` (every argument after the last
one named). Each row of ``<args>`` (or each window of a slide) gives one constraint: a copy
of the template with the parameters replaced by the arguments, carrying the line of its
``<args>`` so that an error points at the row that made it. Compact references among the
arguments (``x[1][]``) stand for their cells, each one argument.

>>> from aimacsp.formats.xcsp3.document import parse_text
>>> from aimacsp.formats.xcsp3.declarations import Declarations
>>> root = parse_text('<r><variables><array id="x" size="[3]"> 0..2 </array></variables>'
...     '<constraints><group><intension> lt(%0,%1) </intension>'
...     '<args> x[0] x[1] </args><args> x[1..2] </args></group></constraints></r>')
>>> names = Declarations.read(root.children[0], "t")
>>> [node.text.strip() for node in constraints(root.children[1], names, "t")]
['lt(x[0],x[1])', 'lt(x[1],x[2])']
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .declarations import Declarations
from .document import Node
from .problems import XCSP3Error
from .tokens import MAX_VALUES, Malformed, integer, items, repeated

__all__ = ["constraints", "arguments"]

_PARAMETER = re.compile(r"%(\d+|\.\.\.)")


def constraints(root: Node, names: Declarations, source: str) -> Iterator[Node]:
    """Every constraint under ``root`` (a ``<constraints>`` or ``<block>``), templates filled."""
    for node in root:
        if node.tag == "block":
            yield from constraints(node, names, source)
        elif node.tag == "group":
            yield from _group(node, names, source)
        elif node.tag == "slide":
            yield from _slide(node, names, source)
        else:
            yield node


def arguments(text: str, names: Declarations) -> list[str]:
    """The items of a list, each compact reference replaced by the variables it names and
    each repeated value ``vxk`` by its ``k`` copies."""
    found: list[str] = []
    for item in items(text):
        if names.is_reference(item):
            found.extend(names.names(item))
        elif (compact := repeated(item)) is not None:
            found.extend([compact[0]] * compact[1])
        else:
            found.append(item)
        if len(found) > MAX_VALUES:
            raise Malformed(f"the list holds more than {MAX_VALUES:,} items")
    return found


def _group(node: Node, names: Declarations, source: str) -> Iterator[Node]:
    if not node.children or node.children[0].tag == "args":
        raise XCSP3Error("<group>: the first element must be the template", source, node.line)
    template, rows = node.children[0], node.children[1:]
    if template.tag in ("group", "block", "slide"):
        raise XCSP3Error(f"<group>: a <{template.tag}> cannot be a template", source, node.line)
    highest = _highest(template)
    for row in rows:
        if row.tag != "args":
            raise XCSP3Error(f"<group>: <{row.tag}> where <args> goes", source, row.line)
        try:
            values = arguments(row.text, names)
            yield _filled(template, values, highest, row.line)
        except Malformed as error:
            raise XCSP3Error(f"<args> of a <group>: {error}", source, row.line) from None


def _slide(node: Node, names: Declarations, source: str) -> Iterator[Node]:
    lists = [child for child in node.children if child.tag == "list"]
    templates = [child for child in node.children if child.tag != "list"]
    if len(templates) != 1 or not lists:
        raise XCSP3Error("<slide>: one or more <list> and one template", source, node.line)
    template = templates[0]
    circular = node.attrib.get("circular", "false") == "true"
    try:
        highest = _highest(template)
        if highest < 0:
            raise Malformed("the template names no parameter %0, %1...")
        parts = []
        for part in lists:
            cells = arguments(part.text, names)
            offset = integer(part.attrib.get("offset", "1"))
            collect = integer(
                part.attrib.get("collect", str(highest + 1 if len(lists) == 1 else 1))
            )
            if offset < 1 or collect < 1:
                raise Malformed("offset and collect must be at least 1")
            parts.append((cells, offset, collect))
        # The first list sets the number of windows, as in the XCSP3 tools.
        cells, offset, collect = parts[0]
        if circular:
            count = -(-len(cells) // offset)
        else:
            count = max(0, (len(cells) - collect) // offset + 1)
        for k in range(count):
            values: list[str] = []
            for cells, offset, collect in parts:
                start = k * offset
                if not circular and start + collect > len(cells):
                    raise Malformed("a <list> is too short for the windows of the first")
                values += [cells[(start + j) % len(cells)] for j in range(collect)]
            yield _filled(template, values, highest, node.line)
    except Malformed as error:
        raise XCSP3Error(f"<slide>: {error}", source, node.line) from None


def _highest(template: Node) -> int:
    """The highest ``%i`` the template names (-1 for none)."""
    highest = -1
    todo = [template]
    while todo:
        node = todo.pop()
        for found in _PARAMETER.findall(node.text):
            if found != "...":
                highest = max(highest, int(found))
        todo.extend(node.children)
    return highest


def _filled(template: Node, values: list[str], highest: int, line: int) -> Node:
    """A copy of ``template`` with its parameters replaced by ``values``."""
    if highest >= len(values):
        raise Malformed(f"the template names %{highest}, and the row has {len(values)} arguments")
    rest = " ".join(values[highest + 1 :])

    def replace(found: re.Match[str]) -> str:
        key = found.group(1)
        return rest if key == "..." else values[int(key)]

    def fill(node: Node) -> Node:
        twin = node.copy(_PARAMETER.sub(replace, node.text) if "%" in node.text else None)
        twin.children = [fill(child) for child in node.children]
        twin.line = line
        return twin

    return fill(template)
