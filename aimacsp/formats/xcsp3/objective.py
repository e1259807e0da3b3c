"""The objective of an XCSP3 instance, made one variable of the model to minimise or maximise.

A variable is its own objective; anything else (an expression, ``type="sum"`` with its
coefficients, ``product``, ``minimum``, ``maximum``, ``nValues``) gets a variable equal to
it: the expression layer's for an expression, a sum or a product, a `Minimum`, `Maximum` or
`NValues` result for the others.
"""

from __future__ import annotations

from collections.abc import Hashable

from ...constraints.extremum import Maximum, Minimum
from ...constraints.nvalues import NValues
from ...expressions import Op
from .building import Builder, tree_of, weighted_sum
from .document import Node, text_of
from .tokens import Malformed

__all__ = ["objective_variable"]


def objective_variable(goal: Node, b: Builder) -> Hashable:
    """The variable whose value is the objective of ``goal`` (``<minimize>``, ``<maximize>``)."""
    kind = goal.attrib.get("type", "expression")
    if kind == "expression":
        return b.variable(b.tree(tree_of(goal.text, b.names)))
    terms = b.terms(text_of(goal))
    if not terms:
        raise Malformed("the objective has no terms")
    coeffs = goal.child("coeffs")
    if coeffs is not None and kind != "sum":
        raise Malformed(f"coefficients in an objective of type {kind!r} are not supported")
    if kind == "sum":
        weights = b.terms(coeffs.text) if coeffs is not None else [1] * len(terms)
        if len(weights) != len(terms):
            raise Malformed(f"{len(weights)} coefficients for {len(terms)} terms")
        return b.variable(weighted_sum(weights, terms))
    if kind == "product":
        return b.variable(Op("mul", terms))
    scope = b.variables(terms)
    if kind in ("minimum", "maximum"):
        found = b.fresh("_objective", b.span(terms))
        b.csp.add_constraint((Minimum if kind == "minimum" else Maximum)(scope, found))
        return found
    if kind == "nValues":
        found = b.fresh("_objective", range(1, len(scope) + 1))
        b.csp.add_constraint(NValues(scope, found))
        return found
    raise Malformed(f"an objective of type {kind!r} is not supported")
