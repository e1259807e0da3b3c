"""``allDifferent``, ``allEqual``, ``ordered`` and ``lex``: relations along lists.

`AllDifferent` takes the expressions of an ``allDifferent`` over expressions as they are
(the expression layer gives each its variable, or offsets when they are ``x + c``); a
matrix form is one constraint per row and one per column; ``allDifferent`` over several
lists (the lists differ as tuples) is decomposed into a disjunction of differences per pair
of lists, which is the same relation. ``ordered`` with variable lengths is decomposed into
its comparisons, one per neighbouring pair.
"""

from __future__ import annotations

from typing import Any

from ....constraints.alldifferent import AllDifferent
from ....constraints.allequal import AllEqual
from ....constraints.lex import LexDecreasing, LexIncreasing
from ....constraints.ordered import Decreasing, Increasing
from ....expressions import Op, text
from ....expressions.nodes import Expression
from ..building import Builder, Term
from ..document import Node, part, text_of
from ..tokens import Malformed

__all__ = ["all_different", "all_equal", "ordered", "lex"]

COMPARISONS = ("lt", "le", "gt", "ge")


def all_different(node: Node, b: Builder) -> None:
    """``<allDifferent>``: over a list (of variables or expressions, with ``<except>``
    values), the rows and columns of a ``<matrix>``, or several lists."""
    given = node.text_of("except")
    excepted = b.values(given) if given is not None else None
    lists = node.all("list")
    matrix = node.child("matrix")
    if matrix is not None:
        rows = _rows(matrix.text, b)
        for group in [*rows, *map(list, zip(*rows))]:
            _different(group, b, excepted)
    elif len(lists) > 1:
        if excepted is not None:
            raise Malformed("<allDifferent> over several lists with <except> is not supported")
        groups = [b.terms(one.text) for one in lists]
        for k, first in enumerate(groups):
            for second in groups[k + 1 :]:
                if len(first) != len(second):
                    raise Malformed("the lists of an <allDifferent> differ in length")
                b.post(Op("or", [Op("ne", [u, v]) for u, v in zip(first, second)]))
    else:
        _different(b.terms(text_of(node)), b, excepted)


def _different(terms: list[Term], b: Builder, excepted: list[int] | None) -> None:
    if len(terms) < 2:
        return
    shown = [text(t) for t in terms if isinstance(t, Expression)]
    if excepted is None and len(shown) == len(terms) and len(set(shown)) == len(shown):
        # expressions as they are: the layer may find offsets (and then it would drop the
        # exceptions, which is why those get variables)
        scope: list[Any] = terms
    else:
        scope = b.variables(terms)
    b.csp.add_constraint(AllDifferent(scope, excepting=excepted))


def all_equal(node: Node, b: Builder) -> None:
    """``<allEqual>``."""
    scope = b.variables(b.terms(text_of(node)))
    if len(scope) > 1:
        b.csp.add_constraint(AllEqual(scope))


def ordered(node: Node, b: Builder) -> None:
    """``<ordered>``: neighbours compared by ``<operator>``, after adding ``<lengths>``."""
    terms = b.terms(text_of(node))
    op = _operator(node)
    given = node.text_of("lengths")
    lengths = b.terms(given) if given is not None else [0] * len(terms)
    if len(lengths) != max(len(terms) - 1, 0) and len(lengths) != len(terms):
        raise Malformed(f"{len(lengths)} lengths for {len(terms)} variables")
    if len(terms) < 2:
        return
    if all(isinstance(d, int) for d in lengths):
        kind = Increasing if op in ("lt", "le") else Decreasing
        gaps = [int(d) for d in lengths[: len(terms) - 1]]
        scope = b.variables(terms)
        b.csp.add_constraint(kind(scope, strict=op in ("lt", "gt"), lengths=gaps))
        return
    for x, d, y in zip(terms, lengths, terms[1:]):
        b.post(Op(op, [Op("add", [x, d]), y]))


def lex(node: Node, b: Builder) -> None:
    """``<lex>``: the lists (or the rows, then the columns, of a ``<matrix>``) ordered."""
    op = _operator(node)
    matrix = node.child("matrix")
    if matrix is not None:
        rows = _rows(matrix.text, b)
        groups = [rows, [list(column) for column in zip(*rows)]]
    else:
        groups = [[b.terms(one.text) for one in node.all("list")]]
    kind = LexIncreasing if op in ("lt", "le") else LexDecreasing
    for rows in groups:
        if len(rows) < 2:
            continue
        if len({len(row) for row in rows}) != 1:
            raise Malformed("the lists of a <lex> differ in length")
        flat = b.variables([term for row in rows for term in row])
        width = len(rows[0])
        named = [flat[k * width : (k + 1) * width] for k in range(len(rows))]
        b.csp.add_constraint(kind(named, strict=op in ("lt", "gt")))


def _operator(node: Node) -> str:
    op = part(node, "operator").text.strip()
    if op not in COMPARISONS:
        raise Malformed(f"the operator {op!r} is not one of {', '.join(COMPARISONS)}")
    return op


def _rows(matrix: str, b: Builder) -> list[list[Term]]:
    """The rows of a ``<matrix>``: a compact two-dimensional reference, or ``(a,b)(c,d)``."""
    body = "".join(matrix.split())
    if body.startswith("("):
        return [b.terms(row.replace(",", " ")) for row in body[1:-1].split(")(")]
    return [[b.term(name) for name in row] for row in b.names.matrix(body)]
