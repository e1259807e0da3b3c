"""`SearchRecord`: the trace a student passes to a search, shown as the search tree.

The recording is `Recorder`'s (`aimacsp.drawing.record`); this class adds the pictures: the
tree (`aimacsp.drawing.tree`) and the domains over time (`aimacsp.drawing.domains`).
"""

from __future__ import annotations

from .domains import domains_svg
from .record import Recorder
from .tree import tree_html

__all__ = ["DomainsView", "SearchRecord"]


class SearchRecord(Recorder):
    """A search trace kept as a tree: shows in Jupyter as the search tree (AIMA Figure 6.5's
    recursion drawn), with `domains` for the domains over time.

    >>> from aimacsp import CSP, Solver
    >>> csp = CSP()
    >>> csp.add_variables(["x", "y"], [1, 2])
    >>> _ = csp.add_constraint(lambda x, y: x < y, ["x", "y"])
    >>> record = SearchRecord()
    >>> Solver(csp, trace=record, preprocess=False).solve()
    {'x': 1, 'y': 2}
    >>> record
    SearchRecord(2 values tried: 0 rejected, 0 dead ends, 1 solution)
    """

    def _repr_html_(self) -> str:
        return tree_html(self)

    def tree(self) -> str:
        """The search tree as HTML (what Jupyter shows for the record)."""
        return tree_html(self)

    def domains(self) -> DomainsView:
        """The domains over time: a picture with one row per variable, one column per step."""
        return DomainsView(self)


class DomainsView:
    """The domain sizes of a `SearchRecord`, step by step (shows in Jupyter as SVG)."""

    def __init__(self, record: Recorder) -> None:
        self.record = record

    def __repr__(self) -> str:
        return (
            f"DomainsView({len(self.record.variables)} variables, {len(self.record.steps)} steps)"
        )

    def _repr_svg_(self) -> str:
        return self.svg()

    def svg(self) -> str:
        """The picture as SVG text."""
        return domains_svg(self.record)
