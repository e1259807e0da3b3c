"""The checker's rules for what XCSP3-core took in last: ``precedence``, ``binPacking``,
``knapsack``, and the ranked indices (``element`` with a rank, ``minimum``/``maximum`` with
an ``<index>``, ``minimumArg``/``maximumArg``). Each restates the relation on the values, as
`aimacsp.formats.xcsp3.rules` does (see `check`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .document import Node, part, text_of
from .entries import arguments
from .reading import Reading
from .relations import bin_loads, precedes
from .tokens import Malformed

__all__ = ["RANKED", "ranked_index", "fits"]

RANKS = ("any", "first", "last")


def ranked_index(index: int, rank: str, fitting: Sequence[bool]) -> bool:
    """True when position ``index`` (counted from 0) fits, and, for the ranks ``first`` and
    ``last``, no position before (after) it does."""
    if rank not in RANKS:
        raise Malformed(f"the rank {rank!r} is not one of {', '.join(RANKS)}")
    if not 0 <= index < len(fitting) or not fitting[index]:
        return False
    if rank == "first":
        return not any(fitting[:index])
    if rank == "last":
        return not any(fitting[index + 1 :])
    return True


def fits(node: Node, r: Reading, chosen: int) -> bool:
    """Whether the entry ``chosen`` of an ``<element>`` equals its value (or meets its
    condition)."""
    if node.child("value") is not None:
        return chosen == r.item(part(node, "value").text.strip())
    return r.holds(chosen, part(node, "condition").text)


def _extremum(node: Node, r: Reading) -> bool:
    """``<minimum>``/``<maximum>``, with an ``<index>`` where the extreme value is."""
    xs = r.values(text_of(node))
    best = min(xs) if node.tag == "minimum" else max(xs)
    if not r.holds(best, part(node, "condition").text):
        return False
    index_node = node.child("index")
    if index_node is None:
        return True
    base = int(part(node, "list").attrib.get("startIndex", "0"))
    index = r.item(index_node.text.strip()) - base
    return ranked_index(index, index_node.attrib.get("rank", "any"), [x == best for x in xs])


def _arg_extremum(node: Node, r: Reading) -> bool:
    """``<minimumArg>``/``<maximumArg>``: the (ranked) index of the extreme value meets the
    condition, for some index that may be chosen."""
    xs = r.values(text_of(node))
    listed = node.child("list")
    base = int(listed.attrib.get("startIndex", "0")) if listed is not None else 0
    best = min(xs) if node.tag == "minimumArg" else max(xs)
    rank = node.attrib.get("rank", "any")
    places = [k for k in range(len(xs)) if ranked_index(k, rank, [x == best for x in xs])]
    return any(r.holds(k + base, part(node, "condition").text) for k in places)


def _precedence(node: Node, r: Reading) -> bool:
    xs = r.values(text_of(node))
    given = node.child("values")
    if given is None:
        names = arguments(text_of(node), r.names)
        values = sorted({v for name in names for v in r.names.domains.get(name, ())})
    else:
        values = r.values(given.text)
    covered = given is not None and given.attrib.get("covered", "false") == "true"
    if covered and not set(values) <= set(xs):
        return False
    return precedes(xs, values)


def _bin_packing(node: Node, r: Reading) -> bool:
    xs = r.values(text_of(node))
    sizes = r.values(part(node, "sizes").text)
    if len(sizes) != len(xs):
        raise Malformed(f"{len(sizes)} sizes for {len(xs)} items")
    limits, loads = node.text_of("limits"), node.text_of("loads")
    if limits is None and loads is None:
        names = arguments(text_of(node), r.names)
        bins = sorted({v for name in names for v in r.names.domains.get(name, ())} | set(xs))
        text = part(node, "condition").text
        return all(r.holds(load, text) for load in bin_loads(xs, sizes, bins))
    bounds = r.values(limits if limits is not None else loads or "")
    if any(not 0 <= x < len(bounds) for x in xs):
        return False
    found = bin_loads(xs, sizes, range(len(bounds)))
    if limits is not None:
        return all(load <= bound for load, bound in zip(found, bounds))
    return found == bounds


def _knapsack(node: Node, r: Reading) -> bool:
    xs = r.values(text_of(node))
    weights = r.values(part(node, "weights").text)
    profits = r.values(part(node, "profits").text)
    conditions = [child.text for child in node.all("condition")]
    limit = node.text_of("limit")
    if limit is not None:
        conditions.insert(0, f"(le,{limit.strip()})")
    if len(conditions) != 2:
        raise Malformed("a <knapsack> has a condition on its weights and one on its profits")
    weight = sum(w * x for w, x in zip(weights, xs))
    profit = sum(p * x for p, x in zip(profits, xs))
    return r.holds(weight, conditions[0]) and r.holds(profit, conditions[1])


#: The rule of each of these elements.
RANKED: dict[str, Callable[[Node, Reading], bool]] = {
    "minimum": _extremum,
    "maximum": _extremum,
    "minimumArg": _arg_extremum,
    "maximumArg": _arg_extremum,
    "precedence": _precedence,
    "binPacking": _bin_packing,
    "knapsack": _knapsack,
}
