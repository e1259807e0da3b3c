"""Random small XCSP3 instances (hypothesis), one or two constraints of every core kind, and
the brute-force judge: the assignments the independent checker accepts."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import strategies as st

from aimacsp.formats.xcsp3 import check
from aimacsp.formats.xcsp3.declarations import Declarations
from aimacsp.formats.xcsp3.document import parse_text

from .kinds import KINDS as BASIC
from .recent_kinds import RECENT

#: Every kind of constraint drawn, by name.
KINDS = {**BASIC, **RECENT}

__all__ = ["KINDS", "instances", "accepted", "projected", "variables"]


def variables(draw: st.DrawFn, n: int, least: int = -1) -> tuple[str, list[str]]:
    """The ``<variables>`` of an array ``x`` of ``n`` cells with small domains of values
    from ``least`` (some given per cell with ``<domain for>``), and the cells' names."""
    names = [f"x[{k}]" for k in range(n)]
    domains = [
        draw(st.lists(st.sampled_from(range(least, 4)), min_size=1, max_size=4, unique=True))
        for _ in names
    ]
    if len({tuple(sorted(d)) for d in domains}) == 1:
        text = f'<array id="x" size="[{n}]"> {" ".join(map(str, sorted(domains[0])))} </array>'
    else:
        parts = "".join(f'<domain for="{name}"> {" ".join(map(str, sorted(d)))} </domain>'
                        for name, d in zip(names, domains))  # fmt: skip
        text = f'<array id="x" size="[{n}]">{parts}</array>'
    return text, names


@st.composite
def instances(draw: st.DrawFn, kinds: list[str] | None = None) -> str:
    """An XCSP3 satisfaction instance over 2..4 variables, with one or two constraints of
    the ``kinds`` (every kind by default), one of them maybe inside a ``<group>``."""
    n = draw(st.integers(2, 4))
    chosen = draw(st.lists(st.sampled_from(kinds or list(KINDS)), min_size=1, max_size=2))
    # sizes of tasks and boxes are never negative
    sized = any(kind in ("cumulative", "noOverlap") for kind in chosen)
    declared, names = variables(draw, n, 0 if sized else -1)
    elements = [KINDS[kind](draw, names) for kind in chosen]
    if draw(st.integers(0, 3)) == 0:  # the first as a group's template over one row
        elements[0] = _grouped(elements[0], names)
    body = "".join(elements)
    return (
        f'<instance format="XCSP3" type="CSP"><variables>{declared}</variables>'
        f"<constraints>{body}</constraints></instance>"
    )


def _grouped(element: str, names: list[str]) -> str:
    """``element`` as the template of a group: its variables become %0, %1... of one row."""
    used = [name for name in names if name in element]
    template = element
    for k, name in enumerate(used):
        template = template.replace(name, f"%{k}")
    return f"<group>{template}<args> {' '.join(used)} </args></group>"


def accepted(text: str) -> set[frozenset[tuple[str, int]]]:
    """Every assignment of the declared variables the independent checker accepts."""
    root = parse_text(text)
    names = Declarations.read(root.children[0], "<text>")
    variables = list(names.domains)
    found = set()
    for values in itertools.product(*(names.domains[v] for v in variables)):
        assignment = dict(zip(variables, values))
        if check(root, assignment).ok:
            found.add(frozenset(assignment.items()))
    return found


def projected(solutions: Any, declared: tuple[str, ...]) -> set[frozenset[tuple[str, int]]]:
    """The solutions on the declared variables only."""
    return {frozenset((v, s[v]) for v in declared) for s in solutions}
