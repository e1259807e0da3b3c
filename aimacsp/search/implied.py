"""Implied constraints: what the model says already, stated once more in a form whose
propagator sees further, added to each search by `Solver` (``implied=False`` leaves them out).

Each holds in every solution of the model, so adding it removes no solution and changes no
answer (no count, no optimum); it only lets propagation prove sooner what search would find.
What is added is what won when measured (paired runs, the same process, on and off in turn:
docs/when-the-search-stalls.md):

- **a bin packing written as sums**: ``sum(size * (x == b) for ...) <= capacity`` for
  several bins ``b`` over the same items and sizes is a `BinPacking` of those items, whose
  propagator reasons on all the bins at once (the loads add up to the total size, a bin's
  load is a sum its items can make, too few bins fail by Martello and Toth's bound). A bin
  with no sum of its own has the total size as its capacity, which bounds nothing. The
  optimisation suite's bin packings of 25 and 40 items, unsettled in 10 s, are proven in
  0.05 and 0.14 s. When the sizes are all equal the sums count items (facility location's
  ``count(serves, w) <= capacity``): there the packing led the search through 11% more nodes
  and 7% more time, so it is not added.

Tried and left out: the sum of a permutation, ``sum(xs) == sum(values)`` beside an
`AllDifferent` of ``n`` variables over ``n`` values. Régin's filter already keeps only values
of permutations, which all have that sum: on n-queens (8, 100), magic squares (4, 5) and the
suite's assignment problem it saved no node and took as long or up to 14% longer.

>>> from aimacsp import CSP
>>> csp = CSP()
>>> where = csp.integers("where", 3, 0, 1)
>>> _ = csp.add(sum(s * (x == b) for s, x in zip([5, 4, 3], where)) <= 8 for b in range(2))
>>> packings(csp)
[BinPacking(where[0] of 5, where[1] of 4, where[2] of 3 in bins <= [8, 8])]
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any

from ..constraints.base import Constraint
from ..constraints.binpacking import BinPacking
from ..constraints.sum import Sum
from ..expressions.nodes import Aux, Op, Var
from ..intervals import greatest, least
from ..model import CSP
from ..propagation.state import State

__all__ = ["implied_constraints", "post_implied", "packings", "MOST_BINS"]

#: The most bins an implied `BinPacking` numbers (the items' values from least to greatest).
MOST_BINS = 10_000


def implied_constraints(
    csp: CSP[Any, Any], listed: Callable[[Hashable], bool] = lambda var: True
) -> list[Constraint[Any, Any]]:
    """The constraints `Solver` adds to a search of ``csp``; ``listed`` says whether a
    variable's values are listed (a bitset) in that search, as a `BinPacking`'s items must be."""
    return [c for c in packings(csp) if all(map(listed, c.items))]


def post_implied(csp: CSP[Any, Any], state: State[Any, Any]) -> None:
    """Add the constraints ``csp`` implies to the search ``state`` (its propagators only: the
    model is left as it is)."""
    wide, index = state.wide, state.index
    for constraint in implied_constraints(csp, lambda var: not wide[index[var]]):
        state.add_propagator(constraint)


def packings(csp: CSP[Any, Any]) -> list[BinPacking[Any, Any]]:
    """A `BinPacking` for each set of items (with their sizes) that two capacity sums or
    more bound in different bins (see the module's docstring)."""
    groups: dict[frozenset[tuple[Hashable, int]], dict[int, int]] = {}
    order: dict[frozenset[tuple[Hashable, int]], list[tuple[Hashable, int]]] = {}
    for constraint in csp.constraints:
        found = _capacity_sum(constraint)
        if found is not None:
            terms, b, capacity = found
            key = frozenset(terms)
            bins = groups.setdefault(key, {})
            bins[b] = min(capacity, bins.get(b, capacity))
            order.setdefault(key, terms)
    made: list[BinPacking[Any, Any]] = []
    for key, bins in groups.items():
        items, sizes = zip(*order[key])
        span = _span(csp, items)
        if len(bins) < 2 or span is None or min(bins.values()) < 0 or len(set(sizes)) < 2:
            continue  # (sizes all equal: the sums count the items, which they bound already)
        low, high = span
        total = sum(sizes)
        caps = [bins.get(b, total) for b in range(low, high + 1)]
        made.append(BinPacking(list(items), list(sizes), capacity=caps, base=low))
    return made


def _capacity_sum(
    constraint: Constraint[Any, Any],
) -> tuple[list[tuple[Hashable, int]], int, int] | None:
    """``(items with their sizes, the bin, the capacity)`` when ``constraint`` is
    ``sum(size * (x == bin)) <= capacity`` (or ``<``) with sizes >= 0, compiled to a `Sum`
    over the variables of ``x == bin`` or kept as written (a small table); else None."""
    expression = getattr(constraint, "expression", None)
    if type(expression) is Op:
        return _written(expression)
    if type(constraint) is not Sum or constraint.op not in ("<=", "<"):
        return None
    terms = []
    for var, size in zip(constraint.scope, constraint.weights):
        if type(var) is not Aux:
            return None
        terms.append((size, var.expression))
    return _packed(terms, constraint.rhs - (constraint.op == "<"))


def _written(expression: Op) -> tuple[list[tuple[Hashable, int]], int, int] | None:
    """`_capacity_sum` on a condition as written (``le`` or ``lt`` a number)."""
    if expression.op not in ("le", "lt") or type(expression.args[-1]) is not int:
        return None
    left, capacity = expression.args
    parts = left.args if type(left) is Op and left.op == "add" else [left]
    terms: list[tuple[int, Any]] = []
    for part in parts:
        if type(part) is Op and part.op == "mul" and len(part.args) == 2:
            size, equal = part.args if type(part.args[0]) is int else part.args[::-1]
            if type(size) is not int:
                return None
            terms.append((size, equal))
        else:
            terms.append((1, part))
    return _packed(terms, capacity - (expression.op == "lt"))


def _packed(
    terms: list[tuple[int, Any]], capacity: int
) -> tuple[list[tuple[Hashable, int]], int, int] | None:
    """The items, the bin and the capacity of ``size * (x == bin)`` terms, all of one bin,
    sizes >= 0, each item once."""
    items: list[tuple[Hashable, int]] = []
    bins = set()
    for size, expression in terms:
        equal = _equality(expression)
        if equal is None or size < 0:
            return None
        items.append((equal[0], size))
        bins.add(equal[1])
    if len(bins) != 1 or len({x for x, _ in items}) != len(items):
        return None
    return items, bins.pop(), capacity


def _equality(expression: Any) -> tuple[Hashable, int] | None:
    """``(x, value)`` when ``expression`` is ``x == value``."""
    if type(expression) is not Op or expression.op != "eq" or len(expression.args) != 2:
        return None
    left, right = expression.args
    if type(left) is int:
        left, right = right, left
    if type(left) is not Var or type(right) is not int:
        return None
    return left.name, right


def _span(csp: CSP[Any, Any], items: Iterable[Hashable]) -> tuple[int, int] | None:
    """The least and greatest value of the items' domains, when they are all integers and
    span at most `MOST_BINS` values."""
    lows, highs = [], []
    for var in items:
        domain = csp.domains.get(var)
        if not domain or type(domain) is not range and any(type(v) is not int for v in domain):
            return None
        lows.append(least(domain))
        highs.append(greatest(domain))
    low, high = min(lows), max(highs)
    return (low, high) if high - low < MOST_BINS else None

