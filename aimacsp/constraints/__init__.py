"""Constraint families; each module holds one constraint and its propagator."""

from .alldifferent import AllDifferent
from .allequal import AllEqual
from .arithmetic import Arithmetic
from .base import Constraint, Propagator
from .binpacking import BinPacking
from .cardinality import GlobalCardinality
from .channel import Channel
from .circuit import Circuit, SubCircuit
from .count import Count
from .cumulative import Cumulative
from .element import Element
from .extremum import Maximum, Minimum
from .lex import LexDecreasing, LexIncreasing
from .nooverlap import NoOverlap
from .nooverlap2d import NoOverlap2D
from .nvalues import NValues
from .ordered import Decreasing, Increasing
from .predicate import Predicate
from .regular import MDD, Regular
from .reified import ReifiedSum
from .shorttable import ANY, ShortTable
from .sum import Sum
from .table import Table

__all__ = [
    "Constraint",
    "Propagator",
    "Predicate",
    "Table",
    "AllDifferent",
    "Sum",
    "ReifiedSum",
    "Arithmetic",
    "AllEqual",
    "Element",
    "Increasing",
    "Decreasing",
    "LexIncreasing",
    "LexDecreasing",
    "Count",
    "GlobalCardinality",
    "NValues",
    "Minimum",
    "Maximum",
    "Channel",
    "NoOverlap",
    "NoOverlap2D",
    "Cumulative",
    "BinPacking",
    "Circuit",
    "SubCircuit",
    "Regular",
    "MDD",
    "ShortTable",
    "ANY",
]

