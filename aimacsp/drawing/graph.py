"""The constraint graph (AIMA Figure 6.1) drawn as SVG, on a circle.

Variables sit evenly on a circle in the order given (deterministic, so a picture does not move
between runs). A binary constraint is a line; a constraint on three or more variables is a
small square at the middle of its variables, joined to each of them (a hypergraph drawn as a
bipartite graph); a constraint on one variable thickens its variable's ring. Highlighted
constraints and their variables are red. A legend under the graph says what each kind of
symbol it shows means, and every line and node has a tooltip naming what it is.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence

from .markup import esc, short, svg_document, text

__all__ = ["GRAPH_LIMIT", "graph_svg"]

GRAPH_LIMIT = 30
"""The most variables drawn as a graph; a larger problem is only tabled."""

PLAIN, HOT = "#4a6fa5", "#d62728"
LEGEND_LINE = 17  # pixels per line of the legend under the graph
LEGEND_WIDTH = 330  # the legend's longest line


def graph_svg(
    variables: Sequence[Hashable],
    scopes: Sequence[tuple[Sequence[Hashable], str]],
    highlighted: frozenset[int] = frozenset(),
) -> str:
    """``variables`` on a circle and ``scopes`` (each a scope and the constraint's printed form)
    joining them; the constraints whose index is in ``highlighted`` in red."""
    n = len(variables)
    radius = max(60.0, 11.0 * n)
    label_room = 12 + 6.5 * max((min(len(str(v)), 14) for v in variables), default=1)
    centre = radius + label_room + 8
    where = {
        var: (
            centre + radius * math.sin(2 * math.pi * k / n),
            centre - radius * math.cos(2 * math.pi * k / n),
        )
        for k, var in enumerate(variables)
    }
    hot_vars: set[Hashable] = set()
    unary: dict[Hashable, list[str]] = {}
    lines: list[str] = []
    hot_lines: list[str] = []  # drawn last, so that no plain line crosses over them
    for k, (scope, name) in enumerate(scopes):
        hot = k in highlighted
        if hot:
            hot_vars.update(scope)
        if len(scope) == 1:
            unary.setdefault(scope[0], []).append(name)
            continue
        (hot_lines if hot else lines).append(_edge([where[v] for v in scope], name, hot))
    nodes = [
        _node(var, xy, centre, var in hot_vars, unary.get(var, [])) for var, xy in where.items()
    ]
    arities = {min(len(scope), 3) for scope, _ in scopes}
    legend = _legend(arities, bool(highlighted), 2 * centre + 6)
    height = 2 * centre + LEGEND_LINE * len(legend) + (8 if legend else 0)
    width = max(2 * centre, LEGEND_WIDTH if legend else 0)
    return svg_document(width, height, "".join(lines + hot_lines + nodes + legend))


def _legend(arities: set[int], hot: bool, top: float) -> list[str]:
    """One line per kind of symbol the graph shows: what a line, a square, a thick ring and
    red mean."""
    items = []
    if 2 in arities:
        items.append(("line", "a constraint on two variables"))
    if 3 in arities:
        items.append(("square", "a constraint on three or more (dashed to each)"))
    if 1 in arities:
        items.append(("ring", "thick ring: a constraint on that variable alone"))
    if hot:
        items.append(("hot", "red: the constraints highlighted, and their variables"))
    out = []
    for k, (kind, words) in enumerate(items):
        y = top + LEGEND_LINE * k + 10
        out.append(f"<g class='legend'>{_symbol(kind, 14, y - 4)}")
        out.append(text(30, y, words, 11, "fill='#333'") + "</g>")
    return out


def _symbol(kind: str, x: float, y: float) -> str:
    if kind == "line":
        return (
            f"<line x1='{x - 10}' y1='{y}' x2='{x + 10}' y2='{y}' stroke='#8c8c8c'"
            " stroke-width='1.2'/>"
        )
    if kind == "square":
        return (
            f"<line x1='{x - 10}' y1='{y}' x2='{x + 10}' y2='{y}' stroke='#8c8c8c'"
            f" stroke-dasharray='4 3'/><rect x='{x - 4}' y='{y - 4}' width='8' height='8'"
            " fill='#8c8c8c'/>"
        )
    if kind == "ring":
        return (
            f"<circle cx='{x}' cy='{y}' r='6' fill='#ffffff' stroke='{PLAIN}' stroke-width='3.5'/>"
        )
    return f"<line x1='{x - 10}' y1='{y}' x2='{x + 10}' y2='{y}' stroke='{HOT}' stroke-width='3'/>"


def _edge(points: list[tuple[float, float]], name: str, hot: bool) -> str:
    colour, width = (HOT, 3) if hot else ("#8c8c8c", 1.2)
    kind = "hot-constraint" if hot else "constraint"
    tip = f"<title>{esc(name)}</title>"
    if len(points) == 2:
        (x1, y1), (x2, y2) = points
        return (
            f"<g class='{kind}'>{tip}<line x1='{x1:.1f}' y1='{y1:.1f}' x2='{x2:.1f}' y2='{y2:.1f}'"
            f" stroke='{colour}' stroke-width='{width}'/></g>"
        )
    mx = sum(x for x, _ in points) / len(points)
    my = sum(y for _, y in points) / len(points)
    spokes = "".join(
        f"<line x1='{mx:.1f}' y1='{my:.1f}' x2='{x:.1f}' y2='{y:.1f}' stroke='{colour}'"
        f" stroke-width='{width}' stroke-dasharray='4 3'/>"
        for x, y in points
    )
    return (
        f"<g class='{kind}'>{tip}{spokes}<rect x='{mx - 5:.1f}' y='{my - 5:.1f}' width='10'"
        f" height='10' fill='{colour}'/></g>"
    )


def _node(
    var: Hashable, xy: tuple[float, float], centre: float, hot: bool, unary: list[str]
) -> str:
    x, y = xy
    colour = HOT if hot else PLAIN
    ring = 3.5 if unary else 1.5
    tip = esc(" ; ".join([str(var), *unary]))
    # The label sits outside the circle, on the side away from the centre.
    dx, dy = x - centre, y - centre
    length = math.hypot(dx, dy) or 1.0
    lx, ly = x + 16 * dx / length, y + 16 * dy / length + 4
    anchor = "middle" if abs(dx) < 0.3 * length else ("start" if dx > 0 else "end")
    label = text(lx, ly, short(var, 14), 12, f"text-anchor='{anchor}' fill='{colour}'")
    return (
        f"<g class='{'hot-variable' if hot else 'variable'}'><title>{tip}</title>"
        f"<circle cx='{x:.1f}' cy='{y:.1f}' r='7' fill='#ffffff' stroke='{colour}'"
        f" stroke-width='{ring}'/>{label}</g>"
    )
