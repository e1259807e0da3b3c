"""``intension``, ``extension`` and ``instantiation``: conditions, tables and fixed values.

An intension's predicate becomes the library's expression tree and is posted as it is
(`aimacsp.expressions` compiles it). A table becomes a `Table` of the allowed tuples: a
starred tuple is expanded over the domains, a table of conflicts is replaced by the tuples
it allows when the domains' product is small, and otherwise by a `Predicate` refusing the
conflicts; tuples with a value outside a domain are dropped, and a variable listed twice
keeps the tuples giving both places one value.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Sequence

from ....constraints.predicate import Predicate
from ....constraints.table import Table
from ..building import Builder, tree_of
from ..checking import part
from ..document import Node
from ..tokens import STAR, Malformed, tuples

__all__ = ["intension", "extension", "instantiation", "MAX_TUPLES"]

#: The most tuples a table may become (after its stars are expanded, or in place of its
#: conflicts).
MAX_TUPLES = 1_000_000


def intension(node: Node, b: Builder) -> None:
    """``<intension>``: a predicate in the functional notation."""
    function = node.child("function")
    text = node.text if function is None else function.text
    b.post(b.tree(tree_of(text, b.names)))


def instantiation(node: Node, b: Builder) -> None:
    """``<instantiation>``: each variable of the list takes its value."""
    variables = [b.variable(term) for term in b.terms(part(node, "list").text)]
    values = b.values(part(node, "values").text)
    if len(values) != len(variables):
        raise Malformed(f"{len(values)} values for {len(variables)} variables")
    for var, value in zip(variables, values):
        b.csp.add_constraint(Table([var], [(value,)]))


def extension(node: Node, b: Builder) -> None:
    """``<extension>``: the tuples allowed (``<supports>``) or forbidden (``<conflicts>``)."""
    listed = [b.variable(term) for term in b.terms(part(node, "list").text)]
    table = node.child("supports")
    if table is None:
        table = part(node, "conflicts")
    text = table.text.strip()
    if text.startswith("("):
        rows = tuples(text)
    else:  # a unary table lists values (and ranges)
        rows = [(value,) for value in b.values(text)]
    if rows and len(rows[0]) != len(listed):
        raise Malformed(f"tuples of {len(rows[0])} values for {len(listed)} variables")
    scope = list(dict.fromkeys(listed))
    domains = [b.csp.domains[var] for var in listed]
    if table.tag == "supports":
        allowed = _expanded(rows, domains)
    else:
        forbidden = set(_expanded(rows, domains))
        size = 1
        for domain in domains:
            size *= len(domain)
        if size > MAX_TUPLES:
            b.csp.add_constraint(_refusing(listed, scope, forbidden))
            return
        allowed = [row for row in itertools.product(*domains) if row not in forbidden]
    b.csp.add_constraint(Table(scope, _projected(allowed, listed, scope)))


def _expanded(rows: Sequence[tuple[int | str, ...]], domains: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """The tuples of ``rows`` within the domains, each star replaced by every value."""
    sets = [set(domain) for domain in domains]
    found: list[tuple[int, ...]] = []
    for row in rows:
        if STAR not in row:
            if all(v in s for v, s in zip(row, sets)):
                found.append(row)  # type: ignore[arg-type]  # no star: integers only
            continue
        choices = [domain if v == STAR else ((v,) if v in s else ()) for v, domain, s in
                   zip(row, domains, sets)]  # fmt: skip
        count = 1
        for choice in choices:
            count *= len(choice)
        if len(found) + count > MAX_TUPLES:
            raise Malformed(f"the starred tuples expand to more than {MAX_TUPLES:,} tuples")
        found.extend(itertools.product(*choices))  # type: ignore[arg-type]
    return found


def _projected(
    rows: list[tuple[int, ...]], listed: list[Hashable], scope: list[Hashable]
) -> list[tuple[int, ...]]:
    """The rows on ``scope`` (the listed variables, each once): a row giving two values to
    one variable is dropped."""
    if len(scope) == len(listed):
        return rows
    first = [listed.index(var) for var in scope]
    return [
        tuple(row[k] for k in first)
        for row in rows
        if all(row[k] == row[listed.index(var)] for k, var in enumerate(listed))
    ]


def _refusing(listed: list[Hashable], scope: list[Hashable], forbidden: set[tuple[int, ...]]) -> Predicate:
    """A predicate over ``scope`` that holds when the listed variables' values are not one
    of the ``forbidden`` tuples."""
    where = [scope.index(var) for var in listed]

    def allowed(*values: int) -> bool:
        return tuple(values[k] for k in where) not in forbidden

    return Predicate(allowed, scope, name=f"conflicts over {', '.join(map(str, listed))}")
