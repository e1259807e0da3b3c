"""``element``, ``channel``, ``minimum`` and ``maximum``: variables tied to others' values.

An ``element`` over a list of integers is a `Table` of (index, value), domain consistent;
over variables it is an `Element`. The matrix form ``M[i][j]`` (``element[matrix/index]``)
keeps ``i`` and ``j`` within the matrix and indexes its cells, row after row, by the
variable the expression layer makes for ``i * columns + j``; over a matrix of integers it is
a `Table` of (i, j, value). ``channel`` with a ``<value>`` (``x[i] = 1`` exactly when
``value = i``) is decomposed into those equivalences and ``sum(x) = 1``.

An index with a rank says which index, when several fit: ``first`` (no entry before it
fits), ``last`` (none after it), ``any``. It is posted as ``index > k`` implies that entry
``k`` does not fit (``<`` for ``last``), one implication per entry: for an ``element``, an
entry fits when it equals the value (or meets the condition); for ``minimum`` and
``maximum`` with an ``<index>``, and for ``minimumArg`` and ``maximumArg`` (whose condition
is on the index), when it is the least (greatest) value.
"""

from __future__ import annotations

from ....constraints.channel import Channel
from ....constraints.element import Element
from ....constraints.extremum import Maximum, Minimum
from ....constraints.table import Table
from ....expressions import Op, Var
from ..building import Builder, Term
from ..document import Node, part, text_of
from ..tokens import Malformed, condition, integer
from .lists import _rows

__all__ = ["element", "channel", "extremum", "arg_extremum"]

RANKS = ("any", "first", "last")


def element(node: Node, b: Builder) -> None:
    """``<element>``: ``list[index - startIndex]`` (or ``matrix[i][j]``) is ``<value>``, or
    meets ``<condition>``."""
    index_node = part(node, "index")
    rank = _rank(index_node)
    indices = b.terms(index_node.text)
    matrix = node.child("matrix")
    if matrix is not None:
        if rank != "any":
            raise Malformed("a <matrix> element has no rank")
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
    array, base = b.terms(listed.text), integer(listed.attrib.get("startIndex", "0"))
    _element(node, b, array, indices[0], base)
    if rank != "any":
        given = node.text_of("value")
        if given is not None:
            value = b.term(given.strip())
            fits = [Op("eq", [term, value]) for term in array]
        else:
            fits = [_meets(part(node, "condition").text, term, b) for term in array]
        _ranked(b, rank, indices[0], base, fits)


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
    """``<minimum>``, ``<maximum>``: the least (greatest) value meets ``<condition>``; with an
    ``<index>``, the index is where that value is (ranked)."""
    terms = b.terms(text_of(node))
    scope = b.variables(terms)
    found = b.result(part(node, "condition").text, b.span(terms), scope)
    kind = Minimum if node.tag == "minimum" else Maximum
    b.csp.add_constraint(kind(scope, found))
    index_node = node.child("index")
    if index_node is not None:
        base = integer(part(node, "list").attrib.get("startIndex", "0"))
        _at_extremum(b, terms, Var(found), b.term(index_node.text.strip()), base,
                     _rank(index_node), node.tag == "minimum")  # fmt: skip


def arg_extremum(node: Node, b: Builder) -> None:
    """``<minimumArg>``, ``<maximumArg>``: the index of the least (greatest) value, ranked by
    the ``rank`` attribute, meets ``<condition>``."""
    terms = b.terms(text_of(node))
    listed = node.child("list")
    base = integer(listed.attrib.get("startIndex", "0")) if listed is not None else 0
    least = node.tag == "minimumArg"
    index = b.result(part(node, "condition").text, range(base, base + len(terms)), [])
    best = Op("min" if least else "max", terms)
    _at_extremum(b, terms, best, Var(index), base, node.attrib.get("rank", "any"), least)


def _at_extremum(
    b: Builder, terms: list[Term], best: Term, index: Term, base: int, rank: str, least: bool
) -> None:
    """``index`` is where ``terms`` take ``best`` (their least or greatest value), ranked."""
    b.post(Op("eq", [Op("element", [*terms, Op("sub", [index, base])]), best]))
    if rank != "any":
        _ranked(b, rank, index, base, [Op("eq", [term, best]) for term in terms])


def _rank(index_node: Node) -> str:
    rank = index_node.attrib.get("rank", "any")
    if rank not in RANKS:
        raise Malformed(f"the rank {rank!r} is not one of {', '.join(RANKS)}")
    return rank


def _ranked(b: Builder, rank: str, index: Term, base: int, fits: list[Term]) -> None:
    """``index`` is the first (last) position, from ``base``, whose entry ``fits``."""
    if rank not in RANKS:
        raise Malformed(f"the rank {rank!r} is not one of {', '.join(RANKS)}")
    after = "gt" if rank == "first" else "lt"
    for k, fit in enumerate(fits):
        b.post(Op("imp", [Op(after, [index, k + base]), Op("not", [fit])]))


def _meets(text: str, term: Term, b: Builder) -> Term:
    """The condition ``(op, operand)`` of ``text`` on ``term``, as an expression."""
    op, operand = condition(text)
    if op in ("in", "notin"):
        return Op(op, [term, Op("set", b.members(operand))])
    return Op(op, [term, b.term(operand)])
