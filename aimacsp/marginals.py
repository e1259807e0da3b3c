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

from collections.abc import Sequence

from .caching import Node
from .polynomials import Poly, add_into, correlate, multiply, weigh

__all__ = ["marginal_polys", "weighed_marginals"]


def _others(totals: list[Poly], cap: int | None) -> list[Poly]:
    """For each position, the product of all the other polynomials."""
    prefix: list[Poly] = [[1]]
    for t in totals:
        prefix.append(multiply(prefix[-1], t, cap))
    suffix: list[Poly] = [[1]]
    for t in reversed(totals):
        suffix.append(multiply(suffix[-1], t, cap))
    suffix.reverse()
    return [multiply(prefix[k], suffix[k + 1], cap) for k in range(len(totals))]


def marginal_polys(
    nodes: list[Node], root: Node, cap: int | None = None
) -> dict[tuple[int, int], Poly]:
    """For each literal (variable index, value bit), its weight in the solutions by degree."""
    outer: dict[int, Poly] = {id(root): [1]}
    found: dict[tuple[int, int], Poly] = {}
    for node in reversed(nodes):
        out = outer.pop(id(node), None)
        if not out:
            continue
        for literals, weight, degree, children in node.branches:
            totals = [child.total for child in children]
            branch_out = multiply(out, [0] * degree + [weight], cap)
            whole = multiply(branch_out, _product(totals, cap), cap)
            for literal in literals:
                add_into(found.setdefault(literal, []), whole)
            if children:
                for child, rest in zip(children, _others(totals, cap)):
                    add_into(outer.setdefault(id(child), []), multiply(branch_out, rest, cap))
    return found


def weighed_marginals(
    nodes: list[Node], root: Node, weights: Sequence[int]
) -> dict[tuple[int, int], int]:
    """For each literal, the sum over its solutions of weight times ``weights[degree]``."""
    cap = len(weights) - 1
    outer: dict[int, list[int]] = {id(root): list(weights)}
    found: dict[tuple[int, int], int] = {}
    for node in reversed(nodes):
        out = outer.pop(id(node), None)
        if out is None or not any(out):
            continue
        for literals, weight, degree, children in node.branches:
            totals = [child.total for child in children]
            if len(out) <= degree:
                continue
            # What the children's joint degree j is worth in this branch.
            shifted = [weight * w for w in out[degree:]]
            whole = weigh(_product(totals, cap), shifted)
            if whole:
                for literal in literals:
                    found[literal] = found.get(literal, 0) + whole
            if children:
                for child, rest in zip(children, _others(totals, cap)):
                    vector = correlate(rest, shifted, len(child.total))
                    known = outer.get(id(child))
                    if known is None:
                        outer[id(child)] = vector
                    else:
                        for k, v in enumerate(vector):
                            known[k] += v
    return found


def _product(totals: list[Poly], cap: int | None) -> Poly:
    product: Poly = [1]
    for t in totals:
        product = multiply(product, t, cap)
    return product
