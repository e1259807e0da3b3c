"""The XCSP3 form of `BinPacking`, for `aimacsp.formats.xcsp3.forms`.

XCSP3's ``binPacking`` bounds every bin by one ``<condition>`` (the bins are then the values
the items take), or numbers its bins from 0 and gives each a load (``<loads>``) or a limit
(``<limits>``). A `BinPacking` with both loads and capacities is written with its loads, and
one ``le`` per bin for the capacities; one whose bins are numbered from another ``base`` as
one sum per bin (each item's variable restricted to the bins).

>>> from aimacsp import BinPacking
>>> ids = {"a": "a", "b": "b", "l0": "l0", "l1": "l1"}
>>> bin_packing(BinPacking(["a", "b"], [2, 3], capacity=4), ids)
'<binPacking><list> a b </list><sizes> 2 3 </sizes><condition> (le,4) </condition></binPacking>'
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from ...constraints.binpacking import BinPacking

__all__ = ["bin_packing"]


def bin_packing(c: BinPacking[Any, Any], ids: Mapping[Hashable, str]) -> str:
    """``c`` as XCSP3 elements (one, or a few joined by new lines)."""
    items = " ".join(ids[var] for var in c.items)
    sizes = " ".join(map(str, c.sizes))
    head = f"<binPacking><list> {items} </list><sizes> {sizes} </sizes>"
    if c.count is None:
        return f"{head}<condition> (le,{c.capacity}) </condition></binPacking>"
    if c.base:
        return _sums(c, ids)
    if not c.loads:
        limits = " ".join(str(c.capacity_of(b)) for b in range(c.count))
        return f"{head}<limits> {limits} </limits></binPacking>"
    elements = [f"{head}<loads> {' '.join(ids[var] for var in c.loads)} </loads></binPacking>"]
    if c.capacity is not None:
        for b, load in enumerate(c.loads):
            elements.append(f"<intension> le({ids[load]},{c.capacity_of(b)}) </intension>")
    return "\n    ".join(elements)


def _sums(c: BinPacking[Any, Any], ids: Mapping[Hashable, str]) -> str:
    """The bins numbered from ``c.base``: each item in one of them, and one condition on the
    sum of the sizes in each."""
    bins = range(c.base, c.base + (c.count or 0))
    listed = f"set({','.join(map(str, bins))})"
    elements = [f"<intension> in({ids[var]},{listed}) </intension>" for var in c.items]
    for b, value in enumerate(bins):
        terms = [f"mul(eq({ids[var]},{value}),{size})" for var, size in zip(c.items, c.sizes)]
        load = terms[0] if len(terms) == 1 else f"add({','.join(terms)})"
        if c.loads:
            elements.append(f"<intension> eq({load},{ids[c.loads[b]]}) </intension>")
        cap = c.capacity_of(b)
        if cap is not None:
            elements.append(f"<intension> le({load},{cap}) </intension>")
    return "\n    ".join(elements)
