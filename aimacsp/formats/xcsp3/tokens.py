"""The small syntax of XCSP3 text: integers, ranges, repeated values, items, tuples, conditions.

Each function reads one piece of text and raises `Malformed` (the reason only) when it is not
what XCSP3 says; the caller knows the element and the line, and turns it into an
`XCSP3Error` naming them. Sizes are checked before anything is expanded: ``0..10**12`` or
``0x10**9`` is refused, not built.

>>> integers("1 3..5 7x3")
[1, 3, 4, 5, 7, 7, 7]
>>> tuples("(1,2)(3,*)")
[(1, 2), (3, '*')]
>>> condition("(le, z)")
('le', 'z')
>>> items("add(x[0], 1) y 3")
['add(x[0],1)', 'y', '3']
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = [
    "Malformed",
    "integer",
    "interval",
    "integers",
    "items",
    "tuples",
    "condition",
    "transitions",
    "repeated",
    "STAR",
    "MAX_VALUES",
    "OPERATORS",
]

#: The most values one list may expand to (a range, a repeated value, a row of tuples).
MAX_VALUES = 1_000_000
#: The most digits of an integer (XCSP3-core integers fit in 64 bits).
MAX_DIGITS = 19
#: The comparison operators of a condition ``(op, operand)``.
OPERATORS = ("lt", "le", "ge", "gt", "eq", "ne", "in", "notin")
#: The wildcard of a starred tuple.
STAR = "*"

_INTEGER = re.compile(r"[+-]?\d+\Z")
_REPEATED = re.compile(r"([+-]?\d+)x(\d+)\Z")


class Malformed(ValueError):
    """A piece of text is not what XCSP3 says it should be (the reason, without the place)."""


def integer(token: str) -> int:
    """The integer written ``token``.

    >>> integer("-12")
    -12
    """
    token = token.strip()
    if not _INTEGER.match(token):
        raise Malformed(f"{_shown(token)} is not an integer")
    if len(token.lstrip("+-")) > MAX_DIGITS:
        raise Malformed(f"the integer {_shown(token)} has more than {MAX_DIGITS} digits")
    return int(token)


def interval(token: str, limit: int = MAX_VALUES) -> tuple[int, int]:
    """The bounds of ``a..b``, checked to be at most ``limit`` values apart (`MAX_VALUES`
    for a range that will be listed)."""
    lo_text, _, hi_text = token.partition("..")
    lo, hi = integer(lo_text), integer(hi_text)
    if lo > hi:
        raise Malformed(f"the range {token} is empty")
    if hi - lo + 1 > limit:
        raise Malformed(f"the range {token} holds more than {limit:,} values")
    return lo, hi


def repeated(token: str) -> tuple[str, int] | None:
    """``(value, times)`` for the compact form ``vxk`` (``v`` written ``k`` times), else None."""
    found = _REPEATED.match(token)
    if found is None:
        return None
    times = integer(found.group(2))
    if times > MAX_VALUES:
        raise Malformed(f"{token} repeats a value more than {MAX_VALUES:,} times")
    return found.group(1), times


def integers(text: str) -> list[int]:
    """The integers of a list: whitespace-separated integers, ranges ``a..b`` and repeated
    values ``vxk``, expanded (at most `MAX_VALUES` in all)."""
    return list(_integers(text))


@lru_cache(maxsize=256)
def _integers(text: str) -> tuple[int, ...]:
    # Cached: a group repeats its template's constant lists once per row of arguments.
    found: list[int] = []
    for token in text.split():
        if ".." in token:
            lo, hi = interval(token)
            found.extend(range(lo, hi + 1))
        elif (compact := repeated(token)) is not None:
            found.extend([integer(compact[0])] * compact[1])
        else:
            found.append(integer(token))
        if len(found) > MAX_VALUES:
            raise Malformed(f"the list holds more than {MAX_VALUES:,} values")
    return tuple(found)


def items(text: str) -> list[str]:
    """The items of a list, split at the white space outside parentheses (an expression such
    as ``add(x, 1)`` is one item), each with its inner white space removed."""
    found: list[str] = []
    depth = 0
    current: list[str] = []
    for char in text:
        if char.isspace():
            if depth == 0 and current:
                found.append("".join(current))
                current = []
            continue
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth < 0:
                raise Malformed("a ')' closes no '('")
        current.append(char)
    if depth:
        raise Malformed("a '(' is never closed")
    if current:
        found.append("".join(current))
    return found


def tuples(text: str) -> list[tuple[int | str, ...]]:
    """The tuples of a table, ``(1,2)(3,*)``: integers, or `STAR` for any value."""
    return list(_tuples(text))


@lru_cache(maxsize=64)
def _tuples(text: str) -> tuple[tuple[int | str, ...], ...]:
    body = "".join(text.split())
    if not body:
        return ()
    if not (body.startswith("(") and body.endswith(")")):
        raise Malformed(f"tuples are written (a,b)(c,d), not {_shown(body)}")
    rows = body[1:-1].split(")(")
    if len(rows) > MAX_VALUES:
        raise Malformed(f"more than {MAX_VALUES:,} tuples")
    found: list[tuple[int | str, ...]] = []
    width = -1
    for row in rows:
        if "(" in row or ")" in row:
            raise Malformed(f"the tuple ({_shown(row)}) is not a list of values")
        values = tuple(STAR if part == STAR else integer(part) for part in row.split(","))
        if width >= 0 and len(values) != width:
            raise Malformed(f"the tuple ({row}) has {len(values)} values, the first has {width}")
        width = len(values)
        found.append(values)
    return tuple(found)


def condition(text: str) -> tuple[str, str]:
    """The operator and the operand (as text) of a condition ``(op, operand)``."""
    body = "".join(text.split())
    if not (body.startswith("(") and body.endswith(")") and "," in body):
        raise Malformed(f"a condition is written (operator,operand), not {_shown(body)}")
    op, _, operand = body[1:-1].partition(",")
    if op not in OPERATORS:
        raise Malformed(f"{op!r} is not an operator of a condition ({', '.join(OPERATORS)})")
    if not operand:
        raise Malformed(f"the condition {body} has no operand")
    return op, operand


def _shown(text: str) -> str:
    """A piece of text for a message, cut short."""
    return repr(text) if len(text) <= 40 else repr(text[:37] + "...")


def transitions(text: str) -> list[tuple[str, int, str]]:
    """The arcs ``(a,v,b)`` of an automaton or an MDD."""
    found = []
    for row in "".join(text.split())[1:-1].split(")("):
        pieces = row.split(",")
        if len(pieces) != 3:
            raise Malformed(f"a transition is written (state,value,state), not ({row})")
        found.append((pieces[0], integer(pieces[1]), pieces[2]))
    return found
