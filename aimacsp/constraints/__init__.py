"""Constraint families; each module holds one constraint and its propagator."""

from .alldifferent import AllDifferent
from .base import Constraint, Propagator
from .circuit import Circuit, SubCircuit
from .cumulative import Cumulative
from .nooverlap import NoOverlap
from .nooverlap2d import NoOverlap2D
from .predicate import Predicate
from .regular import MDD, Regular
from .sum import Sum
from .table import Table

__all__ = [
    "Constraint",
    "Propagator",
    "Predicate",
    "Table",
    "AllDifferent",
    "Sum",
    "NoOverlap",
    "NoOverlap2D",
    "Cumulative",
    "Circuit",
    "SubCircuit",
    "Regular",
    "MDD",
]
