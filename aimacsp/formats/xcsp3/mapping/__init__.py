"""Each XCSP3-core constraint element mapped onto the library's constraints, one family per
module; `MAPPINGS` says which function maps which element.

A mapping reads the element (its templates already filled in) through a `Builder` and adds
constraints to its model; what it cannot map is a `Malformed` naming the reason, which the
reader turns into an error naming the element and its line. Nothing is skipped.
"""

from __future__ import annotations

from collections.abc import Callable

from ..building import Builder
from ..document import Node
from .basic import extension, instantiation, intension
from .connection import arg_extremum, channel, element, extremum
from .counting import cardinality, count, n_values, sum_
from .graphs import circuit, mdd, regular
from .lists import all_different, all_equal, lex, ordered
from .packing import bin_packing, knapsack, precedence
from .scheduling import cumulative, no_overlap

__all__ = ["MAPPINGS"]

#: The function that maps each constraint element.
MAPPINGS: dict[str, Callable[[Node, Builder], None]] = {
    "intension": intension,
    "extension": extension,
    "instantiation": instantiation,
    "allDifferent": all_different,
    "allEqual": all_equal,
    "ordered": ordered,
    "lex": lex,
    "sum": sum_,
    "count": count,
    "nValues": n_values,
    "cardinality": cardinality,
    "element": element,
    "channel": channel,
    "minimum": extremum,
    "maximum": extremum,
    "minimumArg": arg_extremum,
    "maximumArg": arg_extremum,
    "noOverlap": no_overlap,
    "cumulative": cumulative,
    "circuit": circuit,
    "regular": regular,
    "mdd": mdd,
    "precedence": precedence,
    "binPacking": bin_packing,
    "knapsack": knapsack,
}
