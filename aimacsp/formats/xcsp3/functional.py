"""XCSP3's functional notation, ``eq(x, add(y, 1))``, read into a plain tree of `Call`.

The tree is neutral: a `Call` holds an operator's name and its arguments, a leaf is an
integer or the name of a variable. The reader turns it into the library's expressions
(`aimacsp.expressions`), and the independent checker evaluates it with its own table of
meanings; one reading serves both, so they disagree only where their meanings do. The text
is read without recursion, and a tree deeper than `MAX_DEPTH` is refused.

>>> parse("eq(%0,add(x[1],-2))".replace("%0", "z"), {"z", "x[1]"}.__contains__)
Call(op='eq', args=('z', Call(op='add', args=('x[1]', -2))))
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple, TypeAlias

from .tokens import Malformed, integer

__all__ = ["Call", "Tree", "parse", "ARITIES", "MAX_DEPTH", "variables_of"]

#: The deepest nesting of operators read.
MAX_DEPTH = 100
MANY = 1 << 30

#: The operators of XCSP3-core's integer expressions, with their least and most arguments.
ARITIES: dict[str, tuple[int, int]] = {
    **dict.fromkeys(("neg", "abs", "sqr", "not"), (1, 1)),
    **dict.fromkeys(("sub", "div", "mod", "pow", "dist", "imp", "in", "notin"), (2, 2)),
    **dict.fromkeys(("add", "mul", "min", "max", "and", "or", "xor"), (1, MANY)),
    **dict.fromkeys(("eq", "ne", "lt", "le", "ge", "gt", "iff"), (2, MANY)),
    "if": (3, 3),
    "set": (0, MANY),
}


class Call(NamedTuple):
    """The operator ``op`` applied to ``args`` (calls, integers and variable names)."""

    op: str
    args: tuple[Tree, ...]


Tree: TypeAlias = "Call | int | str"


def parse(text: str, is_variable: Callable[[str], bool]) -> Tree:
    """The tree of ``text``; ``is_variable`` tells a variable's name from other words."""
    tokens = _tokens(text)
    # Each open call: its operator and the arguments read so far.
    stack: list[tuple[str, list[Tree]]] = []
    result: Tree | None = None
    k = 0
    expect_argument = True
    while k < len(tokens):
        token = tokens[k]
        if token == ",":
            if not stack or expect_argument:
                raise Malformed(f"a misplaced ',' in {_cut(text)}")
            expect_argument = True
        elif token == ")":
            if not stack or (expect_argument and stack[-1][1]):
                raise Malformed(f"a misplaced ')' in {_cut(text)}")
            op, args = stack.pop()
            expect_argument = False
            call = Call(op, tuple(args))
            _place(stack, call, text)
            if not stack:
                result = call
                if k != len(tokens) - 1:
                    raise Malformed(f"text after the end of the expression {_cut(text)}")
        elif not expect_argument:
            raise Malformed(f"a ',' is missing before {token!r} in {_cut(text)}")
        elif k + 1 < len(tokens) and tokens[k + 1] == "(":
            if token not in ARITIES:
                raise Malformed(f"{token!r} is not an operator of XCSP3-core integer expressions")
            if len(stack) >= MAX_DEPTH:
                raise Malformed(f"the expression is nested more than {MAX_DEPTH} deep")
            stack.append((token, []))
            k += 1  # the '('
        else:
            leaf = _leaf(token, is_variable)
            expect_argument = False
            if not stack:
                if len(tokens) != 1:
                    raise Malformed(f"text after the end of the expression {_cut(text)}")
                return leaf
            stack[-1][1].append(leaf)
        k += 1
    if stack or result is None:
        raise Malformed(f"the expression {_cut(text)} is not complete")
    return result


def _place(stack: list[tuple[str, list[Tree]]], call: Call, text: str) -> None:
    """Check the arity of ``call`` and give it to the call that holds it."""
    least, most = ARITIES[call.op]
    if not least <= len(call.args) <= most:
        expected = f"{least}" if least == most else f"at least {least}"
        raise Malformed(f"{call.op} takes {expected} arguments, not {len(call.args)}: {_cut(text)}")
    if stack:
        stack[-1][1].append(call)


def _leaf(token: str, is_variable: Callable[[str], bool]) -> Tree:
    if token[0].isdigit() or token[0] in "+-":
        return integer(token)
    if is_variable(token):
        return token
    if token.startswith("%"):
        raise Malformed(f"the parameter {token} is outside a group, slide or with no argument")
    raise Malformed(f"{token!r} is neither an integer nor a declared variable")


def _tokens(text: str) -> list[str]:
    # One regular expression, not a loop over characters: a hostile expression of 200,000
    # characters is split in C at once, and the reading stops at the depth limit.
    tokens = _TOKEN.findall(text)
    if not tokens:
        raise Malformed("the expression is empty")
    return tokens


#: A parenthesis, a comma, or a word between them and spaces (``\s`` is `str.isspace`).
_TOKEN = re.compile(r"[(),]|[^\s(),]+")


def variables_of(tree: Tree) -> list[str]:
    """The variables of ``tree``, each once, in the order they first appear."""
    found: dict[str, None] = {}
    todo = [tree]
    while todo:
        item = todo.pop()
        if isinstance(item, Call):
            todo.extend(reversed(item.args))
        elif isinstance(item, str):
            found.setdefault(item, None)
    return list(found)


def _cut(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "..."
