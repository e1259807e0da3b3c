"""The checker's rules: each XCSP3-core constraint element read and tested on an assignment.

A rule takes the element (its templates filled in) and a `Reading` of the assignment, and
says whether the constraint holds, with the meanings of `relations`. See `check`.
"""

from __future__ import annotations

from collections.abc import Callable

from .document import Node, part, text_of
from .ranked import RANKED, fits, ranked_index
from .reading import Reading
from .relations import (
    accepts,
    apart,
    circuit_size,
    compare,
    cumulative_peak,
    lex_compare,
    mdd_accepts,
)
from .tokens import Malformed, condition, items, transitions, tuples

__all__ = ["RULES"]


def _extension(node: Node, r: Reading) -> bool:
    values = tuple(r.values(part(node, "list").text))
    table = node.child("supports")
    if table is None:
        table = node.child("conflicts")
    if table is None:
        raise Malformed("<extension> needs <supports> or <conflicts>")
    if table.text.strip().startswith("("):
        found = any(
            all(t == "*" or t == v for t, v in zip(row, values)) for row in tuples(table.text)
        )
    else:
        found = values[0] in r.values(table.text)
    return found == (table.tag == "supports")


def _all_different(node: Node, r: Reading) -> bool:
    excepted = set(r.values(node.text_of("except") or ""))
    matrix = node.child("matrix")
    lists = node.all("list")
    if matrix is not None:
        rows = r.rows(matrix.text)
        groups = rows + [list(column) for column in zip(*rows)]
    elif len(lists) > 1:
        tuples_ = [tuple(r.values(one.text)) for one in lists]
        return len(set(tuples_)) == len(tuples_)
    else:
        groups = [r.values(text_of(node))]
    for group in groups:
        kept = [v for v in group if v not in excepted]
        if len(set(kept)) != len(kept):
            return False
    return True


def _ordered(node: Node, r: Reading) -> bool:
    xs = r.values(text_of(node))
    given = node.text_of("lengths")
    lengths = r.values(given) if given is not None else [0] * len(xs)
    op = part(node, "operator").text.strip()
    return all(compare(a + d, op, b) for a, d, b in zip(xs, lengths, xs[1:]))


def _lex(node: Node, r: Reading) -> bool:
    op = part(node, "operator").text.strip()
    matrix = node.child("matrix")
    if matrix is not None:
        rows = r.rows(matrix.text)
        groups = [rows, [list(c) for c in zip(*rows)]]
    else:
        groups = [[r.values(one.text) for one in node.all("list")]]
    return all(lex_compare(a, op, b) for rows in groups for a, b in zip(rows, rows[1:]))


def _sum(node: Node, r: Reading) -> bool:
    xs = r.values(text_of(node))
    given = node.text_of("coeffs")
    coeffs = r.values(given) if given is not None else [1] * len(xs)
    if len(coeffs) != len(xs):
        raise Malformed(f"{len(coeffs)} coefficients for {len(xs)} terms")
    return r.holds(sum(c * x for c, x in zip(coeffs, xs)), part(node, "condition").text)


def _count(node: Node, r: Reading) -> bool:
    values = set(r.values(part(node, "values").text))
    found = sum(1 for x in r.values(text_of(node)) if x in values)
    return r.holds(found, part(node, "condition").text)


def _n_values(node: Node, r: Reading) -> bool:
    excepted = set(r.values(node.text_of("except") or ""))
    found = len(set(r.values(text_of(node))) - excepted)
    return r.holds(found, part(node, "condition").text)


def _cardinality(node: Node, r: Reading) -> bool:
    xs = r.values(text_of(node))
    values_node = part(node, "values")
    values = r.values(values_node.text)
    occurs = [t for token in items(part(node, "occurs").text) for t in _expanded(token, r)]
    if len(occurs) != len(values):
        raise Malformed(f"{len(occurs)} occurrences for {len(values)} values")
    if values_node.attrib.get("closed") == "true" and not set(xs) <= set(values):
        return False
    return all(r.within(xs.count(v), o) for v, o in zip(values, occurs))


def _expanded(token: str, r: Reading) -> list[str]:
    """A token of ``<occurs>``: a compact reference stands for its cells."""
    return r.names.names(token) if r.names.is_reference(token) else [token]


def _element(node: Node, r: Reading) -> bool:
    index_node = part(node, "index")
    rank = index_node.attrib.get("rank", "any")
    matrix = node.child("matrix")
    if matrix is not None:
        rows = r.rows(matrix.text)
        i, j = r.values(index_node.text)
        i -= int(matrix.attrib.get("startRowIndex", "0"))
        j -= int(matrix.attrib.get("startColIndex", "0"))
        if not (0 <= i < len(rows) and 0 <= j < len(rows[i])):
            return False
        chosen = rows[i][j]
    else:
        array_node = part(node, "list")
        array = r.values(array_node.text)
        (k,) = r.values(index_node.text)
        k -= int(array_node.attrib.get("startIndex", "0"))
        if rank != "any":
            return ranked_index(k, rank, [fits(node, r, entry) for entry in array])
        if not 0 <= k < len(array):
            return False
        chosen = array[k]
    return fits(node, r, chosen)


def _channel(node: Node, r: Reading) -> bool:
    lists = node.all("list") or [node]
    xs = r.values(lists[0].text)
    s = int(lists[0].attrib.get("startIndex", "0"))
    value = node.text_of("value")
    if value is not None:
        v = r.item(value.strip())
        # the list holds 0/1 values, the one 1 at the value's index
        return all(x == int(v == i + s) for i, x in enumerate(xs)) and sum(xs) == 1
    if len(lists) == 1:
        return all(0 <= x - s < len(xs) and xs[x - s] == i + s for i, x in enumerate(xs))
    ys = r.values(lists[1].text)
    t = int(lists[1].attrib.get("startIndex", "0"))
    forward = all(0 <= x - t < len(ys) and ys[x - t] == i + s for i, x in enumerate(xs))
    if len(xs) == len(ys):
        return forward and all(0 <= y - s < len(xs) and xs[y - s] == j + t
                               for j, y in enumerate(ys))  # fmt: skip
    return forward


def _no_overlap(node: Node, r: Reading) -> bool:
    zero_ignored = node.attrib.get("zeroIgnored", "true") != "false"
    origins, lengths = part(node, "origins").text, part(node, "lengths").text
    if origins.strip().startswith("("):
        return apart(r.rows(origins), r.rows(lengths), zero_ignored)
    return apart([[v] for v in r.values(origins)], [[v] for v in r.values(lengths)],
                 zero_ignored)  # fmt: skip


def _cumulative(node: Node, r: Reading) -> bool:
    starts = r.values(part(node, "origins").text)
    lengths = r.values(part(node, "lengths").text)
    heights = r.values(part(node, "heights").text)
    if node.child("ends") is not None:
        ends = r.values(part(node, "ends").text)
        if any(s + d != e for s, d, e in zip(starts, lengths, ends)):
            return False
    op, _ = condition(part(node, "condition").text)
    if op not in ("le", "lt"):
        raise Malformed(f"<cumulative> with the condition {op} is not supported (le, lt)")
    return r.holds(cumulative_peak(starts, lengths, heights), part(node, "condition").text)


def _circuit(node: Node, r: Reading) -> bool:
    list_node = node if not node.children else part(node, "list")
    size = circuit_size(r.values(list_node.text), int(list_node.attrib.get("startIndex", "0")))
    if size is None:
        return False
    return node.child("size") is None or size == r.item(part(node, "size").text.strip())


def _regular(node: Node, r: Reading) -> bool:
    word = r.values(part(node, "list").text)
    finals = set(part(node, "final").text.split())
    arcs = transitions(part(node, "transitions").text)
    return accepts(word, arcs, part(node, "start").text.strip(), finals)


def _mdd(node: Node, r: Reading) -> bool:
    return mdd_accepts(
        r.values(part(node, "list").text), transitions(part(node, "transitions").text)
    )


def _instantiation(node: Node, r: Reading) -> bool:
    return r.values(part(node, "list").text) == r.values(part(node, "values").text)


def _intension(node: Node, r: Reading) -> bool:
    function = node.child("function")
    text = node.text if function is None else function.text
    return r.item("".join(text.split())) != 0


#: The rule of each constraint element.
RULES: dict[str, Callable[[Node, Reading], bool]] = {
    "intension": _intension,
    "extension": _extension,
    "allDifferent": _all_different,
    "allEqual": lambda node, r: len(set(r.values(text_of(node)))) <= 1,
    "ordered": _ordered,
    "lex": _lex,
    "sum": _sum,
    "count": _count,
    "nValues": _n_values,
    "cardinality": _cardinality,
    "element": _element,
    "channel": _channel,
    "noOverlap": _no_overlap,
    "cumulative": _cumulative,
    "circuit": _circuit,
    "regular": _regular,
    "mdd": _mdd,
    "instantiation": _instantiation,
    **RANKED,
}
