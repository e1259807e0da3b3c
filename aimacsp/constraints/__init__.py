"""Constraint families; each module holds one constraint and its propagator."""

from .alldifferent import AllDifferent
from .base import Constraint, Propagator
from .predicate import Predicate
from .shorttable import ANY, ShortTable
from .sum import Sum
from .table import Table

__all__ = [
    "Constraint", "Propagator", "Predicate", "Table", "AllDifferent", "Sum", "ShortTable", "ANY",
]  # fmt: skip
