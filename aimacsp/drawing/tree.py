"""A recorded search drawn as a tree: one box per value tried, under the assignment it extends.

Leaves are laid out left to right in the order the search tried them and each parent sits over
its children, so the picture reads as the search ran: depth first, left to right. A box is
green for a solution, red for a value rejected at once (a violated constraint, or a domain
wiped out by the inference), grey for a dead end (a value whose whole subtree failed), white
otherwise. The values an assignment's inference pruned are written under its box (on small
trees) and listed in its tooltip. A tree too wide for the page is folded (`layout`): a dashed
grey box stands for a failed subtree, with the number of nodes under it.
"""

from __future__ import annotations

from typing import Any

from .layout import Layout, compact, lay_out, stands_for, subtree_size
from .markup import esc, short, solutions_text, svg_document, text
from .record import Node, Recorder

__all__ = ["tree_html", "tree_svg"]

LAYER = 84  # pixels from one depth to the next: a box and three lines of notes under it
TOP = 46  # room for the two lines of the legend
BOX = 24  # box height
# Sizes in pixels, readable on a projector (the pruned values were 9 px, shown near 7 when
# the page scaled the picture down); a character's width is about 0.6 of its size.
LABEL = 13  # a box's label
NOTE = 12  # the notes: pruned values, folded nodes, the legend
NOTE_LINE = 14  # from one line of notes to the next
PRUNE_LINE = 10  # characters per line of pruned values under a box (the box's tooltip has all)
DETAIL_LIMIT = 40  # trees up to this many nodes write the pruned values under the boxes
STYLES = {  # outcome -> fill, stroke, ink
    "solution": ("#2ca02c", "#1b6e1b", "#ffffff"),
    "failed": ("#fde0dd", "#d62728", "#8b0000"),
    "dead end": ("#e0e0e0", "#8c8c8c", "#555555"),
    "open": ("#ffffff", "#4a6fa5", "#1a1a1a"),
    "done": ("#ffffff", "#4a6fa5", "#1a1a1a"),
}
# Wide trees scroll sideways inside the page instead of shrinking their text.
SCROLL = "style='overflow-x:auto;max-width:100%'"


def tree_html(record: Recorder) -> str:
    """The record's summary and its tree, as HTML."""
    words = (
        f"{record.nodes:,} values tried: {record.rejected:,} rejected at once,"
        f" {record.dead_ends:,} dead ends, {solutions_text(record.solutions)};"
        f" {record.prunes:,} values pruned"
    )
    root = compact(record.root)
    layout = _layout(record, root)
    notes = []
    if layout.folded:
        hidden = sum(subtree_size(n) for n in layout.shown(root) if id(n) in layout.folded)
        notes.append(
            f"{len(layout.folded):,} failed subtrees folded to fit the page ({hidden:,} nodes"
            " under them): a dashed box stands for one, with its count under it"
        )
    more = record.nodes - record.drawn
    if more:
        notes.append(
            f"… {more:,} more nodes not drawn (the first {record.drawn}, in the order the"
            " search tried them, are shown)"
        )
    parts = [f"<div class='aimacsp-search'><p>{esc(words)}</p>"]
    parts.append(f"<div {SCROLL}>{_svg(record, root, layout)}</div>")
    classes = (["folded"] if layout.folded else []) + (["more"] if more else [])
    parts += [f"<p class='{c}'>{esc(note)}</p>" for c, note in zip(classes, notes)]
    return "".join(parts) + "</div>"


def tree_svg(record: Recorder) -> str:
    """The tree as SVG text."""
    root = compact(record.root)
    return _svg(record, root, _layout(record, root))


def _layout(record: Recorder, root: Node) -> Layout:
    detailed = record.drawn <= DETAIL_LIMIT
    return lay_out(root, lambda node: _width(_label(node), detailed, node))


def _svg(record: Recorder, root: Node, layout: Layout) -> str:
    detailed = record.drawn <= DETAIL_LIMIT
    shown = layout.shown(root)
    xs = layout.xs
    parts: list[str] = [_legend()]
    for node in shown:
        if id(node) in layout.folded:
            continue
        for child in node.children:
            parts.append(
                f"<line x1='{xs[id(node)]:.1f}' y1='{_bottom(node, detailed):.1f}'"
                f" x2='{xs[id(child)]:.1f}' y2='{_top(child):.1f}' stroke='#9e9e9e'/>"
            )
    for node in shown:
        hidden = subtree_size(node) if id(node) in layout.folded else 0
        parts.append(_box(node, _label(node), xs[id(node)], detailed, hidden))
    depth = max(n.depth for n in shown)
    return svg_document(layout.width, TOP + 20 + LAYER * (depth + 1), "".join(parts))


def _label(node: Node) -> str:
    return "start" if node.depth == 0 else f"{node.var}={node.value}"


def _width(label: str, detailed: bool, node: Node) -> float:
    """The room a node needs: its box, and its pruned values when they are written."""
    box = 0.61 * LABEL * min(len(label), 16) + 14
    lines = _pruned_lines(node)
    return max(box, 0.7 * NOTE * max(map(len, lines)) + 6) if detailed and lines else box


def _top(node: Node) -> float:
    return TOP + LAYER * node.depth


def _bottom(node: Node, detailed: bool) -> float:
    """Where the lines to the children start: under the box and its pruned values."""
    written = len(_pruned_lines(node)) if detailed else int(bool(node.prunes))
    return _top(node) + BOX + NOTE_LINE * written + (4 if written else 0)


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


def _box(node: Node, label: str, x: float, detailed: bool, hidden: int) -> str:
    """One node's box, with its pruned values (or, folded, its hidden count) under it."""
    fill, stroke, ink = STYLES.get(node.outcome, STYLES["open"])
    width = 0.61 * LABEL * min(len(label), 16) + 14
    top = _top(node)
    pruned = " ".join(_pruned(node))
    tip = f"{label}: {node.outcome}" + (f"; pruned {pruned}" if pruned else "")
    if stands_for(node) > 1:
        tip = f"{label}: {stands_for(node)} values, each rejected at once"
    kind = f"node {node.outcome.replace(' ', '-')}" + (" assigned" if node.assigned else "")
    dash = ""
    if hidden:
        tip += f"; folded: {hidden:,} nodes under it, all failed"
        kind += " folded"
        dash = " stroke-dasharray='4 2'"
    words = text(x, top + 17, short(label, 16), LABEL, f"text-anchor='middle' fill='{ink}'")
    count = sum(len(values) for _, values in node.prunes)
    lines = _pruned_lines(node) if detailed else ([f"−{count}"] if count else [])
    under = "".join(
        text(
            x,
            top + BOX + NOTE_LINE * (k + 1),
            esc(line),
            NOTE,
            "text-anchor='middle' fill='#b5442e' class='pruned'",
        )
        for k, line in enumerate(lines)
    )
    if hidden:
        y = top + BOX + NOTE_LINE * (len(lines) + 1) + 2
        under += text(x, y, f"+{hidden:,}", NOTE, "text-anchor='middle' fill='#555' class='hidden'")
    tried = 0 if node.depth == 0 else stands_for(node) + hidden
    return (
        f"<g class='{kind}' data-tried='{tried}'><title>{esc(tip)}</title>"
        f"<rect x='{x - width / 2:.1f}'"
        f" y='{top:.1f}' width='{width:.1f}' height='{BOX}' rx='4' fill='{fill}'"
        f" stroke='{stroke}'{dash}/>{words}{under}</g>"
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
            f" stroke='{stroke}'/>" + text(x + 16, 14, words, NOTE, "fill='#333'")
        )
        x += 24 + 0.62 * NOTE * len(words)
    fill, stroke, _ = STYLES["dead end"]
    parts.append(
        "<rect x='4' y='22' width='12' height='12' rx='2'"
        f" fill='{fill}' stroke='{stroke}' stroke-dasharray='4 2'/>"
        + text(20, 32, "folded (+nodes under it)", NOTE, "fill='#333'")
    )
    parts.append(
        text(214, 32, "red: values pruned (x≠1: 1 left x's domain)", NOTE, "fill='#b5442e'")
    )
    return "".join(parts)
