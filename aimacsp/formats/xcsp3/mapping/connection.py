"""``element``, ``channel``, ``minimum`` and ``maximum``: variables tied to others' values.

An ``element`` over a list of integers is a `Table` of (index, value), domain consistent;
over variables it is an `Element`. The matrix form ``M[i][j]`` (``element[matrix/index]``)
keeps ``i`` and ``j`` within the matrix and indexes its cells, row after row, by the
variable the expression layer makes for ``i * columns + j``; over a matrix of integers it is
a `Table` of (i, j, value). ``channel`` with a ``<value>`` (``x[i] = 1`` exactly when
``value = i``) is decomposed into those equivalences and ``sum(x) = 1``.
"""

from __future__ import annotations

from ....constraints.channel import Channel
from ....constraints.element import Element
from ....constraints.extremum import Maximum, Minimum
from ....constraints.table import Table
from ....expressions import Op
from ..building import Builder, Term
from ..document import Node, part, text_of
from ..tokens import Malformed, integer
from .lists import _rows

__all__ = ["element", "channel", "extremum"]


def element(node: Node, b: Builder) -> None:
    """``<element>``: ``list[index - startIndex]`` (or ``matrix[i][j]``) is ``<value>``, or
    meets ``<condition>``."""
    index_node = part(node, "index")
    if index_node.attrib.get("rank", "any") != "any":
        raise Malformed("an <index> with a rank other than 'any' is not supported")
    indices = b.terms(index_node.text)
    matrix = node.child("matrix")
    if matrix is not None:
        rows = _rows(matrix.text, b)
        if len(indices) != 2 or len({len(row) for row in rows}) != 1:
            raise Malformed("a <matrix> element has two indices and rows of one length")
        starts = [
            integer(matrix.attrib.get(key, "0")) for key in ("startRowIndex", "startColIndex")
        ]
        for index, start, size in zip(indices, starts, (len(rows), len(rows[0]))):
            b.post(Op("ge", [index, start]))
            b.post(Op("le", [index, start + size - 1]))
        width = len(rows[0])
        flat = [term for row in rows for term in row]
        i, j = (Op("sub", [index, start]) for index, start in zip(indices, starts))
        _element(node, b, flat, Op("add", [Op("mul", [i, width]), j]), 0)
        return
    listed = part(node, "list")
    if len(indices) != 1:
        raise Malformed(f"a <list> element has one index, not {len(indices)}")
    _element(
        node, b, b.terms(listed.text), indices[0], integer(listed.attrib.get("startIndex", "0"))
    )


def _element(node: Node, b: Builder, array: list[Term], index: Term, base: int) -> None:
    given = node.text_of("value")
    value: Term = None if given is None else b.term(given.strip())
    condition = None if given is not None else part(node, "condition").text
    if all(isinstance(t, int) for t in array):
        index_var = b.variable(index)
        if condition is not None:
            value_var = b.result(condition, set(array), [index_var])
        else:
            value_var = b.variable(value)
        if value_var == index_var:
            rows = [(k + base,) for k, t in enumerate(array) if t == k + base]
            b.csp.add_constraint(Table([index_var], rows))
        else:
            pairs = [(k + base, t) for k, t in enumerate(array)]
            b.csp.add_constraint(Table([index_var, value_var], pairs))
        return
    names = b.variables(array)
    index_var = b.distinct([b.variable(index)], names)[0]
    if condition is not None:
        value_var = b.result(condition, b.span(array), [*names, index_var])
    else:
        value_var = b.distinct([b.variable(value)], [*names, index_var])[0]
    b.csp.add_constraint(Element(names, index_var, value_var, base=base))


def channel(node: Node, b: Builder) -> None:
    """``<channel>``: one list its own inverse, two lists each other's, or a list of 0/1
    whose one 1 is at ``<value>``."""
    lists = node.all("list") or [node]
    starts = [integer(one.attrib.get("startIndex", "0")) for one in lists]
    xs = b.terms(lists[0].text if lists[0] is not node else text_of(node))
    given = node.text_of("value")
    if given is not None:
        v = b.term(given.strip())
        for k, x in enumerate(xs):
            b.post(Op("eq", [x, Op("eq", [v, k + starts[0]])]))
        b.post(Op("eq", [Op("add", xs), 1]))
        return
    if len(lists) == 1:
        b.csp.add_constraint(Channel(b.variables(xs), base=starts[0]))
        return
    ys = b.terms(lists[1].text)
    if len(xs) > len(ys):
        raise Malformed("the first list of a <channel> is longer than the second")
    names = b.variables([*xs, *ys])
    b.csp.add_constraint(
        Channel(names[: len(xs)], names[len(xs) :], base=starts[0], base_y=starts[1])
    )


def extremum(node: Node, b: Builder) -> None:
    """``<minimum>``, ``<maximum>``: the least (greatest) value meets ``<condition>``."""
    if node.child("index") is not None:
        raise Malformed(
            f"<{node.tag}> with an <index> (the arg-{node.tag[:3]} form) is not supported"
        )
    terms = b.terms(text_of(node))
    scope = b.variables(terms)
    found = b.result(part(node, "condition").text, b.span(terms), scope)
    kind = Minimum if node.tag == "minimum" else Maximum
    b.csp.add_constraint(kind(scope, found))
