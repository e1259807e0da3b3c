"""A CSP and a conflict as HTML for Jupyter: the size, a table, and the constraint graph.

The tables are cut for big problems (the first `ROWS` variables and constraints, then a row
saying how many more), and the graph is drawn only up to `GRAPH_LIMIT` variables, so a
Sudoku or a 1000-variable model still shows a page, not a wall.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from .graph import GRAPH_LIMIT, graph_svg
from .markup import esc, short
from .shapes import ConflictLike, ConstraintLike, ProblemLike

__all__ = ["ROWS", "conflict_html", "csp_html"]

ROWS = 20
"""The most variables (and constraints) listed in a table; the rest are counted."""
VALUES = 8  # values of a domain listed before the count
SCOPE = 6  # variables of a constraint named before the count

STYLE = "style='border-collapse:collapse;font-size:12px;text-align:left;margin:4px 0'"
# Notebook pages right-align table cells by default; names read better from the left.
CELL = "style='border:1px solid #ccc;padding:2px 6px;text-align:left'"
HOT_CELL = "style='border:1px solid #ccc;padding:2px 6px;text-align:left;color:#d62728'"


def csp_html(problem: ProblemLike, highlight: Iterable[ConstraintLike] = ()) -> str:
    """``problem`` as HTML: its size, its constraint graph when small, and its tables; the
    constraints in ``highlight`` (a `Conflict`, say) are drawn red."""
    variables, constraints = list(problem.variables), list(problem.constraints)
    hot = {id(c) for c in highlight}
    marked = frozenset(k for k, c in enumerate(constraints) if id(c) in hot)
    parts = [f"<div class='aimacsp-csp'><p>{esc(_size(problem))}</p>"]
    if 0 < len(variables) <= GRAPH_LIMIT:
        parts.append(graph_svg(variables, [(c.scope, repr(c)) for c in constraints], marked))
    elif variables:
        parts.append(f"<p>(the constraint graph is drawn up to {GRAPH_LIMIT} variables)</p>")
    parts.append(_variable_table(problem, constraints))
    parts.append(_constraint_table(constraints, marked))
    parts.append("</div>")
    return "".join(parts)


def conflict_html(conflict: ConflictLike) -> str:
    """A conflict as HTML: what it says, its constraints listed, and their graph in red."""
    constraints: list[ConstraintLike] = list(conflict)
    if not constraints:
        reason = (
            f"the domain of {conflict.domain_of} alone excludes the value"
            if conflict.domain_of is not None
            else "the constraints kept as given conflict on their own"
        )
        return f"<div class='aimacsp-conflict'><p>Conflict: {esc(reason)}</p></div>"
    variables = list(dict.fromkeys(v for c in constraints for v in c.scope))
    n = len(constraints)
    words = f"these {n} constraints cannot all hold" if n > 1 else "this constraint cannot hold"
    if conflict.minimal:
        words += " (minimal: drop any one and the rest can)" if n > 1 else ""
    else:
        words += " (perhaps not minimal: a search limit stopped the shrinking)"
    parts = [f"<div class='aimacsp-conflict'><p>Conflict: {esc(words)}</p>"]
    if len(variables) <= GRAPH_LIMIT:
        scopes = [(c.scope, repr(c)) for c in constraints]
        parts.append(graph_svg(variables, scopes, frozenset(range(n))))
    parts.append(_constraint_table(constraints, frozenset(range(n))))
    parts.append("</div>")
    return "".join(parts)


def _size(problem: ProblemLike) -> str:
    """One line: how many variables and constraints, the domain sizes, the search space."""
    sizes = [len(problem.domains[v]) for v in problem.variables]
    if not sizes:
        return f"CSP: no variables, {len(problem.constraints)} constraints"
    low, high = min(sizes), max(sizes)
    spread = f"{low} values" if low == high else f"{low} to {high} values"
    digits = sum(math.log10(s) for s in sizes)
    space = f"{math.prod(sizes):,}" if digits < 12 else f"about 10^{digits:.0f}"
    return (
        f"CSP: {len(sizes)} variables, {len(problem.constraints)} constraints; domains of"
        f" {spread}; {space} complete assignments"
    )


def _variable_table(problem: ProblemLike, constraints: Sequence[ConstraintLike]) -> str:
    on: dict[Any, int] = {}
    for c in constraints:
        for v in c.scope:
            on[v] = on.get(v, 0) + 1
    rows = [
        f"<tr><td {CELL}>{short(v, 30)}</td><td {CELL}>{_domain(problem.domains[v])}</td>"
        f"<td {CELL}>{on.get(v, 0)}</td></tr>"
        for v in problem.variables[:ROWS]
    ]
    head = f"<tr><th {CELL}>variable</th><th {CELL}>domain</th><th {CELL}>constraints</th></tr>"
    more = _more(problem.variables, 3, "variables")
    return f"<table class='variables' {STYLE}>{head}{''.join(rows)}{more}</table>"


def _constraint_table(constraints: Sequence[ConstraintLike], marked: frozenset[int]) -> str:
    if not constraints:
        return "<p>No constraints.</p>"
    rows = [
        f"<tr><td {HOT_CELL if k in marked else CELL}>{short(repr(c), 60)}</td>"
        f"<td {CELL}>{_scope(c.scope)}</td></tr>"
        for k, c in enumerate(constraints[:ROWS])
    ]
    head = f"<tr><th {CELL}>constraint</th><th {CELL}>variables</th></tr>"
    more = _more(constraints, 2, "constraints")
    return f"<table class='constraints' {STYLE}>{head}{''.join(rows)}{more}</table>"


def _scope(scope: Sequence[Any]) -> str:
    """The variables a constraint is on, by name: the first `SCOPE` and how many in all."""
    names = ", ".join(str(v) for v in list(scope)[:SCOPE])
    if len(scope) > SCOPE:
        names += f", … ({len(scope)} variables)"
    return short(names, 90)


def _more(items: Sequence[Any], columns: int, what: str) -> str:
    extra = len(items) - ROWS
    if extra <= 0:
        return ""
    return f"<tr><td {CELL} colspan='{columns}'>… and {extra:,} more {what}</td></tr>"


def _domain(values: Sequence[Any]) -> str:
    if type(values) is range and values.step == 1:  # a wide range: never listed
        return f"{values[0]}..{values[-1]} ({len(values):,} values)"
    listed = ", ".join(short(v, 12) for v in list(values[:VALUES]))
    return f"{listed}, … ({len(values):,} values)" if len(values) > VALUES else f"{{{listed}}}"
