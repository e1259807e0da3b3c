"""``sum``, ``count``, ``nValues`` and ``cardinality``: quantities compared by a condition.

A ``sum`` is written as the expression it is (``add(mul(c, x), ...)``) and posted with its
condition: the expression layer makes it one `Sum` when it is linear, and gives variable
coefficients (``sum[var-coeffs]``) their product variables when it is not. ``count``,
``nValues`` and ``cardinality`` over constant values become `Count`, `NValues` and
`GlobalCardinality`, their counts variables (a constant count a variable of one value, a
condition such as ``(le, 2)`` the domain 0..2); over values that are variables they are
decomposed into sums of truth values, which is the same relation.
"""

from __future__ import annotations

from collections.abc import Hashable

from ....constraints.cardinality import GlobalCardinality
from ....constraints.count import Count
from ....constraints.nvalues import NValues
from ....expressions import Op
from ..building import Builder, Term, weighted_sum
from ..document import Node, part, text_of
from ..tokens import Malformed, interval, items

__all__ = ["sum_", "count", "n_values", "cardinality"]


def sum_(node: Node, b: Builder) -> None:
    """``<sum>``: ``sum(coeffs[k] * list[k])`` meets ``<condition>``."""
    terms = b.terms(text_of(node))
    given = node.text_of("coeffs")
    coeffs = b.terms(given) if given is not None else [1] * len(terms)
    if len(coeffs) != len(terms):
        raise Malformed(f"{len(coeffs)} coefficients for {len(terms)} terms")
    b.condition(part(node, "condition").text, weighted_sum(coeffs, terms))


def count(node: Node, b: Builder) -> None:
    """``<count>``: how many of the list take one of ``<values>`` meets ``<condition>``."""
    terms = b.terms(text_of(node))
    values = b.terms(part(node, "values").text)
    condition = part(node, "condition").text
    if all(isinstance(v, int) for v in values):
        scope = b.variables(terms)
        found = b.result(condition, range(len(scope) + 1), scope)
        b.csp.add_constraint(Count(scope, values, found))
        return
    b.condition(condition, _occurrences(terms, values))


def _occurrences(terms: list[Term], values: list[Term]) -> Term:
    """The number of ``terms`` equal to one of ``values``, as an expression."""
    hits = [Op("or", [Op("eq", [t, v]) for v in values]) for t in terms]
    return Op("add", hits) if hits else 0


def n_values(node: Node, b: Builder) -> None:
    """``<nValues>``: the number of distinct values (outside ``<except>``) meets
    ``<condition>``."""
    scope = b.variables(b.terms(text_of(node)))
    given = node.text_of("except")
    excepted = b.values(given) if given is not None else None
    found = b.result(part(node, "condition").text, range(len(scope) + 1), scope)
    b.csp.add_constraint(NValues(scope, found, excepting=excepted))


def cardinality(node: Node, b: Builder) -> None:
    """``<cardinality>``: each of ``<values>`` is taken as many times as ``<occurs>`` says
    (an integer, a variable or a range); ``closed``: no other value is taken."""
    terms = b.terms(text_of(node))
    listed = part(node, "values")
    values = b.terms(listed.text)
    closed = listed.attrib.get("closed", "false") == "true"
    occurs = [token for item in items(part(node, "occurs").text) for token in _cells(item, b)]
    if len(occurs) != len(values):
        raise Malformed(f"{len(occurs)} occurrences for {len(values)} values")
    if all(isinstance(v, int) for v in values):
        scope = b.variables(terms)
        counts: list[Hashable] = []
        for token in occurs:
            if ".." in token:
                lo, hi = interval(token)
                counts.append(b.fresh("_occurs", range(lo, hi + 1)))
            else:
                counts.append(b.variable(b.term(token)))
        counts = b.distinct(counts, scope)
        b.csp.add_constraint(GlobalCardinality(scope, values, counts, closed=closed))
        return
    for value, token in zip(values, occurs):
        total = _occurrences(terms, [value])
        if ".." in token:
            b.condition(f"(in,{token})", total)
        else:
            b.post(Op("eq", [total, b.term(token)]))
    if closed:
        for term in terms:
            b.post(Op("or", [Op("eq", [term, v]) for v in values]))


def _cells(item: str, b: Builder) -> list[str]:
    """An item of ``<occurs>``: a compact reference stands for its cells."""
    return b.names.names(item) if b.names.is_reference(item) else [item]
