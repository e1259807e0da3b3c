"""``noOverlap`` and ``cumulative``: tasks and boxes that share time and space.

Tasks of constant lengths on one machine become a `NoOverlap`, and boxes in two dimensions a
`NoOverlap2D`, whose sizes are variables (``noOverlap[2D/var-lengths]`` maps as it is);
tasks of variable lengths on one machine are boxes of height 1 on one row of a
`NoOverlap2D`, which is the same relation, and boxes in other than two dimensions are
decomposed into one disjunction per pair. A ``cumulative`` is a `Cumulative`, whose
durations and heights may be variables (``cumulative[var-lengths/var-heights]``); a
condition ``(lt, k)`` is the capacity ``k - 1``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....constraints.cumulative import Cumulative
from ....constraints.nooverlap import NoOverlap
from ....constraints.nooverlap2d import NoOverlap2D
from ....expressions import Op
from ..building import Builder, Term
from ..document import Node, part
from ..tokens import Malformed, condition

__all__ = ["no_overlap", "cumulative"]


def no_overlap(node: Node, b: Builder) -> None:
    """``<noOverlap>``: tasks (``<origins>``, ``<lengths>``) or boxes (pairs of them)."""
    zero_ignored = node.attrib.get("zeroIgnored", "true") != "false"
    origins, lengths = part(node, "origins").text, part(node, "lengths").text
    if origins.strip().startswith("("):
        boxes = _tuples(origins, b)
        sizes = _tuples(lengths, b)
        if len(boxes) != len(sizes) or len({len(t) for t in boxes + sizes}) > 1:
            raise Malformed("the origins and lengths of a <noOverlap> do not match")
        if boxes and len(boxes[0]) == 2:
            xs, ys = ([b.variable(box[d]) for box in boxes] for d in (0, 1))
            ws, hs = ([b.variable(size[d]) for size in sizes] for d in (0, 1))
            b.csp.add_constraint(NoOverlap2D(xs, ys, ws, hs, zero_ignored=zero_ignored))
        else:
            _pairwise(boxes, sizes, zero_ignored, b)
        return
    starts, durations = b.terms(origins), b.terms(lengths)
    if len(starts) != len(durations):
        raise Malformed(f"{len(durations)} lengths for {len(starts)} origins")
    if all(isinstance(d, int) for d in durations):
        b.csp.add_constraint(NoOverlap(b.variables(starts), durations, zero_ignored=zero_ignored))
        return
    # Tasks of variable lengths are boxes of height 1 on one row.
    xs = [b.variable(s) for s in starts]
    row, one = b.constant(0), b.constant(1)
    widths = [b.variable(d) for d in durations]
    b.csp.add_constraint(NoOverlap2D(xs, [row] * len(xs), widths, [one] * len(xs),
                                     zero_ignored=zero_ignored))  # fmt: skip


def _tuples(text: str, b: Builder) -> list[list[Term]]:
    body = "".join(text.split())
    return [b.terms(row.replace(",", " ")) for row in body[1:-1].split(")(")]


def _pairwise(
    boxes: Sequence[Sequence[Term]], sizes: Sequence[Sequence[Term]], zero_ignored: bool, b: Builder
) -> None:
    """One disjunction per pair: apart in some dimension (or, when ``zero_ignored``, one of
    the two has a side of 0)."""
    for k, (o1, l1) in enumerate(zip(boxes, sizes)):
        for o2, l2 in zip(boxes[k + 1 :], sizes[k + 1 :]):
            ways = []
            for a, da, c, dc in zip(o1, l1, o2, l2):
                ways.append(Op("le", [Op("add", [a, da]), c]))
                ways.append(Op("le", [Op("add", [c, dc]), a]))
            if zero_ignored:
                ways += [Op("eq", [d, 0]) for d in (*l1, *l2)]
            b.post(Op("or", ways))


def cumulative(node: Node, b: Builder) -> None:
    """``<cumulative>``: at every time, the heights of the tasks running meet
    ``<condition>`` (``le`` or ``lt``)."""
    starts = b.terms(part(node, "origins").text)
    lengths = b.terms(part(node, "lengths").text)
    heights = b.terms(part(node, "heights").text)
    if not len(starts) == len(lengths) == len(heights):
        raise Malformed("<cumulative> needs as many origins, lengths and heights")
    ends = node.child("ends")
    if ends is not None:
        for s, d, e in zip(starts, lengths, b.terms(ends.text)):
            b.post(Op("eq", [Op("add", [s, d]), e]))
    op, operand = condition(part(node, "condition").text)
    if op not in ("le", "lt"):
        raise Malformed(f"a <cumulative> with the condition {op} is not supported (le, lt)")
    limit = b.term(operand)
    if op == "lt":
        limit = limit - 1 if isinstance(limit, int) else Op("sub", [limit, 1])
    scope = b.variables(starts)
    sizes = [
        [t if isinstance(t, int) else b.variable(t) for t in given] for given in (lengths, heights)
    ]
    capacity = b.distinct(
        [b.variable(limit)], [*scope, *(v for g in sizes for v in g if not isinstance(v, int))]
    )[0]
    b.csp.add_constraint(Cumulative(scope, sizes[0], sizes[1], capacity))
