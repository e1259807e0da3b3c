"""A recorded search drawn as a tree: one box per value tried, under the assignment it extends.

Leaves are laid out left to right in the order the search tried them and each parent sits over
its children, so the picture reads as the search ran: depth first, left to right. A box is
green for a solution, red for a value rejected at once (a violated constraint, or a domain
wiped out by the inference), grey for a dead end (a value whose whole subtree failed), white
otherwise. The values an assignment's inference pruned are written under its box (on small
trees) and listed in its tooltip.
"""

from __future__ import annotations

from typing import Any

from .markup import esc, short, solutions_text, svg_document, text
from .record import Node, Recorder

__all__ = ["tree_html", "tree_svg"]

LAYER = 58  # pixels from one depth to the next
BOX = 20  # box height
PRUNE_LINE = 14  # characters per line of pruned values under a box
DETAIL_LIMIT = 40  # trees up to this many nodes write the pruned values under the boxes
STYLES = {  # outcome -> fill, stroke, ink
    "solution": ("#2ca02c", "#1b6e1b", "#ffffff"),
    "failed": ("#fde0dd", "#d62728", "#8b0000"),
    "dead end": ("#e0e0e0", "#8c8c8c", "#555555"),
    "open": ("#ffffff", "#4a6fa5", "#1a1a1a"),
    "done": ("#ffffff", "#4a6fa5", "#1a1a1a"),
}


def tree_html(record: Recorder) -> str:
    """The record's summary and its tree, as HTML."""
    words = (
        f"{record.nodes} values tried: {record.rejected} rejected at once,"
        f" {record.dead_ends} dead ends, {solutions_text(record.solutions)};"
        f" {record.prunes} values pruned"
    )
    more = record.nodes - record.drawn
    cut = (
        f"<p class='more'>… {more:,} more nodes not drawn (the first {record.drawn}, in the"
        " order the search tried them, are shown)</p>"
        if more
        else ""
    )
    return f"<div class='aimacsp-search'><p>{esc(words)}</p>{tree_svg(record)}{cut}</div>"


def tree_svg(record: Recorder) -> str:
    """The tree as SVG text."""
    detailed = record.drawn <= DETAIL_LIMIT
    labels = {id(n): _label(n) for n in _walk(record.root)}
    slot = 14 + max(_width(labels[id(n)], detailed, n) for n in _walk(record.root))
    xs: dict[int, float] = {}
    _place(record.root, xs, [0.0], slot)
    parts: list[str] = [_legend()]
    for node in _walk(record.root):
        for child in node.children:
            parts.append(
                f"<line x1='{xs[id(node)]:.1f}' y1='{_bottom(node, detailed):.1f}'"
                f" x2='{xs[id(child)]:.1f}' y2='{_top(child):.1f}' stroke='#9e9e9e'/>"
            )
    for node in _walk(record.root):
        parts.append(_box(node, labels[id(node)], xs[id(node)], detailed))
    depth = max(n.depth for n in _walk(record.root))
    width = max(slot * max(1, _leaves(record.root)), 460)
    return svg_document(width, 30 + LAYER * (depth + 1), "".join(parts))


def _walk(root: Node) -> list[Node]:
    """The drawn nodes, parents before children."""
    found, stack = [], [root]
    while stack:
        node = stack.pop()
        found.append(node)
        stack.extend(reversed(node.children))
    return found


def _label(node: Node) -> str:
    return "start" if node.depth == 0 else f"{node.var}={node.value}"


def _width(label: str, detailed: bool, node: Node) -> float:
    """The room a node needs: its box, and its pruned values when they are written."""
    box = 6.6 * min(len(label), 16) + 12
    lines = _pruned_lines(node)
    return max(box, 5.4 * max(map(len, lines))) if detailed and lines else box


def _leaves(node: Node) -> int:
    return 1 if not node.children else sum(_leaves(c) for c in node.children)


def _place(node: Node, xs: dict[int, float], next_leaf: list[float], slot: float) -> None:
    """Leaves one slot apart in the order tried; a parent midway over its children."""
    if not node.children:
        xs[id(node)] = next_leaf[0] + slot / 2
        next_leaf[0] += slot
        return
    for child in node.children:
        _place(child, xs, next_leaf, slot)
    xs[id(node)] = (xs[id(node.children[0])] + xs[id(node.children[-1])]) / 2


def _top(node: Node) -> float:
    return 30 + LAYER * node.depth


def _bottom(node: Node, detailed: bool) -> float:
    """Where the lines to the children start: under the box and its pruned values."""
    written = len(_pruned_lines(node)) if detailed else int(bool(node.prunes))
    return _top(node) + BOX + 10 * written + (3 if written else 0)


def _pruned(node: Node) -> list[str]:
    """The values pruned, one variable each: ``["NT≠red", "SA≠red,green"]``."""
    merged: dict[Any, list[Any]] = {}
    for var, values in node.prunes:
        merged.setdefault(var, []).extend(values)
    return [f"{var}≠{','.join(map(str, values))}" for var, values in merged.items()]


def _pruned_lines(node: Node) -> list[str]:
    """The pruned values as they are written under a box: up to three short lines."""
    lines: list[str] = []
    for item in _pruned(node):
        if lines and len(lines[-1]) + 1 + len(item) <= PRUNE_LINE:
            lines[-1] += " " + item
        else:
            lines.append(item if len(item) <= PRUNE_LINE else item[: PRUNE_LINE - 1] + "…")
    return lines[:2] + ["…"] if len(lines) > 3 else lines


def _box(node: Node, label: str, x: float, detailed: bool) -> str:
    fill, stroke, ink = STYLES.get(node.outcome, STYLES["open"])
    width = 6.6 * min(len(label), 16) + 12
    top = _top(node)
    pruned = " ".join(_pruned(node))
    tip = f"{label}: {node.outcome}" + (f"; pruned {pruned}" if pruned else "")
    kind = f"node {node.outcome.replace(' ', '-')}" + (" assigned" if node.assigned else "")
    words = text(x, top + 14, short(label, 16), 11, f"text-anchor='middle' fill='{ink}'")
    count = sum(len(values) for _, values in node.prunes)
    lines = _pruned_lines(node) if detailed else ([f"−{count}"] if count else [])
    under = "".join(
        text(
            x,
            top + BOX + 10 * (k + 1),
            esc(line),
            9,
            "text-anchor='middle' fill='#b5442e' class='pruned'",
        )
        for k, line in enumerate(lines)
    )
    return (
        f"<g class='{kind}'><title>{esc(tip)}</title><rect x='{x - width / 2:.1f}'"
        f" y='{top:.1f}' width='{width:.1f}' height='{BOX}' rx='4' fill='{fill}'"
        f" stroke='{stroke}'/>{words}{under}</g>"
    )


def _legend() -> str:
    items = [
        ("solution", "solution"),
        ("failed", "rejected at once"),
        ("dead end", "dead end"),
        ("open", "searched"),
    ]
    parts, x = [], 4.0
    for outcome, words in items:
        fill, stroke, _ = STYLES[outcome]
        parts.append(
            f"<rect x='{x:.0f}' y='4' width='12' height='12' rx='2' fill='{fill}'"
            f" stroke='{stroke}'/>" + text(x + 16, 14, words, 10, "fill='#333'")
        )
        x += 24 + 6 * len(words)
    parts.append(
        text(x, 14, "red text: values pruned (x≠1: 1 left the domain of x)", 10, "fill='#b5442e'")
    )
    return "".join(parts)
