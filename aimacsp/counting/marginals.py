"""Marginals from a recorded count: one backward pass over its graph of nodes.

Every node of the graph is reached from the root through branches; the *outer* value of a
node is what its own total is worth in the whole (the sum, over the branches that use it, of
the branch's other factors times that branch's own outer value). A literal fixed by a branch
then gets the branch's full product times the outer value. Nodes are visited parents first,
the reverse of the order in which the counter finished them.

`marginal_polys` keeps outer values as polynomials (a marginal by degree); `weighed_marginals`
keeps, for a given weighing of the total degree, one number per degree of the node (a vector
no longer than the node's own degrees), which is far cheaper when only the weighed marginals
matter.
"""

from __future__ import annotations

from .algebra import ZERO, Series, correlate, plus, times, weigh
from .engine import Node

__all__ = ["marginal_polys", "weighed_marginals"]


def _others(totals: list[Series], cap: int | None) -> list[Series]:
    """For each position, the product of all the other series."""
    if len(totals) == 1:
        return [(0, [1])]
    if len(totals) == 2:
        return [totals[1], totals[0]]
    prefix: list[Series] = [(0, [1])]
    for t in totals:
        prefix.append(times(prefix[-1], t, cap))
    suffix: list[Series] = [(0, [1])]
    for t in reversed(totals):
        suffix.append(times(suffix[-1], t, cap))
    suffix.reverse()
    return [times(prefix[k], suffix[k + 1], cap) for k in range(len(totals))]


def _product(totals: list[Series], cap: int | None) -> Series:
    product: Series = (0, [1])
    for t in totals:
        product = times(product, t, cap)
    return product


def marginal_polys(
    nodes: list[Node], root: Node, cap: int | None = None
) -> dict[tuple[int, int], Series]:
    """For each literal (variable index, value bit), its weight in the solutions by degree."""
    outer: dict[int, Series] = {id(root): (0, [1])}
    found: dict[tuple[int, int], Series] = {}
    for node in reversed(nodes):
        out = outer.pop(id(node), None)
        if out is None or not out[1]:
            continue
        for literals, weight, degree, children in node.branches:
            totals = [child.total for child in children]
            branch_out = times(out, (degree, [weight]), cap)
            whole = times(branch_out, _product(totals, cap), cap)
            for literal in literals:
                found[literal] = plus(found.get(literal, ZERO), whole)
            if children:
                for child, rest in zip(children, _others(totals, cap), strict=True):
                    outer[id(child)] = plus(
                        outer.get(id(child), ZERO), times(branch_out, rest, cap)
                    )
    return found


def weighed_marginals(
    nodes: list[Node], root: Node, functional: Series
) -> dict[tuple[int, int], int]:
    """For each literal, the sum over its solutions of weight times ``functional[degree]``."""
    outer: dict[int, Series] = {id(root): functional}
    found: dict[tuple[int, int], int] = {}
    for node in reversed(nodes):
        out = outer.pop(id(node), None)
        if out is None or not any(out[1]):
            continue
        f_low, f = out
        for literals, weight, degree, children in node.branches:
            totals = [child.total for child in children]
            # What the children's joint degree j is worth in this branch: weight * out[degree + j].
            shifted: Series = (f_low - degree, [weight * w for w in f] if weight != 1 else f)
            whole = weigh(_product(totals, None), shifted)
            if whole:
                for literal in literals:
                    found[literal] = found.get(literal, 0) + whole
            if children:
                for child, rest in zip(children, _others(totals, None), strict=True):
                    low, coefficients = child.total
                    vector = correlate(rest, shifted, low, len(coefficients))
                    known = outer.get(id(child))
                    if known is None:
                        outer[id(child)] = vector
                    else:
                        outer[id(child)] = (low, [a + b for a, b in zip(known[1], vector[1])])
    return found
