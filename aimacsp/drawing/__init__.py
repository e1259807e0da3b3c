"""Pictures of a CSP, a conflict and a search, as SVG and HTML text for Jupyter.

The bottom floor of aimacsp: it imports nothing else of the package and reads what it draws
through the shapes of `aimacsp.drawing.shapes`. `CSP` and `Conflict` call it from their
``_repr_html_``; `SearchRecord` is the trace a student passes to a search to see its tree.
"""

from .problem import conflict_html, csp_html
from .search_record import DomainsView, SearchRecord

__all__ = ["DomainsView", "SearchRecord", "conflict_html", "csp_html"]
