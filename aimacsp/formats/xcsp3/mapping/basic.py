"""``intension``, ``extension`` and ``instantiation``: conditions, tables and fixed values.

An intension's predicate becomes the library's expression tree and is posted as it is
(`aimacsp.expressions` compiles it). A table becomes a `Table` of the allowed tuples, its
stars expanded over the domains while that makes at most `MAX_TUPLES` tuples, and a
`ShortTable` (which keeps the stars) past that; a table of conflicts becomes the `Table` of
the tuples it allows when the domains' product is small, else a `Predicate` refusing the
conflicts. Tuples with a value outside a domain are dropped, and a variable listed twice
keeps the tuples giving both places one value.
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Hashable, Sequence
from typing import Any

from ....constraints.base import Constraint
from ....constraints.predicate import Predicate
from ....constraints.shorttable import ANY, ShortTable
from ....constraints.table import Table
from ..building import Builder, tree_of
from ..document import Node, part
from ..tokens import STAR, Malformed, tuples

__all__ = ["intension", "extension", "instantiation", "MAX_TUPLES"]

#: The most tuples a table is expanded to (its stars, or the complement of its conflicts);
#: past it, a starred table is a `ShortTable` and a table of conflicts a `Predicate`.
MAX_TUPLES = 100_000


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
    # a unary table may list values (and ranges) rather than tuples
    written = tuples(text) if text.startswith("(") else [(v,) for v in b.values(text)]
    if written and len(written[0]) != len(listed):
        raise Malformed(f"tuples of {len(written[0])} values for {len(listed)} variables")
    scope = list(dict.fromkeys(listed))
    domains = [b.csp.domains[var] for var in scope]
    # A group repeats one table over many scopes: its rows are made once per shape.
    key = (table.tag, text, tuple(scope.index(v) for v in listed), tuple(domains))
    made = b.memo.get(key)
    if made is None:
        kind, rows = _relation(table.tag, written, listed, scope, domains)
        b.memo[key] = made = kind(scope, rows)
        b.csp.add_constraint(made)
        return
    # The same relation on other variables: a copy with its own scope, the rows shared
    # (a table of a thousand rows is checked once, not once per scope).
    twin = copy.copy(made)
    Constraint.__init__(twin, scope)
    b.csp.add_constraint(twin)


def _relation(
    tag: str,
    written: Sequence[tuple[int | str, ...]],
    listed: list[Hashable],
    scope: list[Hashable],
    domains: list[Sequence[int]],
) -> tuple[Any, Any]:
    """The constraint class and its rows (or its function) for a table over ``scope``."""
    rows = _on_scope(written, listed, scope, domains)
    if tag == "supports":
        if _expansion(rows, domains) <= MAX_TUPLES:
            return Table, _expanded(rows, domains)
        return ShortTable, rows
    if _product(domains) <= MAX_TUPLES and _expansion(rows, domains) <= MAX_TUPLES:
        forbidden = set(_expanded(rows, domains))
        return Table, [row for row in itertools.product(*domains) if row not in forbidden]
    return Predicate, _refusing(rows)


def _on_scope(
    written: Sequence[tuple[int | str, ...]],
    listed: list[Hashable],
    scope: list[Hashable],
    domains: list[Sequence[int]],
) -> list[tuple[Any, ...]]:
    """The tuples as rows over ``scope`` (the listed variables, each once), a star made
    `ANY`; a tuple with a value outside its domain, or giving two values to one variable,
    is dropped."""
    where = [scope.index(var) for var in listed]
    sets = [set(domain) for domain in domains]
    rows = []
    for row in written:
        merged: list[Any] = [ANY] * len(scope)
        for k, value in zip(where, row):
            if value == STAR:
                continue
            if value not in sets[k] or (merged[k] is not ANY and merged[k] != value):
                break
            merged[k] = value
        else:
            rows.append(tuple(merged))
    return rows


def _product(domains: Sequence[Sequence[int]]) -> int:
    size = 1
    for domain in domains:
        size *= len(domain)
    return size


def _expansion(rows: Sequence[tuple[Any, ...]], domains: list[Sequence[int]]) -> int:
    """How many tuples the rows stand for, once their wildcards are expanded."""
    total = 0
    for row in rows:
        total += _product([domain for v, domain in zip(row, domains) if v is ANY])
        if total > MAX_TUPLES:
            break
    return total


def _expanded(
    rows: Sequence[tuple[Any, ...]], domains: list[Sequence[int]]
) -> list[Sequence[int]]:
    """The rows with each wildcard replaced by every value of its domain."""
    found: list[Sequence[int]] = []
    for row in rows:
        if ANY in row:
            found.extend(
                itertools.product(*(d if v is ANY else (v,) for v, d in zip(row, domains)))
            )
        else:
            found.append(row)
    return found


def _refusing(rows: list[tuple[Any, ...]]) -> Any:
    """A function of a scope's values that holds when they match none of the ``rows``."""
    exact = {row for row in rows if ANY not in row}
    starred = [row for row in rows if ANY in row]

    def allowed(*values: int) -> bool:
        if values in exact:
            return False
        return not any(all(r is ANY or r == v for r, v in zip(row, values)) for row in starred)

    return allowed
