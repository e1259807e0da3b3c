"""What an assignment gives the lists of an instance (`Reading`), for the checker's rules,
and the value it gives the objective.
"""

from __future__ import annotations

from collections.abc import Mapping

from .declarations import Declarations
from .document import Node, text_of
from .functional import parse
from .relations import compare, evaluate
from .tokens import Malformed, condition, integer, interval, items, repeated

__all__ = ["Reading", "objective_value"]


class Reading:
    """The values an assignment gives to the items of an instance's lists."""

    def __init__(self, names: Declarations, assignment: Mapping[str, int]) -> None:
        self.names = names
        self.assignment = assignment

    def item(self, token: str) -> int:
        """The value of one item: a variable, an integer or an expression."""
        if token in self.names.domains:
            return self.assignment[token]
        if token[:1].isdigit() or token[:1] in ("-", "+"):
            return integer(token)
        return evaluate(parse(token, self.names.domains.__contains__), self.assignment)

    def values(self, text: str) -> list[int]:
        """The values of a list's items, compact references, ranges and ``vxk`` expanded."""
        found: list[int] = []
        for token in items(text):
            if self.names.is_reference(token):
                found += [self.assignment[name] for name in self.names.names(token)]
            elif ".." in token and "(" not in token:
                lo, hi = interval(token)
                found += range(lo, hi + 1)
            elif (compact := repeated(token)) is not None:
                found += [integer(compact[0])] * compact[1]
            else:
                found.append(self.item(token))
        return found

    def rows(self, text: str) -> list[list[int]]:
        """The rows of a ``<matrix>`` (or of ``(a,b)(c,d)`` lists): a compact reference to a
        two-dimensional part of an array, or rows written out."""
        body = "".join(text.split())
        if body.startswith("("):
            return [self.values(row.replace(",", " ")) for row in body[1:-1].split(")(")]
        return [[self.assignment[name] for name in row] for row in self.names.matrix(body)]

    def holds(self, value: int, text: str) -> bool:
        """True when ``value`` meets the condition ``(op, operand)``."""
        op, operand = condition(text)
        if op in ("in", "notin"):
            if operand.startswith("{"):
                members = set(self.values(operand[1:-1].replace(",", " ")))
            else:
                lo, hi = interval(operand)
                members = set(range(lo, hi + 1))
            return (value in members) == (op == "in")
        return compare(value, op, self.item(operand))

    def within(self, value: int, token: str) -> bool:
        """True when ``value`` is ``token``'s value, or in its range ``a..b``."""
        if ".." in token:
            lo, hi = interval(token)
            return lo <= value <= hi
        return value == self.item(token)


def objective_value(goal: Node, r: Reading) -> int:
    """The value of the objective ``goal`` (a ``<minimize>`` or ``<maximize>``)."""
    kind = goal.attrib.get("type", "expression")
    if kind == "expression":
        return r.item("".join(goal.text.split()))
    xs = r.values(text_of(goal))
    given = goal.text_of("coeffs")
    coeffs = r.values(given) if given is not None else [1] * len(xs)
    if kind == "sum":
        return sum(c * x for c, x in zip(coeffs, xs))
    if kind == "product":
        result = 1
        for x in xs:
            result *= x
        return result
    if kind in ("minimum", "maximum"):
        return min(xs) if kind == "minimum" else max(xs)
    if kind == "nValues":
        return len(set(xs))
    raise Malformed(f"an objective of type {kind!r} is not supported")
