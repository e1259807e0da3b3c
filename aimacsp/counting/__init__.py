"""Counting solutions exactly (beyond AIMA's chapter 6: model counting, #CSP): one engine that
splits the problem into independent parts and caches them, with weights and marginals.

`count` holds `count_solutions`, `weighted` the weighted counts and marginals; `engine` is the
search with component caching, `dissection` its branching order, `algebra` the arithmetic
of counts by degree.
"""

from .algebra import Poly, outer_weights
from .count import components, count_solutions
from .division import Weigher, division_cost, outer_weights_by_division
from .weighted import WeightedCount, weighted_count

__all__ = [
    "count_solutions",
    "components",
    "weighted_count",
    "WeightedCount",
    "Poly",
    "outer_weights",
    "outer_weights_by_division",
    "division_cost",
    "Weigher",
]
