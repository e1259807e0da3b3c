"""``precedence``, ``binPacking`` and ``knapsack``: the elements XCSP3-core took in last.

A ``precedence`` over values ``v1, v2, ...`` (all the values the list can take, increasing,
when ``<values>`` is absent) says that ``v(k+1)`` appears only after ``vk`` has: it is a
`Regular` whose state counts the values already opened (a value further on is refused, one
already opened or outside the list is read past), and with ``covered`` whose only final
state has opened them all. A ``binPacking`` puts item ``k`` (of ``<sizes>``) in the bin its
variable names, and bounds each bin's load: by ``<condition>`` for every bin (every value
the variables can take), or bin ``j`` by ``<limits>`` (at most) or ``<loads>`` (exactly),
the bins then being ``0..m-1``; each load is the sum of the sizes of the items whose
variable equals the bin. It is a `BinPacking` when the sizes are numbers and the bins are
bounded by numbers (``le`` or ``lt`` a number, ``<limits>``) or have ``<loads>``; otherwise
each bin's condition is posted on its sum. A ``knapsack`` bounds ``sum(weights * list)`` by
its first ``<condition>`` (or ``<limit>``) and ``sum(profits * list)`` by its second. ACE
counts the same solutions on each form (tested on small instances: tests/data/xcsp3/core).
"""

from __future__ import annotations

from ....constraints.binpacking import BinPacking
from ....constraints.regular import Regular
from ....expressions import Op
from ..building import Builder, Term, weighted_sum
from ..document import Node, part, text_of
from ..tokens import Malformed, condition

__all__ = ["precedence", "bin_packing", "knapsack"]


def precedence(node: Node, b: Builder) -> None:
    """``<precedence>``: each value of the list of values first appears before the next."""
    terms = b.terms(text_of(node))
    scope = b.variables(terms)
    alphabet = b.span(terms)
    given = node.child("values")
    values = alphabet if given is None else b.values(given.text)
    covered = given is not None and given.attrib.get("covered", "false") == "true"
    if len(set(values)) != len(values):
        raise Malformed("<values> lists a value twice")
    place = {value: k for k, value in enumerate(values)}
    arcs = []
    for opened in range(len(values) + 1):
        for value in dict.fromkeys([*alphabet, *values]):
            k = place.get(value)
            if k is None or k < opened:
                arcs.append((opened, value, opened))
            elif k == opened:
                arcs.append((opened, value, opened + 1))
    finals = [len(values)] if covered else list(range(len(values) + 1))
    if scope:
        b.csp.add_constraint(Regular(scope, arcs, 0, finals))


def bin_packing(node: Node, b: Builder) -> None:
    """``<binPacking>``: the load of each bin (the sizes of the items in it) meets the
    ``<condition>``, or is at most its ``<limits>``, or is its ``<loads>``: a `BinPacking`
    where the sizes and limits are numbers and the condition is ``le`` or ``lt`` a number;
    otherwise one condition on a sum per bin."""
    terms = b.terms(text_of(node))
    sizes = b.terms(part(node, "sizes").text)
    if len(sizes) != len(terms):
        raise Malformed(f"{len(sizes)} sizes for {len(terms)} items")
    limits, loads = node.text_of("limits"), node.text_of("loads")
    numbers = all(isinstance(s, int) and s >= 0 for s in sizes)
    if limits is None and loads is None:
        text = part(node, "condition").text
        op, operand = condition(text)
        limit = b.term(operand) if op in ("le", "lt") else None
        capacity = limit - (op == "lt") if isinstance(limit, int) else -1
        if numbers and capacity >= 0:
            b.csp.add_constraint(BinPacking(b.variables(terms), sizes, capacity=capacity))
            return
        for bin_ in b.span(terms):
            b.condition(text, _load(terms, sizes, bin_))
        return
    bounds = b.terms(limits if limits is not None else loads or "")
    if numbers and (loads is not None or all(isinstance(t, int) and t >= 0 for t in bounds)):
        items = b.variables(terms)
        if limits is not None:
            b.csp.add_constraint(BinPacking(items, sizes, capacity=bounds))
        else:
            given = [t if isinstance(t, int) else b.variable(t) for t in bounds]
            named = b.distinct([t for t in given if not isinstance(t, int)], items)
            places = iter(named)
            given = [t if isinstance(t, int) else next(places) for t in given]
            b.csp.add_constraint(BinPacking(items, sizes, given))
        return
    for term in terms:  # the bins are 0..m-1, one per limit (or load)
        b.post(Op("in", [term, Op("set", list(range(len(bounds))))]))
    for bin_, bound in enumerate(bounds):
        b.post(Op("le" if limits is not None else "eq", [_load(terms, sizes, bin_), bound]))


def _load(terms: list[Term], sizes: list[Term], bin_: int) -> Term:
    """The sum of the sizes of the items put in ``bin_``."""
    return weighted_sum(sizes, [Op("eq", [term, bin_]) for term in terms])


def knapsack(node: Node, b: Builder) -> None:
    """``<knapsack>``: the weights of the items taken (as many of item ``k`` as its
    variable says) meet the first ``<condition>`` (or ``<limit>``), their profits the
    second."""
    terms = b.terms(text_of(node))
    weights = b.terms(part(node, "weights").text)
    profits = b.terms(part(node, "profits").text)
    if not len(weights) == len(profits) == len(terms):
        raise Malformed(
            f"{len(weights)} weights and {len(profits)} profits for {len(terms)} items"
        )
    conditions = [child.text for child in node.all("condition")]
    limit = node.text_of("limit")
    if limit is not None:
        conditions.insert(0, f"(le,{limit.strip()})")
    if len(conditions) != 2:
        raise Malformed("a <knapsack> has a condition on its weights and one on its profits")
    b.condition(conditions[0], weighted_sum(weights, terms))
    b.condition(conditions[1], weighted_sum(profits, terms))
