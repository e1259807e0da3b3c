"""``noOverlap`` and ``cumulative``: tasks and boxes that share time and space.

Tasks of constant lengths on one machine become a `NoOverlap`, boxes in two dimensions a
`NoOverlap2D` (whose sizes are variables, so ``noOverlap[2D/var-lengths]`` maps as it is),
and tasks of constant lengths and heights a `Cumulative`. What the engine's constraints do
not take is decomposed into the same relation: tasks of variable lengths on one machine (or
boxes in other than two dimensions) into one disjunction per pair, and a ``cumulative``
with variable lengths or heights into its task decomposition: at the start of each task,
the tasks running then use at most the capacity (the use is greatest at some task's start,
so this is the whole relation).
"""

from __future__ import annotations

from collections.abc import Sequence

from ....constraints.cumulative import Cumulative
from ....constraints.nooverlap import NoOverlap
from ....constraints.nooverlap2d import NoOverlap2D
from ....expressions import Op
from ..building import Builder, Term
from ..checking import part
from ..document import Node
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
    else:
        _pairwise([[s] for s in starts], [[d] for d in durations], zero_ignored, b)


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
    if all(isinstance(t, int) for t in (*lengths, *heights)):
        scope = b.variables(starts)
        capacity = b.distinct([b.variable(limit)], scope)[0]
        b.csp.add_constraint(Cumulative(scope, lengths, heights, capacity))
        return
    for j, at in enumerate(starts):
        running = []
        for i, (s, d, h) in enumerate(zip(starts, lengths, heights)):
            if i == j:
                runs: Term = Op("gt", [d, 0])
            else:
                runs = Op("and", [Op("le", [s, at]), Op("lt", [at, Op("add", [s, d])])])
            running.append(Op("mul", [h, runs]))
        b.post(Op("le", [Op("add", running), limit]))
