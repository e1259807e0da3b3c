"""Weighted model counting: how many solutions, by weight and degree, with marginals.

Each value of each variable carries a weight (an integer, multiplied over a solution) and a
degree (an integer >= 0, added over a solution). `weighted_count` returns, for every degree
k, the total weight of the solutions of degree k, and on request the same restricted to the
solutions with ``var = value``. With boxes of Minesweeper cells, a box of s cells holding m
mines has weight C(s, m) and degree m: the result counts mine layouts by number of mines.

The counting is `aimacsp.counting.engine`'s search with dynamic decomposition and component caching;
its graph of nodes is kept, and the marginals come from one backward pass over it
(`aimacsp.counting.marginals`), computed the first time they are asked for. When only a weighing of
the total degree matters (say, the ways to place the remaining mines elsewhere for each
number of mines here), `weighed` gives one number per value instead of a polynomial.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic

from ..arguments import check_csp, check_function, check_whole
from ..errors import ModelError
from ..model import CSP
from ..propagation.limits import Budget, Limits, check_limits
from ..types import D, V, is_hashable
from .algebra import Poly, dense, weigh
from .engine import ModelCounter, Node
from .marginals import marginal_polys, weighed_marginals

__all__ = ["WeightedCount", "weighted_count"]


class WeightedCount(Generic[V, D]):
    """The result of `weighted_count`: ``total[k]`` is the weight of the solutions of degree k."""

    def __init__(self, counter: ModelCounter, root: Node) -> None:
        self.total: Poly = dense(root.total)
        # The graph of nodes and the names of variables and values; the search state and the
        # cache are let go, so a kept result holds no more than its graph.
        self._nodes = counter.nodes
        self._root = root
        self._cap = counter.cap
        self._variables: list[V] = counter.state.variables
        self._known = frozenset(self._variables)
        self._values: list[D] = counter.state.values
        self._marginals: dict[tuple[V, D], Poly] | None = None

    def __repr__(self) -> str:
        count = self.count
        # str() of a huge int is slow and limited (4300 digits): its size is enough here
        shown = str(count) if count < 10**30 else f"about 2^{count.bit_length() - 1}"
        degrees = f"degrees 0..{len(self.total) - 1}" if self.total else "no solution"
        return f"<WeightedCount of {len(self._variables)} variables: {shown}, {degrees}>"

    @property
    def count(self) -> int:
        """The total weight of all solutions (their number, with unit weights)."""
        return sum(self.total)

    def marginal(self, var: V, value: D) -> Poly:
        """Like ``total``, counting only the solutions where ``var = value``."""
        if not is_hashable(var) or var not in self._known:
            raise ModelError(f"marginal: {var!r} is not a variable of the CSP counted")
        if not is_hashable(value):
            return []  # not a value of any domain
        if self._marginals is None:
            found = marginal_polys(self._nodes, self._root, self._cap)
            self._marginals = self._named({key: dense(s) for key, s in found.items()})
        return list(self._marginals.get((var, value), []))

    def weigh(self, weights: Sequence[int]) -> int:
        """The sum of ``total[k] * weights[k]``."""
        return weigh((0, self.total), (0, list(weights)))

    def weighed(self, weights: Sequence[int]) -> dict[tuple[V, D], int]:
        """For each (variable, value) of some solution, ``sum(marginal[k] * weights[k])``,
        all at once by one backward pass (cheaper than the marginals themselves).

        >>> csp = CSP()
        >>> csp.add_variables(["a", "b"], [0, 1])
        >>> result = weighted_count(csp, degree=lambda var, value: value)
        >>> result.weighed([0, 1, 0])[("a", 1)]  # solutions with one 1 where a = 1
        1
        """
        if not self.total:
            return {}
        functional = list(weights if self._cap is None else weights[: self._cap + 1])
        return self._named(weighed_marginals(self._nodes, self._root, (0, functional)))

    def _named(self, found: dict[tuple[int, int], Any]) -> dict[tuple[V, D], Any]:
        variables, values = self._variables, self._values
        return {(variables[i], values[b]): v for (i, b), v in found.items()}


def weighted_count(
    csp: CSP[V, D],
    weight: Callable[[V, D], int] | None = None,
    degree: Callable[[V, D], int] | None = None,
    max_degree: int | None = None,
    limits: Limits | Budget | None = None,
) -> WeightedCount[V, D]:
    """Count the solutions of ``csp`` by degree, with weights and marginals; degrees above
    ``max_degree`` (when given) are dropped along the way, which saves work when they
    would weigh nothing. ``limits`` stops the count as it stops `count_solutions` (a
    `SearchLimitReached`).

    >>> csp = CSP()
    >>> csp.add_variables(["a", "b", "c"], [0, 1])
    >>> _ = csp.add_constraint(lambda x, y: x + y == 1, ["a", "b"])
    >>> result = weighted_count(csp, degree=lambda var, value: value)
    >>> result.total  # solutions with 1 one: 2, with 2 ones: 2
    [0, 2, 2]
    >>> result.marginal("c", 1)
    [0, 0, 2]
    """
    check_csp(csp, "weighted_count")
    check_function(weight, "weight", "weighted_count", optional=True)
    check_function(degree, "degree", "weighted_count", optional=True)
    check_whole(max_degree, "max_degree", "weighted_count", optional=True)
    budget = check_limits(limits, "weighted_count")
    counter = ModelCounter(csp, weight, degree, max_degree, record=True, limits=budget)
    return WeightedCount(counter, counter.run())
