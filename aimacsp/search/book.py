"""The book's function-style entry points over `Solver`: BACKTRACKING-SEARCH (Figure 6.5)
with the book's defaults, and every solution of a CSP lazily.

>>> from aimacsp.problems import australia
>>> backtracking_search(australia())["WA"]
'red'
>>> sum(1 for _ in solutions(australia()))
18
"""

from __future__ import annotations

from collections.abc import Iterator

from ..model import CSP
from ..types import D, V
from .guards import check_book_arguments
from .heuristics import first_unassigned_variable, unordered_domain_values
from .inference import no_inference
from .plugins import Inference, ValueOrderer, VariableSelector
from .solver import Solver

__all__ = ["backtracking_search", "solutions"]


def backtracking_search(
    csp: CSP[V, D],
    select_unassigned_variable: VariableSelector[V, D] = first_unassigned_variable,
    order_domain_values: ValueOrderer[V, D] = unordered_domain_values,
    inference: Inference[V, D] = no_inference,
) -> dict[V, D] | None:
    """AIMA's BACKTRACKING-SEARCH (Figure 6.5): a solution as a dict, or None.

    The defaults are the book's plain backtracking; pass ``mrv``, ``lcv`` and
    ``forward_checking`` or ``mac`` for the improved versions.
    """
    check_book_arguments(
        "backtracking_search", csp, select_unassigned_variable, order_domain_values, inference
    )
    solver: Solver[V, D] = Solver.__new__(Solver)
    solver._setup(csp, select_unassigned_variable, order_domain_values, inference, None, None, None)
    return solver.solve()


def solutions(csp: CSP[V, D], **options: object) -> Iterator[dict[V, D]]:
    """Every solution of ``csp`` once, lazily; ``options`` are those of `Solver`."""
    return Solver(csp, **options).solutions()  # type: ignore[arg-type]
