"""How an expression prints: as Python would write it with the functions of
`aimacsp.expressions`, parenthesised by Python's precedence, so that the text reads back to
the same tree (what is no Python, as ``sqr`` or a chain of comparisons, prints as ``Op(...)``).

The tree's classes are below in `aimacsp.expressions.nodes`, which imports this module: a
handle is told by its ``name`` and an operator node by its ``op``, both `Operators`.

>>> from aimacsp.expressions import Var
>>> text(Var("x") + 2 * Var("y") <= 7), text(-(Var("x") ** 2))
('x + 2 * y <= 7', '-x ** 2')
"""

from __future__ import annotations

from typing import Any

from .operators import COMPARISONS
from .overloads import Operators

__all__ = ["text", "FLAT"]

#: The associative operators a chain of which is one node (``sum(xs)`` is one ``add``).
FLAT = frozenset({"add", "mul", "and", "or", "xor"})


def _is_var(item: object) -> bool:
    return isinstance(item, Operators) and hasattr(item, "name")


def _is_op(item: object) -> bool:
    return isinstance(item, Operators) and hasattr(item, "op")


#: Python's precedence, loosest first: comparisons, |, ^, &, + -, * // %, unary, **, atoms.
COMPARE, OR, XOR, AND, ADD, MUL, UNARY, POWER, ATOM = range(1, 10)
INFIX = {
    **{name: (symbol, COMPARE) for name, symbol in COMPARISONS.items()},
    "or": ("|", OR),
    "xor": ("^", XOR),
    "and": ("&", AND),
    "add": ("+", ADD),
    "sub": ("-", ADD),
    "mul": ("*", MUL),
    "fdiv": ("//", MUL),
    "fmod": ("%", MUL),
}
#: Operators printed as a call of the function of `aimacsp.expressions` that builds them.
CALLS = {"imp": "implies", "if": "if_then_else", "min": "minimum", "max": "maximum"}


def text(item: object) -> str:
    """The expression as Python would write it with the functions of this package."""
    return _text(item)[0]


def _text(item: Any) -> tuple[str, int]:
    """The text and its precedence (how loosely it binds)."""
    if _is_var(item):
        name = item.name
        return (name if isinstance(name, str) else repr(name)), ATOM
    if not _is_op(item):
        if isinstance(item, int) and item < 0:
            return str(item), UNARY
        return repr(item), ATOM
    op, args = item.op, item.args
    if _literal(item):
        # Python would compute these itself, and ~, &, |, ^ on numbers are bitwise there
        return f"Op({op!r}, ({''.join(text(arg) + ', ' for arg in args)}))", ATOM
    if op in INFIX and (len(args) == 2 or (op not in COMPARISONS and len(args) > 2)):
        symbol, level = INFIX[op]
        first = args[0]
        # a chain of the same operator on the left reads as one flat node: keep its brackets
        nested = level == COMPARE or (_is_op(first) and first.op == op and op in FLAT)
        parts = [_wrap(first, level + 1 if nested else level)]
        parts += [_wrap(arg, level + 1) for arg in args[1:]]
        return f" {symbol} ".join(parts), level
    if op == "neg":
        return "-" + _wrap(args[0], UNARY), UNARY
    if op == "not":
        return "~" + _wrap(args[0], UNARY), UNARY
    if op == "pow":
        return f"{_wrap(args[0], POWER + 1)} ** {_wrap(args[1], UNARY)}", POWER
    if op in ("in", "notin"):
        values = ", ".join(map(text, args[1].args))
        method = "is_in" if op == "in" else "not_in"
        return f"{_wrap(args[0], ATOM)}.{method}([{values}])", ATOM
    if op in ("element", "count"):
        return f"{op}([{', '.join(map(text, args[:-1]))}], {text(args[-1])})", ATOM
    if op in ("min", "max"):
        return f"{CALLS[op]}([{', '.join(map(text, args))}])", ATOM
    return f"{CALLS.get(op, op)}({', '.join(map(text, args))})", ATOM


def _literal(item: Any) -> bool:
    """True when ``item`` must print as ``Op(...)``: Python has no syntax for it, or would
    compute it at once with another meaning."""
    op, args = item.op, item.args
    if op == "sqr" or (op in COMPARISONS and len(args) > 2) or op == "set":
        return True
    if not any(isinstance(arg, Operators) for arg in args[:2]):
        return op not in ("element", "count", "min", "max", "if", "imp", "iff") or not any(
            isinstance(arg, Operators) for arg in args
        )
    return op in ("in", "notin") and not isinstance(args[0], Operators)


def _wrap(item: Any, least: int) -> str:
    """The text of ``item``, in parentheses when it binds more loosely than ``least``."""
    words, level = _text(item)
    return words if level >= least else f"({words})"
